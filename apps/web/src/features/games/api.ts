import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  CATEGORY_MAX_PAGE,
  FAVORITES_FULL_TYPE,
  FAVORITES_IDS_TYPE,
  GAMES_PAGE_SIZE,
  type Category,
  type Device,
  type Game,
  type GamesFilterRequest,
  type GamesPage,
  type Locale,
  type Provider,
} from '@casino/contracts';

/** What a list asks games_filter for: a category (strategy OR), a provider, or everything. */
export interface GamesListFilter {
  categories?: string[];
  providers?: string[];
  title?: string;
  /** Live-dealer games only (true) or none of them (false): the /live and /pokies pages. */
  live?: boolean;
}

export const gamesKeys = {
  all: ['games'] as const,
  list: (filter: GamesListFilter, device: Device, firstPage: number) =>
    [...gamesKeys.all, 'list', filter, device, firstPage] as const,
  page: (filter: GamesListFilter, device: Device, pageSize: number, page: number) =>
    [...gamesKeys.all, 'page', filter, device, pageSize, page] as const,
  search: (title: string, device: Device) => [...gamesKeys.all, 'search', title, device] as const,
  collections: (locale: Locale) => [...gamesKeys.all, 'collections', locale] as const,
  providers: ['games', 'providers'] as const,
  favouriteIds: ['player', 'favorite-games', 'ids'] as const,
  favouriteGames: ['player', 'favorite-games', 'full'] as const,
  played: ['player', 'played-games'] as const,
};

/** POST /api/games_filter (GAME-08): one page of the paged list. */
async function filterGames(
  api: AxiosInstance,
  filter: GamesListFilter,
  device: Device,
  page: number,
  pageSize: number = GAMES_PAGE_SIZE,
  logCode?: string,
): Promise<GamesPage> {
  const body: GamesFilterRequest = {
    device,
    filter: {
      ...(filter.title ? { title: filter.title } : {}),
      ...(filter.providers ? { providers: filter.providers } : {}),
      ...(filter.categories ? { categories: { identifiers: filter.categories, strategy: 'OR' } } : {}),
      ...(filter.live !== undefined ? { live: filter.live } : {}),
    },
    page,
    page_size: pageSize,
  };
  // A search sent as POST: safe to send again after a timeout.
  const { data } = await api.post<GamesPage>('/api/games_filter', body, { idempotent: true, ...(logCode ? { logCode } : {}) });
  return data;
}

/** One page, cached on its own: what the server render prefetches and the lobby rows show. */
export function gamesPageQuery(api: AxiosInstance, filter: GamesListFilter, device: Device, pageSize: number, page = 1) {
  return queryOptions({
    queryKey: gamesKeys.page(filter, device, pageSize, page),
    queryFn: () => filterGames(api, filter, device, page, pageSize),
    staleTime: 60_000,
  });
}

/** A category list read page by page, up to page 100 (GAME-09, CONST-03). */
export function gamesListQuery(api: AxiosInstance, filter: GamesListFilter, device: Device, firstPage = 1) {
  return infiniteQueryOptions({
    queryKey: gamesKeys.list(filter, device, firstPage),
    queryFn: ({ pageParam }) => filterGames(api, filter, device, pageParam, GAMES_PAGE_SIZE),
    initialPageParam: firstPage,
    getNextPageParam: (last: GamesPage) => {
      const next = last.pagination.next_page;
      return next !== null && next <= CATEGORY_MAX_PAGE ? next : undefined;
    },
    staleTime: 60_000,
  });
}

/** GET /api/games/collections?l: the categories with their translated titles. */
export function collectionsQuery(api: AxiosInstance, locale: Locale) {
  return queryOptions({
    queryKey: gamesKeys.collections(locale),
    queryFn: async () => (await api.get<Category[]>('/api/games/collections', { params: { l: locale } })).data,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/games/providers (rethrows on failure, GAME-11). */
export function providersQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: gamesKeys.providers,
    queryFn: async () => (await api.get<Provider[]>('/api/games/providers')).data,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/player/favorite_games, ids only (GAME-16): what every tile's toggle reads. */
export function favouriteIdsQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: gamesKeys.favouriteIds,
    queryFn: async () =>
      (await api.get<number[]>('/api/player/favorite_games', { headers: { 'accept-client': FAVORITES_IDS_TYPE } })).data,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/player/favorite_games, full games: the /favorite-games page. */
export function favouriteGamesQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: gamesKeys.favouriteGames,
    queryFn: async () =>
      (await api.get<Game[]>('/api/player/favorite_games', { headers: { 'accept-client': FAVORITES_FULL_TYPE } })).data,
    staleTime: 30_000,
  });
}

/** GET /api/player/played_games (GAME-27): the player's last games, loaded once signed in. */
export function playedGamesQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: gamesKeys.played,
    queryFn: async () => (await api.get<Game[]>('/api/player/played_games')).data,
    staleTime: 60_000,
  });
}

/** PUT or DELETE /api/player/favorite_games/{id}. */
export async function setFavourite(api: AxiosInstance, gameId: number, favourite: boolean): Promise<void> {
  const path = `/api/player/favorite_games/${gameId}`;
  if (favourite) await api.put(path);
  else await api.delete(path);
}

/**
 * The search popup's title search, page by page like a category (the count is the server's
 * `total_count`, the rest loads as the player scrolls). A failed page is logged as
 * LOAD_FOUND_GAMES_ERROR and is null (GAME-26): a failed first page shows nothing, a failed later
 * page ends the list.
 */
export function searchQuery(api: AxiosInstance, title: string, device: Device, enabled: boolean) {
  return infiniteQueryOptions({
    queryKey: gamesKeys.search(title, device),
    queryFn: async ({ pageParam }): Promise<GamesPage | null> => {
      try {
        return await filterGames(api, { title }, device, pageParam, GAMES_PAGE_SIZE, 'LOAD_FOUND_GAMES_ERROR');
      } catch {
        return null;
      }
    },
    initialPageParam: 1,
    getNextPageParam: (last: GamesPage | null) => {
      const next = last?.pagination.next_page ?? null;
      return next !== null && next <= CATEGORY_MAX_PAGE ? next : undefined;
    },
    enabled,
    staleTime: 60_000,
  });
}
