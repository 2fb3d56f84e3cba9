import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createOutbox } from '../events/outbox';
import { createTestApp, type TestApp } from '../test/app';
import { silentLogger } from '../test/logger';
import { createPlayer } from '../test/players';
import { auditLedger } from './audit';
import { WalletError } from './errors';
import { createWalletService, type WalletService } from './service';
import { ledgerTransactions } from './tables';

let app: TestApp;
/** On PostgreSQL a second connection pool, as a second server process has; on PGlite the same one. */
let second: Database | undefined;
let wallets: WalletService[];
let seq = 0;

beforeAll(async () => {
  app = await createTestApp();
  if (app.databaseUrl) second = await openDatabase({ url: app.databaseUrl });
  const other = second
    ? createWalletService({
        db: second.db,
        clock: app.clock,
        outbox: createOutbox({ db: second.db, clock: app.clock, log: silentLogger }),
        enabledCurrencies: async () => ['EUR'],
      })
    : app.services.wallet;
  wallets = [app.services.wallet, other];
});
afterAll(async () => {
  await second?.close();
  await app?.close();
});

const walletOf = (i: number): WalletService => wallets[i % wallets.length] ?? app.services.wallet;

async function funded(cents: number): Promise<number> {
  seq += 1;
  const playerId = await createPlayer(app.db, `concurrent-${seq}@example.com`);
  await app.services.wallet.openAccount(playerId, 'EUR');
  await app.services.wallet.deposit({ key: `c-dep-${seq}`, playerId, currency: 'EUR', amountCents: cents });
  return playerId;
}

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (err: unknown) => {
      if (err instanceof WalletError) return err.code;
      throw err;
    },
  );

describe('concurrency', () => {
  it('PAY-26 200 concurrent debits of 100 against 10,000: exactly 100 succeed, never below zero', async () => {
    const playerId = await funded(10_000);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        outcome(walletOf(i).debit({ key: `debit-200-${playerId}-${i}`, playerId, currency: 'EUR', amountCents: 100 })),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(100);
    expect(results.filter((r) => r === 'insufficient_funds')).toHaveLength(100);
    expect((await app.services.wallet.getAccounts(playerId))[0]?.amount_cents).toBe(0);
    // Every accepted debit saw the balance the previous one left: 9,900, 9,800 ... 0, never less.
    const debits = await app.db
      .select({ metadata: ledgerTransactions.metadata })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.playerId, playerId))
      .orderBy(asc(ledgerTransactions.id));
    const after = debits
      .slice(1)
      .map((t) => (t.metadata as { balances_after: { realCents: number }[] }).balances_after[0]?.realCents);
    expect(after).toEqual(Array.from({ length: 100 }, (_, i) => 9_900 - i * 100));
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('concurrent bets and wins with every request sent twice move money exactly once each', async () => {
    const playerId = await funded(50_000);
    const rounds = 40;
    const bets = await Promise.all(
      Array.from({ length: rounds * 2 }, (_, i) => {
        const round = i % rounds;
        return walletOf(i).bet({ key: `bet-${playerId}-${round}`, playerId, currency: 'EUR', amountCents: 500 });
      }),
    );
    const byRound = new Map<number, number>();
    bets.forEach((b, i) => byRound.set(i % rounds, b.transactionId));
    expect(new Set(bets.map((b) => b.transactionId)).size).toBe(rounds);
    expect(bets.filter((b) => b.replayed)).toHaveLength(rounds);
    await Promise.all(
      Array.from({ length: rounds * 2 }, (_, i) => {
        const round = i % rounds;
        const amountCents = round % 2 === 0 ? 1_000 : 100;
        return walletOf(i + 1).win({
          key: `win-${playerId}-${round}`,
          playerId,
          currency: 'EUR',
          amountCents,
          betTransactionId: byRound.get(round),
        });
      }),
    );
    // 40 bets of 500 out; 20 wins of 1,000 and 20 of 100 in.
    expect((await app.services.wallet.getAccounts(playerId))[0]?.amount_cents).toBe(
      50_000 - rounds * 500 + 20 * 1_000 + 20 * 100,
    );
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('a rollback racing a win on the same bet: exactly one of them settles it', async () => {
    const playerId = await funded(1_000);
    const bet = await walletOf(0).bet({ key: `race-bet-${playerId}`, playerId, currency: 'EUR', amountCents: 400 });
    const [win, rollback] = await Promise.all([
      outcome(
        walletOf(0).win({
          key: `race-win-${playerId}`,
          playerId,
          currency: 'EUR',
          amountCents: 800,
          betTransactionId: bet.transactionId,
        }),
      ),
      outcome(walletOf(1).rollback({ key: `race-rb-${playerId}`, betTransactionId: bet.transactionId })),
    ]);
    expect([win, rollback].sort()).toEqual(['already_settled', 'ok']);
    const balance = (await app.services.wallet.getAccounts(playerId))[0]?.amount_cents;
    expect(balance).toBe(win === 'ok' ? 1_400 : 1_000);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it.runIf(Boolean(process.env['DATABASE_URL']))(
    'PostgreSQL: the debits run in parallel connections, queued on the row lock',
    async () => {
      const playerId = await funded(1_000);
      const holder = new pg.Client({ connectionString: app.databaseUrl });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('SELECT id FROM ledger_accounts WHERE player_id = $1 FOR UPDATE', [playerId]);
        const debits = Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            outcome(walletOf(i).debit({ key: `held-${playerId}-${i}`, playerId, currency: 'EUR', amountCents: 100 })),
          ),
        );
        // Polls (bounded) until the debits' connections are all blocked on the lock we hold.
        const waitingSql = `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
        let waiting = 0;
        for (let i = 0; i < 400 && waiting < 12; i++) {
          waiting = (await holder.query<{ n: number }>(waitingSql)).rows[0]?.n ?? 0;
          if (waiting < 12) await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(waiting).toBe(12);
        await holder.query('COMMIT');
        const results = await debits;
        expect(results.filter((r) => r === 'ok')).toHaveLength(10);
        expect(results.filter((r) => r === 'insufficient_funds')).toHaveLength(2);
      } finally {
        await holder.end();
      }
    },
  );
});
