import { realtimeMessageSchema, type TournamentPrize } from '@casino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, giftTemplates, gifts, tournamentPrizesPaid, tournaments } from '../db/schema';
import { insertTournament } from '../test/competitions';
import { createTestApp, openSecondProcess, type TestApp } from '../test/app';
import { balanceOf, fund } from '../test/play';
import { createPlayer } from '../test/players';
import { auditLedger } from '../wallet';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const HOUR = 60 * 60 * 1000;
let serial = 0;
const next = () => (serial += 1);

/** A running tournament of the test's own (test/competitions.ts). */
const tournament = (extra: Parameters<typeof insertTournament>[1] = {}) => insertTournament(app, extra);

async function player(cents = 100_000, currency = 'EUR'): Promise<number> {
  const id = await createPlayer(app.db, `race-${next()}@example.com`);
  await fund(app, id, cents, currency);
  await app.services.outbox.drain();
  return id;
}

const SLOT = { game_identifier: 'inhouse:test-slot', provider: 'inhouse', categories: ['pokies'] };

async function bet(playerId: number, amountCents: number, options: { currency?: string; game?: typeof SLOT } = {}) {
  const moved = await app.services.wallet.bet({
    key: `race-bet-${next()}`,
    playerId,
    currency: options.currency ?? 'EUR',
    amountCents,
    metadata: options.game ?? SLOT,
  });
  await app.services.outbox.drain();
  return moved.transactionId;
}

async function win(playerId: number, betTransactionId: number, amountCents: number) {
  await app.services.wallet.win({ key: `race-win-${next()}`, playerId, currency: 'EUR', amountCents, betTransactionId });
  await app.services.outbox.drain();
}

async function rollback(playerId: number, betTransactionId: number) {
  await app.services.wallet.rollback({ key: `race-rb-${next()}`, betTransactionId, playerId });
  await app.services.outbox.drain();
}

const tick = (ms = 1000) => app.clock.advance(ms);
const leaderboard = async (id: number, playerId: number) => app.services.competitions.status(id, playerId);
const places = async (id: number, ids: number[]) => {
  const status = await leaderboard(id, ids[0] ?? 0);
  const byName = new Map(await Promise.all(ids.map(async (p) => [(await leaderboard(id, p)).award_place, p] as const)));
  return status.top_players.map((row) => byName.get(row.award_place));
};

async function expectLedgerClean() {
  const report = await auditLedger(app.db);
  expect(report.balanceDifferences).toEqual([]);
  expect(report.unbalancedTransactions).toEqual([]);
}

describe('tournament scoring', () => {
  it('TOUR-12 ranks by the sum of bets; at equal sums the one who reached it first is ahead', async () => {
    const t = await tournament();
    const [a, b, c] = [await player(), await player(), await player()];
    await bet(a, 500);
    tick();
    await bet(b, 300);
    tick();
    await bet(c, 200);
    tick();
    await bet(c, 300);
    tick();
    await bet(b, 200);
    expect(await places(t.id, [a, b, c])).toEqual([a, c, b]);
    const status = await leaderboard(t.id, b);
    expect(status).toMatchObject({ bets: 500, bets_count: 2, score: 500, award_place: 3 });
    expect(await app.services.competitions.check(t.id)).toEqual([]);
  });

  it('TOUR-12 ranks by the number of bets, ties broken by the earlier reach', async () => {
    const t = await tournament({ strategy: 'bet_count' });
    const [a, b] = [await player(), await player()];
    await bet(b, 100);
    tick();
    await bet(a, 5_000);
    tick();
    await bet(a, 100);
    tick();
    await bet(b, 100);
    expect(await places(t.id, [a, b])).toEqual([a, b]);
    expect((await leaderboard(t.id, a)).score).toBe(2);
    tick();
    await bet(b, 100);
    expect(await places(t.id, [a, b])).toEqual([b, a]);
    expect(await app.services.competitions.check(t.id)).toEqual([]);
  });

  it('TOUR-12 ranks by the best single win-to-bet multiplier, ties broken by the earlier win', async () => {
    const t = await tournament({ strategy: 'best_multiplier' });
    const [a, b, c] = [await player(), await player(), await player()];
    const betA = await bet(a, 100);
    const betB = await bet(b, 200);
    const betC = await bet(c, 1_000);
    await win(b, betB, 1_000);
    tick();
    await win(a, betA, 500);
    tick();
    await win(c, betC, 2_000);
    // a and b both 5x: b won first. c 2x. A bet with no win ranks nobody.
    expect(await places(t.id, [a, b, c])).toEqual([b, a, c]);
    expect((await leaderboard(t.id, b)).score).toBe(500);
    const d = await player();
    await bet(d, 100);
    expect((await leaderboard(t.id, d)).award_place).toBeNull();
    expect(await app.services.competitions.check(t.id)).toEqual([]);
  });

  it('TOUR-12 counts only the configured games, the minimum bet, rated currencies and the groups', async () => {
    const t = await tournament({
      categories: ['live'],
      minBetCents: 100,
      ratesPpm: { USD: 900_000 },
    });
    const live = { game_identifier: 'inhouse:test-live', provider: 'inhouse', categories: ['live'] };
    const a = await player();
    await bet(a, 1_000);
    await bet(a, 99, { game: live });
    await bet(a, 1_000, { game: live });
    expect((await leaderboard(t.id, a)).bets).toBe(1_000);
    const usd = await player(100_000, 'USD');
    await bet(usd, 1_000, { currency: 'USD', game: live });
    expect((await leaderboard(t.id, usd)).bets).toBe(900);
    const nok = await player(100_000, 'NOK');
    await bet(nok, 1_000, { currency: 'NOK', game: live });
    expect((await leaderboard(t.id, nok)).bets).toBe(0);

    const grouped = await tournament({ groupIds: [257] });
    await bet(a, 700);
    expect((await leaderboard(grouped.id, a).catch(() => null))?.bets ?? 0).toBe(0);
  });

  it('TOUR-12 a replayed bet changes nothing and a rolled-back bet leaves the score, also when the rollback comes first', async () => {
    const t = await tournament();
    const a = await player();
    await bet(a, 1_000);
    const rolled = await bet(a, 400);
    expect((await leaderboard(t.id, a)).bets).toBe(1_400);
    await rollback(a, rolled);
    expect(await leaderboard(t.id, a)).toMatchObject({ bets: 1_000, bets_count: 1 });
    // Every event of the player delivered again (at-least-once delivery): nothing changes.
    await app.db
      .update(domainEvents)
      .set({ dispatchedAt: null })
      .where(and(eq(domainEvents.playerId, a), sql`${domainEvents.type} in ('bet.placed', 'bet.rolled_back', 'win.credited')`));
    await app.services.outbox.drain();
    expect(await leaderboard(t.id, a)).toMatchObject({ bets: 1_000, bets_count: 1 });
    expect(await app.services.competitions.check(t.id)).toEqual([]);

    // The rollback delivered before its bet: the bet, when it comes, counts nothing.
    const late = await app.services.wallet.bet({
      key: `race-bet-${next()}`,
      playerId: a,
      currency: 'EUR',
      amountCents: 900,
      metadata: SLOT,
    });
    const betEvent = and(
      eq(domainEvents.type, 'bet.placed'),
      sql`(${domainEvents.payload}->>'transaction_id')::bigint = ${late.transactionId}`,
    );
    await app.db.update(domainEvents).set({ dispatchedAt: app.clock.now() }).where(betEvent);
    await app.services.wallet.rollback({ key: `race-rb-${next()}`, betTransactionId: late.transactionId, playerId: a });
    await app.services.outbox.drain();
    await app.db.update(domainEvents).set({ dispatchedAt: null }).where(betEvent);
    await app.services.outbox.drain();
    expect(await leaderboard(t.id, a)).toMatchObject({ bets: 1_000, bets_count: 1 });
    expect(await app.services.competitions.check(t.id)).toEqual([]);
  });

  it('TOUR-08 a tournament with confirmation counts bets only after the player joined', async () => {
    const t = await tournament({ confirmationRequired: true });
    const a = await player();
    await bet(a, 300);
    expect(await leaderboard(t.id, a)).toMatchObject({ bets: 0, confirmed: false });
    tick();
    const joined = await app.services.competitions.confirm(t.id, a);
    expect(joined.confirmed).toBe(true);
    tick();
    await bet(a, 500);
    expect(await leaderboard(t.id, a)).toMatchObject({ bets: 500, confirmed: true, award_place: 1 });
  });

  it('RT-09 pushes the player place and score on tournaments_statuses', async () => {
    const t = await tournament();
    const a = await player();
    await bet(a, 250);
    const pushes = await app.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.playerId, a), eq(domainEvents.type, 'realtime.push')));
    const statuses = pushes
      .map((e) => realtimeMessageSchema.safeParse(e.payload))
      .flatMap((r) => (r.success && r.data.channel === 'tournaments_statuses' ? [r.data.data] : []));
    expect(statuses).toContainEqual({ tournament_id: t.id, bets: 250, score: 250, award_place: 1 });
  });
});

describe('tournament awards', () => {
  async function bonusTemplate() {
    const [template] = await app.db
      .insert(giftTemplates)
      .values({
        kind: 'bonus',
        title: 'Race bonus',
        groupKey: `race_bonus_${next()}`,
        amounts: { EUR: 2_000 },
        wagerMultiplier: 10,
        activationDays: 7,
        validityDays: 30,
        eligibility: { groups: [], countries: [], depositNumber: null },
        createdAt: app.clock.now(),
      })
      .returning();
    if (!template) throw new Error('template not stored');
    return template.id;
  }

  async function endedRace(prizes: TournamentPrize[]) {
    const t = await tournament({ prizes });
    const [a, b, c] = [await player(), await player(), await player()];
    await bet(a, 3_000);
    await bet(b, 2_000);
    await bet(c, 1_000);
    return { t, winners: [a, b, c] as const };
  }

  it('TOUR-12 RT-13 pays each place once at the end, even with two processes racing and a run repeated', async () => {
    const template = await bonusTemplate();
    const { t, winners } = await endedRace([
      { place: 1, kind: 'money', amount_cents: 10_000 },
      { place: 2, kind: 'gift', template_id: template },
    ]);
    const [a, b, c] = winners;
    const before = await balanceOf(app, a);
    app.clock.advance(2 * HOUR);
    const other = await openSecondProcess(app);
    try {
      await Promise.all([app.services.competitions.awardEnded(), other.services.competitions.awardEnded()]);
      await app.services.competitions.awardEnded();
    } finally {
      await other.close();
    }
    await app.services.outbox.drain();
    expect(await balanceOf(app, a)).toBe(before + 10_000);
    const bGifts = await app.db.select().from(gifts).where(eq(gifts.playerId, b));
    expect(bGifts).toHaveLength(1);
    expect(bGifts[0]?.source).toBe(`tournament:${t.id}:place:2`);
    expect(await app.db.select().from(gifts).where(eq(gifts.playerId, c))).toHaveLength(0);
    const paid = await app.db.select().from(tournamentPrizesPaid).where(eq(tournamentPrizesPaid.tournamentId, t.id));
    expect(paid.map((p) => [p.place, p.playerId, p.paidAt !== null])).toEqual([
      [1, a, true],
      [2, b, true],
    ]);
    const notices = (await app.db.select().from(domainEvents).where(eq(domainEvents.playerId, a)))
      .map((e) => realtimeMessageSchema.safeParse(e.payload))
      .flatMap((r) => (r.success && r.data.channel === 'tournament_notifications' ? [r.data.data] : []));
    expect(notices).toEqual([
      {
        tournament_id: t.id,
        award_place: 1,
        previous_place: null,
        amount_cents: 10_000,
        currency: 'EUR',
        title: t.title,
        frontend_identifier: t.frontendIdentifier,
        quest_level: false,
        prize: { place: 1, kind: 'money', amount_cents: 10_000 },
      },
    ]);
    // A bet after the award counts nowhere.
    await bet(c, 50_000);
    expect((await leaderboard(t.id, c)).bets).toBe(1_000);
    await expectLedgerClean();
  });

  it('TOUR-12 a comp points prize is paid once at the end (two processes racing, the run repeated)', async () => {
    const { t, winners } = await endedRace([
      { place: 1, kind: 'money', amount_cents: 4_000 },
      { place: 2, kind: 'comp_points', points: 750 },
    ]);
    const [, b] = winners;
    const before = (await app.services.loyalty.balance(b)).chargeable.points;
    app.clock.advance(2 * HOUR);
    const other = await openSecondProcess(app);
    try {
      await Promise.all([app.services.competitions.awardEnded(), other.services.competitions.awardEnded()]);
      await other.services.competitions.awardEnded();
    } finally {
      await other.close();
    }
    await app.services.competitions.awardEnded();
    await app.services.outbox.drain();
    expect((await app.services.loyalty.balance(b)).chargeable.points).toBe(before + 750);
    const [row] = await app.db
      .select()
      .from(tournamentPrizesPaid)
      .where(and(eq(tournamentPrizesPaid.tournamentId, t.id), eq(tournamentPrizesPaid.place, 2)));
    expect(row).toMatchObject({ playerId: b, prize: { kind: 'comp_points', points: 750 } });
    expect(row?.paidAt).not.toBeNull();
    const pushed = (await app.db.select().from(domainEvents).where(eq(domainEvents.playerId, b)))
      .map((e) => realtimeMessageSchema.safeParse(e.payload))
      .flatMap((r) => (r.success && r.data.channel === 'comps_award' ? [r.data.data] : []));
    expect(pushed).toContainEqual({ points: 750, total: before + 750 });
    const board = await app.services.competitions.staffBoard(t.id);
    expect(board.awards.find((a) => a.place === 2)).toMatchObject({
      prize: { kind: 'comp_points', points: 750 },
      transaction_id: null,
    });
  });

  it('TOUR-12 a run stopped after recording the prizes is finished by the next without paying twice', async () => {
    const { t, winners } = await endedRace([{ place: 1, kind: 'money', amount_cents: 7_000 }]);
    const [a] = winners;
    const before = await balanceOf(app, a);
    app.clock.advance(2 * HOUR);
    await app.services.competitions.awardEnded();
    // As if the process stopped after paying but before marking the prize paid.
    await app.db.update(tournamentPrizesPaid).set({ paidAt: null }).where(eq(tournamentPrizesPaid.tournamentId, t.id));
    await app.services.competitions.awardEnded();
    expect(await balanceOf(app, a)).toBe(before + 7_000);
    await expectLedgerClean();
  });

  it('TOUR-12 a canceled tournament counts nothing more and awards nothing', async () => {
    const t = await tournament({ prizes: [{ place: 1, kind: 'money', amount_cents: 5_000 }] });
    const a = await player();
    await app.db.update(tournaments).set({ canceledAt: app.clock.now() }).where(eq(tournaments.id, t.id));
    const before = await balanceOf(app, a);
    await bet(a, 1_000);
    app.clock.advance(2 * HOUR);
    await app.services.competitions.awardEnded();
    expect(await balanceOf(app, a)).toBe(before - 1_000);
  });
});
