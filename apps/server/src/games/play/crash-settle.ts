import { HttpError, notFound } from '../../http/errors';
import type { CrashContext } from './crash-deps';
import { creditDemoWin, setBalanceAfter, settleOpenBet } from './crash-queries';
import { pushCrash, nameFor } from './crash-publish';
import { autoCashoutOf, dueSettlement, settledState, type CrashSettlement, type SharedCrashState } from './crash-rules';
import { momentOfRound } from './crash-schedule';
import type { RoundRow } from './round-deps';
import { roundById } from './round-queries';

/**
 * Settling a shared crash bet at a multiplier decided by the rules (crash-rules.ts): a real-money
 * bet through the rounds' settlement (the payout posted once, by its transaction id), a demo bet
 * on the session's demo balance.
 */

/** Settles a bet whose fate the clock decided: an auto cash-out the curve passed, or the crash. */
export async function settleDue(ctx: CrashContext, row: RoundRow): Promise<RoundRow> {
  if (row.status !== 'open' || row.crashRound === null) return row;
  const { times } = await momentOfRound(ctx, row.crashRound);
  const due = dueSettlement(ctx.clock.now().getTime(), times, autoCashoutOf(row));
  return due ? finish(ctx, row, due) : row;
}

/** Settles a bet at a multiplier (null: lost) once; a process that lost the race answers the stored row. */
export async function finish(ctx: CrashContext, row: RoundRow, settlement: CrashSettlement): Promise<RoundRow> {
  const { times } = await momentOfRound(ctx, row.crashRound ?? 0);
  const crashed = ctx.clock.now().getTime() >= times.crashAt;
  const state = settledState(row.state as SharedCrashState, {
    stakeCents: row.stakeCents,
    crashPoint: crashed ? times.crashPoint : null,
    settlement,
  });
  if (row.mode === 'real') {
    const settled = await finishReal(ctx, row, state);
    if (settled.replayed) return settled.row;
    await pushCashout(ctx, row, settlement.multiplier, state.win);
    return settled.row;
  }
  const settled = await finishDemo(ctx, row, state);
  if (!settled) {
    const stored = await roundById(ctx.db, row.id);
    if (!stored) throw notFound('round not found');
    return stored;
  }
  await pushCashout(ctx, row, settlement.multiplier, state.win);
  return settled;
}

/**
 * A real-money bet through the rounds' settlement. When another call took it to settling first,
 * finishing it again replays the same win transaction (`replayed`: the other call pushes the cash-out).
 */
async function finishReal(
  ctx: CrashContext,
  row: RoundRow,
  state: SharedCrashState,
): Promise<{ row: RoundRow; replayed: boolean }> {
  try {
    return { row: await ctx.rounds.settleRow(row, state), replayed: false };
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode !== 409) throw err;
    const stored = await roundById(ctx.db, row.id);
    if (!stored) throw err;
    const done = stored.status === 'settling' ? await ctx.rounds.settleRow(stored, stored.state as SharedCrashState) : stored;
    return { row: done, replayed: true };
  }
}

/** A demo bet: settled with its win added to the session's demo balance, in one transaction; undefined when another call settled it first. */
async function finishDemo(ctx: CrashContext, row: RoundRow, state: SharedCrashState): Promise<RoundRow | undefined> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const updated = await settleOpenBet(tx, row.id, { state, winCents: state.win, now });
    if (!updated) return undefined;
    const balance = await creditDemoWin(tx, row.sessionId, state.win);
    return (await setBalanceAfter(tx, row.id, balance)) ?? updated;
  });
}

/** Tells everyone of a cash-out (a lost bet is not pushed). */
async function pushCashout(ctx: CrashContext, row: RoundRow, multiplier: number | null, win: number): Promise<void> {
  if (multiplier === null) return;
  await pushCrash(ctx, ctx.db, {
    type: 'cashout',
    round: row.crashRound ?? 0,
    player: await nameFor(ctx, row.playerId),
    multiplier,
    win_cents: win,
    currency: row.currency,
  });
  ctx.outbox.kick();
}
