import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { paginate, type Device } from '@casino/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import { normalizeTitle } from './normalize';
import { loadSnapshot, titleIn, type CatalogueGame, type CatalogueSnapshot } from './snapshot';
import { favoriteGames, playedGames } from './tables';

/** Catalogue data another process changed is picked up within this time. */
const SNAPSHOT_TTL_MS = 60_000;
/** Filter answers kept per snapshot (a lobby asks the same few hundred questions all day). */
const RESPONSE_CACHE_SIZE = 1_000;
const TITLE_CACHE_SIZE = 500;
export const PLAYED_GAMES_LIMIT = 20;

/** A serialised JSON answer, its ETag and (for big ones) its gzip form, built once. */
export interface CachedBody {
  body: string;
  etag: string;
  gzip: Buffer | null;
}

type FilterInput = {
  device: Device;
  filter: { title?: string; providers?: string[]; categories?: { identifiers: string[] }; live?: boolean };
  page: number;
  page_size: number;
};

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

/**
 * The trigram title search (decision 022). Every query is matched by word similarity (`<%`, the
 * session's threshold, db/session-settings.ts: one typo in a word, and for a query of one or two
 * characters the titles with a word starting with it); a query of three or more characters also
 * matches as a substring. Substring matches come first, then by similarity, then popularity.
 * Both predicates are served by the GIN trigram index; the similarity is computed once per match.
 */
export function titleSearchQuery(query: string): SQL {
  const pattern = `%${query.replace(/[\\%_]/g, '\\$&')}%`;
  const substring = query.length >= 3 ? sql` OR title_search LIKE ${pattern}` : sql``;
  return sql`SELECT id FROM (
      SELECT id, popularity_rank, title_search LIKE ${pattern} AS contains, word_similarity(${query}, title_search) AS similarity
      FROM games WHERE ${query} <% title_search${substring}
    ) AS matches
    ORDER BY contains DESC, similarity DESC, popularity_rank, id`;
}

/** The title search; with `explain` the very same statement is prefixed with EXPLAIN and the plan's lines are answered. */
export async function searchTitles(db: Db, query: string, explain = false): Promise<unknown[]> {
  const result = await db.execute(explain ? sql`EXPLAIN ${titleSearchQuery(query)}` : titleSearchQuery(query));
  return (result as unknown as { rows: unknown[] }).rows;
}

class Lru<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly size: number) {}
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
  set(key: string, value: V): void {
    this.entries.set(key, value);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
  }
}

export function cachedBody(body: string): CachedBody {
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    gzip: body.length > 1024 ? gzipSync(body) : null,
  };
}

const onDevice = (device: Device) => (g: CatalogueGame) => g.devices.includes(device);

export function createCatalogueService(db: Db, clock: Clock): CatalogueService {
  interface Held {
    snapshot: Promise<CatalogueSnapshot>;
    /** The snapshot once its promise has settled (read synchronously on the hot path). */
    loaded: CatalogueSnapshot | null;
    responses: Lru<CachedBody>;
    titles: Lru<Promise<number[]>>;
  }
  let current: Held | null = null;
  const hold = (snapshot: Promise<CatalogueSnapshot>): Held => {
    const held: Held = { snapshot, loaded: null, responses: new Lru(RESPONSE_CACHE_SIZE), titles: new Lru(TITLE_CACHE_SIZE) };
    snapshot.then(
      (snap) => {
        held.loaded = snap;
      },
      () => undefined,
    );
    return held;
  };
  const state = () => {
    const now = clock.now().getTime();
    if (!current) {
      current = hold(loadSnapshot(db, now));
      const loading = current;
      loading.snapshot.catch(() => {
        if (current === loading) current = null;
      });
      return loading;
    }
    const held = current;
    // The usual case, decided without a promise: a loaded snapshot that is still fresh.
    const loaded = held.loaded;
    if (loaded && now - loaded.loadedAt <= SNAPSHOT_TTL_MS) return held;
    // Stale while revalidate: answer from the snapshot in hand, swap in a fresh one once loaded.
    void held.snapshot.then(
      (snap) => {
        if (current === held && now - snap.loadedAt > SNAPSHOT_TTL_MS) {
          snap.loadedAt = now;
          loadSnapshot(db, now).then(
            (fresh) => {
              if (current === held) {
                current = hold(Promise.resolve(fresh));
                current.loaded = fresh;
              }
            },
            () => undefined,
          );
        }
      },
      () => undefined,
    );
    return held;
  };
  const snapshot = () => state().snapshot;

  async function titleMatches(title: string): Promise<number[]> {
    const s = state();
    let hit = s.titles.get(title);
    if (!hit) {
      hit = searchTitles(db, title).then((rows) => rows.map((r) => Number((r as { id: number }).id)));
      s.titles.set(title, hit);
      // A failed search is not kept: the next request tries again.
      hit.catch(() => s.titles.delete(title));
    }
    return hit;
  }

  async function gamesInOrder(snap: CatalogueSnapshot, ids: readonly number[]): Promise<CatalogueGame[]> {
    return ids.flatMap((id) => snap.byId.get(id) ?? []);
  }

  return {
    async filter(request) {
      const s = state();
      const rawTitle = request.filter.title ?? '';
      const title = rawTitle === '' ? '' : normalizeTitle(rawTitle);
      // Only punctuation or symbols: no title can match.
      const impossible = rawTitle.trim() !== '' && title === '';
      const providers = [...new Set(request.filter.providers ?? [])].sort();
      const categories = [...new Set(request.filter.categories?.identifiers ?? [])].sort();
      const live = request.filter.live;
      const key = JSON.stringify([
        request.device,
        impossible ? null : title,
        providers,
        categories,
        live ?? null,
        request.page,
        request.page_size,
      ]);
      const cached = s.responses.get(key);
      if (cached) return cached;
      const snap = await s.snapshot;
      let list: readonly CatalogueGame[];
      if (impossible) {
        list = [];
      } else if (title) {
        list = await gamesInOrder(snap, await titleMatches(title));
      } else if (categories.length > 0) {
        // Ordered by the position in the asked collections (the best of them), then popularity.
        const position = (g: CatalogueGame) => Math.min(...categories.map((c) => g.collections[c] ?? Number.MAX_SAFE_INTEGER));
        list = snap.byPopularity
          .filter((g) => categories.some((c) => g.categories.has(c)))
          .map((g) => ({ g, p: position(g) }))
          .sort((a, b) => a.p - b.p || a.g.popularity - b.g.popularity)
          .map((x) => x.g);
      } else {
        list = snap.byPopularity;
      }
      const providerSet = new Set(providers);
      const matches = list.filter(
        (g) =>
          g.devices.includes(request.device) &&
          (providerSet.size === 0 || providerSet.has(g.provider)) &&
          (categories.length === 0 || categories.some((c) => g.categories.has(c))) &&
          (live === undefined || g.categories.has('live') === live),
      );
      const start = (request.page - 1) * request.page_size;
      const page = matches.slice(start, start + request.page_size);
      const pagination = paginate(request.page, request.page_size, matches.length);
      // Past the end: an empty page whose prev_page is the last page there is (decision 022).
      if (request.page > pagination.total_pages) pagination.prev_page = pagination.total_pages;
      const body = cachedBody(`{"data":[${page.map((g) => g.json).join(',')}],"pagination":${JSON.stringify(pagination)}}`);
      s.responses.set(key, body);
      return body;
    },

    async select(ids, device) {
      const snap = await snapshot();
      const seen = new Set<number>();
      const games = ids.flatMap((id) => {
        const g = snap.byId.get(id);
        if (!g || seen.has(id) || !onDevice(device)(g)) return [];
        seen.add(id);
        return [g.json];
      });
      return `[${games.join(',')}]`;
    },

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

    async favoriteIds(playerId) {
      const rows = await db
        .select({ id: favoriteGames.gameId })
        .from(favoriteGames)
        .where(eq(favoriteGames.playerId, playerId))
        .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.gameId));
      return rows.map((r) => r.id);
    },

    async favoriteGames(playerId) {
      const [snap, ids] = await Promise.all([snapshot(), this.favoriteIds(playerId)]);
      return `[${ids.flatMap((id) => snap.byId.get(id)?.json ?? []).join(',')}]`;
    },

    async addFavorite(playerId, gameId) {
      if (!(await snapshot()).byId.has(gameId)) throw notFound(`Game ${gameId} is not found`);
      await db.insert(favoriteGames).values({ playerId, gameId, createdAt: clock.now() }).onConflictDoNothing();
    },

    async removeFavorite(playerId, gameId) {
      await db.delete(favoriteGames).where(and(eq(favoriteGames.playerId, playerId), eq(favoriteGames.gameId, gameId)));
    },

    async recordPlay(playerId, gameId) {
      if (!(await snapshot()).byId.has(gameId)) throw notFound(`Game ${gameId} is not found`);
      const at = clock.now();
      await db
        .insert(playedGames)
        .values({ playerId, gameId, lastPlayedAt: at })
        .onConflictDoUpdate({ target: [playedGames.playerId, playedGames.gameId], set: { lastPlayedAt: at } });
    },

    async playedGames(playerId) {
      const [snap, rows] = await Promise.all([
        snapshot(),
        db
          .select({ id: playedGames.gameId, at: playedGames.lastPlayedAt })
          .from(playedGames)
          .where(eq(playedGames.playerId, playerId))
          .orderBy(desc(playedGames.lastPlayedAt), desc(playedGames.gameId))
          .limit(PLAYED_GAMES_LIMIT),
      ]);
      const items = rows.flatMap((r) => {
        const g = snap.byId.get(r.id);
        return g ? [`${g.json.slice(0, -1)},"played_at":${JSON.stringify(r.at.toISOString())}}`] : [];
      });
      return `[${items.join(',')}]`;
    },

    invalidate() {
      current = null;
    },
  };
}
