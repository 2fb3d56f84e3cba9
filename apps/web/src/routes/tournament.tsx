import { data } from 'react-router';
import { serverApi } from '../api/server-api';
import { usePlayer } from '../common/player/use-player';
import { findTournament } from '../features/tournaments/loader.server';
import { TournamentPage } from '../features/tournaments/tournament-page';
import { NotFound } from '../shell/not-found';
import { metaFromLayout, notFoundMeta } from './route-meta';
import type { Route } from './+types/tournament';

/** /tournaments/{slug} (TOUR-03): the tournament by its frontend_identifier; 404 when unknown or hidden from the caller. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const tournament = await findTournament(serverApi(context, request), params.slug, false);
  const headers = { 'cache-control': 'private, no-store' };
  if (tournament === undefined) return data({ tournament: null }, { status: 404, headers });
  if (tournament === null) return data({ tournament: null }, { status: 503, headers });
  return data({ tournament }, { headers });
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) =>
  loaderData?.tournament
    ? metaFromLayout(
        matches,
        location.pathname,
        'competitions.title',
        'competitions.meta_description',
        {},
        loaderData.tournament.title,
      )
    : notFoundMeta(matches);

export default function TournamentRoute({ loaderData }: Route.ComponentProps) {
  const player = usePlayer();
  if (!loaderData.tournament) return <NotFound />;
  return <TournamentPage tournament={loaderData.tournament} playerId={player?.id ?? null} />;
}
