import { localizePath, splitLocalePath, type Locale } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_CHOICE, writeCookie } from './cookies';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The country's locale is offered, never forced (docs/decisions/002): only when it differs and no choice is remembered. */
export function suggestedLocale(current: Locale, countryDefault: Locale | undefined, remembered: string | null): Locale | null {
  if (!countryDefault || remembered || countryDefault === current) return null;
  return countryDefault;
}

/** The offer of the country's locale; `onDone` takes it away once the visitor has chosen. */
export function LocaleSuggestion({ locale, suggestion, onDone }: { locale: Locale; suggestion: Locale; onDone: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const remember = (choice: Locale) => {
    writeCookie(LOCALE_CHOICE, choice, ONE_YEAR_S);
    onDone();
  };
  return (
    <section className="locale-suggestion" aria-label={t('shell.language')}>
      <p lang={suggestion}>{t('shell.locale_suggestion', { language: t(`locale.${suggestion}`) })}</p>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          remember(suggestion);
          navigate(`${localizePath(suggestion, splitLocalePath(location.pathname).rest)}${location.search}`);
        }}
      >
        {t('shell.locale_switch')}
      </button>
      <button type="button" className="link-button" onClick={() => remember(locale)}>
        {t('shell.locale_stay')}
      </button>
    </section>
  );
}
