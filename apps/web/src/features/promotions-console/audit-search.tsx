import type { AuditQuery } from '@casino/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAudit } from './api';

const FILTERS = ['staff_id', 'player_id', 'subject_kind', 'subject_id'] as const;
type FilterName = (typeof FILTERS)[number];

/** The staff audit log (decision 046) searched by staff member, player, subject and time, page by page. */
export function AuditSearch() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<AuditQuery>({ page: 1 });
  const audit = useAudit(query);
  const form = useForm<Record<FilterName | 'from' | 'to', string>>({
    defaultValues: { staff_id: '', player_id: '', subject_kind: '', subject_id: '', from: '', to: '' },
  });
  const search = form.handleSubmit((values) => {
    const next: Record<string, string | number> = { page: 1 };
    for (const name of FILTERS) if (values[name].trim()) next[name] = values[name].trim();
    for (const name of ['from', 'to'] as const) if (values[name]) next[name] = new Date(values[name]).toISOString();
    setQuery(next as AuditQuery);
  });
  const pagination = audit.data?.pagination;
  return (
    <div>
      <form
        className="promo-console__grid"
        role="search"
        aria-label={t('promotions.staff_console.audit.search_label')}
        onSubmit={(e) => void search(e)}
      >
        {FILTERS.map((name) => (
          <div key={name} className="promo-console__field">
            <label htmlFor={`audit-${name}`}>{t(`promotions.staff_console.audit.${name}`)}</label>
            <input id={`audit-${name}`} {...form.register(name)} />
          </div>
        ))}
        <div className="promo-console__field">
          <label htmlFor="audit-from">{t('promotions.staff_console.audit.from')}</label>
          <input id="audit-from" type="datetime-local" {...form.register('from')} />
        </div>
        <div className="promo-console__field">
          <label htmlFor="audit-to">{t('promotions.staff_console.audit.until')}</label>
          <input id="audit-to" type="datetime-local" {...form.register('to')} />
        </div>
        <div className="promo-console__field">
          <button type="submit" className="button button--primary">
            {t('promotions.staff_console.audit.search')}
          </button>
        </div>
      </form>
      {audit.isError && (
        <p role="alert" className="staff-console__error">
          {t('promotions.staff_console.audit.refused')}
        </p>
      )}
      {audit.data?.data.length === 0 && <p className="staff-console__note">{t('promotions.staff_console.audit.nothing')}</p>}
      {audit.data && audit.data.data.length > 0 && (
        <div className="promo-console__scroll">
          <table className="promo-console__table">
            <caption className="visually-hidden">{t('promotions.staff_console.audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('promotions.staff_console.audit.col.when')}</th>
                <th scope="col">{t('promotions.staff_console.audit.col.who')}</th>
                <th scope="col">{t('promotions.staff_console.audit.col.action')}</th>
                <th scope="col">{t('promotions.staff_console.audit.col.subject')}</th>
                <th scope="col">{t('promotions.staff_console.audit.col.player')}</th>
                <th scope="col">{t('promotions.staff_console.audit.col.reason')}</th>
                <th scope="col">{t('promotions.staff_console.audit.col.change')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{new Date(entry.at).toLocaleString()}</td>
                  <td>
                    {entry.staff_name ?? t('promotions.staff_console.audit.system')}{' '}
                    <small className="staff-console__note">({entry.role})</small>
                  </td>
                  <td>{entry.action}</td>
                  <td>
                    {entry.subject_kind} {entry.subject_id}
                  </td>
                  <td>{entry.player_id ?? '—'}</td>
                  <td>{entry.reason ?? '—'}</td>
                  <td>
                    <details>
                      <summary>{t('promotions.staff_console.audit.changes', { id: entry.id })}</summary>
                      <pre className="promo-console__json">
                        {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
                      </pre>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pagination && pagination.total_pages > 1 && (
        <nav className="staff-console__actions" aria-label={t('promotions.staff_console.audit.pages')}>
          <button
            type="button"
            className="button"
            disabled={pagination.prev_page === null}
            onClick={() => setQuery({ ...query, page: pagination.prev_page ?? 1 })}
          >
            {t('promotions.staff_console.audit.newer')}
          </button>
          <span>
            {t('promotions.staff_console.audit.page', { page: pagination.current_page, pages: pagination.total_pages })}
          </span>
          <button
            type="button"
            className="button"
            disabled={pagination.next_page === null}
            onClick={() => setQuery({ ...query, page: pagination.next_page ?? 1 })}
          >
            {t('promotions.staff_console.audit.older')}
          </button>
        </nav>
      )}
    </div>
  );
}
