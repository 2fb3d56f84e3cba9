import { SESSION_COOKIE_NAME, type Locale } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { prefetchPublic } from '../../api/shared-queries.server';
import { bannersQuery } from './banners';

/**
 * The lobby's banners for a server render: a guest's are the same for every guest (one shared
 * fetch for all renders, and the page stays in the guest page cache); a player's are their own.
 * A guest's are at most as old as the guest page cache's TTL: what an operator publishes or takes
 * down shows on a guest's next page load once the cached page has expired (GUEST_BANNERS_FRESH_MS).
 */
const GUEST_BANNERS_FRESH_MS = 5_000;

export async function prefetchBanners(queryClient: QueryClient, api: AxiosInstance, request: Request, locale: Locale) {
  const query = bannersQuery(api, locale);
  if (request.headers.get('cookie')?.includes(`${SESSION_COOKIE_NAME}=`)) await queryClient.prefetchQuery(query);
  else await prefetchPublic(queryClient, { ...query, staleTime: GUEST_BANNERS_FRESH_MS }, { waitWhenStale: true });
}
