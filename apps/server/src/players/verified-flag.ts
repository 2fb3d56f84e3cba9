import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { players } from './tables';

/** Marks the player verified (PROF-01), in the caller's transaction; the verification domain decides when. */
export async function markVerified(tx: DbOrTx, playerId: number): Promise<void> {
  await tx.update(players).set({ verified: true }).where(eq(players.id, playerId));
}
