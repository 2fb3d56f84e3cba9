import { localizePath, splitLocalePath, type Player } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { redirect, type AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server-api';
import { prefetchPublic } from '../../api/shared-queries.server';
import { configQuery } from '../../common/config/api';
import { promotionPageEnabled } from '../../common/feature-flags/flags';

/** The signed-in player's groups, or none for a guest (testers see every promotion page). */
async function groupsOf(context: AppLoadContext, request: Request): Promise<number[]> {
  try {
    return (await serverApi(context, request).get<Player>('/api/player')).data.groups ?? [];
  } catch {
    return [];
  }
}

/** SHOP-01: /rocket-mart redirects to /promotions while its feature page is off (testers see it). */
export async function requireShopEnabled(context: AppLoadContext, request: Request): Promise<void> {
  const queryClient = new QueryClient();
  const options = configQuery(serverApi(context, request), 'manage-promotion-pages');
  await prefetchPublic(queryClient, options);
  const pages = queryClient.getQueryData(options.queryKey)?.pages;
  if (pages?.['rocket-mart'] === true) return;
  const groups = await groupsOf(context, request);
  if (promotionPageEnabled('rocket-mart', pages, groups, { 'all-promotion-pages': false })) return;
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  throw redirect(localizePath(locale, '/promotions'));
}
