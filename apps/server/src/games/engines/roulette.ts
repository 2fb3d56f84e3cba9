import { z } from 'zod';
import { asRecord, type GameEngine, GameRuleError, notMultiStep, onlyKeys, type RoundStateBase, validateBet } from './types';

/**
 * European roulette, single zero: pocket = int(37). Each bet names its numbers; the layout is
 * checked against the table. A winning bet returns stake * (payout + 1); zero loses every outside
 * bet (no la partage). RTP 36/37 = 97.30% for every bet type: a bet covering k numbers pays
 * 36/k - 1 to one.
 *
 * Inside bets: straight (1 number), split (2 adjacent on the layout, with 0-1, 0-2 and 0-3),
 * street (a row of 3), trio (0-1-2 or 0-2-3), corner (4 meeting at a point, with the first four
 * 0-1-2-3), six-line (2 adjacent rows).
 */
export const BET_TYPES = {
  straight: 35,
  split: 17,
  street: 11,
  trio: 11,
  corner: 8,
  sixline: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
} as const;

export type RouletteBetType = keyof typeof BET_TYPES;

export interface RouletteBet {
  type: RouletteBetType;
  numbers: number[];
  amount: number;
}

export interface RouletteParams {
  bets: RouletteBet[];
}

interface RouletteState extends RoundStateBase {
  params: RouletteParams;
  pocket: number;
}

const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The numbers an outside bet covers (dozens and columns by index 1..3). */
function outsideNumbers(type: RouletteBetType, index: number): number[] {
  const all = range(1, 36);
  switch (type) {
    case 'dozen':
      return range(12 * (index - 1) + 1, 12 * index);
    case 'column':
      return all.filter((n) => (n - index) % 3 === 0);
    case 'red':
      return RED;
    case 'black':
      return all.filter((n) => !RED.includes(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    default:
      return range(19, 36);
  }
}

const key = (numbers: number[]) => [...numbers].sort((a, b) => a - b).join(',');

/** Every valid inside layout, keyed by its sorted numbers. */
export const INSIDE: Record<'split' | 'street' | 'trio' | 'corner' | 'sixline', Set<string>> = (() => {
  const split = new Set<string>(['0,1', '0,2', '0,3']);
  const street = new Set<string>();
  const trio = new Set<string>(['0,1,2', '0,2,3']);
  const corner = new Set<string>(['0,1,2,3']);
  const sixline = new Set<string>();
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.add(key([n, n + 1]));
    if (n <= 33) split.add(key([n, n + 3]));
    if (n % 3 !== 0 && n <= 32) corner.add(key([n, n + 1, n + 3, n + 4]));
    if (n % 3 === 1) street.add(key([n, n + 1, n + 2]));
    if (n % 3 === 1 && n <= 31) sixline.add(key(range(n, n + 5)));
  }
  return { split, street, trio, corner, sixline };
})();

const MIN_BET = 10;
const MAX_STRAIGHT = 10_000;
const MAX_OUTSIDE = 100_000;
const MAX_TOTAL = 500_000;

/** What each inside bet must cover, for the message of a layout that is not on the table. */
const INSIDE_RULES: Record<keyof typeof INSIDE, string> = {
  split: 'a split covers two numbers next to each other on the layout (or 0 with 1, 2 or 3)',
  street: 'a street covers one row of three numbers, such as 13-14-15',
  trio: 'a trio covers 0-1-2 or 0-2-3',
  corner: 'a corner covers four numbers meeting at one point (or the first four 0-1-2-3)',
  sixline: 'a six-line covers two neighbouring rows, such as 13 to 18',
};
const isInside = (type: RouletteBetType): type is keyof typeof INSIDE => Object.hasOwn(INSIDE, type);

/**
 * The shape of one bet; the amount's limits and the layout are the engine's own checks below,
 * whose messages name the rule broken.
 */
const betShape = z
  .object({
    type: z.string(),
    numbers: z.array(z.number().int().min(0).max(36)).max(6).optional(),
    amount: z.unknown(),
  })
  .strict();

function parseBet(input: unknown, index: number): RouletteBet {
  const field = `bets.${index}`;
  const record = asRecord(input, field);
  onlyKeys(record, ['type', 'numbers', 'amount']);
  const shape = betShape.safeParse(record);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    const path = issue?.path[0] === 'numbers' ? 'numbers' : String(issue?.path[0] ?? 'type');
    throw new GameRuleError(
      `${field}.${path}`,
      path === 'numbers' ? 'must be up to 6 whole numbers 0..36' : 'is not a known bet type',
    );
  }
  const type = shape.data.type;
  if (!Object.hasOwn(BET_TYPES, type)) throw new GameRuleError(`${field}.type`, 'is not a known bet type');
  const betType = type as RouletteBetType;
  const inside = betType === 'straight' || isInside(betType);
  const insideMax = inside ? MAX_STRAIGHT * (36 / (BET_TYPES[betType] + 1)) : MAX_OUTSIDE;
  const amount = validateBet(record.amount, MIN_BET, insideMax, `${field}.amount`);
  let numbers = shape.data.numbers ?? [];
  if (betType === 'straight') {
    if (numbers.length !== 1) throw new GameRuleError(`${field}.numbers`, 'a straight bet covers one number');
  } else if (isInside(betType)) {
    if (new Set(numbers).size !== numbers.length || !INSIDE[betType].has(key(numbers)))
      throw new GameRuleError(
        `${field}.numbers`,
        `${numbers.join('-') || 'no numbers'} is not a ${betType} on the table: ${INSIDE_RULES[betType]}`,
      );
  } else if (betType === 'dozen' || betType === 'column') {
    const which = numbers[0];
    if (numbers.length !== 1 || which === undefined || which < 1 || which > 3)
      throw new GameRuleError(`${field}.numbers`, `name the ${betType} as [1], [2] or [3]`);
    numbers = outsideNumbers(betType, which);
  } else {
    if (numbers.length !== 0) throw new GameRuleError(`${field}.numbers`, 'an even-money bet takes no numbers');
    numbers = outsideNumbers(betType, 0);
  }
  return { type: betType, numbers: [...numbers].sort((a, b) => a - b), amount };
}

/** The return of one bet for a pocket (stake included), 0 when it loses. */
export function betReturn(bet: RouletteBet, pocket: number): number {
  return bet.numbers.includes(pocket) ? bet.amount * (BET_TYPES[bet.type] + 1) : 0;
}

export const roulette: GameEngine<RouletteParams, RouletteState, never> = {
  meta: {
    id: 'roulette',
    kind: 'table',
    rulesKey: 'games.rules.roulette',
    rtp: 36 / 37,
    rtpSource: 'exact',
    volatility: 'low',
    minBet: MIN_BET,
    maxBet: MAX_TOTAL,
    multiStep: false,
    paytable: BET_TYPES,
  },
  parseParams(input) {
    const record = asRecord(input);
    onlyKeys(record, ['bets']);
    if (!Array.isArray(record.bets) || record.bets.length === 0 || record.bets.length > 50)
      throw new GameRuleError('bets', 'must list 1 to 50 bets');
    const bets = record.bets.map(parseBet);
    const total = bets.reduce((sum, bet) => sum + bet.amount, 0);
    if (total > MAX_TOTAL) throw new GameRuleError('bets', `the total must be at most ${MAX_TOTAL}`);
    return { bets };
  },
  parseAction: notMultiStep,
  start(params, bet, random) {
    const total = params.bets.reduce((sum, b) => sum + b.amount, 0);
    validateBet(bet, MIN_BET, MAX_TOTAL);
    if (bet !== total) throw new GameRuleError('bet', 'must equal the sum of the bets on the layout');
    const pocket = random.int(37);
    const win = params.bets.reduce((sum, b) => sum + betReturn(b, pocket), 0);
    return { engine: 'roulette', stake: bet, win, finished: true, rngPosition: random.position, params, pocket };
  },
  act: notMultiStep,
  isFinished: (state) => state.finished,
  payout: (state) => state.win,
  // A spin ends with its bet.
  settleInterrupted: (state) => state,
};
