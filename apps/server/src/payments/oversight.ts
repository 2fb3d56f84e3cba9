import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from './tables';

/** Players who asked for at least `times` deposits since a time (docs/decisions/067-money-desk.md). */
export async function frequentDepositors(db: Db, since: Date, times: number) {
  return db
    .select({ playerId: payments.playerId, deposits: count() })
    .from(payments)
    .where(and(eq(payments.action, 'deposit'), gte(payments.createdAt, since)))
    .groupBy(payments.playerId)
    .having(sql`count(*) >= ${times}`)
    .limit(100);
}
