import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VipPage } from '../features/vip/vip-page';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/rocketplay-vipclub';

/** Public: guests see the statuses and the comparison; the player's progress loads in the browser. */
export async function loader() {
  return data({}, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  metaFromLayout(matches, location.pathname, 'vip.title', 'vip.meta_description');

/** /rocketplay-vipclub (VIP-01): the statuses, the progress, the comparison and the quarterly expiry. */
export default function RocketplayVipclub() {
  const { t } = useTranslation();
  return (
    <section className="text-page" aria-labelledby="vip-title">
      <h1 id="vip-title">{t('vip.title')}</h1>
      <p className="text-page__lead">{t('vip.intro')}</p>
      <VipPage />
    </section>
  );
}
