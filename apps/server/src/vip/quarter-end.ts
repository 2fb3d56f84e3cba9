import { licenceTimeZone, quarterOf } from '@casino/contracts';
import { asc, lte } from 'drizzle-orm';
import type { VipDeps } from './context';
import { afterQuarterEnd } from './rules';
import { lockHeld, reachedInQuarter, storeHeld } from './status';
import { vipPlayers } from './tables';

const BATCH = 200;

/**
 * The quarter-end re-evaluation (VIP-15): every hold that has run out is decided again by the
 * quarter it ended with, in the player's licence zone: the status that quarter reached is held
 * to the end of the quarter now running; none means Regular. Runs any number of times: a
 * decided row is no longer due. Answers how many players were re-evaluated.
 */
export async function evaluateQuarterEnds(deps: VipDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ playerId: vipPlayers.playerId })
    .from(vipPlayers)
    .where(lte(vipPlayers.heldUntil, now))
    .orderBy(asc(vipPlayers.heldUntil))
    .limit(BATCH);
  for (const { playerId } of due) {
    const facts = await deps.playerFacts(playerId);
    const zone = licenceTimeZone(facts.licence);
    await deps.db.transaction(async (tx) => {
      const held = await lockHeld(deps, tx, playerId, now);
      if (held.heldUntil === null || held.heldUntil > now) return;
      const ended = quarterOf(new Date(held.heldUntil.getTime() - 1), zone);
      const reached = await reachedInQuarter(tx, playerId, ended.key);
      const after = afterQuarterEnd(held, reached, now, quarterOf(now, zone).endsAt);
      const change = { playerId, before: held.status, after, quarter: ended.key, currency: facts.currency };
      await storeHeld(deps, tx, change, now);
    });
  }
  if (due.length > 0) deps.outbox.kick();
  return due.length;
}
