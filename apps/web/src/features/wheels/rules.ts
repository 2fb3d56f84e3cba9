import { isActiveWheelSpin, WHEEL_GROUPS, type LootBox, type LootBoxActivation, type WheelSlug } from '@casino/contracts';

/** The degrees each of `count` equal segments spans. */
export const segmentSpan = (count: number): number => 360 / count;

/**
 * The wheel's rotation that brings segment `index` under the pointer at the top, after `turns`
 * whole turns beyond `from` (the wheel only ever turns forward). Segment i is drawn centred at
 * i × span degrees clockwise from the top.
 */
export function restingRotation(index: number, count: number, from: number, turns = 5): number {
  const target = (360 - index * segmentSpan(count)) % 360;
  const base = Math.ceil(from / 360) * 360 + turns * 360;
  return base + target;
}

/** A point on the circle of radius r around (c, c) at `degrees` clockwise from the top. */
export function pointAt(c: number, r: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [c + r * Math.cos(radians), c + r * Math.sin(radians)];
}

/** The SVG path of segment `index` of `count` on a wheel of radius r centred at (c, c). */
export function segmentPath(index: number, count: number, c: number, r: number): string {
  const span = segmentSpan(count);
  const [x1, y1] = pointAt(c, r, index * span - span / 2);
  const [x2, y2] = pointAt(c, r, index * span + span / 2);
  const large = span > 180 ? 1 : 0;
  return `M ${c} ${c} L ${x1.toFixed(2)} ${y1.toFixed(2)} A ${r} ${r} 0 ${large} 1 ${x2.toFixed(2)} ${y2.toFixed(2)} Z`;
}

/** The player's boxes that can be opened on a wheel: issued active wheel spins of that wheel (WHEEL-06). */
export const openableBoxes = (boxes: readonly LootBox[], wheel: WheelSlug): LootBox[] =>
  boxes.filter((b) => b.wheel === wheel && isActiveWheelSpin(b));

/** WHEEL-14 (DECISIONS-15): the widget shows to a player in a wheel group or with active boxes. */
export const showsLootBoxWidget = (groups: readonly number[], boxes: readonly LootBox[]): boolean =>
  groups.some((g) => WHEEL_GROUPS.includes(g)) || boxes.some(isActiveWheelSpin);

/** The terms a won gift carries, shown under the prize: its wager and its max win in the prize's currency. */
interface PrizeTerms {
  wager: number;
  maxWin: { cents: number; currency: string } | null;
}

/**
 * WHEEL-04: the wager and max win of the bonus or free spins a box paid, from its result_bonus;
 * the max win in the prize's currency, else in EUR; null for other prizes or unrecorded terms.
 */
export function prizeTerms(result: Pick<LootBoxActivation, 'lootbox' | 'prize'>): PrizeTerms | null {
  const terms = result.lootbox.bonuses[0]?.result_bonus;
  if (!terms) return null;
  const currency = terms.max_win[result.prize.currency] !== undefined ? result.prize.currency : 'EUR';
  const cents = terms.max_win[currency];
  return { wager: terms.wager, maxWin: cents === undefined ? null : { cents, currency } };
}
