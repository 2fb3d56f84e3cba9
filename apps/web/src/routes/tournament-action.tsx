import { localizePath, splitLocalePath } from '@casino/contracts';
import { data, redirect } from 'react-router';
import { serverApi } from '../api/server-api';
import { usePlayer } from '../common/player/use-player';
import { findTournament } from '../features/tournaments/loader.server';
import { QuestPage } from '../features/tournaments/quest-page';
import { NotFound } from '../shell/not-found';
import { metaFromLayout, notFoundMeta } from './route-meta';
import type { Route } from './+types/tournament-action';

/** /action/{slug?} (QUEST-01): a quest by its slug; without one, the quests tab (DECISIONS-21). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!params.slug) {
    const { locale } = splitLocalePath(new URL(request.url).pathname);
    throw redirect(localizePath(locale, '/tournaments/actions'));
  }
  const quest = await findTournament(serverApi(context, request), params.slug, true);
  const headers = { 'cache-control': 'private, no-store' };
  if (quest === undefined) return data({ quest: null }, { status: 404, headers });
  if (quest === null) return data({ quest: null }, { status: 503, headers });
  return data({ quest }, { headers });
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) =>
  loaderData?.quest
    ? metaFromLayout(
        matches,
        location.pathname,
        'competitions.tab.actions',
        'competitions.meta_description',
        {},
        loaderData.quest.title,
      )
    : notFoundMeta(matches);

export default function TournamentAction({ loaderData }: Route.ComponentProps) {
  const player = usePlayer();
  if (!loaderData.quest) return <NotFound />;
  return <QuestPage quest={loaderData.quest} playerId={player?.id ?? null} />;
}
