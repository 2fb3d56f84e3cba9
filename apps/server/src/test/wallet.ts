import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createOutbox, type Outbox } from '../events/outbox';
import { domainEvents } from '../events/tables';
import { ManualClock } from '../platform/clock';
import { createWalletService, type WalletService } from '../wallet';
import { openTestDatabase } from './database';
import { silentLogger } from './logger';
import { createPlayer } from './players';
import { TEST_START } from './app';

/**
 * A migrated database with only the wallet on it (no app, no seed): for the unit tests of one
 * money rule called with its deps directly. Open one per test file.
 */
export interface WalletHarness {
  db: Db;
  clock: ManualClock;
  outbox: Outbox;
  wallet: WalletService;
  /** A new player with an EUR wallet holding `cents` of real money. */
  fundedPlayer(cents: number): Promise<number>;
  /** The types of the domain events written for a player, oldest first. */
  eventTypes(playerId: number): Promise<string[]>;
  /** How often a rule asked the outbox for a prompt dispatch. */
  kicks(): number;
  close(): Promise<void>;
}

export async function openWalletHarness(): Promise<WalletHarness> {
  const testDb = await openTestDatabase();
  const db = testDb.database.db;
  const clock = new ManualClock(TEST_START);
  // Events stay pending in the table for the test to read: nothing dispatches them, a kick is only counted.
  let kicks = 0;
  const outbox: Outbox = {
    ...createOutbox({ db, clock, log: silentLogger }),
    kick: () => {
      kicks += 1;
    },
  };
  const wallet = createWalletService({ db, clock, outbox, enabledCurrencies: async () => ['EUR', 'USD'] });
  let seq = 0;
  return {
    db,
    clock,
    outbox,
    wallet,
    async fundedPlayer(cents) {
      seq += 1;
      const playerId = await createPlayer(db, `harness-${seq}@example.com`);
      await wallet.openAccount(playerId, 'EUR');
      if (cents > 0) await wallet.deposit({ key: `harness-dep-${seq}`, playerId, currency: 'EUR', amountCents: cents });
      return playerId;
    },
    async eventTypes(playerId) {
      const rows = await db
        .select({ type: domainEvents.type })
        .from(domainEvents)
        .where(eq(domainEvents.playerId, playerId))
        .orderBy(asc(domainEvents.id));
      return rows.map((r) => r.type);
    },
    kicks: () => kicks,
    close: () => testDb.close(),
  };
}
