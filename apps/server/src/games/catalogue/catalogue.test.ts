import {
  FAVORITES_FULL_TYPE,
  FAVORITES_IDS_TYPE,
  GAME_CATEGORY_SLUGS,
  GAME_MARKER_CATEGORIES,
  collectionsResponseSchema,
  favoriteFullResponseSchema,
  gameJackpotsResponseSchema,
  gamesPageSchema,
  gamesSelectResponseSchema,
  playedGamesResponseSchema,
  providersResponseSchema,
  type Game,
} from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { call, register } from '../../test/accounts';
import { bodyOf, fieldErrorsOf } from '../../test/http';
import { searchTitles } from './service';
import { games } from './tables';
import { generateCatalogue } from './seed-data';

let app: TestApp;
let all: Game[];
beforeAll(async () => {
  app = await createTestApp();
  const res = await call(app, 'POST', '/api/games_filter', { body: { device: 'desktop', page_size: 100 } });
  const first = bodyOf(res, gamesPageSchema);
  all = [...first.data];
  for (let page = 2; page <= first.pagination.total_pages; page++) {
    const next = await call(app, 'POST', '/api/games_filter', { body: { device: 'desktop', page, page_size: 100 } });
    all.push(...bodyOf(next, gamesPageSchema).data);
  }
  const mobileOnly = await call(app, 'POST', '/api/games_filter', { body: { device: 'mobile', page_size: 100 } });
  expect(mobileOnly.statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const filter = async (body: Record<string, unknown>) => {
  const res = await call(app, 'POST', '/api/games_filter', { body: { device: 'desktop', ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, gamesPageSchema);
};

describe('the demo seed', () => {
  it('GAME-03 GAME-05 GAME-06 is deterministic and covers every category, 40+ providers and 3,000+ games', () => {
    const a = generateCatalogue();
    const b = generateCatalogue();
    expect(a.games.map((g) => [g.id, g.title, g.identifier])).toEqual(b.games.map((g) => [g.id, g.title, g.identifier]));
    expect(a.games.length).toBeGreaterThanOrEqual(3000);
    expect(a.providers.length).toBeGreaterThanOrEqual(40);
    for (const slug of [...GAME_CATEGORY_SLUGS, ...GAME_MARKER_CATEGORIES]) {
      expect(
        a.games.some((g) => g.categories.includes(slug)),
        slug,
      ).toBe(true);
    }
    expect(new Set(a.games.map((g) => g.slug)).size).toBe(a.games.length);
    expect(a.games.some((g) => !('EUR' in g.currencies))).toBe(true);
    expect(a.games.some((g) => !g.has_demo_mode && !('FUN' in g.currencies))).toBe(true);
    expect(a.games.some((g) => g.devices.join() === 'desktop')).toBe(true);
    const engines = new Set(a.games.map((g) => g.engine));
    expect([...engines].sort()).toEqual(
      [
        'baccarat',
        'blackjack',
        'crash',
        'dice',
        'roulette',
        'scratch',
        'slot-bonus-buy',
        'slot-lines',
        'slot-ways',
        'video-poker',
      ].sort(),
    );
  });

  it('GAME-05 serves the seeded catalogue with the same ids and titles', () => {
    const seeded = new Map(generateCatalogue().games.map((g) => [g.id, g.title]));
    expect(all.length).toBeGreaterThan(2900);
    for (const g of all.slice(0, 200)) expect(g.title).toBe(seeded.get(g.id));
  });
});

describe('POST /api/games_filter', () => {
  it('GAME-08 CONST-03 API-060 lists every game on the device by popularity, 40 a page by default', async () => {
    const page = await filter({});
    expect(page.data).toHaveLength(40);
    expect(page.pagination).toMatchObject({ current_page: 1, next_page: 2, prev_page: null, total_count: all.length });
    expect(page.data.every((g) => g.devices.includes('desktop'))).toBe(true);
    const mobile = await call(app, 'POST', '/api/games_filter', { body: { device: 'mobile', page_size: 100 } });
    const mobileIds = new Set(bodyOf(mobile, gamesPageSchema).data.map((g) => g.id));
    const desktopOnly = all.find((g) => g.devices.join() === 'desktop');
    expect(desktopOnly).toBeDefined();
    expect(mobileIds.has(desktopOnly?.id ?? 0)).toBe(false);
    expect(bodyOf(mobile, gamesPageSchema).data.every((g) => g.devices.includes('mobile'))).toBe(true);
  });

  it('GAME-28 orders a category by its collection position and combines categories with OR', async () => {
    const live = await filter({ filter: { categories: { identifiers: ['live'] } }, page_size: 100 });
    expect(live.data.length).toBeGreaterThan(0);
    expect(live.data.every((g) => g.categories.includes('live'))).toBe(true);
    const positions = live.data.map((g) => g.collections['live'] ?? 0);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const either = await filter({ filter: { categories: { identifiers: ['crash-games', 'lottery-games'], strategy: 'OR' } } });
    const crash = await filter({ filter: { categories: { identifiers: ['crash-games'] } } });
    const lottery = await filter({ filter: { categories: { identifiers: ['lottery-games'] } } });
    const both = all.filter((g) => g.categories.includes('crash-games') && g.categories.includes('lottery-games')).length;
    expect(either.pagination.total_count).toBe(crash.pagination.total_count + lottery.pagination.total_count - both);
  });

  it('GAME-28 API-060 combines providers (OR) with categories and title (AND)', async () => {
    const [p1, p2] = ['aurora-studios', 'basalt-reels'];
    const byProviders = await filter({ filter: { providers: [p1, p2] }, page_size: 100 });
    const expected = all.filter((g) => g.provider === p1 || g.provider === p2).length;
    expect(byProviders.pagination.total_count).toBe(expected);
    const combined = await filter({ filter: { providers: [p1, p2], categories: { identifiers: ['pokies'] } }, page_size: 100 });
    expect(combined.data.every((g) => [p1, p2].includes(g.provider) && g.categories.includes('pokies'))).toBe(true);
    expect(combined.pagination.total_count).toBe(
      all.filter((g) => (g.provider === p1 || g.provider === p2) && g.categories.includes('pokies')).length,
    );
    const titled = await filter({ filter: { title: 'golden', providers: [p1, p2], categories: { identifiers: ['pokies'] } } });
    expect(titled.data.length).toBeGreaterThan(0);
    expect(titled.data[0]?.title).toMatch(/golden/i);
    expect(titled.data.every((g) => [p1, p2].includes(g.provider) && g.categories.includes('pokies'))).toBe(true);
  });

  it('GAME-28 API-060 combines a title with a category, a title with providers, and filters on mobile', async () => {
    const every = async (device: 'desktop' | 'mobile', f: Record<string, unknown>) => {
      const games: Game[] = [];
      for (let page = 1; ; page++) {
        const res = bodyOf(
          await call(app, 'POST', '/api/games_filter', { body: { device, filter: f, page, page_size: 100 } }),
          gamesPageSchema,
        );
        games.push(...res.data);
        if (res.pagination.next_page === null) return games;
      }
    };
    const golden = await every('desktop', { title: 'golden' });
    expect(golden.length).toBeGreaterThan(100);

    const inCategory = await every('desktop', { title: 'golden', categories: { identifiers: ['megaways'] } });
    const expectedCategory = golden.filter((g) => g.categories.includes('megaways'));
    expect(expectedCategory.length).toBeGreaterThan(0);
    expect(inCategory.map((g) => g.id)).toEqual(expectedCategory.map((g) => g.id));

    const provider = golden[0]?.provider ?? '';
    const byProvider = await every('desktop', { title: 'golden', providers: [provider] });
    expect(byProvider.length).toBeGreaterThan(0);
    expect(byProvider.map((g) => g.id)).toEqual(golden.filter((g) => g.provider === provider).map((g) => g.id));

    // On mobile: the same criteria over the mobile catalogue (desktop-only games out, mobile-only in).
    const mobileAll = await every('mobile', {});
    const mobileGolden = await every('mobile', { title: 'golden' });
    expect(mobileAll.some((g) => g.devices.join() === 'mobile')).toBe(true);
    const ids = (games: Game[]) => games.map((g) => g.id).sort((a, b) => a - b);
    for (const [f, expected] of [
      [{ title: 'golden' }, mobileGolden],
      [{ categories: { identifiers: ['table'] } }, mobileAll.filter((g) => g.categories.includes('table'))],
      [{ providers: [provider] }, mobileAll.filter((g) => g.provider === provider)],
      [
        { title: 'golden', providers: [provider], categories: { identifiers: ['megaways'] } },
        mobileGolden.filter((g) => g.provider === provider && g.categories.includes('megaways')),
      ],
    ] as const) {
      const onMobile = await every('mobile', f);
      expect(onMobile.every((g) => g.devices.includes('mobile'))).toBe(true);
      expect(ids(onMobile), JSON.stringify(f)).toEqual(ids([...expected]));
    }
    expect(ids(mobileGolden)).not.toEqual(ids(golden));
  });

  it('GAME-02 GAME-28 lists only live games of a category with live true (/live/{slug}) and none with live false (/pokies/{slug})', async () => {
    const roulette = all.filter((g) => g.categories.includes('roulette'));
    const liveRoulette = roulette.filter((g) => g.categories.includes('live'));
    expect(liveRoulette.length).toBeGreaterThan(0);
    expect(liveRoulette.length).toBeLessThan(roulette.length);
    const live = await filter({ filter: { categories: { identifiers: ['roulette'] }, live: true }, page_size: 100 });
    expect(live.data.map((g) => g.id).sort()).toEqual(liveRoulette.map((g) => g.id).sort());
    const rng = await filter({ filter: { categories: { identifiers: ['roulette'] }, live: false }, page_size: 100 });
    expect(rng.data.map((g) => g.id).sort()).toEqual(
      roulette
        .filter((g) => !g.categories.includes('live'))
        .map((g) => g.id)
        .sort(),
    );
    const pokiesLive = await filter({ filter: { categories: { identifiers: ['live'] }, live: false } });
    expect(pokiesLive.pagination.total_count).toBe(0);
  });

  it('GAME-28 finds titles whatever their case and accents, and with a typo', async () => {
    const accented = await filter({ filter: { title: 'CREME' } });
    expect(accented.data.length).toBeGreaterThan(0);
    expect(accented.data.every((g) => g.title.includes('Crème'))).toBe(true);
    const plain = await filter({ filter: { title: 'crème' } });
    expect(plain.pagination.total_count).toBe(accented.pagination.total_count);
    const typo = await filter({ filter: { title: 'phraoh' } });
    expect(typo.data.length).toBeGreaterThan(0);
    expect(typo.data[0]?.title).toMatch(/Pharaoh/);
    for (const title of ['qqqzzzxxx', '%%%', '_']) {
      const none = await filter({ filter: { title } });
      expect(none.data, title).toEqual([]);
      expect(none.pagination.total_count).toBe(0);
    }
    const blank = await filter({ filter: { title: '   ' } });
    expect(blank.pagination.total_count).toBe(all.length);
  });

  it('GAME-28 searches titles through the trigram index, as the service runs it, for common and short terms alike', async () => {
    const result = await app.db.execute(
      sql`SELECT current_setting('enable_seqscan') AS seqscan, current_setting('random_page_cost') AS page_cost,
        current_setting('pg_trgm.word_similarity_threshold') AS threshold, count(*)::int AS games FROM games`,
    );
    const [settings] = (result as unknown as { rows: { seqscan: string; page_cost: string; threshold: string; games: number }[] })
      .rows;
    // The session's own settings (db/session-settings.ts), on PGlite and on every pooled PostgreSQL connection.
    expect(settings).toEqual({ seqscan: 'on', page_cost: '1.1', threshold: '0.45', games: expect.any(Number) });
    expect(settings?.games).toBeGreaterThanOrEqual(3000);
    // The statement and settings games_filter runs, only prefixed with EXPLAIN; the planner is free to scan.
    for (const term of ['golden', 'golden tiger', 'creme', 'phraoh', 'lucky', 'the', 'cr', 'a']) {
      const plan = (await searchTitles(app.db, term, true)).map((r) => String(Object.values(r as object)[0])).join('\n');
      expect(plan, term).toContain('games_title_search_trgm_idx');
      expect(plan, term).not.toMatch(/Seq Scan/);
    }
  });

  it('GAME-07 GAME-08 answers past the last page with an empty page whose prev_page is the last page there is', async () => {
    const lastPage = Math.ceil(all.length / 40);
    const past = await filter({ page: 1000, page_size: 40 });
    expect(past.data).toEqual([]);
    expect(past.pagination).toEqual({
      current_page: 1000,
      next_page: null,
      prev_page: lastPage,
      total_pages: lastPage,
      total_count: all.length,
    });
    // Following prev_page leads to the real last page, which has games and points back further.
    const last = await filter({ page: past.pagination.prev_page, page_size: 40 });
    expect(last.data.map((g) => g.id)).toEqual(all.slice((lastPage - 1) * 40).map((g) => g.id));
    expect(last.pagination).toMatchObject({ current_page: lastPage, next_page: null, prev_page: lastPage - 1 });
    // Just one past the end too; and with nothing matching, page 1 is the last page there is.
    expect((await filter({ page: lastPage + 1, page_size: 40 })).pagination.prev_page).toBe(lastPage);
    const none = await filter({ filter: { providers: ['no-such-studio'] }, page: 3 });
    expect(none.pagination).toMatchObject({ current_page: 3, next_page: null, prev_page: 1, total_pages: 1, total_count: 0 });
  });

  it('GAME-08 API-060 refuses page 0, page_size 0 and page_size 10,000 with 422 naming the field', async () => {
    for (const [field, body] of [
      ['page', { device: 'desktop', page: 0 }],
      ['page_size', { device: 'desktop', page_size: 0 }],
      ['page_size', { device: 'desktop', page_size: 10_000 }],
      ['device', { device: 'tv' }],
    ] as const) {
      const res = await call(app, 'POST', '/api/games_filter', { body });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(fieldErrorsOf(res))).toEqual([field]);
    }
  });

  it('GAME-28 answers an unknown provider or category with an empty list', async () => {
    for (const f of [{ providers: ['no-such-studio'] }, { categories: { identifiers: ['no-such-category'] } }]) {
      const page = await filter({ filter: f });
      expect(page.data).toEqual([]);
      expect(page.pagination).toMatchObject({ total_count: 0, total_pages: 1, next_page: null });
    }
  });
});

describe('the catalogue held in memory', () => {
  it('GAME-05 shows a change of the tables once invalidated', async () => {
    const id = all[0]?.id ?? 0;
    const select = async () =>
      bodyOf(
        await call(app, 'POST', '/api/games_filter/select', { body: { game_ids: [id], device: 'desktop' } }),
        gamesSelectResponseSchema,
      );
    await app.db.update(games).set({ title: 'Renamed Reels' }).where(eq(games.id, id));
    expect((await select())[0]?.title).toBe(all[0]?.title);
    app.services.catalogue.invalidate();
    expect((await select())[0]?.title).toBe('Renamed Reels');
    await app.db
      .update(games)
      .set({ title: all[0]?.title ?? '' })
      .where(eq(games.id, id));
    app.services.catalogue.invalidate();
  });
});

describe('POST /api/games_filter/select', () => {
  it('GAME-10 API-061 keeps the order asked and leaves unknown ids out', async () => {
    const res = await call(app, 'POST', '/api/games_filter/select', {
      body: { game_ids: [30, 999_999, 7, 12], device: 'desktop' },
    });
    const ids = bodyOf(res, gamesSelectResponseSchema).map((g) => g.id);
    const onDesktop = new Set(all.map((g) => g.id));
    expect(ids).toEqual([30, 7, 12].filter((id) => onDesktop.has(id)));
  });
});

describe('GET /api/games/*', () => {
  it('GAME-07 GAME-11 API-059 lists providers with their game counts and logos', async () => {
    const providers = bodyOf(await call(app, 'GET', '/api/games/providers'), providersResponseSchema);
    expect(providers.length).toBeGreaterThanOrEqual(40);
    expect(providers.reduce((n, p) => n + p.games_count, 0)).toBe(generateCatalogue().games.length);
    const logo = await call(app, 'GET', providers[0]?.url ?? '');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('GAME-11 API-058 titles the collections in the asked locale, English otherwise', async () => {
    const de = bodyOf(await call(app, 'GET', '/api/games/collections?l=de'), collectionsResponseSchema);
    const en = bodyOf(await call(app, 'GET', '/api/games/collections'), collectionsResponseSchema);
    expect(de.map((c) => c.slug)).toEqual([...GAME_CATEGORY_SLUGS]);
    expect(de.find((c) => c.slug === 'table')?.title).toBe('Tischspiele');
    expect(en.find((c) => c.slug === 'table')?.title).toBe('Table games');
    expect(de.every((c) => c.games_count > 0)).toBe(true);
  });

  it('GAME-11 API-057 lists the jackpot games with an amount per currency', async () => {
    const jackpots = bodyOf(await call(app, 'GET', '/api/games/jackpots'), gameJackpotsResponseSchema);
    expect(jackpots.length).toBeGreaterThan(0);
    const ids = new Set(jackpots.map((j) => j.game_id));
    const jackpotGames = all.filter((g) => g.categories.includes('jackpot') || g.categories.includes('mystic-jackpots'));
    expect(jackpotGames.every((g) => ids.has(g.id))).toBe(true);
    expect(Object.keys(jackpots[0]?.amounts ?? {}).length).toBeGreaterThan(0);
  });

  it('GAME-13 serves a small immutable SVG preview of the size the game names', async () => {
    const game = all[0];
    const res = await call(app, 'GET', game?.preview ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(3 * 1024);
    expect(res.body).toContain(`width="${game?.preview_width}" height="${game?.preview_height}"`);
    expect((await call(app, 'GET', '/api/games/art/999999.svg')).statusCode).toBe(404);
  });

  it('GAME-11 answers 304 to a matching If-None-Match, with a short public cache', async () => {
    const first = await call(app, 'GET', '/api/games/providers');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers['etag']);
    const again = await call(app, 'GET', '/api/games/providers', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const filtered = await call(app, 'POST', '/api/games_filter', { body: { device: 'desktop' } });
    const cached = await call(app, 'POST', '/api/games_filter', {
      body: { device: 'desktop' },
      headers: { 'if-none-match': String(filtered.headers['etag']) },
    });
    expect(cached.statusCode).toBe(304);
  });
  it('GAME-11 gives the gzip and the identity body of games_filter ETags of their own, varying by Accept-Encoding', async () => {
    const body = { device: 'desktop', page_size: 40 };
    const gzip = await call(app, 'POST', '/api/games_filter', { body, headers: { 'accept-encoding': 'gzip' } });
    const identity = await call(app, 'POST', '/api/games_filter', { body });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    const [gzipTag, identityTag] = [String(gzip.headers['etag']), String(identity.headers['etag'])];
    expect(gzipTag).not.toBe(identityTag);
    for (const res of [gzip, identity]) expect(String(res.headers['vary'])).toMatch(/accept-encoding/i);
    // Each validator revalidates only its own bytes.
    const revalidate = (etag: string, encoding?: string) =>
      call(app, 'POST', '/api/games_filter', {
        body,
        headers: { 'if-none-match': etag, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    expect((await revalidate(gzipTag, 'gzip')).statusCode).toBe(304);
    expect((await revalidate(`W/${gzipTag}`, 'gzip')).statusCode).toBe(304);
    expect((await revalidate(identityTag)).statusCode).toBe(304);
    const crossed = await revalidate(gzipTag);
    expect(crossed.statusCode).toBe(200);
    expect(bodyOf(crossed, gamesPageSchema).data).toHaveLength(40);
    const crossedGzip = await revalidate(identityTag, 'gzip');
    expect(crossedGzip.statusCode).toBe(200);
    expect(crossedGzip.headers['etag']).toBe(gzipTag);
    // A client taking only brotli gets the identity bytes under the identity ETag.
    const brotli = await call(app, 'POST', '/api/games_filter', { body, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['etag']).toBe(identityTag);
    // The same for the catalogue's GET answers.
    const providers = await call(app, 'GET', '/api/games/providers', { headers: { 'accept-encoding': 'gzip' } });
    const providersPlain = await call(app, 'GET', '/api/games/providers');
    expect(providers.headers['content-encoding']).toBe('gzip');
    expect(providers.headers['etag']).not.toBe(providersPlain.headers['etag']);
  });
});

describe('favourites and played games', () => {
  let ada: { id: number; token: string };
  let bob: { id: number; token: string };
  beforeAll(async () => {
    ada = await register(app, 'ada.games@example.com');
    bob = await register(app, 'bob.games@example.com');
  }, 30_000);

  it('GAME-16 API-033 API-034 API-035 adds idempotently, answers both content types and removes idempotently', async () => {
    const [g1, g2] = [all[3]?.id ?? 0, all[8]?.id ?? 0];
    expect((await call(app, 'PUT', `/api/player/favorite_games/${g1}`, { token: ada.token })).statusCode).toBe(200);
    app.clock.advance(1000);
    expect((await call(app, 'PUT', `/api/player/favorite_games/${g2}`, { token: ada.token })).statusCode).toBe(200);
    expect((await call(app, 'PUT', `/api/player/favorite_games/${g2}`, { token: ada.token })).statusCode).toBe(200);
    await call(app, 'PUT', `/api/player/favorite_games/${g1}`, { token: bob.token });

    const ids = await call(app, 'GET', '/api/player/favorite_games', { token: ada.token });
    expect(ids.headers['content-type']).toContain(FAVORITES_IDS_TYPE);
    expect(ids.headers['cache-control']).toBe('private, no-store');
    expect(ids.json()).toEqual([g2, g1]);
    const full = await call(app, 'GET', '/api/player/favorite_games', {
      token: ada.token,
      headers: { 'accept-client': FAVORITES_FULL_TYPE },
    });
    expect(full.headers['content-type']).toContain(FAVORITES_FULL_TYPE);
    expect(favoriteFullResponseSchema.parse(full.json()).map((g) => g.id)).toEqual([g2, g1]);

    expect((await call(app, 'DELETE', `/api/player/favorite_games/${g1}`, { token: ada.token })).statusCode).toBe(200);
    expect((await call(app, 'DELETE', `/api/player/favorite_games/${g1}`, { token: ada.token })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/player/favorite_games', { token: ada.token })).json()).toEqual([g2]);
    // Another player's favourites are untouched.
    expect((await call(app, 'GET', '/api/player/favorite_games', { token: bob.token })).json()).toEqual([g1]);
  });

  it('GAME-16 API-034 answers 404 for a game that does not exist and stores nothing', async () => {
    const res = await call(app, 'PUT', '/api/player/favorite_games/999999', { token: bob.token });
    expect(res.statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/player/favorite_games', { token: bob.token })).json()).not.toContain(999_999);
  });

  it('GAME-16 GAME-27 asks a guest to sign in', async () => {
    for (const [method, url] of [
      ['GET', '/api/player/favorite_games'],
      ['PUT', '/api/player/favorite_games/1'],
      ['DELETE', '/api/player/favorite_games/1'],
      ['GET', '/api/player/played_games'],
    ] as const) {
      expect((await call(app, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('GAME-27 API-030 lists the last games played, most recent first, at most 20', async () => {
    for (let i = 0; i < 22; i++) {
      await app.services.catalogue.recordPlay(ada.id, all[i]?.id ?? 0);
      app.clock.advance(1000);
    }
    await app.services.catalogue.recordPlay(ada.id, all[5]?.id ?? 0);
    await expect(app.services.catalogue.recordPlay(ada.id, 999_999)).rejects.toThrow('Game 999999 is not found');
    const res = await call(app, 'GET', '/api/player/played_games', { token: ada.token });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const played = playedGamesResponseSchema.parse(res.json());
    expect(played).toHaveLength(20);
    expect(played[0]?.id).toBe(all[5]?.id);
    expect(played[1]?.id).toBe(all[21]?.id);
    expect(played[0]?.played_at).toBe(app.clock.now().toISOString());
    expect((await call(app, 'GET', '/api/player/played_games', { token: bob.token })).json()).toEqual([]);
  });
});
