import type { VipAdventuresConfig } from '@casino/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainEvents, giftTemplates, gifts, players } from '../db/schema';
import { createTestApp, openSecondProcess, TEST_START, type TestApp } from '../test/app';
import { fund } from '../test/play';
import { createPlayer } from '../test/players';
import { auditLedger } from '../wallet';

let app: TestApp;
let templates: { bonus: number; spins: number; super: number };
beforeAll(async () => {
  app = await createTestApp();
  const id = async (groupKey: string) =>
    (await app.db.select({ id: giftTemplates.id }).from(giftTemplates).where(eq(giftTemplates.groupKey, groupKey)))[0]?.id ?? 0;
  templates = { bonus: await id('adventure_bonus'), spins: await id('adventure_spins'), super: await id('adventure_super') };
}, 180_000);
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  app.clock.set(TEST_START);
});

let serial = 0;
const next = () => (serial += 1);

/** Three days from 2026-11-14: today (2026-11-15 in UTC) is day 2. Day 1 asks a deposit, days 2 and 3 a deposit and its stake once over. */
function adventure(): VipAdventuresConfig {
  return {
    is_enabled: true,
    group_ids: [],
    start_date: '2026-11-14',
    days: [1, 2, 3].map((day) => ({
      day,
      condition: { min_dep: { EUR: 2_000 }, wager: day === 1 ? 0 : 1, period_activation_days: 2 },
      prize:
        day === 2
          ? {
              type: 'freespins' as const,
              text_key: 'adventures.prize.freespins',
              freespins_count: 20,
              gift_template_id: templates.spins,
            }
          : {
              type: 'bonus' as const,
              text_key: 'adventures.prize.bonus',
              bonus_cents: { EUR: 500 * day },
              gift_template_id: templates.bonus,
            },
    })),
    super_prize: { text_key: 'adventures.super_prize', amounts: { EUR: 10_000 }, gift_template_id: templates.super },
  };
}

async function player(country: string | null = null): Promise<number> {
  const id = await createPlayer(app.db, `adventure-${next()}@example.com`);
  if (country) await app.db.update(players).set({ country }).where(eq(players.id, id));
  await app.services.wallet.openAccount(id, 'EUR');
  return id;
}

async function deposit(playerId: number, cents: number) {
  await fund(app, playerId, cents);
  await app.services.outbox.drain();
}

async function bet(playerId: number, cents: number): Promise<number> {
  const moved = await app.services.wallet.bet({ key: `adventure-bet-${next()}`, playerId, currency: 'EUR', amountCents: cents });
  await app.services.outbox.drain();
  return moved.transactionId;
}

const calendar = (playerId: number) => app.services.adventures.calendar(playerId);
async function card(playerId: number, step: number) {
  const day = (await calendar(playerId)).days[step - 1];
  if (!day) throw new Error(`no card ${step}`);
  return day;
}
const adventureGifts = (playerId: number) =>
  app.db
    .select()
    .from(gifts)
    .where(and(eq(gifts.playerId, playerId), sql`${gifts.source} like 'adventure:%'`));

/** Every money event of the player delivered again (at-least-once delivery). */
async function markUndelivered(playerId: number) {
  await app.db
    .update(domainEvents)
    .set({ dispatchedAt: null })
    .where(
      and(
        eq(domainEvents.playerId, playerId),
        sql`${domainEvents.type} in ('deposit.succeeded', 'bet.placed', 'bet.rolled_back')`,
      ),
    );
}

describe('adventure evaluation', () => {
  beforeAll(async () => {
    await app.services.config.set('vip-adventures', adventure());
  });

  it('ADV-14 ADV-06 a deposit and its stake on the day complete it once: the day gift is issued with the day activation period', async () => {
    const playerId = await player();
    await deposit(playerId, 1_500);
    expect((await card(playerId, 2)).progress).toEqual({ deposit_cents: 1_500, wager_cents: 0, wager_required_cents: 2_000 });
    await deposit(playerId, 500);
    await bet(playerId, 1_999);
    expect((await card(playerId, 2)).status).toBe('active');
    await bet(playerId, 1);
    const day = await card(playerId, 2);
    expect(day).toMatchObject({ status: 'completed', state: 'completed', isCompleted: true });
    expect(day.gift).toMatchObject({ type: 'freespins', stage: 'issued', activatable: true });
    // ADV-09: the completed card counts down to the gift's activation deadline: period_activation_days after issue.
    expect(day.gift?.activatable_until).toBe('2026-11-17T12:00:00.000Z');
    expect(day.countdown_until).toBe('2026-11-17T12:00:00.000Z');
    expect(await adventureGifts(playerId)).toHaveLength(1);
  });

  it('ADV-14 a replayed deposit or bet counts nothing and issues nothing more, even when two processes deliver it at once', async () => {
    const playerId = await player();
    await deposit(playerId, 2_000);
    await bet(playerId, 2_000);
    const before = await card(playerId, 2);
    await markUndelivered(playerId);
    const second = await openSecondProcess(app);
    try {
      await Promise.all([app.services.outbox.drain(), second.services.outbox.drain()]);
    } finally {
      await second.close();
    }
    expect((await card(playerId, 2)).progress).toEqual(before.progress);
    expect(await adventureGifts(playerId)).toHaveLength(1);
    const report = await auditLedger(app.db);
    expect(report.unbalancedTransactions).toEqual([]);
  });

  it('ADV-14 a rollback takes its stake off the day, so the day needs the stake again', async () => {
    const playerId = await player();
    await deposit(playerId, 5_000);
    const rolled = await bet(playerId, 1_500);
    expect((await card(playerId, 2)).progress.wager_cents).toBe(1_500);
    await app.services.wallet.rollback({ key: `adventure-rb-${next()}`, betTransactionId: rolled, playerId });
    await app.services.outbox.drain();
    expect((await card(playerId, 2)).progress.wager_cents).toBe(0);
    await bet(playerId, 1_999);
    expect((await card(playerId, 2)).status).toBe('active');
  });

  it('ADV-14 a rollback delivered before its bet leaves the late bet counting nothing', async () => {
    const playerId = await player();
    const betId = 900_000_000 + next();
    const publish = (type: string, payload: Record<string, unknown>) =>
      app.services.outbox.publishAll(app.db, [{ type, playerId, payload }]);
    await publish('bet.rolled_back', { transaction_id: betId + 1, bet_transaction_id: betId });
    await app.services.outbox.drain();
    await publish('bet.placed', { transaction_id: betId, currency: 'EUR', amount_cents: 2_000, real_cents: 2_000 });
    await app.services.outbox.drain();
    expect((await card(playerId, 2)).progress.wager_cents).toBe(0);
  });

  it('ADV-14 day boundaries are the player time zone: noon UTC is already the next day in Auckland', async () => {
    const playerId = await player('NZ');
    const view = await calendar(playerId);
    expect(view.time_zone).toBe('Pacific/Auckland');
    expect(view.days.find((d) => d.today)?.date).toBe('2026-11-16');
    await deposit(playerId, 2_000);
    await bet(playerId, 2_000);
    expect((await card(playerId, 2)).progress.deposit_cents).toBe(0);
    expect(await card(playerId, 3)).toMatchObject({
      status: 'completed',
      progress: { deposit_cents: 2_000, wager_cents: 2_000 },
    });
    // At 09:00 UTC it is 22:00 on the 15th in Auckland (UTC+13): the active day's countdown ends at its midnight.
    app.clock.set('2026-11-15T09:00:00.000Z');
    const other = await player('NZ');
    expect(await card(other, 2)).toMatchObject({ status: 'active', countdown_until: '2026-11-15T11:00:00.000Z' });
  });

  it('ADV-14 a deposit outside the calendar counts for no day', async () => {
    const playerId = await player();
    app.clock.set('2026-11-20T12:00:00.000Z');
    await deposit(playerId, 5_000);
    expect((await calendar(playerId)).days.every((d) => d.progress.deposit_cents === 0)).toBe(true);
  });

  it('ADV-14 ADV-07 completing every day issues the super prize once, with its amount in the currency', async () => {
    const playerId = await player();
    app.clock.set('2026-11-14T12:00:00.000Z');
    await deposit(playerId, 2_000);
    for (const at of ['2026-11-15T12:00:00.000Z', '2026-11-16T12:00:00.000Z']) {
      app.clock.set(at);
      await deposit(playerId, 2_000);
      await bet(playerId, 2_000);
    }
    const view = await calendar(playerId);
    expect(view.days.map((d) => d.status)).toEqual(['completed', 'completed', 'completed', 'superb']);
    expect(view.days[3]).toMatchObject({ isSuperPrize: true, state: 'superPrize', isCompleted: true, step: 4, stepTotal: 4 });
    const issued = await adventureGifts(playerId);
    expect(issued.map((g) => g.source).sort()).toEqual([
      'adventure:2026-11-14:day:1',
      'adventure:2026-11-14:day:2',
      'adventure:2026-11-14:day:3',
      'adventure:2026-11-14:super',
    ]);
    expect(issued.find((g) => g.source.endsWith(':super'))?.bonusCents).toBe(10_000);
    expect(issued.find((g) => g.source.endsWith(':day:3'))?.bonusCents).toBe(1_500);
    // ADV-12: the last day is completed, so the adventure is over.
    expect(view.is_over).toBe(true);
  });

  it('ADV-04 ADV-07 ADV-10 ADV-12 the calendar of a player who did nothing: lost, active, future, superb; over two days after the last', async () => {
    const playerId = await player();
    const view = await calendar(playerId);
    expect(view.days.map((d) => [d.state, d.status])).toEqual([
      ['lost', 'lost'],
      ['active', 'active'],
      ['future', 'future'],
      ['superPrize', 'superb'],
    ]);
    expect(view.days[1]).toMatchObject({
      day: 15,
      index: 1,
      month: 11,
      weekday: 0,
      today: true,
      step: 2,
      stepTotal: 4,
      condition: { minDep: 2_000, wager: 1, periodActivationDays: 2 },
      prize: { type: 'freespins', freespins_count: 20 },
      gift: null,
    });
    expect(view.is_over).toBe(false);
    app.clock.set('2026-11-17T12:00:00.000Z');
    expect((await calendar(playerId)).is_over).toBe(false);
    app.clock.set('2026-11-18T12:00:00.000Z');
    expect((await calendar(playerId)).is_over).toBe(true);
  });
});

describe('adventure batch handling', () => {
  beforeAll(async () => {
    await app.services.config.set('vip-adventures', adventure());
  });

  /** A mixed batch for players a, b and c: a duplicate deposit, a rollback before its bet, days completed by bets rolled back later. */
  function mixedEvents(a: number, b: number, c: number) {
    const id = 910_000_000 + next() * 100;
    const depositOf = (playerId: number, tx: number, cents: number) => ({
      type: 'deposit.succeeded',
      playerId,
      payload: { transaction_id: id + tx, currency: 'EUR', amount_cents: cents },
    });
    const betOf = (playerId: number, tx: number, cents: number) => ({
      type: 'bet.placed',
      playerId,
      payload: { transaction_id: id + tx, currency: 'EUR', amount_cents: cents, real_cents: cents },
    });
    const rollbackOf = (playerId: number, tx: number) => ({
      type: 'bet.rolled_back',
      playerId,
      payload: { transaction_id: id + 50 + tx, bet_transaction_id: id + tx },
    });
    return [
      depositOf(a, 1, 2_000),
      betOf(a, 2, 1_500),
      betOf(b, 3, 1_000),
      depositOf(a, 1, 2_000),
      rollbackOf(b, 4),
      betOf(b, 4, 3_000),
      depositOf(c, 5, 2_000),
      betOf(c, 6, 2_000),
      rollbackOf(c, 6),
      betOf(a, 7, 500),
      rollbackOf(a, 2),
    ];
  }

  async function stateOf(playerId: number) {
    const day = await card(playerId, 2);
    return { progress: day.progress, status: day.status, gifts: (await adventureGifts(playerId)).length };
  }

  it('ADV-14 a mixed batch (duplicate id, rollback before its bet, days completed by stakes rolled back later) leaves what one-by-one handling leaves; a redelivery changes nothing', async () => {
    const batch = [await player(), await player(), await player()] as const;
    const single = [await player(), await player(), await player()] as const;
    await app.services.outbox.publishAll(app.db, mixedEvents(...batch));
    await app.services.outbox.drain();
    for (const event of mixedEvents(...single)) {
      await app.services.outbox.publishAll(app.db, [event]);
      await app.services.outbox.drain();
    }
    const required = { wager_required_cents: 2_000 };
    const expected = [
      { progress: { deposit_cents: 2_000, wager_cents: 500, ...required }, status: 'completed', gifts: 1 },
      { progress: { deposit_cents: 0, wager_cents: 1_000, ...required }, status: 'active', gifts: 0 },
      { progress: { deposit_cents: 2_000, wager_cents: 0, ...required }, status: 'completed', gifts: 1 },
    ];
    for (const [i, state] of expected.entries()) {
      expect(await stateOf(batch[i] ?? 0)).toEqual(state);
      expect(await stateOf(single[i] ?? 0)).toEqual(state);
    }
    // The whole batch delivered again at once.
    await app.db
      .update(domainEvents)
      .set({ dispatchedAt: null })
      .where(
        and(
          inArray(domainEvents.playerId, [...batch]),
          sql`${domainEvents.type} in ('deposit.succeeded', 'bet.placed', 'bet.rolled_back')`,
        ),
      );
    await app.services.outbox.drain();
    for (const [i, state] of expected.entries()) expect(await stateOf(batch[i] ?? 0)).toEqual(state);
  });
});
