import { CSRF_HEADER, CSRF_HEADER_VALUE, type performanceRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

type PerformanceRequest = z.infer<typeof performanceRequestSchema>;
const LONGEST_MS = 3_600_000;

/** The trace of a page load: from the start of the navigation to the end of its load event, on the path loaded. */
export function pageLoadTrace(
  entry: Pick<PerformanceNavigationTiming, 'startTime' | 'loadEventEnd'> | undefined,
  path: string,
): PerformanceRequest | null {
  if (!entry || entry.loadEventEnd <= 0) return null;
  const duration = Math.round(entry.loadEventEnd - entry.startTime);
  return { name: 'page.load', duration_ms: Math.min(Math.max(duration, 0), LONGEST_MS), path: path.slice(0, 500) };
}

/**
 * Sends the trace of this page load (a sampled one, trace-sample.ts) to PUT /performance once
 * the load event has ended; a failure is not the visitor's concern.
 */
export function tracePageLoad(): void {
  const send = () => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const trace = pageLoadTrace(entry, location.pathname);
    if (!trace) return;
    void fetch('/performance', {
      method: 'PUT',
      keepalive: true,
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify(trace),
    }).catch(() => undefined);
  };
  // loadEventEnd is set once the load handlers have run: read it in the next task.
  if (document.readyState === 'complete') setTimeout(send, 0);
  else window.addEventListener('load', () => setTimeout(send, 0), { once: true });
}
