import { createHash } from 'node:crypto';
import { amountThresholdOf, type SeamlessResponse } from '@casino/contracts';
import { LimitError } from '../../limits';
import { type Movement, WalletError } from '../../wallet';
import { SeamlessError } from './seamless-error';
import { EXTERNAL_PROVIDER, INHOUSE_PROVIDER } from './sessions';
import type { seamlessTransactions } from './tables';

/**
 * The rules of the seamless-wallet contract (docs/decisions/011-game-play.md) as pure functions:
 * how a repeated transaction id is answered, which amounts a call may carry, how many wins a bet
 * takes, when a bet may still be rolled back, and the wallet's refusals in the API's words.
 */

export type TxRow = typeof seamlessTransactions.$inferSelect;
export type TxKind = TxRow['kind'];

/**
 * How many wins one bet of a provider may take (docs/decisions/011-game-play.md). The in-house
 * provider pays a round once; aggregators may pay one bet in several wins (features, bonus
 * rounds). A provider not listed gets the safe answer: one.
 */
const WINS_PER_BET: Readonly<Record<string, 'one' | 'several'>> = {
  [INHOUSE_PROVIDER]: 'one',
  [EXTERNAL_PROVIDER]: 'several',
};
export const winsPerBet = (provider: string) => WINS_PER_BET[provider] ?? 'one';

/** The hash of a call's content: a repeat of its transaction id must carry the same. */
export const requestHashOf = (content: unknown[]) => createHash('sha256').update(JSON.stringify(content)).digest('base64url');

/** The wallet's idempotency key of a seamless call: one movement per provider and transaction id. */
export const walletKey = (provider: string, transactionId: string) => `seamless:${provider}:${transactionId}`;

/**
 * The answer to a transaction id seen before: the first answer when the call is the same (kind
 * and content), a duplicate refusal when the id was used for another request.
 */
export function repeatAnswer(
  row: Pick<TxRow, 'kind' | 'requestHash' | 'response'>,
  kind: TxKind,
  hash: string,
): SeamlessResponse {
  if (row.kind !== kind || row.requestHash !== hash) {
    throw new SeamlessError(409, 'duplicate_transaction', 'the transaction id was already used for another request');
  }
  return row.response as SeamlessResponse;
}

/** Wallet refusals in the seamless API's words. */
export function translateWalletError(err: unknown): never {
  if (err instanceof LimitError) {
    // The message is the limits domain's key, for the game to show in the player's language.
    throw new SeamlessError(403, err.code === 'blocked' ? 'player_blocked' : 'limit_reached', err.message);
  }
  if (err instanceof WalletError) {
    if (err.code === 'insufficient_funds') throw new SeamlessError(409, 'insufficient_funds', 'not enough money');
    if (err.code === 'already_settled') throw new SeamlessError(409, 'already_settled', err.message);
    if (err.code === 'idempotency_conflict') throw new SeamlessError(409, 'duplicate_transaction', err.message);
    if (err.code === 'invalid_amount' || err.code === 'amount_out_of_range')
      throw new SeamlessError(422, 'invalid_amount', err.message);
    if (err.code === 'transaction_not_found') throw new SeamlessError(404, 'bet_not_found', 'bet not found');
    if (err.code === 'wallet_not_found') throw new SeamlessError(422, 'currency_mismatch', 'no wallet in this currency');
  }
  throw err;
}

/** Why a bet's amount is refused (a positive whole number of minor units within the currency's bet ceiling), or null. */
export function betAmountRefusal(amountCents: number, currency: string): SeamlessError | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    return new SeamlessError(422, 'invalid_amount', 'amount must be a positive integer of minor units');
  }
  if (amountCents > amountThresholdOf(currency).betCents) {
    return new SeamlessError(422, 'invalid_amount', 'amount is above the bet limit of the currency');
  }
  return null;
}

/** Why a win's amount is refused (a whole number of minor units, 0 for a lost round), or null. */
export function winAmountRefusal(amountCents: number): SeamlessError | null {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    return new SeamlessError(422, 'invalid_amount', 'amount must be a non-negative integer of minor units');
  }
  return null;
}

/** A recorded bet that moved money (the wallet's debit is known). */
export type RecordedBet = TxRow & { walletTransactionId: number };

/** Whether a recorded call is a bet of the player that moved money: what a win or rollback may refer to. */
export const isPlayersBet = (row: TxRow, playerId: number): row is RecordedBet =>
  row.kind === 'bet' && row.playerId === playerId && row.walletTransactionId !== null;

/**
 * Whether a recorded bet may be rolled back: a bet already rolled back (under another id) is
 * acknowledged without a second credit, a bet a win settled is refused, any other is refunded.
 */
type RollbackEligibility = 'acknowledge' | 'refuse-settled' | 'refund';

export function rollbackEligibility(bet: { rolledBack: boolean; settledByWin: boolean }): RollbackEligibility {
  if (bet.rolledBack) return 'acknowledge';
  if (bet.settledByWin) return 'refuse-settled';
  return 'refund';
}

/** The answer to a call that moved money: the balance after the movement and the wallet's transaction. */
export const movementAnswer = (movement: Movement, currency: string): SeamlessResponse => ({
  balance_cents: movement.account.amount_cents,
  currency,
  casino_transaction_id: String(movement.transactionId),
});
