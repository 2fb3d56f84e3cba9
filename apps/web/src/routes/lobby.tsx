import { HydrationBoundary, QueryClient, dehydrate, useQuery } from '@tanstack/react-query';
import { splitLocalePath } from '@casino/contracts';
import { browserApi, serverApi } from '../api/server-api';
import { prefetchPublic } from '../api/shared-queries.server';
import { configQuery } from '../features/config/api';
import { prefetchLobbyRows } from '../features/games/lobby-prefetch.server';
import { LobbyRows } from '../features/games/lobby-rows';
import { deviceFromUserAgent } from '../features/games/rules';
import { LobbyHero } from '../features/lobby/lobby-hero';
import { CategoryLinks } from '../features/lobby/category-links';
import { RecentWins } from '../features/lobby/recent-wins';
import { useLocale } from '../i18n/locale';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/lobby';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const device = deviceFromUserAgent(request.headers.get('user-agent'));
  const api = serverApi(context, request);
  const queryClient = new QueryClient();
  await Promise.all([
    prefetchPublic(queryClient, configQuery(api, 'banners-config', locale)),
    prefetchLobbyRows(queryClient, api, locale, device),
  ]);
  return { device, dehydratedState: dehydrate(queryClient) };
}

export { samePathKeepsData as shouldRevalidate } from './revalidate';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  metaFromLayout(matches, location.pathname, 'lobby.meta.title', 'lobby.meta.description');

export default function Lobby({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <LobbyContent device={loaderData.device} />
    </HydrationBoundary>
  );
}

function LobbyContent({ device }: { device: 'mobile' | 'desktop' }) {
  const locale = useLocale();
  const banners = useQuery(configQuery(browserApi(), 'banners-config', locale));
  return (
    <div className="lobby">
      <LobbyHero banners={banners.data?.banners ?? []} />
      <LobbyRows device={device} />
      <CategoryLinks />
      <RecentWins />
    </div>
  );
}
