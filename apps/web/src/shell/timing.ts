import { MODAL_CLOSE_DELAY_MS, STICKY_HEADER_THRESHOLD_PX } from '@casino/contracts';

/** Popup resize handling waits this long after the last resize event (requirements §core-9). */
export const POPUP_RESIZE_DEBOUNCE_MS = 150;
/** #chat opens support chat after this delay, and the hash is cleaned after the same delay (requirements §core-2). */
export const CHAT_HASH_DELAY_MS = 1_000;
/** Scrolling to a hash target is retried this often, for at most SCROLL_TO_HASH_MAX_MS (requirements §core-2). */
export const SCROLL_TO_HASH_RETRY_MS = 200;
export const SCROLL_TO_HASH_MAX_MS = 5_000;
export { MODAL_CLOSE_DELAY_MS };

/** The notification counter: the number up to 9, then "9+" (NOTIF-06). */
export function counterLabel(count: number): string {
  if (count <= 0) return '';
  return count > 9 ? '9+' : String(count);
}

export interface StickyState {
  /** Whether the header is pulled out of view. */
  hidden: boolean;
  /** The lowest point reached before the visitor started scrolling up. */
  anchor: number;
  last: number;
}

export const STICKY_START: StickyState = { hidden: false, anchor: 0, last: 0 };

/**
 * The sticky header hides while the page scrolls down past the threshold, and comes back once
 * the visitor has scrolled up by the threshold (100 px, requirements §core-9) or reached the top.
 */
export function nextSticky(state: StickyState, y: number, threshold = STICKY_HEADER_THRESHOLD_PX): StickyState {
  if (y <= 0) return STICKY_START;
  if (y > state.last) return { hidden: state.hidden || y > threshold, anchor: y, last: y };
  if (y < state.last) return { hidden: state.hidden && state.anchor - y < threshold, anchor: state.anchor, last: y };
  return state;
}

/** The title shown at tick n of an idle (hidden) tab: the page title and the call-back text alternate. */
export function idleTitleAt(tick: number, pageTitle: string, idleTitle: string): string {
  return tick % 2 === 0 ? idleTitle : pageTitle;
}

/** Returns a function that runs `fn` once `ms` have passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
