import { formatMoney, intlLocale, type Locale, type RgOversight } from '@casino/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOversight } from './api';
import { DeskTable, ErrorNote, K, formatFor } from './parts';
import { RgActionTable } from './player-sections';
import './money-desk.css';

/**
 * The Risk section of the back office (docs/decisions/067-money-desk.md): players in a
 * self-exclusion or cooling-off, recent limit changes, and players past the operator's markers.
 */
export function RiskDesk({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const format = useMemo(() => formatFor(locale), [locale]);
  const oversight = useOversight();
  const data = oversight.data;
  return (
    <section aria-labelledby="risk-desk-title" className="money-desk" lang={locale}>
      <h2 id="risk-desk-title">{t(`${K}.risk.title`)}</h2>
      {oversight.isPending && <p className="staff-console__note">{t(`${K}.loading`)}</p>}
      <ErrorNote error={oversight.error} />
      {data && (
        <>
          <DeskTable
            title={t(`${K}.risk.exclusions`)}
            head={[t(`${K}.col.player`), t(`${K}.col.kind`), t(`${K}.col.time`), t(`${K}.risk.ends`)]}
            empty={data.exclusions.length === 0}
          >
            {data.exclusions.map((e) => (
              <tr key={`${e.player_id}-${e.kind}-${e.created_at}`}>
                <td>{e.player_email ?? `#${e.player_id}`}</td>
                <td>{t(`${K}.limit.${e.kind}`, { defaultValue: e.kind })}</td>
                <td>{format.dateTime(e.created_at)}</td>
                <td>{e.ends_at ? format.dateTime(e.ends_at) : t(`${K}.risk.no_end`)}</td>
              </tr>
            ))}
          </DeskTable>
          <DeskTable
            title={t(`${K}.risk.limit_changes`)}
            head={[t(`${K}.col.player`), t(`${K}.col.kind`), t(`${K}.col.detail`), t(`${K}.col.time`)]}
            empty={data.limit_changes.length === 0}
          >
            {data.limit_changes.map((c) => (
              <tr key={`${c.player_id}-${c.kind}-${c.at}-${c.detail}`}>
                <td>{c.player_email ?? `#${c.player_id}`}</td>
                <td>{t(`${K}.limit.${c.kind}`, { defaultValue: c.kind })}</td>
                <td>{c.detail}</td>
                <td>{format.dateTime(c.at)}</td>
              </tr>
            ))}
          </DeskTable>
          <DeskTable
            title={t(`${K}.risk.flagged`)}
            head={[t(`${K}.col.player`), t(`${K}.risk.marker`), t(`${K}.risk.value`)]}
            empty={data.flagged.length === 0}
          >
            {data.flagged.map((f) => (
              <tr key={`${f.player_id}-${f.marker}-${f.currency ?? ''}`}>
                <td>{f.player_email ?? `#${f.player_id}`}</td>
                <td>{t(`${K}.marker.${f.marker}`)}</td>
                <td>{markerValue(f, locale)}</td>
              </tr>
            ))}
          </DeskTable>
          <RgActionTable title={t(`${K}.rg.title`)} actions={data.actions} format={format} withPlayer />
        </>
      )}
    </section>
  );
}

/** A marker's value against its threshold: money for a loss, plain counts and minutes for the others. */
function markerValue(f: RgOversight['flagged'][number], locale: Locale): string {
  if (f.marker === 'loss' && f.currency) {
    const tag = intlLocale(locale);
    return `${formatMoney(f.value, f.currency, tag)} ≥ ${formatMoney(f.threshold, f.currency, tag)}`;
  }
  return `${f.value} ≥ ${f.threshold}`;
}
