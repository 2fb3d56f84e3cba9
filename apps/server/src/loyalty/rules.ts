import { POINT_FRACTIONS } from './tables';

/**
 * The pure rules of comp points (docs/decisions/052-loyalty.md). Points are earned in
 * ten-thousandths of a point: a rate of `points_per_100` points per 100 major units (10,000 minor
 * units) makes a real stake of `c` minor units earn `c × points_per_100` ten-thousandths.
 */

/** The rate a bet earns at: the lowest rate among its game's categories that have one, else the `*` rate, else nothing. */
export function rateFor(categories: readonly string[], rates: ReadonlyMap<string, number>): number {
  const matching = categories.map((c) => rates.get(c)).filter((r): r is number => r !== undefined);
  if (matching.length > 0) return Math.min(...matching);
  return rates.get('*') ?? 0;
}

/** The ten-thousandths of a point a real stake earns. */
export const earnedFractions = (realCents: number, pointsPer100: number): number => realCents * pointsPer100;

/** A balance's persistent points as ten-thousandths. */
export const asFractions = (points: number, fraction: number): number => points * POINT_FRACTIONS + fraction;

/** Splits ten-thousandths into whole points and the carried fraction. */
export function fromFractions(total: number): { points: number; fraction: number } {
  return { points: Math.floor(total / POINT_FRACTIONS), fraction: total % POINT_FRACTIONS };
}

/** The highest level whose threshold the persistent points reach (0 below the first). */
export function levelFor(persistentPoints: number, thresholds: readonly { level: number; minPoints: number }[]): number {
  let reached = 0;
  for (const t of thresholds) if (persistentPoints >= t.minPoints && t.level > reached) reached = t.level;
  return reached;
}

/** A player's comp balance as the accrual folds it. */
interface CompState {
  chargeablePoints: number;
  persistentPoints: number;
  persistentFraction: number;
  level: number;
}

/** One accrual step of a player: a bet earning ten-thousandths, or a rolled-back bet taking its own back. */
export type CompStep = { kind: 'earn'; fractions: number; currency: string } | { kind: 'take_back'; fractions: number };

/** A bet that brought the persistent points past one or more level thresholds: levels `from` + 1 to `to` are reached. */
export interface LevelReach {
  from: number;
  to: number;
  /** The bet's currency: the level gift is awarded in it. */
  currency: string;
}

/**
 * A player's accrual steps of one batch, folded in order (decision 073) exactly as one by one: a bet
 * adds its fractions to the persistent points and the whole points gained to the chargeable ones,
 * then reaches the levels its persistent points pass; a rollback takes its fractions back, never
 * below zero, and the whole points lost from the chargeable ones, never below zero (levels stay).
 */
export function foldComps(
  start: CompState,
  steps: readonly CompStep[],
  thresholds: readonly { level: number; minPoints: number }[],
): { state: CompState; reaches: LevelReach[] } {
  const state = { ...start };
  const reaches: LevelReach[] = [];
  for (const step of steps) {
    const before = asFractions(state.persistentPoints, state.persistentFraction);
    if (step.kind === 'earn') {
      const total = fromFractions(before + step.fractions);
      state.chargeablePoints += total.points - state.persistentPoints;
      [state.persistentPoints, state.persistentFraction] = [total.points, total.fraction];
      const reached = levelFor(state.persistentPoints, thresholds);
      if (reached > state.level) reaches.push({ from: state.level, to: reached, currency: step.currency });
      state.level = Math.max(state.level, reached);
    } else {
      const total = fromFractions(Math.max(0, before - step.fractions));
      state.chargeablePoints = Math.max(0, state.chargeablePoints - (state.persistentPoints - total.points));
      [state.persistentPoints, state.persistentFraction] = [total.points, total.fraction];
    }
  }
  return { state, reaches };
}

/** How far, 0 to 100 floored, the points are from one threshold to the next (100 at the top). */
export function progressPercent(points: number, from: number, to: number | null): number {
  if (to === null || to <= from) return 100;
  return Math.max(0, Math.min(100, Math.floor(((points - from) * 100) / (to - from))));
}

/** The instant a sale ends: the day after its DD/MM/YYYY last day, 00:00 UTC; undefined when the date is not a real day. */
export function saleEndsAt(endDate: string): Date | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(endDate);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const last = new Date(Date.UTC(year, month - 1, day));
  if (last.getUTCDate() !== day || last.getUTCMonth() !== month - 1) return undefined;
  return new Date(last.getTime() + 24 * 60 * 60 * 1000);
}

/** The DD/MM/YYYY last day of a sale ending at an instant. */
export function saleEndDate(endsAt: Date): string {
  const last = new Date(endsAt.getTime() - 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(last.getUTCDate())}/${pad(last.getUTCMonth() + 1)}/${last.getUTCFullYear()}`;
}

/** A card's rate in a currency; sale and other card configs fall back to EUR (CONST-47), then to the first rate (DECISIONS-22). */
export function rateIn<T extends { currency: string }>(rates: readonly T[], currency: string | undefined): T | undefined {
  return rates.find((r) => r.currency === currency) ?? rates.find((r) => r.currency === 'EUR') ?? rates[0];
}
