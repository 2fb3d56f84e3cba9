import type { ActivityHub } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { PromoCountdown } from './promo-countdown';

/** BANR-15 BANR-16: what runs for this player now: races with the place, quests with the level, gifts waiting. */
export function ActivityHubView({ hub }: { hub: ActivityHub | null }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  if (!hub) return <p className="hub__note">{t('promotions.hub.sign_in')}</p>;
  const empty = hub.tournaments.length === 0 && hub.quests.length === 0 && hub.gifts_waiting === 0;
  return (
    <div className="hub" data-testid="activity-hub">
      {empty && <p className="hub__note">{t('promotions.hub.nothing')}</p>}
      {hub.tournaments.length > 0 && (
        <section aria-labelledby="hub-tournaments">
          <h2 id="hub-tournaments">{t('promotions.hub.tournaments')}</h2>
          <ul className="hub__list">
            {hub.tournaments.map((race) => (
              <li key={race.id} className="hub__item">
                <Link to={to(`/tournaments/${race.frontend_identifier}`)}>{race.title}</Link>
                <span>
                  {race.place === null ? t('promotions.hub.no_place') : t('promotions.hub.place', { place: race.place })}
                </span>
                <PromoCountdown to={race.end_at} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {hub.quests.length > 0 && (
        <section aria-labelledby="hub-quests">
          <h2 id="hub-quests">{t('promotions.hub.quests')}</h2>
          <ul className="hub__list">
            {hub.quests.map((quest) => (
              <li key={quest.id} className="hub__item">
                <Link to={to(`/action/${quest.frontend_identifier}`)}>{quest.title}</Link>
                <span>{t('promotions.hub.level', { level: quest.level })}</span>
                <PromoCountdown to={quest.end_at} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {hub.gifts_waiting > 0 && (
        <p className="hub__gifts">
          {t('promotions.hub.gifts', { count: hub.gifts_waiting })}{' '}
          <Link className="button button--primary" to={to('/profile/gifts')}>
            {t('promotions.hub.open_gifts')}
          </Link>
        </p>
      )}
    </div>
  );
}
