import { INFINITE_SCROLL_THRESHOLD_PX } from '@casino/contracts';
import { useCallback, useState } from 'react';

/**
 * True once the element has come within 500 px of the viewport (or from the start when
 * `initially`); stays true. A callback ref, so it follows the element it is attached to.
 */
export function useNearViewport<T extends Element>(initially: boolean): [boolean, (element: T | null) => void] {
  const [near, setNear] = useState(initially);
  const ref = useCallback(
    (element: T | null) => {
      if (near || !element) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: `${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [near, ref];
}
