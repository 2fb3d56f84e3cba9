import type { SystemEvent, SystemStatus } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { systemQuery, useRetryEvent } from './api';
import './reports.css';

function Health({ health }: { health: SystemStatus['health'] }) {
  const { t } = useTranslation();
  const state = (value: string) =>
    value === 'ok' ? t('system.ok') : value === 'not configured' ? t('system.not_configured') : value;
  return (
    <dl className="staff-system__health">
      <dt>{t('system.database')}</dt>
      <dd>{state(health.database)}</dd>
      <dt>{t('system.redis')}</dt>
      <dd>{state(health.redis)}</dd>
    </dl>
  );
}

function EventRow({ event }: { event: SystemEvent }) {
  const { t } = useTranslation();
  const format = useFormat();
  const retry = useRetryEvent();
  return (
    <tr>
      <th scope="row">{event.type}</th>
      <td>{event.dead_at ? t('system.failed') : t('system.pending')}</td>
      <td>{format.number(event.attempts)}</td>
      <td>{event.last_error ?? '–'}</td>
      <td>{format.dateTime(event.created_at)}</td>
      <td>
        {event.dead_at && (
          <button
            type="button"
            className="button"
            disabled={retry.isPending}
            aria-label={t('system.retry_event', { type: event.type, id: event.id })}
            onClick={() => retry.mutate(event.id)}
          >
            {t('system.retry')}
          </button>
        )}
        {retry.isError && (
          <span role="alert" className="staff-console__error">
            {t('system.retry_failed')}
          </span>
        )}
      </td>
    </tr>
  );
}

function Events({ outbox }: { outbox: SystemStatus['outbox'] }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('system.pending_count', { count: outbox.pending })}</p>
      {outbox.events.length > 0 && (
        <table className="staff-reports__table">
          <caption>{t('system.events_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('system.col.type')}</th>
              <th scope="col">{t('system.col.state')}</th>
              <th scope="col">{t('system.col.attempts')}</th>
              <th scope="col">{t('system.col.error')}</th>
              <th scope="col">{t('system.col.created')}</th>
              <th scope="col">{t('system.col.action')}</th>
            </tr>
          </thead>
          <tbody>
            {outbox.events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function Jobs({ jobs }: { jobs: SystemStatus['jobs'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <table className="staff-reports__table">
      <caption>{t('system.jobs_caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('system.col.job')}</th>
          <th scope="col">{t('system.col.state')}</th>
          <th scope="col">{t('system.col.finished')}</th>
          <th scope="col">{t('system.col.error')}</th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.name}>
            <th scope="row">{job.name}</th>
            <td>{t(`system.job_state.${job.state}`)}</td>
            <td>{job.finished_at ? format.dateTime(job.finished_at) : '–'}</td>
            <td>{job.last_error ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The system page of the back office (docs/decisions/068-reports-and-system.md), loaded on demand. */
export default function SystemPage() {
  const { t } = useTranslation();
  const status = useQuery(systemQuery());
  return (
    <section className="staff-system" aria-labelledby="staff-system-title">
      <h2 id="staff-system-title">{t('system.title')}</h2>
      {status.isPending && <p role="status">{t('reports.loading')}</p>}
      {status.isError && <p role="alert">{t('reports.failed')}</p>}
      {status.data && (
        <>
          <Health health={status.data.health} />
          <Events outbox={status.data.outbox} />
          <Jobs jobs={status.data.jobs} />
        </>
      )}
    </section>
  );
}
