import { notificationSchema, type RealtimeData } from '@casino/contracts';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { withRealtime } from '../../realtime/client';
import {
  clearAllNotifications,
  deleteNotification,
  pruneNotifications,
  readAllNotifications,
  readNotifications,
  storeNotification,
  subscribeNotifications,
} from './local-store';
import { unreadCount, type StoredNotification } from './store';

const NONE: StoredNotification[] = [];

/** The player's notifications in this browser, with the actions the centre needs. */
export function useNotifications(playerId: number | null) {
  const list = useSyncExternalStore(
    subscribeNotifications,
    () => readNotifications(playerId),
    () => NONE,
  );
  const remove = useCallback((id: string) => playerId !== null && deleteNotification(playerId, id), [playerId]);
  const markRead = useCallback(() => playerId !== null && readAllNotifications(playerId), [playerId]);
  return { list, unread: unreadCount(list), remove, markRead };
}

/** How many notifications the player has not seen yet: the header and sidebar counter. */
export function useUnreadNotifications(playerId: number | null): number {
  return useNotifications(playerId).unread;
}

/**
 * Keeps the browser's notifications: stores what the personal_notifications channel delivers
 * (RT-12), drops each one when it expires (NOTIF-04) and clears them all for a guest, which is
 * what the page after a logout is (NOTIF-07). Announces a new one to screen readers through
 * `announce`. Mounted once by the shell.
 */
export function useNotificationFeed(playerId: number | null, announce: (text: string) => void): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (playerId === null) {
      clearAllNotifications();
      return;
    }
    const onNotification = (data: RealtimeData<'personal_notifications'>) => {
      const parsed = notificationSchema.safeParse(data);
      if (!parsed.success) return;
      const known = readNotifications(playerId).some((item) => item.notification.id === parsed.data.id);
      storeNotification(playerId, parsed.data);
      if (!known) announce(t('notifications.arrived', { title: parsed.data.title }));
    };
    const offRealtime = withRealtime((socket) => {
      socket.on('personal_notifications', onNotification);
      return () => socket.off('personal_notifications', onNotification);
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const next = pruneNotifications(playerId);
      // setTimeout holds at most about 24.8 days; notifications live 2 hours.
      if (next !== null) timer = setTimeout(schedule, Math.max(0, next - Date.now()) + 50);
    };
    schedule();
    const unsubscribe = subscribeNotifications(() => {
      if (timer === undefined) schedule();
    });
    return () => {
      offRealtime();
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [playerId, announce, t]);
}
