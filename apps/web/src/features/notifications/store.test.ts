import type { Notification } from '@casino/contracts';
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
  it('NOTIF-04 CONST-20 keeps a stored notification 2 h - 1 ms after it arrived and drops it at 2 h + 1 ms', () => {
    // Written out, not the constant: a wrong NOTIFICATION_EXPIRY_MS must fail here.
    const TWO_HOURS = 2 * 60 * 60 * 1000;
    const list = addNotification([], note('a'), T0);
    const raw = JSON.stringify(list);
    expect(parseStored(raw, T0 + TWO_HOURS - 1).map((item) => item.notification.id)).toEqual(['a']);
    expect(parseStored(raw, T0 + TWO_HOURS + 1)).toEqual([]);
    // The prune timer wakes at the 2-hour mark.
    expect(nextExpiry(list)).toBe(T0 + 7_200_000);
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
