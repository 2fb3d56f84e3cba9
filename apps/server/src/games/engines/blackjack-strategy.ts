import { blackjackValue } from './cards';

/** Total of a hand and whether an ace still counts 11. */
export function handValue(cards: number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    const value = blackjackValue(card);
    total += value;
    if (value === 11) aces += 1;
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces -= 1;
  }
  return { total, soft: aces > 0 };
}

type Decision = 'hit' | 'stand' | 'double' | 'split';

/**
 * Basic strategy for 8 decks, dealer stands on soft 17, double after split, no surrender
 * (the standard chart). `up` is the dealer's up-card value (2..11). Never takes insurance.
 */
export function basicStrategy(cards: number[], up: number, canDouble: boolean, canSplit: boolean): Decision {
  const { total, soft } = handValue(cards);
  const double = (fallback: Decision): Decision => (canDouble ? 'double' : fallback);
  const first = cards[0];
  if (canSplit && cards.length === 2 && first !== undefined) {
    const pair = blackjackValue(first);
    const split =
      pair === 11 ||
      pair === 8 ||
      (pair === 9 && up !== 7 && up < 10) ||
      ((pair === 7 || pair === 3 || pair === 2) && up <= 7) ||
      (pair === 6 && up <= 6) ||
      (pair === 4 && (up === 5 || up === 6));
    if (split) return 'split';
  }
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) {
      if (up >= 3 && up <= 6) return double('stand');
      return up <= 8 ? 'stand' : 'hit';
    }
    if (total === 17) return up >= 3 && up <= 6 ? double('hit') : 'hit';
    if (total >= 15) return up >= 4 && up <= 6 ? double('hit') : 'hit';
    return up >= 5 && up <= 6 ? double('hit') : 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return up <= 10 ? double('hit') : 'hit';
  if (total === 10) return up <= 9 ? double('hit') : 'hit';
  if (total === 9) return up >= 3 && up <= 6 ? double('hit') : 'hit';
  return 'hit';
}
