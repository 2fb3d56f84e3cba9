import { splitLocalePath, type Locale } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HeaderNotices, useHeaderNotices } from '../common/notices/header-notices';
import { LocaleSuggestion } from './locale-suggestion';

/** Whether a path (with or without its locale prefix) is a game page, /play/... */
export function isGamePage(pathname: string): boolean {
  return splitLocalePath(pathname).rest.startsWith('/play/');
}

/**
 * The bars under the header: the locale offer here, the header's own notices (email not
 * confirmed, ...) in the header. On a game page both fold into one line that opens on demand, so
 * the game and its controls fit the screen (docs/decisions/032-game-page-layout.md).
 */
export function ShellNotices({ locale, suggestion }: { locale: Locale; suggestion: Locale | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { notices } = useHeaderNotices();
  const [offerDone, setOfferDone] = useState(false);
  const offer = suggestion && !offerDone && (
    <LocaleSuggestion locale={locale} suggestion={suggestion} onDone={() => setOfferDone(true)} />
  );
  if (!isGamePage(pathname)) return offer || null;
  if (!offer && notices.length === 0) return null;
  return (
    <details className="shell-notices" data-testid="folded-notices">
      <summary>{t('shell.notices.folded')}</summary>
      {offer}
      <HeaderNotices />
    </details>
  );
}
