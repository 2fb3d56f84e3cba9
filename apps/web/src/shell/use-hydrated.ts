import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False during the server render and hydration, true afterwards: for parts that only make sense in a browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
