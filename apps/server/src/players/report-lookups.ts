import { and, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { periodOf, type PeriodUnit } from '../db/periods';
import { players } from './tables';

/** Accounts opened per UTC day or month of [from, to), for the back office's reports (decision 068). */
export async function registrationsByPeriod(
  db: DbOrTx,
  range: { from: Date; to: Date; unit: PeriodUnit },
): Promise<Map<string, number>> {
  const period = periodOf(range.unit, players.createdAt);
  const rows = await db
    .select({ period, count: sql<string>`count(*)` })
    .from(players)
    .where(and(gte(players.createdAt, range.from), lt(players.createdAt, range.to)))
    .groupBy(period);
  return new Map(rows.map((r) => [r.period, Number(r.count)]));
}
