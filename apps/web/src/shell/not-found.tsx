import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../i18n/locale';

export function NotFound() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('error.not_found.title')}</h1>
      <p>{t('error.not_found.text')}</p>
      <Link className="button button--primary" to={to('/')}>
        {t('error.not_found.home')}
      </Link>
    </section>
  );
}
