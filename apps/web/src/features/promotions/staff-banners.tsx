import { SLIDER_CATEGORY, type Banner, type Locale } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BannerPreview } from './banner-preview';
import { fromLocalInput, getStaffBanners, parseGroups, putBanners, staffPromoKeys, toLocalInput } from './staff-api';

type Outcome = 'saved' | 'refused' | null;

/** The targeting of one banner: audience, groups, schedule, order and labels. */
function BannerFields({ banner, onChange }: { banner: Banner; onChange: (next: Banner) => void }) {
  const id = useId();
  const timer = banner.timer ?? { start_at: '', end_at: '' };
  const setTimer = (field: 'start_at' | 'end_at', value: string) => {
    const next = { ...timer, [field]: fromLocalInput(value) };
    onChange({ ...banner, timer: next.start_at || next.end_at ? next : null });
  };
  return (
    <div className="staff-promotions__fields">
      <label htmlFor={`${id}-logged`}>Shown to</label>
      <select
        id={`${id}-logged`}
        value={banner.logged}
        onChange={(e) => onChange({ ...banner, logged: e.target.value as Banner['logged'] })}
      >
        <option value="all">Everyone</option>
        <option value="guest">Guests only</option>
        <option value="logged">Signed-in players only</option>
      </select>
      <label htmlFor={`${id}-groups`}>Groups (ids, comma-separated; empty: no group needed)</label>
      <input
        id={`${id}-groups`}
        defaultValue={banner.groupIds.join(', ')}
        onBlur={(e) => onChange({ ...banner, groupIds: parseGroups(e.target.value) })}
      />
      <label htmlFor={`${id}-start`}>Shown from (UTC)</label>
      <input
        id={`${id}-start`}
        type="datetime-local"
        value={toLocalInput(timer.start_at)}
        onChange={(e) => setTimer('start_at', e.target.value)}
      />
      <label htmlFor={`${id}-end`}>Shown until (UTC)</label>
      <input
        id={`${id}-end`}
        type="datetime-local"
        value={toLocalInput(timer.end_at)}
        onChange={(e) => setTimer('end_at', e.target.value)}
      />
      <label htmlFor={`${id}-order`}>Order in the lobby slider</label>
      <input
        id={`${id}-order`}
        type="number"
        value={banner.order[SLIDER_CATEGORY] ?? 0}
        onChange={(e) => onChange({ ...banner, order: { ...banner.order, [SLIDER_CATEGORY]: Number(e.target.value) } })}
      />
      <label htmlFor={`${id}-labels`}>Labels (comma-separated)</label>
      <input
        id={`${id}-labels`}
        defaultValue={banner.labels.join(', ')}
        onBlur={(e) =>
          onChange({
            ...banner,
            labels: e.target.value
              .split(',')
              .map((l) => l.trim())
              .filter(Boolean),
          })
        }
      />
    </div>
  );
}

/** The missing translations of every locale's banners, before publishing. */
function MissingTexts({ missing }: { missing: Partial<Record<Locale, string[]>> }) {
  const entries = Object.entries(missing);
  if (entries.length === 0) return <p>Every banner text is translated in every locale.</p>;
  return (
    <ul className="staff-promotions__missing" aria-label="Missing translations">
      {entries.map(([locale, keys]) => (
        <li key={locale}>
          <strong>{locale}</strong>: {keys.join(', ')}
        </li>
      ))}
    </ul>
  );
}

/** A locale's banners: pick one, change its targeting with a live preview, save the locale's list (audited). */
export function StaffBanners({ locale }: { locale: Locale }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: staffPromoKeys.banners(locale), queryFn: () => getStaffBanners(locale) });
  const [draft, setDraft] = useState<Banner[] | null>(null);
  const [selected, setSelected] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!query.data) return <p>{query.isError ? 'The banners could not be loaded.' : 'Loading the banners…'}</p>;
  const banners = draft ?? query.data.banners;
  const current = banners[selected];
  const change = (next: Banner) => setDraft(banners.map((b, i) => (i === selected ? next : b)));
  const save = async () => {
    setOutcome(null);
    try {
      await putBanners(locale, banners);
      setDraft(null);
      setOutcome('saved');
      await queryClient.invalidateQueries({ queryKey: staffPromoKeys.banners(locale) });
    } catch {
      setOutcome('refused');
    }
  };
  return (
    <section aria-labelledby="staff-banners-title" className="staff-promotions__section">
      <h3 id="staff-banners-title">Banners ({locale})</h3>
      <MissingTexts missing={query.data.missing} />
      <ul className="staff-promotions__list">
        {banners.map((b, i) => (
          <li key={b.id}>
            <button type="button" className="button" aria-pressed={i === selected} onClick={() => setSelected(i)}>
              {b.frontend_identifier} · {b.logged}
              {b.groupIds.length > 0 ? ` · groups ${b.groupIds.join(', ')}` : ''}
            </button>
          </li>
        ))}
      </ul>
      {current && (
        <>
          <BannerFields key={`${locale}-${current.id}`} banner={current} onChange={change} />
          <BannerPreview banner={current} />
        </>
      )}
      <button type="button" className="button button--primary" onClick={() => void save()}>
        Publish the {locale} banners
      </button>
      {outcome === 'saved' && <p role="status">Published.</p>}
      {outcome === 'refused' && (
        <p role="alert" className="staff-console__error">
          The server refused the banners: check ids and timers.
        </p>
      )}
    </section>
  );
}
