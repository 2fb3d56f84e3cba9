import { HttpError } from '../http/errors';

/** Why a limit refused an action; the message is a key of the `limits` message domain. */
export type LimitErrorCode = 'limit_exceeded' | 'blocked' | 'session_limit';

/** A refusal by a responsible-gaming limit: 403 with the message key as the error text. */
export class LimitError extends HttpError {
  constructor(
    readonly code: LimitErrorCode,
    message: string,
  ) {
    super(403, message);
    this.name = 'LimitError';
  }
}
