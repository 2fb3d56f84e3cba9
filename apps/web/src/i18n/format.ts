import { formatMoney, intlLocale } from '@casino/contracts';
import { useLocale } from './locale';

export interface Formatters {
  money: (amountCents: number, currency: string) => string;
  number: (value: number) => string;
  date: (value: Date | string) => string;
  dateTime: (value: Date | string) => string;
}

/** One set per locale for the life of the process or page: Intl formats are costly to build. */
const byLocale = new Map<string, Formatters>();

function formattersFor(locale: string): Formatters {
  let formatters = byLocale.get(locale);
  if (!formatters) {
    const numberFormat = new Intl.NumberFormat(locale);
    const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formatters = {
      money: (amountCents, currency) => formatMoney(amountCents, currency, locale),
      number: (value) => numberFormat.format(value),
      date: (value) => dateFormat.format(new Date(value)),
      dateTime: (value) => dateTimeFormat.format(new Date(value)),
    };
    byLocale.set(locale, formatters);
  }
  return formatters;
}

/** Money, numbers and dates in the page's locale, through Intl. */
export function useFormat(): Formatters {
  return formattersFor(intlLocale(useLocale()));
}
