import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../api/server-api';
import type { supportKeys } from '../features/support/api';

/** The support chat's unread query key, the same as supportKeys.unread (the type checks it). */
const SUPPORT_UNREAD_KEY: typeof supportKeys.unread = ['support', 'unread'];

/**
 * Agent answers the player has not read yet (0 for a guest), for the header's chat counter. The
 * support feature's fetcher (and zod, which checks the answer) loads with the first request, so
 * a guest's first load carries neither; the query is the one the support feature refreshes.
 */
export function useSupportUnreadCount(enabled: boolean): number {
  return (
    useQuery({
      queryKey: SUPPORT_UNREAD_KEY,
      queryFn: async () => (await import('../features/support/api')).fetchUnread(browserApi()),
      enabled,
    }).data ?? 0
  );
}
