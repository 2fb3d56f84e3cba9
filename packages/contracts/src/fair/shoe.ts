import { type Random } from './random';

/**
 * A shuffled shoe dealt lazily. The order is Fisher-Yates from the front: for i = 0, 1, ...,
 * j = i + int(size - i) and positions i and j swap; the card at position i is the i-th card dealt.
 * Dealing k cards this way gives exactly the first k cards of the full shuffle (`shuffle`), while
 * drawing only k numbers. Only displaced positions are kept, so the state stays small JSON.
 * Card code c (0..51): rank = c % 13 (0 = two ... 8 = ten, 9 = jack, 10 = queen, 11 = king,
 * 12 = ace), suit = floor(c / 13) (0 clubs, 1 diamonds, 2 hearts, 3 spades); position p of an
 * n-deck shoe starts as card p % 52.
 */
export interface ShoeState {
  size: number;
  dealt: number;
  moved: Record<string, number>;
}

export function newShoe(decks: number): ShoeState {
  return { size: decks * 52, dealt: 0, moved: {} };
}

function at(shoe: ShoeState, position: number): number {
  return shoe.moved[position] ?? position % 52;
}

/** Deals the next card code (mutates the shoe). */
export function deal(shoe: ShoeState, random: Random): number {
  const i = shoe.dealt;
  if (i >= shoe.size) throw new RangeError('the shoe is empty');
  const j = shoe.size - i > 1 ? i + random.int(shoe.size - i) : i;
  const card = at(shoe, j);
  if (j !== i) shoe.moved[j] = at(shoe, i);
  delete shoe.moved[i];
  shoe.dealt = i + 1;
  return card;
}

/** The whole shuffled shoe, as a verifier computes it. */
export function shuffle(decks: number, random: Random): number[] {
  const cards = Array.from({ length: decks * 52 }, (_, p) => p % 52);
  for (let i = 0; i < cards.length - 1; i++) {
    const j = i + random.int(cards.length - i);
    const card = cards[j] as number;
    cards[j] = cards[i] as number;
    cards[i] = card;
  }
  return cards;
}

export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export const SUITS = ['c', 'd', 'h', 's'] as const;

/** A card code as text, e.g. 51 = "As", 0 = "2c". */
export function cardName(card: number): string {
  return `${RANKS[card % 13]}${SUITS[Math.floor(card / 13)]}`;
}
