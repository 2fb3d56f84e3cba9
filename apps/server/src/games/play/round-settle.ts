import { conflict } from '../../http/errors';
import type { RoundStateBase } from '../engines/types';
import type { RoundDeps, RoundRow } from './round-deps';
import { closeSettling, roundById, updateRound } from './round-queries';
import { payoutOf, paysThroughWallet, roundWinIdOf } from './round-rules';
import { INHOUSE_PROVIDER } from './sessions';

/**
 * Fixes a round's outcome and pays its win once, then closes it with its events. A round already
 * `settling` (a retry, another process, recovery) keeps the outcome it has and replays the same win
 * transaction id, which the wallet answers once.
 */
export async function settleRound(
  deps: RoundDeps,
  input: { row: RoundRow; state: RoundStateBase; interrupted: boolean },
): Promise<RoundRow> {
  const settling = await markSettling(deps, input);
  const balanceAfter = await payWin(deps, settling);
  return closeWithEvents(deps, settling, balanceAfter);
}

/** Takes the round to `settling` with its outcome, unless it is there already. */
async function markSettling(
  deps: RoundDeps,
  { row, state, interrupted }: { row: RoundRow; state: RoundStateBase; interrupted: boolean },
): Promise<RoundRow> {
  if (row.status === 'settling') return row;
  const win = payoutOf(row.engine, state);
  const updated = await updateRound(
    deps,
    row.id,
    { status: 'settling', state, winCents: win, rngPosition: state.rngPosition, interrupted },
    row.status,
  );
  if (!updated) throw conflict('the round changed meanwhile');
  return updated;
}

/** Pays a real-money win through the seamless wallet (a free spin's to its gift); answers the balance after it. */
async function payWin(deps: RoundDeps, settling: RoundRow): Promise<number | null> {
  if (settling.freespinGiftId !== null) {
    // A gift's free spin: the win goes to the gift, not the wallet (docs/decisions/048-free-spins.md).
    await deps.freeSpins.settled({ roundId: settling.id, winCents: settling.winCents });
    return (await walletBalance(deps, settling)) ?? settling.balanceAfterCents;
  }
  if (!paysThroughWallet(settling)) return settling.balanceAfterCents;
  const betId = settling.betIds[0];
  if (!betId) throw new Error(`round ${settling.id} has no bet`);
  const paid = await deps.seamless.win({
    provider: INHOUSE_PROVIDER,
    session: { id: settling.sessionId },
    playerId: settling.playerId,
    transactionId: roundWinIdOf(settling.id),
    roundRef: String(settling.id),
    betTransactionId: betId,
    amountCents: settling.winCents,
    currency: settling.currency,
  });
  return paid.balance_cents;
}

/** The wallet's balance now (after a last free spin it holds the spins' winnings as bonus money), or null. */
async function walletBalance(deps: RoundDeps, round: RoundRow): Promise<number | null> {
  if (round.playerId === null) return null;
  const caller = { provider: INHOUSE_PROVIDER, session: { id: round.sessionId }, playerId: round.playerId };
  return (await deps.seamless.balance(caller).catch(() => null))?.balance_cents ?? null;
}

/** Closes the round and writes its events in one transaction; a round another call closed first is answered as stored. */
async function closeWithEvents(deps: RoundDeps, settling: RoundRow, balanceAfter: number | null): Promise<RoundRow> {
  const settledAt = deps.clock.now();
  // Read before the transaction: the names and games they need come from other domains.
  const events = await deps.notify.eventsOf({ ...settling, balanceAfterCents: balanceAfter }, settledAt);
  const settled = await deps.db.transaction(async (tx) => {
    const done = await closeSettling(tx, settling.id, {
      status: 'settled',
      balanceAfterCents: balanceAfter,
      settledAt,
      updatedAt: settledAt,
    });
    if (done) await deps.notify.publish(tx, events);
    return done;
  });
  if (settled) {
    deps.notify.kick();
    return settled;
  }
  // Another call settled it meanwhile (the same win transaction, replayed): answer the stored round.
  return (await roundById(deps.db, settling.id)) ?? settling;
}
