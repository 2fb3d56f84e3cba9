import { describe, expect, it } from 'vitest';
import { limitEndsAt, periodStartDate } from './limits';

const endOf = (duration: Parameters<typeof limitEndsAt>[0], start: string) =>
  limitEndsAt(duration, new Date(start))?.toISOString();

describe('limitEndsAt', () => {
  it('LIM-10 a month counts calendar months and ends on the last day of a shorter month', () => {
    expect(endOf('month', '2027-01-31T18:30:00.000Z')).toBe('2027-02-28T18:30:00.000Z');
    expect(endOf('month', '2028-01-31T18:30:00.000Z')).toBe('2028-02-29T18:30:00.000Z');
    expect(endOf('month', '2026-03-31T08:00:00.000Z')).toBe('2026-04-30T08:00:00.000Z');
    expect(endOf('month', '2026-11-15T08:00:00.000Z')).toBe('2026-12-15T08:00:00.000Z');
    expect(endOf('month', '2026-12-31T23:59:00.000Z')).toBe('2027-01-31T23:59:00.000Z');
  });

  it('LIM-10 six months, a year and five years clamp the same way; a leap day ends on Feb 28', () => {
    expect(endOf('six_months', '2026-08-31T10:00:00.000Z')).toBe('2027-02-28T10:00:00.000Z');
    expect(endOf('year', '2028-02-29T10:00:00.000Z')).toBe('2029-02-28T10:00:00.000Z');
    expect(endOf('five_years', '2028-02-29T10:00:00.000Z')).toBe('2033-02-28T10:00:00.000Z');
    expect(endOf('five_years', '2026-11-24T10:00:00.000Z')).toBe('2031-11-24T10:00:00.000Z');
  });

  it('LIM-10 fixed-length terms count days; a permanent self-exclusion has no end', () => {
    expect(endOf('24_hours', '2026-01-31T10:00:00.000Z')).toBe('2026-02-01T10:00:00.000Z');
    expect(endOf('week', '2026-01-31T10:00:00.000Z')).toBe('2026-02-07T10:00:00.000Z');
    expect(endOf('six_weeks', '2026-01-31T10:00:00.000Z')).toBe('2026-03-14T10:00:00.000Z');
    expect(limitEndsAt('permanent', new Date('2026-01-31T10:00:00.000Z'))).toBeNull();
  });
});

describe('periodStartDate', () => {
  it('LIM-10 a week starts on Monday and a month on its 1st', () => {
    expect(periodStartDate('2026-11-22', 'week')).toBe('2026-11-16'); // a Sunday
    expect(periodStartDate('2026-11-23', 'week')).toBe('2026-11-23'); // a Monday
    expect(periodStartDate('2026-03-01', 'week')).toBe('2026-02-23');
    expect(periodStartDate('2026-11-30', 'month')).toBe('2026-11-01');
    expect(periodStartDate('2026-11-30', 'day')).toBe('2026-11-30');
  });
});
