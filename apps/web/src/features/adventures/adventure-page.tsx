import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { adventureKeys, adventureQuery } from './api';
import { DayCard, type AdventureLinks } from './day-card';
import './adventures.css';

/** ADV-12: the banner, in its finished version once the adventure is over. */
function Banner({ over }: { over: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={`adventure-banner ${over ? 'adventure-banner--finished' : ''}`} aria-labelledby="adventure-title">
      <p className="adventure-banner__brand">{t('adventures.brand')}</p>
      <h1 id="adventure-title">{over ? t('adventures.finished_title') : t('adventures.title')}</h1>
      <p>{over ? t('adventures.finished_text') : t('adventures.intro')}</p>
    </section>
  );
}

/** /rocketplay-adventure (ADV-01…ADV-12): the banner and the calendar of day cards, then the super prize. */
export function AdventurePage({ links }: { links: AdventureLinks }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const calendar = useQuery(adventureQuery(browserApi()));
  // A countdown that ends changes a card (a new day starts, a gift's deadline passes): read it again.
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: adventureKeys.calendar }), [client]);
  if (calendar.isError) {
    return (
      <>
        <Banner over={false} />
        <p role="alert">{t('adventures.error')}</p>
      </>
    );
  }
  if (!calendar.data) {
    return (
      <>
        <Banner over={false} />
        <div className="adventure-calendar adventure-calendar--skeleton" aria-busy="true" />
      </>
    );
  }
  const { data } = calendar;
  if (!data.available) {
    return (
      <>
        <Banner over={false} />
        <p>{t('adventures.unavailable')}</p>
      </>
    );
  }
  return (
    <>
      <Banner over={data.is_over} />
      <h2 className="visually-hidden">{t('adventures.calendar')}</h2>
      <ol className="adventure-calendar">
        {data.days.map((day) => (
          <DayCard key={day.step} day={day} currency={data.currency} links={links} onDeadline={refresh} />
        ))}
      </ol>
    </>
  );
}
