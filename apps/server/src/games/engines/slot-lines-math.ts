import { type LinesModel, SCATTER, WILD } from './slot-lines-models';

/**
 * The line win of five symbols in line-bet multiples: the leading run of one symbol (wilds
 * substituting), 3 to 5 long, or the leading wilds paid as wilds, whichever is higher.
 */
export function lineWin(model: LinesModel, symbols: number[]): number {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds += 1;
  const wildPay = wilds >= 3 ? (model.pays[WILD]?.[wilds - 3] ?? 0) : 0;
  const first = symbols[wilds];
  if (first === undefined || first === SCATTER) return wildPay;
  let run = wilds;
  while (run < symbols.length && (symbols[run] === first || symbols[run] === WILD)) run += 1;
  const pay = run >= 3 ? (model.pays[first]?.[run - 3] ?? 0) : 0;
  return Math.max(pay, wildPay);
}

/** Per-symbol probabilities of one reel position. */
const probabilities = (counts: number[]): number[] => {
  const total = counts.reduce((a, b) => a + b, 0);
  return counts.map((count) => count / total);
};

/** Expected line win of one line (line-bet multiples) over reels of these counts: exact, by enumeration. */
function expectedLineWin(model: LinesModel, reels: number[][]): number {
  const probs = reels.map(probabilities);
  const symbols: number[] = [];
  const walk = (reel: number, p: number): number => {
    if (reel === 5) return p * lineWin(model, symbols);
    let sum = 0;
    (probs[reel] ?? []).forEach((q, symbol) => {
      if (q === 0) return;
      symbols[reel] = symbol;
      sum += walk(reel + 1, p * q);
    });
    return sum;
  };
  return walk(0, 1);
}

/** Distribution of the number of scatters shown (0..5): each reel shows one with probability 3 * count / length. */
export function scatterDistribution(reels: number[][]): number[] {
  let dist = [1];
  for (const counts of reels) {
    const total = counts.reduce((a, b) => a + b, 0);
    const p = (3 * (counts[SCATTER] ?? 0)) / total;
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, n) => {
      next[n] = (next[n] ?? 0) + q * (1 - p);
      next[n + 1] = (next[n + 1] ?? 0) + q * p;
    });
    dist = next;
  }
  return dist;
}

interface LinesRtp {
  base: number;
  freeSpinsValue: number;
  triggerChance: number;
  total: number;
  buy: number | null;
}

/** The exact expected win of one spin on a set of reels, in bets, and its chance to trigger free spins. */
export function spinReturn(model: LinesModel, reels: number[][]): { win: number; trigger: number } {
  const line = expectedLineWin(model, reels) * 1; // lines * lineBet = 1 bet
  const dist = scatterDistribution(reels);
  const scatter = [3, 4, 5].reduce((sum, n) => sum + (dist[n] ?? 0) * (model.scatterPays[n - 3] ?? 0), 0);
  const trigger = (dist[3] ?? 0) + (dist[4] ?? 0) + (dist[5] ?? 0);
  return { win: line + scatter, trigger };
}

/** The exact theoretical return of a model (before flooring to minor units). */
export function linesRtp(model: LinesModel): LinesRtp {
  const spin = (reels: number[][]) => spinReturn(model, reels);
  const base = spin(model.baseCounts);
  const free = spin(model.freeCounts);
  const { count, multiplier } = model.freeSpins;
  if (count * free.trigger >= 1) throw new RangeError('free spins would never end');
  const freeSpinsValue = (count * multiplier * free.win) / (1 - count * free.trigger);
  return {
    base: base.win,
    freeSpinsValue,
    triggerChance: base.trigger,
    total: base.win + base.trigger * freeSpinsValue,
    buy: model.buyCost === null ? null : freeSpinsValue / model.buyCost,
  };
}
