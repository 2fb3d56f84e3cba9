/**
 * When the page counts as interactive. The root marks the document `data-hydrated` once every
 * effect of the first commit has run (browser tests and monitoring read the attribute); the shell
 * loads some of its effects after hydration (deferred-effects.tsx) and holds the mark until they
 * have run too, so the attribute keeps meaning "every part of the page is live".
 */
let pending = 0;
let waiting: (() => void) | null = null;

/** Holds the mark; the returned function releases it (once). */
export function holdReady(): () => void {
  pending += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    pending -= 1;
    if (pending === 0 && waiting) {
      const callback = waiting;
      waiting = null;
      callback();
    }
  };
}

/** Calls `callback` now, or once every hold is released. */
export function whenReady(callback: () => void): void {
  if (pending === 0) callback();
  else waiting = callback;
}
