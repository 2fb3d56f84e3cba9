import type { SeamlessErrorCode } from '@casino/contracts';
import { HttpError } from '../../http/errors';

/** A refusal of the seamless API: the status of the error model and a code the provider branches on. */
export class SeamlessError extends HttpError {
  constructor(
    statusCode: number,
    readonly code: SeamlessErrorCode,
    message: string,
  ) {
    super(statusCode, message);
    this.name = 'SeamlessError';
  }
}
