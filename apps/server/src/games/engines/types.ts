import { type Random } from '../fair/random';

export type { Random } from '../fair/random';

export type Volatility = 'low' | 'medium' | 'high';

/** What the lobby and the rules page publish about an engine or math model. */
export interface EngineMeta {
  /** Engine id, e.g. `slot-lines-high`. */
  id: string;
  kind: 'slot' | 'table' | 'instant';
  /** Message key of the published rules text (translated in every locale by the game pages). */
  rulesKey: string;
  /** Theoretical return to player as a fraction (0.973 = 97.30%). */
  rtp: number;
  /** How the RTP figure was obtained. */
  rtpSource: 'exact' | 'simulation';
  volatility: Volatility;
  /** Stake limits in minor units (for the whole round's first stake). */
  minBet: number;
  maxBet: number;
  /** Whether rounds take actions after `start`. */
  multiStep: boolean;
  /** The published paytable (JSON). */
  paytable: unknown;
}

/** Fields every round state carries; the rest is engine specific. All states are plain JSON. */
export interface RoundStateBase {
  engine: string;
  /** Total staked so far in minor units (grows with doubles, splits, insurance). */
  stake: number;
  /** Total win so far in minor units, credited at the end of the round. */
  win: number;
  finished: boolean;
  /** Bytes of the round's outcome stream used; a resumed round reopens the stream here. */
  rngPosition: number;
}

/** A bet or action the rules refuse; `field` names the offending input for a 422 answer. */
export class GameRuleError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'GameRuleError';
  }
}

/**
 * A game engine: pure functions over JSON states. A game-session service validates input with
 * `parseParams`/`parseAction`, debits `stake` growth, stores the state after every call and credits
 * `payout` once `isFinished`. States are never mutated in place.
 */
export interface GameEngine<P = unknown, S extends RoundStateBase = RoundStateBase, A = unknown> {
  meta: EngineMeta;
  /** Validates outside input for `start` (bet layout, options); throws GameRuleError. */
  parseParams(input: unknown): P;
  /** Validates an outside action; throws GameRuleError. */
  parseAction(input: unknown): A;
  /** Validates the stake (positive integer minor units within limits) and plays the first step. */
  start(params: P, bet: number, random: Random): S;
  /** Plays one more step of a multi-step round; throws GameRuleError when the action is not allowed now. */
  act(state: S, action: A, random: Random): S;
  isFinished(state: S): boolean;
  /** Total win of the round in minor units (0 while nothing is won). */
  payout(state: S): number;
  /** Finishes a round that cannot resume, in the player's favour as documented per engine. */
  settleInterrupted(state: S, random: Random): S;
}

/** Refuses a stake that is not a whole positive number of minor units within the limits. */
export function validateBet(bet: unknown, min: number, max: number, field = 'bet'): number {
  if (typeof bet !== 'number' || !Number.isFinite(bet)) throw new GameRuleError(field, 'must be a number');
  if (!Number.isInteger(bet)) throw new GameRuleError(field, 'must be a whole number of minor units');
  if (bet <= 0) throw new GameRuleError(field, 'must be greater than 0');
  if (bet < min) throw new GameRuleError(field, `must be at least ${min}`);
  if (bet > max) throw new GameRuleError(field, `must be at most ${max}`);
  return bet;
}

/** A plain object of outside input, or an error. */
export function asRecord(input: unknown, field = 'params'): Record<string, unknown> {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new GameRuleError(field, 'must be an object');
  return input as Record<string, unknown>;
}

/** Refuses fields the engine does not know. */
export function onlyKeys(record: Record<string, unknown>, allowed: readonly string[]): void {
  for (const key of Object.keys(record)) if (!allowed.includes(key)) throw new GameRuleError(key, 'is not allowed');
}

export function notMultiStep(): never {
  throw new GameRuleError('action', 'this game has no actions: the round ends with the bet');
}
