import { useSyncExternalStore } from 'react';

/**
 * A count the shell shows before the feature that knows it has loaded: the feature's bridge
 * writes it, the header reads it. It reads 0 during the server render and hydration.
 */
export function createCountStore(): { set: (next: number) => void; use: () => number } {
  let count = 0;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    set(next) {
      if (next === count) return;
      count = next;
      for (const listener of listeners) listener();
    },
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => count,
        () => 0,
      ),
  };
}
