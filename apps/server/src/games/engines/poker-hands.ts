import { rankOf, suitOf } from './cards';

/** Jacks or Better hands, best first, with the 9/6 full-pay table (returns per unit bet). */
export const POKER_HANDS = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'jacks-or-better',
  'nothing',
] as const;
export type PokerHand = (typeof POKER_HANDS)[number];

export const JACKS_OR_BETTER_9_6: Record<PokerHand, number> = {
  'royal-flush': 800,
  'straight-flush': 50,
  'four-of-a-kind': 25,
  'full-house': 9,
  flush: 6,
  straight: 4,
  'three-of-a-kind': 3,
  'two-pair': 2,
  'jacks-or-better': 1,
  nothing: 0,
};

/** Whether distinct ranks (0 = two .. 12 = ace) form a straight, the ace also low (A-2-3-4-5). */
function isStraightRanks(ranks: number[]): boolean {
  if (ranks.length !== 5 || new Set(ranks).size !== 5) return false;
  const sorted = [...ranks].sort((a, b) => a - b);
  if ((sorted[4] ?? 0) - (sorted[0] ?? 0) === 4) return true;
  return sorted.join(',') === '0,1,2,3,12';
}

/** Ranks a five-card hand. */
export function rankHand(cards: number[]): PokerHand {
  const ranks = cards.map(rankOf);
  const flush = new Set(cards.map(suitOf)).size === 1;
  const straight = isStraightRanks(ranks);
  const counts = new Map<number, number>();
  for (const rank of ranks) counts.set(rank, (counts.get(rank) ?? 0) + 1);
  const groups = [...counts.values()].sort((a, b) => b - a);
  if (flush && straight) return Math.min(...ranks) === 8 ? 'royal-flush' : 'straight-flush';
  if (groups[0] === 4) return 'four-of-a-kind';
  if (groups[0] === 3 && groups[1] === 2) return 'full-house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (groups[0] === 3) return 'three-of-a-kind';
  if (groups[0] === 2 && groups[1] === 2) return 'two-pair';
  if (groups[0] === 2) {
    const pair = [...counts.entries()].find(([, count]) => count === 2)?.[0] ?? 0;
    if (pair >= 9) return 'jacks-or-better';
  }
  return 'nothing';
}
