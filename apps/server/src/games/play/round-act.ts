import type { PlayRound } from '@casino/contracts';
import { HttpError, conflict, forbidden, notFound } from '../../http/errors';
import type { GameEngine, RoundStateBase } from '../engines/types';
import type { PendingRaise, RoundDeps, RoundRow } from './round-deps';
import { boundAction } from './round-privacy';
import { lockDemoBalance, randomOf, setDemoBalance, storeStep, updateRound } from './round-queries';
import {
  checkBetCeiling,
  coversStake,
  demoBalanceAfter,
  engineOf,
  roundBetIdOf,
  ruleError,
  stakeRaiseOf,
  stakeRefusalOf,
} from './round-rules';
import { balanceOf, unfinishedOf } from './round-session';
import { settleRound } from './round-settle';
import { publicRoundView } from './round-view';
import { SeamlessError } from './seamless';
import { INHOUSE_PROVIDER, type GameSessionRow } from './sessions';

/** One step the engine played: the action as parsed and the state it leads to. */
interface Step {
  row: RoundRow;
  engine: GameEngine;
  action: unknown;
  next: RoundStateBase;
}

/** Plays one more step of the session's open round: stakes a raise, stores the step, settles a finished round. */
export async function actRound(
  deps: RoundDeps,
  { session, roundId, input }: { session: GameSessionRow; roundId: number; input: unknown },
): Promise<PlayRound> {
  const row = await unfinishedOf(deps, session);
  if (!row || row.id !== roundId) throw notFound('round not found');
  if (row.status !== 'open') throw conflict('the round is busy: try again');
  const step = await playStep(deps, row, input);
  if (row.mode === 'demo') {
    const stored = await actDemo(deps, step);
    return publicRoundView(stored, stored.balanceAfterCents ?? 0, deps.clock.now().getTime());
  }
  let stored = await actReal(deps, step);
  if (step.engine.isFinished(step.next)) stored = await settleRound(deps, { row: stored, state: step.next, interrupted: false });
  const balance = stored.balanceAfterCents ?? (await balanceOf(deps, session));
  return publicRoundView(stored, balance, deps.clock.now().getTime());
}

/** Parses the frame's action (a crash cash-out bounded by the time really run) and plays it on the round's stream. */
async function playStep(deps: RoundDeps, row: RoundRow, input: unknown): Promise<Step> {
  const engine = engineOf(row.engine);
  let action: unknown;
  let next: RoundStateBase;
  try {
    action = engine.parseAction(boundAction(row.engine, input, deps.clock.now().getTime() - row.createdAt.getTime()));
    next = engine.act(row.state as RoundStateBase, action, await randomOf(deps.db, row, row.rngPosition));
  } catch (err) {
    ruleError(err);
  }
  return { row, engine, action, next };
}

/** A demo step: the raise, the step and a finished round's win on the demo balance, in one transaction. */
async function actDemo(deps: RoundDeps, { row, engine, action, next }: Step): Promise<RoundRow> {
  return deps.db.transaction(async (tx) => {
    const balance = await lockDemoBalance(tx, row.sessionId);
    const raiseBy = stakeRaiseOf(row.state as RoundStateBase, next);
    if (!coversStake(balance, raiseBy)) throw new HttpError(409, 'not enough money');
    const finished = engine.isFinished(next);
    const win = finished ? engine.payout(next) : 0;
    const after = demoBalanceAfter(balance, raiseBy, win);
    await setDemoBalance(tx, row.sessionId, after);
    const now = deps.clock.now();
    const stored = await storeStep(tx, row, {
      state: next,
      stakeCents: next.stake,
      winCents: win,
      actions: [...row.actions, action],
      rngPosition: next.rngPosition,
      status: finished ? 'settled' : 'open',
      balanceAfterCents: after,
      updatedAt: now,
      settledAt: finished ? now : null,
    });
    if (!stored) throw conflict('the round changed meanwhile');
    return stored;
  });
}

/** A real-money step: a raise goes through the wallet first; a step that stakes nothing more is stored as is. */
async function actReal(deps: RoundDeps, { row, action, next }: Step): Promise<RoundRow> {
  const raiseBy = stakeRaiseOf(row.state as RoundStateBase, next);
  if (raiseBy > 0) {
    // A gift's free spin plays at the gift's fixed stake: nothing more can be staked on it.
    if (row.freespinGiftId !== null) throw conflict('a free spin plays at its fixed stake');
    checkBetCeiling(raiseBy, row.currency);
    return raise(deps, { row, next, action, amount: raiseBy });
  }
  const updated = await storeStep(deps.db, row, {
    state: next,
    actions: [...row.actions, action],
    rngPosition: next.rngPosition,
    updatedAt: deps.clock.now(),
  });
  if (!updated) throw conflict('the round changed meanwhile');
  return updated;
}

/** Takes a stake increase through the wallet, then stores the step; a refusal leaves the round as it was. */
async function raise(
  deps: RoundDeps,
  { row, next, action, amount }: { row: RoundRow; next: RoundStateBase; action: unknown; amount: number },
): Promise<RoundRow> {
  const playerId = row.playerId;
  if (playerId === null) throw forbidden('real play needs a player');
  const betId = roundBetIdOf(row.id, row.betIds.length + 1);
  const pending: PendingRaise = { state: next, action, betId, amountCents: amount };
  const marked = await updateRound(deps, row.id, { status: 'betting', pending }, 'open');
  if (!marked) throw conflict('the round changed meanwhile');
  const balance = await takeRaise(deps, { row, playerId, betId, amount });
  const stored = await updateRound(
    deps,
    row.id,
    {
      status: 'open',
      pending: null,
      state: next,
      stakeCents: next.stake,
      actions: [...row.actions, action],
      betIds: [...row.betIds, betId],
      rngPosition: next.rngPosition,
      balanceAfterCents: balance,
    },
    'betting',
  );
  if (!stored) throw conflict('the round changed meanwhile');
  return stored;
}

/** Moves the raise through the seamless wallet; a refusal reopens the round. Answers the balance after it. */
async function takeRaise(
  deps: RoundDeps,
  { row, playerId, betId, amount }: { row: RoundRow; playerId: number; betId: string; amount: number },
): Promise<number> {
  try {
    const taken = await deps.seamless.bet({
      provider: INHOUSE_PROVIDER,
      session: { id: row.sessionId },
      playerId,
      transactionId: betId,
      roundRef: String(row.id),
      amountCents: amount,
      currency: row.currency,
    });
    return taken.balance_cents;
  } catch (err) {
    if (err instanceof SeamlessError) {
      await updateRound(deps, row.id, { status: 'open', pending: null }, 'betting');
      // A raise has no amount field of its own: only a refusal for money becomes the frame's 409.
      throw stakeRefusalOf(err, null);
    }
    throw err;
  }
}
