import { openDatabase, type Database } from '../db/client';
import { createOutbox } from '../events/outbox';
import type { JackpotDeps } from '../jackpots';
import { createForcedHits } from '../jackpots/forced-hits';
import { createWalletService } from '../wallet';
import type { TestApp } from './app';
import { silentLogger } from './logger';

/**
 * The jackpot engine's dependencies as a second server process has them: on PostgreSQL a
 * connection pool of its own (on PGlite the one database), its own outbox and wallet service, and,
 * when asked, its own forced-hit store (nothing in its memory). `close` ends its pool.
 */
export async function anotherJackpotProcess(
  app: TestApp,
  { forcedHits = false } = {},
): Promise<{ deps: JackpotDeps; close: () => Promise<void> }> {
  const second: Database | undefined = app.databaseUrl ? await openDatabase({ url: app.databaseUrl }) : undefined;
  const db = second?.db ?? app.db;
  const outbox = createOutbox({ db, clock: app.clock, log: silentLogger });
  const deps: JackpotDeps = {
    db,
    clock: app.clock,
    outbox,
    wallet: createWalletService({ db, clock: app.clock, outbox, enabledCurrencies: async () => ['EUR', 'USD'] }),
    playerName: async () => 'another process',
    ...(forcedHits && { forcedHits: createForcedHits({ db, clock: app.clock }) }),
  };
  return { deps, close: async () => second?.close() };
}
