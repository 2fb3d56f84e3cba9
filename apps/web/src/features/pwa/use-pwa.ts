import type { Locale } from '@casino/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { browserApi } from '../../api/server-api';
import { joinPwaGroup, sendPwaEvent } from './api';
import { installState, listenForInstall, standalone, subscribeInstall } from './install-prompt';

const LAUNCH_KEY = 'casino.pwa.launch_sent';
let workbox: Workbox | null = null;

/**
 * Registers the service worker from /sw.js (SHELL-18) in production builds, tells it the page's
 * locale for the offline page, and reports installs: app_installed and launched_standalone go
 * to POST /api/pwa_events, and a signed-in player joins group 1401.
 */
export function usePwa(locale: Locale, playerId: number | null): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    void (async () => {
      // Loaded in the browser only: the server render never registers anything.
      if (!workbox) {
        const { Workbox } = await import('workbox-window');
        workbox = new Workbox('/sw.js', { scope: '/' });
        await workbox.register();
      }
      await workbox.messageSW({ type: 'offline-locale', locale });
    })().catch(() => undefined);
  }, [locale]);

  useEffect(
    () =>
      listenForInstall(() => {
        void sendPwaEvent(browserApi(), 'app_installed');
        if (playerId !== null) void joinPwaGroup(browserApi()).catch(() => undefined);
      }),
    [playerId],
  );

  useEffect(() => {
    if (!standalone()) return;
    const sent = sessionStorage.getItem(LAUNCH_KEY);
    const mark = playerId === null ? 'guest' : 'player';
    if (sent === mark || sent === 'player') return;
    sessionStorage.setItem(LAUNCH_KEY, mark);
    if (sent === null) void sendPwaEvent(browserApi(), 'launched_standalone');
    // Installed while signed out: the group follows once the player is known.
    if (playerId !== null) void joinPwaGroup(browserApi()).catch(() => undefined);
  }, [playerId]);
}

/** Whether the browser offered an install, the app is installed, or neither (server render: unavailable). */
export function useInstallState() {
  return useSyncExternalStore(subscribeInstall, installState, () => 'unavailable' as const);
}
