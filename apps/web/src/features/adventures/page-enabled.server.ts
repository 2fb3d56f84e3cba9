import { localizePath, splitLocalePath, type Player } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { redirect, type AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server-api';
import { prefetchPublic } from '../../api/shared-queries.server';
import { configQuery } from '../../common/config/api';
import { promotionPageEnabled } from '../../common/feature-flags/flags';

/** /rocketplay-adventure redirects to /promotions while its promotion page is off (testers see it). */
export async function requireAdventureEnabled(context: AppLoadContext, request: Request, player: Player): Promise<void> {
  const queryClient = new QueryClient();
  const options = configQuery(serverApi(context, request), 'manage-promotion-pages');
  await prefetchPublic(queryClient, options);
  const pages = queryClient.getQueryData(options.queryKey)?.pages;
  if (promotionPageEnabled('rocketplay-adventure', pages, player.groups ?? [], { 'all-promotion-pages': false })) return;
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  throw redirect(localizePath(locale, '/promotions'));
}
