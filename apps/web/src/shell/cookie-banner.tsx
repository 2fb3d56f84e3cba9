import { COOKIE_ACCEPTED_MAX_AGE_S } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../i18n/locale';
import { COOKIES_ACCEPTED, writeCookie } from './cookies';

/** The cookie banner (SHELL-07); accepting stores cookies_accepted for one year. Shown until accepted. */
export function CookieBanner({ accepted }: { accepted: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [hidden, setHidden] = useState(accepted);
  if (hidden) return null;
  return (
    <section className="cookie-banner" aria-label={t('shell.cookies.label')}>
      <p>
        {t('shell.cookies.text')} <Link to={to('/cookie-policy')}>{t('shell.cookies.policy')}</Link>
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          writeCookie(COOKIES_ACCEPTED, 'true', COOKIE_ACCEPTED_MAX_AGE_S);
          setHidden(true);
        }}
      >
        {t('shell.cookies.accept')}
      </button>
    </section>
  );
}
