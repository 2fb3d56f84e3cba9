import { type Random } from '../fair/random';
import { deal, newShoe, type ShoeState } from '../fair/shoe';
import { JACKS_OR_BETTER_9_6, type PokerHand, rankHand } from './poker-hands';
import { asRecord, type GameEngine, GameRuleError, onlyKeys, type RoundStateBase, validateBet } from './types';

/**
 * Jacks or Better 9/6 from one shuffled 52-card deck: five cards dealt, the player holds any of
 * them, the others are replaced by the next cards of the same deck. Pays per unit bet as
 * JACKS_OR_BETTER_9_6 (royal flush 800, the five-coin rate). RTP with perfect play 99.54%.
 */
type VideoPokerAction = { type: 'draw'; hold: boolean[] };

export interface VideoPokerState extends RoundStateBase {
  bet: number;
  shoe: ShoeState;
  dealt: number[];
  held: boolean[] | null;
  final: number[] | null;
  hand: PokerHand | null;
}

function draw(state: VideoPokerState, hold: boolean[], random: Random): VideoPokerState {
  const shoe = { ...state.shoe, moved: { ...state.shoe.moved } };
  const final = state.dealt.map((card, i) => (hold[i] ? card : deal(shoe, random)));
  const hand = rankHand(final);
  return {
    ...state,
    shoe,
    held: [...hold],
    final,
    hand,
    win: state.bet * JACKS_OR_BETTER_9_6[hand],
    finished: true,
    rngPosition: random.position,
  };
}

export const videoPoker: GameEngine<Record<string, never>, VideoPokerState, VideoPokerAction> = {
  meta: {
    id: 'video-poker',
    kind: 'table',
    rulesKey: 'games.rules.video-poker',
    // Perfect play returns 99.54%; the published figure is what the simple strategy measures (bench/rtp.mjs).
    rtp: 0.9954,
    rtpSource: 'exact',
    volatility: 'medium',
    minBet: 10,
    maxBet: 100_000,
    multiStep: true,
    paytable: JACKS_OR_BETTER_9_6,
  },
  parseParams(input) {
    onlyKeys(asRecord(input), []);
    return {};
  },
  parseAction(input) {
    const record = asRecord(input, 'action');
    onlyKeys(record, ['type', 'hold']);
    if (record.type !== 'draw') throw new GameRuleError('type', 'must be draw');
    const hold = record.hold;
    if (!Array.isArray(hold) || hold.length !== 5 || hold.some((h) => typeof h !== 'boolean'))
      throw new GameRuleError('hold', 'must be five true/false values');
    return { type: 'draw', hold: hold as boolean[] };
  },
  start(_params, bet, random) {
    validateBet(bet, this.meta.minBet, this.meta.maxBet);
    const shoe = newShoe(1);
    const dealt = [0, 1, 2, 3, 4].map(() => deal(shoe, random));
    return {
      engine: 'video-poker',
      stake: bet,
      win: 0,
      finished: false,
      rngPosition: random.position,
      bet,
      shoe,
      dealt,
      held: null,
      final: null,
      hand: null,
    };
  },
  act(state, action, random) {
    if (state.finished) throw new GameRuleError('action', 'the hand is over');
    return draw(state, action.hold, random);
  },
  isFinished: (state) => state.finished,
  payout: (state) => state.win,
  /**
   * A hand the player never drew is settled in the player's favour without a draw: the dealt
   * hand's win when it already pays, the stake back otherwise (docs/decisions/011-game-play.md).
   */
  settleInterrupted(state) {
    if (state.finished) return state;
    const hand = rankHand(state.dealt);
    return {
      ...state,
      held: state.dealt.map(() => true),
      final: [...state.dealt],
      hand,
      win: Math.max(state.bet * JACKS_OR_BETTER_9_6[hand], state.stake),
      finished: true,
    };
  },
};
