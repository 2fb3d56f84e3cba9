import type { Notification } from '@casino/contracts';
import {
  STORAGE_PREFIX,
  addNotification,
  markAllRead,
  nextExpiry,
  parseStored,
  removeNotification,
  storageKey,
  type StoredNotification,
} from './store';

/**
 * The browser's notification lists in localStorage, as an external store React subscribes to:
 * every tab of the player sees the same list (the storage event carries changes across tabs).
 */
const listeners = new Set<() => void>();
const EMPTY: StoredNotification[] = [];
let snapshot: { key: string; raw: string | null; list: StoredNotification[] } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const emit = () => {
  for (const listener of listeners) listener();
};

export function subscribeNotifications(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(STORAGE_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The player's live notifications; the same array while the stored text is unchanged (useSyncExternalStore). */
export function readNotifications(playerId: number | null, now = Date.now()): StoredNotification[] {
  const store = storage();
  if (playerId === null || !store) return EMPTY;
  const key = storageKey(playerId);
  const raw = store.getItem(key);
  // Expired entries leave through the feed's timer (pruneNotifications), which rewrites the text.
  if (snapshot?.key === key && snapshot.raw === raw) return snapshot.list;
  snapshot = { key, raw, list: parseStored(raw, now) };
  return snapshot.list;
}

function update(playerId: number, change: (list: StoredNotification[]) => StoredNotification[], now = Date.now()) {
  const store = storage();
  if (!store) return;
  const before = readNotifications(playerId, now);
  const after = change(before);
  if (after === before) return;
  try {
    if (after.length === 0) store.removeItem(storageKey(playerId));
    else store.setItem(storageKey(playerId), JSON.stringify(after));
  } catch {
    // A full or blocked storage keeps the list for this page only.
  }
  snapshot = null;
  emit();
}

export const storeNotification = (playerId: number, notification: Notification, now = Date.now()) =>
  update(playerId, (list) => addNotification(list, notification, now), now);
export const deleteNotification = (playerId: number, id: string) => update(playerId, (list) => removeNotification(list, id));
export const readAllNotifications = (playerId: number) => update(playerId, markAllRead);
/** Drops what expired; answers when the next kept one expires. */
export function pruneNotifications(playerId: number, now = Date.now()): number | null {
  const store = storage();
  const raw = store?.getItem(storageKey(playerId)) ?? null;
  if (!store || raw === null) return null;
  const live = parseStored(raw, now);
  if (JSON.stringify(live) !== raw) {
    if (live.length === 0) store.removeItem(storageKey(playerId));
    else store.setItem(storageKey(playerId), JSON.stringify(live));
    snapshot = null;
    emit();
  }
  return nextExpiry(live);
}

/** Logout clears every notification kept in this browser (NOTIF-07). */
export function clearAllNotifications(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
  }
  if (keys.length === 0) return;
  for (const key of keys) store.removeItem(key);
  snapshot = null;
  emit();
}
