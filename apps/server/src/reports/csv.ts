import type { Report } from '@casino/contracts';
import { stringify } from 'csv-stringify/sync';
import { majorUnits } from './convert';

const MONEY = ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'bonus_cost', 'ngr'] as const;
const HEADER = ['period', 'scope', 'currency', ...MONEY, 'active_players', 'registrations', 'first_deposits'];

/** A row's money in decimal units of its currency, in the order of the header. */
const amounts = (row: Record<`${(typeof MONEY)[number]}_cents`, number>, currency: string) =>
  MONEY.map((name) => majorUnits(row[`${name}_cents`], currency));

/**
 * The report as CSV: a `total` row per period in the base currency (every period of the range),
 * then a `currency` row per period and currency with movements. Amounts in units, not cents.
 */
export function reportCsv(report: Report): string {
  const totals = report.totals.map((t) => [
    t.period,
    'total',
    report.base_currency,
    ...amounts(t, report.base_currency),
    t.active_players,
    t.registrations,
    t.first_deposits,
  ]);
  const currencies = report.currencies.map((c) => [
    c.period,
    'currency',
    c.currency,
    ...amounts(c, c.currency),
    c.active_players,
    '',
    c.first_deposits,
  ]);
  return stringify([...totals, ...currencies], { header: true, columns: HEADER });
}
