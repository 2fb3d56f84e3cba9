import { formatMoney, intlLocale, type ClosurePayoutListState, type Locale, type Pagination } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClosurePayouts } from './closure-payouts-api';

/** The message keys of the closure payouts section (the `support` domain). */
export const K = 'support.closure_payouts';

export interface Format {
  money: (amountCents: number, currency: string) => string;
  date: (value: string) => string;
  dateTime: (value: string) => string;
}

/** Money, dates and times in the section's locale. */
export function formatFor(locale: Locale): Format {
  const tag = intlLocale(locale);
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    money: (amountCents, currency) => formatMoney(amountCents, currency, tag),
    date: (value) => date.format(new Date(value)),
    dateTime: (value) => dateTime.format(new Date(value)),
  };
}

/** A list's page, with the page number kept within the pages the server reports. */
export function usePagedList(state: ClosurePayoutListState) {
  const [page, setPage] = useState(1);
  const list = useClosurePayouts(state, page);
  const pages = list.data?.pagination.total_pages;
  // The last payout of the last page was paid: show the page before (adjusted while rendering, as React advises).
  if (pages !== undefined && page > pages) setPage(pages);
  return { list, setPage };
}

/** Loading, a failed load or an empty list, said in words; nothing once rows are shown. */
export function ListState({
  state,
  list,
}: {
  state: ClosurePayoutListState;
  list: { isPending: boolean; isError: boolean; data?: { data: unknown[] } };
}) {
  const { t } = useTranslation();
  if (list.isPending) return <p className="staff-console__note">{t(`${K}.loading`)}</p>;
  if (list.isError && !list.data)
    return (
      <p role="alert" className="staff-console__error">
        {t(`${K}.load_error`)}
      </p>
    );
  if (list.data?.data.length === 0) return <p className="staff-console__note">{t(`${K}.empty_${state}`)}</p>;
  return null;
}

/** Previous and next page of a list, when it has more than one. */
export function Pager({
  pagination,
  label,
  onPage,
}: {
  pagination: Pagination | undefined;
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (!pagination || pagination.total_pages <= 1) return null;
  const { prev_page: prev, next_page: next } = pagination;
  return (
    <nav aria-label={label} className="staff-console__actions closure-payouts__pager">
      <button type="button" className="button" disabled={prev === null} onClick={() => prev !== null && onPage(prev)}>
        {t(`${K}.previous`)}
      </button>
      <span>{t(`${K}.page`, { page: pagination.current_page, pages: pagination.total_pages })}</span>
      <button type="button" className="button" disabled={next === null} onClick={() => next !== null && onPage(next)}>
        {t(`${K}.next`)}
      </button>
    </nav>
  );
}
