import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PRIVATE_CHANNELS } from '@casino/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../api/http';
import { dropPlayerData, playerKeys } from '../../common/player/player-query';
import { refreshForChannel } from '../../realtime/use-realtime';
import { limitsKeys, playerLimitsQuery } from './api';

let server: Server;
let origin = '';
let asked = 0;
let limits: unknown[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/api/user_limits') asked += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(limits));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const until = async (done: () => boolean) => {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("the player's limits over a session", () => {
  it('LIM-09 load once signed in, refresh on game_limits and are dropped at logout', async () => {
    const api = createHttpClient({ baseURL: origin });
    const queryClient = new QueryClient();
    const observer = new QueryObserver(queryClient, playerLimitsQuery(api, false));
    const off = observer.subscribe(() => undefined);

    // A guest: nothing is asked.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(asked).toBe(0);

    // Signed in: the limits load.
    limits = [{ id: 1, type: 'deposit' }];
    queryClient.setQueryData(playerKeys.player, { id: 7 });
    observer.setOptions(playerLimitsQuery(api, true));
    await until(() => queryClient.getQueryData(limitsKeys.all) !== undefined);
    expect(asked).toBe(1);
    expect(queryClient.getQueryData(limitsKeys.all)).toEqual(limits);

    // The game_limits channel exists and reads them again.
    expect(PRIVATE_CHANNELS).toContain('game_limits');
    limits = [
      { id: 1, type: 'deposit' },
      { id: 2, type: 'loss' },
    ];
    await refreshForChannel(queryClient, 'game_limits');
    expect(asked).toBe(2);
    expect(queryClient.getQueryData(limitsKeys.all)).toEqual(limits);

    // Logout: they are gone.
    off();
    dropPlayerData(queryClient);
    expect(queryClient.getQueryData(limitsKeys.all)).toBeUndefined();
  });
});
