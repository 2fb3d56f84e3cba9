import { formatMoney, intlLocale } from '@casino/contracts';
import { useLocale } from './locale';

interface Formatters {
  money: (amountCents: number, currency: string) => string;
  number: (value: number) => string;
  date: (value: Date | string) => string;
  dateTime: (value: Date | string) => string;
  /** How long ago (or ahead) a moment is, in the largest whole unit: "2 hours ago", "yesterday". */
  relative: (value: Date | string, now?: Date) => string;
  /** A country's name from its two-letter code ("DE" as "Germany" or "Deutschland"). */
  region: (code: string) => string;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** A time difference in seconds as the largest unit it fills (under a minute: seconds). */
function relativeParts(seconds: number): [number, Intl.RelativeTimeFormatUnit] {
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  return [Math.trunc(seconds / size), unit];
}

/** Builds `create()` on first use and keeps it: Intl formats are costly to build. */
function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

/**
 * One set per locale for the life of the process or page. Each Intl format is built on its first
 * use, so a page that shows no date does not pay for one while it hydrates.
 */
const byLocale = new Map<string, Formatters>();

function formattersFor(locale: string): Formatters {
  let formatters = byLocale.get(locale);
  if (!formatters) {
    const numberFormat = lazy(() => new Intl.NumberFormat(locale));
    const dateFormat = lazy(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));
    const dateTimeFormat = lazy(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
    const relativeFormat = lazy(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
    const regionNames = lazy(() => new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' }));
    formatters = {
      money: (amountCents, currency) => formatMoney(amountCents, currency, locale),
      number: (value) => numberFormat().format(value),
      date: (value) => dateFormat().format(new Date(value)),
      dateTime: (value) => dateTimeFormat().format(new Date(value)),
      relative: (value, now = new Date()) =>
        relativeFormat().format(...relativeParts((new Date(value).getTime() - now.getTime()) / 1000)),
      region: (code) => regionNames().of(code) ?? code,
    };
    byLocale.set(locale, formatters);
  }
  return formatters;
}

/** Money, numbers and dates in the page's locale, through Intl. */
export function useFormat(): Formatters {
  return formattersFor(intlLocale(useLocale()));
}
