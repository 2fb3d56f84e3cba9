import { currencyInfo, type ReportRates } from '@casino/contracts';

/**
 * The rate of `currency` on `day` (`2026-11-15`): that day's, else the latest earlier day's that
 * names the currency, else the standing rate. Without a day, the standing rate.
 */
function rateOn(rates: ReportRates, currency: string, day?: string): string | undefined {
  if (day !== undefined && rates.daily) {
    const earlier = Object.keys(rates.daily)
      .filter((d) => d <= day && rates.daily?.[d]?.[currency] !== undefined)
      .sort();
    const latest = earlier.at(-1);
    if (latest !== undefined) return rates.daily[latest]?.[currency];
  }
  return rates.rates[currency];
}

/**
 * Minor units of a currency in minor units of the base currency at the rate of `day` (rateOn);
 * null without a rate.
 */
export function toBase(cents: number, currency: string, rates: ReportRates, day?: string): number | null {
  if (currency === rates.base) return cents;
  const rate = rateOn(rates, currency, day);
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
