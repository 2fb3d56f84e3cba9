import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client';
import { HttpError } from '../http/errors';
import type { Clock } from '../platform/clock';
import { recordStaffAction, type StaffSession } from '../staff';
import { jackpotForcedHits, jackpotLevels } from './tables';

/**
 * Forced hits, for browser tests only (decision 056, forced hits): a level armed here drops on
 * the next bet that contributes to it, whatever the draw. The store exists only when the
 * process runs with NODE_ENV=test and JACKPOT_FORCED_HITS=on (env.ts refuses the switch in any
 * other mode), and the staff route that arms it is registered only then: a production process
 * has neither, and its bet path never reads the table. The armed levels are rows of
 * `jackpot_forced_hits`, so an arming made through one process is taken by whichever process
 * handles the next bet, and survives a restart (decision 062).
 */
export interface ForcedHits {
  /** Arms a jackpot's level by its identifier (level_1…), recorded in the staff audit log; 404 when there is none. */
  arm(jackpotId: number, identifier: string, actor: StaffSession | null): Promise<void>;
  /** True once for an armed level, in the bet's transaction: the caller's bet hits it. */
  take(tx: Tx, levelId: number): Promise<boolean>;
}

export function createForcedHits(deps: { db: Db; clock: Clock }): ForcedHits {
  return {
    arm: (jackpotId, identifier, actor) =>
      deps.db.transaction(async (tx) => {
        const levelId = await levelIdOf(tx, jackpotId, identifier);
        const at = deps.clock.now();
        await tx.insert(jackpotForcedHits).values({ levelId, armedAt: at }).onConflictDoNothing();
        await recordStaffAction(tx, {
          actor,
          action: 'jackpot.forced_hit',
          subjectKind: 'jackpot',
          subjectId: jackpotId,
          after: { level: identifier },
          at,
        });
      }),
    take: async (tx, levelId) => {
      const taken = await tx
        .delete(jackpotForcedHits)
        .where(eq(jackpotForcedHits.levelId, levelId))
        .returning({ levelId: jackpotForcedHits.levelId });
      return taken.length > 0;
    },
  };
}

/** The id of a jackpot's level by its identifier (level_1…); 404 when there is none. */
async function levelIdOf(db: DbOrTx, jackpotId: number, identifier: string): Promise<number> {
  const [level] = await db
    .select({ id: jackpotLevels.id })
    .from(jackpotLevels)
    .where(and(eq(jackpotLevels.jackpotId, jackpotId), eq(jackpotLevels.identifier, identifier)));
  if (!level) throw new HttpError(404, 'Jackpot level not found.');
  return level.id;
}
