import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../http/errors';
import { multiplierAt, timeOf } from '../engines/crash';
import type { CrashRoundTimes } from '../fair/crash-chain';
import {
  betRoundRefusal,
  cashoutDecision,
  checkCrashBet,
  crashBetIdOf,
  crashWinCents,
  dueSettlement,
  newBetState,
  settledState,
  showsAsMyBet,
} from './crash-rules';
import type { RoundRow } from './round-deps';

/** A round flying from t = 10 s, crashing at 2.50x. */
const flightAt = 10_000;
const times: CrashRoundTimes = {
  round: 7,
  bettingAt: 3_000,
  flightAt,
  crashAt: flightAt + timeOf(250),
  endAt: flightAt + timeOf(250) + 3_000,
  crashPoint: 250,
};

const fieldsOf = (run: () => unknown): Record<string, string[]> => {
  try {
    run();
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
  throw new Error('no validation error');
};

describe('PLAY-05 the rules of a shared crash bet', () => {
  it('PLAY-05 a win is the stake times the multiplier in hundredths, floored to the minor unit; a lost bet wins nothing', () => {
    expect(crashWinCents(100, 250)).toBe(250);
    expect(crashWinCents(333, 101)).toBe(336);
    expect(crashWinCents(999, 150)).toBe(1498);
    expect(crashWinCents(100, null)).toBe(0);
  });

  it('PLAY-05 a cash-out pays the multiplier the server clock reads; refused before the flight, too late at the crash', () => {
    expect(cashoutDecision(flightAt - 1, times, null)).toEqual({ kind: 'before-flight' });
    expect(cashoutDecision(times.crashAt, times, null)).toEqual({ kind: 'after-crash' });
    expect(cashoutDecision(flightAt + 5_000, times, null)).toEqual({
      kind: 'cash-out',
      multiplier: multiplierAt(5_000),
      by: 'cashout',
    });
  });

  it('PLAY-05 an auto cash-out the curve has passed fires first, never at or past the crash point', () => {
    const later = flightAt + timeOf(200) + 100;
    expect(cashoutDecision(later, times, 150)).toEqual({ kind: 'cash-out', multiplier: 150, by: 'auto' });
    expect(cashoutDecision(later, times, 240)).toMatchObject({ by: 'cashout', multiplier: multiplierAt(later - flightAt) });
    expect(cashoutDecision(later, { ...times, crashPoint: 120 }, 150)).toMatchObject({ by: 'cashout' });
  });

  it('PLAY-05 the clock settles a bet alone: an auto cash-out reached, or the crash (the auto target below it still wins)', () => {
    expect(dueSettlement(flightAt + timeOf(150) - 1, times, 150)).toBeNull();
    expect(dueSettlement(flightAt + timeOf(150), times, 150)).toEqual({ multiplier: 150, by: 'auto' });
    expect(dueSettlement(flightAt + 1_000, times, null)).toBeNull();
    expect(dueSettlement(times.crashAt, times, null)).toEqual({ multiplier: null, by: 'crash' });
    expect(dueSettlement(times.crashAt, times, 250)).toEqual({ multiplier: 250, by: 'auto' });
    expect(dueSettlement(times.crashAt, times, 251)).toEqual({ multiplier: null, by: 'crash' });
  });

  it('PLAY-05 only the round in its betting phase takes bets', () => {
    expect(betRoundRefusal(7, { times, phase: 'betting' })).toBeNull();
    expect(betRoundRefusal(8, { times, phase: 'betting' })).toBe('bets are open for round 7 only');
    expect(betRoundRefusal(7, { times, phase: 'flying' })).toBe(
      `round 7 takes no more bets: the next round opens at ${new Date(times.endAt).toISOString()}`,
    );
  });

  it('PLAY-05 CONST-17 a bet needs an amount the engine and the currency allow, and an auto cash-out of whole hundredths', () => {
    expect(checkCrashBet({ betCents: 100, autoCashout: 200 }, 'EUR')).toBe(200);
    expect(checkCrashBet({ betCents: 100, autoCashout: null }, 'EUR')).toBeNull();
    expect(Object.keys(fieldsOf(() => checkCrashBet({ betCents: 5, autoCashout: null }, 'EUR')))).toEqual(['bet_cents']);
    expect(Object.keys(fieldsOf(() => checkCrashBet({ betCents: 100, autoCashout: 100 }, 'EUR')))).toEqual(['auto_cashout']);
  });

  it('PLAY-05 one stake per player and round moves under one transaction id', () => {
    expect(crashBetIdOf(7, 42)).toBe('inhouse-crash-7-42-bet');
  });

  it('PLAY-05 a settled bet records its win and multiplier; the crash point only once the round has crashed', () => {
    const before = newBetState(7, 200, 150);
    expect(before).toMatchObject({ engine: 'crash', stake: 200, win: 0, finished: false, crashPoint: null, round: 7 });
    const cashed = settledState(before, { stakeCents: 200, crashPoint: null, settlement: { multiplier: 150, by: 'auto' } });
    expect(cashed).toMatchObject({ win: 300, cashedOutAt: 150, settledBy: 'auto', finished: true, crashPoint: null });
    const lost = settledState(before, { stakeCents: 200, crashPoint: 120, settlement: { multiplier: null, by: 'crash' } });
    expect(lost).toMatchObject({ win: 0, cashedOutAt: null, settledBy: 'crash', crashPoint: 120 });
  });

  it('PLAY-05 the frame shows the session’s latest bet while it is of this round or not yet settled', () => {
    const bet = (crashRound: number, status: RoundRow['status']) => ({ crashRound, status }) as RoundRow;
    expect(showsAsMyBet(bet(7, 'settled'), 7)).toBe(true);
    expect(showsAsMyBet(bet(6, 'open'), 7)).toBe(true);
    expect(showsAsMyBet(bet(6, 'settled'), 7)).toBe(false);
  });
});
