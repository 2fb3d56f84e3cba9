import {
  CONTACT_MESSAGE_QUEUE,
  GROUPS,
  VIP_GRANT_ROLES,
  chatVariantOf,
  SUPPORT_CHAT_PROJECT,
  SUPPORT_CHAT_TYPE,
  type Staff,
  type StaffContactMessage,
  type StaffConversation,
  type StaffConversationSummary,
  type StaffSupportEvent,
  type SupportConversation,
  type SupportMessage,
} from '@casino/contracts';
import { and, count, desc, eq, gt, inArray, isNull, max, or, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../db/errors';
import type { ConfigService } from '../config';
import type { Db, DbOrTx } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { ReceivedUpload, StoredFileRow } from '../files';
import { conflict, forbidden, notFound, ValidationError } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { Rng } from '../platform/rng';
import { addGroups, VIP_GROUPS, type PlayerService } from '../players';
import { isActiveStaffOfRole } from '../staff';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import { attach, attachmentFile, messagesOf, messageView } from './messages';
import { supportConversations, supportMessages } from './tables';
// The contact form's messages are telemetry's; support lists and settles them through its functions.
import { contactMessagesOf, setContactMessageStatus, type ContactMessageRow } from '../telemetry';

/** The outbox event the staff room hears (after commit, like every realtime message). */
export const STAFF_SUPPORT_OUTBOX_EVENT = 'support.staff';
/** A queue lists at most this many conversations, the most recent first. */
const QUEUE_PAGE = 100;

type ConversationRow = typeof supportConversations.$inferSelect;

const contactView = (row: ContactMessageRow): StaffContactMessage => ({
  id: row.id,
  player_id: row.playerId,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

/**
 * Whether an agent may work a conversation: it is in one of the role's queues and, for a VIP
 * manager, it is either their own player's or nobody's in particular (docs/decisions/017).
 */
export function mayWork(staff: Staff, row: { groupId: number; assignedStaffId: number | null }): boolean {
  if (!staff.queues.includes(row.groupId)) return false;
  return staff.role !== 'vip_manager' || row.assignedStaffId === null || row.assignedStaffId === staff.id;
}

function requireContactQueue(staff: Staff) {
  if (!staff.queues.includes(CONTACT_MESSAGE_QUEUE)) throw forbidden('Contact-form messages belong to the default queue.');
}

export interface SupportService {
  /** The player's open conversation, else the last closed one, else null. */
  conversation(playerId: number): Promise<SupportConversation | null>;
  /** The player's own conversation of a restore id (SHELL-20); null for anyone else's or an unknown id. */
  restore(playerId: number, restoreId: string): Promise<SupportConversation | null>;
  /**
   * Writes a player's message, opening a conversation in the player's queue when none is open;
   * with an upload, the message carries it as an attachment.
   */
  send(playerId: number, body: string, upload?: ReceivedUpload): Promise<SupportConversation>;
  /** Marks every agent message of the player's conversation read. */
  markRead(playerId: number): Promise<void>;
  unread(playerId: number): Promise<number>;
  /** True when the restore id is one of the player's own conversations. */
  ownsRestoreId(playerId: number, restoreId: string): Promise<boolean>;
  /** The conversations of a queue the agent works; a VIP manager's own players first, no other manager's. */
  queue(staff: Staff, groupId: number, status: 'open' | 'closed'): Promise<StaffConversationSummary[]>;
  /** One conversation of a queue the agent works; 404 when it does not exist, 403 outside the agent's queues. */
  read(staff: Staff, conversationId: number): Promise<StaffConversation>;
  answer(staff: Staff, conversationId: number, body: string, upload?: ReceivedUpload): Promise<StaffConversation>;
  /** An attachment of one of the player's conversations; any other id is 404. */
  attachment(playerId: number, fileId: number): Promise<StoredFileRow>;
  /** An attachment of a conversation in a queue the agent works; any other id is 404. */
  staffAttachment(staff: Staff, fileId: number): Promise<StoredFileRow>;
  /** Moves an open conversation of the agent's queues to another support queue. */
  move(staff: Staff, conversationId: number, groupId: number): Promise<StaffConversation>;
  close(staff: Staff, conversationId: number): Promise<StaffConversation>;
  markReadByStaff(staff: Staff, conversationId: number): Promise<StaffConversation>;
  /**
   * Places a player in a VIP level group (support leads, until VIP progression does it, VIP-15);
   * 403 for other roles, 404 for an unknown player; answers the player's groups.
   */
  grantVip(staff: Staff, playerId: number, groupId: number): Promise<number[]>;
  /** Contact-form messages of a status, the oldest first; 403 for staff outside the default queue. */
  contactMessages(staff: Staff, status: StaffContactMessage['status']): Promise<StaffContactMessage[]>;
  /** Marks a contact-form message answered or closed; 404 for an unknown id. */
  settleContactMessage(staff: Staff, id: number, status: 'answered' | 'closed'): Promise<StaffContactMessage>;
}

/** The queue a player's conversation goes to: VIP players to the VIP managers, everyone else to the default queue. */
export const queueFor = (vip: boolean): number => (vip ? GROUPS.supportVip : GROUPS.supportDefault);

export function createSupportService(deps: {
  db: Db;
  clock: Clock;
  rng: Rng;
  outbox: Outbox;
  players: PlayerService;
  /** The managers configuration (VIP-11), which names each VIP group's manager account. */
  config?: Pick<ConfigService, 'getInternal'>;
}): SupportService {
  const { db, clock, rng, outbox, players, config } = deps;

  /**
   * The staff account of a VIP player's own manager: the managers entry of the player's highest
   * VIP group that has one (as GET /api/player shows it), when that entry names an active
   * `vip_manager`. Anything else (no entry, no account, another role, disabled) leaves the
   * conversation to the whole VIP queue.
   */
  async function managerStaffOf(tx: DbOrTx, groups: readonly number[]): Promise<number | null> {
    const vipGroups = VIP_GROUPS.filter((g) => groups.includes(g)).reverse();
    if (vipGroups.length === 0 || !config) return null;
    const store = await config.getInternal('managers').catch(() => null);
    const entry = vipGroups.map((g) => store?.by_group[String(g)]).find(Boolean);
    if (!entry?.manager_staff_id) return null;
    return (await isActiveStaffOfRole(tx, entry.manager_staff_id, 'vip_manager')) ? entry.manager_staff_id : null;
  }

  async function current(tx: DbOrTx, playerId: number): Promise<ConversationRow | undefined> {
    // The open one sorts first ('open' > 'closed'), then the newest.
    const [row] = await tx
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.playerId, playerId))
      .orderBy(desc(supportConversations.status), desc(supportConversations.id))
      .limit(1);
    return row;
  }

  async function unreadAfter(tx: DbOrTx, conversationId: number, author: 'player' | 'agent', readId: number) {
    const [row] = await tx
      .select({ n: count() })
      .from(supportMessages)
      .where(
        and(
          eq(supportMessages.conversationId, conversationId),
          eq(supportMessages.author, author),
          gt(supportMessages.id, readId),
        ),
      );
    return Number(row?.n ?? 0);
  }

  async function playerView(tx: DbOrTx, row: ConversationRow): Promise<SupportConversation> {
    return {
      id: row.id,
      status: row.status,
      restore_id: row.restoreId,
      unread_count: await unreadAfter(tx, row.id, 'agent', row.playerReadId),
      created_at: row.createdAt.toISOString(),
      closed_at: row.closedAt?.toISOString() ?? null,
      messages: await messagesOf(tx, row.id),
    };
  }

  async function summary(tx: DbOrTx, row: ConversationRow): Promise<StaffConversationSummary> {
    const player = await players.get(row.playerId);
    const [last] = await tx
      .select({ body: supportMessages.body })
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, row.id))
      .orderBy(desc(supportMessages.id))
      .limit(1);
    const name = [player.first_name, player.last_name].filter(Boolean).join(' ') || player.nickname || null;
    return {
      id: row.id,
      group_id: row.groupId,
      status: row.status,
      player: { id: player.id, email: player.email, name, vip: Boolean(player.vip) },
      last_message: last?.body.slice(0, 200) || null,
      last_message_at: row.lastMessageAt.toISOString(),
      unread_count: await unreadAfter(tx, row.id, 'player', row.staffReadId),
      assigned_staff_id: row.assignedStaffId,
    };
  }

  async function staffView(tx: DbOrTx, row: ConversationRow): Promise<StaffConversation> {
    return { ...(await summary(tx, row)), messages: await messagesOf(tx, row.id) };
  }

  /** The conversation an agent may work on: 404 when missing, 403 outside the agent's queues. */
  async function forStaff(tx: DbOrTx, staff: Staff, conversationId: number): Promise<ConversationRow> {
    const [row] = await tx.select().from(supportConversations).where(eq(supportConversations.id, conversationId)).limit(1);
    if (!row) throw notFound('Conversation not found.');
    if (!staff.queues.includes(row.groupId)) throw forbidden('This conversation is in a queue you do not work.');
    if (!mayWork(staff, row)) throw forbidden("This conversation belongs to another VIP manager's player.");
    return row;
  }

  async function announce(tx: DbOrTx, row: ConversationRow, kind: StaffSupportEvent['kind'], message: SupportMessage | null) {
    const event: StaffSupportEvent = {
      conversation_id: row.id,
      group_id: row.groupId,
      assigned_staff_id: row.assignedStaffId,
      kind,
      message,
    };
    await outbox.publish(tx, { type: STAFF_SUPPORT_OUTBOX_EVENT, playerId: row.playerId, payload: event });
  }

  async function pushToPlayer(tx: DbOrTx, row: ConversationRow, status: 'open' | 'closed', message: SupportMessage | null) {
    await outbox.publish(tx, {
      type: REALTIME_PUSH_EVENT,
      playerId: row.playerId,
      payload: { channel: 'support_messages', data: { conversation_id: row.id, status, message } },
    });
  }

  return {
    async conversation(playerId) {
      const row = await current(db, playerId);
      return row ? playerView(db, row) : null;
    },

    async restore(playerId, restoreId) {
      const [row] = await db
        .select()
        .from(supportConversations)
        .where(and(eq(supportConversations.playerId, playerId), eq(supportConversations.restoreId, restoreId)))
        .limit(1);
      return row ? playerView(db, row) : null;
    },

    async send(playerId, body, upload) {
      const player = await players.get(playerId);
      // ROLE-08: group 545 switches the chat's 'writable' flag off; the web shows those players the
      // contact variant, and the server refuses their messages too.
      if (chatVariantOf(player.groups) !== 'live')
        throw forbidden('Your support chat is read-only; please write to us through the contact form at /support.');
      const vip = Boolean(player.vip);
      // A VIP player's conversation goes to their own manager when the configuration names one.
      const manager = vip ? await managerStaffOf(db, player.groups) : null;
      const now = clock.now();
      const post = () =>
        db.transaction(async (tx) => {
          let row = await current(tx, playerId);
          let created = false;
          if (!row || row.status !== 'open') {
            [row] = await tx
              .insert(supportConversations)
              .values({
                playerId,
                groupId: queueFor(vip),
                assignedStaffId: manager,
                status: 'open',
                restoreId: rng.bytes(16).toString('hex'),
                createdAt: now,
                lastMessageAt: now,
              })
              .returning();
            created = true;
          }
          if (!row) throw new Error('conversation insert returned nothing');
          const file = upload ? await attach(tx, row.id, { playerId }, upload, now) : undefined;
          const [message] = await tx
            .insert(supportMessages)
            .values({ conversationId: row.id, author: 'player', body, attachmentId: file?.id ?? null, createdAt: now })
            .returning();
          if (!message) throw new Error('message insert returned nothing');
          await tx
            .update(supportConversations)
            .set({ lastMessageAt: now, playerReadId: message.id })
            .where(eq(supportConversations.id, row.id));
          await announce(tx, row, 'message', messageView(message, null, file));
          return { row: { ...row, playerReadId: message.id }, created };
        });
      // Two first messages at once: one opens the conversation, the other meets the unique index
      // of open conversations and is posted again into the one that now exists.
      const opened = await post().catch((err: unknown) => {
        if (!isUniqueViolation(err)) throw err;
        return post();
      });
      outbox.kick();
      // The chat identity follows the player to every device (SHELL-20).
      if (opened.created) await players.setRestoreId(playerId, SUPPORT_CHAT_PROJECT, SUPPORT_CHAT_TYPE, opened.row.restoreId);
      return playerView(db, opened.row);
    },

    async markRead(playerId) {
      const row = await current(db, playerId);
      if (!row) return;
      const [last] = await db
        .select({ id: max(supportMessages.id) })
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, row.id));
      if (last?.id)
        await db.update(supportConversations).set({ playerReadId: last.id }).where(eq(supportConversations.id, row.id));
    },

    async unread(playerId) {
      const row = await current(db, playerId);
      return row ? unreadAfter(db, row.id, 'agent', row.playerReadId) : 0;
    },

    async ownsRestoreId(playerId, restoreId) {
      const [row] = await db
        .select({ id: supportConversations.id })
        .from(supportConversations)
        .where(and(eq(supportConversations.playerId, playerId), eq(supportConversations.restoreId, restoreId)))
        .limit(1);
      return Boolean(row);
    },

    async queue(staff, groupId, status) {
      if (!staff.queues.includes(groupId)) throw forbidden('This queue is not one you work.');
      const c = supportConversations;
      // Another manager's players stay out of a VIP manager's list; leads and agents see the whole queue.
      const visible = staff.role === 'vip_manager' ? or(isNull(c.assignedStaffId), eq(c.assignedStaffId, staff.id)) : undefined;
      const rows = await db
        .select()
        .from(c)
        .where(and(eq(c.groupId, groupId), eq(c.status, status), visible))
        // "My conversations" first, then the most recent.
        .orderBy(sql`(${c.assignedStaffId} is not distinct from ${staff.id}) desc`, desc(c.lastMessageAt))
        .limit(QUEUE_PAGE);
      return Promise.all(rows.map((row) => summary(db, row)));
    },

    async read(staff, conversationId) {
      return staffView(db, await forStaff(db, staff, conversationId));
    },

    async answer(staff, conversationId, body, upload) {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const found = await forStaff(tx, staff, conversationId);
        if (found.status !== 'open') throw conflict('The conversation is closed.');
        const file = upload ? await attach(tx, conversationId, { staffId: staff.id }, upload, now) : undefined;
        const [message] = await tx
          .insert(supportMessages)
          .values({ conversationId, staffId: staff.id, author: 'agent', body, attachmentId: file?.id ?? null, createdAt: now })
          .returning();
        if (!message) throw new Error('message insert returned nothing');
        // Answering means the agent has read everything before it.
        const [updated] = await tx
          .update(supportConversations)
          .set({ lastMessageAt: now, staffReadId: message.id })
          .where(eq(supportConversations.id, conversationId))
          .returning();
        if (!updated) throw notFound('Conversation not found.');
        const view = messageView(message, staff.name, file);
        await pushToPlayer(tx, updated, 'open', view);
        await announce(tx, updated, 'message', view);
        return updated;
      });
      outbox.kick();
      return staffView(db, row);
    },

    async close(staff, conversationId) {
      const row = await db.transaction(async (tx) => {
        const found = await forStaff(tx, staff, conversationId);
        if (found.status !== 'open') throw conflict('The conversation is already closed.');
        const [updated] = await tx
          .update(supportConversations)
          .set({ status: 'closed', closedAt: clock.now(), closedBy: staff.id })
          .where(eq(supportConversations.id, conversationId))
          .returning();
        if (!updated) throw notFound('Conversation not found.');
        await pushToPlayer(tx, updated, 'closed', null);
        await announce(tx, updated, 'closed', null);
        return updated;
      });
      outbox.kick();
      return staffView(db, row);
    },

    attachment(playerId, fileId) {
      return attachmentFile(db, fileId, (row) => row.playerId === playerId);
    },

    staffAttachment(staff, fileId) {
      return attachmentFile(db, fileId, (row) => mayWork(staff, row));
    },

    async move(staff, conversationId, groupId) {
      const row = await db.transaction(async (tx) => {
        const found = await forStaff(tx, staff, conversationId);
        if (found.status !== 'open') throw conflict('The conversation is closed.');
        if (found.groupId === groupId) throw new ValidationError({ group_id: ['is the current queue'] });
        const [updated] = await tx
          .update(supportConversations)
          .set({ groupId })
          .where(and(eq(supportConversations.id, conversationId), eq(supportConversations.groupId, found.groupId)))
          .returning();
        if (!updated) throw conflict('The conversation was moved meanwhile.');
        // The old queue's agents see it leave, the new queue's see it arrive.
        await announce(tx, found, 'moved_out', null);
        await announce(tx, updated, 'moved_in', null);
        return updated;
      });
      outbox.kick();
      return staffView(db, row);
    },

    async markReadByStaff(staff, conversationId) {
      const row = await forStaff(db, staff, conversationId);
      const [last] = await db
        .select({ id: max(supportMessages.id) })
        .from(supportMessages)
        .where(and(eq(supportMessages.conversationId, row.id), inArray(supportMessages.author, ['player'])));
      if (last?.id && last.id > row.staffReadId) {
        await db.update(supportConversations).set({ staffReadId: last.id }).where(eq(supportConversations.id, row.id));
        await db.transaction(async (tx) => announce(tx, row, 'read', null));
        outbox.kick();
        return staffView(db, { ...row, staffReadId: last.id });
      }
      return staffView(db, row);
    },

    async grantVip(staff, playerId, groupId) {
      if (!VIP_GRANT_ROLES.includes(staff.role)) throw forbidden('Only a support lead may grant a VIP level.');
      if (!VIP_GROUPS.includes(groupId)) throw new ValidationError({ group_id: ['is not a VIP level group'] });
      await players.get(playerId);
      const groups = await db.transaction((tx) => addGroups(tx, outbox, playerId, [groupId], clock.now()));
      outbox.kick();
      return groups;
    },

    async contactMessages(staff, status) {
      requireContactQueue(staff);
      const rows = await contactMessagesOf(db, status, QUEUE_PAGE);
      return rows.map(contactView);
    },

    async settleContactMessage(staff, id, status) {
      requireContactQueue(staff);
      const row = await setContactMessageStatus(db, id, status);
      if (!row) throw notFound('Contact message not found.');
      return contactView(row);
    },
  };
}
