import type { FreeSpinOffer as FreeSpinView, PlayRound } from '@casino/contracts';
import type { RoundStateBase } from '../engines/types';
import { actRound } from './round-act';
import type { RoundDeps, RoundRow } from './round-deps';
import { recoverRounds } from './round-recovery';
import { ROUND_GRACE_MS } from './round-rules';
import { balanceOf, sessionFor, unfinishedOf } from './round-session';
import { settleRound } from './round-settle';
import { startRound } from './round-start';
import { publicRoundView } from './round-view';
import type { GameSessionRow } from './sessions';

export { PENDING_GRACE_MS, ROUND_GRACE_MS } from './round-rules';
/** How often the scheduled job `interrupted-rounds` sweeps for rounds left unfinished. */
export const ROUND_SWEEP_INTERVAL_MS = 60 * 1000;

export interface RoundService {
  /** Starts a round: takes the stake and plays the first step; a one-step game settles at once. */
  start(
    token: string | undefined,
    input: { betCents: number; params?: unknown; freeSpin?: boolean },
    callerId: number | null,
  ): Promise<PlayRound>;
  /** Plays one more step of the session's open round. */
  act(token: string | undefined, roundId: number, action: unknown, callerId: number | null): Promise<PlayRound>;
  /** The session's unfinished round (to resume) and the balance. */
  current(
    token: string | undefined,
    callerId: number | null,
  ): Promise<{ round: PlayRound | null; balance_cents: number; currency: string; free_spins: FreeSpinView | null }>;
  /**
   * Finishes what a crash or a closed tab left: payouts on their way are paid (once), stakes on
   * their way are given back, rounds left open longer than the grace are settled by the engine's
   * settleInterrupted. Answers how many rounds it finished.
   */
  recover(graceMs?: number): Promise<number>;
  /**
   * Fixes a round's outcome and pays it once (a retry, or another process, replays the same
   * transaction id); for the shared crash round, whose bets settle outside `act`.
   */
  settleRow(row: RoundRow, state: RoundStateBase): Promise<RoundRow>;
  /** The session of a frame's token, refused when it belongs to another signed-in player. */
  sessionFor(token: string | undefined, callerId: number | null): Promise<GameSessionRow>;
  /** What the session plays with: the demo balance, or the player's wallet through the seamless API (0 when it cannot tell). */
  balanceOf(session: GameSessionRow): Promise<number>;
}

export type { RoundRow };

/** The player's free spins for the session's game as the frame receives them (real sessions only). */
async function freeSpinsOf(deps: RoundDeps, session: GameSessionRow): Promise<FreeSpinView | null> {
  if (session.mode !== 'real' || session.playerId === null) return null;
  const offer = await deps.freeSpins.offer(session.playerId, session.gameId, session.currency);
  return offer && { next: offer.next, total: offer.total, bet_cents: offer.betCents };
}

/**
 * The rounds of the in-house provider (docs/decisions/011-game-play.md). The rules live in the
 * round-*.ts modules beside this one; this closes over their dependencies.
 */
export function createRoundService(deps: RoundDeps): RoundService {
  return {
    settleRow: (row, state) => settleRound(deps, { row, state, interrupted: false }),
    sessionFor: (token, callerId) => sessionFor(deps, token, callerId),
    balanceOf: (session) => balanceOf(deps, session),
    async start(token, input, callerId) {
      return startRound(deps, { session: await sessionFor(deps, token, callerId), input });
    },
    async act(token, roundId, input, callerId) {
      return actRound(deps, { session: await sessionFor(deps, token, callerId), roundId, input });
    },
    async current(token, callerId) {
      const session = await sessionFor(deps, token, callerId);
      const row = await unfinishedOf(deps, session);
      const balance = await balanceOf(deps, session);
      const round = row ? publicRoundView(row, balance, deps.clock.now().getTime()) : null;
      return { round, balance_cents: balance, currency: session.currency, free_spins: await freeSpinsOf(deps, session) };
    },
    recover: (graceMs = ROUND_GRACE_MS) => recoverRounds(deps, graceMs),
  };
}
