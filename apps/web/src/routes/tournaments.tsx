import { localizePath, splitLocalePath } from '@casino/contracts';
import { data, redirect } from 'react-router';
import { serverApi } from '../api/server-api';
import { TOURNAMENT_TABS, type TournamentTab } from '../features/tournaments/api';
import { loadLotteries, lotteriesEnabled } from '../features/lotteries/loader.server';
import { LotteryList } from '../features/lotteries/lottery-list';
import { loadTournaments } from '../features/tournaments/loader.server';
import { TournamentList } from '../features/tournaments/tournament-list';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/tournaments';

/** The tab of the path: /tournaments is all (TOUR-01). */
function tabOf(rest: string): TournamentTab | 'lotteries' {
  const last = rest.split('/').filter(Boolean)[1] ?? 'all';
  return last === 'lotteries'
    ? 'lotteries'
    : (TOURNAMENT_TABS as readonly string[]).includes(last)
      ? (last as TournamentTab)
      : 'all';
}

/**
 * /tournaments and its children, rendered on the server with what the caller may see. The
 * lotteries child goes to all while the lotteries page is off (TOUR-02).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, rest } = splitLocalePath(new URL(request.url).pathname);
  const tab = tabOf(rest);
  const headers = { 'cache-control': 'private, no-store' };
  if (tab === 'lotteries') {
    if (!(await lotteriesEnabled(context, request))) throw redirect(localizePath(locale, '/tournaments/all'));
    const lotteries = await loadLotteries(context, request);
    return data({ tab, tournaments: null, lotteries }, { status: lotteries ? 200 : 503, headers });
  }
  const tournaments = await loadTournaments(serverApi(context, request));
  return data({ tab, tournaments, lotteries: null }, { status: tournaments ? 200 : 503, headers });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  metaFromLayout(matches, location.pathname, 'competitions.title', 'competitions.meta_description');

export default function Tournaments({ loaderData }: Route.ComponentProps) {
  if (loaderData.tab === 'lotteries') return <LotteryList lotteries={loaderData.lotteries} />;
  return <TournamentList tab={loaderData.tab} tournaments={loaderData.tournaments} />;
}
