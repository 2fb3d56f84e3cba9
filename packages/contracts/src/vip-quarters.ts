/**
 * Calendar quarters in a time zone (docs/decisions/056-vip-club.md): a quarter starts at local
 * midnight of 1 January, 1 April, 1 July or 1 October. The server sums and re-evaluates VIP
 * statuses by them; the club page counts the days to the end of the current one (VIP-08).
 */

import { localParts, zoneOffsetMs } from './zone-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of local midnight on the 1st of a month (month 1-12) in a zone. */
function monthStart(year: number, month: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, 1);
  const first = wall - zoneOffsetMs(new Date(wall), timeZone);
  return new Date(wall - zoneOffsetMs(new Date(first), timeZone));
}

export interface Quarter {
  /** "2026-Q4". */
  key: string;
  startsAt: Date;
  /** The first instant of the following quarter. */
  endsAt: Date;
}

/** The quarter holding an instant, in a time zone. */
export function quarterOf(at: Date, timeZone: string): Quarter {
  const { year, month } = localParts(at, timeZone);
  const index = Math.floor((month - 1) / 3);
  const startsAt = monthStart(year, index * 3 + 1, timeZone);
  const endsAt = index === 3 ? monthStart(year + 1, 1, timeZone) : monthStart(year, index * 3 + 4, timeZone);
  return { key: `${year}-Q${index + 1}`, startsAt, endsAt };
}

/** The quarter after the one holding an instant. */
export const nextQuarterOf = (at: Date, timeZone: string): Quarter => quarterOf(quarterOf(at, timeZone).endsAt, timeZone);

/** Whole days left until the end of the current quarter, counting a started day as one (VIP-08). */
export const daysToQuarterEnd = (at: Date, timeZone: string): number =>
  Math.max(0, Math.ceil((quarterOf(at, timeZone).endsAt.getTime() - at.getTime()) / DAY_MS));
