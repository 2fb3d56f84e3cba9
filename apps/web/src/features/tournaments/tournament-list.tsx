import type { Tournament } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { inTab, TOURNAMENT_TABS, type TournamentTab } from './api';
import { TournamentCard } from './tournament-card';
import './tournaments.css';

/**
 * /tournaments and its children (TOUR-01): the tabs, then the tournaments of the chosen one.
 * The list comes with the server render (null: it could not be loaded); the caller's groups
 * decide what it holds (VAL-23).
 */
export function TournamentList({ tab, tournaments }: { tab: TournamentTab; tournaments: Tournament[] | null }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const shown = (tournaments ?? []).filter((item) => inTab(tab, item));
  return (
    <section className="tournaments" aria-labelledby="tournaments-title">
      <h1 id="tournaments-title">{t('competitions.title')}</h1>
      <nav aria-label={t('competitions.tabs_label')}>
        <ul className="tournaments__tabs">
          {TOURNAMENT_TABS.map((name) => (
            <li key={name}>
              <NavLink className="tournaments__tab" to={to(name === 'all' ? '/tournaments' : `/tournaments/${name}`)} end>
                {t(`competitions.tab.${name}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {tournaments === null ? (
        <p role="alert">{t('competitions.load_error')}</p>
      ) : shown.length > 0 ? (
        <ul className="tournaments__list">
          {shown.map((item) => (
            <TournamentCard key={item.id} tournament={item} />
          ))}
        </ul>
      ) : (
        <p className="tournaments__empty">
          {tab === 'achievements' ? t('competitions.achievements_empty') : t('competitions.empty')}
        </p>
      )}
    </section>
  );
}
