// The player service's own reads and writes of the profile row and its chat restore ids (rows.ts
// holds the reads other domains call).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { preparedOn } from '../db/prepared';
import { notFound } from '../http/errors';
import { chatRestoreIds, players } from './tables';

export type PlayerRow = typeof players.$inferSelect;

/** The player's row; 404 when there is none. */
export async function playerRow(tx: DbOrTx, playerId: number): Promise<PlayerRow> {
  const [found] = await tx.select().from(players).where(eq(players.id, playerId)).limit(1);
  if (!found) throw notFound('player not found');
  return found;
}

/** The player's country alone (404 when there is no such player). */
export async function playerCountry(tx: DbOrTx, playerId: number): Promise<string | null> {
  const query = preparedOn(tx, 'player_country', (on, name) =>
    on
      .select({ country: players.country })
      .from(players)
      .where(eq(players.id, sql.placeholder('playerId')))
      .limit(1)
      .prepare(name),
  );
  const [found] = await query.execute({ playerId });
  if (!found) throw notFound('player not found');
  return found.country;
}

/** Writes columns of the player's row, stamping updated_at. */
export async function updatePlayer(
  tx: DbOrTx,
  playerId: number,
  changes: Partial<typeof players.$inferInsert>,
  now: Date,
): Promise<void> {
  await tx
    .update(players)
    .set({ ...changes, updatedAt: now })
    .where(eq(players.id, playerId));
}

/** The marketing flags of the player; 404 when there is no such player. */
export async function subscriptionFlags(
  tx: DbOrTx,
  playerId: number,
): Promise<{ receive_promos: boolean; receive_sms_promos: boolean }> {
  const [found] = await tx
    .select({ receivePromos: players.receivePromos, receiveSmsPromos: players.receiveSmsPromos })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  if (!found) throw notFound('player not found');
  return { receive_promos: found.receivePromos, receive_sms_promos: found.receiveSmsPromos };
}

/** The chat identity a player's chat widget restores (SHELL-20), or null. */
export async function restoreIdOf(tx: DbOrTx, playerId: number, project: string, type: string): Promise<string | null> {
  const [found] = await tx
    .select({ internalId: chatRestoreIds.internalId })
    .from(chatRestoreIds)
    .where(and(eq(chatRestoreIds.playerId, playerId), eq(chatRestoreIds.project, project), eq(chatRestoreIds.type, type)));
  return found?.internalId ?? null;
}

/** Sets the chat identity of a project and type, replacing the one before. */
export async function saveRestoreId(
  tx: DbOrTx,
  key: { playerId: number; project: string; type: string },
  internalId: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(chatRestoreIds)
    .values({ ...key, internalId, updatedAt: now })
    .onConflictDoUpdate({
      target: [chatRestoreIds.playerId, chatRestoreIds.project, chatRestoreIds.type],
      set: { internalId, updatedAt: sql`excluded.updated_at` },
    });
}
