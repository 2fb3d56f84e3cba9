import { describe, expect, it } from 'vitest';
import { SimulationRandom } from '../fair/simulation-random';
import { ENGINES } from './index';
import { SIMULATION_MODELS, simulate, summarize } from './simulate';
import { linesRtp, scatterDistribution, spinReturn } from './slot-lines-math';
import { SCATTER } from './slot-lines-models';
import { ScriptedRandom } from './scripted-random';
import { LINES_MODELS, type LinesModel } from './slot-lines-models';
import type { GameEngine } from './types';

/**
 * A quick return-to-player check of every engine and model on a fixed seed (so the verdict never
 * changes between runs). The full 10-million-round measurement is `npm run bench:rtp`.
 *
 * The measured RTP must lie within 3 standard errors of the published one, the standard error
 * computed from the sample's own variance (a correct engine lands outside with probability 0.27%).
 * That is only a check when the standard error is small: every model plays enough rounds for
 * 3 standard errors to stay within its stated tolerance, 1 percentage point where rounds are
 * cheap, and the test fails when they do not. The lines slots (their free spins make a round's
 * return too volatile for a quick simulation) are checked spin by spin against their exact math:
 * the reels' symbols and the trigger chance exactly over every stop, the spin wins within
 * 3 standard errors, which together measure the RTP within 3 standard errors of at most 4 points.
 */
const SIGMAS = 3;
/** Rounds per model, and the largest 3-standard-error band allowed (percentage points of RTP). */
const PLAN: Record<string, { rounds: number; tolerance: number }> = {
  'slot-ways': { rounds: 300_000, tolerance: 0.02 },
  roulette: { rounds: 100_000, tolerance: 0.01 },
  'roulette:straight': { rounds: 3_700_000, tolerance: 0.01 },
  'roulette:split': { rounds: 1_800_000, tolerance: 0.01 },
  'roulette:street': { rounds: 1_150_000, tolerance: 0.01 },
  'roulette:trio': { rounds: 1_150_000, tolerance: 0.01 },
  'roulette:corner': { rounds: 850_000, tolerance: 0.01 },
  'roulette:sixline': { rounds: 530_000, tolerance: 0.01 },
  'roulette:dozen': { rounds: 220_000, tolerance: 0.01 },
  'roulette:column': { rounds: 220_000, tolerance: 0.01 },
  'roulette:red': { rounds: 110_000, tolerance: 0.01 },
  blackjack: { rounds: 115_000, tolerance: 0.01 },
  'baccarat:player': { rounds: 100_000, tolerance: 0.01 },
  'baccarat:banker': { rounds: 100_000, tolerance: 0.01 },
  'baccarat:tie': { rounds: 200_000, tolerance: 0.02 },
  // The royal flush (800 bets) dominates the variance; the 10M bench narrows it to ±0.4 points.
  'video-poker': { rounds: 400_000, tolerance: 0.035 },
  crash: { rounds: 270_000, tolerance: 0.01 },
  dice: { rounds: 530_000, tolerance: 0.01 },
  scratch: { rounds: 900_000, tolerance: 0.025 },
};
const LINES_IDS = new Set(LINES_MODELS.map((m) => m.id));
const simulated = SIMULATION_MODELS.filter((m) => !LINES_IDS.has(m.id.replace(/:buy$/, '')));

describe('PLAY-05 RTP of every engine (fast simulation)', () => {
  it('plans every simulated model, and leaves only the lines slots to the exact check', () => {
    expect(simulated.map((m) => m.id).sort()).toEqual(Object.keys(PLAN).sort());
  });

  it.each(simulated.map((model) => [model.id, model] as const))(
    '%s returns its published RTP within 3 standard errors, a band narrower than its stated tolerance',
    (id, model) => {
      const plan = PLAN[id];
      if (!plan) throw new Error(`no plan for ${id}`);
      const totals = simulate(model, 0, plan.rounds, (round) => new SimulationRandom(round * 2654435761 + 97));
      const { rtp, standardError } = summarize(totals);
      expect(standardError).toBeGreaterThan(0);
      expect(SIGMAS * standardError).toBeLessThanOrEqual(plan.tolerance);
      expect(Math.abs(rtp - model.publishedRtp)).toBeLessThanOrEqual(SIGMAS * standardError);
    },
    180_000,
  );
});

/** Mean, and 3 standard errors of it, of a sample summed as Σx and Σx². */
function band(sum: number, sumSq: number, n: number): { mean: number; error: number } {
  const mean = sum / n;
  return { mean, error: SIGMAS * Math.sqrt(Math.max(0, sumSq / n - mean * mean) / n) };
}

/**
 * Plays `spins` single spins of a lines engine (base or free reels) and measures the win of a
 * spin in bets, before the free-spin multiplier and the flooring to minor units, and how often a
 * spin triggers free spins.
 */
function measureSpins(model: LinesModel, free: boolean, spins: number) {
  const engine = ENGINES[model.id as keyof typeof ENGINES] as unknown as GameEngine;
  const lines = model.lines.length;
  let win = 0;
  let winSq = 0;
  let triggers = 0;
  for (let i = 0; i < spins; i++) {
    const random = new SimulationRandom(i * 2654435761 + (free ? 13 : 97));
    let state = engine.start(engine.parseParams({}), model.minBet, random) as unknown as {
      spins: { lineWins: { win: number }[]; scatters: number }[];
      freeSpinsLeft: number;
      finished: boolean;
    };
    if (free) {
      // One spin on the free-spin reels, as the feature plays it.
      state = engine.act({ ...state, freeSpinsLeft: 1, finished: false } as never, { type: 'spin' }, random) as never;
    }
    const spin = state.spins[state.spins.length - 1];
    if (!spin) throw new Error('no spin played');
    const scatterUnits = spin.scatters >= 3 ? (model.scatterPays[Math.min(spin.scatters, 5) - 3] ?? 0) * lines : 0;
    const bets = (spin.lineWins.reduce((sum, w) => sum + w.win, 0) + scatterUnits) / lines;
    win += bets;
    winSq += bets * bets;
    if (spin.scatters >= 3) triggers += 1;
  }
  return { win: band(win, winSq, spins), trigger: band(triggers, triggers, spins) };
}

/**
 * The window (three rows) the engine shows for every stop of every reel, read from the grids it
 * deals when the random stops are chosen: the exact math assumes each row of a reel shows its
 * symbols in the proportions of the model's counts.
 */
function windowsOf(model: LinesModel, free: boolean): number[][][] {
  const engine = ENGINES[model.id as keyof typeof ENGINES] as unknown as GameEngine;
  const strips = (engine.meta.paytable as { reels: { base: number[][]; free: number[][] } }).reels[free ? 'free' : 'base'];
  type Dealt = { spins: { grid: number[][] }[]; freeSpinsLeft: number; finished: boolean };
  return strips.map((strip, reel) =>
    strip.map((_, stop) => {
      const stops = strips.map((_s, r) => (r === reel ? stop : 0));
      const random = new ScriptedRandom(free ? [0, 0, 0, 0, 0, ...stops] : stops);
      let state = engine.start(engine.parseParams({}), model.minBet, random) as unknown as Dealt;
      if (free) state = engine.act({ ...state, freeSpinsLeft: 1, finished: false } as never, { type: 'spin' }, random) as never;
      const grid = state.spins[state.spins.length - 1]?.grid;
      if (!grid?.[reel]) throw new Error('no grid dealt');
      return grid[reel];
    }),
  );
}

describe('PLAY-05 RTP of the lines slots against their exact math', () => {
  it.each(LINES_MODELS.map((model) => [model.id, model] as const))(
    '%s: spins on the base and the free-spin reels win and trigger as the published RTP computes, within 4 points',
    (_id, model) => {
      const exact = linesRtp(model);
      const engine = ENGINES[model.id as keyof typeof ENGINES] as unknown as GameEngine;
      const paytable = engine.meta.paytable as { baseGameRtp: number; buyRtp: number | null };
      // The published figures are the exact ones.
      expect(engine.meta.rtp).toBeCloseTo(exact.total, 12);
      expect(paytable.baseGameRtp).toBeCloseTo(exact.total, 12);
      expect(paytable.buyRtp).toBe(exact.buy);
      // Exactly, over every stop: each row of each reel shows the model's symbol proportions, so
      // the free-spin trigger chance is the one the RTP is computed with.
      for (const free of [false, true]) {
        const counts = free ? model.freeCounts : model.baseCounts;
        const windows = windowsOf(model, free);
        windows.forEach((stops, reel) => {
          const total = (counts[reel] ?? []).reduce((a, b) => a + b, 0);
          for (const row of [0, 1, 2]) {
            const seen = (counts[reel] ?? []).map(() => 0);
            for (const window of stops) seen[window[row] ?? 0] = (seen[window[row] ?? 0] ?? 0) + 1;
            expect(seen.map((n) => n / stops.length)).toEqual((counts[reel] ?? []).map((n) => n / total));
          }
        });
        // The engine's scatter-count distribution, convolved reel by reel from its windows.
        let dist = [1];
        for (const stops of windows) {
          const perReel = [0, 0, 0, 0];
          for (const window of stops) {
            const n = window.filter((s) => s === SCATTER).length;
            perReel[n] = (perReel[n] ?? 0) + 1 / stops.length;
          }
          const next = Array.from({ length: dist.length + 3 }, () => 0);
          dist.forEach((p, k) => perReel.forEach((q, j) => (next[k + j] = (next[k + j] ?? 0) + p * q)));
          dist = next;
        }
        const expected = scatterDistribution(counts);
        expected.forEach((p, k) => expect(dist[k] ?? 0).toBeCloseTo(p, 12));
      }
      // Spin by spin, the engine's pay evaluation wins what the exact computation expects (3 standard errors).
      const spins = model.id === 'slot-lines-high' ? 600_000 : 250_000;
      const measured = { base: measureSpins(model, false, spins), free: measureSpins(model, true, spins) };
      for (const reels of ['base', 'free'] as const) {
        const expected = spinReturn(model, reels === 'base' ? model.baseCounts : model.freeCounts);
        const { win, trigger } = measured[reels];
        expect(Math.abs(win.mean - expected.win), `${reels} win`).toBeLessThanOrEqual(win.error);
        expect(Math.abs(trigger.mean - expected.trigger), `${reels} trigger`).toBeLessThanOrEqual(trigger.error);
      }
      // Composed as a round plays them (the trigger chances exact), the measured spin wins give the
      // RTP with 3 standard errors of at most 4 points, the two independent samples' errors in quadrature.
      const base = spinReturn(model, model.baseCounts);
      const free = spinReturn(model, model.freeCounts);
      const { count, multiplier } = model.freeSpins;
      const feature = (base.trigger * count * multiplier) / (1 - count * free.trigger);
      const rtp = measured.base.win.mean + feature * measured.free.win.mean;
      const error = Math.hypot(measured.base.win.error, feature * measured.free.win.error);
      expect(error).toBeLessThanOrEqual(0.04);
      expect(Math.abs(rtp - exact.total)).toBeLessThanOrEqual(error);
    },
    180_000,
  );
});
