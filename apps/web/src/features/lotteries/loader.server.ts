import type { Lottery, LotteryStatus, Player } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server-api';
import { prefetchPublic } from '../../api/shared-queries.server';
import { configQuery } from '../../common/config/api';
import { promotionPageEnabled } from '../../common/feature-flags/flags';
import { fetchLotteries, fetchLottery, fetchLotteryStatus } from './api';

/** The lottery page's data: the lottery and the caller's tickets (null for a guest); undefined when unknown (404), null when unreadable (503). */
export async function loadLotteryPage(
  context: AppLoadContext,
  request: Request,
  slug: string,
): Promise<{ lottery: Lottery; status: LotteryStatus | null } | null | undefined> {
  const api = serverApi(context, request);
  try {
    const lottery = await fetchLottery(api, slug);
    if (!lottery) return undefined;
    return { lottery, status: await fetchLotteryStatus(api, lottery.id) };
  } catch {
    return null;
  }
}

/** The lotteries the caller may see, or null when they cannot be read. */
export async function loadLotteries(context: AppLoadContext, request: Request): Promise<Lottery[] | null> {
  return fetchLotteries(serverApi(context, request)).catch(() => null);
}

/** TOUR-02: whether the lotteries feature page is on for this visitor (testers see it). */
export async function lotteriesEnabled(context: AppLoadContext, request: Request): Promise<boolean> {
  const api = serverApi(context, request);
  const queryClient = new QueryClient();
  const options = configQuery(api, 'manage-promotion-pages');
  await prefetchPublic(queryClient, options);
  const pages = queryClient.getQueryData(options.queryKey)?.pages;
  if (pages?.lotteries === true) return true;
  const groups = await api
    .get<Player>('/api/player')
    .then((res) => res.data.groups ?? [])
    .catch(() => []);
  return promotionPageEnabled('lotteries', pages, groups, { 'all-promotion-pages': false });
}
