import { deal, newShoe, type ShoeState } from '../fair/shoe';
import { type Random } from '../fair/random';
import { basicStrategy, handValue } from './blackjack-strategy';
import { blackjackValue } from './cards';
import { asRecord, type GameEngine, GameRuleError, onlyKeys, type RoundStateBase, validateBet } from './types';

/**
 * Blackjack from a freshly shuffled 8-deck shoe per round. Deal order: player, dealer up, player,
 * dealer hole. The dealer peeks for blackjack under an ace or a ten (insurance is offered first
 * under an ace: half the bet, pays 2:1). Blackjack pays 3:2; dealer stands on soft 17; double on
 * any first two cards (also after a split); one split of two cards of equal value; split aces get
 * one card each and 21 after a split is not a blackjack; no surrender. Returns are floored.
 */
export type BlackjackAction = { type: 'hit' | 'stand' | 'double' | 'split' } | { type: 'insurance'; take: boolean };

export interface BlackjackHand {
  cards: number[];
  bet: number;
  done: boolean;
  doubled: boolean;
  splitAces: boolean;
}

export interface BlackjackState extends RoundStateBase {
  bet: number;
  shoe: ShoeState;
  dealer: number[];
  hands: BlackjackHand[];
  active: number;
  phase: 'insurance' | 'player' | 'done';
  insurance: number;
  /** Return of each hand (and insurance) once settled. */
  results: { hands: number[]; insurance: number } | null;
}

/** A deep copy (states are never mutated in place). */
function cloneState(state: BlackjackState): BlackjackState {
  return {
    ...state,
    shoe: { ...state.shoe, moved: { ...state.shoe.moved } },
    dealer: [...state.dealer],
    hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
    results: state.results && { hands: [...state.results.hands], insurance: state.results.insurance },
  };
}

const isBlackjack = (cards: number[]) => cards.length === 2 && handValue(cards).total === 21;
const upValue = (state: BlackjackState) => blackjackValue(state.dealer[0] ?? 0);

function settle(state: BlackjackState, random: Random): void {
  const natural = state.hands.length === 1 && isBlackjack(state.hands[0]?.cards ?? []);
  const live = state.hands.some((hand) => handValue(hand.cards).total <= 21);
  const dealerBlackjack = isBlackjack(state.dealer);
  // The dealer draws only when a hand still stands against it (no natural on either side).
  if (live && !dealerBlackjack && !natural) {
    for (;;) {
      const { total } = handValue(state.dealer);
      if (total >= 17) break; // stands on every 17, soft included
      state.dealer.push(deal(state.shoe, random));
    }
  }
  const dealer = handValue(state.dealer).total;
  const hands = state.hands.map((hand) => {
    const total = handValue(hand.cards).total;
    if (dealerBlackjack) return natural ? hand.bet : 0;
    if (natural) return hand.bet + Math.floor((hand.bet * 3) / 2);
    if (total > 21) return 0;
    if (dealer > 21 || total > dealer) return hand.bet * 2;
    return total === dealer ? hand.bet : 0;
  });
  const insurance = dealerBlackjack ? state.insurance * 3 : 0;
  state.results = { hands, insurance };
  state.win = hands.reduce((a, b) => a + b, 0) + insurance;
  state.phase = 'done';
  state.finished = true;
  state.rngPosition = random.position;
}

/** After the insurance decision: the dealer peeks; a blackjack on either side ends the round. */
function afterPeek(state: BlackjackState, random: Random): void {
  const peeks = upValue(state) >= 10;
  if ((peeks && isBlackjack(state.dealer)) || isBlackjack(state.hands[0]?.cards ?? [])) {
    for (const hand of state.hands) hand.done = true;
    settle(state, random);
    return;
  }
  state.phase = 'player';
  state.rngPosition = random.position;
}

/** Moves to the next open hand, dealing the second card of a split hand; settles when none is left. */
function advance(state: BlackjackState, random: Random): void {
  while (state.active < state.hands.length) {
    const hand = state.hands[state.active];
    if (!hand) break;
    if (hand.cards.length === 1) hand.cards.push(deal(state.shoe, random));
    if (hand.splitAces || handValue(hand.cards).total >= 21) hand.done = true;
    if (!hand.done) {
      state.rngPosition = random.position;
      return;
    }
    state.active += 1;
  }
  settle(state, random);
}

function allowedActions(state: BlackjackState): BlackjackAction['type'][] {
  if (state.phase === 'insurance') return ['insurance'];
  if (state.phase !== 'player') return [];
  const hand = state.hands[state.active];
  if (!hand) return [];
  const actions: BlackjackAction['type'][] = ['hit', 'stand'];
  if (hand.cards.length === 2) actions.push('double');
  const [a, b] = hand.cards;
  if (
    state.hands.length === 1 &&
    a !== undefined &&
    b !== undefined &&
    hand.cards.length === 2 &&
    blackjackValue(a) === blackjackValue(b)
  )
    actions.push('split');
  return actions;
}

function apply(state: BlackjackState, action: BlackjackAction, random: Random): void {
  if (!allowedActions(state).includes(action.type)) throw new GameRuleError('type', `${action.type} is not allowed now`);
  if (action.type === 'insurance') {
    if (action.take) {
      state.insurance = Math.floor(state.bet / 2);
      state.stake += state.insurance;
    }
    afterPeek(state, random);
    return;
  }
  const hand = state.hands[state.active];
  if (!hand) return;
  switch (action.type) {
    case 'hit':
      hand.cards.push(deal(state.shoe, random));
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      state.stake += hand.bet;
      hand.bet *= 2;
      hand.doubled = true;
      hand.cards.push(deal(state.shoe, random));
      hand.done = true;
      break;
    case 'split': {
      const [a, b] = hand.cards as [number, number];
      const aces = blackjackValue(a) === 11;
      state.stake += hand.bet;
      state.hands = [
        { cards: [a], bet: hand.bet, done: false, doubled: false, splitAces: aces },
        { cards: [b], bet: hand.bet, done: false, doubled: false, splitAces: aces },
      ];
      break;
    }
  }
  if (handValue(hand.cards).total >= 21) hand.done = true;
  advance(state, random);
}

export const blackjack: GameEngine<Record<string, never>, BlackjackState, BlackjackAction> = {
  meta: {
    id: 'blackjack',
    kind: 'table',
    rulesKey: 'games.rules.blackjack',
    // Measured with basic strategy by bench/rtp.mjs: total returned / total staked (doubles,
    // splits included); see docs/provably-fair.md.
    rtp: 0.9963,
    rtpSource: 'simulation',
    volatility: 'low',
    minBet: 100,
    maxBet: 500_000,
    multiStep: true,
    paytable: {
      blackjack: '3:2',
      win: '1:1',
      insurance: '2:1',
      decks: 8,
      dealer: 'stands on soft 17',
      double: 'any two cards, after split too',
      split: 'once',
      surrender: false,
    },
  },
  parseParams(input) {
    onlyKeys(asRecord(input), []);
    return {};
  },
  parseAction(input) {
    const record = asRecord(input, 'action');
    const type = record.type;
    if (type === 'insurance') {
      onlyKeys(record, ['type', 'take']);
      if (typeof record.take !== 'boolean') throw new GameRuleError('take', 'must be true or false');
      return { type, take: record.take };
    }
    onlyKeys(record, ['type']);
    if (type === 'hit' || type === 'stand' || type === 'double' || type === 'split') return { type };
    throw new GameRuleError('type', 'must be hit, stand, double, split or insurance');
  },
  start(_params, bet, random) {
    validateBet(bet, this.meta.minBet, this.meta.maxBet);
    const shoe = newShoe(8);
    const p1 = deal(shoe, random);
    const up = deal(shoe, random);
    const p2 = deal(shoe, random);
    const hole = deal(shoe, random);
    const state: BlackjackState = {
      engine: 'blackjack',
      stake: bet,
      win: 0,
      finished: false,
      rngPosition: random.position,
      bet,
      shoe,
      dealer: [up, hole],
      hands: [{ cards: [p1, p2], bet, done: false, doubled: false, splitAces: false }],
      active: 0,
      phase: 'insurance',
      insurance: 0,
      results: null,
    };
    if (blackjackValue(up) !== 11) afterPeek(state, random);
    return state;
  },
  act(state, action, random) {
    if (state.finished) throw new GameRuleError('action', 'the round is over');
    const next = cloneState(state);
    apply(next, action, random);
    return next;
  },
  isFinished: (state) => state.finished,
  payout: (state) => state.win,
  /**
   * Insurance is declined, then every open hand is completed by basic strategy without further
   * stakes (hit or stand only) and the dealer plays out: the best completion the player could make.
   */
  /**
   * A hand left unplayed is not played out for the player: every stake taken (doubles, splits,
   * insurance) goes back, and no more cards are dealt (docs/decisions/011-game-play.md).
   */
  settleInterrupted(state) {
    if (state.finished) return state;
    const next = cloneState(state);
    next.phase = 'done';
    next.results = { hands: next.hands.map((h) => h.bet), insurance: next.insurance };
    next.win = next.stake;
    next.finished = true;
    return next;
  },
};

/** Plays a round by basic strategy (no insurance), as the simulation and the fair-completion rule do. */
export function playBasicStrategy(state: BlackjackState, random: Random): BlackjackState {
  let current = state;
  while (!current.finished) {
    if (current.phase === 'insurance') {
      current = blackjack.act(current, { type: 'insurance', take: false }, random);
      continue;
    }
    const hand = current.hands[current.active];
    const allowed = allowedActions(current);
    const decision = basicStrategy(hand?.cards ?? [], upValue(current), allowed.includes('double'), allowed.includes('split'));
    current = blackjack.act(current, { type: decision }, random);
  }
  return current;
}
