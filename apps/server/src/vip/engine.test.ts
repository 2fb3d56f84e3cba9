import { realtimeMessageSchema } from '@casino/contracts';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, gifts } from '../db/schema';
import { groupsOf } from '../players';
import { createTestApp, type TestApp } from '../test/app';
import { fund } from '../test/play';
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

async function player(): Promise<number> {
  const id = await createPlayer(app.db, `vip-${next()}@example.com`);
  await app.services.wallet.openAccount(id, 'EUR');
  return id;
}

async function deposit(playerId: number, cents: number) {
  await fund(app, playerId, cents);
  await app.services.outbox.drain();
}

async function bet(playerId: number, cents: number) {
  const moved = await app.services.wallet.bet({ key: `vip-bet-${next()}`, playerId, currency: 'EUR', amountCents: cents });
  await app.services.outbox.drain();
  return moved.transactionId;
}

/** Every wallet event of the player delivered again (at-least-once delivery). */
async function redeliver(playerId: number) {
  await app.db
    .update(domainEvents)
    .set({ dispatchedAt: null })
    .where(
      and(
        eq(domainEvents.playerId, playerId),
        sql`${domainEvents.type} in ('deposit.succeeded', 'bet.placed', 'bet.rolled_back')`,
      ),
    );
  await Promise.all([app.services.outbox.drain(), app.services.outbox.drain()]);
}

const vipGifts = (playerId: number) =>
  app.db
    .select({ source: gifts.source })
    .from(gifts)
    .where(and(eq(gifts.playerId, playerId), like(gifts.source, 'vip:%')));

async function groupPushes(playerId: number) {
  const rows = await app.db
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.playerId, playerId), eq(domainEvents.type, 'realtime.push')))
    .orderBy(asc(domainEvents.id));
  return rows.map((r) => realtimeMessageSchema.parse(r.payload)).flatMap((m) => (m.channel === 'groups_updates' ? [m.data] : []));
}

describe('VIP sums and upgrades', () => {
  it('VIP-15 VIP-09 RT-10 crossing the Bronze deposit threshold upgrades at once: group 257, groups_updates, one Bronze gift', async () => {
    const id = await player();
    await deposit(id, 599_999);
    expect(await app.services.vip.progress(id)).toMatchObject({
      activeStatus: 'REGULAR',
      depositAmountCents: 599_999,
      overallProgress: 99,
    });
    expect(await groupsOf(app.db, id)).toContain(1117);
    await deposit(id, 1);
    expect(await app.services.vip.progress(id)).toMatchObject({
      currentStatus: 'BRONZE',
      activeStatus: 'BRONZE',
      nextStatus: 'SILVER',
      depositAmountCents: 600_000,
      depositThresholdCents: 1_800_000,
    });
    const groups = await groupsOf(app.db, id);
    expect(groups).toContain(257);
    expect(groups).not.toContain(1117);
    expect((await groupPushes(id)).at(-1)).toEqual({ groups });
    expect(await vipGifts(id)).toEqual([{ source: `vip:${id}:BRONZE:2026-Q4` }]);
  });

  it('VIP-15 a replayed deposit or bet, even delivered twice at once, counts once and gifts once', async () => {
    const id = await player();
    await deposit(id, 700_000);
    await bet(id, 10_000);
    await redeliver(id);
    expect(await app.services.vip.progress(id)).toMatchObject({
      depositAmountCents: 700_000,
      betSumCents: 10_000,
      activeStatus: 'BRONZE',
    });
    expect(await vipGifts(id)).toHaveLength(1);
    const report = await auditLedger(app.db);
    expect(report.balanceDifferences).toEqual([]);
  });

  it('VIP-15 a real bet counts to the bet sum, bonus money does not, and a rollback takes the bet back (replayed: once)', async () => {
    const id = await player();
    await deposit(id, 50_000);
    await app.services.wallet.grantBonus({
      key: `vip-bonus-${next()}`,
      playerId: id,
      currency: 'EUR',
      amountCents: 20_000,
      wageringRequiredCents: 0,
    });
    await app.services.outbox.drain();
    // 500 EUR of real money and 100 EUR of bonus money staked: 500 EUR count.
    const big = await bet(id, 60_000);
    await bet(id, 1_000);
    expect((await app.services.vip.progress(id)).betSumCents).toBe(50_000);
    await app.services.wallet.rollback({ key: `vip-rb-${next()}`, betTransactionId: big, playerId: id });
    await app.services.outbox.drain();
    await redeliver(id);
    expect((await app.services.vip.progress(id)).betSumCents).toBe(0);
  });

  it('VIP-03 VIP-15 reaching Diamond gives group 759 and the Diamond gift; a later quarter end keeps it', async () => {
    const id = await player();
    await deposit(id, 60_000_000);
    expect(await app.services.vip.progress(id)).toMatchObject({
      activeStatus: 'DIAMOND',
      nextStatus: null,
      overallProgress: 100,
    });
    expect(await groupsOf(app.db, id)).toContain(759);
    expect(await vipGifts(id)).toEqual([{ source: `vip:${id}:DIAMOND:2026-Q4` }]);
  });
});

describe('VIP quarter end', () => {
  it('VIP-15 VIP-09 a status reached in Q4 holds through Q1; at the end of Q1 (Curaçao time) it ends unless Q1 reached it again', async () => {
    const lapsed = await player();
    const renewed = await player();
    const diamond = await player();
    await deposit(lapsed, 600_000);
    await deposit(renewed, 600_000);
    await deposit(diamond, 60_000_000);
    app.clock.set('2027-02-10T12:00:00Z');
    expect(await app.services.vip.evaluateQuarterEnds()).toBe(0);
    expect((await app.services.vip.progress(lapsed)).activeStatus).toBe('BRONZE');
    await deposit(renewed, 600_000);
    // The licence (CW) quarter ends at 00:00 in Curaçao, 04:00 UTC: a minute before, nothing is due.
    app.clock.set('2027-04-01T03:59:00Z');
    expect(await app.services.vip.evaluateQuarterEnds()).toBe(0);
    app.clock.set('2027-04-01T04:00:00Z');
    // This test's lapsed player, and the Bronze players of the tests before.
    expect(await app.services.vip.evaluateQuarterEnds()).toBeGreaterThanOrEqual(1);
    expect(await app.services.vip.evaluateQuarterEnds()).toBe(0);
    expect((await app.services.vip.progress(lapsed)).activeStatus).toBe('REGULAR');
    expect(await groupsOf(app.db, lapsed)).toContain(1117);
    expect(await groupsOf(app.db, lapsed)).not.toContain(257);
    expect((await app.services.vip.progress(renewed)).activeStatus).toBe('BRONZE');
    expect(await groupsOf(app.db, renewed)).toContain(257);
    expect((await app.services.vip.progress(diamond)).activeStatus).toBe('DIAMOND');
    // The new quarter starts from nothing counted.
    expect((await app.services.vip.progress(renewed)).depositAmountCents).toBe(0);
    expect(await vipGifts(renewed)).toEqual([{ source: `vip:${renewed}:BRONZE:2026-Q4` }]);
  });
});

describe('VIP batch handling', () => {
  /** A mixed batch for players a, b and c: a duplicate deposit, a rollback before its bet, a bet rolled back after reaching Bronze. */
  function mixedEvents(a: number, b: number, c: number) {
    const id = 900_000_000 + next() * 100;
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
      depositOf(a, 1, 500_000),
      betOf(a, 2, 200_000),
      betOf(b, 3, 50_000),
      depositOf(a, 1, 500_000),
      rollbackOf(b, 4),
      betOf(b, 4, 70_000),
      depositOf(a, 5, 100_000),
      betOf(c, 6, 6_000_000),
      rollbackOf(c, 6),
      rollbackOf(a, 2),
    ];
  }

  async function stateOf(playerId: number) {
    const progress = await app.services.vip.progress(playerId);
    const groups = (await groupsOf(app.db, playerId)).filter((g) => [1117, 257].includes(g));
    return {
      deposit: progress.depositAmountCents,
      bets: progress.betSumCents,
      status: progress.activeStatus,
      gifts: (await vipGifts(playerId)).length,
      groups,
      lastPush: (await groupPushes(playerId)).at(-1)?.groups.filter((g) => [1117, 257].includes(g)),
    };
  }

  it('VIP-15 a mixed batch (duplicate id, rollback before its bet, Bronze reached then rolled back) leaves what one-by-one handling leaves; a redelivery changes nothing', async () => {
    const batch = [await player(), await player(), await player()] as const;
    const single = [await player(), await player(), await player()] as const;
    await app.services.outbox.publishAll(app.db, mixedEvents(...batch));
    await app.services.outbox.drain();
    for (const event of mixedEvents(...single)) {
      await app.services.outbox.publishAll(app.db, [event]);
      await app.services.outbox.drain();
    }
    const expected = [
      { deposit: 600_000, bets: 0, status: 'BRONZE', gifts: 1, groups: [257], lastPush: [257] },
      { deposit: 0, bets: 50_000, status: 'REGULAR', gifts: 0, groups: [1117], lastPush: [1117] },
      { deposit: 0, bets: 0, status: 'BRONZE', gifts: 1, groups: [257], lastPush: [257] },
    ];
    for (const [i, expect_] of expected.entries()) {
      expect(await stateOf(batch[i] ?? 0)).toEqual(expect_);
      expect(await stateOf(single[i] ?? 0)).toEqual(expect_);
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
    for (const [i, expect_] of expected.entries()) expect(await stateOf(batch[i] ?? 0)).toEqual(expect_);
  });
});
