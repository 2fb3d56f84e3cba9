/** Card helpers shared by the card games (codes as in fair/shoe.ts: rank = c % 13, 12 = ace). */
export const rankOf = (card: number): number => card % 13;
export const suitOf = (card: number): number => Math.floor(card / 13);

/** Blackjack value of one card: 2..9 face value, ten to king 10, ace 11 (soft). */
export function blackjackValue(card: number): number {
  const rank = rankOf(card);
  if (rank === 12) return 11;
  return rank >= 8 ? 10 : rank + 2;
}

/** Baccarat value: ace 1, 2..9 face value, ten to king 0. */
export function baccaratValue(card: number): number {
  const rank = rankOf(card);
  if (rank === 12) return 1;
  return rank >= 8 ? 0 : rank + 2;
}
