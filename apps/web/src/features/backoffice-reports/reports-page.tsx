import {
  currencyInfo,
  reportQuerySchema,
  type Report,
  type ReportQuery,
  type ReportReturnRow,
  type ReportTotalRow,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../i18n/format';
import { csvHref, reportQuery } from './api';
import './reports.css';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The last seven days up to today (UTC), yesterday's figures included. */
const defaultQuery = (): ReportQuery => ({ from: isoDay(Date.now() - 6 * DAY_MS), to: isoDay(Date.now()), period: 'day' });

const MONEY_SERIES = [
  { key: 'deposits_cents', color: '#1565c0' },
  { key: 'withdrawals_cents', color: '#c62828' },
  { key: 'ggr_cents', color: '#2e7d32' },
  { key: 'ngr_cents', color: '#6a1b9a' },
] as const;
const PLAYER_SERIES = [
  { key: 'active_players', color: '#00695c' },
  { key: 'registrations', color: '#ef6c00' },
  { key: 'first_deposits', color: '#283593' },
] as const;
const MONEY_COLUMNS = ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'bonus_cost', 'ngr'] as const;

/** A chart with its accessible name; the table after it holds the same figures for every reader. */
function Chart({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <figure className="staff-reports__chart" aria-labelledby={id}>
      <figcaption id={id}>{title}</figcaption>
      <div role="img" aria-labelledby={id}>
        <ResponsiveContainer width="100%" height={240}>
          {children as React.ReactElement}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** A wide table that scrolls sideways on a narrow screen; the scroll area is focusable and named by the caption. */
function ScrollTable({ caption, children }: { caption: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="staff-reports__scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="staff-reports__table">
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** Tooltip colours fixed on both sides: the console's text colour would otherwise show on recharts' white box. */
const TOOLTIP_STYLE = {
  contentStyle: { background: '#ffffff', color: '#1a1a1a', borderColor: '#5f6368' },
  labelStyle: { color: '#1a1a1a' },
  itemStyle: { color: '#1a1a1a' },
} as const;

function RangeForm({ query, onChange }: { query: ReportQuery; onChange: (query: ReportQuery) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<z.input<typeof reportQuerySchema>, unknown, ReportQuery>({
    resolver: zodResolver(reportQuerySchema),
    defaultValues: query,
  });
  const invalid = Object.keys(form.formState.errors).length > 0;
  return (
    <form
      className="staff-reports__range"
      onSubmit={form.handleSubmit(onChange)}
      noValidate
      aria-describedby={invalid ? `${id}-error` : undefined}
    >
      <label>
        {t('reports.from')}
        <input type="date" {...form.register('from')} aria-invalid={invalid || undefined} required />
      </label>
      <label>
        {t('reports.to')}
        <input type="date" {...form.register('to')} aria-invalid={invalid || undefined} required />
      </label>
      <label>
        {t('reports.period')}
        <select {...form.register('period')}>
          <option value="day">{t('reports.by_day')}</option>
          <option value="month">{t('reports.by_month')}</option>
        </select>
      </label>
      <button type="submit" className="button">
        {t('reports.show')}
      </button>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="staff-console__error">
          {t('reports.range_invalid')}
        </p>
      )}
    </form>
  );
}

function TotalsTable({ report }: { report: Report }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (cents: number) => format.money(cents, report.base_currency);
  return (
    <ScrollTable caption={t('reports.totals_caption', { currency: report.base_currency })}>
      <thead>
        <tr>
          <th scope="col">{t('reports.col.period')}</th>
          {MONEY_COLUMNS.map((c) => (
            <th scope="col" key={c}>
              {t(`reports.col.${c}`)}
            </th>
          ))}
          {PLAYER_SERIES.map((s) => (
            <th scope="col" key={s.key}>
              {t(`reports.col.${s.key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.totals.map((row) => (
          <tr key={row.period}>
            <th scope="row">{row.period}</th>
            {MONEY_COLUMNS.map((c) => (
              <td key={c}>{money(row[`${c}_cents`])}</td>
            ))}
            {PLAYER_SERIES.map((s) => (
              <td key={s.key}>{format.number(row[s.key])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function CurrencyTable({ report }: { report: Report }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (report.currencies.length === 0) return null;
  return (
    <ScrollTable caption={t('reports.currencies_caption')}>
      <thead>
        <tr>
          <th scope="col">{t('reports.col.period')}</th>
          <th scope="col">{t('reports.col.currency')}</th>
          {MONEY_COLUMNS.map((c) => (
            <th scope="col" key={c}>
              {t(`reports.col.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.currencies.map((row) => (
          <tr key={`${row.period}-${row.currency}`}>
            <th scope="row">{row.period}</th>
            <td>{row.currency}</td>
            {MONEY_COLUMNS.map((c) => (
              <td key={c}>{format.money(row[`${c}_cents`], row.currency)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

const percent = (value: number | null, locale: string) =>
  value === null ? '–' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value);

function ReturnsTable({ rows, caption, currency }: { rows: ReportReturnRow[]; caption: string; currency: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  if (rows.length === 0) return null;
  return (
    <ScrollTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{t('reports.col.name')}</th>
          <th scope="col">{t('reports.col.rounds')}</th>
          <th scope="col">{t('reports.col.stakes')}</th>
          <th scope="col">{t('reports.col.returns')}</th>
          <th scope="col">{t('reports.col.rtp')}</th>
          <th scope="col">{t('reports.col.published_rtp')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.title}</th>
            <td>{format.number(row.rounds)}</td>
            <td>{format.money(row.stakes_cents, currency)}</td>
            <td>{format.money(row.returns_cents, currency)}</td>
            <td>{percent(row.rtp, i18n.language)}</td>
            <td>{percent(row.published_rtp, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Money in units of the base currency, for the chart's axis. */
function inUnits(rows: ReportTotalRow[], currency: string) {
  const subunits = currencyInfo(currency)?.subunits_to_unit ?? 100;
  return rows.map((row) => ({ ...row, ...Object.fromEntries(MONEY_SERIES.map((s) => [s.key, row[s.key] / subunits])) }));
}

function Charts({ report }: { report: Report }) {
  const { t } = useTranslation();
  const providers = report.providers.map((p) => ({
    name: p.title,
    rtp: (p.rtp ?? 0) * 100,
    published: (p.published_rtp ?? 0) * 100,
  }));
  return (
    <div className="staff-reports__charts">
      <Chart title={t('reports.chart.money', { currency: report.base_currency })}>
        <LineChart data={inUnits(report.totals, report.base_currency)} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="period" />
          <YAxis />
          <Tooltip {...TOOLTIP_STYLE} />
          <Legend />
          {MONEY_SERIES.map((s) => (
            <Line key={s.key} dataKey={s.key} name={t(`reports.col.${s.key.replace('_cents', '')}`)} stroke={s.color} />
          ))}
        </LineChart>
      </Chart>
      <Chart title={t('reports.chart.players')}>
        <BarChart data={report.totals} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="period" />
          <YAxis allowDecimals={false} />
          <Tooltip {...TOOLTIP_STYLE} />
          <Legend />
          {PLAYER_SERIES.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={t(`reports.col.${s.key}`)} fill={s.color} />
          ))}
        </BarChart>
      </Chart>
      {providers.length > 0 && (
        <Chart title={t('reports.chart.rtp')}>
          <BarChart data={providers} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" />
            <YAxis unit="%" />
            <Tooltip {...TOOLTIP_STYLE} />
            <Legend />
            <Bar dataKey="rtp" name={t('reports.col.rtp')} fill="#2e7d32" />
            <Bar dataKey="published" name={t('reports.col.published_rtp')} fill="#546e7a" />
          </BarChart>
        </Chart>
      )}
    </div>
  );
}

/** The reports section of the back office (docs/decisions/068-reports-and-system.md), loaded on demand. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState(defaultQuery);
  const report = useQuery(reportQuery(query));
  return (
    <section className="staff-reports" aria-labelledby="staff-reports-title">
      <h2 id="staff-reports-title">{t('reports.title')}</h2>
      <RangeForm query={query} onChange={setQuery} />
      <p>
        <a className="button" href={csvHref(query)} download>
          {t('reports.download_csv')}
        </a>
      </p>
      {report.isPending && <p role="status">{t('reports.loading')}</p>}
      {report.isError && <p role="alert">{t('reports.failed')}</p>}
      {report.data && (
        <>
          {report.data.unconverted.length > 0 && (
            <p>
              {t('reports.unconverted', { currencies: report.data.unconverted.join(', '), currency: report.data.base_currency })}
            </p>
          )}
          <Charts report={report.data} />
          <TotalsTable report={report.data} />
          <CurrencyTable report={report.data} />
          <ReturnsTable
            rows={report.data.providers}
            caption={t('reports.providers_caption')}
            currency={report.data.base_currency}
          />
          <ReturnsTable rows={report.data.games} caption={t('reports.games_caption')} currency={report.data.base_currency} />
        </>
      )}
    </section>
  );
}
