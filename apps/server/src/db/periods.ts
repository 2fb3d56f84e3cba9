import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A calendar unit reports group by. */
export type PeriodUnit = 'day' | 'month';

/** The UTC day (`2026-11-26`) or month (`2026-11`) of a timestamp column, as text that sorts by time. */
export function periodOf(unit: PeriodUnit, column: SQLWrapper): SQL<string> {
  const format = unit === 'day' ? `'YYYY-MM-DD'` : `'YYYY-MM'`;
  return sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${column} AT TIME ZONE 'UTC'), ${sql.raw(format)})`;
}
