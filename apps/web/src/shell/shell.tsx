import type { Locale } from '@casino/contracts';
import { Component, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLimitsInShell } from '../features/limits/use-limits-shell';
import { usePwa } from '../features/pwa/use-pwa';
import { usePopup } from '../common/popups/use-popup';
import { useToasts } from '../common/notices/toasts';
import { usePlayer } from '../common/player/use-player';
import { useAuthErrorHandler } from '../features/auth/use-auth-error';
import { emailNotice, unconfirmedEmail } from '../features/auth/use-email-notice';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../api/server-api';
import { playerQuery } from '../common/player/player-query';
import { AuCard, showsAuCard } from './au-card';
import { BottomBar } from './bottom-bar';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { installGlobalErrorLog } from './global-errors';
import { isTracedLoad } from './trace-sample';
import { GlobalLoader } from './global-loader';
import { Header } from './header';
import { HeaderNoticesProvider } from '../common/notices/header-notices';
import { suggestedLocale } from './locale-suggestion';
import { ShellNotices, isGamePage } from './shell-notices';
import { ToastProvider } from '../common/notices/toasts';
import { holdReady } from './ready';
import { useHydrated } from '../common/hooks/use-hydrated';
import { HostContext, VisitorProvider, type PageVisitor } from './visitor';

// Parts a first page view does not need load on their own: the sidebar when opened, the
// restricted frame for a blocked session, and after hydration the notifications feed, the
// reality check and the timed widgets (these three bring zod, which checks what they read).
const Sidebar = lazy(() => import('./sidebar').then((m) => ({ default: m.Sidebar })));
const RestrictedFrame = lazy(() => import('../features/limits/restricted-frame').then((m) => ({ default: m.RestrictedFrame })));
const RealityCheck = lazy(() => import('../features/limits/reality-check').then((m) => ({ default: m.RealityCheck })));
const TimedWidgets = lazy(() => import('./timed-widgets-host'));
const NotificationsBridge = lazy(() => import('./notifications-bridge'));
const GiftsBridge = lazy(() => import('./gifts-bridge'));
const JackpotWinPopup = lazy(() => import('../features/jackpots/win-popup'));
const LotteryWinNotice = lazy(() => import('../features/lotteries/win-notice'));
const TournamentWinNotice = lazy(() => import('../features/tournaments/win-notice'));
// One file for the four corner widgets: fewer preload entries in the first load.
const WidgetDocks = lazy(() => import('./widget-docks'));
const SessionTimer = lazy(() => import('../features/limits/session-timer').then((m) => ({ default: m.SessionTimer })));
const DeferredEffects = lazy(() => import('./deferred-effects'));

let releaseReady: (() => void) | null = null;
const nothing = () => undefined;
const NO_GROUPS: number[] = [];
/**
 * Holds the page's interactive mark (ready.ts) from the shell's first render in the browser until
 * its deferred effects have run; later renders and other frames hold nothing.
 */
function useReadyHold(): () => void {
  if (typeof window !== 'undefined') releaseReady ??= holdReady();
  return releaseReady ?? nothing;
}
// The popups' host (and the registry of every popup) renders nothing before hydration anyway.
const PopupsHost = lazy(() => import('./popups/popups-host').then((m) => ({ default: m.PopupsHost })));

/** Cookies the server read from the page request, so the first render already knows them. */
interface ShellCookies {
  cookiesAccepted: boolean;
  auApproved: boolean;
  localeChoice: string | null;
}

interface ShellProps {
  locale: Locale;
  visitor: PageVisitor | null;
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
          <FirstNotices>
            <Frame {...props} />
          </FirstNotices>
        </ToastProvider>
      </VisitorProvider>
    </HostContext.Provider>
  );
}

/**
 * The header notices the page request already tells (an unconfirmed email), in the server's HTML:
 * inserted after load they would push the language offer and the page down (CLS,
 * docs/decisions/041-reflow.md).
 */
function FirstNotices({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { show } = useToasts();
  const email = unconfirmedEmail(useQuery(playerQuery(browserApi())).data);
  return <HeaderNoticesProvider initial={email ? [emailNotice(t, email, show)] : []}>{children}</HeaderNoticesProvider>;
}

function Frame({ locale, visitor, cookies, children }: Omit<ShellProps, 'host'>) {
  const { t } = useTranslation();
  const location = useLocation();
  const [sidebarPath, setSidebarPath] = useState<string | null>(null);
  // The sidebar belongs to the page it was opened on: a route change closes it.
  const sidebarOpen = sidebarPath === location.pathname;
  const player = usePlayer();
  const groups = useQuery(playerQuery(browserApi())).data?.groups ?? NO_GROUPS;
  const toasts = useToasts();
  const announce = useCallback((text: string) => toasts.show({ id: 'notification', kind: 'info', text }), [toasts]);
  const announceGift = useCallback((text: string) => toasts.show({ id: 'gift', kind: 'info', text }), [toasts]);
  const announceLottery = useCallback((text: string) => toasts.show({ id: 'lottery', kind: 'info', text }), [toasts]);
  const announceTournament = useCallback((text: string) => toasts.show({ id: 'tournament', kind: 'info', text }), [toasts]);
  const hydrated = useHydrated();
  const ready = useReadyHold();
  usePwa(locale, player?.id ?? null);
  const popup = usePopup();
  useAuthErrorHandler();
  useEffect(() => installGlobalErrorLog(), []);
  useEffect(() => {
    if (isTracedLoad()) void import('./page-trace').then((trace) => trace.tracePageLoad());
  }, []);
  // LIM-10: signed in during a cooling-off or self-exclusion, the player sees only the notice, balance and withdrawal.
  const block = useLimitsInShell();
  const suggestion = suggestedLocale(locale, visitor?.default_locale, cookies.localeChoice);
  // Kept here, not in the banner: the banner moves between two places (see CookieBanner).
  const [cookiesAccepted, setCookiesAccepted] = useState(cookies.cookiesAccepted);
  const gamePage = isGamePage(location.pathname);
  const cookieBanner = !cookiesAccepted && <CookieBanner inline={gamePage} onAccept={() => setCookiesAccepted(true)} />;
  if (player && block) {
    return (
      <>
        <Suspense fallback={null}>
          <RestrictedFrame
            block={block}
            player={player}
            popups={
              hydrated && (
                <Deferred>
                  <PopupsHost />
                </Deferred>
              )
            }
          >
            {children}
          </RestrictedFrame>
        </Suspense>
        {hydrated && (
          <>
            <Deferred>
              <DeferredEffects playerId={player.id} onMounted={ready} />
            </Deferred>
            <Deferred>
              <NotificationsBridge playerId={player.id} announce={announce} />
            </Deferred>
          </>
        )}
      </>
    );
  }
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skip_to_content')}
      </a>
      <GlobalLoader />
      <Header locale={locale} notices={!gamePage} />
      {hydrated && (
        <Deferred>
          <SessionTimer player={player} />
        </Deferred>
      )}
      <ShellNotices locale={locale} suggestion={suggestion} />
      {gamePage && cookieBanner}
      {showsAuCard(visitor?.country, cookies.auApproved) && <AuCard />}
      <main id="main" className="shell__main" tabIndex={-1}>
        {children}
      </main>
      <Footer locale={locale} />
      <BottomBar sidebarOpen={sidebarOpen} onMenu={() => setSidebarPath(location.pathname)} />
      {sidebarOpen && (
        <Suspense fallback={null}>
          <Sidebar locale={locale} onClose={() => setSidebarPath(null)} />
        </Suspense>
      )}
      {!gamePage && cookieBanner}
      {hydrated && (
        <>
          <Deferred>
            <DeferredEffects playerId={player?.id ?? null} onMounted={ready} />
          </Deferred>
          <Deferred>
            <PopupsHost />
          </Deferred>
          <Deferred>
            <NotificationsBridge playerId={player?.id ?? null} announce={announce} />
          </Deferred>
          <Deferred>
            <GiftsBridge playerId={player?.id ?? null} announce={announceGift} />
          </Deferred>
          {player && (
            <Deferred>
              <JackpotWinPopup />
              <LotteryWinNotice announce={announceLottery} />
              <TournamentWinNotice announce={announceTournament} />
            </Deferred>
          )}
          {player && (
            <Deferred>
              <WidgetDocks groups={groups} />
            </Deferred>
          )}
          {player && (
            <Deferred>
              <RealityCheck signedIn />
            </Deferred>
          )}
          <Deferred>
            <TimedWidgets popup={popup.current} openPopup={popup.open} />
          </Deferred>
        </>
      )}
    </div>
  );
}

/**
 * A part loaded on its own, shown once its code is in; each has its own boundary, so one loading
 * hides no other, and one whose code fails to load leaves the page as it is.
 */
function Deferred({ children }: { children: React.ReactNode }) {
  return (
    <DeferredErrorBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </DeferredErrorBoundary>
  );
}

class DeferredErrorBoundary extends Component<{ children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(JSON.stringify({ code: 'DEFERRED_PART_ERROR', message: String(error) }));
    // A part that cannot load must not keep the page from counting as interactive.
    releaseReady?.();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
