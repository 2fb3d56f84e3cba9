import { describe, expect, it } from 'vitest';
import type { Limit, PaymentHistoryItem, RoundSummary } from '@casino/contracts';
import {
  activeBlock,
  depositLimitReached,
  formatElapsed,
  invitesDepositLimit,
  isReached,
  msUntilRealityCheck,
  reachedPlayLimits,
  realityCheckDue,
  sessionNet,
} from './rules';

const limit = (over: Partial<Limit>): Limit => ({
  id: 1,
  type: 'loss',
  period: 'day',
  duration: null,
  accounts: [],
  minutes: null,
  current_minutes: null,
  reached: false,
  created_at: '2026-01-01T00:00:00Z',
  starts_at: '2026-01-01T00:00:00Z',
  ends_at: null,
  removable_from: null,
  pending: [],
  ...over,
});
const account = (currency: string, amount: number, used: number) => ({
  currency,
  amount_cents: amount,
  current_value_amount_cents: used,
  remaining_amount_cents: amount - used,
});

describe('reached limits', () => {
  it('LIM-02 a money limit is reached when the remaining amount of the current currency is 0 or less', () => {
    const loss = limit({ accounts: [account('EUR', 1_000, 1_000), account('USD', 1_000, 10)] });
    expect(isReached(loss, 'EUR')).toBe(true);
    expect(isReached(loss, 'USD')).toBe(false);
    expect(isReached(limit({ accounts: [account('EUR', 1_000, 1_200)] }), 'EUR')).toBe(true);
    // No amount in the current currency: nothing to reach.
    expect(isReached(loss, 'CAD')).toBe(false);
  });

  it('LIM-03 a cooling-off counts as reached, and so does a self-exclusion', () => {
    expect(isReached(limit({ type: 'cooling_off', period: null, duration: 'week' }), 'EUR')).toBe(true);
    expect(isReached(limit({ type: 'self_exclusion', period: null, duration: 'year' }), 'EUR')).toBe(true);
  });

  it('LIM-04 the deposit limit is tracked separately from the limits that stop play', () => {
    const deposit = limit({ type: 'deposit', accounts: [account('EUR', 5_000, 5_000)] });
    const wager = limit({ id: 2, type: 'wager', accounts: [account('EUR', 5_000, 100)] });
    expect(reachedPlayLimits([deposit, wager], 'EUR')).toEqual([]);
    expect(depositLimitReached([deposit, wager], 'EUR')).toBe(true);
    const session = limit({ id: 3, type: 'session', period: null, minutes: 30, current_minutes: 31, reached: true });
    expect(reachedPlayLimits([deposit, wager, session], 'EUR')).toEqual([session]);
  });

  it('PLAY-02 LIM-03 a block or a reached session limit stops play also without an active wallet; money limits need the currency', () => {
    const cooling = limit({ id: 4, type: 'cooling_off', period: null, duration: '24_hours' });
    const session = limit({ id: 3, type: 'session', period: null, minutes: 30, current_minutes: 31, reached: true });
    const loss = limit({ id: 6, accounts: [account('EUR', 1_000, 1_000)] });
    expect(reachedPlayLimits([cooling, loss], undefined)).toEqual([cooling]);
    expect(reachedPlayLimits([session], undefined)).toEqual([session]);
    expect(reachedPlayLimits([loss], undefined)).toEqual([]);
    expect(reachedPlayLimits([loss], 'EUR')).toEqual([loss]);
  });

  it('LIM-10 the running self-exclusion outranks a cooling-off as the block of the session', () => {
    const cooling = limit({ id: 4, type: 'cooling_off', period: null });
    const exclusion = limit({ id: 5, type: 'self_exclusion', period: null });
    expect(activeBlock([cooling, exclusion])).toBe(exclusion);
    expect(activeBlock([cooling])).toBe(cooling);
    expect(activeBlock([limit({})])).toBeNull();
  });

  it('LIM-10 a player without a deposit limit and without a successful deposit is invited to set one', () => {
    const failed = { id: 1, action: 'deposit', state: 'declined' } as PaymentHistoryItem;
    const paid = { id: 2, action: 'deposit', state: 'succeeded' } as PaymentHistoryItem;
    expect(invitesDepositLimit([], [failed])).toBe(true);
    expect(invitesDepositLimit([], [failed, paid])).toBe(false);
    expect(invitesDepositLimit([limit({ type: 'deposit' })], [])).toBe(false);
  });
});

describe('session timer and reality check on a fake clock', () => {
  const MINUTE = 60_000;
  const start = Date.parse('2026-03-01T10:00:00Z');

  it('LIM-10 the session timer reads hh:mm:ss', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(61_999)).toBe('00:01:01');
    expect(formatElapsed(3 * 3_600_000 + 4 * MINUTE + 5_000)).toBe('03:04:05');
    expect(formatElapsed(-5)).toBe('00:00:00');
  });

  it('LIM-10 a reality check falls due at each whole interval until the player acknowledges it', () => {
    const interval = 60 * MINUTE;
    expect(realityCheckDue(start, start + 59 * MINUTE, interval, 0)).toBe(false);
    expect(msUntilRealityCheck(start, start + 59 * MINUTE, interval, 0)).toBe(MINUTE);
    expect(realityCheckDue(start, start + 60 * MINUTE, interval, 0)).toBe(true);
    expect(msUntilRealityCheck(start, start + 60 * MINUTE, interval, 0)).toBe(0);
    // "Continue" at 75 minutes acknowledges the first interval: the next check comes at 120.
    expect(realityCheckDue(start, start + 75 * MINUTE, interval, 1)).toBe(false);
    expect(msUntilRealityCheck(start, start + 75 * MINUTE, interval, 1)).toBe(45 * MINUTE);
    // A tab asleep for hours shows one check, not one per missed interval.
    expect(realityCheckDue(start, start + 250 * MINUTE, interval, 1)).toBe(true);
  });

  it('LIM-10 the net result counts real rounds of this session only', () => {
    const round = (mode: 'real' | 'demo', at: string, stake: number, win: number, currency = 'EUR') =>
      ({ mode, created_at: at, stake_cents: stake, win_cents: win, currency }) as RoundSummary;
    const rounds = [
      round('real', '2026-03-01T10:05:00Z', 100, 0),
      round('real', '2026-03-01T10:06:00Z', 100, 250),
      round('demo', '2026-03-01T10:07:00Z', 100, 0),
      round('real', '2026-03-01T09:59:00Z', 500, 0),
      round('real', '2026-03-01T10:08:00Z', 1_000, 0, 'BTC'),
    ];
    expect(sessionNet(rounds, start)).toEqual({ EUR: 50, BTC: -1_000 });
  });
});
