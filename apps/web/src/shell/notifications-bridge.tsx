import { useEffect } from 'react';
import { useNotificationFeed, useUnreadNotifications } from '../features/notifications/use-notifications';
import { setUnreadNotifications } from '../common/player/unread-notifications';

/**
 * The notifications feed of the shell, loaded after hydration: keeps the browser's list (RT-12,
 * NOTIF-04, NOTIF-07) and publishes the unread count the header and sidebar show.
 */
export default function NotificationsBridge({
  playerId,
  announce,
}: {
  playerId: number | null;
  announce: (text: string) => void;
}) {
  useNotificationFeed(playerId, announce);
  const unread = useUnreadNotifications(playerId);
  useEffect(() => setUnreadNotifications(unread), [unread]);
  return null;
}
