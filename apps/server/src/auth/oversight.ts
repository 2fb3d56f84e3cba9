import { and, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from './tables';

/** Players with a session since a time that lasted at least `minutes` (docs/decisions/067-money-desk.md). */
export async function longSessions(db: Db, since: Date, minutes: number) {
  const longest = sql<string>`max(extract(epoch from (${sessions.lastSeenAt} - ${sessions.createdAt})) / 60)`;
  const rows = await db
    .select({ playerId: sessions.playerId, minutes: longest })
    .from(sessions)
    .where(and(gte(sessions.lastSeenAt, since)))
    .groupBy(sessions.playerId)
    .having(sql`max(extract(epoch from (${sessions.lastSeenAt} - ${sessions.createdAt})) / 60) >= ${minutes}`)
    .limit(100);
  return rows.map((r) => ({ playerId: r.playerId, minutes: Math.round(Number(r.minutes)) }));
}
