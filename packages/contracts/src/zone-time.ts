/** Wall-clock time in a time zone, with one formatter per zone (limit days, VIP quarters, adventure days). */

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const partFormats = new Map<string, Intl.DateTimeFormat>();

function partFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    // Zones come from a fixed table; the bound only guards against a caller passing arbitrary ones.
    if (partFormats.size < 1000) partFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock parts as the zone's formatter gives them (the reference the fast path below is checked against). */
export function formattedParts(at: Date, timeZone: string): LocalParts {
  const parts = partFormat(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/**
 * Every zone's offset from UTC, and every change of it, falls on a quarter of an hour, so the
 * offset holds for a whole UTC quarter-hour: it is read from the formatter once per zone and
 * quarter, and the parts of any instant in that quarter are plain arithmetic.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const quarterOffsets = new Map<string, { quarter: number; offsetMs: number }>();

function offsetInQuarter(at: Date, timeZone: string): number {
  const quarter = Math.floor(at.getTime() / QUARTER_HOUR_MS);
  const known = quarterOffsets.get(timeZone);
  if (known?.quarter === quarter) return known.offsetMs;
  const start = new Date(quarter * QUARTER_HOUR_MS);
  const p = formattedParts(start, timeZone);
  const offsetMs = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - start.getTime();
  if (quarterOffsets.size < 1000 || quarterOffsets.has(timeZone)) quarterOffsets.set(timeZone, { quarter, offsetMs });
  return offsetMs;
}

export function localParts(at: Date, timeZone: string): LocalParts {
  const wall = new Date(at.getTime() + offsetInQuarter(at, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  return offsetInQuarter(at, timeZone);
}
