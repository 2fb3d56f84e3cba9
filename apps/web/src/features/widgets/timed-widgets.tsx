import './widgets.css';
import { useQuery } from '@tanstack/react-query';
import { GROUPS, splitLocalePath, type Notification } from '@casino/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { browserApi } from '../../api/server-api';
import { playerQuery } from '../../common/player/player-query';
import { configQuery } from '../../common/config/api';
import { useFeatureFlags } from '../../common/feature-flags/use-feature-flags';
import { isCashboxPopup, isGamePage } from './context';
import { SESSION_KEYS, readSession, writeSession } from './session-flags';
import { EnterBanner, useExitBanner, useWelcomeBanners } from './promo-widgets';
import { SurveyWidget } from './survey-widget';
import { acceptedMessagesDecision, iosExitAtLogout, iosExitDecision, isIosWebview, providerPopupDue } from './timing';
import { useDecision } from './use-decision';
import { useSurvey } from './use-survey';

/** A notification of the player's inbox, as the notifications feature lists it (features/notifications/store.ts). */
interface KeptNotification {
  notification: Pick<Notification, 'id' | 'action'>;
  received_at: number;
}

interface Props {
  /** The named popup open now (the URL's), or null. */
  popup: string | null;
  openPopup: (name: string) => void;
  /** The signed-in player's notifications; the shell reads them from the notifications feature. */
  notifications: readonly KeptNotification[];
}

/**
 * The shell's timed widgets, each timed by its rule in timing.ts: the survey widget, the
 * accepted-messages popup, the iOS webview exit popup, the promo-provider popup, and for a guest
 * the enter-button banner (on the main page) and the welcome-pack exit banner (promo-timing.ts).
 */
export function TimedWidgets({ popup, openPopup, notifications }: Props) {
  const location = useLocation();
  const player = useQuery(playerQuery(browserApi())).data ?? null;
  const { flags } = useFeatureFlags();
  // "After load": this document's first render in the browser.
  const [loadedAt] = useState(() => Date.now());
  const onGamePage = isGamePage(location.pathname);
  const survey = useSurvey({
    loadedAt,
    enabled: flags['survey-widget'],
    loggedIn: player !== null,
    onGamePage,
    popupOpen: popup !== null,
  });
  useAcceptedMessages(notifications, flags['accepted-messages'], popup, openPopup);
  useIosExit(player !== null, flags['ios-webview-exit'], popup, onGamePage, openPopup);
  useProviderPopup(player?.groups ?? null, flags['popup-provider-new'], popup, openPopup);
  const onMainPage = splitLocalePath(location.pathname).rest === '/';
  const [welcome] = useWelcomeBanners(player === null && !onGamePage);
  useExitBanner({ loggedIn: player !== null, hasBanner: welcome !== undefined, popup, openPopup });
  return (
    <>
      {survey.visible && survey.config && <SurveyWidget config={survey.config} onDone={survey.finish} />}
      {welcome && onMainPage && popup === null && (
        <EnterBanner banner={welcome} loggedIn={player !== null} openPopup={openPopup} />
      )}
    </>
  );
}

/** Notices waiting for an answer open the accepted-messages popup 1.5 s after they appear (NOTIF-10). */
function useAcceptedMessages(
  list: readonly KeptNotification[],
  enabled: boolean,
  popup: string | null,
  openPopup: (name: string) => void,
) {
  const [loadedAt] = useState(() => Date.now());
  const seen = new Set((readSession(SESSION_KEYS.acceptedSeen) ?? '').split(' ').filter(Boolean));
  const pending = list.filter((item) => item.notification.action !== null && !seen.has(item.notification.id));
  const newest = pending.length > 0 ? Math.max(loadedAt, ...pending.map((item) => item.received_at)) : null;
  const ids = pending.map((item) => item.notification.id).join(' ');
  const decide = useCallback(
    (now: number) =>
      acceptedMessagesDecision({ now, enabled, pendingSince: newest, popupOpen: popup !== null, dismissed: false }),
    [enabled, newest, popup],
  );
  useDecision(decide, () => {
    writeSession(SESSION_KEYS.acceptedSeen, [...seen, ...ids.split(' ')].join(' '));
    openPopup('accepted-messages');
  });
}

/** The iOS webview exit popup: 5 minutes after first seen in this session, or at logout (NOTIF-11). */
function useIosExit(
  loggedIn: boolean,
  enabled: boolean,
  popup: string | null,
  gameOpen: boolean,
  openPopup: (name: string) => void,
) {
  // Read once in the browser (the server render has no user agent): when this session first saw the webview.
  const [firstSeenAt] = useState<number | null>(() => {
    if (typeof navigator === 'undefined' || !isIosWebview(navigator.userAgent)) return null;
    const stored = Number(readSession(SESSION_KEYS.iosFirstSeen));
    const at = Number.isFinite(stored) && stored > 0 ? stored : Date.now();
    writeSession(SESSION_KEYS.iosFirstSeen, String(at));
    return at;
  });
  const show = useCallback(() => {
    writeSession(SESSION_KEYS.iosShown, '1');
    openPopup('ios-webview-exit');
  }, [openPopup]);
  // The page after a logout is a guest's page in a session that had a player.
  useEffect(() => {
    if (firstSeenAt === null) return;
    const wasLoggedIn = readSession(SESSION_KEYS.wasLoggedIn) === '1';
    writeSession(SESSION_KEYS.wasLoggedIn, loggedIn ? '1' : null);
    if (iosExitAtLogout({ enabled, wasLoggedIn, loggedIn, shownThisSession: readSession(SESSION_KEYS.iosShown) === '1' })) show();
  }, [firstSeenAt, loggedIn, enabled, show]);
  const decide = useCallback(
    (now: number) =>
      iosExitDecision({
        now,
        enabled,
        firstSeenAt: firstSeenAt ?? now,
        shownThisSession: readSession(SESSION_KEYS.iosShown) === '1',
        cashboxOpen: isCashboxPopup(popup),
        gameOpen,
      }),
    [enabled, firstSeenAt, popup, gameOpen],
  );
  useDecision(firstSeenAt === null || (popup !== null && !isCashboxPopup(popup)) ? null : decide, show);
}

/** The promo-provider popup, once per session to the target group (NOTIF-12). */
function useProviderPopup(groups: number[] | null, enabled: boolean, popup: string | null, openPopup: (name: string) => void) {
  const config = useQuery({ ...configQuery(browserApi(), 'popup-provider-new'), enabled: groups !== null }).data;
  useEffect(() => {
    if (!groups || !config) return;
    const due = providerPopupDue({
      enabled: enabled && config.is_enabled,
      groups,
      targetGroup: GROUPS.promoProviderTarget,
      shownGroup: GROUPS.promoProviderShown,
      shownThisSession: readSession(SESSION_KEYS.providerShown) === '1',
      popupOpen: popup !== null,
    });
    if (!due) return;
    writeSession(SESSION_KEYS.providerShown, '1');
    openPopup('popup-provider-new');
  }, [groups, config, enabled, popup, openPopup]);
}
