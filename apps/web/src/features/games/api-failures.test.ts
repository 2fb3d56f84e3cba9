import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GamesPage } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../api/http';
import { gamesListQuery, searchQuery } from './api';
import { loadCategoryPage } from './category-loader.server';

// An API that fails on demand, standing in for our server behind the loopback of a server render.
let server: Server;
let origin = '';
let failing = new Set<string>();
const requests: string[] = [];
const emptyPage: GamesPage = {
  data: [],
  pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: 0 },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    requests.push(path);
    if (failing.has(path)) {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
      return;
    }
    const body =
      path === '/api/games/providers'
        ? [{ id: 1, slug: 'nova', title: 'Nova', games_count: 3, url: '/api/games/logos/nova.svg' }]
        : path === '/api/games/collections'
          ? [{ id: 1, slug: 'megaways', title: 'Megaways', games_count: 3 }]
          : emptyPage;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  failing = new Set();
  vi.restoreAllMocks();
});

const context = (): AppLoadContext => ({
  nonce: 'n',
  apiOrigin: origin,
  requestId: 'test',
  clientIp: '127.0.0.1',
  publicOrigin: 'https://casino.test',
});
const load = async (path: string) => {
  const result = await loadCategoryPage(context(), new Request(`https://casino.test${path}`));
  return { status: result.init?.status ?? 200, data: result.data };
};

describe('a catalogue page when the API fails', () => {
  // These run first: the providers and collections, once read, are kept for every render.
  it('GAME-02 GAME-07 answers 503 with the error state, not 404, when the providers cannot be read', async () => {
    failing = new Set(['/api/games/providers']);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = await load('/producers/nova');
    expect(page.status).toBe(503);
    expect(page.data).toEqual({ found: false, unavailable: true });
  });

  it('GAME-02 answers 503, not 404, when the collections cannot be read', async () => {
    failing = new Set(['/api/games/collections']);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const path of ['/categories/megaways', '/live/megaways', '/pokies/megaways']) {
      const page = await load(path);
      expect(page.status, path).toBe(503);
      expect(page.data, path).toEqual({ found: false, unavailable: true });
    }
  });

  it('GAME-02 still answers 404 for an unknown provider or category once they are read, and 200 for a known one', async () => {
    expect((await load('/producers/no-such-studio')).status).toBe(404);
    expect((await load('/categories/no-such-category')).status).toBe(404);
    const known = await load('/producers/nova');
    expect(known.status).toBe(200);
    expect(known.data).toMatchObject({ found: true, title: 'Nova' });
  });
});

describe('the search popup when the search fails', () => {
  it('GAME-26 API-060 logs LOAD_FOUND_GAMES_ERROR and answers no result at all (not an empty one)', async () => {
    failing = new Set(['/api/games_filter']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = createHttpClient({ baseURL: origin, server: true });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const found = await queryClient.fetchInfiniteQuery(searchQuery(api, 'golden', 'desktop', true));
    expect(found.pages).toEqual([null]);
    const codes = warn.mock.calls.map(([line]) => (JSON.parse(String(line)) as { code: string }).code);
    expect(codes).toEqual(['LOAD_FOUND_GAMES_ERROR']);
    // Once the API answers again, the same search shows its (here empty) result.
    failing = new Set();
    await queryClient.invalidateQueries();
    const again = await queryClient.fetchInfiniteQuery(searchQuery(api, 'golden', 'desktop', true));
    expect(again.pages.map((page) => page?.data)).toEqual([[]]);
  });
});

describe('category collections', () => {
  it('GAME-09 CONST-03 are read page by page up to page 100 and no further', () => {
    const options = gamesListQuery(createHttpClient({ baseURL: origin }), { categories: ['top'] }, 'desktop');
    const getNext = (last: GamesPage) => options.getNextPageParam(last, [last], last.pagination.current_page, []);
    const page = (current: number, next: number | null): GamesPage => ({
      ...emptyPage,
      pagination: { ...emptyPage.pagination, current_page: current, next_page: next, total_pages: 500 },
    });
    expect(getNext(page(1, 2))).toBe(2);
    expect(getNext(page(99, 100))).toBe(100);
    expect(getNext(page(100, 101))).toBeUndefined();
    expect(getNext(page(7, null))).toBeUndefined();
  });
});
