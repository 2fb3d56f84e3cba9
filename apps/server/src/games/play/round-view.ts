import type { PlayRound } from '@casino/contracts';
import { publicState } from './round-privacy';
import type { gameRounds } from './tables';

type RoundRow = typeof gameRounds.$inferSelect;

/**
 * A round as the game frame receives it: the row's columns, the balance it plays with and the
 * state the frame may see. The caller decides that state: an in-house round hides what is still
 * ahead (round-privacy.ts), a shared crash bet shows its state as stored (its crash point stays
 * null there until the round has crashed).
 */
export function roundView(row: RoundRow, balance: number, state: unknown): PlayRound {
  return {
    id: row.id,
    game_id: row.gameId,
    engine: row.engine,
    mode: row.mode,
    status: row.status,
    currency: row.currency,
    stake_cents: row.stakeCents,
    win_cents: row.winCents,
    state,
    balance_cents: balance,
    free_spin: row.freespinNumber,
  };
}

/** An in-house round as the frame receives it at `nowMs`: what is still ahead stays hidden (round-privacy.ts). */
export function publicRoundView(row: RoundRow, balance: number, nowMs: number): PlayRound {
  return roundView(row, balance, publicState(row.state, nowMs - row.createdAt.getTime()));
}
