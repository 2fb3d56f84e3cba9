import { REALITY_CHECK_MINUTES, type RealityCheckSettings } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { LimitsContext } from './context';
import { playerRealityChecks } from './tables';

/**
 * The player's reality-check interval (docs/decisions/043-cashbox-touches.md): their choice within
 * REALITY_CHECK_MINUTES, or the deployment's default when they made none.
 */
export async function realityCheckOf(
  ctx: Pick<LimitsContext, 'db'>,
  input: { playerId: number; defaultMinutes: number },
): Promise<RealityCheckSettings> {
  const [row] = await ctx.db
    .select({ minutes: playerRealityChecks.intervalMinutes })
    .from(playerRealityChecks)
    .where(eq(playerRealityChecks.playerId, input.playerId));
  return {
    interval_minutes: row?.minutes ?? input.defaultMinutes,
    chosen: row !== undefined,
    min_minutes: REALITY_CHECK_MINUTES.min,
    max_minutes: REALITY_CHECK_MINUTES.max,
  };
}

/** Stores the player's interval (the route validated the range), replacing an earlier choice. */
export async function setRealityCheck(
  ctx: Pick<LimitsContext, 'db' | 'clock'>,
  input: { playerId: number; minutes: number },
): Promise<void> {
  const values = { playerId: input.playerId, intervalMinutes: input.minutes, updatedAt: ctx.clock.now() };
  await ctx.db
    .insert(playerRealityChecks)
    .values(values)
    .onConflictDoUpdate({
      target: playerRealityChecks.playerId,
      set: { intervalMinutes: values.intervalMinutes, updatedAt: values.updatedAt },
    });
}
