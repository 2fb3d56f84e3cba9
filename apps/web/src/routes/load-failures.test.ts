import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../api/http';
import { prefetchPublic } from '../api/shared-queries.server';
import { configQuery } from '../common/config/api';
import { promotionPageEnabled } from '../common/feature-flags/flags';
import { bonusesQuery } from '../common/gifts/api';
import { playerFieldsQuery } from '../common/player/profile-fields';
import { accountsQuery } from '../common/player/player-query';
import { subscriptionsQuery } from '../common/player/subscriptions';
import { requestPasswordReset } from '../features/auth/api';
import { historyQuery, recallPayment, selectAccount } from '../features/cashbox/api';
import { getCmsPages } from '../features/cms/api';
import { providersQuery } from '../features/games/api';
import { jackpotWinsQuery } from '../features/jackpots/api';
import { limitsQuery } from '../features/limits/api';
import { getShowcase } from '../features/promotions/api';
import { bannersQuery } from '../features/promotions/banners';
import { findTournament } from '../features/tournaments/loader.server';
import { loader as cmsPageLoader } from './cms-page';
import type { Route } from './+types/cms-page';

// Our API while it is down: every call answers 503, but a CMS page that does not exist (404) and
// a wallet the player may not open (422).
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (path === '/api/cms/pages/no-such-page') return json(404, { error: 'not found' });
    if (path === '/api/player/accounts' && req.method === 'POST') return json(422, { errors: { currency: ['is not offered'] } });
    json(503, { error: 'down' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warnings.push(String(line)));
  return () => vi.restoreAllMocks();
});
/** The codes of the failed calls logged so far (ERR-02). */
const loggedCodes = () =>
  warnings.flatMap((line) => {
    try {
      return [(JSON.parse(line) as { code: string }).code];
    } catch {
      return [];
    }
  });

const api = () => createHttpClient({ baseURL: origin, server: true });
/** Runs a query once, as a page would, without the client's own retries. */
const run = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(options);
const context = (): AppLoadContext => ({
  nonce: 'n',
  apiOrigin: origin,
  requestId: 'test',
  clientIp: '127.0.0.1',
  publicOrigin: 'https://casino.test',
});

describe('a call that fails', () => {
  it('ERR-03 ERR-02 most loaders log the failure under its code and leave their list empty', async () => {
    expect(await run(bannersQuery(api(), 'en'))).toEqual([]);
    expect(await run(jackpotWinsQuery(api(), 'latest'))).toEqual([]);
    expect(await getShowcase(api(), 'en')).toEqual({ awards: [], articles: [] });
    // A public config: the page renders without it (the menu has no items).
    const queryClient = new QueryClient();
    const menu = configQuery(api(), 'menu-categories-games');
    await prefetchPublic(queryClient, menu);
    expect(queryClient.getQueryData(menu.queryKey)).toBeUndefined();
    expect(loggedCodes()).toEqual([
      'API_PROMOTIONS_BANNERS_ERROR',
      'API_JACKPOT_WINS_ERROR',
      'API_PROMOTIONS_SHOWCASE_ERROR',
      'API_FE_CONFIG_MENU_CATEGORIES_GAMES_ERROR',
    ]);
  });

  it('ERR-04 these rethrow, logged: payments history, recall, balance, subscriptions, player fields, password steps, limits, CMS pages, providers, gift loading', async () => {
    const calls: [string, () => Promise<unknown>][] = [
      ['API_PLAYER_PAYMENTS_ERROR', () => run(historyQuery(api()))],
      ['API_PLAYER_PAYMENTS_RECALL_ERROR', () => recallPayment(api(), 42)],
      ['API_PLAYER_ACCOUNTS_ERROR', () => run(accountsQuery(api()))],
      ['API_SUBSCRIPTIONS_ERROR', () => run(subscriptionsQuery(api()))],
      ['API_INFO_PLAYER_FIELDS_ERROR', () => run(playerFieldsQuery(api()))],
      ['API_USERS_PASSWORD_ERROR', () => requestPasswordReset(api(), 'ada@example.com')],
      ['API_USER_LIMITS_ERROR', () => run(limitsQuery(api()))],
      ['API_CMS_PAGES_ERROR', () => getCmsPages(api(), 'en')],
      ['API_GAMES_PROVIDERS_ERROR', () => run(providersQuery(api()))],
      ['API_PLAYER_BONUSES_ERROR', () => run(bonusesQuery(api()))],
    ];
    for (const [code, call] of calls) {
      await expect(call(), code).rejects.toMatchObject({ response: { status: 503 } });
      expect(loggedCodes().at(-1)).toBe(code);
    }
    // Wallet select answers the response's data instead (requirements §core-8).
    expect(await selectAccount(api(), 'XYZ')).toEqual({ errors: { currency: ['is not offered'] } });
  });

  it('ERR-13 the banners, the managed pages config and a tournament by id are logged and give nothing', async () => {
    expect(await run(bannersQuery(api(), 'de'))).toEqual([]);
    const queryClient = new QueryClient();
    const pages = configQuery(api(), 'manage-promotion-pages');
    await prefetchPublic(queryClient, pages);
    const configured = queryClient.getQueryData(pages.queryKey)?.pages;
    expect(configured).toBeUndefined();
    // Without the config a managed page stays off for a player (on for testers only).
    expect(promotionPageEnabled('lotteries', configured, [543], { 'all-promotion-pages': false })).toBe(false);
    expect(await findTournament(api(), 'weekly-race', false)).toBeNull();
    // The current and the recent lists are read together; the second failure is logged a moment later.
    await vi.waitFor(() => expect(loggedCodes()).toHaveLength(4));
    expect(loggedCodes().sort()).toEqual([
      'API_FE_CONFIG_MANAGE_PROMOTION_PAGES_ERROR',
      'API_PROMOTIONS_BANNERS_ERROR',
      'API_TOURNAMENTS_ERROR',
      'API_TOURNAMENTS_RECENT_ERROR',
    ]);
  });
});

describe('a CMS page that fails', () => {
  const load = (path: string) =>
    cmsPageLoader({
      params: { '*': path },
      request: new Request(`https://casino.test/${path}`),
      context: context(),
    } as unknown as Route.LoaderArgs);

  it('CMS-08 ERR-04 rethrows when the CMS cannot answer, logged as a warning', async () => {
    await expect(load('about-us')).rejects.toMatchObject({ response: { status: 503 } });
    expect(loggedCodes()).toEqual(['LOAD_CMS_PAGE_ERROR']);
  });

  it("CMS-08 a page that is not there gives no page (404), its lookup logged as a warning: '{path} page is not found'", async () => {
    const result = await load('no-such-page');
    expect(result).toMatchObject({ init: { status: 404 }, data: { page: null } });
    expect(loggedCodes()).toEqual(['LOAD_CMS_PAGE_ERROR', 'CMS_PAGE_NOT_FOUND']);
    expect(warnings.at(-1)).toContain('/no-such-page page is not found');
  });
});
