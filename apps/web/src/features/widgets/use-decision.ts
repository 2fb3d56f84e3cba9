import { useEffect, useRef } from 'react';
import type { Decision } from './timing';

/**
 * Asks a timing rule now and again whenever it says to; calls `onShow` once it answers show.
 * `decide` must be memoized on its inputs: a change of inputs asks again at once.
 */
export function useDecision(decide: ((now: number) => Decision) | null, onShow: () => void): void {
  const onShowRef = useRef(onShow);
  useEffect(() => {
    onShowRef.current = onShow;
  });
  useEffect(() => {
    if (!decide) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const decision = decide(Date.now());
      if (decision.show) onShowRef.current();
      else if (decision.recheckAt !== null) timer = setTimeout(check, Math.max(0, decision.recheckAt - Date.now()));
    };
    check();
    return () => clearTimeout(timer);
  }, [decide]);
}
