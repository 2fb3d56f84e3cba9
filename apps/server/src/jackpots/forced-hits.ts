import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { HttpError } from '../http/errors';
import { jackpotLevels } from './tables';

/**
 * Forced hits, for browser tests only (decision 056, forced hits): a level armed here drops on
 * the next bet that contributes to it, whatever the draw. The store exists only when the
 * process runs with NODE_ENV=test and JACKPOT_FORCED_HITS=on (env.ts refuses the switch in any
 * other mode), and the staff route that arms it is registered only then: a production process
 * has neither. Kept in the process's memory: the test server is one process.
 */
export interface ForcedHits {
  arm(levelId: number): void;
  /** True once for an armed level: the caller's bet hits it. */
  take(levelId: number): boolean;
}

export function createForcedHits(): ForcedHits {
  const armed = new Set<number>();
  return {
    arm: (levelId) => void armed.add(levelId),
    take: (levelId) => armed.delete(levelId),
  };
}

/** The id of a jackpot's level by its identifier (level_1…); 404 when there is none. */
export async function levelIdOf(db: DbOrTx, jackpotId: number, identifier: string): Promise<number> {
  const [level] = await db
    .select({ id: jackpotLevels.id })
    .from(jackpotLevels)
    .where(and(eq(jackpotLevels.jackpotId, jackpotId), eq(jackpotLevels.identifier, identifier)));
  if (!level) throw new HttpError(404, 'Jackpot level not found.');
  return level.id;
}
