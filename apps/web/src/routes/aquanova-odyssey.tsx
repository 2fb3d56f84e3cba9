import { SESSION_COOKIE_NAME } from '@casino/contracts';
import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serverApi } from '../api/server-api';
import { ActivityHubView } from '../features/promotions/activity-hub';
import { getHub } from '../features/promotions/api';
import { requirePromotionPage } from '../features/promotions/page-enabled.server';
import { metaFromLayout } from './route-meta';
import '../features/promotions/promotions.css';
import type { Route } from './+types/aquanova-odyssey';

/** BANR-15: the activity hub; a guest is asked to sign in; redirects to /promotions while its page is off. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePromotionPage(context, request, 'aquanova-odyssey');
  if (!request.headers.get('cookie')?.includes(`${SESSION_COOKIE_NAME}=`)) return { hub: null };
  const hub = await getHub(serverApi(context, request)).catch(() => null);
  return data({ hub }, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  metaFromLayout(matches, location.pathname, 'promotions.hub.title', 'promotions.hub.intro');

export default function AquanovaOdyssey({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="text-page" aria-labelledby="hub-title">
      <h1 id="hub-title">{t('promotions.hub.title')}</h1>
      <p className="text-page__lead">{t('promotions.hub.intro')}</p>
      <ActivityHubView hub={loaderData.hub} />
    </section>
  );
}
