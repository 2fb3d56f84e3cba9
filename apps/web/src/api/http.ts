import axios, { type AxiosError, type AxiosInstance } from 'axios';
import axiosRetry from 'axios-retry';
import { CSRF_HEADER_VALUE, HTTP_RETRIES, HTTP_SERVER_TIMEOUT_MS, HTTP_TIMEOUT_MS } from '@casino/contracts';
import { emitAuthError } from './auth-events';
import { logClientError } from './client-log';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A fixed log code for calls whose path carries visitor input (CMS paths, search). */
    logCode?: string;
  }
}

export interface HttpOptions {
  /** Absolute origin for server-side rendering; the browser calls its own origin. */
  baseURL?: string;
  /** Headers forwarded from the page request during server rendering (cookie, request id). */
  headers?: Record<string, string>;
  /** Server rendering: shorter timeout, no retries, no auth-error event (requirements §core-8, §core-9). */
  server?: boolean;
  /** Overrides for tests: the timeout and the delay before retry n. */
  timeoutMs?: number;
  retryDelay?: (retryCount: number) => number;
}

/** The error-log code of a call, derived from its path: /api/fe/config/logo-config -> API_FE_CONFIG_LOGO_CONFIG_ERROR. */
export function errorCodeFor(url: string | undefined): string {
  const path = (url ?? '').split('?')[0] ?? '';
  const words = path
    .replace(/\/\d+(?=\/|$)/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toUpperCase());
  return `${words.join('_') || 'REQUEST'}_ERROR`;
}

/** Whole seconds of 2^n plus up to one random second (requirements §core-8). */
export function retryDelayMs(retryCount: number, random: () => number = Math.random): number {
  return 2 ** retryCount * 1000 + Math.floor(random() * 1000);
}

/** Creates the HTTP client every call of the casino goes through. */
export function createHttpClient(options: HttpOptions = {}): AxiosInstance {
  const timeout = options.timeoutMs ?? (options.server ? HTTP_SERVER_TIMEOUT_MS : HTTP_TIMEOUT_MS);
  const client = axios.create({
    baseURL: options.baseURL,
    timeout,
    timeoutErrorMessage: `timeout of ${timeout} ms exceeded`,
    withCredentials: true,
    headers: { Accept: 'application/json', 'X-Requested-With': CSRF_HEADER_VALUE, ...options.headers },
  });

  if (!options.server) {
    axiosRetry(client, {
      retries: HTTP_RETRIES,
      // Only failures that never reached the application: network errors and timeouts.
      retryCondition: (error) =>
        !error.response && (axiosRetry.isNetworkError(error) || error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'),
      retryDelay: (retryCount) => (options.retryDelay ?? retryDelayMs)(retryCount),
      shouldResetTimeout: true,
    });
  }

  client.interceptors.response.use(undefined, (error: AxiosError) => {
    if (error.response?.status === 401 && !options.server) emitAuthError();
    logClientError(error.config?.logCode ?? errorCodeFor(error.config?.url), error, { server: Boolean(options.server) });
    return Promise.reject(error);
  });
  return client;
}
