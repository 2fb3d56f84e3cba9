import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createSessionService } from '../auth';
import { openDatabase, type Database } from '../db/client';
import { DEV_SESSION_SECRET } from '../env';
import { systemClock } from '../platform/clock';
import { cryptoRng } from '../platform/rng';
import { connect } from '../test/realtime';
import { createRealtime, type Realtime } from './gateway';

/** A loopback port with nothing listening: a Redis that is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * With REDIS_URL set and Redis unreachable, the Socket.IO Redis adapter publishes each broadcast
 * without awaiting it; its rejection used to be unhandled, which ends a Node.js process. The
 * gateway keeps serving its own clients and logs what it could not send to the other processes.
 */
describe('the realtime gateway while Redis is down', () => {
  let database: Database;
  let server: Server;
  let realtime: Realtime;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  const warnings: string[] = [];

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    database = await openDatabase({ dataDir: null });
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    realtime = createRealtime({
      server,
      sessions: createSessionService({ db: database.db, clock: systemClock, rng: cryptoRng, secret: DEV_SESSION_SECRET }),
      log,
      redisUrl: `redis://127.0.0.1:${await closedPort()}`,
      site: { hosts: [] },
    });
  });

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await realtime?.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await database?.close();
  });

  it('RT-01 broadcasts and disconnects raise no unhandled rejection, a guest still hears public wins, and the failure is logged', async () => {
    const { port } = server.address() as AddressInfo;
    const client = await connect(`http://127.0.0.1:${port}`);
    try {
      await client.subscribe(['public:wins']);
      const win = {
        game_identifier: 'inhouse:dice',
        game_title: 'Dice',
        nickname: 'a***',
        amount_cents: 1000,
        currency: 'EUR',
        at: new Date().toISOString(),
      };
      realtime.publishPublic('public:wins', win);
      realtime.disconnectSession(123_456);
      expect(await client.next('public:wins')).toBeDefined();
      // ioredis gives a command up after its retries (maxRetriesPerRequest 2), well within 3 s.
      const deadline = Date.now() + 3000;
      while (!warnings.some((line) => line.includes('redis unavailable')) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(warnings.some((line) => line.includes('redis unavailable'))).toBe(true);
      expect(unhandled).toEqual([]);
    } finally {
      client.close();
    }
  });
});
