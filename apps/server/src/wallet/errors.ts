import { HttpError } from '../http/errors';

/** Why the wallet refused a movement; callers (games, payments, bonuses) branch on the code. */
export type WalletErrorCode =
  | 'insufficient_funds'
  | 'idempotency_conflict'
  | 'already_settled'
  | 'wallet_not_found'
  | 'transaction_not_found'
  | 'currency_not_enabled'
  | 'wagering_not_met'
  | 'invalid_amount'
  | 'invalid_key'
  | 'amount_out_of_range';

/** A refusal of the wallet, answered with its status (409 conflicts, 404, 422 bad amounts). */
export class WalletError extends HttpError {
  constructor(
    statusCode: number,
    readonly code: WalletErrorCode,
    message: string,
  ) {
    super(statusCode, message);
    this.name = 'WalletError';
  }
}
