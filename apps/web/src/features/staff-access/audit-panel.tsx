import type { AuditEntryView, AuditQuery } from '@casino/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isHttpError } from '../../api/is-http-error';
import { useAuditLog, useAuditStaff } from './api';
import './staff-access.css';

const K = 'staff_access.audit';
/** The areas the console's actions are written under (`<area>.<verb>`), offered as the kind's suggestions. */
const AREAS = [
  'staff',
  'player',
  'player_note',
  'adjustment',
  'gift',
  'gift_template',
  'coupon_batch',
  'tournament',
  'jackpot',
  'lottery',
];

interface Filters {
  staff: string;
  player: string;
  kind: string;
  from: string;
  to: string;
}

/** A datetime-local value (the browser's time zone) as an instant, or undefined when empty. */
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);

function queryOf(filters: Filters, page: number): AuditQuery {
  const query: AuditQuery = { page };
  if (filters.staff) query.staff_id = Number(filters.staff);
  // Sent as typed: the server refuses what is not a number, and the screen says so.
  if (filters.player.trim()) query.player_id = filters.player.trim();
  if (filters.kind.trim()) query.action = filters.kind.trim();
  const from = instant(filters.from);
  const to = instant(filters.to);
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

/** The audit log's search (docs/decisions/066-staff-access.md): by staff member, player, kind and time, a page at a time. */
export function AuditLogPanel() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({ staff: '', player: '', kind: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const log = useAuditLog(queryOf(filters, page));
  const badSearch = isHttpError(log.error) && log.error.response?.status === 422;
  return (
    <section aria-labelledby="audit-log-title" className="staff-access">
      <h2 id="audit-log-title">{t(`${K}.title`)}</h2>
      <AuditFilters
        onSearch={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {badSearch && (
        <p role="alert" className="staff-console__error">
          {t(`${K}.bad_search`)}
        </p>
      )}
      {log.data && (
        <>
          <p role="status" className="staff-console__note">
            {log.data.data.length === 0 ? t(`${K}.empty`) : t(`${K}.results`, { count: log.data.pagination.total_count })}
          </p>
          {log.data.data.length > 0 && <AuditTable entries={log.data.data} />}
          <Pager page={page} pages={log.data.pagination.total_pages} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function AuditFilters({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const staff = useAuditStaff();
  const form = useForm<Filters>({ defaultValues: { staff: '', player: '', kind: '', from: '', to: '' } });
  const field = (name: keyof Filters) => `${id}-${name}`;
  return (
    <form className="staff-access__filters" aria-label={t(`${K}.filters`)} onSubmit={(e) => void form.handleSubmit(onSearch)(e)}>
      <div>
        <label htmlFor={field('staff')}>{t(`${K}.staff`)}</label>
        <select id={field('staff')} {...form.register('staff')}>
          <option value="">{t(`${K}.anyone`)}</option>
          {staff.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={field('player')}>{t(`${K}.player`)}</label>
        <input id={field('player')} inputMode="numeric" maxLength={16} {...form.register('player')} />
      </div>
      <div>
        <label htmlFor={field('kind')}>{t(`${K}.kind`)}</label>
        <input
          id={field('kind')}
          list={`${id}-areas`}
          maxLength={129}
          aria-describedby={`${id}-kind-hint`}
          {...form.register('kind')}
        />
        <datalist id={`${id}-areas`}>
          {AREAS.map((area) => (
            <option key={area} value={area} />
          ))}
        </datalist>
        <p id={`${id}-kind-hint`} className="staff-console__note">
          {t(`${K}.kind_hint`)}
        </p>
      </div>
      <div>
        <label htmlFor={field('from')}>{t(`${K}.from`)}</label>
        <input id={field('from')} type="datetime-local" {...form.register('from')} />
      </div>
      <div>
        <label htmlFor={field('to')}>{t(`${K}.to`)}</label>
        <input id={field('to')} type="datetime-local" {...form.register('to')} />
      </div>
      <button type="submit" className="button button--primary">
        {t(`${K}.search`)}
      </button>
    </form>
  );
}

/** Before and after of an entry, as compact JSON. */
const change = (entry: AuditEntryView) =>
  [entry.before, entry.after].map((side) => (side === null || side === undefined ? '–' : JSON.stringify(side))).join(' → ');

function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <div className="staff-access__scroll">
      <table className="staff-access__table" data-testid="audit-log">
        <thead>
          <tr>
            <th scope="col">{t(`${K}.at`)}</th>
            <th scope="col">{t(`${K}.who`)}</th>
            <th scope="col">{t(`${K}.action`)}</th>
            <th scope="col">{t(`${K}.subject`)}</th>
            <th scope="col">{t(`${K}.player_column`)}</th>
            <th scope="col">{t(`${K}.reason`)}</th>
            <th scope="col">{t(`${K}.change`)}</th>
            <th scope="col">{t(`${K}.address`)}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              </td>
              <td>
                {entry.staff_name ?? t(`${K}.system`)} <small>({entry.role})</small>
              </td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td>
                {entry.subject_kind} {entry.subject_id}
              </td>
              <td>
                {entry.player_id === null ? '–' : <Link to={`/staff/players?player=${entry.player_id}`}>{entry.player_id}</Link>}
              </td>
              <td>{entry.reason ?? '–'}</td>
              <td className="staff-access__change">{change(entry)}</td>
              <td>{entry.ip ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t(`${K}.pages`)} className="staff-access__pager">
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t(`${K}.previous`)}
      </button>
      <span>{t(`${K}.page`, { page, pages })}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t(`${K}.next`)}
      </button>
    </nav>
  );
}
