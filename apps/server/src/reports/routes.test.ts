import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import type { Report } from '@casino/contracts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema';
import { publishedReturnsOf } from '../games/catalogue';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { gameOf } from '../test/play';
import { signedInStaff } from '../test/staff';
import { auditLedger } from '../wallet';

let app: TestApp;
let finance: Record<string, string>;
let agent: Record<string, string>;
let admin: Record<string, string>;
let slot: { id: number; provider: string; rtp: number | null };

const DAY = '2026-11-15';
const HOUR = 60 * 60 * 1000;

/** One demo day through the wallet's service: deposits, bets, wins, a rollback, a payout, a bonus. */
async function playTheDay() {
  const wallet = app.services.wallet;
  const ada = await register(app, 'ada.report@example.com');
  const alan = await register(app, 'alan.report@example.com');
  const meta = { game_id: slot.id, provider: slot.provider };
  await wallet.deposit({ key: 'r-dep-1', playerId: ada.id, currency: 'EUR', amountCents: 10_000 });
  await wallet.deposit({ key: 'r-dep-2', playerId: ada.id, currency: 'EUR', amountCents: 5_000 });
  await wallet.deposit({ key: 'r-dep-3', playerId: alan.id, currency: 'EUR', amountCents: 20_000 });
  const bet1 = await wallet.bet({ key: 'r-bet-1', playerId: ada.id, currency: 'EUR', amountCents: 1_000, metadata: meta });
  await wallet.win({
    key: 'r-win-1',
    playerId: ada.id,
    currency: 'EUR',
    amountCents: 2_500,
    betTransactionId: bet1.transactionId,
  });
  await wallet.bet({ key: 'r-bet-2', playerId: alan.id, currency: 'EUR', amountCents: 3_000, metadata: meta });
  const bet3 = await wallet.bet({ key: 'r-bet-3', playerId: alan.id, currency: 'EUR', amountCents: 700, metadata: meta });
  await wallet.rollback({ key: 'r-rb-3', betTransactionId: bet3.transactionId });
  const reserve = await wallet.reserve({ key: 'r-res-1', playerId: alan.id, currency: 'EUR', amountCents: 4_000 });
  await wallet.payout({ key: 'r-pay-1', reserveTransactionId: reserve.transactionId });
  await wallet.grantBonus({ key: 'r-bonus-1', playerId: ada.id, currency: 'EUR', amountCents: 500, wageringRequiredCents: 0 });
  // A USD wallet: its money joins the euro totals at the configured rate (0.92).
  await wallet.openAccount(alan.id, 'USD');
  await wallet.deposit({ key: 'r-dep-usd', playerId: alan.id, currency: 'USD', amountCents: 10_000 });
  return { ada, alan };
}

beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  const id = await gameOf(app, 'slot-lines');
  const [published] = await publishedReturnsOf(app.db, [id]);
  if (!published) throw new Error('no published RTP');
  slot = { id, provider: published.provider, rtp: published.rtp };
  await playTheDay();
  // The next day's movement stays out of the day's report.
  app.clock.advance(24 * HOUR);
  const bob = await register(app, 'bob.report@example.com');
  await app.services.wallet.deposit({ key: 'r-dep-next', playerId: bob.id, currency: 'EUR', amountCents: 999 });
  // Staff sessions are short: sign in once the clock stands still.
  finance = (await signedInStaff(app, 'finance_viewer')).headers;
  agent = (await signedInStaff(app, 'support_agent')).headers;
  admin = (await signedInStaff(app, 'administrator')).headers;
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, headers = finance) => call(app, 'GET', url, { headers });

/** What the players' wallets and the pending payouts gained in the ledger, per currency, over all time. */
async function playerSideGain(): Promise<Record<string, number>> {
  const rows = await app.db
    .select({ currency: ledgerEntries.currency, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} = ${ledgerEntries.accountId}`)
    .where(inArray(ledgerAccounts.kind, ['player', 'pending_payout']))
    .groupBy(ledgerEntries.currency);
  return Object.fromEntries(rows.map((r) => [r.currency, Number(r.cents)]));
}

describe('the reports', () => {
  it('ROLE-11 reports a seeded day per currency and in euros, and its figures add up to the ledger', async () => {
    const res = await get(`/api/staff/reports?from=${DAY}&to=${DAY}`);
    expect(res.statusCode).toBe(200);
    const report = res.json() as Report;
    const eur = report.currencies.find((c) => c.currency === 'EUR');
    expect(eur).toEqual({
      period: DAY,
      currency: 'EUR',
      deposits_cents: 35_000,
      withdrawals_cents: 4_000,
      bets_cents: 4_000,
      wins_cents: 2_500,
      ggr_cents: 1_500,
      bonus_cost_cents: 500,
      ngr_cents: 1_000,
      active_players: 2,
      first_deposits: 2,
    });
    const [total] = report.totals;
    expect(report.totals).toHaveLength(1);
    expect(total).toMatchObject({
      period: DAY,
      deposits_cents: 35_000 + 9_200,
      ggr_cents: 1_500,
      registrations: 2,
      active_players: 2,
    });
    expect(report.unconverted).toEqual([]);

    // The ledger's identity: what came in less what went out and the house's net win is what the
    // players (and their pending payouts) hold. Only this day moved money before the next day's deposit.
    const gained = await playerSideGain();
    for (const row of report.currencies) {
      const expected = row.deposits_cents - row.withdrawals_cents - row.ggr_cents + row.bonus_cost_cents;
      const nextDay = row.currency === 'EUR' ? 999 : 0;
      expect((gained[row.currency] ?? 0) - nextDay).toBe(expected);
    }
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('ROLE-11 gives RTP by game and by provider against the published RTP, without the rolled-back bet', async () => {
    const report = (await get(`/api/staff/reports?from=${DAY}&to=${DAY}`)).json() as Report;
    const game = report.games.find((g) => g.key === String(slot.id));
    expect(game).toMatchObject({ rounds: 2, stakes_cents: 4_000, returns_cents: 2_500, rtp: 2_500 / 4_000 });
    expect(game?.published_rtp).toBeCloseTo(slot.rtp ?? 0, 6);
    expect(report.providers.find((p) => p.key === slot.provider)).toMatchObject({ stakes_cents: 4_000, rtp: 0.625 });
  });

  it('ROLE-11 groups by month and counts only the days asked for', async () => {
    const report = (await get(`/api/staff/reports?from=2026-11-01&to=2026-11-16&period=month`)).json() as Report;
    expect(report.totals).toEqual([
      expect.objectContaining({ period: '2026-11', deposits_cents: 35_000 + 9_200 + 999, registrations: 3 }),
    ]);
    const before = (await get(`/api/staff/reports?from=2026-11-01&to=2026-11-14`)).json() as Report;
    expect(before.totals).toHaveLength(14);
    expect(before.totals.every((t) => t.deposits_cents === 0 && t.registrations === 0)).toBe(true);
  });

  it('ROLE-11 exports the report as CSV in currency units', async () => {
    const res = await get(`/api/staff/reports/export.csv?from=${DAY}&to=${DAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="casino-report-day-${DAY}-${DAY}.csv"`);
    // No field of this report needs quoting: a split reads it.
    const [header, ...lines] = res.body
      .trim()
      .split('\n')
      .map((line) => line.split(','));
    const rows = lines.map((cells) => Object.fromEntries((header ?? []).map((name, i) => [name, cells[i]])));
    expect(rows[0]).toMatchObject({ period: DAY, scope: 'total', currency: 'EUR', deposits: '442.00', ggr: '15.00' });
    expect(rows.find((r) => r.currency === 'USD')).toMatchObject({ scope: 'currency', deposits: '100.00' });
  });

  it('ROLE-11 refuses bad ranges with 422 and roles without reports.read with 403', async () => {
    for (const query of [
      'from=2026-11-16&to=2026-11-15',
      'from=2026-13-01&to=2026-11-15',
      'from=2024-01-01&to=2026-11-15',
      `from=${DAY}&to=${DAY}&period=week`,
      `from=${DAY}`,
      `from=${DAY}&to=${DAY}&extra=1`,
    ]) {
      expect((await get(`/api/staff/reports?${query}`)).statusCode, query).toBe(422);
    }
    expect((await get(`/api/staff/reports?from=${DAY}&to=${DAY}`, agent)).statusCode).toBe(403);
    expect((await call(app, 'GET', `/api/staff/reports?from=${DAY}&to=${DAY}`)).statusCode).toBe(401);
  });

  it('ROLE-11 converts each day at its own rate, falling back to the latest earlier one; the totals recompute from the ledger', async () => {
    // A second USD deposit on the next day, then a rate for the seeded day and one for the day before it only.
    const alan = (await call(app, 'GET', '/api/staff/players?q=alan.report', { headers: admin })).json() as {
      data: { id: number }[];
    };
    const next = '2026-11-16';
    await app.services.wallet.deposit({
      key: 'r-dep-usd-2',
      playerId: alan.data[0]?.id ?? 0,
      currency: 'USD',
      amountCents: 5_000,
    });
    const config = app.services.config;
    const standing = await config.getInternal('report-rates');
    try {
      await config.setInternal('report-rates', { ...standing, daily: { '2026-11-14': { USD: '0.5' }, [DAY]: { USD: '0.9' } } });
      const report = (await get(`/api/staff/reports?from=2026-11-14&to=${next}`)).json() as Report;
      // The day's USD at 0.9; the next day has no rate of its own and takes the seeded day's.
      const usdByDay = await ledgerDeposits('USD');
      const eurByDay = await ledgerDeposits('EUR');
      const expected = (day: string, rate: number) => (eurByDay[day] ?? 0) + Math.round((usdByDay[day] ?? 0) * rate);
      expect(usdByDay).toEqual({ [DAY]: 10_000, [next]: 5_000 });
      expect(report.totals.map((t) => [t.period, t.deposits_cents])).toEqual([
        ['2026-11-14', 0],
        [DAY, expected(DAY, 0.9)],
        [next, expected(next, 0.9)],
      ]);
      // By month, each day still at its own rate: the sum of the days.
      const month = (await get(`/api/staff/reports?from=2026-11-01&to=${next}&period=month`)).json() as Report;
      expect(month.totals[0]?.deposits_cents).toBe(expected(DAY, 0.9) + expected(next, 0.9));
      // A rate set for the next day changes that day only.
      await config.setInternal('report-rates', {
        ...standing,
        daily: { [DAY]: { USD: '0.9' }, [next]: { USD: '1.1' } },
      });
      const changed = (await get(`/api/staff/reports?from=${DAY}&to=${next}`)).json() as Report;
      expect(changed.totals.map((t) => t.deposits_cents)).toEqual([expected(DAY, 0.9), expected(next, 1.1)]);
    } finally {
      await config.setInternal('report-rates', standing);
    }
  });
});

/** The deposits straight from the ledger: what the provider paid into players' wallets, per UTC day. */
async function ledgerDeposits(currency: string): Promise<Record<string, number>> {
  const rows = await app.db
    .select({
      day: sql<string>`to_char(${ledgerTransactions.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
      cents: sql<string>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} = ${ledgerEntries.accountId}`)
    .innerJoin(ledgerTransactions, sql`${ledgerTransactions.id} = ${ledgerEntries.transactionId}`)
    .where(
      sql`${ledgerTransactions.kind} = 'deposit' AND ${ledgerAccounts.kind} = 'player' AND ${ledgerEntries.currency} = ${currency}`,
    )
    .groupBy(sql`1`);
  return Object.fromEntries(rows.map((r) => [r.day, Number(r.cents)]));
}
