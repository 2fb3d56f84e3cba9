import { and, eq, inArray } from 'drizzle-orm';
import { chunked } from '../db/chunks';
import type { DbOrTx } from '../db/client';
import { playerGroups, players } from './tables';

// Reads of the player row other domains need, in their own transaction where they pass one, so
// none of them queries the players table itself (docs/architecture.md §2).

/**
 * Locks the player's row until the caller's transaction ends: a domain serialises one player's
 * requests with it (two uploads at once cannot both pass a cap).
 */
export async function lockPlayerRow(tx: DbOrTx, playerId: number): Promise<void> {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
}

/** The name a public list shows of a player (a jackpot's winners): the nickname, else the first name. */
export async function displayNameOf(tx: DbOrTx, playerId: number): Promise<string> {
  const [player] = await tx
    .select({ nickname: players.nickname, firstName: players.firstName })
    .from(players)
    .where(eq(players.id, playerId));
  return player?.nickname ?? player?.firstName ?? `player${playerId}`;
}

/**
 * The names a leaderboard shows, in one query: the nickname, else the email's local part (the
 * rule of docs/decisions/050-tournaments.md); unknown ids are left out.
 */
export async function leaderboardNamesOf(tx: DbOrTx, playerIds: readonly number[]): Promise<Map<number, string>> {
  if (playerIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: players.id, nickname: players.nickname, email: players.email })
    .from(players)
    .where(inArray(players.id, [...playerIds]));
  return new Map(rows.map((r) => [r.id, r.nickname ?? r.email.split('@')[0] ?? 'player']));
}

/**
 * Where several players are, in one query: the country (whose zone draws an adventure's days) and
 * the licence (whose zone draws the VIP quarters); unknown ids are left out. The engines' batch
 * handlers read a batch's players with it (docs/decisions/073-batched-engine-consumers.md).
 */
export async function placesOf(
  tx: DbOrTx,
  playerIds: readonly number[],
): Promise<Map<number, { country: string | null; licence: string }>> {
  if (playerIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: players.id, country: players.country, licence: players.licenseName })
    .from(players)
    .where(inArray(players.id, [...playerIds]));
  return new Map(rows.map((r) => [r.id, { country: r.country, licence: r.licence }]));
}

/** Whether the player is verified (PROF-01); false for an unknown id. */
export async function isVerified(tx: DbOrTx, playerId: number): Promise<boolean> {
  const [player] = await tx.select({ verified: players.verified }).from(players).where(eq(players.id, playerId));
  return Boolean(player?.verified);
}

/** What decides whether a player may choose a deposit gift (GIFT-14 ROLE-06); undefined for an unknown id. */
export async function giftChoiceOf(
  tx: DbOrTx,
  playerId: number,
): Promise<{ canIssueBonuses: boolean; depositBonusCode: string | null } | undefined> {
  const [player] = await tx
    .select({ canIssueBonuses: players.canIssueBonuses, depositBonusCode: players.depositBonusCode })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return player;
}

/** The e-mail address and closure time of the given players by id (a missing id has no entry). */
export async function accountStatesOf(
  tx: DbOrTx,
  playerIds: readonly number[],
): Promise<Map<number, { email: string; closedAt: Date | null }>> {
  if (playerIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: players.id, email: players.email, closedAt: players.closedAt })
    .from(players)
    .where(inArray(players.id, [...new Set(playerIds)]));
  return new Map(rows.map((r) => [r.id, { email: r.email, closedAt: r.closedAt }]));
}

/** Of the given players, those in none of the groups, in the order given. */
export async function outsideGroups(tx: DbOrTx, playerIds: readonly number[], groups: readonly number[]): Promise<number[]> {
  const inside = new Set<number>();
  for (const slice of chunked([...new Set(playerIds)])) {
    const members = await tx
      .selectDistinct({ playerId: playerGroups.playerId })
      .from(playerGroups)
      .where(and(inArray(playerGroups.playerId, slice), inArray(playerGroups.groupId, [...groups])));
    for (const m of members) inside.add(m.playerId);
  }
  return playerIds.filter((id) => !inside.has(id));
}
