import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWalletHarness, type WalletHarness } from '../test/wallet';
import { createWalletContext, type WalletContext } from './context';
import { WalletError } from './errors';
import { createLedger, type AccountRow } from './ledger';
import { closeBonusPlan, settleReserve, transfer } from './movements';

let h: WalletHarness;
let ctx: WalletContext;
beforeAll(async () => {
  h = await openWalletHarness();
  ctx = createWalletContext({ db: h.db, ledger: createLedger({ db: h.db, clock: h.clock, outbox: h.outbox }) });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

let seq = 0;
const key = (name: string) => `${name}-${++seq}`;
const reserveSpec = { kind: 'withdrawal_reserve', counterparty: 'pending_payout', part: 'real', sign: -1 } as const;

describe('transfer', () => {
  it('PAY-14 a debit of real money is refused when the real part is short, and moves nothing', async () => {
    const playerId = await h.fundedPlayer(1_000);
    await expect(
      transfer(ctx, reserveSpec, { key: key('res'), playerId, currency: 'EUR', amountCents: 1_001 }),
    ).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    const moved = await transfer(ctx, reserveSpec, { key: key('res'), playerId, currency: 'EUR', amountCents: 1_000 });
    expect(moved.account).toMatchObject({ amount_cents: 0, available_to_cashout_cents: 0 });
  });
});

describe('settleReserve', () => {
  it('PAY-19 a release refunds the reserved amount to real money once, whatever the key', async () => {
    const playerId = await h.fundedPlayer(5_000);
    const reserve = await transfer(ctx, reserveSpec, { key: key('res'), playerId, currency: 'EUR', amountCents: 2_000 });
    const released = await settleReserve(ctx, 'withdrawal_release', {
      key: key('rel'),
      reserveTransactionId: reserve.transactionId,
    });
    expect(released.account).toMatchObject({ available_to_cashout_cents: 5_000 });
    await expect(
      settleReserve(ctx, 'withdrawal_release', { key: key('rel'), reserveTransactionId: reserve.transactionId }),
    ).rejects.toMatchObject({ code: 'already_settled' });
    await expect(
      settleReserve(ctx, 'withdrawal_payout', { key: key('pay'), reserveTransactionId: reserve.transactionId }),
    ).rejects.toMatchObject({ code: 'already_settled' });
  });

  it('PAY-19 a payout sends the reserved amount out; a transaction that is not a reserve is 404', async () => {
    const playerId = await h.fundedPlayer(5_000);
    const reserve = await transfer(ctx, reserveSpec, { key: key('res'), playerId, currency: 'EUR', amountCents: 2_000 });
    const paid = await settleReserve(ctx, 'withdrawal_payout', { key: key('pay'), reserveTransactionId: reserve.transactionId });
    expect(paid.account).toMatchObject({ available_to_cashout_cents: 3_000 });
    await expect(
      settleReserve(ctx, 'withdrawal_payout', { key: key('pay'), reserveTransactionId: paid.transactionId }),
    ).rejects.toEqual(new WalletError(404, 'transaction_not_found', 'reserved withdrawal not found'));
  });
});

describe('closeBonusPlan', () => {
  const row = (bonusCents: number, wageringRequiredCents: number, wageredCents: number): AccountRow => ({
    id: 7,
    kind: 'player',
    playerId: 1,
    currency: 'EUR',
    active: true,
    realCents: 100,
    bonusCents,
    wageringRequiredCents,
    wageredCents,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  });
  it('a conversion moves all bonus money to real money once wagering is met, and resets wagering', () => {
    const plan = closeBonusPlan(row(500, 1_000, 1_000), { kind: 'bonus_conversion', pool: 9 });
    expect(plan.legs).toEqual([
      { accountId: 7, currency: 'EUR', part: 'bonus', amountCents: -500 },
      { accountId: 7, currency: 'EUR', part: 'real', amountCents: 500 },
    ]);
    expect(plan.wagering?.get(7)).toEqual({ requiredCents: 0, wageredCents: 0 });
  });
  it('a conversion before wagering is met is refused; a forfeit goes to the pool regardless', () => {
    expect(() => closeBonusPlan(row(500, 1_000, 999), { kind: 'bonus_conversion', pool: 9 })).toThrow(
      new WalletError(409, 'wagering_not_met', 'wagering requirement not met'),
    );
    expect(closeBonusPlan(row(500, 1_000, 0), { kind: 'bonus_forfeit', pool: 9 }).legs[1]).toEqual({
      accountId: 9,
      currency: 'EUR',
      part: 'real',
      amountCents: 500,
    });
  });
  it('GIFT-21 a conversion capped by a max win pays at most the cap as real money and forfeits the rest to the pool', () => {
    const plan = closeBonusPlan(row(500, 1_000, 1_000), { kind: 'bonus_conversion', pool: 9, maxRealCents: 300 });
    expect(plan.legs).toEqual([
      { accountId: 7, currency: 'EUR', part: 'bonus', amountCents: -500 },
      { accountId: 7, currency: 'EUR', part: 'real', amountCents: 300 },
      { accountId: 9, currency: 'EUR', part: 'real', amountCents: 200 },
    ]);
    expect(plan.metadata).toMatchObject({ converted_cents: 300, forfeited_cents: 200 });
    const under = closeBonusPlan(row(500, 1_000, 1_000), { kind: 'bonus_conversion', pool: 9, maxRealCents: 800 });
    expect(under.legs).toHaveLength(2);
    expect(under.metadata).toMatchObject({ converted_cents: 500, forfeited_cents: 0 });
  });
  it('nothing to close without bonus money', () => {
    expect(() => closeBonusPlan(row(0, 0, 0), { kind: 'bonus_forfeit', pool: 9 })).toThrow(
      new WalletError(409, 'insufficient_funds', 'no bonus money'),
    );
  });
});
