import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requirePromotionPage } from '../features/promotions/page-enabled.server';
import { useLocalePath } from '../i18n/locale';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/rocket-chance';

/** /rocket-chance: redirects to /promotions while its page is off (requirements §promo-2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePromotionPage(context, request, 'rocket-chance');
  return {};
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  metaFromLayout(matches, location.pathname, 'promotions.chance.title', 'promotions.chance.intro');

export default function RocketChance() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className="text-page" aria-labelledby="chance-title">
      <p className="text-page__eyebrow">{t('promotions.brand')}</p>
      <h1 id="chance-title">{t('promotions.chance.title')}</h1>
      <p className="text-page__lead">{t('promotions.chance.intro')}</p>
      <Link className="button button--primary" to={to('/promotions')}>
        {t('promotions.chance.cta')}
      </Link>
    </section>
  );
}
