import { QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * Data that is the same for every visitor (front-end config, CMS menus) is fetched once per
 * few seconds for all server renders of this process, instead of once per page view. Never use
 * it for anything that depends on the visitor's session or address.
 */
const shared = new QueryClient({ defaultOptions: { queries: { staleTime: 5_000, gcTime: 60_000, retry: false } } });

/**
 * Puts a public query's data into a render's cache, through the process-wide cache. Once known,
 * data is served at once and refreshed in the background when stale, so no page view waits
 * for a refresh (stale-while-revalidate): only the first render after a cold start or a long
 * idle pause fetches.
 */
export async function prefetchPublic<T, K extends QueryKey>(
  target: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  const known = shared.getQueryData<T>(options.queryKey as QueryKey);
  if (known !== undefined) {
    // Fetches only when stale, one request for all renders; a failure keeps the known data.
    void shared.prefetchQuery(options);
    target.setQueryData<T>(options.queryKey as QueryKey, known);
    return;
  }
  try {
    const data: T = await shared.fetchQuery(options);
    target.setQueryData<T>(options.queryKey as QueryKey, data);
  } catch {
    // Like a prefetch: a failed load leaves the query empty and the page renders without it.
  }
}
