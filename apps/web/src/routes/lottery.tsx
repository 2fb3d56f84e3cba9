import { data } from 'react-router';
import { loadLotteryPage } from '../features/lotteries/loader.server';
import { LotteryPage } from '../features/lotteries/lottery-page';
import { NotFound } from '../shell/not-found';
import { metaFromLayout, notFoundMeta } from './route-meta';
import type { Route } from './+types/lottery';

/** /lottery/{slug} (LOTT-01): the lottery by its frontend_identifier with the caller's tickets; 404 when unknown or hidden. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await loadLotteryPage(context, request, params.slug);
  const headers = { 'cache-control': 'private, no-store' };
  if (page === undefined) return data({ page: null }, { status: 404, headers });
  if (page === null) return data({ page: null }, { status: 503, headers });
  return data({ page }, { headers });
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) =>
  loaderData?.page
    ? metaFromLayout(
        matches,
        location.pathname,
        'lotteries.title',
        'lotteries.meta_description',
        {},
        loaderData.page.lottery.title,
      )
    : notFoundMeta(matches);

export default function LotteryRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <NotFound />;
  return <LotteryPage lottery={loaderData.page.lottery} status={loaderData.page.status} />;
}
