import { LOCALES, localizePath, splitLocalePath, type Locale } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { browserApi } from '../api/server-api';
import { localesQuery, selectableLocales } from './api';
import { useHost } from './visitor';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AFFILIATE_COOKIE_MAX_AGE_S } from '@casino/contracts';
import { LOCALE_CHOICE, writeCookie } from './cookies';
import { updateLocale } from '../features/auth/api';
import { playerQuery } from '../common/player/player-query';

/**
 * Switches the page to another locale, keeping the path. Offers the locales this host does not
 * hide (ROUTE-05), and disappears when fewer than two remain (SHELL-09).
 */
export function LanguageSelect({ locale, className = '' }: { locale: Locale; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const infos = useQuery(localesQuery(browserApi(), useHost()));
  const player = useQuery(playerQuery(browserApi())).data ?? null;
  const locales = selectableLocales(LOCALES, infos.data, locale);
  if (locales.length < 2) return null;
  const { rest } = splitLocalePath(location.pathname);
  return (
    <div className={`language-select ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value as Locale;
          writeCookie(LOCALE_CHOICE, next, AFFILIATE_COOKIE_MAX_AGE_S * 12);
          // A signed-in player's stored locale follows (ROUTE-06); a failure leaves only the page switched.
          if (player) void updateLocale(browserApi(), next).catch(() => undefined);
          navigate(`${localizePath(next, rest)}${location.search}`);
        }}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`locale.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
