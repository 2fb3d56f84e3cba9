import { notificationSchema, type RealtimeData } from '@casino/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { withRealtime } from '../../realtime/client';
import { NOTIFICATIONS_KEY, deleteNotification, notificationsQuery, readAllNotifications } from './api';
import { allRead, flattenPages, unreadOf, withoutNotification, type InboxNotification, type InboxPages } from './store';

const NONE: InboxNotification[] = [];

/**
 * The player's notifications as the server keeps them (decision 037), the same on every device,
 * with the actions the centre needs. Deleting and marking read show at once and are undone by
 * the reload that follows when the server refused.
 */
export function useNotifications(playerId: number | null) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({ ...notificationsQuery(browserApi()), enabled: playerId !== null });
  const pages = playerId === null ? undefined : query.data?.pages;
  const list = useMemo(() => (pages ? flattenPages(pages) : NONE), [pages]);
  const unread = pages ? unreadOf(pages) : 0;
  const settle = useCallback(() => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }), [queryClient]);
  const remove = useCallback(
    (id: string) => {
      queryClient.setQueryData<InboxPages>(NOTIFICATIONS_KEY, (data) => data && withoutNotification(data, id));
      deleteNotification(browserApi(), id).then(undefined, settle);
    },
    [queryClient, settle],
  );
  const markRead = useCallback(() => {
    if (unread === 0) return;
    queryClient.setQueryData<InboxPages>(NOTIFICATIONS_KEY, (data) => data && allRead(data, new Date().toISOString()));
    readAllNotifications(browserApi()).then(undefined, settle);
  }, [queryClient, settle, unread]);
  return {
    list,
    unread,
    remove,
    markRead,
    failed: query.isError && !pages,
    more: query.hasNextPage ? () => void query.fetchNextPage() : null,
    loadingMore: query.isFetchingNextPage,
  };
}

/** How many notifications the player has not read yet, on any device: the header and sidebar counter. */
export function useUnreadNotifications(playerId: number | null): number {
  return useNotifications(playerId).unread;
}

/** The lists this browser kept before notifications moved to the server; removed once. */
const LEGACY_STORAGE_PREFIX = 'casino.notifications.';

function clearLegacyStorage(): void {
  try {
    const store = window.localStorage;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key) =>
      key?.startsWith(LEGACY_STORAGE_PREFIX),
    );
    for (const key of keys) if (key) store.removeItem(key);
  } catch {
    // A blocked storage holds nothing of ours.
  }
}

/**
 * Announces a new notification of the personal_notifications channel (RT-12) to screen readers
 * and in a toast through `announce`; the realtime hook reloads the list on that channel and on
 * notifications_changes. For a guest, which is what the page after a logout is, nothing of the
 * player's list stays in memory (NOTIF-07). Mounted once by the shell.
 */
export function useNotificationFeed(playerId: number | null, announce: (text: string) => void): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    clearLegacyStorage();
    if (playerId === null) {
      queryClient.removeQueries({ queryKey: NOTIFICATIONS_KEY });
      return;
    }
    const onNotification = (data: RealtimeData<'personal_notifications'>) => {
      const parsed = notificationSchema.safeParse(data);
      if (!parsed.success) return;
      const pages = queryClient.getQueryData<InboxPages>(NOTIFICATIONS_KEY)?.pages ?? [];
      if (flattenPages(pages).some((item) => item.notification.id === parsed.data.id)) return;
      announce(t('notifications.arrived', { title: parsed.data.title }));
    };
    return withRealtime((socket) => {
      socket.on('personal_notifications', onNotification);
      return () => socket.off('personal_notifications', onNotification);
    });
  }, [playerId, announce, t, queryClient]);
}
