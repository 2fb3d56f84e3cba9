import type { Device } from '@casino/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { CachedBody } from './cached-body';
import { filterGames, type FilterInput } from './filter';
import { deleteFavorite, favoriteIdsOf, gamesJson, insertFavorite, lastPlayed, playedJson, upsertPlay } from './player-games';
import { heldSnapshot, type SnapshotCache } from './snapshot-cache';
import { titleIn, type CatalogueGame, type CatalogueSnapshot } from './snapshot';

export { cachedBody, type CachedBody } from './cached-body';
export { searchTitles } from './title-search';

export interface CatalogueService {
  /** POST /api/games_filter: one page of games (GAME-08, GAME-28). */
  filter(request: FilterInput): Promise<CachedBody>;
  /**
   * POST /api/games_filter/select: games by id in the order asked (GAME-10); unknown ids, repeats
   * and games not made for the device are left out.
   */
  select(ids: readonly number[], device: Device): Promise<string>;
  providers(): Promise<CatalogueSnapshot['providers']>;
  collections(locale: string): Promise<{ id: number; title: string; slug: string; games_count: number }[]>;
  jackpots(): Promise<{ game_id: number; identifier: string; amounts: Record<string, number> }[]>;
  /** A game of the catalogue, or null. */
  game(id: number): Promise<CatalogueGame | null>;
  /** The player's favourite game ids, most recently added first. */
  favoriteIds(playerId: number): Promise<number[]>;
  /** The player's favourite games as a JSON array, most recently added first. */
  favoriteGames(playerId: number): Promise<string>;
  /** Adds a favourite; adding it again changes nothing. 404 for an unknown game. */
  addFavorite(playerId: number, gameId: number): Promise<void>;
  /** Removes a favourite; removing one that is not there changes nothing. */
  removeFavorite(playerId: number, gameId: number): Promise<void>;
  /** Notes a launch of a game by a player (the game page calls it). */
  recordPlay(playerId: number, gameId: number): Promise<void>;
  /** The player's last games with played_at, most recent first, as a JSON array. */
  playedGames(playerId: number): Promise<string>;
  /** Drops what is held in memory; the next call reads the tables again. */
  invalidate(): void;
}

/** Games by id in the order asked, each once, only those made for the device, as a JSON array. */
function selectJson(snap: CatalogueSnapshot, ids: readonly number[], device: Device): string {
  const seen = new Set<number>();
  const games = ids.flatMap((id) => {
    const g = snap.byId.get(id);
    if (!g || seen.has(id) || !g.devices.includes(device)) return [];
    seen.add(id);
    return [g.json];
  });
  return `[${games.join(',')}]`;
}

/**
 * The game catalogue, served from an in-memory snapshot of its tables (decision 022): the filter
 * in filter.ts, the snapshot's lifetime in snapshot-cache.ts, the player's lists in player-games.ts.
 */
export function createCatalogueService(deps: { db: Db; clock: Clock }): CatalogueService {
  const cache: SnapshotCache = { db: deps.db, clock: deps.clock, current: null };
  const snapshot = () => heldSnapshot(cache).snapshot;
  const known = async (gameId: number) => {
    if (!(await snapshot()).byId.has(gameId)) throw notFound(`Game ${gameId} is not found`);
  };

  return {
    filter: (request) => filterGames(cache, request),
    select: async (ids, device) => selectJson(await snapshot(), ids, device),
    providers: async () => (await snapshot()).providers,
    async collections(locale) {
      return (await snapshot()).categories.map((c) => ({
        id: c.id,
        title: titleIn(c.titles, locale, c.slug),
        slug: c.slug,
        games_count: c.games_count,
      }));
    },
    async jackpots() {
      return (await snapshot()).byPopularity.flatMap((g) =>
        g.jackpotAmounts ? [{ game_id: g.id, identifier: g.identifier, amounts: g.jackpotAmounts }] : [],
      );
    },
    game: async (id) => (await snapshot()).byId.get(id) ?? null,
    favoriteIds: (playerId) => favoriteIdsOf(deps.db, playerId),
    async favoriteGames(playerId) {
      const [snap, ids] = await Promise.all([snapshot(), this.favoriteIds(playerId)]);
      return gamesJson(snap, ids);
    },
    async addFavorite(playerId, gameId) {
      await known(gameId);
      await insertFavorite(deps.db, { playerId, gameId, createdAt: deps.clock.now() });
    },
    removeFavorite: (playerId, gameId) => deleteFavorite(deps.db, playerId, gameId),
    async recordPlay(playerId, gameId) {
      await known(gameId);
      await upsertPlay(deps.db, playerId, gameId, deps.clock.now());
    },
    async playedGames(playerId) {
      const [snap, rows] = await Promise.all([snapshot(), lastPlayed(deps.db, playerId)]);
      return playedJson(snap, rows);
    },
    invalidate() {
      cache.current = null;
    },
  };
}
