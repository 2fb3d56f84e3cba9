import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WheelPage } from '../features/wheels/wheel-page';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/rocketmart-wheel';

/** Public: guests see the wheel and Registration; the boxes load in the browser. */
export async function loader() {
  return data({}, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  metaFromLayout(matches, location.pathname, 'wheels.rocketmart.title', 'wheels.meta_description');

/** /rocketmart-wheel (WHEEL-01). */
export default function RocketmartWheel() {
  const { t } = useTranslation();
  return (
    <section className="text-page" aria-labelledby="wheel-title">
      <h1 id="wheel-title">{t('wheels.rocketmart.title')}</h1>
      <p className="text-page__lead">{t('wheels.rocketmart.intro')}</p>
      <WheelPage slug="rocketmart" />
    </section>
  );
}
