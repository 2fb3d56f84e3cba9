import { describe, expect, it } from 'vitest';
import { WalletError } from './errors';
import { splitStake, splitWin } from './game-play';

const wallet = (realCents: number, bonusCents: number, wageringRequiredCents = 0, wageredCents = 0) => ({
  realCents,
  bonusCents,
  wageringRequiredCents,
  wageredCents,
});

describe('splitStake', () => {
  it('PAY-14 takes real money first, then bonus money', () => {
    expect(splitStake(wallet(300, 1_000), 200)).toMatchObject({ real: 200, bonus: 0 });
    expect(splitStake(wallet(300, 1_000), 500)).toMatchObject({ real: 300, bonus: 200 });
    expect(splitStake(wallet(0, 1_000), 1_000)).toMatchObject({ real: 0, bonus: 1_000 });
  });
  it('PAY-14 refuses a stake the real and bonus money together do not cover', () => {
    expect(() => splitStake(wallet(300, 200), 501)).toThrow(new WalletError(409, 'insufficient_funds', 'not enough money'));
  });
  it('counts the stake toward an outstanding wagering requirement up to what is left, and says when it completes it', () => {
    expect(splitStake(wallet(1_000, 0), 500)).toMatchObject({ counted: 0, completesWagering: false });
    expect(splitStake(wallet(1_000, 0, 2_000, 1_000), 500)).toMatchObject({ counted: 500, completesWagering: false });
    expect(splitStake(wallet(1_000, 0, 2_000, 1_800), 500)).toMatchObject({ counted: 200, completesWagering: true });
    expect(splitStake(wallet(1_000, 0, 2_000, 1_500), 500)).toMatchObject({ counted: 500, completesWagering: true });
  });
});

describe('splitWin', () => {
  it('a win is real money without a bet, or when its bet was paid with real money only', () => {
    expect(splitWin(1_000, undefined)).toEqual({ real: 1_000, bonus: 0 });
    expect(splitWin(1_000, { amount_cents: 100, bonus_cents: 0 })).toEqual({ real: 1_000, bonus: 0 });
  });
  it('a win is split in the proportions its bet was paid, rounding the bonus part down', () => {
    expect(splitWin(1_000, { amount_cents: 400, bonus_cents: 100 })).toEqual({ real: 750, bonus: 250 });
    expect(splitWin(1_000, { amount_cents: 3, bonus_cents: 1 })).toEqual({ real: 667, bonus: 333 });
  });
  it('stays exact for amounts whose product passes 2^53', () => {
    const big = Number.MAX_SAFE_INTEGER - 1;
    expect(splitWin(big, { amount_cents: big, bonus_cents: big - 1 })).toEqual({ real: 1, bonus: big - 1 });
  });
});
