import { describe, expect, it } from 'vitest';
import { ENGINES } from '../engines';
import { type GameEngine } from '../engines/types';
import { nodeHmac } from './hmac';
import { FairRandom } from './random';

/**
 * Statistical tests of the outcome stream at 99% confidence, on fixed seeds (so the verdict is
 * reproducible). Critical values: chi-square upper 1% points; |z| < 2.576 for the runs test and
 * the lag-1 correlation.
 */
const SERVER = '0d9c1b7a5e3f2d4c6b8a9e7f1d3c5b7a9e1f3d5c7b9a2e4f6d8c0b2a4e6f8d0c';
const stream = (nonce: number) => new FairRandom(nodeHmac, SERVER, 'statistics', nonce);

function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('PLAY-05 RNG statistics', () => {
  it('roulette pockets from 1,000,000 draws pass chi-square (36 degrees of freedom, 1% point 58.62)', () => {
    const counts = new Array<number>(37).fill(0);
    const fresh = stream(2);
    for (let i = 0; i < 1_000_000; i++) {
      const pocket = fresh.int(37);
      counts[pocket] = (counts[pocket] ?? 0) + 1;
    }
    expect(chiSquare(counts)).toBeLessThan(58.62);
  });

  it('dice rolls of 200,000 separate rounds (one nonce each) pass chi-square on 100 bins (99 df, 1% point 134.64)', () => {
    const counts = new Array<number>(100).fill(0);
    for (let nonce = 0; nonce < 200_000; nonce++) {
      const bin = Math.floor(stream(nonce).int(10000) / 100);
      counts[bin] = (counts[bin] ?? 0) + 1;
    }
    expect(chiSquare(counts)).toBeLessThan(134.64);
  });

  it('1,000,000 floats pass the runs test (above/below the median) and show no lag-1 serial correlation', () => {
    const random = stream(3);
    const n = 1_000_000;
    const values = new Float64Array(n);
    for (let i = 0; i < n; i++) values[i] = random.float();
    // Wald-Wolfowitz runs test around 0.5.
    let above = 0;
    let runs = 1;
    for (let i = 0; i < n; i++) {
      const high = (values[i] ?? 0) >= 0.5;
      if (high) above += 1;
      if (i > 0 && high !== (values[i - 1] ?? 0) >= 0.5) runs += 1;
    }
    const below = n - above;
    const mean = (2 * above * below) / n + 1;
    const variance = ((mean - 1) * (mean - 2)) / (n - 1);
    expect(Math.abs((runs - mean) / Math.sqrt(variance))).toBeLessThan(2.576);
    // Lag-1 autocorrelation: under independence r * sqrt(n) is standard normal.
    let sum = 0;
    for (const v of values) sum += v;
    const avg = sum / n;
    let num = 0;
    let den = 0;
    for (let i = 0; i < n; i++) {
      const d = (values[i] ?? 0) - avg;
      den += d * d;
      if (i > 0) num += d * ((values[i - 1] ?? 0) - avg);
    }
    expect(Math.abs((num / den) * Math.sqrt(n))).toBeLessThan(2.576);
    // Uniformity of the floats themselves, 20 bins (19 df, 1% point 36.19).
    const bins = new Array<number>(20).fill(0);
    for (const v of values) bins[Math.floor(v * 20)] = (bins[Math.floor(v * 20)] ?? 0) + 1;
    expect(chiSquare(bins)).toBeLessThan(36.19);
  });

  it('outcomes do not depend on the stake: the same seeds give the same symbols, pockets and cards for any bet', () => {
    const cases: [keyof typeof ENGINES, unknown, number, number][] = [
      ['slot-lines', {}, 10, 100_000],
      ['slot-lines-high', {}, 10, 50_000],
      ['slot-lines-low', {}, 20, 100_000],
      ['slot-ways', {}, 20, 50_000],
      ['roulette', { bets: [{ type: 'red', amount: 10 }] }, 10, 10],
      ['blackjack', {}, 100, 500_000],
      ['baccarat', { bets: { banker: 10 } }, 10, 10],
      ['video-poker', {}, 10, 100_000],
      ['crash', { autoCashout: 200 }, 10, 500_000],
      ['dice', { direction: 'over', target: 5000 }, 10, 1_000_000],
      ['scratch', {}, 10, 100_000],
    ];
    const outcome = (state: object) => {
      const {
        stake: _stake,
        win: _win,
        params: _params,
        bet: _bet,
        spins,
        results: _results,
        hands,
        ...rest
      } = state as Record<string, unknown>;
      return {
        ...rest,
        spins: Array.isArray(spins) ? spins.map((s: { grid: unknown }) => s.grid) : undefined,
        hands: Array.isArray(hands) ? hands.map((h: { cards: unknown }) => h.cards) : undefined,
        wins: undefined,
      };
    };
    for (const [id, rawParams, small, large] of cases) {
      const engine = ENGINES[id] as unknown as GameEngine;
      for (let nonce = 0; nonce < 50; nonce++) {
        const params = engine.parseParams(rawParams);
        const bigParams =
          id === 'roulette'
            ? engine.parseParams({ bets: [{ type: 'red', amount: 100_000 }] })
            : id === 'baccarat'
              ? engine.parseParams({ bets: { banker: 500_000 } })
              : params;
        const a = engine.start(params, small, stream(nonce));
        const b = engine.start(bigParams, id === 'roulette' ? 100_000 : id === 'baccarat' ? 500_000 : large, stream(nonce));
        expect(outcome(b), `${id} nonce ${nonce}`).toEqual(outcome(a));
      }
    }
  });
});
