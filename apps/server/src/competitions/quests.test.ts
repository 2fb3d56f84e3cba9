import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseQuest, QUEST_LADDERS, QUEST_SIZES, questLevels, questThresholdCents } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournamentPrizesPaid, tournaments } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { balanceOf, fund } from '../test/play';
import { createPlayer } from '../test/players';
import { auditLedger } from '../wallet';

const RATES = { USD: 920_000, JPY: 6_200, BTC: 60_000_000_000 };

describe('quest ladders', () => {
  it('QUEST-02 QUEST-03 QUEST-04 parses size and slug from frontend_identifier, default m', () => {
    expect(parseQuest('quest--xs--starter')).toEqual({ size: 'xs', slug: 'starter' });
    expect(parseQuest('quest--robot-m--mega')).toEqual({ size: 'robot-m', slug: 'mega' });
    expect(parseQuest('quest')).toEqual({ size: 'm', slug: null });
    expect(parseQuest('quest--huge--x')).toEqual({ size: 'm', slug: 'x' });
    expect(parseQuest('weekly-race')).toBeNull();
  });

  it('QUEST-04 QUEST-06 QUEST-07 QUEST-08 QUEST-09 CONST-44 ladders have the level counts and end values of the spec', () => {
    const counts = QUEST_SIZES.map((size) => [size, QUEST_LADDERS[size].length, QUEST_LADDERS[size].at(-1)]);
    expect(counts).toEqual([
      ['xs', 6, 15_000],
      ['s', 15, 1_000_000],
      ['m', 25, 2_000_000],
      ['robot-s', 15, 800_000],
      ['robot-m', 25, 2_500_000],
    ]);
    for (const size of QUEST_SIZES) {
      const ladder = QUEST_LADDERS[size];
      expect(ladder[0]).toBe(0);
      expect(
        ladder.every((v, i) => i === 0 || v > (ladder[i - 1] ?? 0)),
        size,
      ).toBe(true);
    }
  });

  it('QUEST-10 the intermediate values of m, robot-s and robot-m are the ladders documented in decision 051', () => {
    const decision = readFileSync(
      fileURLToPath(new URL('../../../../docs/decisions/051-quest-ladders.md', import.meta.url)),
      'utf8',
    );
    const documented = (size: string) => {
      const match = new RegExp(`^  - ${size}: ([\\d, \\n]+)\\.`, 'm').exec(decision);
      return match?.[1]?.split(',').map((value) => Number(value.trim()));
    };
    for (const size of ['m', 'robot-s', 'robot-m'] as const) expect(QUEST_LADDERS[size], size).toEqual(documented(size));
    // The ends the specification gives.
    expect([QUEST_LADDERS.m.at(-1), QUEST_LADDERS['robot-s'].at(-1), QUEST_LADDERS['robot-m'].at(-1)]).toEqual([
      2_000_000, 800_000, 2_500_000,
    ]);
  });

  it('QUEST-18 DECISIONS-18 converts EUR thresholds with the rate and rounds up to the currency step', () => {
    expect(questThresholdCents(150, 'EUR', RATES)).toBe(15_000);
    // 150 / 0.92 = 163.04 USD, up to the whole dollar.
    expect(questThresholdCents(150, 'USD', RATES)).toBe(16_400);
    // 150 / 0.0062 = 24193.5 yen, up to the whole yen (JPY has no subunits).
    expect(questThresholdCents(150, 'JPY', RATES)).toBe(24_194);
    // 150 / 60000 = 0.0025 BTC, in satoshi, up to 0.0001 BTC.
    expect(questThresholdCents(150, 'BTC', RATES)).toBe(250_000);
    expect(questThresholdCents(0, 'USD', RATES)).toBe(0);
    expect(questThresholdCents(150, 'NOK', RATES)).toBeNull();
  });

  it('QUEST-11 level states at every threshold edge of xs, in EUR and in USD', () => {
    for (const currency of ['EUR', 'USD']) {
      const thresholds = QUEST_LADDERS.xs.map((euros) => questThresholdCents(euros, currency, RATES) ?? -1);
      thresholds.forEach((min, index) => {
        if (index === 0) return;
        const below = questLevels('xs', thresholds, min - 1).map((l) => l.state);
        const at = questLevels('xs', thresholds, min).map((l) => l.state);
        const label = `${currency} level ${index + 1} at ${min}`;
        expect(below[index], label).toBe('active');
        expect(
          below.slice(0, index).every((s) => s === 'completed'),
          label,
        ).toBe(true);
        expect(
          below.slice(index + 1).every((s) => s === 'locked'),
          label,
        ).toBe(true);
        expect(at[index], label).toBe('completed');
        if (index + 1 < thresholds.length) expect(at[index + 1], label).toBe('active');
      });
    }
  });
});

describe('quest progress and level rewards', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  let serial = 0;
  const next = () => (serial += 1);

  async function quest() {
    const now = app.clock.now();
    const [row] = await app.db
      .insert(tournaments)
      .values({
        frontendIdentifier: `quest--xs--edge-${next()}`,
        title: 'Edge quest',
        currency: 'EUR',
        strategy: 'bet_sum',
        ratesPpm: RATES,
        prizes: [
          { place: 2, kind: 'money', amount_cents: 500 },
          { place: 3, kind: 'money', amount_cents: 1_000 },
        ],
        startAt: new Date(now.getTime() - 60_000),
        endAt: new Date(now.getTime() + 86_400_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('quest not stored');
    return row;
  }

  async function bet(playerId: number, currency: string, amountCents: number) {
    const moved = await app.services.wallet.bet({ key: `quest-bet-${next()}`, playerId, currency, amountCents, metadata: {} });
    await app.services.outbox.drain();
    return moved.transactionId;
  }

  it('QUEST-05 QUEST-11 a level completes at its threshold exactly and its reward is paid once, in the player currency', async () => {
    const q = await quest();
    const player = await createPlayer(app.db, `quest-${next()}@example.com`);
    await fund(app, player, 10_000_000, 'USD');
    await app.services.outbox.drain();
    const start = await balanceOf(app, player, 'USD');
    await bet(player, 'USD', 16_399);
    let progress = await app.services.competitions.questProgress(q.id, player);
    expect(progress).toMatchObject({ currency: 'USD', bets: 16_399 });
    expect(progress.levels.slice(0, 3).map((l) => [l.min_bets_cents, l.state])).toEqual([
      [0, 'completed'],
      [16_400, 'active'],
      [54_400, 'locked'],
    ]);
    const last = await bet(player, 'USD', 1);
    progress = await app.services.competitions.questProgress(q.id, player);
    expect(progress.levels[1]?.state).toBe('completed');
    // €5 at 0.92 EUR per USD: 5.43 USD, rounded down.
    expect(await balanceOf(app, player, 'USD')).toBe(start - 16_400 + 543);
    // Rolled back below the threshold and reached again: the reward stays paid once.
    await app.services.wallet.rollback({ key: `quest-rb-${next()}`, betTransactionId: last, playerId: player });
    await app.services.outbox.drain();
    expect((await app.services.competitions.questProgress(q.id, player)).levels[1]?.state).toBe('active');
    await bet(player, 'USD', 1);
    const paid = await app.db.select().from(tournamentPrizesPaid).where(eq(tournamentPrizesPaid.tournamentId, q.id));
    expect(paid.map((p) => [p.place, p.currency, p.amountCents])).toEqual([[2, 'USD', 543]]);
    expect(await balanceOf(app, player, 'USD')).toBe(start - 16_400 + 543);
    const report = await auditLedger(app.db);
    expect(report.balanceDifferences).toEqual([]);
    expect(report.unbalancedTransactions).toEqual([]);
  });
});
