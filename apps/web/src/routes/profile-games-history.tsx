import { roundsResponseSchema, type RoundSummary } from '@casino/contracts';
import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serverApi } from '../api/server-api';
import { ProfileNav } from '../features/profile/profile-nav';
import { requirePlayer } from '../features/profile/require-player.server';
import { useFormat } from '../i18n/format';
import { useLocalePath } from '../i18n/locale';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/profile-games-history';

const PER_PAGE = 20;

/** The page number of the query: a positive integer, else the first page. */
function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** PROF-02: the player's rounds, newest first, from GET /api/player/game_rounds. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlayer(context, request);
  const answer = await serverApi(context, request).get('/api/player/game_rounds', {
    params: { page: pageOf(request), per_page: PER_PAGE },
  });
  return data(roundsResponseSchema.parse(answer.data), { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'profile.history.title', 'profile.history.title'),
  { name: 'robots', content: 'noindex' },
];

/** The game page of a round's game: identifiers are `{provider}:{slug}`. */
function playPath(round: RoundSummary): string {
  const [producer, name] = round.game_identifier.split(':');
  return `/play/${producer ?? ''}/${name ?? ''}?mode=${round.mode}`;
}

/** /profile/games-history: every real-money round the player played, with its result. */
export default function ProfileGamesHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const format = useFormat();
  const { data: rounds, pagination } = loaderData;
  return (
    <section className="profile" aria-labelledby="history-title">
      <h1 id="history-title">{t('profile.history.title')}</h1>
      <ProfileNav />
      {rounds.length === 0 ? (
        <p>{t('profile.history.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="history-title" tabIndex={0}>
          <table className="history-table">
            <thead>
              <tr>
                <th scope="col">{t('profile.history.date')}</th>
                <th scope="col">{t('profile.history.game')}</th>
                <th scope="col">{t('profile.history.stake')}</th>
                <th scope="col">{t('profile.history.win')}</th>
                <th scope="col">{t('profile.history.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <tr key={round.id}>
                  <td>{format.dateTime(round.created_at)}</td>
                  <td>
                    <Link to={to(playPath(round))}>{round.game_title}</Link>
                  </td>
                  <td>{format.money(round.stake_cents, round.currency)}</td>
                  <td>{format.money(round.win_cents, round.currency)}</td>
                  <td>{t(`profile.history.status_${round.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pagination.total_pages > 1 && (
        <nav className="pager" aria-label={t('profile.history.pages')}>
          {pagination.prev_page && <Link to={`?page=${pagination.prev_page}`}>{t('profile.history.previous')}</Link>}
          <span>{t('profile.history.page', { page: pagination.current_page, pages: pagination.total_pages })}</span>
          {pagination.next_page && <Link to={`?page=${pagination.next_page}`}>{t('profile.history.next')}</Link>}
        </nav>
      )}
    </section>
  );
}
