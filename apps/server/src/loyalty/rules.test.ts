import { describe, expect, it } from 'vitest';
import {
  asFractions,
  earnedFractions,
  fromFractions,
  levelFor,
  progressPercent,
  rateFor,
  rateIn,
  saleEndDate,
  saleEndsAt,
} from './rules';

describe('the comp point rules', () => {
  it('CONST-51 a stake earns ten-thousandths of a point at the lowest rate of its rated categories, else the * rate', () => {
    const rates = new Map([
      ['pokies', 100],
      ['live', 10],
      ['*', 50],
    ]);
    expect(rateFor(['pokies'], rates)).toBe(100);
    expect(rateFor(['pokies', 'live'], rates)).toBe(10);
    expect(rateFor(['crash'], rates)).toBe(50);
    expect(rateFor(['crash'], new Map())).toBe(0);
    // 1.50 EUR at 100 points per 100 EUR: one and a half points.
    expect(fromFractions(earnedFractions(150, 100))).toEqual({ points: 1, fraction: 5_000 });
    expect(fromFractions(asFractions(1, 5_000) + earnedFractions(50, 100))).toEqual({ points: 2, fraction: 0 });
  });

  it('VIP-12 VIP-14 the level of the persistent points and the progress to the next, floored', () => {
    const levels = [
      { level: 1, minPoints: 0 },
      { level: 2, minPoints: 100 },
      { level: 3, minPoints: 300 },
    ];
    expect(levelFor(99, levels)).toBe(1);
    expect(levelFor(100, levels)).toBe(2);
    expect(levelFor(5_000, levels)).toBe(3);
    expect(levelFor(5, [])).toBe(0);
    expect(progressPercent(199, 100, 300)).toBe(49);
    expect(progressPercent(400, 300, null)).toBe(100);
  });

  it('SHOP-15 a sale ends the day after its DD/MM/YYYY last day; impossible dates are refused', () => {
    expect(saleEndsAt('31/12/2026')?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(saleEndsAt('31/02/2026')).toBeUndefined();
    expect(saleEndsAt('2026-12-31')).toBeUndefined();
    expect(saleEndDate(new Date('2027-01-01T00:00:00Z'))).toBe('31/12/2026');
  });

  it('CONST-47 SHOP-27 DECISIONS-22 a price (of a sale card too) falls back to EUR, then to the first rate', () => {
    const rates = [
      { currency: 'USD', points: 11 },
      { currency: 'EUR', points: 10 },
    ];
    expect(rateIn(rates, 'USD')?.points).toBe(11);
    expect(rateIn(rates, 'NOK')?.points).toBe(10);
    expect(rateIn([{ currency: 'USD', points: 11 }], undefined)?.points).toBe(11);
  });
});
