import { localDate, timeZoneOfCountry, type Limit } from '@casino/contracts';
import type { LimitsContext } from './context';
import { sessionMinutes } from './enforcement';
import { liveLimits, openChanges, type ChangeRow, type LiveLimit } from './store';
import { periodUsage } from './usage';
import { toLimit } from './view';

/** The limits as the profile page shows them: with the usage of the current period and the pending changes. */

async function limitViews(
  ctx: Pick<LimitsContext, 'db' | 'clock' | 'players' | 'sessions'>,
  input: { playerId: number; limits: LiveLimit[]; changes: ChangeRow[] },
): Promise<Limit[]> {
  const { playerId, limits, changes } = input;
  const now = ctx.clock.now();
  const player = await ctx.players.get(playerId);
  const usage = await periodUsage(ctx.db, playerId, localDate(now, timeZoneOfCountry(player.country)));
  const minutes = limits.some((l) => l.type === 'session') ? await sessionMinutes(ctx.sessions, playerId, now) : null;
  return limits.map((l) => toLimit(l, changes, usage, minutes, now));
}

/** The player's live limits. */
export async function listLimits(
  ctx: Pick<LimitsContext, 'db' | 'clock' | 'players' | 'sessions'>,
  playerId: number,
): Promise<Limit[]> {
  const limits = await liveLimits(ctx.db, playerId, ctx.clock.now());
  const changes = await openChanges(
    ctx.db,
    limits.map((l) => l.id),
  );
  return limitViews(ctx, { playerId, limits, changes });
}

/** One live limit of the player's, or null when it is no longer live. */
export async function limitView(
  ctx: Pick<LimitsContext, 'db' | 'clock' | 'players' | 'sessions'>,
  input: { playerId: number; limitId: number },
): Promise<Limit | null> {
  const limits = (await liveLimits(ctx.db, input.playerId, ctx.clock.now())).filter((l) => l.id === input.limitId);
  return (
    (await limitViews(ctx, { playerId: input.playerId, limits, changes: await openChanges(ctx.db, [input.limitId]) }))[0] ?? null
  );
}
