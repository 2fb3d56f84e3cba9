import type { Tournament } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { tournamentPath } from './api';
import { Countdown } from './countdown';

/** One tournament or quest of a list: title, status with its countdown, and the way to its page. */
export function TournamentCard({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { status } = tournament;
  return (
    <li className={`tournament-card tournament-card--${status}`}>
      <h2 className="tournament-card__title">{tournament.title}</h2>
      <p className="tournament-card__status">
        <span>{t(`competitions.status.${status}`)}</span>{' '}
        {status !== 'archive' && <Countdown to={status === 'future' ? tournament.start_at : tournament.end_at} />}
      </p>
      <Link className="button button--primary" to={to(tournamentPath(tournament))}>
        {t(tournament.quest ? 'competitions.open_quest' : 'competitions.open')}
        <span className="visually-hidden">: {tournament.title}</span>
      </Link>
    </li>
  );
}
