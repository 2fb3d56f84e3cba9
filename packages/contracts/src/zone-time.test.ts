import { describe, expect, it } from 'vitest';
import { formattedParts, localParts, zoneOffsetMs } from './zone-time';

const ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'UTC'];

describe('wall-clock time in a time zone', () => {
  it('gives the parts the zone’s formatter gives, every 97 minutes 13 seconds across 2026, and every 61 seconds around each clock change', () => {
    const start = Date.UTC(2026, 0, 1);
    const end = Date.UTC(2027, 0, 1);
    for (const zone of ZONES) {
      const changes: number[] = [];
      for (let t = start; t < end; t += 5_833_000) {
        const at = new Date(t);
        expect(localParts(at, zone), `${zone} ${at.toISOString()}`).toEqual(formattedParts(at, zone));
        if (t > start && zoneOffsetMs(at, zone) !== zoneOffsetMs(new Date(t - 5_833_000), zone)) changes.push(t);
      }
      for (const change of changes) {
        for (let t = change - 2 * 5_833_000; t <= change; t += 61_000) {
          const at = new Date(t);
          expect(localParts(at, zone), `${zone} ${at.toISOString()}`).toEqual(formattedParts(at, zone));
        }
      }
    }
  }, 60_000);

  it('moves with a clock change at the instant it happens (Berlin, 29 March 2026, 01:00 UTC)', () => {
    const before = new Date(Date.UTC(2026, 2, 29, 0, 59, 59));
    const after = new Date(Date.UTC(2026, 2, 29, 1, 0, 0));
    expect(localParts(before, 'Europe/Berlin')).toMatchObject({ hour: 1, minute: 59, second: 59 });
    expect(localParts(after, 'Europe/Berlin')).toMatchObject({ hour: 3, minute: 0, second: 0 });
    expect(zoneOffsetMs(before, 'Europe/Berlin')).toBe(3_600_000);
    expect(zoneOffsetMs(after, 'Europe/Berlin')).toBe(7_200_000);
  });
});
