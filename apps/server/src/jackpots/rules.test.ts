import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contributionPostings, drawOf, fromBaseCents, isHit, publicName, shareOf, toBaseCents } from './rules';

/**
 * A fixed server seed: the simulations draw the same stream on every run, so a pass does not
 * depend on chance (a random seed failed the 5 % bound of the mean about once in twenty runs).
 */
const SIMULATION_SEED = createHash('sha256').update('jackpot rules simulation').digest('hex');

describe('jackpot rules', () => {
  it('JACK-13 a level with growth G is hit with probability contribution / G: a simulation within 3 standard errors', () => {
    const serverSeed = SIMULATION_SEED;
    const space = 4_000; // mean win − seed
    const contribution = 10; // cents per bet: p = 10 / 4,000 = 0.0025
    const draws = 200_000;
    let hits = 0;
    for (let bet = 1; bet <= draws; bet += 1) {
      if (isHit(drawOf({ serverSeed, levelId: 7, betTransactionId: bet, space }), contribution)) hits += 1;
    }
    const p = contribution / space;
    const expected = draws * p;
    const standardError = Math.sqrt(draws * p * (1 - p));
    expect(Math.abs(hits - expected)).toBeLessThan(3 * standardError);
  });

  it('JACK-13 the expected payout of a level matches its contributions: mean pool at a hit = seed + G', () => {
    const serverSeed = SIMULATION_SEED;
    const seed = 1_000;
    const space = 2_000;
    let pool = seed;
    let paid = 0;
    let contributed = 0;
    let hits = 0;
    for (let bet = 1; bet <= 300_000; bet += 1) {
      pool += 5;
      contributed += 5;
      if (isHit(drawOf({ serverSeed, levelId: 1, betTransactionId: bet, space }), 5)) {
        paid += pool;
        hits += 1;
        pool = seed;
      }
    }
    // Players get back every contribution, and the house adds one seed per hit.
    expect(paid + pool - seed * (hits + 1)).toBe(contributed);
    const meanWin = paid / hits;
    expect(Math.abs(meanWin - (seed + space)) / (seed + space)).toBeLessThan(0.05);
  });

  it('JACK-13 a draw is the provably fair stream of the seeds: the same inputs always draw the same', () => {
    const input = { serverSeed: 'a'.repeat(64), levelId: 3, betTransactionId: 42, space: 1_000_000 };
    expect(drawOf(input)).toBe(drawOf(input));
    expect(drawOf(input)).not.toBe(drawOf({ ...input, betTransactionId: 43 }));
  });

  it('JACK-13 shares and conversions round down; JACK-10 a name keeps 6 characters', () => {
    expect(shareOf(1_999, 10_000)).toBe(19);
    expect(toBaseCents(1_000, 'USD', 'EUR', 500_000_000_000n)).toBe(500);
    expect(fromBaseCents(1_050, 'USD', 'EUR', 500_000_000_000n)).toBe(2_100);
    expect(publicName('  Magnificent ')).toBe('Magnif');
  });
  it("JACK-13 a batch posts one contribution per jackpot and bet currency: the sums of the bets' shares, named by the first bet", () => {
    const share = (jackpotId: number, betTransactionId: number, currency: string, stakeCents: number, poolCents: number) => ({
      jackpotId,
      betTransactionId,
      currency,
      stakeCents,
      poolCents,
    });
    expect(
      contributionPostings([
        share(1, 12, 'EUR', 10, 10),
        share(1, 12, 'EUR', 3, 3),
        share(2, 12, 'EUR', 10, 10),
        share(1, 11, 'USD', 20, 10),
        share(1, 14, 'EUR', 7, 7),
        share(1, 9, 'EUR', 1, 1),
      ]),
    ).toEqual([share(1, 9, 'EUR', 21, 21), share(2, 12, 'EUR', 10, 10), share(1, 11, 'USD', 20, 10)]);
    expect(contributionPostings([])).toEqual([]);
  });
});
