import { and, count, desc, eq, gt, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Staff } from '@casino/contracts';
import type { DbOrTx } from '../db/client';
import { notFound } from '../http/errors';
import { supportConversations, supportMessages } from './tables';

export type ConversationRow = typeof supportConversations.$inferSelect;
type MessageRow = typeof supportMessages.$inferSelect;

/** The player's open conversation, else the newest closed one. */
export async function currentConversation(tx: DbOrTx, playerId: number): Promise<ConversationRow | undefined> {
  // The open one sorts first ('open' > 'closed'), then the newest.
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.playerId, playerId))
    .orderBy(desc(supportConversations.status), desc(supportConversations.id))
    .limit(1);
  return row;
}

/** The player's conversation of a restore id, if it is theirs. */
export async function conversationByRestoreId(
  tx: DbOrTx,
  playerId: number,
  restoreId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.playerId, playerId), eq(supportConversations.restoreId, restoreId)))
    .limit(1);
  return row;
}

export async function conversationById(tx: DbOrTx, conversationId: number): Promise<ConversationRow | undefined> {
  const [row] = await tx.select().from(supportConversations).where(eq(supportConversations.id, conversationId)).limit(1);
  return row;
}

/** The messages of one side after the other side's last read one. */
export async function unreadAfter(
  tx: DbOrTx,
  conversationId: number,
  author: 'player' | 'agent',
  readId: number,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(eq(supportMessages.conversationId, conversationId), eq(supportMessages.author, author), gt(supportMessages.id, readId)),
    );
  return Number(row?.n ?? 0);
}

/** The body of the conversation's newest message, if any. */
export async function lastMessageBody(tx: DbOrTx, conversationId: number): Promise<string | undefined> {
  const [last] = await tx
    .select({ body: supportMessages.body })
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(desc(supportMessages.id))
    .limit(1);
  return last?.body;
}

/** The id of the conversation's newest message (of the authors given), or null. */
export async function lastMessageId(
  tx: DbOrTx,
  conversationId: number,
  authors?: MessageRow['author'][],
): Promise<number | null> {
  const [last] = await tx
    .select({ id: max(supportMessages.id) })
    .from(supportMessages)
    .where(
      and(eq(supportMessages.conversationId, conversationId), authors ? inArray(supportMessages.author, authors) : undefined),
    );
  return last?.id ?? null;
}

/** Opens a conversation (the unique index of open conversations refuses a second open one). */
export async function openConversation(
  tx: DbOrTx,
  values: Pick<ConversationRow, 'playerId' | 'groupId' | 'assignedStaffId' | 'restoreId' | 'createdAt' | 'lastMessageAt'>,
): Promise<ConversationRow> {
  const [row] = await tx
    .insert(supportConversations)
    .values({ ...values, status: 'open' })
    .returning();
  if (!row) throw new Error('conversation insert returned nothing');
  return row;
}

export async function insertMessage(
  tx: DbOrTx,
  values: Pick<MessageRow, 'conversationId' | 'author' | 'body' | 'attachmentId' | 'createdAt'> & { staffId?: number },
): Promise<MessageRow> {
  const [message] = await tx.insert(supportMessages).values(values).returning();
  if (!message) throw new Error('message insert returned nothing');
  return message;
}

/** Updates a conversation; 404 when it is gone. */
export async function updateConversation(
  tx: DbOrTx,
  conversationId: number,
  changes: Partial<Pick<ConversationRow, 'lastMessageAt' | 'playerReadId' | 'staffReadId' | 'status' | 'closedAt' | 'closedBy'>>,
): Promise<ConversationRow> {
  const [updated] = await tx
    .update(supportConversations)
    .set(changes)
    .where(eq(supportConversations.id, conversationId))
    .returning();
  if (!updated) throw notFound('Conversation not found.');
  return updated;
}

/** Moves a conversation out of `from`; undefined when it left that queue meanwhile. */
export async function moveConversation(
  tx: DbOrTx,
  conversationId: number,
  from: number,
  to: number,
): Promise<ConversationRow | undefined> {
  const [updated] = await tx
    .update(supportConversations)
    .set({ groupId: to })
    .where(and(eq(supportConversations.id, conversationId), eq(supportConversations.groupId, from)))
    .returning();
  return updated;
}

/**
 * A page of a queue's conversations of a status, as the agent sees it: another manager's players
 * stay out of a VIP manager's list (leads and agents see the whole queue); "my conversations"
 * first, then the most recent.
 */
export function queuePage(
  tx: DbOrTx,
  staff: Staff,
  groupId: number,
  status: ConversationRow['status'],
  limit: number,
): Promise<ConversationRow[]> {
  const c = supportConversations;
  const visible = staff.role === 'vip_manager' ? or(isNull(c.assignedStaffId), eq(c.assignedStaffId, staff.id)) : undefined;
  return tx
    .select()
    .from(c)
    .where(and(eq(c.groupId, groupId), eq(c.status, status), visible))
    .orderBy(sql`(${c.assignedStaffId} is not distinct from ${staff.id}) desc`, desc(c.lastMessageAt))
    .limit(limit);
}
