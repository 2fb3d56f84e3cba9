import { splitLocalePath } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { serverApi } from '../api/server-api';
import { getShowcase } from '../features/promotions/api';
import { AwardsList } from '../features/promotions/showcase';
import { metaFromLayout } from './route-meta';
import '../features/promotions/promotions.css';
import type { Route } from './+types/awards';

/** CMS-10: the literal path /awards, the awards of the casino. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  return { awards: (await getShowcase(serverApi(context, request), locale)).awards };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  metaFromLayout(matches, location.pathname, 'promotions.awards.meta.title', 'promotions.awards.meta.description');

export default function Awards({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="text-page promotions" aria-labelledby="awards-page-title">
      <h1 id="awards-page-title">{t('promotions.awards.meta.title')}</h1>
      <p className="text-page__lead">{t('promotions.awards.intro')}</p>
      {loaderData.awards.length === 0 && <p>{t('promotions.awards.none')}</p>}
      <AwardsList awards={loaderData.awards} headingId="awards-list-title" />
    </section>
  );
}
