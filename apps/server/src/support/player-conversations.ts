import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { supportConversations } from './tables';

const LIMIT = 50;

/** A player's support conversations, the latest first, for the back office's player page (decision 070). */
export async function conversationsOfPlayer(db: DbOrTx, playerId: number) {
  return db
    .select({
      id: supportConversations.id,
      groupId: supportConversations.groupId,
      status: supportConversations.status,
      createdAt: supportConversations.createdAt,
      lastMessageAt: supportConversations.lastMessageAt,
    })
    .from(supportConversations)
    .where(eq(supportConversations.playerId, playerId))
    .orderBy(desc(supportConversations.lastMessageAt))
    .limit(LIMIT);
}
