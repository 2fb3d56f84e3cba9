import { describe, expect, it } from 'vitest';
import { defaultVipProgress } from '@casino/contracts';
import { barPercent, cardStateOf, expiryOf, quarterEnd, shownProgress, statusCards } from './rules';

describe('VIP club rules', () => {
  it('VIP-07 status cards: current, achieved below, the next one, locked above', () => {
    expect(statusCards('SILVER').map((c) => c.state)).toEqual(['before', 'before', 'current', 'future', 'lock', 'lock']);
    expect(cardStateOf('BRONZE', 'REGULAR')).toBe('future');
    expect(statusCards('DIAMOND').at(-1)).toEqual({ status: 'DIAMOND', state: 'current' });
  });

  it('VIP-05 VIP-06 when the progress cannot be read: Regular, next Bronze, zero, the currency thresholds or 900000 / 9000000', () => {
    expect(shownProgress(undefined, 'USD')).toEqual({
      fallback: true,
      progress: {
        currency: 'USD',
        currentStatus: 'REGULAR',
        activeStatus: 'REGULAR',
        nextStatus: 'BRONZE',
        depositAmountCents: 0,
        betSumCents: 0,
        depositThresholdCents: 600_000,
        betSumThresholdCents: 6_000_000,
        overallProgress: 0,
      },
    });
    expect(shownProgress(undefined, 'BRL').progress.depositThresholdCents).toBe(3_000_000);
    expect(shownProgress(undefined, 'NOK').progress).toMatchObject({
      depositThresholdCents: 900_000,
      betSumThresholdCents: 9_000_000,
    });
  });

  it('VIP-08 the days left count to the end of the quarter in the licence zone; a status expires with the quarter after the one that reached it', () => {
    const now = new Date('2026-12-30T12:00:00Z');
    expect(quarterEnd(now, 'EE')).toMatchObject({ days: 2, endsAt: new Date('2026-12-31T22:00:00Z') });
    expect(quarterEnd(now, null).endsAt).toEqual(new Date('2027-01-01T00:00:00Z'));
    const bronze = { ...defaultVipProgress('EUR'), activeStatus: 'BRONZE' as const };
    // Reached again this quarter: held to the end of the next one; reached last quarter: ends with this one.
    expect(expiryOf({ ...bronze, currentStatus: 'BRONZE' }, now, null)).toEqual(new Date('2027-04-01T00:00:00Z'));
    expect(expiryOf(bronze, now, null)).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(expiryOf({ ...bronze, activeStatus: 'DIAMOND' }, now, null)).toBeNull();
  });

  it('VIP-02 a progress bar is the whole percent of its threshold, capped', () => {
    expect(barPercent(300_000, 600_000)).toBe(50);
    expect(barPercent(599_999, 600_000)).toBe(99);
    expect(barPercent(7_000_000, 6_000_000)).toBe(100);
  });
});
