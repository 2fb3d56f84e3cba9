import { useSyncExternalStore } from 'react';

/**
 * How many current gifts the player has, as the header shows it (GIFT-01). The gifts feed loads
 * after the page is interactive (shell/gifts-bridge.tsx) and writes the count here, so the header
 * reads it without loading the gifts feature first.
 */
let count = 0;
const listeners = new Set<() => void>();

export function setGiftCount(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 0 during the server render and hydration, the count once the gifts have loaded. */
export function useGiftCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
}
