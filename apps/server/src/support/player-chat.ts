import { chatVariantOf, SUPPORT_CHAT_PROJECT, SUPPORT_CHAT_TYPE, type SupportConversation } from '@casino/contracts';
import type { Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { ReceivedUpload, StoredFileRow } from '../files';
import { forbidden } from '../http/errors';
import { queueFor } from './access';
import type { SupportDeps } from './context';
import {
  conversationByRestoreId,
  currentConversation,
  insertMessage,
  lastMessageId,
  openConversation,
  unreadAfter,
  updateConversation,
  type ConversationRow,
} from './conversations';
import { attach, attachmentFile, messageView } from './messages';
import { announceToStaff } from './notices';
import { managerStaffOf } from './vip-manager';
import { playerConversationView } from './views';

interface PlayerChat {
  conversation(playerId: number): Promise<SupportConversation | null>;
  restore(playerId: number, restoreId: string): Promise<SupportConversation | null>;
  send(playerId: number, body: string, upload?: ReceivedUpload): Promise<SupportConversation>;
  markRead(playerId: number): Promise<void>;
  unread(playerId: number): Promise<number>;
  ownsRestoreId(playerId: number, restoreId: string): Promise<boolean>;
  attachment(playerId: number, fileId: number): Promise<StoredFileRow>;
}

/** Where a player's first message goes: their queue and, for a VIP player, their own manager when one is named. */
interface Routing {
  groupId: number;
  assignedStaffId: number | null;
}

/** The player's side of the support chat. */
export function createPlayerChat(deps: SupportDeps): PlayerChat {
  const { db, clock, rng, outbox, players } = deps;

  /** ROLE-08: group 545 makes the chat read-only; the web shows the contact variant, and the server refuses too. */
  async function routingOf(playerId: number): Promise<Routing> {
    const player = await players.get(playerId);
    if (chatVariantOf(player.groups) !== 'live')
      throw forbidden('Your support chat is read-only; please write to us through the contact form at /support.');
    const vip = Boolean(player.vip);
    // A VIP player's conversation goes to their own manager when the configuration names one.
    const manager = vip ? await managerStaffOf(db, deps.config, player.groups) : null;
    return { groupId: queueFor(vip), assignedStaffId: manager };
  }

  /** The player's open conversation, or a new one in their queue. */
  async function openOrCurrent(tx: Tx, playerId: number, routing: Routing, now: Date) {
    const row = await currentConversation(tx, playerId);
    if (row && row.status === 'open') return { row, created: false };
    const restoreId = rng.bytes(16).toString('hex');
    const opened = await openConversation(tx, { playerId, ...routing, restoreId, createdAt: now, lastMessageAt: now });
    return { row: opened, created: true };
  }

  /** Writes the message (and its attachment) into the player's conversation and tells the staff. */
  function post(playerId: number, body: string, upload: ReceivedUpload | undefined, routing: Routing, now: Date) {
    return db.transaction(async (tx): Promise<{ row: ConversationRow; created: boolean }> => {
      const { row, created } = await openOrCurrent(tx, playerId, routing, now);
      const file = upload ? await attach(tx, row.id, { playerId }, upload, now) : undefined;
      const message = await insertMessage(tx, {
        conversationId: row.id,
        author: 'player',
        body,
        attachmentId: file?.id ?? null,
        createdAt: now,
      });
      await updateConversation(tx, row.id, { lastMessageAt: now, playerReadId: message.id });
      await announceToStaff(outbox, tx, row, 'message', messageView(message, null, file));
      return { row: { ...row, playerReadId: message.id }, created };
    });
  }

  return {
    async conversation(playerId) {
      const row = await currentConversation(db, playerId);
      return row ? playerConversationView(db, row) : null;
    },

    async restore(playerId, restoreId) {
      const row = await conversationByRestoreId(db, playerId, restoreId);
      return row ? playerConversationView(db, row) : null;
    },

    async send(playerId, body, upload) {
      const routing = await routingOf(playerId);
      const now = clock.now();
      // Two first messages at once: one opens the conversation, the other meets the unique index
      // of open conversations and is posted again into the one that now exists.
      const opened = await post(playerId, body, upload, routing, now).catch((err: unknown) => {
        if (!isUniqueViolation(err)) throw err;
        return post(playerId, body, upload, routing, now);
      });
      outbox.kick();
      // The chat identity follows the player to every device (SHELL-20).
      if (opened.created) await players.setRestoreId(playerId, SUPPORT_CHAT_PROJECT, SUPPORT_CHAT_TYPE, opened.row.restoreId);
      return playerConversationView(db, opened.row);
    },

    async markRead(playerId) {
      const row = await currentConversation(db, playerId);
      if (!row) return;
      const last = await lastMessageId(db, row.id);
      if (last) await updateConversation(db, row.id, { playerReadId: last });
    },

    async unread(playerId) {
      const row = await currentConversation(db, playerId);
      return row ? unreadAfter(db, row.id, 'agent', row.playerReadId) : 0;
    },

    async ownsRestoreId(playerId, restoreId) {
      return Boolean(await conversationByRestoreId(db, playerId, restoreId));
    },

    attachment(playerId, fileId) {
      return attachmentFile(db, fileId, (row) => row.playerId === playerId);
    },
  };
}
