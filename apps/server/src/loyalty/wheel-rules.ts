import type { WheelSegment } from '@casino/contracts';

/** The sum of a wheel's weights: the range a draw picks from. */
export const totalWeight = (weights: readonly number[]): number => weights.reduce((sum, w) => sum + w, 0);

/**
 * A weighted draw (WHEEL-15): `u` is a uniform integer in [0, total weight), taken from the
 * platform's random source; the answer is the segment whose cumulative weight range holds it,
 * so each segment wins weight / total of the time and a weight of 0 never wins.
 */
export function drawSegment(weights: readonly number[], u: number): number {
  const total = totalWeight(weights);
  if (!Number.isInteger(u) || u < 0 || u >= total) throw new RangeError(`draw ${u} is outside [0, ${total})`);
  let upper = 0;
  for (const [index, weight] of weights.entries()) {
    upper += weight;
    if (u < upper) return index;
  }
  throw new RangeError('weights are not whole numbers');
}

/** What a segment pays in a currency: its amount there, else its EUR amount (WHEEL-13); points and spins need none. */
export const prizeAmount = (segment: Pick<WheelSegment, 'kind' | 'amounts'>, currency: string): number =>
  segment.kind === 'money' || segment.kind === 'bonus' ? (segment.amounts[currency] ?? segment.amounts.EUR ?? 0) : 0;

/** Whether a box is past its validity (WHEEL-15): from `valid_until` on it can no longer be opened. */
export const isExpired = (validUntil: Date, now: Date): boolean => now.getTime() >= validUntil.getTime();
