import { COOKIE_ACCEPTED_MAX_AGE_S } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../i18n/locale';
import { COOKIES_ACCEPTED, writeCookie } from './cookies';

/**
 * The cookie banner (SHELL-07); accepting stores cookies_accepted for one year. Shown until
 * accepted, floating at the foot of the screen; on a game page it is a compact bar in the page's
 * flow under the header instead, so it never covers the game's controls (the stage fits below it).
 */
export function CookieBanner({ inline, onAccept }: { inline: boolean; onAccept: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className={`cookie-banner${inline ? ' cookie-banner--inline' : ''}`} aria-label={t('shell.cookies.label')}>
      <p>
        {t('shell.cookies.text')} <Link to={to('/cookie-policy')}>{t('shell.cookies.policy')}</Link>
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          writeCookie(COOKIES_ACCEPTED, 'true', COOKIE_ACCEPTED_MAX_AGE_S);
          onAccept();
        }}
      >
        {t('shell.cookies.accept')}
      </button>
    </section>
  );
}
