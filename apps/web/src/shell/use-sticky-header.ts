import { useSyncExternalStore } from 'react';
import { nextSticky, STICKY_START, type StickyState } from './timing';

let state: StickyState = STICKY_START;
const listeners = new Set<() => void>();
let attached = false;

function onScroll() {
  const next = nextSticky(state, Math.max(0, window.scrollY));
  if (next.hidden !== state.hidden) {
    state = next;
    listeners.forEach((l) => l());
  } else state = next;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!attached) {
    attached = true;
    window.addEventListener('scroll', onScroll, { passive: true });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      attached = false;
      window.removeEventListener('scroll', onScroll);
    }
  };
}

/** Whether the sticky header is pulled away: hidden scrolling down, back after 100 px up (SHELL-14). */
export function useStickyHeaderHidden(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state.hidden,
    () => false,
  );
}
