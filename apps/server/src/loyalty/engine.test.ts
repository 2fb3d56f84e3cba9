import { realtimeMessageSchema, type CompExchangeRequest, type ShopCardType } from '@casino/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compBalances, compExchanges, domainEvents, lootBoxes, lotteries, shopCards } from '../db/schema';
import type { ValidationError } from '../http/errors';
import { createTestApp, type TestApp } from '../test/app';
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

let serial = 0;
const next = () => (serial += 1);

async function playerWith(realCents: number): Promise<number> {
  const id = await createPlayer(app.db, `loyalty-${next()}@example.com`);
  if (realCents > 0) await fund(app, id, realCents);
  else await app.services.wallet.openAccount(id, 'EUR');
  await app.services.outbox.drain();
  return id;
}

async function bet(playerId: number, amountCents: number, categories: string[]) {
  const moved = await app.services.wallet.bet({
    key: `loyalty-bet-${next()}`,
    playerId,
    currency: 'EUR',
    amountCents,
    metadata: { categories },
  });
  await app.services.outbox.drain();
  return moved.transactionId;
}

async function points(playerId: number) {
  const b = await app.services.loyalty.balance(playerId);
  return { chargeable: b.chargeable.points, persistent: b.persistent.points };
}

/** Gives a player spendable points directly (what many bets would earn). */
async function givePoints(playerId: number, chargeable: number) {
  await app.db
    .insert(compBalances)
    .values({ playerId, chargeablePoints: chargeable, persistentPoints: chargeable, updatedAt: app.clock.now() })
    .onConflictDoUpdate({ target: compBalances.playerId, set: { chargeablePoints: chargeable } });
}

/** Every event of the player delivered again (at-least-once delivery). */
async function redeliver(playerId: number) {
  await app.db
    .update(domainEvents)
    .set({ dispatchedAt: null })
    .where(and(eq(domainEvents.playerId, playerId), sql`${domainEvents.type} in ('bet.placed', 'bet.rolled_back')`));
  await app.services.outbox.drain();
}

async function compPushes(playerId: number) {
  const rows = await app.db
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.playerId, playerId), eq(domainEvents.type, 'realtime.push')))
    .orderBy(asc(domainEvents.id));
  return rows.map((r) => realtimeMessageSchema.parse(r.payload)).flatMap((m) => (m.channel === 'comps_award' ? [m.data] : []));
}

async function expectAuditClean() {
  const report = await auditLedger(app.db);
  expect(report.balanceDifferences).toEqual([]);
  expect(report.unbalancedTransactions).toEqual([]);
}

describe('comp point accrual', () => {
  it('SHOP-28 CONST-51 RT-04 comps_award a real bet earns points at its category rate, the fraction carries to the next bet, and each accrual is pushed', async () => {
    const playerId = await playerWith(100_000);
    // Slots earn 100 points per 100 EUR: 1.50 EUR is 1.5 points, one whole point now.
    await bet(playerId, 150, ['pokies']);
    expect(await points(playerId)).toEqual({ chargeable: 1, persistent: 1 });
    await bet(playerId, 50, ['pokies']);
    expect(await points(playerId)).toEqual({ chargeable: 2, persistent: 2 });
    // Live games earn 10 per 100 EUR: 20 EUR is 2 points; a game in slots and live earns the lower rate.
    await bet(playerId, 2_000, ['live', 'pokies']);
    expect(await points(playerId)).toEqual({ chargeable: 4, persistent: 4 });
    expect(await compPushes(playerId)).toEqual([
      { points: 1, total: 1 },
      { points: 1, total: 2 },
      { points: 2, total: 4 },
    ]);
  });

  it('SHOP-28 a replayed bet changes nothing, and a rolled-back bet takes its points back, never below zero', async () => {
    const playerId = await playerWith(100_000);
    await bet(playerId, 5_000, ['pokies']);
    const rolled = await bet(playerId, 3_000, ['pokies']);
    expect(await points(playerId)).toEqual({ chargeable: 80, persistent: 80 });
    await redeliver(playerId);
    expect(await points(playerId)).toEqual({ chargeable: 80, persistent: 80 });

    // All 80 points are spent before the rollback: the 30 taken back leave 0 to spend, not -30.
    await app.services.loyalty.exchange(playerId, 'money', { points: 80, group: 'money_bonus_5' });
    expect(await points(playerId)).toEqual({ chargeable: 0, persistent: 80 });
    await app.services.wallet.rollback({ key: `loyalty-rb-${next()}`, betTransactionId: rolled, playerId });
    await app.services.outbox.drain();
    expect(await points(playerId)).toEqual({ chargeable: 0, persistent: 50 });
    await redeliver(playerId);
    expect(await points(playerId)).toEqual({ chargeable: 0, persistent: 50 });
    await expectAuditClean();
  });

  it('SHOP-28 bonus money earns nothing: only the real part of a stake counts', async () => {
    const playerId = await playerWith(1_000);
    await app.services.wallet.grantBonus({
      key: `loyalty-bonus-${next()}`,
      playerId,
      currency: 'EUR',
      amountCents: 3_000,
      wageringRequiredCents: 0,
    });
    // Real money is staked first: 10 EUR of real money and 20 EUR of bonus money.
    await bet(playerId, 3_000, ['pokies']);
    expect(await points(playerId)).toEqual({ chargeable: 10, persistent: 10 });
  });

  it('VIP-12 reaching a level issues its gift once; persistent points place the player on the ladder', async () => {
    const playerId = await playerWith(100_000);
    await bet(playerId, 35_000, ['pokies']);
    expect(await app.services.loyalty.playerLevel(playerId)).toEqual({
      level: 'level_3',
      next_level: 'level_4',
      persistent_points: 350,
      progress_percent: 12,
    });
    const spins = async () => (await app.services.bonuses.list(playerId, 'freespins')).map((g) => g.freespins_total).sort();
    // Level 2 gives 10 free spins, level 3 gives 20.
    expect(await spins()).toEqual([10, 20]);
    await bet(playerId, 100, ['pokies']);
    await redeliver(playerId);
    expect(await spins()).toEqual([10, 20]);
  });

  it('VIP-12 WHEEL-04 a level that gives loot boxes issues them once, on the loot box wheel', async () => {
    const playerId = await playerWith(100_000);
    // Level 3 (300 points) gives one box.
    await bet(playerId, 35_000, ['pokies']);
    const boxes = async () => (await app.services.loyalty.wheels.boxes(playerId)).map((b) => [b.wheel, b.stage, b.group_key]);
    expect(await boxes()).toEqual([['rocketmart', 'issued', 'manual_wheel']]);
    await bet(playerId, 100, ['pokies']);
    await redeliver(playerId);
    expect(await boxes()).toHaveLength(1);
  });
});

/** One player's comp state as a player and the ladder see it. */
async function compState(playerId: number) {
  const [row] = await app.db.select().from(compBalances).where(eq(compBalances.playerId, playerId));
  const spins = (await app.services.bonuses.list(playerId, 'freespins')).map((g) => g.freespins_total).sort();
  const boxes = (await app.services.loyalty.wheels.boxes(playerId)).length;
  const pushes = await compPushes(playerId);
  return { ...(await points(playerId)), fraction: row?.persistentFraction, level: row?.level, spins, boxes, last: pushes.at(-1) };
}

describe('the batched accrual (decision 073)', () => {
  /** Bet events of two players: a duplicate, a rollback before its bet, a rollback after its bet, and a level reached. */
  function mixedEvents(a: number, b: number, base: number) {
    const placed = (playerId: number, id: number, realCents: number) => ({
      type: 'bet.placed',
      playerId,
      payload: {
        transaction_id: base + id,
        currency: 'EUR',
        amount_cents: realCents,
        real_cents: realCents,
        categories: ['pokies'],
      },
    });
    const rolledBack = (playerId: number, id: number) => ({
      type: 'bet.rolled_back',
      playerId,
      payload: { transaction_id: base + 100 + id, bet_transaction_id: base + id, currency: 'EUR' },
    });
    return [
      placed(a, 1, 5_000),
      placed(b, 2, 150),
      rolledBack(a, 3),
      placed(a, 3, 3_000),
      placed(a, 1, 5_000),
      placed(b, 4, 50),
      rolledBack(b, 2),
      placed(a, 5, 35_000),
      rolledBack(a, 5),
      placed(b, 6, 0),
    ];
  }

  it('SHOP-28 a batch of several players leaves what one-by-one handling leaves, and a redelivered batch changes nothing', async () => {
    const [a, b, oneA, oneB] = [await playerWith(0), await playerWith(0), await playerWith(0), await playerWith(0)];
    await app.services.outbox.publishAll(app.db, mixedEvents(a, b, 900_000_000));
    await app.services.outbox.drain();
    for (const event of mixedEvents(oneA, oneB, 900_001_000)) {
      await app.services.outbox.publish(app.db, event);
      await app.services.outbox.drain();
    }
    // By hand: A earns 50 + 350 (level 3 reached, its gifts given) and loses the 350 again; B earns
    // 1.5 + 0.5 (level 1 reached, it stays) and loses 1.5, which leaves half a point and nothing to spend.
    const expectedA = {
      chargeable: 50,
      persistent: 50,
      fraction: 0,
      level: 3,
      spins: [10, 20],
      boxes: 1,
      last: { points: 50, total: 50 },
    };
    const expectedB = { chargeable: 0, persistent: 0, fraction: 5_000, level: 1, spins: [], boxes: 0 };
    expect(await compState(a)).toEqual(expectedA);
    expect(await compState(b)).toEqual({ ...expectedB, last: undefined });
    expect(await compState(oneA)).toEqual({ ...expectedA, last: { points: -350, total: 50 } });
    expect(await compState(oneB)).toEqual({ ...expectedB, last: { points: -2, total: 0 } });

    await redeliver(a);
    await redeliver(b);
    expect(await compState(a)).toEqual(expectedA);
    expect(await compState(b)).toEqual({ ...expectedB, last: undefined });
  });
});

/**
 * 100 exchanges of one card at once; every refusal must be for too few points. Answers the
 * exchanges that went through.
 */
async function hundredAtOnce(playerId: number, type: ShopCardType, request: CompExchangeRequest) {
  const results = await Promise.allSettled(
    Array.from({ length: 100 }, () => app.services.loyalty.exchange(playerId, type, request)),
  );
  for (const r of results) {
    if (r.status === 'rejected') expect((r.reason as ValidationError).errors).toEqual({ points: ['not_enough_points'] });
  }
  return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
}

describe('the shop exchange', () => {
  it('SHOP-22 SHOP-28 100 concurrent exchanges with points for 50 give exactly 50 rewards and never a negative balance', async () => {
    const playerId = await playerWith(0);
    await givePoints(playerId, 50 * 50);
    expect(await hundredAtOnce(playerId, 'freespins', { points: 50, group: 'fs_10' })).toHaveLength(50);
    expect(await points(playerId)).toMatchObject({ chargeable: 0 });
    expect(await app.services.bonuses.list(playerId, 'freespins')).toHaveLength(50);
  });

  it('SHOP-22 SHOP-28 100 concurrent real-money exchanges with points for 20 pay exactly 20 prizes from the promotions account; the ledger stays balanced', async () => {
    const playerId = await playerWith(0);
    await givePoints(playerId, 20 * 400);
    expect(await hundredAtOnce(playerId, 'money', { points: 400, group: 'money_real_10' })).toHaveLength(20);
    expect(await balanceOf(app, playerId)).toBe(20 * 1_000);
    expect(await points(playerId)).toMatchObject({ chargeable: 0 });
    const unpaid = await app.db
      .select()
      .from(compExchanges)
      .where(and(eq(compExchanges.playerId, playerId), sql`${compExchanges.paidAt} is null`));
    expect(unpaid).toEqual([]);
    // The sweep pays nothing twice.
    expect(await app.services.loyalty.sweep()).toBe(0);
    expect(await balanceOf(app, playerId)).toBe(20 * 1_000);
    await expectAuditClean();
  });

  it('SHOP-11 SHOP-28 100 concurrent loot box exchanges with points for 50 issue exactly 50 boxes', async () => {
    const playerId = await playerWith(0);
    await givePoints(playerId, 50 * 100);
    expect(await hundredAtOnce(playerId, 'lootboxes', { points: 100, group: 'lootbox_1' })).toHaveLength(50);
    expect(await points(playerId)).toMatchObject({ chargeable: 0 });
    const boxes = await app.db.select().from(lootBoxes).where(eq(lootBoxes.playerId, playerId));
    expect(boxes).toHaveLength(50);
  });

  it('SHOP-11 SHOP-28 100 concurrent lottery exchanges of 2 tickets with points for 50 issue exactly 100 tickets, each number once', async () => {
    const playerId = await playerWith(0);
    await givePoints(playerId, 50 * 60);
    const [lottery] = await app.db.select().from(lotteries).where(eq(lotteries.frontendIdentifier, 'weekly-lottery'));
    if (!lottery) throw new Error('the demo lottery is not seeded');
    const request = { points: 60, group: 'lottery_weekly', tickets_count: 2, lottery_id: lottery.id };
    const done = await hundredAtOnce(playerId, 'lotteries', request);
    expect(done).toHaveLength(50);
    expect(await points(playerId)).toMatchObject({ chargeable: 0 });
    const status = await app.services.lotteries.status(lottery.id, playerId);
    expect(status.tickets).toHaveLength(100);
    expect(new Set(done.flatMap((d) => d.tickets)).size).toBe(100);
  });

  it('SHOP-11 SHOP-28 a lottery that has ended refuses its tickets, and the points taken in the same transaction come back', async () => {
    const playerId = await playerWith(0);
    await givePoints(playerId, 100);
    const now = app.clock.now();
    const [ended] = await app.db
      .insert(lotteries)
      .values({
        frontendIdentifier: `ended-${next()}`,
        title: 'Ended',
        currency: 'EUR',
        startAt: new Date(now.getTime() - 2 * 86_400_000),
        endAt: new Date(now.getTime() - 86_400_000),
        serverSeed: 'seed',
        serverSeedHash: 'hash',
        createdAt: now,
      })
      .returning();
    if (!ended) throw new Error('lottery not stored');
    const group = `lottery_ended_${ended.id}`;
    await app.db.insert(shopCards).values({
      group,
      type: 'lotteries',
      title: 'Ended lottery ticket',
      rates: [{ currency: 'EUR', points: 30, amount_cents: 0 }],
      lotteryIds: [ended.id],
    });
    await expect(
      app.services.loyalty.exchange(playerId, 'lotteries', { points: 60, group, tickets_count: 2 }),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await points(playerId)).toMatchObject({ chargeable: 100 });
    expect(await app.db.select().from(compExchanges).where(eq(compExchanges.playerId, playerId))).toEqual([]);
  });

  it('SHOP-28 a real-money exchange a crash left unpaid is paid once by the sweep', async () => {
    const playerId = await playerWith(0);
    await givePoints(playerId, 400);
    await app.services.loyalty.exchange(playerId, 'money', { points: 400, group: 'money_real_10' });
    // As if the process had stopped between the debit and the credit.
    await app.db.update(compExchanges).set({ paidAt: null }).where(eq(compExchanges.playerId, playerId));
    expect(await app.services.loyalty.sweep()).toBe(1);
    expect(await app.services.loyalty.sweep()).toBe(0);
    expect(await balanceOf(app, playerId)).toBe(1_000);
    await expectAuditClean();
  });
});
