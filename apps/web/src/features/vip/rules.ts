import {
  VIP_STATUSES,
  daysToQuarterEnd,
  defaultVipProgress,
  licenceTimeZone,
  quarterOf,
  vipRank,
  type VipProgress,
  type VipStatus,
} from '@casino/contracts';

/** VIP-07: a status card is the player's current one, one achieved below it, the next one, or locked above that. */
type VipCardState = 'current' | 'before' | 'future' | 'lock';

export function cardStateOf(status: VipStatus, active: VipStatus): VipCardState {
  const diff = vipRank(status) - vipRank(active);
  if (diff === 0) return 'current';
  if (diff < 0) return 'before';
  return diff === 1 ? 'future' : 'lock';
}

export const statusCards = (active: VipStatus): { status: VipStatus; state: VipCardState }[] =>
  VIP_STATUSES.map((status) => ({ status, state: cardStateOf(status, active) }));

/** VIP-05: the progress to show: the loaded one, or the default when it failed (or for a guest). */
export function shownProgress(loaded: VipProgress | undefined, currency: string): { progress: VipProgress; fallback: boolean } {
  return loaded ? { progress: loaded, fallback: false } : { progress: defaultVipProgress(currency), fallback: true };
}

/** VIP-08: the end of the current quarter in the licence's zone (the expiry date) and the days left to it. */
export function quarterEnd(now: Date, licence: string | null): { endsAt: Date; days: number; zone: string } {
  const zone = licenceTimeZone(licence);
  return { endsAt: quarterOf(now, zone).endsAt, days: daysToQuarterEnd(now, zone), zone };
}

/** The last day of the quarter, as a date in the licence's zone (the quarter ends at the next midnight). */
export const lastDayOf = (endsAt: Date): Date => new Date(endsAt.getTime() - 1);

/**
 * VIP-08: when the active status expires (null for Regular and lifelong Diamond). A status the
 * running quarter's sums reach again is held to the end of the next quarter; one reached in the
 * quarter before expires at the end of this one.
 */
export function expiryOf(progress: VipProgress, now: Date, licence: string | null): Date | null {
  if (progress.activeStatus === 'REGULAR' || progress.activeStatus === 'DIAMOND') return null;
  const zone = licenceTimeZone(licence);
  const thisQuarter = quarterOf(now, zone);
  if (vipRank(progress.currentStatus) < vipRank(progress.activeStatus)) return thisQuarter.endsAt;
  return quarterOf(thisQuarter.endsAt, zone).endsAt;
}

/** What each status gives (the comparison), by the lowest status that has it. */
export const PERKS: { key: 'gift' | 'manager' | 'support' | 'hold' | 'lifelong'; has: (s: VipStatus) => boolean }[] = [
  { key: 'gift', has: (s) => s !== 'REGULAR' },
  { key: 'manager', has: (s) => s !== 'REGULAR' },
  { key: 'support', has: (s) => s !== 'REGULAR' },
  { key: 'hold', has: (s) => s !== 'REGULAR' && s !== 'DIAMOND' },
  { key: 'lifelong', has: (s) => s === 'DIAMOND' },
];

/** A bar's width: the amount's share of its threshold, whole percent, 0 to 100. */
export const barPercent = (amount: number, threshold: number): number =>
  threshold <= 0 ? 100 : Math.min(100, Math.max(0, Math.floor((amount * 100) / threshold)));
