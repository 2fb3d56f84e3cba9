import { describe, expect, it } from 'vitest';
import { cryptoRng, seededRng } from './rng';

describe('seededRng', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const draw = (seed: string) => {
      const rng = seededRng(seed);
      return { ints: Array.from({ length: 20 }, () => rng.int(1_000_000)), bytes: rng.bytes(40).toString('hex') };
    };
    expect(draw('alpha')).toEqual(draw('alpha'));
    expect(draw('alpha').ints).not.toEqual(draw('beta').ints);
    expect(draw('alpha').bytes).not.toEqual(draw('beta').bytes);
  });

  it('keeps int(max) in [0, max) and reaches every value of a small range', () => {
    const rng = seededRng('range');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const value = rng.int(7);
      expect(Number.isInteger(value) && value >= 0 && value < 7).toBe(true);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(seededRng('one').int(1)).toBe(0);
  });

  it('is roughly uniform: each of 10 buckets gets 10% ± 2% of 20,000 draws', () => {
    const rng = seededRng('uniform');
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i++) {
      const bucket = rng.int(10);
      counts[bucket] = (counts[bucket] ?? 0) + 1;
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(20_000);
    for (const count of counts) expect(Math.abs(count - 2000)).toBeLessThan(400);
  });

  it('returns exactly the requested number of bytes, also beyond one hash block', () => {
    const rng = seededRng('bytes');
    for (const size of [0, 1, 31, 32, 33, 100]) expect(rng.bytes(size)).toHaveLength(size);
  });

  it('refuses a max that is not a positive integer', () => {
    const rng = seededRng('bad');
    for (const max of [0, -1, 1.5, Number.NaN]) expect(() => rng.int(max)).toThrow(RangeError);
  });
});

describe('cryptoRng', () => {
  it('draws in range and does not repeat 32-byte tokens', () => {
    for (let i = 0; i < 100; i++) expect(cryptoRng.int(3)).toBeLessThan(3);
    expect(cryptoRng.bytes(32).equals(cryptoRng.bytes(32))).toBe(false);
  });
});
