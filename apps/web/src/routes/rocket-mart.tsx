import { splitLocalePath, type CmsPage } from '@casino/contracts';
import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../api/is-http-error';
import { serverApi } from '../api/server-api';
import { isShopTab } from '../features/loyalty/rules';
import { ShopPage } from '../features/loyalty/shop-page';
import { requireShopEnabled } from '../features/loyalty/shop-enabled.server';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/rocket-mart';

/** SHOP-08: the static page with slug rocket-mart, in the page's locale, gives the shop its heading and introduction. */
async function shopContent(context: Route.LoaderArgs['context'], request: Request): Promise<ShopContent | null> {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  try {
    const { data: page } = await serverApi(context, request).get<CmsPage>('/api/cms/pages/rocket-mart', {
      params: { l: locale },
      logCode: 'LOAD_CMS_PAGE_ERROR',
    });
    return page.categories.includes('static') ? { title: page.title, html: page.content } : null;
  } catch (error) {
    if (!isHttpError(error) || error.response?.status !== 404) throw error;
    return null;
  }
}

interface ShopContent {
  title: string;
  html: string;
}

/** The shop is public (guests browse it); the cards load in the browser under skeletons (SHOP-07). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.tab !== undefined && (!isShopTab(params.tab) || params.tab === 'all')) throw data(null, { status: 404 });
  await requireShopEnabled(context, request);
  return data({ content: await shopContent(context, request) }, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  metaFromLayout(matches, location.pathname, 'loyalty.shop.title', 'loyalty.shop.meta_description');

/** /rocket-mart and /rocket-mart/{discounts,freespins,money,special} (SHOP-01, SHOP-02). */
export default function RocketMart({ params, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const tab = isShopTab(params.tab) ? params.tab : 'all';
  const content = loaderData.content;
  return (
    <section className="text-page" aria-labelledby="shop-title">
      <h1 id="shop-title">{content?.title ?? t('loyalty.shop.title')}</h1>
      {content ? (
        // The page's text is authored by staff in the back office and stored as HTML.
        <div className="text-page__lead" data-testid="shop-content" dangerouslySetInnerHTML={{ __html: content.html }} />
      ) : (
        <p className="text-page__lead">{t('loyalty.shop.intro')}</p>
      )}
      <ShopPage tab={tab} />
    </section>
  );
}
