import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { silentLogger } from '../test/logger';
import { auditLedger } from '../wallet';
import { seedDemoReportDay } from './report-day';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const DAY = '2026-11-14';

describe("the demo's report day", () => {
  it('ROLE-11 gives the day before the first start its figures, once, and the ledger stays balanced', async () => {
    await seedDemoReportDay(app.db, silentLogger, new Date('2026-11-15T09:30:00.000Z'));
    await seedDemoReportDay(app.db, silentLogger, new Date('2026-11-16T09:30:00.000Z'));
    const report = await app.services.reports.report({ from: DAY, to: '2026-11-15', period: 'day' });
    expect(report.currencies.find((c) => c.currency === 'EUR')).toMatchObject({
      period: DAY,
      deposits_cents: 17_500,
      withdrawals_cents: 3_000,
      bets_cents: 9_000,
      wins_cents: 6_800,
      active_players: 2,
      first_deposits: 2,
    });
    expect(report.currencies.find((c) => c.currency === 'USD')).toMatchObject({ period: DAY, deposits_cents: 8_000 });
    expect(report.totals.map((t) => t.registrations)).toEqual([3, 0]);
    expect(report.games.length).toBeGreaterThan(0);
    const outbox = await app.services.outbox.dead();
    expect(outbox.filter((e) => e.type === 'demo.daily_summary_mail')).toHaveLength(1);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });
});
