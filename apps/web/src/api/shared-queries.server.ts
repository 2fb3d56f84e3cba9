import { QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * Data that is the same for every visitor (front-end config, CMS menus) is fetched once per
 * few seconds for all server renders of this process, instead of once per page view. Never use
 * it for anything that depends on the visitor's session or address.
 */
const shared = new QueryClient({ defaultOptions: { queries: { staleTime: 5_000, gcTime: 60_000, retry: false } } });

/**
 * `waitWhenStale`: data an operator changes and expects live on the next page load (the banners)
 * is fetched again before the render once it is older than its staleTime, instead of refreshed
 * behind it. The guest page cache still renders a page at most once per its TTL, so this costs
 * one in-process call per few seconds, not one per page view.
 */
interface PublicPrefetchOptions {
  waitWhenStale?: boolean;
}

/** Whether the shared copy is older than the query's staleTime (or missing). */
function isStale(options: { queryKey: QueryKey; staleTime?: unknown }): boolean {
  const staleTime = typeof options.staleTime === 'number' ? options.staleTime : 5_000;
  return shared.getQueryCache().find({ queryKey: options.queryKey })?.isStaleByTime(staleTime) ?? true;
}

/**
 * Puts a public query's data into a render's cache, through the process-wide cache. Once known,
 * data is served at once and refreshed in the background when stale, so no page view waits
 * for a refresh (stale-while-revalidate): only the first render after a cold start or a long
 * idle pause fetches.
 */
export async function prefetchPublic<T, K extends QueryKey>(
  target: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
  { waitWhenStale = false }: PublicPrefetchOptions = {},
): Promise<void> {
  const known = shared.getQueryData<T>(options.queryKey as QueryKey);
  if (known !== undefined && !(waitWhenStale && isStale(options))) {
    // Fetches only when stale, one request for all renders; a failure keeps the known data.
    void shared.prefetchQuery(options);
    target.setQueryData<T>(options.queryKey as QueryKey, known);
    return;
  }
  try {
    const data: T = await shared.fetchQuery(options);
    target.setQueryData<T>(options.queryKey as QueryKey, data);
  } catch {
    // Like a prefetch: a failed load leaves the query empty (or as it was known) and the page renders.
    if (known !== undefined) target.setQueryData<T>(options.queryKey as QueryKey, known);
  }
}
