import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { GAMES_PAGE_SIZE, type Device, type GamesPage } from '@casino/contracts';
import { prefetchPublic } from '../../api/shared-queries.server';
import { gamesListQuery, gamesPageQuery, type GamesListFilter } from './api';

/**
 * Puts the first page of a category list into a render's cache as the infinite list the page
 * reads, through the process-wide cache of public data (the catalogue is the same for everyone).
 */
export async function prefetchGamesList(
  queryClient: QueryClient,
  api: AxiosInstance,
  filter: GamesListFilter,
  device: Device,
  firstPage: number,
): Promise<void> {
  const page = gamesPageQuery(api, filter, device, GAMES_PAGE_SIZE, firstPage);
  await prefetchPublic(queryClient, page);
  const first = queryClient.getQueryData<GamesPage>(page.queryKey);
  queryClient.removeQueries({ queryKey: page.queryKey, exact: true });
  if (!first) return;
  queryClient.setQueryData(gamesListQuery(api, filter, device, firstPage).queryKey, {
    pages: [first],
    pageParams: [firstPage],
  });
}
