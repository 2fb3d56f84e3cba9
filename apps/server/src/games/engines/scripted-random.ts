import { type Random } from '../fair/random';
import { newShoe, type ShoeState } from '../fair/shoe';

/**
 * A Random that plays back chosen numbers, for rule tests with hand-made outcomes: `int(n)`
 * returns the next queued integer (which must be below n), `float()` the next queued float.
 */
export class ScriptedRandom implements Random {
  private used = 0;

  constructor(
    private readonly ints: number[] = [],
    private readonly floats: number[] = [],
  ) {}

  get position(): number {
    return this.used;
  }

  int(n: number): number {
    const value = this.ints.shift();
    if (value === undefined) throw new Error('the script has no more integers');
    if (value < 0 || value >= n) throw new Error(`scripted ${value} is not below ${n}`);
    this.used += 4;
    return value;
  }

  float(): number {
    const value = this.floats.shift();
    if (value === undefined) throw new Error('the script has no more floats');
    this.used += 4;
    return value;
  }
}

/** The integers that make a fresh shoe deal exactly `cards` (codes) in order. */
export function stackedShoe(decks: number, cards: number[]): number[] {
  const shoe: ShoeState = newShoe(decks);
  const at = (p: number) => shoe.moved[p] ?? p % 52;
  return cards.map((card) => {
    const i = shoe.dealt;
    let j = i;
    while (at(j) !== card) j += 1;
    const value = at(j);
    if (j !== i) shoe.moved[j] = at(i);
    delete shoe.moved[i];
    shoe.dealt += 1;
    if (value !== card) throw new Error('unreachable');
    return j - i;
  });
}

/** Card code from text like "As", "Td", "7h". */
function card(name: string): number {
  const rank = '23456789TJQKA'.indexOf(name[0] ?? '');
  const suit = 'cdhs'.indexOf(name[1] ?? '');
  if (rank < 0 || suit < 0) throw new Error(`bad card ${name}`);
  return suit * 13 + rank;
}

export const cards = (names: string): number[] => names.split(' ').map(card);
