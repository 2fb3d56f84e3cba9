import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../i18n/locale';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/benefits-of-crypto';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  metaFromLayout(matches, location.pathname, 'shell.crypto.title', 'shell.crypto.intro');

const POINTS = ['speed', 'fees', 'privacy', 'limits'] as const;

/** /benefits-of-crypto (ROUTE-14): why paying with crypto helps, and the way to the cashbox. */
export default function BenefitsOfCrypto() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <article className="text-page">
      <h1>{t('shell.crypto.title')}</h1>
      <p className="text-page__lead">{t('shell.crypto.intro')}</p>
      <ul className="benefits">
        {POINTS.map((point) => (
          <li key={point} className="benefit">
            <h2>{t(`shell.crypto.${point}.title`)}</h2>
            <p>{t(`shell.crypto.${point}.text`)}</p>
          </li>
        ))}
      </ul>
      <Link className="button button--primary" to={to('/#sign-up')}>
        {t('shell.crypto.cta')}
      </Link>
    </article>
  );
}
