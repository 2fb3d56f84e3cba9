import { rankOf, suitOf } from './cards';
import { rankHand } from './poker-hands';

/**
 * A simple Jacks or Better strategy (the well-known 16-line chart); it returns which of the five
 * positions to hold. It gives up a few hundredths of a percent against perfect play.
 */
const HIGH = 9; // jack and above
const ROYAL = new Set([8, 9, 10, 11, 12]);

function subsets(size: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, picked: number[]) => {
    if (picked.length === size) {
      out.push(picked);
      return;
    }
    for (let i = start; i < 5; i++) walk(i + 1, [...picked, i]);
  };
  walk(0, []);
  return out;
}
const SUBSETS = [0, 1, 2, 3, 4, 5].map(subsets);

function suited(cards: number[], idx: number[]): boolean {
  const suit = suitOf(cards[idx[0] ?? 0] ?? 0);
  for (const i of idx) if (suitOf(cards[i] ?? 0) !== suit) return false;
  return true;
}
const ranksOf = (cards: number[], idx: number[]) => idx.map((i) => rankOf(cards[i] ?? 0));

function distinct(ranks: number[]): boolean {
  for (let i = 0; i < ranks.length; i++) for (let j = i + 1; j < ranks.length; j++) if (ranks[i] === ranks[j]) return false;
  return true;
}

/** Could these distinct ranks be part of one straight (span within 5, ace high or low)? */
function straightDraw(ranks: number[]): boolean {
  if (!distinct(ranks)) return false;
  let high = -2;
  let low = 13;
  let lowAceHigh = 13;
  for (const r of ranks) {
    high = Math.max(high, r);
    low = Math.min(low, r);
    lowAceHigh = Math.min(lowAceHigh, r === 12 ? -1 : r);
  }
  if (high - low <= 4) return true;
  if (!ranks.includes(12)) return false;
  let highAceLow = -2;
  for (const r of ranks) highAceLow = Math.max(highAceLow, r === 12 ? -1 : r);
  return highAceLow - lowAceHigh <= 4;
}

/** Four ranks open at both ends (no ace involved, lowest at least two and highest below ace). */
function outsideStraight(ranks: number[]): boolean {
  if (!distinct(ranks) || ranks.includes(12)) return false;
  return Math.max(...ranks) - Math.min(...ranks) === 3;
}

const mask = (idx: number[]) => [0, 1, 2, 3, 4].map((i) => idx.includes(i));

function find(
  cards: number[],
  size: number,
  test: (idx: number[]) => boolean,
  prefer?: (idx: number[]) => number,
): boolean[] | null {
  let best: number[] | null = null;
  for (const idx of SUBSETS[size] ?? []) {
    if (!test(idx)) continue;
    if (!prefer) return mask(idx);
    if (!best || prefer(idx) < prefer(best)) best = idx;
  }
  return best && mask(best);
}

export function jacksOrBetterHold(cards: number[]): boolean[] {
  const hand = rankHand(cards);
  const ranks = cards.map(rankOf);
  const all = mask([0, 1, 2, 3, 4]);
  const counts = new Map<number, number[]>();
  ranks.forEach((rank, i) => counts.set(rank, [...(counts.get(rank) ?? []), i]));
  const pairs = [...counts.entries()].filter(([, idx]) => idx.length === 2);
  const royalDraw = (n: number) => find(cards, n, (idx) => suited(cards, idx) && ranksOf(cards, idx).every((r) => ROYAL.has(r)));

  if (hand === 'royal-flush' || hand === 'straight-flush' || hand === 'four-of-a-kind') return all;
  const royal4 = royalDraw(4);
  if (royal4) return royal4;
  if (hand === 'full-house' || hand === 'flush' || hand === 'straight') return all;
  if (hand === 'three-of-a-kind') return mask([...counts.values()].find((idx) => idx.length === 3) ?? []);
  const sf4 = find(cards, 4, (idx) => suited(cards, idx) && straightDraw(ranksOf(cards, idx)));
  if (sf4) return sf4;
  if (hand === 'two-pair') return mask(pairs.flatMap(([, idx]) => idx));
  const highPair = pairs.find(([rank]) => rank >= HIGH);
  if (highPair) return mask(highPair[1]);
  const royal3 = royalDraw(3);
  if (royal3) return royal3;
  const flush4 = find(cards, 4, (idx) => suited(cards, idx));
  if (flush4) return flush4;
  const lowPair = pairs[0];
  if (lowPair) return mask(lowPair[1]);
  const outside = find(cards, 4, (idx) => outsideStraight(ranksOf(cards, idx)));
  if (outside) return outside;
  const highCount = (idx: number[]) => ranksOf(cards, idx).filter((r) => r >= HIGH).length;
  const suitedHigh = find(cards, 2, (idx) => suited(cards, idx) && highCount(idx) === 2);
  if (suitedHigh) return suitedHigh;
  const sf3 = find(
    cards,
    3,
    (idx) => suited(cards, idx) && straightDraw(ranksOf(cards, idx)),
    (idx) => -highCount(idx),
  );
  if (sf3) return sf3;
  // Two unsuited high cards: the two lowest of them.
  const highs = ranks
    .map((r, i) => [r, i] as const)
    .filter(([r]) => r >= HIGH)
    .sort((a, b) => a[0] - b[0]);
  if (highs.length >= 2) return mask(highs.slice(0, 2).map(([, i]) => i));
  const suitedTen = find(
    cards,
    2,
    (idx) => suited(cards, idx) && ranksOf(cards, idx).includes(8) && highCount(idx) === 1 && !ranksOf(cards, idx).includes(12),
  );
  if (suitedTen) return suitedTen;
  const first = highs[0];
  if (first) return mask([first[1]]);
  return mask([]);
}
