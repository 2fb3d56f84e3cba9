import type { Staff, StaffConversation, StaffConversationSummary } from '@casino/contracts';
import type { DbOrTx } from '../db/client';
import type { ReceivedUpload, StoredFileRow } from '../files';
import { conflict, forbidden, notFound, ValidationError } from '../http/errors';
import { addGroups } from '../players';
import { mayWork, requireMayWork, requireVipGrant } from './access';
import type { SupportDeps } from './context';
import {
  conversationById,
  insertMessage,
  lastMessageId,
  moveConversation,
  queuePage,
  updateConversation,
  type ConversationRow,
} from './conversations';
import { attach, attachmentFile, messageView } from './messages';
import { announceToStaff, pushToPlayer } from './notices';
import { conversationSummary, staffConversationView } from './views';

/** A queue lists at most this many conversations, the most recent first. */
const QUEUE_PAGE = 100;

interface StaffDesk {
  queue(staff: Staff, groupId: number, status: 'open' | 'closed'): Promise<StaffConversationSummary[]>;
  read(staff: Staff, conversationId: number): Promise<StaffConversation>;
  answer(staff: Staff, conversationId: number, body: string, upload?: ReceivedUpload): Promise<StaffConversation>;
  staffAttachment(staff: Staff, fileId: number): Promise<StoredFileRow>;
  move(staff: Staff, conversationId: number, groupId: number): Promise<StaffConversation>;
  close(staff: Staff, conversationId: number): Promise<StaffConversation>;
  markReadByStaff(staff: Staff, conversationId: number): Promise<StaffConversation>;
  grantVip(staff: Staff, playerId: number, groupId: number): Promise<number[]>;
}

/** The agents' side of the support chat: queues, answers, moves, closing, VIP levels. */
export function createStaffDesk(deps: SupportDeps): StaffDesk {
  const { db, clock, outbox, players } = deps;
  const view = (row: ConversationRow) => staffConversationView(db, players, row);

  /** The conversation an agent may work on: 404 when missing, 403 outside the agent's queues. */
  async function forStaff(tx: DbOrTx, staff: Staff, conversationId: number): Promise<ConversationRow> {
    const row = await conversationById(tx, conversationId);
    if (!row) throw notFound('Conversation not found.');
    requireMayWork(staff, row);
    return row;
  }

  /** An open conversation the agent may work on; 409 once it is closed. */
  async function openForStaff(tx: DbOrTx, staff: Staff, conversationId: number, closedMessage: string): Promise<ConversationRow> {
    const found = await forStaff(tx, staff, conversationId);
    if (found.status !== 'open') throw conflict(closedMessage);
    return found;
  }

  return {
    async queue(staff, groupId, status) {
      if (!staff.queues.includes(groupId)) throw forbidden('This queue is not one you work.');
      const rows = await queuePage(db, staff, groupId, status, QUEUE_PAGE);
      return Promise.all(rows.map((row) => conversationSummary(db, players, row)));
    },

    async read(staff, conversationId) {
      return view(await forStaff(db, staff, conversationId));
    },

    async answer(staff, conversationId, body, upload) {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        await openForStaff(tx, staff, conversationId, 'The conversation is closed.');
        const file = upload ? await attach(tx, conversationId, { staffId: staff.id }, upload, now) : undefined;
        const attachmentId = file?.id ?? null;
        const message = await insertMessage(tx, {
          conversationId,
          staffId: staff.id,
          author: 'agent',
          body,
          attachmentId,
          createdAt: now,
        });
        // Answering means the agent has read everything before it.
        const updated = await updateConversation(tx, conversationId, { lastMessageAt: now, staffReadId: message.id });
        const shown = messageView(message, staff.name, file);
        await pushToPlayer(outbox, tx, updated, 'open', shown);
        await announceToStaff(outbox, tx, updated, 'message', shown);
        return updated;
      });
      outbox.kick();
      return view(row);
    },

    async close(staff, conversationId) {
      const row = await db.transaction(async (tx) => {
        await openForStaff(tx, staff, conversationId, 'The conversation is already closed.');
        const updated = await updateConversation(tx, conversationId, {
          status: 'closed',
          closedAt: clock.now(),
          closedBy: staff.id,
        });
        await pushToPlayer(outbox, tx, updated, 'closed', null);
        await announceToStaff(outbox, tx, updated, 'closed', null);
        return updated;
      });
      outbox.kick();
      return view(row);
    },

    staffAttachment(staff, fileId) {
      return attachmentFile(db, fileId, (row) => mayWork(staff, row));
    },

    async move(staff, conversationId, groupId) {
      const row = await db.transaction(async (tx) => {
        const found = await openForStaff(tx, staff, conversationId, 'The conversation is closed.');
        if (found.groupId === groupId) throw new ValidationError({ group_id: ['is the current queue'] });
        const updated = await moveConversation(tx, conversationId, found.groupId, groupId);
        if (!updated) throw conflict('The conversation was moved meanwhile.');
        // The old queue's agents see it leave, the new queue's see it arrive.
        await announceToStaff(outbox, tx, found, 'moved_out', null);
        await announceToStaff(outbox, tx, updated, 'moved_in', null);
        return updated;
      });
      outbox.kick();
      return view(row);
    },

    async markReadByStaff(staff, conversationId) {
      const row = await forStaff(db, staff, conversationId);
      const last = await lastMessageId(db, row.id, ['player']);
      if (!last || last <= row.staffReadId) return view(row);
      await updateConversation(db, row.id, { staffReadId: last });
      await db.transaction(async (tx) => announceToStaff(outbox, tx, row, 'read', null));
      outbox.kick();
      return view({ ...row, staffReadId: last });
    },

    async grantVip(staff, playerId, groupId) {
      requireVipGrant(staff, groupId);
      await players.get(playerId);
      const groups = await db.transaction((tx) => addGroups(tx, outbox, playerId, [groupId], clock.now()));
      outbox.kick();
      return groups;
    },
  };
}
