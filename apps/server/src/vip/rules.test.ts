import { describe, expect, it } from 'vitest';
import {
  activeStatus,
  afterQuarterEnd,
  afterReaching,
  progressOf,
  reachedStatus,
  thresholdFor,
  thresholdsRise,
  type HeldStatus,
  type ThresholdRow,
} from './rules';

const NOW = new Date('2026-11-15T12:00:00Z');
const Q4_END = new Date('2027-01-01T00:00:00Z');
const Q1_END = new Date('2027-04-01T00:00:00Z');
const regular: HeldStatus = { status: 'REGULAR', heldUntil: null };
const none: ThresholdRow[] = [];

describe('VIP thresholds', () => {
  it('VIP-06 CONST-48 per-currency Bronze thresholds, and 900,000 / 9,000,000 cents for any other currency', () => {
    expect(thresholdFor('BRONZE', 'EUR', none)).toEqual({ depositCents: 600_000, betCents: 6_000_000 });
    expect(thresholdFor('BRONZE', 'USD', none)).toEqual({ depositCents: 600_000, betCents: 6_000_000 });
    expect(thresholdFor('BRONZE', 'NZD', none)).toEqual({ depositCents: 900_000, betCents: 9_000_000 });
    expect(thresholdFor('BRONZE', 'BRL', none)).toEqual({ depositCents: 3_000_000, betCents: 30_000_000 });
    expect(thresholdFor('BRONZE', 'NOK', none)).toEqual({ depositCents: 900_000, betCents: 9_000_000 });
  });

  it("VIP-06 the operator's row wins over the `*` row, which wins over the defaults", () => {
    const rows: ThresholdRow[] = [
      { status: 'SILVER', currency: '*', depositCents: 111, betCents: 222 },
      { status: 'SILVER', currency: 'EUR', depositCents: 333, betCents: 444 },
    ];
    expect(thresholdFor('SILVER', 'EUR', rows)).toEqual({ depositCents: 333, betCents: 444 });
    expect(thresholdFor('SILVER', 'CAD', rows)).toEqual({ depositCents: 111, betCents: 222 });
  });

  it('VIP-15 a status is reached at its threshold exactly, by deposits or by bets; one cent short reaches nothing', () => {
    expect(reachedStatus({ depositCents: 599_999, betCents: 5_999_999 }, 'EUR', none)).toBe('REGULAR');
    expect(reachedStatus({ depositCents: 600_000, betCents: 0 }, 'EUR', none)).toBe('BRONZE');
    expect(reachedStatus({ depositCents: 0, betCents: 6_000_000 }, 'EUR', none)).toBe('BRONZE');
    expect(reachedStatus({ depositCents: 1_800_000, betCents: 0 }, 'EUR', none)).toBe('SILVER');
    expect(reachedStatus({ depositCents: 60_000_000, betCents: 0 }, 'EUR', none)).toBe('DIAMOND');
  });

  it('VIP-06 thresholds must rise with the status in every currency', () => {
    expect(thresholdsRise([{ status: 'BRONZE', currency: 'EUR', depositCents: 10, betCents: 10 }])).toBe(true);
    expect(thresholdsRise([{ status: 'SILVER', currency: 'EUR', depositCents: 10, betCents: 10 }])).toBe(false);
  });
});

describe('VIP holds', () => {
  it('VIP-15 reaching Bronze upgrades at once, held until the end of the next quarter', () => {
    expect(afterReaching(regular, 'BRONZE', NOW, Q1_END)).toEqual({ status: 'BRONZE', heldUntil: Q1_END });
    expect(afterReaching(regular, 'REGULAR', NOW, Q1_END)).toBeNull();
  });

  it('VIP-15 a lower status reached changes nothing; the same status again renews the hold', () => {
    const gold: HeldStatus = { status: 'GOLD', heldUntil: Q4_END };
    expect(afterReaching(gold, 'SILVER', NOW, Q1_END)).toBeNull();
    expect(afterReaching(gold, 'GOLD', NOW, Q1_END)).toEqual({ status: 'GOLD', heldUntil: Q1_END });
    expect(afterReaching({ status: 'GOLD', heldUntil: Q1_END }, 'GOLD', NOW, Q1_END)).toBeNull();
  });

  it('VIP-03 VIP-15 Diamond is lifelong: no end, nothing replaces it, no quarter end takes it', () => {
    expect(afterReaching(regular, 'DIAMOND', NOW, Q1_END)).toEqual({ status: 'DIAMOND', heldUntil: null });
    const diamond: HeldStatus = { status: 'DIAMOND', heldUntil: null };
    expect(activeStatus(diamond, new Date('2040-01-01T00:00:00Z'))).toBe('DIAMOND');
    expect(afterQuarterEnd(diamond, 'REGULAR', new Date('2040-01-01T00:00:00Z'), Q1_END)).toBe(diamond);
  });

  it('VIP-15 across a quarter boundary: held until the last instant, Regular from the first instant after', () => {
    const bronze: HeldStatus = { status: 'BRONZE', heldUntil: Q1_END };
    expect(activeStatus(bronze, new Date(Q1_END.getTime() - 1))).toBe('BRONZE');
    expect(activeStatus(bronze, Q1_END)).toBe('REGULAR');
  });

  it('VIP-15 at the quarter end a hold that ran out takes what the ended quarter reached, to the end of the new quarter', () => {
    const ran: HeldStatus = { status: 'SILVER', heldUntil: Q4_END };
    const q2End = new Date('2027-07-01T00:00:00Z');
    expect(afterQuarterEnd(ran, 'BRONZE', Q4_END, Q1_END)).toEqual({ status: 'BRONZE', heldUntil: Q1_END });
    expect(afterQuarterEnd(ran, 'REGULAR', Q4_END, Q1_END)).toEqual({ status: 'REGULAR', heldUntil: null });
    // A hold still running is left alone.
    expect(afterQuarterEnd({ status: 'GOLD', heldUntil: q2End }, 'REGULAR', Q4_END, Q1_END)).toEqual({
      status: 'GOLD',
      heldUntil: q2End,
    });
  });
});

describe('VIP progress', () => {
  it('VIP-02 progress towards the status above the active one: the better of deposits and bets, floored, capped at 100', () => {
    const p = progressOf('EUR', { depositCents: 300_000, betCents: 1_200_000 }, regular, NOW, none);
    expect(p).toEqual({
      currency: 'EUR',
      currentStatus: 'REGULAR',
      activeStatus: 'REGULAR',
      nextStatus: 'BRONZE',
      depositThresholdCents: 600_000,
      depositAmountCents: 300_000,
      betSumCents: 1_200_000,
      betSumThresholdCents: 6_000_000,
      overallProgress: 50,
    });
    const held = progressOf('EUR', { depositCents: 600_000, betCents: 0 }, { status: 'BRONZE', heldUntil: Q1_END }, NOW, none);
    expect(held).toMatchObject({
      currentStatus: 'BRONZE',
      activeStatus: 'BRONZE',
      nextStatus: 'SILVER',
      depositThresholdCents: 1_800_000,
      overallProgress: 33,
    });
  });

  it('VIP-02 VIP-03 at Diamond there is no next status and the progress is full', () => {
    const p = progressOf('EUR', { depositCents: 0, betCents: 0 }, { status: 'DIAMOND', heldUntil: null }, NOW, none);
    expect(p).toMatchObject({ activeStatus: 'DIAMOND', nextStatus: null, overallProgress: 100 });
  });
});
