import { forbidden } from '../../http/errors';
import { isUniqueViolation } from '../../db/errors';
import type { RoundStateBase } from '../engines/types';
import type { RoundDeps, RoundRow } from './round-deps';
import { demoBalanceOf, moveRoundToSession, ownUnfinishedRound, roundsLeftInOtherSessions } from './round-queries';
import { engineOf } from './round-rules';
import { INHOUSE_PROVIDER, type GameSessionRow } from './sessions';

/** The session of a frame's token, refused when it belongs to another signed-in player. */
export async function sessionFor(deps: RoundDeps, token: string | undefined, callerId: number | null): Promise<GameSessionRow> {
  const session = await deps.sessions.resolve(token, true);
  // A signed-in caller may only drive a game session of their own.
  if (callerId !== null && session.playerId !== null && session.playerId !== callerId) {
    throw forbidden('the game session belongs to another player');
  }
  return session;
}

/** What the session plays with: the demo balance, or the player's wallet through the seamless API (0 when it cannot tell). */
export async function balanceOf(deps: RoundDeps, session: GameSessionRow): Promise<number> {
  if (session.mode === 'demo') return demoBalanceOf(deps.db, session.id);
  if (session.playerId === null) return 0;
  return (
    (
      await deps.seamless
        .balance({ provider: INHOUSE_PROVIDER, session: { id: session.id }, playerId: session.playerId })
        .catch(() => null)
    )?.balance_cents ?? 0
  );
}

/**
 * The session's unfinished round. A real-money session also takes over the player's unfinished
 * round of the same game and currency left in an earlier session (a reload of the game page
 * launches a new one), so an open hand resumes wherever the player comes back.
 */
export async function unfinishedOf(deps: RoundDeps, session: GameSessionRow): Promise<RoundRow | undefined> {
  const own = await ownUnfinishedRound(deps.db, session.id);
  if (own || session.mode !== 'real' || session.playerId === null) return own;
  // Only a hand waiting for the player: a round with a stake or payout on its way, or one a
  // single-step game is settling this instant, belongs to the request writing it.
  const candidates = await roundsLeftInOtherSessions(deps.db, { ...session, playerId: session.playerId });
  const left = candidates.find((r) => !engineOf(r.engine).isFinished(r.state as RoundStateBase));
  if (!left) return undefined;
  try {
    return (await moveRoundToSession(deps.db, left, session.id)) ?? (await ownUnfinishedRound(deps.db, session.id));
  } catch (err) {
    // The session started a round of its own meanwhile (one unfinished round per session).
    if (isUniqueViolation(err)) return ownUnfinishedRound(deps.db, session.id);
    throw err;
  }
}
