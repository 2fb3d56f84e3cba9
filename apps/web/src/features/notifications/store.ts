import { NOTIFICATION_EXPIRY_MS, notificationSchema, type Notification } from '@casino/contracts';
import { z } from 'zod';

/** A notification as this browser keeps it: when it arrived and whether the player has seen it. */
export interface StoredNotification {
  notification: Notification;
  received_at: number;
  read: boolean;
}

/** localStorage keys: one list per player, so a shared browser never shows one player's to another. */
export const STORAGE_PREFIX = 'casino.notifications.';
export const storageKey = (playerId: number) => `${STORAGE_PREFIX}${playerId}`;

const storedSchema = z.array(z.object({ notification: notificationSchema, received_at: z.number(), read: z.boolean() }));

/** Whether a stored notification is still kept: 2 hours after it arrived, and not past its end_at (NOTIF-04). */
function isLive(item: StoredNotification, now: number): boolean {
  if (now - item.received_at >= NOTIFICATION_EXPIRY_MS) return false;
  const end = item.notification.end_at ? Date.parse(item.notification.end_at) : Number.NaN;
  return Number.isNaN(end) || end > now;
}

/** The live notifications of a stored list; anything unreadable is dropped, never thrown. */
export function parseStored(raw: string | null, now: number): StoredNotification[] {
  if (!raw) return [];
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.filter((item) => isLive(item, now)) : [];
  } catch {
    return [];
  }
}

/** Adds a notification on top; a second delivery of the same id changes nothing. */
export function addNotification(list: StoredNotification[], notification: Notification, now: number): StoredNotification[] {
  if (list.some((item) => item.notification.id === notification.id)) return list;
  return [{ notification, received_at: now, read: false }, ...list];
}

export function removeNotification(list: StoredNotification[], id: string): StoredNotification[] {
  return list.filter((item) => item.notification.id !== id);
}

export function markAllRead(list: StoredNotification[]): StoredNotification[] {
  return list.some((item) => !item.read) ? list.map((item) => ({ ...item, read: true })) : list;
}

export const unreadCount = (list: StoredNotification[]) => list.filter((item) => !item.read).length;

/** When the next stored notification expires, or null when none is kept. */
export function nextExpiry(list: StoredNotification[]): number | null {
  let next: number | null = null;
  for (const item of list) {
    const byAge = item.received_at + NOTIFICATION_EXPIRY_MS;
    const end = item.notification.end_at ? Date.parse(item.notification.end_at) : Number.NaN;
    const at = Number.isNaN(end) ? byAge : Math.min(byAge, end);
    if (next === null || at < next) next = at;
  }
  return next;
}
