import { useSyncExternalStore } from 'react';

/**
 * The player's unread notification count as the header and sidebar show it. The notifications
 * feature (and zod, which checks what it stores) loads after the page is interactive; its
 * bridge (shell/notifications-bridge.tsx) writes the count here, so the shell reads it without
 * loading the feature first.
 */
let count = 0;
const listeners = new Set<() => void>();

export function setUnreadNotifications(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 0 during the server render and hydration (the list lives in the browser's storage), the count afterwards. */
export function useUnreadNotificationCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
}
