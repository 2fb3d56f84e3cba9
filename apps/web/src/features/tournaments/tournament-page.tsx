import type { Tournament } from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { useLocalePath } from '../../i18n/locale';
import { confirmTournament, tournamentKeys, tournamentStatusQuery } from './api';
import { Countdown } from './countdown';
import { Leaderboard } from './leaderboard';
import { prizeLabel } from './prize-label';
import './tournaments.css';

/** The rules as the operator configured them: the ranking, the minimum bet, the games that count, ties. */
function Rules({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const format = useFormat();
  const games = [...tournament.categories, ...tournament.providers, ...tournament.games];
  return (
    <section className="tournament__section" aria-labelledby="rules-title">
      <h2 id="rules-title">{t('competitions.rules.title')}</h2>
      <ul className="tournament__rules">
        <li>{t(`competitions.rules.${tournament.strategy}`)}</li>
        {tournament.min_bet_cents > 0 && (
          <li>{t('competitions.rules.min_bet', { amount: format.money(tournament.min_bet_cents, tournament.currency) })}</li>
        )}
        <li>
          {games.length === 0
            ? t('competitions.rules.games_all')
            : t('competitions.rules.games_some', { list: games.join(', ') })}
        </li>
        {tournament.confirmation_required && <li>{t('competitions.rules.confirmation')}</li>}
        <li>{t('competitions.rules.ties')}</li>
      </ul>
    </section>
  );
}

function Prizes({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (tournament.prizes.length === 0) return null;
  return (
    <section className="tournament__section" aria-labelledby="prizes-title">
      <h2 id="prizes-title">{t('competitions.prizes.title')}</h2>
      <table className="tournament__table">
        <thead>
          <tr>
            <th scope="col">{t('competitions.prizes.place')}</th>
            <th scope="col">{t('competitions.prizes.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {tournament.prizes.map((prize) => (
            <tr key={prize.place}>
              <td>{prize.place}</td>
              <td>{prizeLabel(prize, tournament.currency, t, format.money)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** TOUR-08: the join button of a tournament that asks for confirmation, until the player has joined. */
function Join({ tournament, playerId, confirmed }: { tournament: Tournament; playerId: number; confirmed: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: () => confirmTournament(browserApi(), tournament.id),
    onSuccess: (status) => queryClient.setQueryData(tournamentKeys.status(tournament.id, playerId), status),
  });
  if (confirmed) return <p className="tournament__joined">{t('competitions.joined')}</p>;
  return (
    <div className="tournament__join">
      <button type="button" className="button button--primary" disabled={join.isPending} onClick={() => join.mutate()}>
        {t('competitions.join')}
      </button>
      {join.isError && <p role="alert">{t('competitions.join_error')}</p>}
    </div>
  );
}

/** /tournaments/{slug} (TOUR-03): countdown, rules, prizes, the live leaderboard and the join button. */
export function TournamentPage({ tournament, playerId }: { tournament: Tournament; playerId: number | null }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const status = useQuery({ ...tournamentStatusQuery(browserApi(), tournament.id, playerId ?? 0), enabled: playerId !== null });
  const live = tournament.status !== 'archive';
  return (
    <article className="tournament" aria-labelledby="tournament-title">
      <Link className="tournament__back" to={to('/tournaments')}>
        {t('competitions.back')}
      </Link>
      <h1 id="tournament-title">{tournament.title}</h1>
      <p className="tournament-card__status">
        <span>{t(`competitions.status.${tournament.status}`)}</span>{' '}
        {live && <Countdown to={tournament.status === 'future' ? tournament.start_at : tournament.end_at} />}
      </p>
      {live && tournament.confirmation_required && playerId !== null && status.data && (
        <Join tournament={tournament} playerId={playerId} confirmed={status.data.confirmed} />
      )}
      <div className="tournament__columns">
        <Leaderboard tournament={tournament} status={status.data ?? null} />
        <div>
          <Prizes tournament={tournament} />
          <Rules tournament={tournament} />
        </div>
      </div>
    </article>
  );
}
