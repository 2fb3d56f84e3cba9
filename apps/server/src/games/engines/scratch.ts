import { type Random } from '../fair/random';
import { asRecord, type GameEngine, notMultiStep, onlyKeys, type RoundStateBase, validateBet } from './types';

/**
 * Scratch card: 9 cells, a prize when three cells show the same prize symbol. The ticket's prize is
 * drawn first from the prize table (int(1,000,000) against cumulative weights), then the card is
 * laid out to show it: the winning symbol three times and every other symbol at most twice, the
 * cells shuffled. RTP = sum(weight * multiplier) / 1,000,000.
 */
const SCRATCH_SYMBOLS = ['cherry', 'lemon', 'bell', 'clover', 'horseshoe', 'seven', 'diamond', 'crown'] as const;

/** [symbol index, multiplier of the bet, weight per million]. */
export const SCRATCH_PRIZES: ReadonlyArray<readonly [number, number, number]> = [
  [0, 1, 200_000],
  [1, 2, 100_000],
  [2, 5, 40_000],
  [3, 10, 12_000],
  [4, 20, 4_000],
  [5, 50, 1_500],
  [6, 200, 200],
  [7, 1000, 35],
];

const SCRATCH_RTP = SCRATCH_PRIZES.reduce((sum, [, multiplier, weight]) => sum + multiplier * weight, 0) / 1_000_000;

interface ScratchState extends RoundStateBase {
  cells: number[];
  /** Winning symbol index or null. */
  prize: number | null;
}

function layout(random: Random, prize: number | null): number[] {
  const cells: number[] = [];
  if (prize !== null) cells.push(prize, prize, prize);
  const counts = new Array<number>(SCRATCH_SYMBOLS.length).fill(0);
  if (prize !== null) counts[prize] = 3;
  while (cells.length < 9) {
    const symbol = random.int(SCRATCH_SYMBOLS.length);
    if ((counts[symbol] ?? 0) >= 2) continue;
    counts[symbol] = (counts[symbol] ?? 0) + 1;
    cells.push(symbol);
  }
  for (let i = 0; i < cells.length - 1; i++) {
    const j = i + random.int(cells.length - i);
    [cells[i], cells[j]] = [cells[j] as number, cells[i] as number];
  }
  return cells;
}

export const scratch: GameEngine<Record<string, never>, ScratchState, never> = {
  meta: {
    id: 'scratch',
    kind: 'instant',
    rulesKey: 'games.rules.scratch',
    rtp: SCRATCH_RTP,
    rtpSource: 'exact',
    volatility: 'medium',
    minBet: 10,
    maxBet: 100_000,
    multiStep: false,
    paytable: SCRATCH_PRIZES.map(([symbol, multiplier, weight]) => ({
      symbol: SCRATCH_SYMBOLS[symbol],
      multiplier,
      perMillion: weight,
    })),
  },
  parseParams(input) {
    onlyKeys(asRecord(input), []);
    return {};
  },
  parseAction: notMultiStep,
  start(_params, bet, random) {
    validateBet(bet, this.meta.minBet, this.meta.maxBet);
    let ticket = random.int(1_000_000);
    let prize: number | null = null;
    let win = 0;
    for (const [symbol, multiplier, weight] of SCRATCH_PRIZES) {
      if (ticket < weight) {
        prize = symbol;
        win = bet * multiplier;
        break;
      }
      ticket -= weight;
    }
    const cells = layout(random, prize);
    return { engine: 'scratch', stake: bet, win, finished: true, rngPosition: random.position, cells, prize };
  },
  act: notMultiStep,
  isFinished: (state) => state.finished,
  payout: (state) => state.win,
  // A card is complete when bought; scratching is only its reveal.
  settleInterrupted: (state) => state,
};
