import { NOTIFICATION_EXPIRY_MS, type Notification } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { addNotification, markAllRead, nextExpiry, parseStored, removeNotification, unreadCount } from './store';

const note = (id: string, extra: Partial<Notification> = {}): Notification => ({
  id,
  type: 'personal',
  event: 'deposit_succeeded',
  title: `Title ${id}`,
  text: 'Text',
  content: null,
  end_at: null,
  action: null,
  ...extra,
});
const T0 = Date.parse('2026-03-01T12:00:00Z');

describe('notification store', () => {
  it('NOTIF-04 keeps a notification for 2 hours after it arrived, then drops it', () => {
    const list = addNotification([], note('a'), T0);
    const raw = JSON.stringify(list);
    expect(parseStored(raw, T0 + NOTIFICATION_EXPIRY_MS - 1)).toHaveLength(1);
    expect(parseStored(raw, T0 + NOTIFICATION_EXPIRY_MS)).toEqual([]);
    expect(nextExpiry(list)).toBe(T0 + NOTIFICATION_EXPIRY_MS);
  });

  it('NOTIF-04 a notification whose end_at passed is dropped before the 2 hours', () => {
    const end = new Date(T0 + 60_000).toISOString();
    const raw = JSON.stringify(addNotification([], note('a', { end_at: end }), T0));
    expect(parseStored(raw, T0 + 59_999)).toHaveLength(1);
    expect(parseStored(raw, T0 + 60_000)).toEqual([]);
  });

  it('NOTIF-04 an unreadable store reads as empty', () => {
    expect(parseStored('not json', T0)).toEqual([]);
    expect(parseStored('[{"id":1}]', T0)).toEqual([]);
    expect(parseStored(null, T0)).toEqual([]);
  });

  it('NOTIF-05 NOTIF-06 newest first, a repeated id shown once, deleted one by one, unread counted', () => {
    let list = addNotification([], note('a'), T0);
    list = addNotification(list, note('b'), T0 + 1);
    list = addNotification(list, note('a'), T0 + 2);
    expect(list.map((item) => item.notification.id)).toEqual(['b', 'a']);
    expect(unreadCount(list)).toBe(2);
    list = removeNotification(list, 'b');
    expect(list.map((item) => item.notification.id)).toEqual(['a']);
    expect(unreadCount(markAllRead(list))).toBe(0);
  });
});
