import type { Notification, NotificationList } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { allRead, flattenPages, unreadOf, withoutNotification, type InboxPages } from './store';

const note = (id: string): Notification => ({
  id,
  type: 'personal',
  event: 'deposit_succeeded',
  title: `Title ${id}`,
  text: 'Text',
  content: null,
  end_at: null,
  action: null,
});
const item = (id: string, read = false) => ({
  notification: note(id),
  received_at: '2026-03-01T12:00:00.000Z',
  read_at: read ? '2026-03-01T12:05:00.000Z' : null,
});
const page = (current: number, ids: [string, boolean][], unread: number): NotificationList => ({
  data: ids.map(([id, read]) => item(id, read)),
  pagination: { current_page: current, next_page: null, prev_page: null, total_pages: 2, total_count: 4 },
  unread_count: unread,
});
const pages = (): InboxPages => ({
  pages: [
    page(
      1,
      [
        ['d', false],
        ['c', true],
      ],
      3,
    ),
    // 'c' again: a new notification shifted the second page by one.
    page(
      2,
      [
        ['c', true],
        ['b', false],
      ],
      3,
    ),
  ],
  pageParams: [1, 2],
});

describe('notification inbox pages', () => {
  it('NOTIF-02 lists the loaded pages newest first, each notification once, with its read state', () => {
    const list = flattenPages(pages().pages);
    expect(list.map((entry) => [entry.notification.id, entry.read])).toEqual([
      ['d', false],
      ['c', true],
      ['b', false],
    ]);
    expect(list[0]?.received_at).toBe(Date.parse('2026-03-01T12:00:00.000Z'));
  });

  it('NOTIF-06 counts what the server counts, also beyond the loaded pages', () => {
    expect(unreadOf(pages().pages)).toBe(3);
    expect(unreadOf([])).toBe(0);
  });

  it('NOTIF-05 deleting an unread one lowers the count; deleting a read one does not', () => {
    const withoutUnread = withoutNotification(pages(), 'd');
    expect(flattenPages(withoutUnread.pages).map((entry) => entry.notification.id)).toEqual(['c', 'b']);
    expect(unreadOf(withoutUnread.pages)).toBe(2);
    expect(unreadOf(withoutNotification(pages(), 'c').pages)).toBe(3);
  });

  it('NOTIF-06 marking all read leaves nothing unread', () => {
    const read = allRead(pages(), '2026-03-01T13:00:00.000Z');
    expect(unreadOf(read.pages)).toBe(0);
    expect(flattenPages(read.pages).every((entry) => entry.read)).toBe(true);
  });
});
