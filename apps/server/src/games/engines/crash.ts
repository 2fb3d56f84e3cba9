import { FairRandom, type HmacSha256, type Random } from '../fair/random';
import { asRecord, type GameEngine, GameRuleError, onlyKeys, type RoundStateBase, validateBet } from './types';

/**
 * Crash: one crash point per shared round, from u = the round stream's first float:
 * crash = max(1, floor(99 / (1 - u)) / 100). P(crash >= m) = 0.99 / m for any m of two decimals
 * >= 1.01, so a cash-out at m returns 99% (1% edge). The curve is multiplier(t) = e^(K * t), t in
 * milliseconds from the start, shown floored to two decimals; it stops at the crash point.
 */
const CURVE_K = 0.00006;
const MIN_TARGET = 101;
const MAX_TARGET = 1_000_000;
const TWO_32 = 2 ** 32;

/** The crash point in hundredths from the next float of a stream. */
export function crashPointFrom(random: Random): number {
  // u = v / 2^32 exactly, so 99 / (1 - u) = 99 * 2^32 / (2^32 - v): computed on whole numbers,
  // whose quotient a double floors correctly (no rounding up to the next hundredth).
  const v = random.float() * TWO_32;
  return Math.max(100, Math.floor((99 * TWO_32) / (TWO_32 - v)));
}

/**
 * A shared round's crash point (hundredths): the stream of the round's server seed with the client
 * seed `crash` and the round number as nonce; every player of the round sees the same point.
 */
export function crashPointFromSeed(hmac: HmacSha256, roundServerSeed: string, roundNumber: number): number {
  return crashPointFrom(new FairRandom(hmac, roundServerSeed, 'crash', roundNumber));
}

/** The curve's multiplier in hundredths after `ms` milliseconds. */
export function multiplierAt(ms: number): number {
  return Math.floor(100 * Math.exp(CURVE_K * ms) + 1e-9);
}

/** When the curve reaches a multiplier (hundredths): the first whole millisecond at or past it. */
export function timeOf(multiplier: number): number {
  let ms = Math.max(0, Math.floor(Math.log(multiplier / 100) / CURVE_K) - 1);
  while (multiplierAt(ms) < multiplier) ms += 1;
  return ms;
}

export interface CrashParams {
  /** Auto cash-out target in hundredths (e.g. 200 = 2.00x), or none. */
  autoCashout: number | null;
}

type CrashAction = { type: 'cashout'; atMs: number } | { type: 'end' };

export interface CrashState extends RoundStateBase {
  params: CrashParams;
  crashPoint: number;
  /** The multiplier the player cashed out at (hundredths), null while in or when lost. */
  cashedOutAt: number | null;
  settledBy: 'cashout' | 'auto' | 'crash' | 'refund' | null;
}

function finish(state: CrashState, at: number | null, by: CrashState['settledBy']): CrashState {
  const next = { ...state };
  next.cashedOutAt = at;
  next.win = at === null ? 0 : Math.floor((state.stake * at) / 100);
  next.finished = true;
  next.settledBy = by;
  return next;
}

export const crash: GameEngine<CrashParams, CrashState, CrashAction> = {
  meta: {
    id: 'crash',
    kind: 'instant',
    rulesKey: 'games.rules.crash',
    rtp: 0.99,
    rtpSource: 'exact',
    volatility: 'high',
    minBet: 10,
    maxBet: 500_000,
    multiStep: true,
    paytable: {
      formula: 'crash = max(1, floor(99 / (1 - u)) / 100)',
      curve: 'multiplier(t) = e^(0.00006 * t ms)',
      edgePercent: 1,
    },
  },
  parseParams(input) {
    const record = asRecord(input);
    onlyKeys(record, ['autoCashout']);
    const auto = record.autoCashout ?? null;
    if (auto !== null && (typeof auto !== 'number' || !Number.isInteger(auto) || auto < MIN_TARGET || auto > MAX_TARGET))
      throw new GameRuleError('autoCashout', `must be a whole number of hundredths from ${MIN_TARGET} to ${MAX_TARGET}`);
    return { autoCashout: auto };
  },
  parseAction(input) {
    const record = asRecord(input, 'action');
    if (record.type === 'end') return { type: 'end' };
    if (record.type !== 'cashout') throw new GameRuleError('type', 'must be cashout or end');
    const atMs = record.atMs;
    if (typeof atMs !== 'number' || !Number.isInteger(atMs) || atMs < 0)
      throw new GameRuleError('atMs', 'must be a whole number of milliseconds');
    return { type: 'cashout', atMs };
  },
  start(params, bet, random) {
    validateBet(bet, this.meta.minBet, this.meta.maxBet);
    const crashPoint = crashPointFrom(random);
    return {
      engine: 'crash',
      stake: bet,
      win: 0,
      finished: false,
      rngPosition: random.position,
      params,
      crashPoint,
      cashedOutAt: null,
      settledBy: null,
    } satisfies CrashState as CrashState;
  },
  act(state, action) {
    if (state.finished) throw new GameRuleError('action', 'the round is over');
    const auto = state.params.autoCashout;
    if (action.type === 'end') {
      if (auto !== null && auto <= state.crashPoint) return finish(state, auto, 'auto');
      return finish(state, null, 'crash');
    }
    const at = multiplierAt(action.atMs);
    // The auto cash-out fires first when the curve passes it before the manual request.
    if (auto !== null && auto <= at && auto <= state.crashPoint) return finish(state, auto, 'auto');
    if (at <= state.crashPoint) return finish(state, at, 'cashout');
    return finish(state, null, 'crash');
  },
  isFinished: (state) => state.finished,
  payout: (state) => state.win,
  /**
   * With an auto cash-out the round completes as it would have; without one the player could not
   * act, so the stake comes back (1.00x).
   */
  settleInterrupted(state) {
    if (state.finished) return state;
    const auto = state.params.autoCashout;
    if (auto !== null) return auto <= state.crashPoint ? finish(state, auto, 'auto') : finish(state, null, 'crash');
    return finish(state, 100, 'refund');
  },
};
