import { currencyInfo, type ReportRates } from '@casino/contracts';

/** Minor units of a currency in minor units of the base currency at the configured rate; null without a rate. */
export function toBase(cents: number, currency: string, rates: ReportRates): number | null {
  if (currency === rates.base) return cents;
  const rate = rates.rates[currency];
  const from = currencyInfo(currency)?.subunits_to_unit;
  const to = currencyInfo(rates.base)?.subunits_to_unit;
  if (rate === undefined || from === undefined || to === undefined) return null;
  return Math.round((cents / from) * Number(rate) * to);
}

/** Minor units as a decimal amount of the currency (`1234` EUR is `12.34`), for the CSV export. */
export function majorUnits(cents: number, currency: string): string {
  const subunits = currencyInfo(currency)?.subunits_to_unit ?? 100;
  const decimals = Math.round(Math.log10(subunits));
  return (cents / subunits).toFixed(decimals);
}
