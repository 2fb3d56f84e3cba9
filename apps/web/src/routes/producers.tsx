import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import { data } from 'react-router';
import { serverApi } from '../api/server-api';
import { prefetchPublic } from '../api/shared-queries.server';
import { providersQuery } from '../features/games/api';
import { ProviderIndex } from '../features/games/provider-index';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/producers';

/**
 * /producers: the provider index, rendered on the server with the providers list (through the
 * renders' shared cache). When the list cannot be read the page answers 503 with the list's error
 * text, like a provider page whose existence cannot be checked (docs/decisions/022-game-catalogue.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const providers = providersQuery(serverApi(context, request));
  await prefetchPublic(queryClient, providers);
  const status = queryClient.getQueryData(providers.queryKey) ? 200 : 503;
  return data({ dehydratedState: dehydrate(queryClient) }, { status });
}

export { samePathKeepsData as shouldRevalidate } from './revalidate';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  metaFromLayout(matches, location.pathname, 'games.producers.meta_title', 'games.producers.meta_description');

export default function Producers({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ProviderIndex />
    </HydrationBoundary>
  );
}
