import { describe, expect, it } from 'vitest';
import { ManualClock, systemClock } from './clock';

describe('ManualClock', () => {
  it('stands still until moved, then advances and jumps exactly', () => {
    const clock = new ManualClock('2026-03-01T10:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-03-01T10:00:00.000Z');
    clock.advance(30_001);
    expect(clock.now().toISOString()).toBe('2026-03-01T10:00:30.001Z');
    clock.set('2027-01-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('hands out copies, so a caller cannot move the clock by mutating a date', () => {
    const clock = new ManualClock('2026-03-01T10:00:00Z');
    clock.now().setFullYear(1999);
    expect(clock.now().getUTCFullYear()).toBe(2026);
  });
});

describe('systemClock', () => {
  it('reads the real time', () => {
    expect(Math.abs(systemClock.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
