import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { LOBBY_ROW_SIZE, SESSION_COOKIE_NAME, type Category, type Device, type Locale } from '@casino/contracts';
import { prefetchPublic } from '../../api/shared-queries.server';
import { collectionsQuery, gamesPageQuery, playedGamesQuery } from './api';
import { LOBBY_EAGER_ROWS, lobbyCategories } from './lobby-rows';

/** The lobby's categories and the first 15 games of its first rows, for the server render (GAME-20). */
export async function prefetchLobbyRows(queryClient: QueryClient, api: AxiosInstance, locale: Locale, device: Device) {
  const collections = collectionsQuery(api, locale);
  await prefetchPublic(queryClient, collections);
  const categories = queryClient.getQueryData<Category[]>(collections.queryKey) ?? [];
  await Promise.all(
    lobbyCategories(categories)
      .slice(0, LOBBY_EAGER_ROWS)
      .map((category) =>
        prefetchPublic(queryClient, gamesPageQuery(api, { categories: [category.slug] }, device, LOBBY_ROW_SIZE, 1)),
      ),
  );
}

/**
 * A signed-in player's last games (GAME-27), for this render only (never the shared cache): their
 * row is then in the server's HTML instead of arriving after load above the category rows and
 * pushing them down (a layout shift of 0.13 on a phone). A guest, or a session the server no
 * longer knows, gets no row, as in the browser.
 */
export async function prefetchPlayedGames(queryClient: QueryClient, api: AxiosInstance, request: Request) {
  if (!request.headers.get('cookie')?.includes(`${SESSION_COOKIE_NAME}=`)) return;
  await queryClient.prefetchQuery(playedGamesQuery(api));
}
