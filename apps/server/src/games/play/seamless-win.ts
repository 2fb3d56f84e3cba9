import type { SeamlessResponse } from '@casino/contracts';
import { WalletError } from '../../wallet';
import type { SeamlessWin } from './seamless';
import { PLAY_EVENTS } from './notify';
import { SeamlessError } from './seamless-error';
import { findCall } from './seamless-queries';
import {
  movementAnswer,
  repeatAnswer,
  requestHashOf,
  translateWalletError,
  walletKey,
  winAmountRefusal,
  winsPerBet,
} from './seamless-rules';
import { balanceAnswer, betRow, claimSettlement, record, sessionOf, tombstoneFor, type SeamlessDeps } from './seamless-shared';

/**
 * Credits a win of a recorded bet once per (provider, transaction id). A provider whose bets take
 * one win claims the bet first; a win of 0 closes a lost round without moving money.
 */
export async function applyWin(deps: SeamlessDeps, request: SeamlessWin): Promise<SeamlessResponse> {
  const hash = requestHashOf([
    'win',
    request.playerId,
    request.roundRef,
    request.betTransactionId,
    request.amountCents,
    request.currency,
  ]);
  const existing = await findCall(deps.db, request.provider, request.transactionId);
  if (existing) return repeatAnswer(existing, 'win', hash);
  // A win may arrive after the session expired: the bet it settles was taken in time.
  await sessionOf(deps, request, false);
  const bet = await betRow(deps, request.provider, request.betTransactionId, request.playerId);
  if (bet.currency !== request.currency) throw new SeamlessError(422, 'currency_mismatch', 'the bet was in another currency');
  const refusal = winAmountRefusal(request.amountCents);
  if (refusal) throw refusal;
  if (winsPerBet(request.provider) === 'one') await claimSettlement(deps, bet, request.transactionId);
  const base = {
    provider: request.provider,
    transactionId: request.transactionId,
    kind: 'win' as const,
    playerId: request.playerId,
    currency: request.currency,
    amountCents: request.amountCents,
    roundRef: request.roundRef,
    betTransactionId: request.betTransactionId,
    requestHash: hash,
    createdAt: deps.clock.now(),
  };
  if (request.amountCents === 0) {
    // A lost round closed: nothing moves, but the bet counts as settled (a later rollback is refused).
    if (await tombstoneFor(deps, request.provider, request.betTransactionId)) {
      throw new SeamlessError(409, 'bet_rolled_back', 'the bet was rolled back');
    }
    const lost = {
      type: PLAY_EVENTS.seamlessRoundLost,
      playerId: request.playerId,
      payload: { provider: request.provider, round_ref: request.roundRef, currency: bet.currency },
    };
    return record(deps, { ...base, response: await balanceAnswer(deps, request.playerId, bet.currency) }, 'win', lost);
  }
  const movement = await deps.wallet
    .win({
      key: walletKey(request.provider, request.transactionId),
      playerId: request.playerId,
      currency: request.currency,
      amountCents: request.amountCents,
      betTransactionId: bet.walletTransactionId ?? undefined,
      metadata: { round_ref: request.roundRef },
    })
    .catch((err: unknown) => {
      // The wallet refuses a win of a bet it gave back: in the API's words, the bet was rolled back.
      if (err instanceof WalletError && err.code === 'already_settled') {
        throw new SeamlessError(409, 'bet_rolled_back', 'the bet was rolled back');
      }
      return translateWalletError(err);
    });
  return record(
    deps,
    { ...base, walletTransactionId: movement.transactionId, response: movementAnswer(movement, request.currency) },
    'win',
  );
}
