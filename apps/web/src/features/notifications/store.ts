import type { NotificationList, PlayerNotification } from '@casino/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/** A notification of the player's inbox as the centre shows it: when it arrived and whether it was read. */
export interface InboxNotification {
  notification: PlayerNotification['notification'];
  received_at: number;
  read: boolean;
}

export type InboxPages = InfiniteData<NotificationList, number>;

/**
 * The loaded pages as one list, newest first. A notification that arrived while older pages were
 * loaded shifts the pages by one, so an id already listed is not listed twice.
 */
export function flattenPages(pages: readonly NotificationList[]): InboxNotification[] {
  const seen = new Set<string>();
  const list: InboxNotification[] = [];
  for (const page of pages) {
    for (const item of page.data) {
      if (seen.has(item.notification.id)) continue;
      seen.add(item.notification.id);
      list.push({ notification: item.notification, received_at: Date.parse(item.received_at), read: item.read_at !== null });
    }
  }
  return list;
}

/** The unread count of the newest answer: the server counts every notification, not only the loaded pages. */
export const unreadOf = (pages: readonly NotificationList[]) => pages[0]?.unread_count ?? 0;

/** The pages without one notification, as they are once the server deleted it. */
export function withoutNotification(data: InboxPages, id: string): InboxPages {
  const unreadGone = data.pages.some((page) => page.data.some((item) => item.notification.id === id && item.read_at === null));
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.filter((item) => item.notification.id !== id),
      unread_count: Math.max(0, page.unread_count - (unreadGone ? 1 : 0)),
    })),
  };
}

/** The pages with every notification read, as they are once the server marked them. */
export function allRead(data: InboxPages, at: string): InboxPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((item) => (item.read_at === null ? { ...item, read_at: at } : item)),
      unread_count: 0,
    })),
  };
}
