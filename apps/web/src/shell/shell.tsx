import { useQuery } from '@tanstack/react-query';
import type { ClientContext, Locale } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { browserApi } from '../api/server-api';
import { configQuery } from '../features/config/api';
import { useRealtime } from '../realtime/use-realtime';
import { usePlayer } from './player';
import { useAuthErrorHandler } from '../features/auth/use-auth-error';
import { AuCard, showsAuCard } from './au-card';
import { BottomBar } from './bottom-bar';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { installGlobalErrorLog } from './global-errors';
import { GlobalLoader } from './global-loader';
import { Header } from './header';
import { HeaderNoticesProvider } from './header-notices';
import { LocaleSuggestion, suggestedLocale } from './locale-suggestion';
import { PopupsHost } from './popups/popups-host';
import { Sidebar } from './sidebar';
import { ToastProvider } from './toasts';
import { useAffiliateCookies } from './use-affiliate';
import { useEmbedMessages } from './use-embed';
import { useGeoGuard } from './use-geo-guard';
import { useHashLinks } from './use-hash-links';
import { useIdleTitle } from './use-idle-title';
import { HostContext, VisitorProvider } from './visitor';

/** Cookies the server read from the page request, so the first render already knows them. */
export interface ShellCookies {
  cookiesAccepted: boolean;
  auApproved: boolean;
  localeChoice: string | null;
}

interface ShellProps {
  locale: Locale;
  visitor: ClientContext | null;
  cookies: ShellCookies;
  /** The host the visitor asked for: some locales are hidden on some hosts. */
  host: string;
  children: React.ReactNode;
}

/** The frame of every page: header, content, footer, bottom bar, sidebar, popups, toasts and banners. */
export function Shell(props: ShellProps) {
  return (
    <HostContext.Provider value={props.host}>
      <VisitorProvider value={props.visitor}>
        <ToastProvider>
          <HeaderNoticesProvider>
            <Frame {...props} />
          </HeaderNoticesProvider>
        </ToastProvider>
      </VisitorProvider>
    </HostContext.Provider>
  );
}

function Frame({ locale, visitor, cookies, children }: Omit<ShellProps, 'host'>) {
  const { t } = useTranslation();
  const location = useLocation();
  const [sidebarPath, setSidebarPath] = useState<string | null>(null);
  // The sidebar belongs to the page it was opened on: a route change closes it.
  const sidebarOpen = sidebarPath === location.pathname;
  const betting = useQuery(configQuery(browserApi(), 'betting-config'));
  const player = usePlayer();
  useRealtime(player?.id ?? null);
  useAuthErrorHandler();
  useIdleTitle();
  useHashLinks(betting.data?.url);
  useEmbedMessages();
  useAffiliateCookies();
  useGeoGuard();
  useEffect(() => installGlobalErrorLog(), []);
  const suggestion = suggestedLocale(locale, visitor?.default_locale, cookies.localeChoice);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skip_to_content')}
      </a>
      <GlobalLoader />
      <Header locale={locale} />
      {suggestion && <LocaleSuggestion locale={locale} suggestion={suggestion} />}
      {showsAuCard(visitor?.country, cookies.auApproved) && <AuCard />}
      <main id="main" className="shell__main" tabIndex={-1}>
        {children}
      </main>
      <Footer locale={locale} />
      <BottomBar sidebarOpen={sidebarOpen} onMenu={() => setSidebarPath(location.pathname)} />
      {sidebarOpen && <Sidebar locale={locale} onClose={() => setSidebarPath(null)} />}
      <CookieBanner accepted={cookies.cookiesAccepted} />
      <PopupsHost />
    </div>
  );
}
