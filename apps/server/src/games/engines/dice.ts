import { asRecord, type GameEngine, GameRuleError, notMultiStep, onlyKeys, type RoundStateBase, validateBet } from './types';

/**
 * Dice: a roll 0.00..99.99 (int(10000) / 100). "under T" wins when roll < T, "over T" when roll > T
 * (targets in hundredths). Win chance c = winning rolls / 10000, bounded 1%..98%; the win is
 * floor(bet * 9900 / winning rolls), i.e. (100 - 1% edge) / chance, RTP 99% before flooring.
 */
interface DiceParams {
  direction: 'over' | 'under';
  /** Target in hundredths, e.g. 5000 = 50.00. */
  target: number;
}

interface DiceState extends RoundStateBase {
  params: DiceParams;
  roll: number;
}

const DICE_EDGE_BASIS = 9900;
const MIN_WINNING = 100;
const MAX_WINNING = 9800;

function winningRolls(params: DiceParams): number {
  return params.direction === 'under' ? params.target : 9999 - params.target;
}

export const dice: GameEngine<DiceParams, DiceState, never> = {
  meta: {
    id: 'dice',
    kind: 'instant',
    rulesKey: 'games.rules.dice',
    rtp: 0.99,
    rtpSource: 'exact',
    volatility: 'medium',
    minBet: 10,
    maxBet: 1_000_000,
    multiStep: false,
    paytable: { multiplier: '99 / winChancePercent', edgePercent: 1, winChancePercent: { min: 1, max: 98 } },
  },
  parseParams(input) {
    const record = asRecord(input);
    onlyKeys(record, ['direction', 'target']);
    const { direction, target } = record;
    if (direction !== 'over' && direction !== 'under') throw new GameRuleError('direction', 'must be over or under');
    if (typeof target !== 'number' || !Number.isInteger(target) || target < 0 || target > 9999)
      throw new GameRuleError('target', 'must be a whole number of hundredths between 0 and 9999');
    const params: DiceParams = { direction, target };
    const winning = winningRolls(params);
    if (winning < MIN_WINNING || winning > MAX_WINNING)
      throw new GameRuleError('target', 'win chance must be between 1% and 98%');
    return params;
  },
  parseAction: notMultiStep,
  start(params, bet, random) {
    validateBet(bet, this.meta.minBet, this.meta.maxBet);
    const roll = random.int(10000);
    const won = params.direction === 'under' ? roll < params.target : roll > params.target;
    const win = won ? Math.floor((bet * DICE_EDGE_BASIS) / winningRolls(params)) : 0;
    return { engine: 'dice', stake: bet, win, finished: true, rngPosition: random.position, params, roll };
  },
  act: notMultiStep,
  isFinished: (state) => state.finished,
  payout: (state) => state.win,
  // A dice round ends with its bet: there is never anything to settle.
  settleInterrupted: (state) => state,
};
