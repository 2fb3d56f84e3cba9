import type { AxiosError } from 'axios';

const SEND_INTERVAL_MS = 5_000;
let lastSent = 0;

/**
 * Logs a failed call under its code (ERR-02). In the browser, failures that are not a 4xx
 * answer are also sent to PUT /log, at most one every 5 s so a failing page cannot flood the server.
 */
export function logClientError(code: string, error: AxiosError, where: { server: boolean }): void {
  const status = error.response?.status ?? null;
  const expected = status !== null && status >= 400 && status < 500;
  console.warn(JSON.stringify({ code, status, message: error.message }));
  if (expected || where.server || typeof window === 'undefined') return;
  const now = Date.now();
  if (now - lastSent < SEND_INTERVAL_MS || code === 'LOG_ERROR') return;
  lastSent = now;
  void fetch('/log', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({
      level: 'error',
      code,
      message: error.message.slice(0, 2000),
      context: { status, path: location.pathname },
    }),
  }).catch(() => undefined);
}
