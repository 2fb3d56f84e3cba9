import { type Volatility } from './types';

/**
 * Math models of the lines slot. Symbols 0..7 pay on lines (0 the highest), 8 is the wild
 * (substitutes for 0..7 and pays on its own), 9 the scatter (pays anywhere, 3+ trigger free spins).
 * Reel strips are built from symbol counts by `buildStrip`, which spaces scatters at least 3 apart
 * so a reel shows at most one.
 */
export const LINE_SYMBOLS = ['crown', 'diamond', 'bell', 'horseshoe', 'ace', 'king', 'queen', 'jack', 'wild', 'scatter'] as const;
export const WILD = 8;
export const SCATTER = 9;

export interface LinesModel {
  id: string;
  rulesKey: string;
  volatility: Volatility;
  /** Row (0 top .. 2 bottom) per reel of every payline. */
  lines: number[][];
  /** Symbol counts per reel, base game and free spins, indexed by symbol. */
  baseCounts: number[][];
  freeCounts: number[][];
  /** Line pays in line-bet multiples for 3, 4, 5 of a kind, per symbol 0..8. */
  pays: number[][];
  /** Scatter pays in total-bet multiples for 3, 4, 5 scatters. */
  scatterPays: number[];
  freeSpins: { count: number; multiplier: number };
  /** Price of buying the free spins, in bets, or null when the feature cannot be bought. */
  buyCost: number | null;
  minBet: number;
  maxBet: number;
}

const LINES_10 = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
const LINES_20 = [
  ...LINES_10,
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

/** A strip from symbol counts: scatters evenly spaced, the rest dealt round-robin between them. */
export function buildStrip(counts: number[]): number[] {
  const scatters = counts[SCATTER] ?? 0;
  const others: number[] = [];
  const left = counts.map((count, symbol) => (symbol === SCATTER ? 0 : count));
  for (let more = true; more;) {
    more = false;
    for (let symbol = 0; symbol < left.length; symbol++) {
      if ((left[symbol] ?? 0) > 0) {
        others.push(symbol);
        left[symbol] = (left[symbol] ?? 0) - 1;
        more = true;
      }
    }
  }
  const length = others.length + scatters;
  if (scatters > 0 && length / scatters < 3) throw new RangeError('scatters must be at least 3 apart');
  const strip: number[] = [];
  let placed = 0;
  let next = 0;
  for (let position = 0; position < length; position++) {
    if (placed < scatters && position >= Math.floor((placed * length) / scatters)) {
      strip.push(SCATTER);
      placed += 1;
    } else {
      strip.push(others[next] as number);
      next += 1;
    }
  }
  return strip;
}

const row = (wild: number, scatter: number, counts: number[]) => [...counts, wild, scatter];
const reels = (counts: number[], wilds: number[], scatters: number[]) =>
  wilds.map((wild, reel) => row(wild, scatters[reel] ?? 0, counts));

const MEDIUM_COUNTS = [3, 4, 6, 7, 9, 10, 11, 12];

/** Medium volatility, 10 lines: hit frequency about 22%, free spins about 1 in 148 spins. */
export const MEDIUM: LinesModel = {
  id: 'slot-lines',
  rulesKey: 'games.rules.slot-lines',
  volatility: 'medium',
  lines: LINES_10,
  baseCounts: reels(MEDIUM_COUNTS, [0, 2, 2, 2, 0], [2, 2, 2, 2, 2]),
  freeCounts: reels(MEDIUM_COUNTS, [0, 3, 3, 3, 0], [2, 2, 2, 2, 2]),
  pays: [
    [117, 467, 2337],
    [70, 234, 935],
    [47, 140, 467],
    [35, 93, 351],
    [19, 47, 187],
    [14, 35, 140],
    [12, 28, 117],
    [12, 23, 93],
    [117, 467, 2337],
  ],
  scatterPays: [2, 10, 50],
  freeSpins: { count: 10, multiplier: 3 },
  buyCost: null,
  minBet: 10,
  maxBet: 100_000,
};

const HIGH_COUNTS = [5, 6, 7, 8, 8, 9, 9, 10];

/** High volatility, 10 lines: symbols spread evenly (fewer hits), steep pays, free spins at 5x. */
export const HIGH: LinesModel = {
  id: 'slot-lines-high',
  rulesKey: 'games.rules.slot-lines-high',
  volatility: 'high',
  lines: LINES_10,
  baseCounts: reels(HIGH_COUNTS, [0, 1, 1, 1, 0], [2, 2, 2, 2, 2]),
  freeCounts: reels(HIGH_COUNTS, [0, 4, 4, 4, 0], [2, 2, 2, 2, 2]),
  pays: [
    [65, 655, 6550],
    [39, 327, 2620],
    [26, 196, 1310],
    [20, 131, 655],
    [5, 26, 131],
    [4, 20, 105],
    [3, 16, 79],
    [3, 13, 65],
    [65, 655, 6550],
  ],
  scatterPays: [3, 20, 200],
  freeSpins: { count: 10, multiplier: 5 },
  buyCost: null,
  minBet: 10,
  maxBet: 50_000,
};

const LOW_COUNTS = [2, 3, 4, 5, 12, 14, 16, 18];

/** Low volatility, 20 lines: low symbols dominate (frequent small wins), flat pays. */
export const LOW: LinesModel = {
  id: 'slot-lines-low',
  rulesKey: 'games.rules.slot-lines-low',
  volatility: 'low',
  lines: LINES_20,
  baseCounts: reels(LOW_COUNTS, [0, 3, 3, 3, 0], [2, 2, 2, 2, 2]),
  freeCounts: reels(LOW_COUNTS, [0, 3, 3, 3, 0], [2, 2, 2, 2, 2]),
  pays: [
    [64, 159, 478],
    [48, 127, 319],
    [38, 96, 255],
    [32, 80, 191],
    [16, 32, 96],
    [16, 32, 80],
    [13, 25, 64],
    [13, 25, 64],
    [64, 159, 478],
  ],
  scatterPays: [1, 5, 20],
  freeSpins: { count: 8, multiplier: 2 },
  buyCost: null,
  minBet: 20,
  maxBet: 100_000,
};

const BUY_COUNTS = [3, 4, 5, 6, 9, 10, 12, 13];

/** Bonus buy, 10 lines: 12 free spins at 5x on wild-rich reels, bought for 100 bets. */
export const BONUS_BUY: LinesModel = {
  id: 'slot-bonus-buy',
  rulesKey: 'games.rules.slot-bonus-buy',
  volatility: 'high',
  lines: LINES_10,
  baseCounts: reels(BUY_COUNTS, [0, 2, 1, 2, 0], [1, 2, 1, 2, 1]),
  freeCounts: reels(BUY_COUNTS, [0, 6, 6, 6, 0], [1, 1, 1, 1, 1]),
  pays: [
    [139, 695, 2782],
    [83, 334, 1391],
    [56, 167, 695],
    [42, 111, 417],
    [17, 42, 167],
    [14, 33, 139],
    [11, 28, 111],
    [11, 22, 83],
    [139, 695, 2782],
  ],
  scatterPays: [2, 10, 50],
  freeSpins: { count: 12, multiplier: 5 },
  buyCost: 100,
  minBet: 10,
  maxBet: 10_000,
};

export const LINES_MODELS: LinesModel[] = [MEDIUM, HIGH, LOW, BONUS_BUY];
