import type { Tx } from '../../db/client';

/** The free spins a player's gift offers in a game: the gift, its fixed stake, the next spin and how many there are. */
export interface FreeSpinOffer {
  giftId: number;
  betCents: number;
  next: number;
  total: number;
}

/**
 * Free spins of the bonus engine's gifts, played in the in-house games
 * (docs/decisions/048-free-spins.md). Game play declares what it needs and services.ts wires it
 * to the bonus engine, so game play never imports the bonuses domain (docs/architecture.md §2).
 */
export interface FreeSpins {
  /** The player's active free spins for a game of the catalogue in a currency, or null. */
  offer(playerId: number, gameId: number, currency: string): Promise<FreeSpinOffer | null>;
  /**
   * Spends the gift's next spin on a round, in the transaction that records the round; answers
   * which spin it is, or null when none is left (another request spent the last one).
   */
  take(tx: Tx, input: { playerId: number; giftId: number; roundId: number }): Promise<number | null>;
  /**
   * A free-spin round settled: its win goes to the gift, once per round (a replay adds nothing).
   * After the last spin the gift's winnings become bonus money with the free-spin wager.
   */
  settled(input: { roundId: number; winCents: number }): Promise<void>;
}
