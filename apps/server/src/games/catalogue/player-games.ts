import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { CatalogueSnapshot } from './snapshot';
import { favoriteGames, playedGames } from './tables';

/** The data access of a player's own lists of games: favourites and the games last played. */

const PLAYED_GAMES_LIMIT = 20;

/** The player's favourite game ids, most recently added first. */
export async function favoriteIdsOf(db: DbOrTx, playerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favoriteGames.gameId })
    .from(favoriteGames)
    .where(eq(favoriteGames.playerId, playerId))
    .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.gameId));
  return rows.map((r) => r.id);
}

/** Adds a favourite; adding it again changes nothing. */
export async function insertFavorite(db: DbOrTx, values: { playerId: number; gameId: number; createdAt: Date }): Promise<void> {
  await db.insert(favoriteGames).values(values).onConflictDoNothing();
}

export async function deleteFavorite(db: DbOrTx, playerId: number, gameId: number): Promise<void> {
  await db.delete(favoriteGames).where(and(eq(favoriteGames.playerId, playerId), eq(favoriteGames.gameId, gameId)));
}

/** Notes a launch: the game's last play moves to `at`. */
export async function upsertPlay(db: DbOrTx, playerId: number, gameId: number, at: Date): Promise<void> {
  await db
    .insert(playedGames)
    .values({ playerId, gameId, lastPlayedAt: at })
    .onConflictDoUpdate({ target: [playedGames.playerId, playedGames.gameId], set: { lastPlayedAt: at } });
}

/** The player's last played games, most recent first. */
export function lastPlayed(db: DbOrTx, playerId: number) {
  return db
    .select({ id: playedGames.gameId, at: playedGames.lastPlayedAt })
    .from(playedGames)
    .where(eq(playedGames.playerId, playerId))
    .orderBy(desc(playedGames.lastPlayedAt), desc(playedGames.gameId))
    .limit(PLAYED_GAMES_LIMIT);
}

/** Games of the snapshot as a JSON array, in the order of the ids (unknown ids left out). */
export const gamesJson = (snap: CatalogueSnapshot, ids: readonly number[]): string =>
  `[${ids.flatMap((id) => snap.byId.get(id)?.json ?? []).join(',')}]`;

/** The played games as a JSON array: each game's JSON with its played_at. */
export function playedJson(snap: CatalogueSnapshot, rows: readonly { id: number; at: Date }[]): string {
  const items = rows.flatMap((r) => {
    const g = snap.byId.get(r.id);
    return g ? [`${g.json.slice(0, -1)},"played_at":${JSON.stringify(r.at.toISOString())}}`] : [];
  });
  return `[${items.join(',')}]`;
}
