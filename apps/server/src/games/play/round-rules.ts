import { amountThresholdOf } from '@casino/contracts';
import { HttpError, ValidationError } from '../../http/errors';
import { engineById, type EngineId } from '../engines';
import { GameRuleError, type GameEngine, type RoundStateBase } from '../engines/types';
import type { SeamlessError } from './seamless';
import { INHOUSE_PROVIDER } from './sessions';
import type { gameRounds } from './tables';

/**
 * The rules of an in-house round that carry money, as pure functions: the transaction ids its
 * stakes and payout move under, the bet ceiling, the demo balance, and what recovery does with a
 * round a stopped process or a closed tab left. rounds.ts and its modules apply them.
 */

type RoundRow = typeof gameRounds.$inferSelect;

/** An open round untouched this long is settled in the player's favour: the player had that long to come back. */
export const ROUND_GRACE_MS = 60 * 60 * 1000;
/**
 * A stake or a payout on its way to the wallet (`betting`, `settling`) untouched this long was
 * left by a stopped process: no live request takes a minute between its writes.
 */
export const PENDING_GRACE_MS = 60 * 1000;

/** The statuses of a round not yet closed; a game session holds at most one such round. */
export const UNFINISHED = ['betting', 'open', 'settling'] as const;

/**
 * The seamless transaction id of a round's n-th stake (1 for the opening bet). Derived from the
 * round, so a retry after a crash moves the same stake again, which the wallet answers once.
 */
export const roundBetIdOf = (roundId: number, n: number) => `${INHOUSE_PROVIDER}-${roundId}-bet-${n}`;
/** The seamless transaction id of a round's payout: one per round, so it is paid once. */
export const roundWinIdOf = (roundId: number) => `${INHOUSE_PROVIDER}-${roundId}-win`;
/** The transaction id that gives back a stake whose fate a crash left unknown. */
export const rollbackIdOf = (betId: string) => `${betId}-rollback`;

/** The engine a stored round plays on (its `engine` column holds an engine id). */
export const engineOf = (id: string): GameEngine => engineById(id as EngineId);

/** A rule the engine refuses, as the field error the frame shows. */
export function ruleError(err: unknown, betField = 'bet_cents'): never {
  if (err instanceof GameRuleError) throw new ValidationError({ [err.field === 'bet' ? betField : err.field]: [err.message] });
  throw err;
}

/** The per-currency ceiling of one stake (a whole bet, or a raise within a round). */
export function checkBetCeiling(betCents: number, currency: string): void {
  if (betCents > amountThresholdOf(currency).betCents) {
    throw new ValidationError({ bet_cents: [`must be at most ${amountThresholdOf(currency).betCents}`] });
  }
}

/** What a step adds to the round's stake (zero or less when it stakes nothing more). */
export const stakeRaiseOf = (before: RoundStateBase, next: RoundStateBase): number => next.stake - before.stake;

/** Whether a demo balance covers a stake (refused with "not enough money" otherwise). */
export const coversStake = (balance: number, stake: number): boolean => stake <= balance;

/** The demo balance after a step that stakes `stake` more (nothing when it is not positive) and pays `win`. */
export const demoBalanceAfter = (balance: number, stake: number, win: number): number => balance - Math.max(0, stake) + win;

/** The win a round's state pays, by the rules of its engine. */
export const payoutOf = (engineId: string, state: RoundStateBase): number => engineOf(engineId).payout(state);

/** Whether settling a round moves money through the seamless wallet: a real-money win above zero. */
export const paysThroughWallet = <R extends Pick<RoundRow, 'mode' | 'playerId' | 'winCents'>>(
  row: R,
): row is R & { playerId: number } => row.mode === 'real' && row.playerId !== null && row.winCents > 0;

/**
 * A wallet refusal of a stake as the game frame's error: no money is a 409, an amount the wallet
 * refuses is a field error on `amountField` when the step has one; any other refusal stays as it is.
 */
export function stakeRefusalOf(err: SeamlessError, amountField: string | null): Error {
  if (err.code === 'insufficient_funds') return new HttpError(409, 'not enough money');
  if (err.code === 'invalid_amount' && amountField !== null) return new ValidationError({ [amountField]: [err.message] });
  return err;
}

/** The limits of the recovery sweep: rounds untouched since these moments are finished. */
export function recoveryCutoffs(nowMs: number, graceMs: number): { open: Date; pending: Date } {
  return { open: new Date(nowMs - graceMs), pending: new Date(nowMs - Math.min(graceMs, PENDING_GRACE_MS)) };
}

/**
 * What recovery does with a round left unfinished: a payout on its way is paid (once), a stake on
 * its way is given back, a shared crash bet is left to the crash round's own clock (never
 * refunded), and any other open round is settled by its engine's settleInterrupted.
 */
type Recovery = 'pay-out' | 'give-back-stake' | 'leave-to-crash-clock' | 'settle-interrupted';

export function recoveryOf(row: Pick<RoundRow, 'status' | 'crashRound'>): Recovery {
  if (row.status === 'settling') return 'pay-out';
  if (row.status === 'betting') return 'give-back-stake';
  if (row.crashRound !== null) return 'leave-to-crash-clock';
  return 'settle-interrupted';
}

/** The stake a crash left on its way: the pending raise's id, else the opening bet's. */
export function pendingBetIdOf(row: Pick<RoundRow, 'id' | 'pending'>): string {
  const pending = row.pending as { betId?: string } | null;
  return pending?.betId ?? roundBetIdOf(row.id, 1);
}

/** A round whose stake was given back: rejected when it never had a stake, else open again as before the raise. */
export const abandonedStatusOf = (row: Pick<RoundRow, 'betIds'>): 'rejected' | 'open' =>
  row.betIds.length === 0 ? 'rejected' : 'open';
