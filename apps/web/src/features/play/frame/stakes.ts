import { amountThresholdOf } from '@casino/contracts';

/**
 * The stakes a game offers: 1, 2 and 5 times a power of ten in minor units, from the game's
 * minimum to its maximum, capped by the currency's bet threshold (requirements §core-9). The game's own
 * minimum and maximum are always offered, so every limit can be reached.
 */
export function stakeSteps(minCents: number, maxCents: number, currency: string): number[] {
  const max = Math.min(maxCents, amountThresholdOf(currency).betCents);
  if (max < minCents) return [];
  const steps = new Set<number>([minCents]);
  for (let power = 1; power <= max; power *= 10) {
    for (const factor of [1, 2, 5]) {
      const value = factor * power;
      if (value > minCents && value <= max) steps.add(value);
    }
  }
  steps.add(max);
  return [...steps].sort((a, b) => a - b);
}

/** The stake to start with: the smallest step of at least 1.00 (100 minor units) that exists, else the minimum. */
export function defaultStake(steps: number[]): number {
  return steps.find((step) => step >= 100) ?? steps[steps.length - 1] ?? 0;
}

/** The next step up or down from a stake (it stays put at either end). */
export function nextStake(steps: number[], current: number, direction: 1 | -1): number {
  const index = steps.indexOf(current);
  if (index === -1) return steps[0] ?? current;
  return steps[Math.min(steps.length - 1, Math.max(0, index + direction))] ?? current;
}
