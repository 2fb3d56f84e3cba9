import type { PlayRound } from '@casino/contracts';
import { conflict, notFound } from '../../http/errors';
import { crashBetView } from './crash-bet';
import type { CrashContext } from './crash-deps';
import { betOfRound } from './crash-queries';
import { autoCashoutOf, cashoutDecision, isCashedOut, type SharedCrashState } from './crash-rules';
import { momentOfRound } from './crash-schedule';
import { finish, settleDue } from './crash-settle';
import type { RoundRow } from './round-deps';
import type { GameSessionRow } from './sessions';

/** Cashes the session's bet out at the multiplier the server's clock reads now (crash-rules.ts decides it). */
export async function cashOut(ctx: CrashContext, session: GameSessionRow, round: number): Promise<PlayRound> {
  const row = await betOfRound(ctx.db, session.id, round);
  if (!row) throw notFound('no bet of yours in this round');
  if (row.status === 'settled' || row.status === 'settling') {
    // A retry of a cash-out answers the one that happened; a lost bet stays lost.
    if (isCashedOut(row)) return answer(ctx, session, row);
    throw conflict('the round has crashed: the bet is lost');
  }
  if (row.status !== 'open') throw conflict('the bet is not in play');
  const { times } = await momentOfRound(ctx, round);
  const decision = cashoutDecision(ctx.clock.now().getTime(), times, autoCashoutOf(row));
  if (decision.kind === 'before-flight') throw conflict('the flight has not started yet');
  const settled =
    decision.kind === 'after-crash'
      ? await settleDue(ctx, row)
      : await finish(ctx, row, { multiplier: decision.multiplier, by: decision.by });
  if (!isCashedOut(settled)) throw conflict('the round has crashed: the bet is lost');
  return answer(ctx, session, settled);
}

/**
 * The settled round as the answer. A cash-out another request is still paying is finished here
 * too (the payout is posted once, by its transaction id), so every retry answers the settled round.
 */
async function answer(ctx: CrashContext, session: GameSessionRow, stored: RoundRow): Promise<PlayRound> {
  const final =
    stored.status === 'settling' && isCashedOut(stored)
      ? await ctx.rounds.settleRow(stored, stored.state as SharedCrashState)
      : stored;
  return crashBetView(final, final.balanceAfterCents ?? (await ctx.rounds.balanceOf(session)));
}
