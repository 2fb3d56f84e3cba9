import { describe, expect, it } from 'vitest';
import { BET_TYPES, betReturn, INSIDE, roulette, type RouletteBet } from './roulette';
import { ScriptedRandom } from './scripted-random';

const spin = (bets: unknown[], pocket: number) => {
  const params = roulette.parseParams({ bets });
  const total = params.bets.reduce((sum, b) => sum + b.amount, 0);
  return roulette.start(params, total, new ScriptedRandom([pocket]));
};

describe('PLAY-05 roulette', () => {
  it.each([
    ['straight', [17], 17, 3600, 16],
    ['split', [17, 20], 20, 1800, 19],
    ['split', [0, 2], 0, 1800, 1],
    ['street', [16, 17, 18], 18, 1200, 19],
    ['street', [34, 35, 36], 34, 1200, 0],
    ['trio', [0, 2, 3], 3, 1200, 1],
    ['trio', [0, 1, 2], 0, 1200, 3],
    ['split', [0, 3], 3, 1800, 2],
    ['split', [35, 36], 36, 1800, 33],
    ['corner', [17, 18, 20, 21], 21, 900, 19],
    ['corner', [0, 1, 2, 3], 0, 900, 4],
    ['sixline', [13, 14, 15, 16, 17, 18], 13, 600, 19],
    ['dozen', [2], 24, 300, 25],
    ['column', [1], 34, 300, 35],
    ['red', [], 32, 200, 33],
    ['black', [], 33, 200, 32],
    ['odd', [], 35, 200, 0],
    ['even', [], 36, 200, 0],
    ['low', [], 18, 200, 19],
    ['high', [], 19, 200, 0],
  ])('%s %j pays the standard odds (stake 100 returns %s on a hit) and loses on %s', (type, numbers, hit, expected, miss) => {
    const bet = { type, numbers, amount: 100 };
    expect(spin([bet], hit).win).toBe(expected);
    expect(spin([bet], miss).win).toBe(0);
  });

  it('zero loses every outside bet and a layout of several bets adds up', () => {
    const outside = ['red', 'black', 'odd', 'even', 'low', 'high'].map((type) => ({ type, amount: 100 }));
    expect(spin(outside, 0).win).toBe(0);
    const state = spin(
      [
        { type: 'straight', numbers: [7], amount: 10 },
        { type: 'red', amount: 50 },
        { type: 'column', numbers: [1], amount: 20 },
      ],
      7,
    );
    expect(state).toMatchObject({ pocket: 7, stake: 80, win: 360 + 100 + 60, finished: true });
    expect(roulette.meta.rtp).toBeCloseTo(0.973, 4);
  });

  it('refuses layouts that are not on the table and unknown bet types', () => {
    const bad = [
      [{ type: 'split', numbers: [3, 4], amount: 100 }, 'bets.0.numbers'],
      [{ type: 'street', numbers: [2, 3, 4], amount: 100 }, 'bets.0.numbers'],
      [{ type: 'street', numbers: [0, 1, 2], amount: 100 }, 'bets.0.numbers'],
      [{ type: 'trio', numbers: [0, 1, 3], amount: 100 }, 'bets.0.numbers'],
      [{ type: 'split', numbers: [1, 36], amount: 100 }, 'bets.0.numbers'],
      [{ type: 'split', numbers: [3, 3], amount: 100 }, 'bets.0.numbers'],
      [{ type: 'split', numbers: [0, 4], amount: 100 }, 'bets.0.numbers'],
      [{ type: 'split', numbers: [1.5, 2], amount: 100 }, 'bets.0.numbers'],
      [{ type: 'corner', numbers: [0, 1, 2], amount: 100 }, 'bets.0.numbers'],
      [{ type: 7, numbers: [1], amount: 100 }, 'bets.0.type'],
      [{ type: 'corner', numbers: [3, 4, 6, 7], amount: 100 }, 'bets.0.numbers'],
      [{ type: 'sixline', numbers: [2, 3, 4, 5, 6, 7], amount: 100 }, 'bets.0.numbers'],
      [{ type: 'straight', numbers: [37], amount: 100 }, 'bets.0.numbers'],
      [{ type: 'straight', numbers: [1, 2], amount: 100 }, 'bets.0.numbers'],
      [{ type: 'dozen', numbers: [4], amount: 100 }, 'bets.0.numbers'],
      [{ type: 'red', numbers: [1], amount: 100 }, 'bets.0.numbers'],
      [{ type: 'basket', numbers: [0, 1, 2], amount: 100 }, 'bets.0.type'],
      [{ type: 'red', amount: 0 }, 'bets.0.amount'],
      [{ type: 'red', amount: -100 }, 'bets.0.amount'],
      [{ type: 'red', amount: 10.5 }, 'bets.0.amount'],
      [{ type: 'red', amount: 100_001 }, 'bets.0.amount'],
      [{ type: 'red', amount: 100, extra: 1 }, 'extra'],
    ] as const;
    for (const [bet, field] of bad)
      expect(() => roulette.parseParams({ bets: [bet] }), JSON.stringify(bet)).toThrow(expect.objectContaining({ field }));
    expect(() => roulette.parseParams({ bets: [] })).toThrow(expect.objectContaining({ field: 'bets' }));
    const params = roulette.parseParams({ bets: [{ type: 'red', amount: 100 }] });
    expect(() => roulette.start(params, 200, new ScriptedRandom([1]))).toThrow(expect.objectContaining({ field: 'bet' }));
    expect(() =>
      roulette.act(roulette.start(params, 100, new ScriptedRandom([1])), undefined as never, new ScriptedRandom()),
    ).toThrow(expect.objectContaining({ field: 'action' }));
  });

  it('PLAY-05 a fake split is refused with a message naming the rule', () => {
    expect(() => roulette.parseParams({ bets: [{ type: 'split', numbers: [1, 36], amount: 100 }] })).toThrow(
      '1-36 is not a split on the table: a split covers two numbers next to each other on the layout (or 0 with 1, 2 or 3)',
    );
  });

  it('PLAY-05 the layout offers 60 splits, 12 streets, 2 trios, 23 corners and 11 six-lines, each a true adjacency', () => {
    expect(Object.fromEntries(Object.entries(INSIDE).map(([type, set]) => [type, set.size]))).toEqual({
      split: 60,
      street: 12,
      trio: 2,
      corner: 23,
      sixline: 11,
    });
    // On the table a number n sits in column ceil(n / 3) and row (n - 1) % 3: neighbours differ by one step.
    const cell = (n: number) => [Math.ceil(n / 3), (n - 1) % 3] as const;
    for (const split of INSIDE.split) {
      const [a = 0, b = 0] = split.split(',').map(Number);
      if (a === 0) continue;
      const [ca, ra] = cell(a);
      const [cb, rb] = cell(b);
      expect(Math.abs(ca - cb) + Math.abs(ra - rb), split).toBe(1);
    }
  });

  it('PLAY-05 every bet of every type returns exactly 36/37 of its stake over the 37 pockets (RTP 97.30%)', () => {
    const layouts: RouletteBet[] = [
      ...Array.from({ length: 37 }, (_, n) => ({ type: 'straight' as const, numbers: [n], amount: 100 })),
      ...Object.entries(INSIDE).flatMap(([type, set]) =>
        [...set].map((numbers) => ({ type: type as RouletteBet['type'], numbers: numbers.split(',').map(Number), amount: 100 })),
      ),
      ...[1, 2, 3].flatMap((n) => ['dozen', 'column'].map((type) => ({ type, numbers: [n], amount: 100 }))),
      ...['red', 'black', 'odd', 'even', 'low', 'high'].map((type) => ({ type, amount: 100 })),
    ].map((bet) => roulette.parseParams({ bets: [bet] }).bets[0] as RouletteBet);
    expect(new Set(layouts.map((bet) => bet.type))).toEqual(new Set(Object.keys(BET_TYPES)));
    for (const bet of layouts) {
      const returned = Array.from({ length: 37 }, (_, pocket) => betReturn(bet, pocket)).reduce((a, b) => a + b, 0);
      expect(returned / (37 * bet.amount), JSON.stringify(bet)).toBeCloseTo(36 / 37, 12);
    }
  });
});
