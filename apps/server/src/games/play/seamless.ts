import type { SeamlessResponse } from '@casino/contracts';
import { applyBet } from './seamless-bet';
import { applyRollback } from './seamless-rollback';
import { balanceIn, sessionOf, type SeamlessDeps } from './seamless-shared';
import { applyWin } from './seamless-win';

export { SeamlessError } from './seamless-error';
export interface Caller {
  provider: string;
  /** The game session's token (HTTP callers) or its id (the in-house provider, in-process). */
  session: string | { id: number };
  playerId: number;
}
export interface SeamlessBet extends Caller {
  transactionId: string;
  roundRef: string;
  amountCents: number;
  currency: string;
}
export interface SeamlessWin extends SeamlessBet {
  betTransactionId: string;
}
export interface SeamlessRollback extends Caller {
  transactionId: string;
  roundRef: string;
  betTransactionId: string;
}

/**
 * The casino's side of the seamless-wallet contract (docs/decisions/011-game-play.md): every
 * call is applied at most once per (provider, transaction id) and a repeat answers the first
 * answer. External providers reach it over signed HTTP, the in-house provider in-process.
 */
export interface SeamlessWallet {
  balance(caller: Caller): Promise<SeamlessResponse>;
  bet(request: SeamlessBet): Promise<SeamlessResponse>;
  win(request: SeamlessWin): Promise<SeamlessResponse>;
  rollback(request: SeamlessRollback): Promise<SeamlessResponse>;
}

/**
 * The seamless wallet over the wallet service. The rules are in seamless-rules.ts, the record of
 * applied calls in seamless-queries.ts, and each call in its own module.
 */
export function createSeamlessWallet(deps: SeamlessDeps): SeamlessWallet {
  return {
    async balance(caller) {
      const session = await sessionOf(deps, caller, true);
      return { balance_cents: await balanceIn(deps, caller.playerId, session.currency), currency: session.currency };
    },
    bet: (request) => applyBet(deps, request),
    win: (request) => applyWin(deps, request),
    rollback: (request) => applyRollback(deps, request),
  };
}
