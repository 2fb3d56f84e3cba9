import {
  VIP_CURRENCY_THRESHOLDS,
  VIP_DEFAULT_THRESHOLDS,
  VIP_RANKED,
  VIP_STATUSES,
  vipRank,
  type VipProgress,
  type VipStatus,
} from '@casino/contracts';

/**
 * The VIP club's rules, pure (docs/decisions/056-vip-club.md). A status is reached when the
 * quarter's deposits or its real bets reach that status's threshold in the currency; it is held
 * until the end of the quarter after the one it was reached in; Diamond is held for life.
 */

export type RankedStatus = Exclude<VipStatus, 'REGULAR'>;

export interface ThresholdRow {
  status: RankedStatus;
  /** A currency code, or `*` for every currency without its own row. */
  currency: string;
  depositCents: number;
  betCents: number;
}

interface QuarterSums {
  depositCents: number;
  betCents: number;
}

export interface HeldStatus {
  status: VipStatus;
  /** The end of the quarter after the one the status was reached in; null for Regular and Diamond. */
  heldUntil: Date | null;
}

/** How many times the Bronze threshold each status asks for, where the operator set no row of its own. */
export const DEFAULT_MULTIPLIERS: Record<RankedStatus, number> = { BRONZE: 1, SILVER: 3, GOLD: 10, PLATINUM: 25, DIAMOND: 100 };

/** The thresholds of a status in a currency: its own row, the `*` row, else the requirements' defaults. */
export function thresholdFor(status: RankedStatus, currency: string, rows: readonly ThresholdRow[]): QuarterSums {
  const own =
    rows.find((r) => r.status === status && r.currency === currency) ??
    rows.find((r) => r.status === status && r.currency === '*');
  if (own) return { depositCents: own.depositCents, betCents: own.betCents };
  const bronze = VIP_CURRENCY_THRESHOLDS[currency] ?? VIP_DEFAULT_THRESHOLDS;
  const times = DEFAULT_MULTIPLIERS[status];
  return { depositCents: bronze.depositThresholdCents * times, betCents: bronze.betSumThresholdCents * times };
}

/** The highest status a quarter's sums reach: deposits or bets at or past its threshold. */
export function reachedStatus(sums: QuarterSums, currency: string, rows: readonly ThresholdRow[]): VipStatus {
  let reached: VipStatus = 'REGULAR';
  for (const status of VIP_RANKED) {
    const needed = thresholdFor(status, currency, rows);
    if (sums.depositCents >= needed.depositCents || sums.betCents >= needed.betCents) reached = status;
  }
  return reached;
}

export const higher = (a: VipStatus, b: VipStatus): VipStatus => (vipRank(a) >= vipRank(b) ? a : b);

/** The status a player enjoys at an instant: Diamond for life, another status until its hold ends, else Regular. */
export function activeStatus(held: HeldStatus, now: Date): VipStatus {
  if (held.status === 'DIAMOND') return 'DIAMOND';
  if (held.status === 'REGULAR' || held.heldUntil === null) return 'REGULAR';
  return held.heldUntil.getTime() > now.getTime() ? held.status : 'REGULAR';
}

/**
 * What reaching a status in a quarter does to the hold: an upgrade (a status above the active
 * one) or a renewal (the same status, held a quarter longer). Null when nothing changes.
 */
export function afterReaching(held: HeldStatus, reached: VipStatus, now: Date, nextQuarterEndsAt: Date): HeldStatus | null {
  const active = activeStatus(held, now);
  if (reached === 'REGULAR' || active === 'DIAMOND' || vipRank(reached) < vipRank(active)) return null;
  const heldUntil = reached === 'DIAMOND' ? null : nextQuarterEndsAt;
  if (reached === active && held.heldUntil?.getTime() === heldUntil?.getTime()) return null;
  return { status: reached, heldUntil };
}

/**
 * The quarter-end re-evaluation of a hold that has run out: the status the quarter that just
 * ended reached, held to the end of the quarter now starting; Regular when it reached none.
 */
export function afterQuarterEnd(held: HeldStatus, endedQuarter: VipStatus, now: Date, currentQuarterEndsAt: Date): HeldStatus {
  if (activeStatus(held, now) !== 'REGULAR') return held;
  if (endedQuarter === 'DIAMOND') return { status: 'DIAMOND', heldUntil: null };
  if (endedQuarter === 'REGULAR') return { status: 'REGULAR', heldUntil: null };
  return { status: endedQuarter, heldUntil: currentQuarterEndsAt };
}

/** The status above another, null above Diamond. */
const statusAbove = (status: VipStatus): VipStatus | null => VIP_STATUSES[vipRank(status) + 1] ?? null;

/** Percent of a part of a threshold, whole, capped at 100. */
const percent = (amount: number, threshold: number): number =>
  threshold <= 0 ? 100 : Math.min(100, Math.floor((amount * 100) / threshold));

/**
 * VIP-02: the progress towards the status above the active one; the better of the deposit and
 * the bet percentages is the overall progress (either sum reaches a status). At Diamond, the
 * Diamond thresholds show, full.
 */
export function progressOf(
  currency: string,
  sums: QuarterSums,
  held: HeldStatus,
  now: Date,
  rows: readonly ThresholdRow[],
): VipProgress {
  const active = activeStatus(held, now);
  const next = statusAbove(active);
  const target = thresholdFor((next ?? 'DIAMOND') as RankedStatus, currency, rows);
  const overall =
    next === null ? 100 : Math.max(percent(sums.depositCents, target.depositCents), percent(sums.betCents, target.betCents));
  return {
    currency,
    currentStatus: reachedStatus(sums, currency, rows),
    activeStatus: active,
    nextStatus: next,
    depositThresholdCents: target.depositCents,
    depositAmountCents: Math.max(0, sums.depositCents),
    betSumCents: Math.max(0, sums.betCents),
    betSumThresholdCents: target.betCents,
    overallProgress: overall,
  };
}

/** Whether, in every currency the rows name, each status asks more than the one below it (on both sums). */
export function thresholdsRise(rows: readonly ThresholdRow[]): boolean {
  const currencies = [...new Set(rows.map((r) => r.currency))];
  return currencies.every((currency) =>
    VIP_RANKED.slice(1).every((status, i) => {
      const below = thresholdFor(VIP_RANKED[i] as RankedStatus, currency, rows);
      const own = thresholdFor(status, currency, rows);
      return own.depositCents > below.depositCents && own.betCents > below.betCents;
    }),
  );
}
