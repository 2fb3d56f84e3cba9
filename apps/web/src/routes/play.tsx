import { SESSION_COOKIE_NAME, localizePath, splitLocalePath, type Game, type GameMode } from '@casino/contracts';
import { data, redirect } from 'react-router';
import { serverApi } from '../api/server-api';
import { findGame } from '../features/play/api';
import { redirectWhenLimitReached } from '../features/limits/play-guard.server';
import { playPath, registrationPath } from '../common/games/paths';
import { GamePage } from '../features/play/game-page';
import { NotFound } from '../shell/not-found';
import { metaFromLayout, notFoundMeta } from './route-meta';
import { customSeoTitle } from './play-seo';
import type { Route } from './+types/play';

/**
 * The game page (PLAY-01): /play/{producer}/{name}?mode=real|demo. Restricted visitors never get
 * here (the locale layout sends them to the lobby, GEO-04). A guest asking for real play, or for
 * demo where the game has none, goes to registration and comes back (GAME-14, PLAY-03). /play
 * alone opens the player's last game, or the lobby.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  const api = serverApi(context, request);
  const signedIn = request.headers.get('cookie')?.includes(`${SESSION_COOKIE_NAME}=`) ?? false;
  if (!params.producer || !params.name) {
    const played = signedIn
      ? await api
          .get<Game[]>('/api/player/played_games')
          .then((answer) => answer.data)
          .catch(() => [])
      : [];
    const last = played[0];
    throw redirect(localizePath(locale, last ? playPath(last, 'real') : '/'));
  }
  const game = await findGame(api, params.producer, params.name);
  if (!game) return data({ game: null, mode: 'real' as GameMode }, { status: 404 });
  // Requirements §core-2: a reached limit sends a logged-in player to the profile limits page.
  if (signedIn) await redirectWhenLimitReached(api, locale);
  const asked: GameMode = url.searchParams.get('mode') === 'demo' ? 'demo' : 'real';
  const here = localizePath(locale, playPath(game, asked));
  if (!signedIn && (asked === 'real' || !game.has_demo_mode)) {
    throw redirect(localizePath(locale, registrationPath(here)));
  }
  const mode: GameMode = asked === 'demo' && !game.has_demo_mode ? 'real' : asked;
  return data({ game, mode }, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  if (!loaderData?.game) return notFoundMeta(matches);
  return [
    ...metaFromLayout(
      matches,
      location.pathname,
      'play.page.meta_title',
      'play.page.meta_description',
      { title: loaderData.game.title, provider: loaderData.game.provider_title },
      customSeoTitle(loaderData.game),
    ),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function PlayRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.game) return <NotFound />;
  return <GamePage game={loaderData.game} mode={loaderData.mode} />;
}
