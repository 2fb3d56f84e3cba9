import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeData } from '@casino/contracts';
import { createSessionService } from '../auth';
import { openDatabase, type Database } from '../db/client';
import { DEV_SESSION_SECRET } from '../env';
import { createOutbox } from '../events/outbox';
import { systemClock } from '../platform/clock';
import { cryptoRng } from '../platform/rng';
import { createScratchDatabase } from '../test/database';
import { silentLogger } from '../test/logger';
import { createPlayer } from '../test/players';
import { startServer, type ServerProcess } from '../test/processes';
import { connect, type TestClient } from '../test/realtime';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';

/**
 * docs/architecture.md §4: two server processes on one PostgreSQL and one Redis; an event dispatched by
 * one reaches a client connected to the other. Needs both servers, so it runs only when both
 * DATABASE_URL and REDIS_URL are set.
 */
const DATABASE_URL = process.env['DATABASE_URL'];
const REDIS_URL = process.env['REDIS_URL'];
const enabled = Boolean(DATABASE_URL && REDIS_URL);
if (!enabled) {
  console.warn(
    'NOTICE: realtime/cluster.test.ts is skipped: set DATABASE_URL and REDIS_URL to run the two-process realtime test.',
  );
}

describe.skipIf(!enabled)('two server processes sharing PostgreSQL and Redis', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let database: Database | undefined;
  const servers: ServerProcess[] = [];
  const clients: TestClient[] = [];
  let dispatcher: ServerProcess;
  let webOnly: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase(DATABASE_URL ?? '');
    const env = { NODE_ENV: 'test', DATABASE_URL: scratch.url, REDIS_URL: REDIS_URL ?? '', SEED_DEMO: 'true', WEB: 'off' };
    // Both start at once on the empty database: migrations and the first seed must not collide.
    [dispatcher, webOnly] = await Promise.all([
      startServer('process A', { ...env, OUTBOX_DISPATCH: 'on' }),
      startServer('process B', { ...env, OUTBOX_DISPATCH: 'off' }),
    ]);
    servers.push(dispatcher, webOnly);
    database = await openDatabase({ url: scratch.url });
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    await scratch?.drop();
  }, 60_000);

  /** A player with a session made the way the servers make them (same development secret). */
  async function signedIn(email: string): Promise<{ playerId: number; token: string }> {
    if (!database) throw new Error('database not open');
    const playerId = await createPlayer(database.db, email);
    const sessions = createSessionService({ db: database.db, clock: systemClock, rng: cryptoRng, secret: DEV_SESSION_SECRET });
    return { playerId, token: (await sessions.create(playerId)).token };
  }
  async function publish(playerId: number | null, payload: { channel: string; data: unknown }): Promise<void> {
    if (!database) throw new Error('database not open');
    await createOutbox({ db: database.db, clock: systemClock, log: silentLogger }).publish(database.db, {
      type: REALTIME_PUSH_EVENT,
      playerId,
      payload,
    });
  }
  const open = async (server: ServerProcess, token?: string) => {
    const client = await connect(server.url, token);
    clients.push(client);
    return client;
  };

  it('both processes serve the seeded API from the one database', async () => {
    for (const server of servers) {
      const res = await fetch(`${server.url}/api/fe/config/logo-config`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { logoUrl: { full: string } }).logoUrl.full).toBe('/brand/logo-full.svg');
    }
  });

  it('RT-17 RT-19 a private event dispatched by process A reaches the player connected to process B, and only that player', async () => {
    const ada = await signedIn('ada@cluster.example');
    const bob = await signedIn('bob@cluster.example');
    const adaOnB = await open(webOnly, ada.token);
    const bobOnA = await open(dispatcher, bob.token);
    expect(await adaOnB.subscribe(['balance', 'public:wins'])).toEqual({ subscribed: ['balance', 'public:wins'], refused: [] });
    expect((await bobOnA.subscribe(['balance', 'public:wins'])).subscribed).toEqual(['balance', 'public:wins']);

    const data: RealtimeData<'balance'> = { currency: 'EUR', amount_cents: 31_415, available_to_cashout_cents: 27_182 };
    await publish(ada.playerId, { channel: 'balance', data });
    expect(await adaOnB.next('balance')).toEqual(data);

    // Ordered after the private message: once Bob hears it, he would have heard Ada's balance.
    const marker: RealtimeData<'public:wins'> = {
      game_identifier: 'g',
      game_title: 'G',
      nickname: 'marker',
      amount_cents: 1,
      currency: 'EUR',
      at: new Date().toISOString(),
    };
    await publish(null, { channel: 'public:wins', data: marker });
    expect(await bobOnA.next('public:wins')).toEqual(marker);
    expect(await adaOnB.next('public:wins')).toEqual(marker);
    expect(bobOnA.received.map((r) => r.event)).toEqual(['public:wins']);
  });

  it('RT-19 a guest on process B is refused private channels there too', async () => {
    const guest = await open(webOnly);
    expect((await guest.subscribe(['balance'])).refused).toEqual([{ channel: 'balance', reason: 'unauthorized' }]);
  });
});
