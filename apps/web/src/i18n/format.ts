import { formatMoney, intlLocale } from '@casino/contracts';
import { useMemo } from 'react';
import { useLocale } from './locale';

/** Money, numbers and dates in the page's locale, through Intl. */
export function useFormat() {
  const locale = intlLocale(useLocale());
  return useMemo(() => {
    const numberFormat = new Intl.NumberFormat(locale);
    const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      money: (amountCents: number, currency: string) => formatMoney(amountCents, currency, locale),
      number: (value: number) => numberFormat.format(value),
      date: (value: Date | string) => dateFormat.format(new Date(value)),
      dateTime: (value: Date | string) => dateTimeFormat.format(new Date(value)),
    };
  }, [locale]);
}
