import type { Tournament, TournamentPlayerStatus } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';

/** A score as the ranking reads it: money for a bet sum, a count, or a multiplier (hundredths). */
function useScore(tournament: Tournament) {
  const format = useFormat();
  return (score: number) => {
    if (tournament.strategy === 'bet_sum') return format.money(score, tournament.currency);
    if (tournament.strategy === 'bet_count') return format.number(score);
    return `×${format.number(score / 100)}`;
  };
}

/** The top 20 with the player's own row pinned below when they are further down (requirements §promo-2). */
export function Leaderboard({ tournament, status }: { tournament: Tournament; status: TournamentPlayerStatus | null }) {
  const { t } = useTranslation();
  const score = useScore(tournament);
  const top = status?.top_players ?? [];
  const own = status?.award_place ?? null;
  const pinned = status && own !== null && !top.some((row) => row.award_place === own);
  return (
    <section className="tournament__section" aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title">{t('competitions.leaderboard.title')}</h2>
      {top.length === 0 ? (
        <p className="tournaments__empty">
          {status ? t('competitions.leaderboard.empty') : t('competitions.leaderboard.sign_in')}
        </p>
      ) : (
        <table className="tournament__table" data-testid="leaderboard">
          <thead>
            <tr>
              <th scope="col">{t('competitions.prizes.place')}</th>
              <th scope="col">{t('competitions.leaderboard.player')}</th>
              <th scope="col">{t('competitions.leaderboard.score')}</th>
            </tr>
          </thead>
          <tbody>
            {top.map((row) => (
              <tr key={row.award_place} className={row.award_place === own ? 'tournament__own' : undefined}>
                <td>{row.award_place}</td>
                <td>
                  {row.nickname}
                  {row.award_place === own && <strong> ({t('competitions.leaderboard.you')})</strong>}
                </td>
                <td>{score(row.score)}</td>
              </tr>
            ))}
            {pinned && (
              <tr className="tournament__own" data-testid="own-row">
                <td>{own}</td>
                <td>
                  {status.nickname} <strong>({t('competitions.leaderboard.you')})</strong>
                </td>
                <td>{score(status.score)}</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}
