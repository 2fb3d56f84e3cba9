/**
 * Wallet debits per second beside a bare transaction of the same shape (lock one balance row,
 * insert a keyed transaction and two entries, update the balance) through the same driver.
 * Run by bench/run.mjs: `node --import tsx bench/wallet-bench.ts`; prints JSON.
 * PGlite always; PostgreSQL when BENCH_DATABASE_URL names a server (a scratch database is used).
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { createOutbox } from '../apps/server/src/events/outbox';
import { systemClock } from '../apps/server/src/platform/clock';
import { players } from '../apps/server/src/players/tables';
import { createScratchDatabase } from '../apps/server/src/test/database';
import { createWalletService } from '../apps/server/src/wallet/service';

const SECONDS = Number(process.env['BENCH_WALLET_SECONDS'] ?? 5);
const CONCURRENCY = 50;

async function timed(run: (i: number) => Promise<unknown>, concurrency: number): Promise<number> {
  const end = Date.now() + SECONDS * 1000;
  let done = 0;
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        await run(next++);
        done += 1;
      }
    }),
  );
  return Math.round((done * 1000) / (Date.now() - started));
}

async function measure(database: Database, label: string) {
  const { db } = database;
  const log = pino({ level: 'silent' });
  const wallet = createWalletService({
    db,
    clock: systemClock,
    outbox: createOutbox({ db, clock: systemClock, log }),
    enabledCurrencies: async () => ['EUR'],
  });
  const [player] = await db
    .insert(players)
    .values({ email: `bench-${Date.now()}@example.com` })
    .returning({ id: players.id });
  const playerId = player?.id ?? 0;
  await wallet.openAccount(playerId, 'EUR');
  await wallet.deposit({ key: `bench-${label}-fund`, playerId, currency: 'EUR', amountCents: 1e12 });
  const debit = (prefix: string) => (i: number) =>
    wallet.debit({ key: `bench-${label}-${prefix}-${i}`, playerId, currency: 'EUR', amountCents: 1 });

  await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_balance (id int PRIMARY KEY, cents bigint NOT NULL)`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_tx (id bigserial PRIMARY KEY, key text UNIQUE NOT NULL)`);
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS bench_entries (id bigserial PRIMARY KEY, tx bigint NOT NULL, cents bigint NOT NULL)`,
  );
  await db.execute(sql`INSERT INTO bench_balance VALUES (1, 1000000000000) ON CONFLICT DO NOTHING`);
  const bare = (prefix: string) => (i: number) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT cents FROM bench_balance WHERE id = 1 FOR UPDATE`);
      const inserted = await tx.execute<{ id: string }>(
        sql`INSERT INTO bench_tx (key) VALUES (${`${label}-${prefix}-${i}`}) RETURNING id`,
      );
      const id = Number((inserted as unknown as { rows: { id: string }[] }).rows[0]?.id ?? 0);
      await tx.execute(sql`INSERT INTO bench_entries (tx, cents) VALUES (${id}, -1), (${id}, 1)`);
      await tx.execute(sql`UPDATE bench_balance SET cents = cents - 1 WHERE id = 1`);
    });

  const result = {
    walletSequential: await timed(debit('seq'), 1),
    bareSequential: await timed(bare('seq'), 1),
    wallet50: await timed(debit('c50'), CONCURRENCY),
    bare50: await timed(bare('c50'), CONCURRENCY),
  };
  return {
    ...result,
    ratioSequential: Number((result.walletSequential / result.bareSequential).toFixed(3)),
    ratio50: Number((result.wallet50 / result.bare50).toFixed(3)),
  };
}

async function main() {
  const out: Record<string, unknown> = { seconds: SECONDS, concurrency: CONCURRENCY };
  const pglite = await openDatabase({ dataDir: null });
  try {
    out['pglite'] = await measure(pglite, 'pglite');
  } finally {
    await pglite.close();
  }
  const url = process.env['BENCH_DATABASE_URL'];
  if (url) {
    try {
      const scratch = await createScratchDatabase(url);
      const pg = await openDatabase({ url: scratch.url });
      try {
        out['postgresql'] = await measure(pg, 'pg');
      } finally {
        await pg.close();
        await scratch.drop();
      }
    } catch (err) {
      out['postgresql'] = { skipped: String(err) };
    }
  } else out['postgresql'] = { skipped: 'BENCH_DATABASE_URL not set' };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
