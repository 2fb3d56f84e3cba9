import { asRecord, type GameEngine, notMultiStep, onlyKeys, type RoundStateBase, validateBet } from './types';

/**
 * A megaways-style ways slot: 6 reels, each showing 2..7 symbols this spin (height = 2 + int(6),
 * reels left to right), then every cell top to bottom drawn from the reel's weights
 * (int(total weight) against cumulative weights). Ways = product of the heights (up to 117,649).
 * A symbol pays when it (or a wild) shows on 3+ adjacent reels from the left: pay(symbol, reels)
 * times the product of its counts on those reels, in hundredths of the bet. Wilds (reels 2..5)
 * substitute for every symbol and do not pay alone. The spin's win is floored to minor units.
 */
const WAYS_SYMBOLS = ['dragon', 'tiger', 'phoenix', 'koi', 'ace', 'king', 'queen', 'jack', 'wild'] as const;
const WAYS_WILD = 8;
const MIN_HEIGHT = 2;
const HEIGHTS = 6;

/** Weights per reel, indexed by symbol. */
const BASE = [6, 7, 8, 9, 10, 10, 11, 11];
const WAYS_WEIGHTS: number[][] = [
  [...BASE, 0],
  [...BASE, 1],
  [...BASE, 1],
  [...BASE, 1],
  [...BASE, 1],
  [...BASE, 0],
];

/** Pays in hundredths of the bet per way, for 3, 4, 5, 6 reels. */
export const WAYS_PAYS: number[][] = [
  [45, 90, 180, 450],
  [36, 72, 135, 360],
  [27, 54, 108, 270],
  [18, 45, 90, 180],
  [9, 18, 36, 90],
  [9, 18, 27, 72],
  [5, 9, 22, 54],
  [5, 9, 18, 45],
];

interface WaysState extends RoundStateBase {
  grid: number[][];
  ways: number;
  wins: { symbol: number; reels: number; ways: number; win: number }[];
}

/** Wins of a grid in hundredths of the bet. */
export function evaluateWays(grid: number[][]): WaysState['wins'] {
  const wins: WaysState['wins'] = [];
  for (let symbol = 0; symbol < WAYS_PAYS.length; symbol++) {
    let ways = 1;
    let reels = 0;
    for (const column of grid) {
      const count = column.filter((s) => s === symbol || s === WAYS_WILD).length;
      if (count === 0) break;
      ways *= count;
      reels += 1;
    }
    const pay = reels >= 3 ? (WAYS_PAYS[symbol]?.[reels - 3] ?? 0) : 0;
    if (pay > 0) wins.push({ symbol, reels, ways, win: pay * ways });
  }
  return wins;
}

/** The exact RTP: reels are independent, so E[win] = sum over symbol and length of pay * prod E[count] * P(next reel misses). */
function waysRtp(): number {
  let rtp = 0;
  const stats = WAYS_WEIGHTS.map((weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    return WAYS_PAYS.map((_, symbol) => {
      const q = ((weights[symbol] ?? 0) + (weights[WAYS_WILD] ?? 0)) / total;
      let meanCount = 0;
      let miss = 0;
      for (let h = MIN_HEIGHT; h < MIN_HEIGHT + HEIGHTS; h++) {
        meanCount += (h * q) / HEIGHTS;
        miss += (1 - q) ** h / HEIGHTS;
      }
      return { meanCount, miss };
    });
  });
  for (let symbol = 0; symbol < WAYS_PAYS.length; symbol++) {
    let product = 1;
    for (let reels = 1; reels <= 6; reels++) {
      product *= stats[reels - 1]?.[symbol]?.meanCount ?? 0;
      if (reels < 3) continue;
      const stop = reels < 6 ? (stats[reels]?.[symbol]?.miss ?? 0) : 1;
      rtp += ((WAYS_PAYS[symbol]?.[reels - 3] ?? 0) / 100) * product * stop;
    }
  }
  return rtp;
}

const CUMULATIVE = WAYS_WEIGHTS.map((weights) => {
  let sum = 0;
  return weights.map((w) => (sum += w));
});

export const slotWays: GameEngine<Record<string, never>, WaysState, never> = {
  meta: {
    id: 'slot-ways',
    kind: 'slot',
    rulesKey: 'games.rules.slot-ways',
    rtp: waysRtp(),
    rtpSource: 'exact',
    volatility: 'high',
    minBet: 20,
    maxBet: 50_000,
    multiStep: false,
    paytable: { symbols: WAYS_SYMBOLS, paysPerWayInHundredths: WAYS_PAYS, weights: WAYS_WEIGHTS, heights: '2..7' },
  },
  parseParams(input) {
    onlyKeys(asRecord(input), []);
    return {};
  },
  parseAction: notMultiStep,
  start(_params, bet, random) {
    validateBet(bet, this.meta.minBet, this.meta.maxBet);
    const heights = WAYS_WEIGHTS.map(() => MIN_HEIGHT + random.int(HEIGHTS));
    const grid = heights.map((height, reel) => {
      const cumulative = CUMULATIVE[reel] ?? [];
      const total = cumulative[cumulative.length - 1] ?? 1;
      return Array.from({ length: height }, () => {
        const x = random.int(total);
        return cumulative.findIndex((edge) => x < edge);
      });
    });
    const wins = evaluateWays(grid);
    const hundredths = wins.reduce((sum, w) => sum + w.win, 0);
    const win = Math.floor((bet * hundredths) / 100);
    const ways = heights.reduce((a, b) => a * b, 1);
    return { engine: 'slot-ways', stake: bet, win, finished: true, rngPosition: random.position, grid, ways, wins };
  },
  act: notMultiStep,
  isFinished: (state) => state.finished,
  payout: (state) => state.win,
  // A ways spin ends with its bet.
  settleInterrupted: (state) => state,
};
