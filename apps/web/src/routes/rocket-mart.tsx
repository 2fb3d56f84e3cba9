import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isShopTab } from '../features/loyalty/rules';
import { ShopPage } from '../features/loyalty/shop-page';
import { requireShopEnabled } from '../features/loyalty/shop-enabled.server';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/rocket-mart';

/** The shop is public (guests browse it); the cards load in the browser under skeletons (SHOP-07). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.tab !== undefined && (!isShopTab(params.tab) || params.tab === 'all')) throw data(null, { status: 404 });
  await requireShopEnabled(context, request);
  return data({}, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  metaFromLayout(matches, location.pathname, 'loyalty.shop.title', 'loyalty.shop.meta_description');

/** /rocket-mart and /rocket-mart/{discounts,freespins,money,special} (SHOP-01, SHOP-02). */
export default function RocketMart({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const tab = isShopTab(params.tab) ? params.tab : 'all';
  return (
    <section className="text-page" aria-labelledby="shop-title">
      <h1 id="shop-title">{t('loyalty.shop.title')}</h1>
      <p className="text-page__lead">{t('loyalty.shop.intro')}</p>
      <ShopPage tab={tab} />
    </section>
  );
}
