import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serverApi } from '../api/server-api';
import { favouriteGamesQuery, favouriteIdsQuery } from '../features/games/api';
import { FavouriteGames } from '../features/games/favourite-games';
import { requirePlayer } from '../features/profile/require-player.server';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/favorite-games';

/**
 * /favorite-games (GAME-16): the signed-in player's favourites, rendered on the server for this
 * player only (never the shared cache); a guest goes to registration (AUTH-05).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlayer(context, request);
  const api = serverApi(context, request);
  const queryClient = new QueryClient();
  await Promise.all([queryClient.prefetchQuery(favouriteGamesQuery(api)), queryClient.prefetchQuery(favouriteIdsQuery(api))]);
  return data({ dehydratedState: dehydrate(queryClient) }, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'games.favourites.title', 'games.favourites.title'),
  { name: 'robots', content: 'noindex' },
];

export default function FavoriteGamesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <FavouriteGames title={t('games.favourites.title')} />
    </HydrationBoundary>
  );
}
