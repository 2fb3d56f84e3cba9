import { describe, expect, it } from 'vitest';
import { daysToQuarterEnd, nextQuarterOf, quarterOf } from './vip-quarters';

describe('VIP quarters', () => {
  it('VIP-08 VIP-15 a quarter ends at local midnight of its licence zone, not at UTC midnight', () => {
    const q = quarterOf(new Date('2026-12-31T20:00:00Z'), 'Europe/Tallinn');
    // 22:00 in Tallinn on 31 December: still Q4, which ends at 00:00 Tallinn (22:00 UTC).
    expect(q.key).toBe('2026-Q4');
    expect(q.endsAt.toISOString()).toBe('2026-12-31T22:00:00.000Z');
    expect(quarterOf(new Date('2026-12-31T22:00:00Z'), 'Europe/Tallinn').key).toBe('2027-Q1');
    expect(quarterOf(new Date('2026-12-31T22:00:00Z'), 'UTC').key).toBe('2026-Q4');
  });

  it('VIP-08 summer time: the third quarter starts at 00:00 EEST', () => {
    expect(quarterOf(new Date('2026-07-01T12:00:00Z'), 'Europe/Tallinn').startsAt.toISOString()).toBe('2026-06-30T21:00:00.000Z');
    expect(nextQuarterOf(new Date('2026-05-10T00:00:00Z'), 'America/Curacao').key).toBe('2026-Q3');
  });

  it('VIP-08 counts the days left, a started day as one, and none at the very end', () => {
    expect(daysToQuarterEnd(new Date('2026-12-30T00:00:00Z'), 'UTC')).toBe(2);
    expect(daysToQuarterEnd(new Date('2026-12-31T23:59:00Z'), 'UTC')).toBe(1);
    expect(daysToQuarterEnd(new Date('2026-10-01T00:00:00Z'), 'UTC')).toBe(92);
  });
});
