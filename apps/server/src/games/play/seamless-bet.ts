import type { SeamlessResponse } from '@casino/contracts';
import type { SeamlessBet } from './seamless';
import { SeamlessError } from './seamless-error';
import { callAndTombstone } from './seamless-queries';
import { betAmountRefusal, movementAnswer, repeatAnswer, requestHashOf, translateWalletError, walletKey } from './seamless-rules';
import { gameMetadata, record, refund, sessionOf, tombstoneFor, type SeamlessDeps } from './seamless-shared';

/** Debits a bet once per (provider, transaction id); a repeat answers the first answer. */
export async function applyBet(deps: SeamlessDeps, request: SeamlessBet): Promise<SeamlessResponse> {
  const hash = requestHashOf(['bet', request.playerId, request.roundRef, request.amountCents, request.currency]);
  const { call: existing, tombstone } = await callAndTombstone(deps.db, request.provider, request.transactionId);
  if (existing) return repeatAnswer(existing, 'bet', hash);
  const session = await sessionOf(deps, request, true);
  if (request.currency !== session.currency)
    throw new SeamlessError(422, 'currency_mismatch', 'the session plays another currency');
  const refusal = betAmountRefusal(request.amountCents, request.currency);
  if (refusal) throw refusal;
  if (tombstone) throw new SeamlessError(409, 'bet_rolled_back', 'the bet was rolled back before it arrived');
  const key = walletKey(request.provider, request.transactionId);
  const movement = await deps.wallet
    .bet({
      key,
      playerId: request.playerId,
      currency: request.currency,
      amountCents: request.amountCents,
      metadata: await gameMetadata(deps, session, request.roundRef),
    })
    .catch(translateWalletError);
  const response = await record(
    deps,
    {
      provider: request.provider,
      transactionId: request.transactionId,
      kind: 'bet',
      playerId: request.playerId,
      currency: request.currency,
      amountCents: request.amountCents,
      roundRef: request.roundRef,
      requestHash: hash,
      walletTransactionId: movement.transactionId,
      response: movementAnswer(movement, request.currency),
      createdAt: deps.clock.now(),
    },
    'bet',
  );
  // A rollback that raced in while the stake was being taken: the stake goes back at once.
  if (await tombstoneFor(deps, request.provider, request.transactionId)) {
    // The rollback may itself have found the debit by its key and given it back already.
    await refund(deps, `${key}:late`, movement.transactionId, request.playerId);
    throw new SeamlessError(409, 'bet_rolled_back', 'the bet was rolled back before it arrived');
  }
  return response;
}
