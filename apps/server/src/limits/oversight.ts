import { and, desc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { limitChanges, limitUsage, playerLimits } from './tables';

/** The limits side of the risk officers' oversight (docs/decisions/067-money-desk.md). */

const LIST_LIMIT = 100;

/** Players in a self-exclusion or cooling-off now, the latest first. */
export async function liveExclusions(db: Db, now: Date) {
  return db
    .select({
      playerId: playerLimits.playerId,
      kind: playerLimits.type,
      endsAt: playerLimits.endsAt,
      createdAt: playerLimits.createdAt,
    })
    .from(playerLimits)
    .where(
      and(
        inArray(playerLimits.type, ['self_exclusion', 'cooling_off']),
        isNull(playerLimits.removedAt),
        or(isNull(playerLimits.endsAt), gt(playerLimits.endsAt, now)),
      ),
    )
    .orderBy(desc(playerLimits.createdAt))
    .limit(LIST_LIMIT);
}

/** Limits set and loosenings asked for since a time, the latest first. */
export async function recentLimitChanges(db: Db, since: Date) {
  const [set, loosened] = await Promise.all([
    db
      .select({
        playerId: playerLimits.playerId,
        kind: playerLimits.type,
        period: playerLimits.period,
        at: playerLimits.createdAt,
      })
      .from(playerLimits)
      .where(gte(playerLimits.createdAt, since))
      .orderBy(desc(playerLimits.createdAt))
      .limit(LIST_LIMIT),
    db
      .select({
        playerId: limitChanges.playerId,
        kind: playerLimits.type,
        action: limitChanges.action,
        at: limitChanges.requestedAt,
      })
      .from(limitChanges)
      .innerJoin(playerLimits, eq(playerLimits.id, limitChanges.limitId))
      .where(gte(limitChanges.requestedAt, since))
      .orderBy(desc(limitChanges.requestedAt))
      .limit(LIST_LIMIT),
  ]);
  return [
    ...set.map((s) => ({ playerId: s.playerId, kind: s.kind, detail: s.period ? `set · ${s.period}` : 'set', at: s.at })),
    ...loosened.map((l) => ({ playerId: l.playerId, kind: l.kind, detail: l.action, at: l.at })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Players whose counted loss since a day reached an amount, per currency. */
export async function lossesFrom(db: Db, sinceDay: string, atLeastCents: number) {
  const total = sql<string>`sum(${limitUsage.lossCents})`;
  const rows = await db
    .select({ playerId: limitUsage.playerId, currency: limitUsage.currency, lossCents: total })
    .from(limitUsage)
    .where(gte(limitUsage.day, sinceDay))
    .groupBy(limitUsage.playerId, limitUsage.currency)
    .having(sql`sum(${limitUsage.lossCents}) >= ${atLeastCents}`)
    .limit(LIST_LIMIT);
  return rows.map((r) => ({ ...r, lossCents: Number(r.lossCents) }));
}
