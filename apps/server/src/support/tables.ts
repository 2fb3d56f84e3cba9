import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { storedFiles } from '../files/tables';
import { players } from '../players/tables';
import { staffUsers } from '../staff/tables';

/** A player's support conversation; at most one open at a time per player. */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The queue: 26 default, 1 general, 2 VIP (ROLE-09). */
    groupId: integer('group_id').notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull(),
    /** Random, handed to the chat client through /restore-id (SHELL-20). */
    restoreId: text('restore_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /** The newest message id each side has read. */
    playerReadId: bigint('player_read_id', { mode: 'number' }).notNull().default(0),
    staffReadId: bigint('staff_read_id', { mode: 'number' }).notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: bigint('closed_by', { mode: 'number' }).references(() => staffUsers.id, { onDelete: 'set null' }),
    /**
     * A VIP player's own manager (a `vip_manager` staff account from the managers configuration),
     * set when the conversation is filed; null: the whole queue works it.
     */
    assignedStaffId: bigint('assigned_staff_id', { mode: 'number' }).references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('support_conversations_one_open')
      .on(t.playerId)
      .where(sql`${t.status} = 'open'`),
    index('support_conversations_queue_idx').on(t.groupId, t.status, t.lastMessageAt),
    index('support_conversations_assigned_idx').on(t.assignedStaffId),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    /** null: written by the player; otherwise the agent who answered. */
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffUsers.id, { onDelete: 'set null' }),
    author: text('author', { enum: ['player', 'agent'] }).notNull(),
    body: text('body').notNull(),
    /** A file sent with the message (docs/decisions/019-uploads.md). */
    attachmentId: bigint('attachment_id', { mode: 'number' }).references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.id),
    index('support_messages_attachment_idx').on(t.attachmentId),
  ],
);
