import { localDate } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock';
import {
  addDays,
  cardStatus,
  countdownUntil,
  dayOfDate,
  dayState,
  isLocked,
  isOver,
  isTaskDone,
  showsWidget,
  startOfLocalDate,
  superPrizeDue,
  wagerRequired,
} from './rules';

const config = { start_date: '2026-12-01', days: [1, 2, 3].map((day) => ({ day })) } as never;
const condition = { min_dep: { EUR: 2_000 }, wager: 3 };

/** The card of the 2026-12-02 day as the clock sees it in a time zone. */
function stateAt(clock: ManualClock, completed: boolean, timeZone = 'UTC') {
  return cardStatus(dayState({ date: '2026-12-02', today: localDate(clock.now(), timeZone), completed }));
}

describe('adventure card states', () => {
  it('ADV-07 ADV-10 a day is future before its date, active on it, lost after it, completed once its task is met', () => {
    const clock = new ManualClock('2026-12-01T23:59:59.000Z');
    expect(stateAt(clock, false)).toBe('future');
    clock.set('2026-12-02T00:00:00.000Z');
    expect(stateAt(clock, false)).toBe('active');
    clock.set('2026-12-02T23:59:59.000Z');
    expect(stateAt(clock, false)).toBe('active');
    clock.set('2026-12-03T00:00:00.000Z');
    expect(stateAt(clock, false)).toBe('lost');
    expect(stateAt(clock, true)).toBe('completed');
    clock.set('2026-12-02T10:00:00.000Z');
    expect(stateAt(clock, true)).toBe('completed');
  });

  it('ADV-07 ADV-10 the super prize state is the superb card', () => {
    expect(cardStatus('superPrize')).toBe('superb');
  });

  it('ADV-07 ADV-14 the day boundary is the player midnight: 23:30 UTC on the 1st is already the 2nd in Berlin', () => {
    const clock = new ManualClock('2026-12-01T23:30:00.000Z');
    expect(stateAt(clock, false, 'UTC')).toBe('future');
    expect(stateAt(clock, false, 'Europe/Berlin')).toBe('active');
  });

  it('ADV-08 lost and future cards are locked, active, completed and superb are not', () => {
    expect(['superb', 'completed', 'active', 'lost', 'future'].filter((s) => isLocked(s as never))).toEqual(['lost', 'future']);
  });
});

describe('adventure days and boundaries', () => {
  it('ADV-14 a local date maps to its day of the calendar, none outside it', () => {
    expect(dayOfDate(config, '2026-11-30')).toBeNull();
    expect(dayOfDate(config, '2026-12-01')).toBe(1);
    expect(dayOfDate(config, '2026-12-03')).toBe(3);
    expect(dayOfDate(config, '2026-12-04')).toBeNull();
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('ADV-14 a local day starts at the midnight of its time zone, summer time included', () => {
    expect(startOfLocalDate('2026-12-02', 'UTC').toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(startOfLocalDate('2026-12-02', 'Europe/Berlin').toISOString()).toBe('2026-12-01T23:00:00.000Z');
    expect(startOfLocalDate('2026-07-02', 'Europe/Berlin').toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(startOfLocalDate('2026-12-02', 'America/New_York').toISOString()).toBe('2026-12-02T05:00:00.000Z');
    expect(startOfLocalDate('2026-12-02', 'Pacific/Auckland').toISOString()).toBe('2026-12-01T11:00:00.000Z');
  });

  it('ADV-14 a task needs the minimum deposit and the wager multiple of it staked, in a currency the day names', () => {
    expect(wagerRequired(condition, 'EUR')).toBe(6_000);
    expect(isTaskDone(condition, 'EUR', { depositCents: 2_000, wagerCents: 5_999 })).toBe(false);
    expect(isTaskDone(condition, 'EUR', { depositCents: 1_999, wagerCents: 6_000 })).toBe(false);
    expect(isTaskDone(condition, 'EUR', { depositCents: 2_000, wagerCents: 6_000 })).toBe(true);
    expect(isTaskDone(condition, 'USD', { depositCents: 100_000, wagerCents: 100_000 })).toBe(false);
    expect(isTaskDone({ min_dep: { EUR: 2_000 }, wager: 0 }, 'EUR', { depositCents: 2_000, wagerCents: 0 })).toBe(true);
  });

  it('ADV-14 the super prize is due only once every day is completed', () => {
    expect(superPrizeDue(new Set([1, 2]), 3)).toBe(false);
    expect(superPrizeDue(new Set([1, 2, 3]), 3)).toBe(true);
  });

  it('ADV-12 the adventure is over when the last day is completed, or after the day after the last day', () => {
    expect(isOver(config, '2026-12-03', true)).toBe(true);
    expect(isOver(config, '2026-12-04', false)).toBe(false);
    expect(isOver(config, '2026-12-05', false)).toBe(true);
  });
});

describe('adventure countdowns and widget', () => {
  const nextDayStart = new Date('2026-12-03T00:00:00.000Z');
  const gift = { activatable: true, activatable_until: '2026-12-05T10:00:00.000Z' };

  it('ADV-09 an active or completed card with an activatable gift counts down to its activation deadline', () => {
    expect(countdownUntil({ status: 'completed', gift, nextDayStart })).toBe(gift.activatable_until);
    expect(countdownUntil({ status: 'active', gift, nextDayStart })).toBe(gift.activatable_until);
  });

  it('ADV-09 an active card without one counts down to the next day; other cards have no countdown', () => {
    expect(countdownUntil({ status: 'active', gift: null, nextDayStart })).toBe('2026-12-03T00:00:00.000Z');
    expect(countdownUntil({ status: 'completed', gift: { ...gift, activatable: false }, nextDayStart })).toBeNull();
    for (const status of ['lost', 'future', 'superb'] as const) expect(countdownUntil({ status, gift, nextDayStart })).toBeNull();
  });

  it('ADV-13 the widget shows to testers and the configured groups while the adventure is enabled', () => {
    const on = { is_enabled: true, group_ids: [1117] };
    expect(showsWidget([21], on, 21)).toBe(true);
    expect(showsWidget([1117], on, 21)).toBe(true);
    expect(showsWidget([258], on, 21)).toBe(false);
    expect(showsWidget([21], { ...on, is_enabled: false }, 21)).toBe(false);
  });
});
