import { describe, expect, it } from 'vitest';
import { seededRng } from '../platform/rng';
import { drawSegment, isExpired, prizeAmount, totalWeight } from './wheel-rules';

describe('the wheel draw', () => {
  it('WHEEL-15 drawSegment picks the segment whose cumulative range holds the draw; a weight of 0 never wins', () => {
    const weights = [4000, 4000, 2000, 0, 1];
    expect(drawSegment(weights, 0)).toBe(0);
    expect(drawSegment(weights, 3999)).toBe(0);
    expect(drawSegment(weights, 4000)).toBe(1);
    expect(drawSegment(weights, 7999)).toBe(1);
    expect(drawSegment(weights, 8000)).toBe(2);
    expect(drawSegment(weights, 9999)).toBe(2);
    expect(drawSegment(weights, 10_000)).toBe(4);
    expect(() => drawSegment(weights, 10_001)).toThrow(RangeError);
    expect(() => drawSegment(weights, -1)).toThrow(RangeError);
    expect(() => drawSegment([0, 0], 0)).toThrow(RangeError);
  });

  it('WHEEL-12 WHEEL-15 over 100,000 simulated spins each segment wins its weight share within 3 standard errors', () => {
    const weights = [4000, 4000, 2000, 0, 500, 50];
    const total = totalWeight(weights);
    const rng = seededRng('wheel-statistics');
    const spins = 100_000;
    const wins = weights.map(() => 0);
    for (let i = 0; i < spins; i += 1) {
      const index = drawSegment(weights, rng.int(total));
      wins[index] = (wins[index] ?? 0) + 1;
    }
    for (const [index, weight] of weights.entries()) {
      const p = weight / total;
      const standardError = Math.sqrt((p * (1 - p)) / spins);
      expect(Math.abs((wins[index] ?? 0) / spins - p)).toBeLessThanOrEqual(3 * standardError);
    }
    expect(wins[3]).toBe(0);
  });

  it('WHEEL-13 a prize pays its amount in the player currency, else its EUR amount; points and spins carry no amount', () => {
    const amounts = { EUR: 500, NOK: 5000 };
    expect(prizeAmount({ kind: 'money', amounts }, 'NOK')).toBe(5000);
    expect(prizeAmount({ kind: 'bonus', amounts }, 'CAD')).toBe(500);
    expect(prizeAmount({ kind: 'points', amounts }, 'EUR')).toBe(0);
  });

  it('WHEEL-15 a box expires at valid_until', () => {
    const until = new Date('2026-11-30T00:00:00Z');
    expect(isExpired(until, new Date('2026-11-29T23:59:59Z'))).toBe(false);
    expect(isExpired(until, until)).toBe(true);
  });
});
