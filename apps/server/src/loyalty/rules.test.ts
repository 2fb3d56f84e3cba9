import { describe, expect, it } from 'vitest';
import {
  asFractions,
  earnedFractions,
  foldComps,
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
  it("SHOP-28 VIP-12 a batch folds a player's bets and rollbacks in order: fractions carry, take-backs stop at zero, levels reached stay", () => {
    const thresholds = [
      { level: 1, minPoints: 1 },
      { level: 2, minPoints: 100 },
      { level: 3, minPoints: 300 },
    ];
    const start = { chargeablePoints: 5, persistentPoints: 90, persistentFraction: 5_000, level: 1 };
    const { state, reaches } = foldComps(
      start,
      [
        // 90.5 + 10.5 = 101: level 2; 101 + 250 = 351: level 3, in USD; then 350.5 is taken back.
        { kind: 'earn', fractions: 105_000, currency: 'EUR' },
        { kind: 'earn', fractions: 2_500_000, currency: 'USD' },
        { kind: 'take_back', fractions: 3_505_000 },
      ],
      thresholds,
    );
    // 351 - 350.5 = 0.5 persistent; the chargeable 5 + 11 + 250 = 266 lose the 351 whole points lost, never below zero.
    expect(state).toEqual({ chargeablePoints: 0, persistentPoints: 0, persistentFraction: 5_000, level: 3 });
    expect(reaches).toEqual([
      { from: 1, to: 2, currency: 'EUR' },
      { from: 2, to: 3, currency: 'USD' },
    ]);
    expect(foldComps(start, [], thresholds)).toEqual({ state: start, reaches: [] });
  });
});
