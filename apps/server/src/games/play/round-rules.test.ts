import { describe, expect, it } from 'vitest';
import { HttpError, ValidationError } from '../../http/errors';
import { dice } from '../engines/dice';
import { ScriptedRandom } from '../engines/scripted-random';
import type { RoundRow } from './round-deps';
import {
  abandonedStatusOf,
  checkBetCeiling,
  coversStake,
  demoBalanceAfter,
  paysThroughWallet,
  payoutOf,
  PENDING_GRACE_MS,
  pendingBetIdOf,
  recoveryCutoffs,
  recoveryOf,
  rollbackIdOf,
  roundBetIdOf,
  roundWinIdOf,
  stakeRefusalOf,
} from './round-rules';
import { SeamlessError } from './seamless';

const row = (fields: Partial<RoundRow>) => fields as RoundRow;

describe('PLAY-05 the money rules of an in-house round', () => {
  it('PLAY-05 stakes and the payout move under ids derived from the round, so a retry moves them once', () => {
    expect(roundBetIdOf(12, 1)).toBe('inhouse-12-bet-1');
    expect(roundBetIdOf(12, 3)).toBe('inhouse-12-bet-3');
    expect(roundWinIdOf(12)).toBe('inhouse-12-win');
    expect(rollbackIdOf('inhouse-12-bet-2')).toBe('inhouse-12-bet-2-rollback');
  });

  it('PLAY-05 CONST-17 a stake above the currency’s bet ceiling is a field error', () => {
    expect(() => checkBetCeiling(6_000_000, 'EUR')).not.toThrow();
    expect(() => checkBetCeiling(6_000_001, 'EUR')).toThrow(ValidationError);
  });

  it('PLAY-05 a demo step takes what it adds to the stake and pays its win; the balance must cover the stake', () => {
    expect(coversStake(100, 100)).toBe(true);
    expect(coversStake(99, 100)).toBe(false);
    expect(demoBalanceAfter(1_000, 100, 250)).toBe(1_150);
    // A step that stakes nothing more (or less) takes nothing.
    expect(demoBalanceAfter(1_000, -50, 0)).toBe(1_000);
  });

  it('PLAY-05 a round settles for the win its engine computed: a dice roll under 50.00 pays 1.98x, floored', () => {
    const won = dice.start({ direction: 'under', target: 5000 }, 101, new ScriptedRandom([4999]));
    expect(payoutOf('dice', won)).toBe(199);
    const lost = dice.start({ direction: 'under', target: 5000 }, 101, new ScriptedRandom([5000]));
    expect(payoutOf('dice', lost)).toBe(0);
  });

  it('PLAY-05 only a real-money win above zero is paid through the wallet', () => {
    expect(paysThroughWallet({ mode: 'real', playerId: 1, winCents: 10 })).toBe(true);
    expect(paysThroughWallet({ mode: 'real', playerId: 1, winCents: 0 })).toBe(false);
    expect(paysThroughWallet({ mode: 'demo', playerId: 1, winCents: 10 })).toBe(false);
    expect(paysThroughWallet({ mode: 'real', playerId: null, winCents: 10 })).toBe(false);
  });

  it('PLAY-05 a wallet refusal of a stake: no money is a 409, a refused amount a field error where the step has one', () => {
    const poor = stakeRefusalOf(new SeamlessError(409, 'insufficient_funds', 'not enough money'), 'bet_cents');
    expect(poor).toBeInstanceOf(HttpError);
    expect((poor as HttpError).statusCode).toBe(409);
    const invalid = new SeamlessError(422, 'invalid_amount', 'too much');
    expect(stakeRefusalOf(invalid, 'bet_cents')).toEqual(new ValidationError({ bet_cents: ['too much'] }));
    expect(stakeRefusalOf(invalid, null)).toBe(invalid);
    const limited = new SeamlessError(403, 'limit_reached', 'limits.loss');
    expect(stakeRefusalOf(limited, 'bet_cents')).toBe(limited);
  });

  it('PLAY-05 recovery pays a payout on its way, gives back a stake on its way, leaves crash bets to their clock, settles the rest', () => {
    expect(recoveryOf({ status: 'settling', crashRound: null })).toBe('pay-out');
    expect(recoveryOf({ status: 'betting', crashRound: 5 })).toBe('give-back-stake');
    expect(recoveryOf({ status: 'open', crashRound: 5 })).toBe('leave-to-crash-clock');
    expect(recoveryOf({ status: 'open', crashRound: null })).toBe('settle-interrupted');
  });

  it('PLAY-05 recovery waits the grace for an open round and at most a minute for money on its way', () => {
    const now = 10_000_000;
    expect(recoveryCutoffs(now, 3_600_000)).toEqual({
      open: new Date(now - 3_600_000),
      pending: new Date(now - PENDING_GRACE_MS),
    });
    expect(recoveryCutoffs(now, 1_000)).toEqual({ open: new Date(now - 1_000), pending: new Date(now - 1_000) });
  });

  it('PLAY-05 a stake given back: the pending raise’s, else the opening bet; the round is rejected only if it never had a stake', () => {
    expect(pendingBetIdOf(row({ id: 9, pending: { betId: 'inhouse-9-bet-2' } }))).toBe('inhouse-9-bet-2');
    expect(pendingBetIdOf(row({ id: 9, pending: null }))).toBe('inhouse-9-bet-1');
    expect(abandonedStatusOf(row({ betIds: [] }))).toBe('rejected');
    expect(abandonedStatusOf(row({ betIds: ['inhouse-9-bet-1'] }))).toBe('open');
  });
});
