import type { CrashContext } from './crash-deps';
import { crashedSince, fillCrashPoint, openBets, uncrashedRounds } from './crash-queries';
import { announce, publishCrash } from './crash-publish';
import { momentAt } from './crash-schedule';
import { settleDue } from './crash-settle';

/**
 * Moves the shared round on once: announces the round now, publishes the crashes the clock has
 * passed, and settles the bets whose fate the clock decided. Safe in any number of processes at once.
 */
export async function tickOnce(ctx: CrashContext): Promise<void> {
  const now = ctx.clock.now().getTime();
  const moment = await momentAt(ctx, now);
  await announce(ctx, moment);
  for (const { round } of await uncrashedRounds(ctx.db, moment.times.round)) await publishCrash(ctx, round);
  // A bet an auto cash-out settled just as the crash was published may have missed its point.
  for (const { round, point } of await crashedSince(ctx.db, new Date(now - 60_000))) {
    if (point !== null) await fillCrashPoint(ctx.db, round, point);
  }
  for (const row of await openBets(ctx.db, moment.times.round)) await settleDue(ctx, row);
}
