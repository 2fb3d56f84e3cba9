import { splitLocalePath } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { serverApi } from '../api/server-api';
import { getPromotions, getShowcase } from '../features/promotions/api';
import { PromoList } from '../features/promotions/promo-list';
import { ArticlesList, AwardsList } from '../features/promotions/showcase';
import { metaFromLayout } from './route-meta';
// The promotions pages' styles come with the page, so its server-rendered markup is styled at once.
import '../features/promotions/promotions.css';
import type { Route } from './+types/promotions';

/** BANR-13 CMS-10 CMS-11: the promo items, rendered on the server with what the caller may see, and the awards and articles. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const api = serverApi(context, request);
  const [cards, showcase] = await Promise.all([getPromotions(api, locale).catch(() => []), getShowcase(api, locale)]);
  return { cards, showcase };
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
      <AwardsList awards={loaderData.showcase.awards} headingId="awards-title" />
      <ArticlesList articles={loaderData.showcase.articles} />
    </section>
  );
}
