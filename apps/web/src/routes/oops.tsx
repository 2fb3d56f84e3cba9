import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../i18n/locale';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/oops';

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'shell.oops.title', 'shell.oops.text'),
  { name: 'robots', content: 'noindex' },
];

/** /oops (ROUTE-15): where a visitor who declined the Australian confirmation, or cannot play here, lands. */
export default function Oops() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className="not-found" aria-labelledby="oops-title">
      <h1 id="oops-title">{t('shell.oops.title')}</h1>
      <p>{t('shell.oops.text')}</p>
      <Link className="button button--primary" to={to('/responsible-gaming')}>
        {t('shell.oops.link')}
      </Link>
    </section>
  );
}
