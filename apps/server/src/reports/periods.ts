import type { ReportQuery } from '@casino/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants [from, to) of a query's inclusive UTC days, and its grouping unit. */
export function rangeOf(query: ReportQuery) {
  const from = new Date(`${query.from}T00:00:00.000Z`);
  const to = new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS);
  return { from, to, unit: query.period };
}

/** Every period label of the range, oldest first (`2026-11-26` by day, `2026-11` by month). */
export function periodsOf(range: ReturnType<typeof rangeOf>): string[] {
  const labels = new Set<string>();
  for (let at = range.from.getTime(); at < range.to.getTime(); at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    labels.add(range.unit === 'day' ? day : day.slice(0, 7));
  }
  return [...labels];
}
