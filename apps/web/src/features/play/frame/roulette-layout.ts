/**
 * The European roulette table as data: every bet spot, the pockets it covers and where an inside
 * bet's chip sits on the layout. Pure, shared by the board, the keyboard picker and the game.
 */

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
type Outside = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export const OUTSIDE: Outside[] = ['low', 'even', 'red', 'black', 'odd', 'high'];

/** A bet spot of the layout: its key, the engine's bet and which pockets win it. */
export interface Spot {
  key: string;
  type: string;
  numbers: number[];
  covers: (pocket: number) => boolean;
}

export const straight = (n: number): Spot => ({ key: `n${n}`, type: 'straight', numbers: [n], covers: (p) => p === n });
export const dozen = (d: number): Spot => ({
  key: `d${d}`,
  type: 'dozen',
  numbers: [d],
  covers: (p) => p >= 12 * (d - 1) + 1 && p <= 12 * d,
});
export const column = (c: number): Spot => ({
  key: `c${c}`,
  type: 'column',
  numbers: [c],
  covers: (p) => p > 0 && (p - c) % 3 === 0,
});
export const outside = (type: Outside): Spot => ({
  key: type,
  type,
  numbers: [],
  covers: (p) =>
    p !== 0 &&
    (type === 'red'
      ? RED.has(p)
      : type === 'black'
        ? !RED.has(p)
        : type === 'odd'
          ? p % 2 === 1
          : type === 'even'
            ? p % 2 === 0
            : type === 'low'
              ? p <= 18
              : p >= 19),
});

export type InsideType = 'split' | 'street' | 'trio' | 'corner' | 'sixline';
export const INSIDE_TYPES: InsideType[] = ['split', 'street', 'trio', 'corner', 'sixline'];

/** An inside bet drawn on the layout's lines: x and y count cell boundaries (0..12, 0..3) or centres (+0.5). */
export interface LineSpot extends Spot {
  type: InsideType;
  x: number;
  y: number;
}

/** The column (0..11) and row (0 = top: 3, 6, 9 ...) of a number on the table. */
const columnOf = (n: number) => Math.floor((n - 1) / 3);
const rowOf = (n: number) => 2 - ((n - 1) % 3);
const lineSpot = (type: InsideType, numbers: number[], x: number, y: number): LineSpot => ({
  key: `${type}:${numbers.join('-')}`,
  type,
  numbers,
  covers: (p) => numbers.includes(p),
  x,
  y,
});

/**
 * Every inside bet of the table, where a chip goes on the layout: splits on the line between two
 * numbers, corners where four meet, streets and six-lines on the outer edge of the rows, the zero
 * bets on the line beside 0. The server checks the same adjacencies.
 */
export const INSIDE_SPOTS: LineSpot[] = (() => {
  const spots: LineSpot[] = [
    lineSpot('split', [0, 1], 0, 2.5),
    lineSpot('split', [0, 2], 0, 1.5),
    lineSpot('split', [0, 3], 0, 0.5),
    lineSpot('trio', [0, 1, 2], 0, 2),
    lineSpot('trio', [0, 2, 3], 0, 1),
    lineSpot('corner', [0, 1, 2, 3], 0, 3),
  ];
  for (let n = 1; n <= 36; n++) {
    const c = columnOf(n);
    const r = rowOf(n);
    if (n % 3 !== 0) spots.push(lineSpot('split', [n, n + 1], c + 0.5, r));
    if (n <= 33) spots.push(lineSpot('split', [n, n + 3], c + 1, r + 0.5));
    if (n % 3 !== 0 && n <= 32) spots.push(lineSpot('corner', [n, n + 1, n + 3, n + 4], c + 1, r));
    if (n % 3 === 1) spots.push(lineSpot('street', [n, n + 1, n + 2], c + 0.5, 3));
    if (n % 3 === 1 && n <= 31) spots.push(lineSpot('sixline', [n, n + 1, n + 2, n + 3, n + 4, n + 5], c + 1, 3));
  }
  return spots;
})();

export const colourOf = (n: number) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');
