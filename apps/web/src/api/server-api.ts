import type { AxiosInstance } from 'axios';
import type { AppLoadContext } from 'react-router';
import { lazyHttpClient } from './lazy-client';

const loadHttp = () => import('./http');

/**
 * The API client of one server-rendered request: our own server, asked in process when the page
 * server offers it (context.apiFetch) and over loopback otherwise; the visitor's cookie forwarded.
 */
export function serverApi(context: AppLoadContext, request: Request): AxiosInstance {
  // Loopback answers are not worth compressing: it would cost CPU on both ends of one process.
  const headers: Record<string, string> = {
    ...context.forwardHeaders,
    'x-request-id': context.requestId,
    'accept-encoding': 'identity',
  };
  const cookie = request.headers.get('cookie');
  if (cookie) headers['cookie'] = cookie;
  headers['x-forwarded-for'] = context.clientIp;
  return lazyHttpClient(async () =>
    (await loadHttp()).createHttpClient({ baseURL: context.apiOrigin, headers, server: true, fetch: context.apiFetch }),
  );
}

let browserClient: AxiosInstance | undefined;
/** The browser's single API client; axios arrives with its first request (lazy-client.ts). */
export function browserApi(): AxiosInstance {
  browserClient ??= lazyHttpClient(async () => (await loadHttp()).createHttpClient());
  return browserClient;
}
