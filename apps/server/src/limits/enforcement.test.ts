import { LIMIT_MESSAGES } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../http/errors';
import { openWalletHarness, type WalletHarness } from '../test/wallet';
import { chargeDepositLimit, chargeStake, releaseDepositHold } from './enforcement';
import { LimitError } from './errors';
import { limitDepositHolds, limitUsage } from './tables';
import { insertLimit } from '../test/limits';

let h: WalletHarness;
beforeAll(async () => {
  h = await openWalletHarness();
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const TODAY = '2026-11-15';
let paymentSeq = 0;
const deps = () => ({ db: h.db, clock: h.clock, outbox: h.outbox });
const usageOf = async (playerId: number) =>
  (
    await h.db
      .select()
      .from(limitUsage)
      .where(and(eq(limitUsage.playerId, playerId), eq(limitUsage.day, TODAY)))
  )[0];
const charge = (playerId: number, amountCents: number, id = ++paymentSeq) =>
  h.db.transaction((tx) => chargeDepositLimit(deps(), tx, { playerId, today: TODAY }, { id, currency: 'EUR', amountCents }));

describe('chargeDepositLimit: the deposit limit check', () => {
  it('LIM-10 counts a deposit within the limit on the day and holds it against the payment', async () => {
    const playerId = await h.fundedPlayer(0);
    await insertLimit(h.db, { playerId, type: 'deposit', period: 'day', amounts: { EUR: 10_000 }, now: h.clock.now() });
    const id = ++paymentSeq;
    await charge(playerId, 6_000, id);
    await charge(playerId, 4_000);
    expect(await usageOf(playerId)).toMatchObject({ depositCents: 10_000 });
    expect(await h.db.select().from(limitDepositHolds).where(eq(limitDepositHolds.paymentId, id))).toMatchObject([
      { playerId, currency: 'EUR', day: TODAY, amountCents: 6_000, releasedAt: null },
    ]);
    expect(await h.eventTypes(playerId)).toContain('realtime.push');
  });

  it('LIM-10 refuses a deposit over any live limit with 422 on amount_cents, and counts nothing', async () => {
    const playerId = await h.fundedPlayer(0);
    await insertLimit(h.db, { playerId, type: 'deposit', period: 'week', amounts: { EUR: 50_000 }, now: h.clock.now() });
    await insertLimit(h.db, { playerId, type: 'deposit', period: 'day', amounts: { EUR: 5_000 }, now: h.clock.now() });
    await charge(playerId, 4_000);
    const refused = charge(playerId, 1_001);
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({
      errors: { amount_cents: [LIMIT_MESSAGES.depositLimit] },
      details: { remaining_cents: 1_000, currency: 'EUR', period: 'day' },
    });
    expect(await usageOf(playerId)).toMatchObject({ depositCents: 4_000 });
  });

  it('LIM-10 a deposit in a currency without a limit is only counted', async () => {
    const playerId = await h.fundedPlayer(0);
    await insertLimit(h.db, { playerId, type: 'deposit', period: 'day', amounts: { USD: 1_000 }, now: h.clock.now() });
    await charge(playerId, 90_000);
    expect(await usageOf(playerId)).toMatchObject({ depositCents: 90_000 });
  });

  it('LIM-10 a cooling-off set meanwhile refuses the deposit in its transaction (403 blocked)', async () => {
    const playerId = await h.fundedPlayer(0);
    const now = h.clock.now();
    await insertLimit(h.db, { playerId, type: 'cooling_off', now, endsAt: new Date(now.getTime() + 60_000) });
    await expect(charge(playerId, 1_000)).rejects.toEqual(new LimitError('blocked', LIMIT_MESSAGES.coolingOff));
    expect(await usageOf(playerId)).toBeUndefined();
  });

  it('LIM-10 a failed deposit gives its amount back to the day it was counted on, once', async () => {
    const playerId = await h.fundedPlayer(0);
    await insertLimit(h.db, { playerId, type: 'deposit', period: 'day', amounts: { EUR: 10_000 }, now: h.clock.now() });
    const id = ++paymentSeq;
    await charge(playerId, 10_000, id);
    await releaseDepositHold(deps(), id);
    await releaseDepositHold(deps(), id);
    expect(await usageOf(playerId)).toMatchObject({ depositCents: 0 });
    await charge(playerId, 10_000);
  });
});

describe('chargeStake', () => {
  it('LIM-10 refuses a stake over the wager limit with a 403 limit error, and counts one within it on wager and loss', async () => {
    const playerId = await h.fundedPlayer(0);
    await insertLimit(h.db, { playerId, type: 'wager', period: 'day', amounts: { EUR: 1_000 }, now: h.clock.now() });
    const day = { playerId, zone: 'UTC', today: TODAY };
    await h.db.transaction((tx) => chargeStake(deps(), tx, { day, currency: 'EUR', amount: 700 }));
    await expect(h.db.transaction((tx) => chargeStake(deps(), tx, { day, currency: 'EUR', amount: 301 }))).rejects.toEqual(
      new LimitError('limit_exceeded', LIMIT_MESSAGES.wagerLimit),
    );
    expect(await usageOf(playerId)).toMatchObject({ wagerCents: 700, lossCents: 700 });
  });
});
