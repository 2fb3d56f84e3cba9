import { splitLocalePath } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { serverApi } from '../api/server-api';
import { getPromotions } from '../features/promotions/api';
import { PromoList } from '../features/promotions/promo-list';
import { metaFromLayout } from './route-meta';
// The promotions pages' styles come with the page, so its server-rendered markup is styled at once.
import '../features/promotions/promotions.css';
import type { Route } from './+types/promotions';

/** BANR-13: the promo items, rendered on the server with what the caller may see. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  return { cards: await getPromotions(serverApi(context, request), locale).catch(() => []) };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  metaFromLayout(matches, location.pathname, 'promotions.meta.title', 'promotions.meta.description');

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="text-page promotions" aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('promotions.title')}</h1>
      <p className="text-page__lead">{t('promotions.intro')}</p>
      <PromoList cards={loaderData.cards} />
    </section>
  );
}
