import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { LOBBY_ROW_SIZE, type Category, type Device, type Locale } from '@casino/contracts';
import { prefetchPublic } from '../../api/shared-queries.server';
import { collectionsQuery, gamesPageQuery } from './api';
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
