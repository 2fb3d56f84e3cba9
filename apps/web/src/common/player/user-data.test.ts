import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../api/http';
import { accountsKey, playerKeys } from './player-query';
import { clearUserData, loadUserData, settingsKey, statsKey } from './user-data';
import { subscriptionsKey } from './subscriptions';

// The API's answers for a signed-in player, as the contracts describe them.
const ANSWERS: Record<string, unknown> = {
  '/api/player/settings': { locale: 'en', currency: 'EUR', two_factor_enabled: false },
  '/api/player/stats': { sign_in_count: 2, confirmed: true },
  '/api/subscriptions': { receive_promos: false, receive_sms_promos: true },
};
let server: Server;
let origin = '';
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ANSWERS[req.url ?? ''] ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('user data after sign-in', () => {
  it('AUTH-09 loads settings, stats and subscriptions; AUTH-17 logout clears them and leaves nothing of theirs', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(playerKeys.player, { id: 5 });
    queryClient.setQueryData(accountsKey, []);
    await loadUserData(queryClient, createHttpClient({ baseURL: origin }));
    expect(asked.sort()).toEqual(['/api/player/settings', '/api/player/stats', '/api/subscriptions']);
    expect(queryClient.getQueryData(settingsKey)).toEqual(ANSWERS['/api/player/settings']);
    expect(queryClient.getQueryData(statsKey)).toEqual(ANSWERS['/api/player/stats']);
    expect(queryClient.getQueryData(subscriptionsKey)).toEqual(ANSWERS['/api/subscriptions']);

    clearUserData(queryClient);
    for (const key of [settingsKey, statsKey, subscriptionsKey]) expect(queryClient.getQueryState(key)).toBeUndefined();
    // Other domains' data is theirs to clear.
    expect(queryClient.getQueryData(accountsKey)).toEqual([]);
  });
});
