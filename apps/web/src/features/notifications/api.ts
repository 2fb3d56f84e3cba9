import type { NotificationList } from '@casino/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/** Under ['player'], so a logout's reset of the player's data clears it (NOTIF-07). */
export const NOTIFICATIONS_KEY = ['player', 'notifications'] as const;

/** GET /api/player/notifications: the player's inbox, newest first, a page at a time (decision 037). */
export function notificationsQuery(api: AxiosInstance) {
  return infiniteQueryOptions({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: async ({ pageParam }) =>
      (await api.get<NotificationList>('/api/player/notifications', { params: { page: pageParam } })).data,
    initialPageParam: 1,
    getNextPageParam: (last: NotificationList) => last.pagination.next_page ?? undefined,
    // The realtime channels refresh it: a new notification, one read or deleted on another device.
    staleTime: 5 * 60_000,
  });
}

const path = (id: string) => `/api/player/notifications/${encodeURIComponent(id)}`;

export const deleteNotification = (api: AxiosInstance, id: string) => api.delete(path(id));
export const readAllNotifications = (api: AxiosInstance) => api.post('/api/player/notifications/read');
