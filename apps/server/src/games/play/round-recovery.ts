import { HttpError } from '../../http/errors';
import type { RoundStateBase } from '../engines/types';
import type { RoundDeps, RoundRow } from './round-deps';
import { closeOpen, creditDemoBalance, randomOf, roundsToRecover, updateRound } from './round-queries';
import { abandonedStatusOf, engineOf, pendingBetIdOf, recoveryCutoffs, recoveryOf, rollbackIdOf } from './round-rules';
import { settleRound } from './round-settle';
import { SeamlessError } from './seamless';
import { INHOUSE_PROVIDER } from './sessions';

/**
 * Finishes what a crash or a closed tab left: payouts on their way are paid (once), stakes on
 * their way are given back, rounds left open longer than the grace are settled by the engine's
 * settleInterrupted. Answers how many rounds it finished.
 */
export async function recoverRounds(deps: RoundDeps, graceMs: number): Promise<number> {
  const rows = await roundsToRecover(deps.db, recoveryCutoffs(deps.clock.now().getTime(), graceMs));
  let finished = 0;
  const failures: unknown[] = [];
  for (const row of rows) {
    try {
      finished += await recoverRow(deps, row);
    } catch (err) {
      // Another process finished the round meanwhile: nothing left to do for it.
      if (err instanceof HttpError && err.statusCode === 409) continue;
      failures.push(err);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} interrupted rounds not recovered`);
  return finished;
}

/** Finishes one round a stopped process or a closed tab left; answers 1 when it settled it. */
async function recoverRow(deps: RoundDeps, row: RoundRow): Promise<number> {
  switch (recoveryOf(row)) {
    case 'pay-out':
      await settleRound(deps, { row, state: row.state as RoundStateBase, interrupted: row.interrupted });
      return 1;
    case 'give-back-stake':
      await abandonPending(deps, row);
      return 0;
    case 'leave-to-crash-clock':
      // A shared crash bet is settled by the crash round's own clock (crash-round.ts), never refunded.
      return 0;
    case 'settle-interrupted':
      await settleInterrupted(deps, row);
      return 1;
  }
}

/** Plays an open round to its end as its engine's settleInterrupted says, and pays it. */
async function settleInterrupted(deps: RoundDeps, row: RoundRow): Promise<void> {
  const engine = engineOf(row.engine);
  const state = engine.settleInterrupted(row.state as RoundStateBase, await randomOf(deps.db, row, row.rngPosition));
  if (row.mode !== 'demo') {
    await settleRound(deps, { row, state, interrupted: true });
    return;
  }
  await deps.db.transaction(async (tx) => {
    const done = await closeOpen(tx, row.id, {
      status: 'settled',
      state,
      winCents: engine.payout(state),
      interrupted: true,
      settledAt: deps.clock.now(),
      updatedAt: deps.clock.now(),
    });
    if (done) await creditDemoBalance(tx, row.sessionId, done.winCents);
  });
}

/** Gives back a stake whose fate a crash left unknown (a tombstone if it never reached the wallet). */
async function abandonPending(deps: RoundDeps, row: RoundRow): Promise<void> {
  const betId = pendingBetIdOf(row);
  if (row.playerId !== null) {
    await deps.seamless
      .rollback({
        provider: INHOUSE_PROVIDER,
        session: { id: row.sessionId },
        playerId: row.playerId,
        transactionId: rollbackIdOf(betId),
        roundRef: String(row.id),
        betTransactionId: betId,
      })
      .catch((err: unknown) => {
        if (!(err instanceof SeamlessError)) throw err;
      });
  }
  if (abandonedStatusOf(row) === 'rejected') {
    await updateRound(deps, row.id, { status: 'rejected', pending: null, settledAt: deps.clock.now() }, 'betting');
  } else {
    await updateRound(deps, row.id, { status: 'open', pending: null }, 'betting');
  }
}
