import { formatMoney, intlLocale } from '@casino/contracts';
import { useLocale } from './locale';

interface Formatters {
  money: (amountCents: number, currency: string) => string;
  number: (value: number) => string;
  date: (value: Date | string) => string;
  dateTime: (value: Date | string) => string;
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
    formatters = {
      money: (amountCents, currency) => formatMoney(amountCents, currency, locale),
      number: (value) => numberFormat().format(value),
      date: (value) => dateFormat().format(new Date(value)),
      dateTime: (value) => dateTimeFormat().format(new Date(value)),
    };
    byLocale.set(locale, formatters);
  }
  return formatters;
}

/** Money, numbers and dates in the page's locale, through Intl. */
export function useFormat(): Formatters {
  return formattersFor(intlLocale(useLocale()));
}
