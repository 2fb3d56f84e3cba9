import { realtimeMessageSchema } from '@casino/contracts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, giftCoupons, giftProcessedEvents, giftTemplates, giftTransitions, gifts, players } from '../db/schema';
import type { ValidationError } from '../http/errors';
import { createTestApp, type TestApp } from '../test/app';
import { createPlayer } from '../test/players';
import { fund } from '../test/play';
import { auditLedger } from '../wallet';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const DAY = 24 * 60 * 60 * 1000;
let serial = 0;
const next = () => (serial += 1);

/** A bonus-money template and a coupon for it; wagering counts slots fully, table games a tenth, live games not at all. */
async function couponFor(extra: Partial<typeof giftTemplates.$inferInsert> = {}, maxRedemptions: number | null = null) {
  const n = next();
  const [template] = await app.db
    .insert(giftTemplates)
    .values({
      kind: 'bonus',
      title: `Test bonus ${n}`,
      groupKey: `test_${n}`,
      amounts: { EUR: 1_000 },
      wagerMultiplier: 3,
      contributions: { pokies: 100, table: 10, live: 0 },
      activationDays: 7,
      validityDays: 30,
      eligibility: { groups: [], countries: [], depositNumber: null },
      createdAt: app.clock.now(),
      ...extra,
    })
    .returning();
  if (!template) throw new Error('template not stored');
  const code = `TEST${n}`;
  await app.db.insert(giftCoupons).values({ code, templateId: template.id, maxRedemptions, createdAt: app.clock.now() });
  return code;
}

async function playerWith(realCents: number): Promise<number> {
  const id = await createPlayer(app.db, `gift-${next()}@example.com`);
  if (realCents > 0) await fund(app, id, realCents);
  else await app.services.wallet.openAccount(id, 'EUR');
  await app.services.outbox.drain();
  return id;
}

async function activeBonus(playerId: number, extra: Partial<typeof giftTemplates.$inferInsert> = {}) {
  const gift = await app.services.bonuses.redeem(playerId, await couponFor(extra), 'coupon_code');
  await app.services.bonuses.activate(playerId, 'bonus', gift.id);
  await app.services.outbox.drain();
  return gift.id;
}

async function bet(playerId: number, amountCents: number, categories: string[]) {
  const moved = await app.services.wallet.bet({
    key: `gift-bet-${next()}`,
    playerId,
    currency: 'EUR',
    amountCents,
    metadata: { categories },
  });
  await app.services.outbox.drain();
  return moved.transactionId;
}

async function win(playerId: number, betTransactionId: number, amountCents: number) {
  await app.services.wallet.win({ key: `gift-win-${next()}`, playerId, currency: 'EUR', amountCents, betTransactionId });
  await app.services.outbox.drain();
}

async function giftOf(id: number) {
  const [row] = await app.db.select().from(gifts).where(eq(gifts.id, id));
  if (!row) throw new Error(`no gift ${id}`);
  return row;
}

async function historyOf(id: number) {
  const rows = await app.db
    .select({ from: giftTransitions.fromStage, to: giftTransitions.toStage, cause: giftTransitions.cause })
    .from(giftTransitions)
    .where(eq(giftTransitions.giftId, id))
    .orderBy(asc(giftTransitions.id));
  return rows.map((r) => `${r.from ?? '-'}>${r.to}:${r.cause}`);
}

async function walletOf(playerId: number) {
  const account = (await app.services.wallet.getAccounts(playerId)).find((a) => a.currency === 'EUR');
  if (!account) throw new Error('no EUR wallet');
  return { real: account.available_to_cashout_cents, bonus: account.amount_cents - account.available_to_cashout_cents };
}

async function expectAuditClean() {
  const report = await auditLedger(app.db);
  expect(report.balanceDifferences).toEqual([]);
  expect(report.unbalancedTransactions).toEqual([]);
}

/**
 * A mixed run of wagering events for three players (two wagering, one without a gift), with
 * transaction ids from `base`: a duplicate bet, a rollback before its bet, a bet rolled back after
 * it, and a win. Published as one batch, or one event per dispatch round.
 */
function mixedEvents(a: number, b: number, c: number, base: number) {
  const placed = (playerId: number, id: number, amountCents: number, categories: string[]) => ({
    type: 'bet.placed',
    playerId,
    payload: {
      transaction_id: base + id,
      currency: 'EUR',
      amount_cents: amountCents,
      real_cents: amountCents,
      bonus_cents: 0,
      wagering_counted_cents: 0,
      categories,
    },
  });
  const rolledBack = (playerId: number, id: number, betId: number, amountCents: number) => ({
    type: 'bet.rolled_back',
    playerId,
    payload: { transaction_id: base + id, bet_transaction_id: base + betId, currency: 'EUR', amount_cents: amountCents },
  });
  return [
    placed(a, 1, 1_000, ['pokies']),
    placed(a, 1, 1_000, ['pokies']),
    rolledBack(a, 10, 2, 500),
    placed(a, 2, 500, ['pokies']),
    placed(b, 3, 1_000, ['table']),
    placed(b, 4, 2_000, ['pokies']),
    rolledBack(b, 11, 4, 2_000),
    placed(c, 5, 1_000, ['pokies']),
    rolledBack(c, 12, 5, 1_000),
    placed(a, 6, 2_500, ['pokies']),
    { type: 'win.credited', playerId: a, payload: { transaction_id: base + 7, currency: 'EUR', amount_cents: 100 } },
  ];
}

/** What the engine left for a run of mixedEvents: each gift, and the processed rows by transaction id less `base`. */
async function mixedState(giftIds: number[], playerIds: number[], base: number) {
  const rows = await app.db
    .select()
    .from(giftProcessedEvents)
    .where(and(inArray(giftProcessedEvents.playerId, playerIds), gt(giftProcessedEvents.transactionId, base)))
    .orderBy(asc(giftProcessedEvents.transactionId));
  return {
    gifts: await Promise.all(
      giftIds.map(async (id) => {
        const gift = await giftOf(id);
        return { stage: gift.stage, wagered: gift.wageredCents, converted: gift.convertedCents, history: await historyOf(id) };
      }),
    ),
    rows: rows.map((r) => ({
      id: r.transactionId - base,
      kind: r.kind,
      player: playerIds.indexOf(r.playerId),
      gift: r.giftId === null ? null : giftIds.indexOf(r.giftId),
      contributed: r.contributedCents,
      rolledBack: r.rolledBack,
    })),
  };
}

describe('the bonus engine', () => {
  it('GIFT-05 GIFT-12 GIFT-21 a bonus goes issued, handle_bets, wager_done, finished with each cause recorded, wagering by game category, and converts to real money', async () => {
    const playerId = await playerWith(10_000);
    const id = await activeBonus(playerId);
    expect(await walletOf(playerId)).toEqual({ real: 10_000, bonus: 1_000 });
    expect(await giftOf(id)).toMatchObject({ stage: 'handle_bets', wagerRequiredCents: 3_000, wageredCents: 0 });
    await bet(playerId, 2_000, ['pokies']);
    await bet(playerId, 1_000, ['table', 'roulette']);
    await bet(playerId, 5_000, ['live', 'pokies']);
    expect((await giftOf(id)).wageredCents).toBe(2_100);
    // A bet spends real money first: the bonus part is untouched while real money lasts.
    expect(await walletOf(playerId)).toEqual({ real: 2_000, bonus: 1_000 });
    await bet(playerId, 900, ['pokies']);
    expect(await giftOf(id)).toMatchObject({ stage: 'finished', wageredCents: 3_000, convertedCents: 1_000, forfeitedCents: 0 });
    expect(await historyOf(id)).toEqual([
      '->issued:coupon',
      'issued>handle_bets:activated',
      'handle_bets>wager_done:wagering_met',
      'wager_done>finished:converted',
    ]);
    expect(await walletOf(playerId)).toEqual({ real: 2_100, bonus: 0 });
    // RT-05: every change was pushed on bonuses_changes as a message the realtime bridge accepts.
    const pushes = await app.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(and(eq(domainEvents.playerId, playerId), eq(domainEvents.type, 'realtime.push')))
      .orderBy(asc(domainEvents.id));
    const stages = pushes
      .map((p) => realtimeMessageSchema.parse(p.payload))
      .flatMap((m) => (m.channel === 'bonuses_changes' && m.data.id === id ? [m.data.stage] : []));
    expect(stages).toEqual(['issued', 'handle_bets', 'handle_bets', 'handle_bets', 'handle_bets', 'wager_done', 'finished']);
    await expectAuditClean();
  });

  it('GIFT-21 a bet split over real and bonus money takes real money first, and its win is split the same way', async () => {
    const playerId = await playerWith(500);
    await activeBonus(playerId, { wagerMultiplier: 30 });
    const betId = await bet(playerId, 800, ['pokies']);
    expect(await walletOf(playerId)).toEqual({ real: 0, bonus: 700 });
    await win(playerId, betId, 1_600);
    expect(await walletOf(playerId)).toEqual({ real: 1_000, bonus: 1_300 });
    await expectAuditClean();
  });

  it('GIFT-21 max win caps the conversion: at most the cap becomes real money, the rest goes back to the pool', async () => {
    const playerId = await playerWith(0);
    const id = await activeBonus(playerId, { wagerMultiplier: 1, maxWins: { EUR: 500 } });
    const betId = await bet(playerId, 400, ['pokies']);
    await win(playerId, betId, 1_400);
    await bet(playerId, 600, ['pokies']);
    expect(await giftOf(id)).toMatchObject({ stage: 'finished', convertedCents: 500, forfeitedCents: 900 });
    expect(await walletOf(playerId)).toEqual({ real: 500, bonus: 0 });
    await expectAuditClean();
  });

  it('GIFT-13 API-103 canceling mid-wagering forfeits exactly the bonus part and never real money', async () => {
    const playerId = await playerWith(5_000);
    const id = await activeBonus(playerId, { wagerMultiplier: 10 });
    const betId = await bet(playerId, 5_500, ['pokies']);
    await win(playerId, betId, 2_200);
    const before = await walletOf(playerId);
    expect(before).toEqual({ real: 2_000, bonus: 700 });
    const canceled = await app.services.bonuses.cancel(playerId, 'bonus', id);
    expect(canceled).toMatchObject({ gift: { stage: 'canceled' }, forfeited_cents: 700 });
    expect(await walletOf(playerId)).toEqual({ real: 2_000, bonus: 0 });
    expect((await historyOf(id)).at(-1)).toBe('handle_bets>canceled:player_deleted');
    await expect(app.services.bonuses.cancel(playerId, 'bonus', id)).rejects.toMatchObject({ statusCode: 409 });
    await expectAuditClean();
  });

  it('GIFT-05 a bonus whose money is played away is lost once its round settles', async () => {
    const playerId = await playerWith(0);
    const id = await activeBonus(playerId, { wagerMultiplier: 30 });
    await bet(playerId, 1_000, ['pokies']);
    expect((await giftOf(id)).stage).toBe('handle_bets');
    await app.db.transaction((tx) =>
      app.services.outbox.publish(tx, {
        type: 'game.round_settled',
        playerId,
        payload: { currency: 'EUR', stake_cents: 1_000, win_cents: 0 },
      }),
    );
    await app.services.outbox.drain();
    expect(await giftOf(id)).toMatchObject({ stage: 'lost', forfeitedCents: 0 });
    expect((await historyOf(id)).at(-1)).toBe('handle_bets>lost:bonus_balance_zero');
    await expectAuditClean();
  });

  it('GIFT-05 one bonus wagers at a time: a second waits and starts when the first ends', async () => {
    const playerId = await playerWith(1_000);
    const first = await activeBonus(playerId);
    const second = await activeBonus(playerId, { amounts: { EUR: 2_000 } });
    expect((await giftOf(second)).stage).toBe('wait');
    expect(await walletOf(playerId)).toEqual({ real: 1_000, bonus: 1_000 });
    await app.services.bonuses.cancel(playerId, 'bonus', first);
    expect(await giftOf(second)).toMatchObject({ stage: 'handle_bets' });
    expect(await historyOf(second)).toEqual([
      '->issued:coupon',
      'issued>wait:activated_queued',
      'wait>handle_bets:queue_advanced',
    ]);
    expect(await walletOf(playerId)).toEqual({ real: 1_000, bonus: 2_000 });
    await expectAuditClean();
  });

  it('GIFT-05 GIFT-21 gifts past their deadline are expired by the sweep even when no process ran at the deadline; a wagering one forfeits its bonus', async () => {
    const playerId = await playerWith(300);
    const wagering = await activeBonus(playerId);
    const issued = await app.services.bonuses.redeem(playerId, await couponFor(), 'coupon_code');
    await app.services.bonuses.sweep();
    expect((await giftOf(issued.id)).stage).toBe('issued');
    // The server is down for 40 days: both deadlines (7 days to activate, 30 to wager) pass unseen.
    app.clock.advance(40 * DAY);
    try {
      const swept = await app.services.bonuses.sweep();
      expect(swept.expired).toBeGreaterThanOrEqual(2);
      expect(await giftOf(issued.id)).toMatchObject({ stage: 'expired', forfeitedCents: 0 });
      expect(await giftOf(wagering)).toMatchObject({ stage: 'expired', forfeitedCents: 1_000 });
      expect((await historyOf(wagering)).at(-1)).toBe('handle_bets>expired:deadline');
      expect(await walletOf(playerId)).toEqual({ real: 300, bonus: 0 });
      await expect(app.services.bonuses.activate(playerId, 'bonus', issued.id)).rejects.toMatchObject({ statusCode: 409 });
    } finally {
      app.clock.advance(-40 * DAY);
    }
    await expectAuditClean();
  });

  it('GIFT-21 a rolled-back bet takes its wagering contribution back, and a replayed event changes nothing', async () => {
    const playerId = await playerWith(5_000);
    const id = await activeBonus(playerId);
    const counted = await bet(playerId, 1_000, ['pokies']);
    const rolled = await bet(playerId, 700, ['pokies']);
    expect((await giftOf(id)).wageredCents).toBe(1_700);
    await app.services.wallet.rollback({ key: `gift-rb-${next()}`, betTransactionId: rolled, playerId });
    await app.services.outbox.drain();
    expect((await giftOf(id)).wageredCents).toBe(1_000);
    // Every event of this player delivered again (at-least-once delivery): nothing changes.
    await app.db
      .update(domainEvents)
      .set({ dispatchedAt: null })
      .where(and(eq(domainEvents.playerId, playerId), sql`${domainEvents.type} in ('bet.placed', 'bet.rolled_back')`));
    await app.services.outbox.drain();
    expect((await giftOf(id)).wageredCents).toBe(1_000);
    expect(counted).toBeGreaterThan(0);
    await expectAuditClean();
  });

  it('GIFT-21 a mixed batch of bets, rollbacks and wins of several players leaves what one-by-one handling leaves, and a redelivery changes nothing', async () => {
    const run = async (oneByOne: boolean) => {
      const [a, b, c] = [await playerWith(10_000), await playerWith(10_000), await playerWith(10_000)];
      const giftIds = [await activeBonus(a), await activeBonus(b)];
      const base = 9_000_000_000 + next() * 100;
      const events = mixedEvents(a, b, c, base);
      const firstPush = (await app.db.select({ n: sql<number>`max(${domainEvents.id})::int` }).from(domainEvents))[0]?.n ?? 0;
      if (oneByOne) {
        for (const event of events) {
          await app.services.outbox.publishAll(app.db, [event]);
          await app.services.outbox.drain();
        }
      } else {
        await app.services.outbox.publishAll(app.db, events);
        await app.services.outbox.drain();
      }
      const pushes = await app.db
        .select({ payload: domainEvents.payload })
        .from(domainEvents)
        .where(and(eq(domainEvents.playerId, b), eq(domainEvents.type, 'realtime.push'), gt(domainEvents.id, firstPush)))
        .orderBy(asc(domainEvents.id));
      const wageredPushed = pushes
        .map((p) => realtimeMessageSchema.parse(p.payload))
        .flatMap((m) => (m.channel === 'bonuses_changes' ? [m.data.amount_wager_cents] : []));
      return { state: await mixedState(giftIds, [a, b, c], base), wageredPushed, players: [a, b, c], base, giftIds };
    };
    const batched = await run(false);
    const single = await run(true);
    expect(batched.state).toEqual(single.state);
    // By hand: A's 1 000 + 2 000 of 2 500 meet 3 000 and convert; B keeps 10 % of 1 000 (its 2 000 rolled back).
    expect(batched.state.gifts).toEqual([
      expect.objectContaining({ stage: 'finished', wagered: 3_000, converted: 1_000 }),
      expect.objectContaining({ stage: 'handle_bets', wagered: 100 }),
    ]);
    expect(batched.state.rows).toEqual([
      { id: 1, kind: 'bet', player: 0, gift: 0, contributed: 1_000, rolledBack: false },
      { id: 2, kind: 'bet', player: 0, gift: null, contributed: 0, rolledBack: true },
      { id: 3, kind: 'bet', player: 1, gift: 1, contributed: 100, rolledBack: false },
      { id: 4, kind: 'bet', player: 1, gift: 1, contributed: 2_000, rolledBack: true },
      { id: 6, kind: 'bet', player: 0, gift: 0, contributed: 2_000, rolledBack: false },
      { id: 10, kind: 'rollback', player: 0, gift: null, contributed: 0, rolledBack: false },
      { id: 11, kind: 'rollback', player: 1, gift: null, contributed: 0, rolledBack: false },
    ]);
    // RT-05: one push of B's gift for the batch, with its final wagering; one per step one by one.
    expect(batched.wageredPushed).toEqual([100]);
    expect(single.wageredPushed).toEqual([100, 2_100, 100]);
    // The whole batch delivered again: nothing changes.
    await app.db
      .update(domainEvents)
      .set({ dispatchedAt: null })
      .where(
        and(
          inArray(domainEvents.playerId, batched.players),
          sql`${domainEvents.type} in ('bet.placed', 'bet.rolled_back', 'win.credited')`,
        ),
      );
    await app.services.outbox.drain();
    expect(await mixedState(batched.giftIds, batched.players, batched.base)).toEqual(batched.state);
    await expectAuditClean();
  });

  it('GIFT-20 100 concurrent redemptions of a coupon limited to 50 give exactly 50 gifts; the same player twice at once gets one', async () => {
    const code = await couponFor({}, 50);
    const ids = await Promise.all(Array.from({ length: 100 }, () => playerWith(0)));
    const results = await Promise.allSettled(ids.map((id) => app.services.bonuses.redeem(id, code, 'coupon_code')));
    const given = results.filter((r) => r.status === 'fulfilled');
    expect(given).toHaveLength(50);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as ValidationError).errors).toEqual({ coupon_code: ['used_up'] });
    }
    const [coupon] = await app.db.select().from(giftCoupons).where(eq(giftCoupons.code, code));
    expect(coupon?.redeemedCount).toBe(50);

    const twice = await couponFor();
    const player = await playerWith(0);
    const both = await Promise.allSettled([0, 1].map(() => app.services.bonuses.redeem(player, twice, 'coupon_code')));
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const mine = await app.db.select().from(gifts).where(eq(gifts.playerId, player));
    expect(mine).toHaveLength(1);
  });

  it('GIFT-14 a succeeded deposit with the chosen gift issues the first welcome bonus at its percent and starts it; no gift without bonuses allowed', async () => {
    const playerId = await playerWith(0);
    await app.services.wallet.deposit({
      key: `gift-dep-${next()}`,
      playerId,
      currency: 'EUR',
      amountCents: 8_000,
      metadata: { payment_id: next(), deposit_bonus: 'deposit_gift' },
    });
    await app.services.outbox.drain();
    const list = await app.services.bonuses.list(playerId, 'bonus');
    const welcome = list.find((g) => g.group_key === 'welcome_pack_1');
    expect(welcome).toMatchObject({ stage: 'handle_bets', amount_cents: 8_000, amount_wager_requirement_cents: 240_000 });
    const spins = await app.services.bonuses.list(playerId, 'freespins');
    expect(spins.find((g) => g.group_key === 'welcome_pack_1')).toMatchObject({ stage: 'issued', freespins_total: 50 });
    expect((await app.services.bonuses.depositOffers(playerId)).map((o) => o.group_key)).toContain('welcome_pack_2');

    const refuser = await playerWith(0);
    await app.db.update(players).set({ canIssueBonuses: false }).where(eq(players.id, refuser));
    await app.services.wallet.deposit({
      key: `gift-dep-${next()}`,
      playerId: refuser,
      currency: 'EUR',
      amountCents: 8_000,
      metadata: { payment_id: next(), deposit_bonus: 'deposit_gift' },
    });
    await app.services.outbox.drain();
    expect(await app.db.select().from(gifts).where(eq(gifts.playerId, refuser))).toEqual([]);
    expect(await app.services.bonuses.depositOffers(refuser)).toEqual([]);
    await expectAuditClean();
  });

  it('GIFT-05 a prize awarded by another promotion issues the template gift once per source, at the given amount or the template one', async () => {
    const playerId = await playerWith(0);
    const [template] = await app.db
      .insert(giftTemplates)
      .values({
        kind: 'bonus',
        title: `Prize ${next()}`,
        groupKey: `prize_${next()}`,
        amounts: { EUR: 2_500 },
        wagerMultiplier: 5,
        activationDays: 7,
        validityDays: 30,
        eligibility: { groups: [], countries: [], depositNumber: null },
        createdAt: app.clock.now(),
      })
      .returning();
    if (!template) throw new Error('template not stored');
    const award = {
      playerId,
      templateId: template.id,
      currency: 'EUR',
      source: `tournament:${next()}:place:1`,
      cause: 'tournament_prize',
    };
    const [first] = await app.services.bonuses.award(award);
    expect(first).toMatchObject({ stage: 'issued', amount_cents: 2_500, amount_wager_requirement_cents: 12_500 });
    expect(await app.services.bonuses.award(award)).toEqual([]);
    const [custom] = await app.services.bonuses.award({ ...award, source: `${award.source}:b`, bonusCents: 700 });
    expect(custom).toMatchObject({ amount_cents: 700 });
    const [transition] = await app.db
      .select()
      .from(giftTransitions)
      .where(eq(giftTransitions.giftId, first?.id ?? 0));
    expect(transition).toMatchObject({ toStage: 'issued', cause: 'tournament_prize' });
  });
});
