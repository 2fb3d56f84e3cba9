import { startTransition, useEffect, useState } from 'react';

/** Set once the first hydration's browser-only parts have been scheduled; never set on the server. */
let hydratedOnce = false;

/**
 * False during the server render and hydration, true afterwards: for parts that only make sense
 * in a browser. After hydration the switch is a transition, so the parts it adds render in short
 * slices the browser can interrupt (a synchronous re-render there was the page's longest task on
 * a phone). A component mounted later, on a client navigation, starts at true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    if (hydrated) return;
    hydratedOnce = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
