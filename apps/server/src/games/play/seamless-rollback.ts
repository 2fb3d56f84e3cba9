import type { SeamlessResponse } from '@casino/contracts';
import type { SeamlessRollback } from './seamless';
import { SeamlessError } from './seamless-error';
import { findCall } from './seamless-queries';
import {
  isPlayersBet,
  movementAnswer,
  repeatAnswer,
  requestHashOf,
  rollbackEligibility,
  walletKey,
  type RecordedBet,
} from './seamless-rules';
import { balanceAnswer, record, refund, sessionOf, tombstoneFor, winFor, type SeamlessDeps } from './seamless-shared';
import type { GameSessionRow } from './sessions';

/** The columns every rollback record has. */
type RollbackBase = ReturnType<typeof rollbackBase>;

const rollbackBase = (deps: SeamlessDeps, request: SeamlessRollback, hash: string) => ({
  provider: request.provider,
  transactionId: request.transactionId,
  kind: 'rollback' as const,
  playerId: request.playerId,
  roundRef: request.roundRef,
  betTransactionId: request.betTransactionId,
  requestHash: hash,
  createdAt: deps.clock.now(),
});

/**
 * Gives a bet's stake back once per (provider, transaction id). A rollback may overtake its bet
 * (a tombstone refuses the bet when it comes), find a stake whose record a crash lost, or meet a
 * bet already rolled back or settled (rollbackEligibility in seamless-rules.ts).
 */
export async function applyRollback(deps: SeamlessDeps, request: SeamlessRollback): Promise<SeamlessResponse> {
  const hash = requestHashOf(['rollback', request.playerId, request.roundRef, request.betTransactionId]);
  const existing = await findCall(deps.db, request.provider, request.transactionId);
  if (existing) return repeatAnswer(existing, 'rollback', hash);
  const session = await sessionOf(deps, request, false);
  const bet = await findCall(deps.db, request.provider, request.betTransactionId);
  const base = rollbackBase(deps, request, hash);
  if (!bet) return rollbackWithoutBet(deps, { request, session, base });
  if (!isPlayersBet(bet, request.playerId)) throw new SeamlessError(404, 'bet_not_found', 'bet not found');
  const rolledBack = (await tombstoneFor(deps, request.provider, request.betTransactionId)) !== undefined;
  const settledByWin = !rolledBack && (await winFor(deps, request.provider, request.betTransactionId)) !== undefined;
  switch (rollbackEligibility({ rolledBack, settledByWin })) {
    case 'acknowledge':
      // Another rollback of the same bet already gave the stake back: acknowledged, no second credit.
      return acknowledge(deps, request, bet, base);
    case 'refuse-settled':
      throw new SeamlessError(409, 'already_settled', 'the bet is already settled');
    case 'refund':
      return refundBet(deps, request, bet, base);
  }
}

/** Acknowledges a rollback of a bet whose stake is already back: recorded with nothing moved. */
async function acknowledge(
  deps: SeamlessDeps,
  request: SeamlessRollback,
  bet: RecordedBet,
  base: RollbackBase,
): Promise<SeamlessResponse> {
  const response = await balanceAnswer(deps, request.playerId, bet.currency);
  return record(deps, { ...base, currency: bet.currency, amountCents: 0, response }, 'rollback');
}

/** Gives the recorded bet's stake back through the wallet. */
async function refundBet(
  deps: SeamlessDeps,
  request: SeamlessRollback,
  bet: RecordedBet,
  base: RollbackBase,
): Promise<SeamlessResponse> {
  const movement = await refund(
    deps,
    walletKey(request.provider, request.transactionId),
    bet.walletTransactionId,
    request.playerId,
  );
  // A concurrent rollback under another id gave the stake back first: acknowledged, no second credit.
  if (!movement) return acknowledge(deps, request, bet, base);
  return record(
    deps,
    {
      ...base,
      currency: bet.currency,
      amountCents: bet.amountCents,
      walletTransactionId: movement.transactionId,
      response: movementAnswer(movement, bet.currency),
    },
    'rollback',
  );
}

/**
 * A rollback of a bet with no record: either the wallet took the stake but a crash lost its
 * record (given back), or the rollback overtook its bet. Either way a tombstone is kept, so a
 * retry or the late arrival of the bet is refused.
 */
async function rollbackWithoutBet(
  deps: SeamlessDeps,
  { request, session, base }: { request: SeamlessRollback; session: GameSessionRow; base: RollbackBase },
): Promise<SeamlessResponse> {
  // The wallet's debit of a bet whose record a crash lost: the wallet took the stake under the
  // bet's key, and the process stopped before `seamless_transactions` got the row.
  const stranded = await deps.wallet.postedUnderKey({
    key: walletKey(request.provider, request.betTransactionId),
    kind: 'bet',
    playerId: request.playerId,
  });
  if (!stranded) {
    const response = await balanceAnswer(deps, request.playerId, session.currency);
    return record(deps, { ...base, currency: session.currency, amountCents: 0, tombstone: true, response }, 'rollback');
  }
  const movement = await refund(deps, walletKey(request.provider, request.transactionId), stranded.id, request.playerId);
  const amountCents = (stranded.metadata as { amount_cents?: number }).amount_cents ?? 0;
  const response = movement
    ? movementAnswer(movement, session.currency)
    : await balanceAnswer(deps, request.playerId, session.currency);
  return record(
    deps,
    {
      ...base,
      currency: session.currency,
      amountCents: movement ? amountCents : 0,
      tombstone: true,
      walletTransactionId: movement?.transactionId ?? null,
      response,
    },
    'rollback',
  );
}
