import { deal, newShoe, type ShoeState } from '../fair/shoe';
import { baccaratValue } from './cards';
import { asRecord, type GameEngine, GameRuleError, notMultiStep, onlyKeys, type RoundStateBase, validateBet } from './types';

/**
 * Punto banco from a freshly shuffled 8-deck shoe per round. Cards are dealt player, banker,
 * player, banker, then the third cards by the standard table. Player pays 1:1, banker 0.95:1
 * (floored), tie 8:1; on a tie player and banker bets are returned.
 * RTP: player 98.76%, banker 98.94%, tie 85.64% (8 decks).
 */
export type BaccaratSide = 'player' | 'banker' | 'tie';

interface BaccaratParams {
  bets: Partial<Record<BaccaratSide, number>>;
}

interface BaccaratState extends RoundStateBase {
  params: BaccaratParams;
  shoe: ShoeState;
  player: number[];
  banker: number[];
  result: BaccaratSide;
}

export const BACCARAT_RTP = { player: 0.9876, banker: 0.9894, tie: 0.8564 } as const;

const handTotal = (cards: number[]): number => cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** Whether the banker draws, given its two-card total and the player's third card (null if none). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const p = baccaratValue(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

/** Plays a coup: the dealt hands from a stream of cards. */
export function playCoup(next: () => number): { player: number[]; banker: number[] } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const p = handTotal(player);
  const b = handTotal(banker);
  if (p >= 8 || b >= 8) return { player, banker };
  let playerThird: number | null = null;
  if (p <= 5) {
    playerThird = next();
    player.push(playerThird);
  }
  if (bankerDraws(b, playerThird)) banker.push(next());
  return { player, banker };
}

const SIDES: BaccaratSide[] = ['player', 'banker', 'tie'];
const MAX_SIDE = { player: 500_000, banker: 500_000, tie: 50_000 };

function baccaratReturn(side: BaccaratSide, amount: number, result: BaccaratSide): number {
  if (result === 'tie') return side === 'tie' ? amount * 9 : amount;
  if (side !== result) return 0;
  return side === 'banker' ? amount + Math.floor(amount * 0.95) : amount * 2;
}

export const baccarat: GameEngine<BaccaratParams, BaccaratState, never> = {
  meta: {
    id: 'baccarat',
    kind: 'table',
    rulesKey: 'games.rules.baccarat',
    rtp: BACCARAT_RTP.banker,
    rtpSource: 'exact',
    volatility: 'low',
    minBet: 10,
    maxBet: 1_050_000,
    multiStep: false,
    paytable: { player: '1:1', banker: '0.95:1', tie: '8:1', rtp: BACCARAT_RTP },
  },
  parseParams(input) {
    const record = asRecord(input);
    onlyKeys(record, ['bets']);
    const bets = asRecord(record.bets, 'bets');
    onlyKeys(bets, SIDES);
    const parsed: BaccaratParams['bets'] = {};
    for (const side of SIDES) {
      if (bets[side] === undefined) continue;
      parsed[side] = validateBet(bets[side], 10, MAX_SIDE[side], `bets.${side}`);
    }
    if (Object.keys(parsed).length === 0) throw new GameRuleError('bets', 'must name at least one of player, banker, tie');
    return { bets: parsed };
  },
  parseAction: notMultiStep,
  start(params, bet, random) {
    validateBet(bet, this.meta.minBet, this.meta.maxBet);
    const total = SIDES.reduce((sum, side) => sum + (params.bets[side] ?? 0), 0);
    if (bet !== total) throw new GameRuleError('bet', 'must equal the sum of the bets');
    const shoe = newShoe(8);
    const { player, banker } = playCoup(() => deal(shoe, random));
    const p = handTotal(player);
    const b = handTotal(banker);
    const result: BaccaratSide = p > b ? 'player' : b > p ? 'banker' : 'tie';
    const win = SIDES.reduce((sum, side) => sum + baccaratReturn(side, params.bets[side] ?? 0, result), 0);
    return {
      engine: 'baccarat',
      stake: bet,
      win,
      finished: true,
      rngPosition: random.position,
      params,
      shoe,
      player,
      banker,
      result,
    };
  },
  act: notMultiStep,
  isFinished: (state) => state.finished,
  payout: (state) => state.win,
  // A coup ends with its bet.
  settleInterrupted: (state) => state,
};
