import { QueryClient, dehydrate } from '@tanstack/react-query';
import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { splitLocalePath, type Category, type Provider } from '@casino/contracts';
import { serverApi } from '../../api/server-api';
import { prefetchPublic } from '../../api/shared-queries.server';
import { collectionsQuery, providersQuery } from './api';
import { prefetchGamesList } from './prefetch.server';
import { categoryFromPath, deviceFromUserAgent, filterFor } from './rules';

/**
 * A catalogue page for the server render: which list it is, its title (a category's translated
 * title or a provider's name; the main page's comes from the messages) and its first page of
 * games. An unknown category or provider answers 404 (the page renders the not-found view);
 * when the providers or collections cannot be read, whether the page exists is not known, so it
 * answers 503 with the list's error text rather than a 404 a crawler or a player would believe.
 */
export async function loadCategoryPage(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const { locale, rest } = splitLocalePath(url.pathname);
  const target = categoryFromPath(rest);
  const device = deviceFromUserAgent(request.headers.get('user-agent'));
  const notFound = () => data({ found: false as const, unavailable: false }, { status: 404 });
  const unavailable = () => data({ found: false as const, unavailable: true }, { status: 503 });
  if (!target || target.kind === 'favourites') return notFound();

  const api = serverApi(context, request);
  const queryClient = new QueryClient();
  let title: string | null = null;
  if (target.kind === 'producer') {
    const providers = providersQuery(api);
    await prefetchPublic(queryClient, providers);
    const known = queryClient.getQueryData<Provider[]>(providers.queryKey);
    if (!known) return unavailable();
    title = known.find((p) => p.slug === target.slug)?.title ?? null;
  } else if (target.kind !== 'main') {
    const collections = collectionsQuery(api, locale);
    await prefetchPublic(queryClient, collections);
    const known = queryClient.getQueryData<Category[]>(collections.queryKey);
    if (!known) return unavailable();
    title = known.find((c) => c.slug === target.slug)?.title ?? null;
  }
  if (target.kind !== 'main' && title === null) return notFound();
  await prefetchGamesList(queryClient, api, filterFor(target), device, target.page);
  return data({ found: true as const, target, title, device, dehydratedState: dehydrate(queryClient) });
}
