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

const HISTORY_LIMIT = 50;

/** A player's running self-exclusion or cooling-off, or null (the player page, decision 070). */
export async function exclusionOf(db: Db, playerId: number, now: Date) {
  const [row] = await db
    .select({ kind: playerLimits.type, endsAt: playerLimits.endsAt, since: playerLimits.startsAt })
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.playerId, playerId),
        inArray(playerLimits.type, ['self_exclusion', 'cooling_off']),
        isNull(playerLimits.removedAt),
        or(isNull(playerLimits.endsAt), gt(playerLimits.endsAt, now)),
      ),
    )
    .orderBy(desc(playerLimits.createdAt))
    .limit(1);
  return row ?? null;
}

/** A player's limits as they were set and removed, and the loosenings asked for, newest first. */
export async function limitHistoryOf(db: Db, playerId: number) {
  const [limits, changes] = await Promise.all([
    db
      .select()
      .from(playerLimits)
      .where(eq(playerLimits.playerId, playerId))
      .orderBy(desc(playerLimits.createdAt))
      .limit(HISTORY_LIMIT),
    db
      .select({ change: limitChanges, kind: playerLimits.type })
      .from(limitChanges)
      .innerJoin(playerLimits, eq(playerLimits.id, limitChanges.limitId))
      .where(eq(limitChanges.playerId, playerId))
      .orderBy(desc(limitChanges.requestedAt))
      .limit(HISTORY_LIMIT),
  ]);
  const detailOf = (parts: (string | number | null | undefined)[]) => parts.filter((p) => p != null && p !== '').join(' · ');
  return [
    ...limits.map((l) => ({
      kind: l.type,
      event: 'set',
      detail: detailOf([l.period, l.duration, l.minutes, l.endsAt?.toISOString()]),
      at: l.createdAt,
    })),
    ...limits.flatMap((l) =>
      l.removedAt ? [{ kind: l.type, event: 'removed', detail: detailOf([l.period, l.duration]), at: l.removedAt }] : [],
    ),
    ...changes.map(({ change: c, kind }) => ({
      kind,
      event: c.action,
      detail: detailOf([
        c.currency,
        c.amountCents,
        c.minutes,
        c.confirmedAt ? 'confirmed' : c.canceledAt ? 'canceled' : 'pending',
      ]),
      at: c.requestedAt,
    })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, HISTORY_LIMIT);
}
