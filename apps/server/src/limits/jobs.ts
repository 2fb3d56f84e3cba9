import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { LimitsContext } from './context';
import { pushLimitEvent } from './enforcement';
import { playerLimits } from './tables';

/** Ends the sessions that passed the player's session-time limit; play was already refused (part of the scheduled job `limits`). */
export async function endLongSessions(
  ctx: Pick<LimitsContext, 'db' | 'clock' | 'outbox' | 'sessions' | 'disconnectSessions'>,
): Promise<void> {
  const now = ctx.clock.now();
  const limits = await ctx.db
    .select({ playerId: playerLimits.playerId, minutes: playerLimits.minutes })
    .from(playerLimits)
    .where(and(eq(playerLimits.type, 'session'), isNull(playerLimits.removedAt), isNotNull(playerLimits.minutes)));
  if (limits.length === 0) return;
  const minutesOf = new Map(limits.map((l) => [l.playerId, l.minutes ?? Infinity]));
  // Two queries a round whatever the number of players with a session limit (it was one per player).
  const over = (await ctx.sessions.listLive([...minutesOf.keys()])).filter(
    (s) => s.createdAt.getTime() <= now.getTime() - (minutesOf.get(s.playerId) ?? Infinity) * 60_000,
  );
  for (const session of over) await ctx.sessions.revoke(session.id);
  if (over.length === 0) return;
  ctx.disconnectSessions(over.map((s) => s.id));
  for (const playerId of new Set(over.map((s) => s.playerId)))
    await pushLimitEvent(ctx.db, ctx.outbox, playerId, 'session', true);
  ctx.outbox.kick();
}
