import { describe, expect, it } from 'vitest';
import { slotBonusBuy, slotLines, slotLinesHigh, slotLinesLow } from './index';
import { evaluateGrid, type LinesState } from './slot-lines';
import { lineWin } from './slot-lines-math';
import { buildStrip, MEDIUM, SCATTER, WILD } from './slot-lines-models';
import { ScriptedRandom } from './scripted-random';
import { evaluateWays, slotWays, WAYS_PAYS } from './slot-ways';

const W = WILD;
const S = SCATTER;
/** A 5x3 grid from rows (top to bottom) of symbol indices. */
const grid = (rows: number[][]) => [0, 1, 2, 3, 4].map((reel) => rows.map((row) => row[reel] ?? 7));

/** Stops that put the wanted middle-row symbol... any stop whose window starts with `symbol` at `row`. */
function stopFor(strip: number[], symbol: number, row: number): number {
  const stop = strip.findIndex((_, s) => strip[(s + row) % strip.length] === symbol);
  if (stop < 0) throw new Error('symbol not on strip');
  return stop;
}

describe('PLAY-05 lines slots', () => {
  it('pays the leading run with wilds substituting, and the better of wild run and symbol run', () => {
    const pays = MEDIUM.pays;
    expect(lineWin(MEDIUM, [0, 0, 0, 5, 6])).toBe(pays[0]?.[0]);
    expect(lineWin(MEDIUM, [0, W, 0, 0, 6])).toBe(pays[0]?.[1]);
    expect(lineWin(MEDIUM, [W, W, W, 7, 7])).toBe(Math.max(pays[W]?.[0] ?? 0, pays[7]?.[2] ?? 0));
    expect(lineWin(MEDIUM, [W, W, W, W, W])).toBe(pays[W]?.[2]);
    expect(lineWin(MEDIUM, [1, 1, 2, 1, 1])).toBe(0);
    expect(lineWin(MEDIUM, [2, 2, S, 2, 2])).toBe(0);
    expect(lineWin(MEDIUM, [W, W, S, 2, 2])).toBe(0);
  });

  it('evaluates a hand-made window: line wins, scatters anywhere', () => {
    const result = evaluateGrid(
      MEDIUM,
      grid([
        [5, 5, 5, 6, S],
        [0, W, 0, 0, 1],
        [S, 2, 3, S, 4],
      ]),
    );
    expect(result.lineWins).toEqual(
      expect.arrayContaining([
        { line: 0, symbol: 0, count: 4, win: MEDIUM.pays[0]?.[1] },
        { line: 1, symbol: 5, count: 3, win: MEDIUM.pays[5]?.[0] },
      ]),
    );
    expect(result.scatters).toBe(3);
    expect(result.scatterUnits).toBe((MEDIUM.scatterPays[0] ?? 0) * 10);
  });

  it('three scatters trigger free spins at the multiplier, played with actions until none are left', () => {
    const strips = MEDIUM.baseCounts.map(buildStrip);
    const freeStrips = MEDIUM.freeCounts.map(buildStrip);
    // Scatters on reels 1, 3 and 5 in the top row; the other reels anywhere without a scatter.
    const stops = strips.map((strip, reel) => (reel % 2 === 0 ? stopFor(strip, S, 0) : stopFor(strip, 7, 0)));
    const random = new ScriptedRandom(stops);
    const state = slotLines.start(slotLines.parseParams({}), 1000, random);
    expect(state).toMatchObject({ finished: false, freeSpinsLeft: 10 });
    expect(state.spins[0]?.scatters).toBe(3);
    // Free spin: a window whose middle row is five crowns (no scatters in view).
    const crowns = freeStrips.map((strip) => {
      const stop = strip.findIndex(
        (_, s) => strip[(s + 1) % strip.length] === 0 && ![0, 1, 2].some((r) => strip[(s + r) % strip.length] === S),
      );
      return stop;
    });
    const free = slotLines.act(JSON.parse(JSON.stringify(state)) as LinesState, { type: 'spin' }, new ScriptedRandom(crowns));
    expect(free.freeSpinsLeft).toBe(9);
    const spin = free.spins[1];
    expect(spin?.free).toBe(true);
    const units = (spin?.lineWins ?? []).reduce((sum, w) => sum + w.win, 0);
    expect(spin?.win).toBe(Math.floor((1000 * units * 3) / 10));
    expect(units).toBeGreaterThanOrEqual(MEDIUM.pays[0]?.[2] ?? 0);
    // Interrupted: the remaining 9 free spins are played out and paid.
    const settled = slotLines.settleInterrupted(free, new ScriptedRandom(new Array(9 * 5).fill(1)));
    expect(settled).toMatchObject({ finished: true, freeSpinsLeft: 0, freeSpinsPlayed: 10 });
    expect(settled.win).toBe(settled.spins.reduce((sum, s) => sum + s.win, 0));
  });

  it('the bonus buy costs 100 bets and starts the free spins; other models refuse to sell it', () => {
    const bought = slotBonusBuy.start(slotBonusBuy.parseParams({ buy: true }), 100, new ScriptedRandom());
    expect(bought).toMatchObject({ stake: 10_000, freeSpinsLeft: 12, spins: [], finished: false });
    expect(() => slotLines.parseParams({ buy: true })).toThrow(expect.objectContaining({ field: 'buy' }));
    expect(() => slotLines.act({ ...bought, freeSpinsLeft: 0, finished: true }, { type: 'spin' }, new ScriptedRandom())).toThrow(
      expect.objectContaining({ field: 'action' }),
    );
  });

  it('publishes RTPs near 96% and three volatility classes with distinct paytables', () => {
    for (const engine of [slotLines, slotLinesHigh, slotLinesLow, slotBonusBuy]) {
      expect(engine.meta.rtp).toBeGreaterThan(0.94);
      expect(engine.meta.rtp).toBeLessThan(0.97);
    }
    expect([slotLines.meta.volatility, slotLinesHigh.meta.volatility, slotLinesLow.meta.volatility]).toEqual([
      'medium',
      'high',
      'low',
    ]);
    expect((slotBonusBuy.meta.paytable as { buyRtp: number }).buyRtp).toBeCloseTo(0.96, 2);
  });
});

describe('PLAY-05 ways slot', () => {
  it('counts ways as the product of matching symbols on adjacent reels, wilds included', () => {
    const wins = evaluateWays([
      [0, 0, 5],
      [W, 3],
      [0, 1, 2, 0],
      [4, 4],
      [0, 6],
      [7, 7],
    ]);
    // Symbol 0: reels 1..3 then 5? reel 4 has no 0 -> 3 reels: 2 * 1 * 2 = 4 ways.
    expect(wins).toEqual([{ symbol: 0, reels: 3, ways: 4, win: (WAYS_PAYS[0]?.[0] ?? 0) * 4 }]);
    expect(evaluateWays([[1, 2], [1, 2], [3, 4], [1], [1], [1]])).toEqual([]);
  });

  it('draws a height of 2..7 per reel then every cell, and floors the win to minor units', () => {
    // Heights 2 on every reel, all cells symbol 0 (first weight bucket).
    const state = slotWays.start({}, 20, new ScriptedRandom([0, 0, 0, 0, 0, 0, ...new Array(12).fill(0)]));
    expect(state.ways).toBe(64);
    expect(state.grid.every((column) => column.length === 2 && column.every((s) => s === 0))).toBe(true);
    expect(state.win).toBe(Math.floor((20 * (WAYS_PAYS[0]?.[3] ?? 0) * 64) / 100));
    expect(slotWays.meta.rtp).toBeGreaterThan(0.95);
    expect(slotWays.meta.rtp).toBeLessThan(0.97);
  });
});
