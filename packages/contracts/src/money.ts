/**
 * Currencies and money display (requirements §core-9). Amounts are integers of minor units (cents, satoshi...);
 * formatting happens only at the edge.
 */
export interface CurrencyInfo {
  code: string;
  fiat: boolean;
  subunits_to_unit: number;
}

export const CURRENCIES: readonly CurrencyInfo[] = [
  { code: 'EUR', fiat: true, subunits_to_unit: 100 },
  { code: 'USD', fiat: true, subunits_to_unit: 100 },
  { code: 'AUD', fiat: true, subunits_to_unit: 100 },
  { code: 'CAD', fiat: true, subunits_to_unit: 100 },
  { code: 'NZD', fiat: true, subunits_to_unit: 100 },
  { code: 'GBP', fiat: true, subunits_to_unit: 100 },
  { code: 'BRL', fiat: true, subunits_to_unit: 100 },
  { code: 'NOK', fiat: true, subunits_to_unit: 100 },
  { code: 'JPY', fiat: true, subunits_to_unit: 1 },
  { code: 'KZT', fiat: true, subunits_to_unit: 100 },
  { code: 'BTC', fiat: false, subunits_to_unit: 100_000_000 },
  { code: 'BCH', fiat: false, subunits_to_unit: 100_000_000 },
  { code: 'ETH', fiat: false, subunits_to_unit: 100_000_000 },
  { code: 'LTC', fiat: false, subunits_to_unit: 100_000_000 },
  { code: 'DOG', fiat: false, subunits_to_unit: 100_000_000 },
  { code: 'USDT', fiat: false, subunits_to_unit: 100_000_000 },
];

export const DEFAULT_CURRENCY = 'EUR';
export const ENABLED_CURRENCIES = [
  'AUD',
  'CAD',
  'NZD',
  'EUR',
  'USD',
  'JPY',
  'NOK',
  'BRL',
  'BTC',
  'ETH',
  'BCH',
  'LTC',
  'DOG',
  'USDT',
] as const;
export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {
  AU: 'AUD',
  GB: 'GBP',
  CA: 'CAD',
  NZ: 'NZD',
  US: 'USD',
  IE: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  CH: 'EUR',
  JP: 'JPY',
  NO: 'NOK',
  BR: 'BRL',
};
export const PAYMENT_FIAT_CURRENCIES = ['EUR', 'USD', 'AUD', 'CAD', 'NZD', 'BRL', 'NOK', 'JPY', 'KZT'] as const;
export const DEPOSIT_ADDRESS_CRYPTO = ['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT'] as const;

/** Crypto shown in smaller display units: ETH and LTC in milli (1e-3), BTC in micro (1e-6). */
export const CRYPTO_DISPLAY_UNITS: Readonly<Record<string, { prefix: string; factor: number }>> = {
  BTC: { prefix: 'µ', factor: 1_000_000 },
  ETH: { prefix: 'm', factor: 1_000 },
  LTC: { prefix: 'm', factor: 1_000 },
};
export const MAX_CRYPTO_FRACTION_DIGITS = 8;

export function currencyInfo(code: string): CurrencyInfo | undefined {
  return CURRENCIES.find((c) => c.code === code);
}

/**
 * Intl number formats by locale and options: building one costs far more than using it, and a
 * page formats hundreds of amounts. Bounded, since currency codes can come from data.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(intlLocale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${intlLocale}|${options.style ?? ''}|${options.currency ?? ''}|${options.minimumFractionDigits}|${options.maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    if (numberFormats.size >= 500) numberFormats.clear();
    format = new Intl.NumberFormat(intlLocale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Formats minor units for display, e.g. 123456 EUR -> "€1,234.56"; BTC in micro units. */
export function formatMoney(amountCents: number | bigint, currency: string, intlLocale = 'en'): string {
  const info = currencyInfo(currency) ?? { code: currency, fiat: true, subunits_to_unit: 100 };
  const units = Number(amountCents) / info.subunits_to_unit;
  if (!info.fiat) {
    const display = CRYPTO_DISPLAY_UNITS[currency];
    const value = display ? units * display.factor : units;
    const number = numberFormat(intlLocale, {
      minimumFractionDigits: 0,
      maximumFractionDigits: MAX_CRYPTO_FRACTION_DIGITS,
    }).format(value);
    return `${number} ${display ? display.prefix : ''}${currency}`;
  }
  const digits = Math.round(Math.log10(info.subunits_to_unit));
  return numberFormat(intlLocale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(units);
}
