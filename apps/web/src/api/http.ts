import axios, { AxiosHeaders, type AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import {
  CSRF_HEADER_VALUE,
  HTTP_RETRIES,
  HTTP_SERVER_TIMEOUT_MS,
  HTTP_TIMEOUT_MS,
  IDEMPOTENCY_KEY_HEADER,
  type ApiFetch,
} from '@casino/contracts';
import { emitAuthError } from './auth-events';
import { logClientError } from './client-log';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A fixed log code for calls whose path carries visitor input (CMS paths, search). */
    logCode?: string;
    /**
     * Whether the call may be sent again after a timeout or a lost connection. Unset, the method
     * decides (GET, HEAD, OPTIONS, PUT, DELETE yes; POST and PATCH only with an Idempotency-Key);
     * `true` for a read sent as POST (a search), `false` for a PUT the server cannot repeat (a
     * password change whose second try would find the old password gone).
     */
    idempotent?: boolean;
  }
}

export interface HttpOptions {
  /** Absolute origin for server-side rendering; the browser calls its own origin. */
  baseURL?: string;
  /** Headers forwarded from the page request during server rendering (cookie, request id). */
  headers?: Record<string, string>;
  /** Server rendering: shorter timeout, no retries, no auth-error event (requirements §core-8, §core-9). */
  server?: boolean;
  /** Server rendering: the fetch that answers in process (PageLoadContext.apiFetch) instead of the network. */
  fetch?: ApiFetch;
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

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

const keyOf = (config: AxiosRequestConfig): unknown =>
  AxiosHeaders.from(config.headers as AxiosHeaders).get(IDEMPOTENCY_KEY_HEADER);

/** Whether a request may be sent again: its own `idempotent`, an Idempotency-Key, or its method. */
export function isRepeatable(config: AxiosRequestConfig): boolean {
  if (config.idempotent !== undefined) return config.idempotent;
  if (keyOf(config)) return true;
  return IDEMPOTENT_METHODS.has((config.method ?? 'get').toUpperCase());
}

/**
 * The retry rule (ERR-06): a failure that never reached the application (network error, timeout)
 * of a repeatable request; and a keyed request the server answered 409 with Retry-After, because
 * the first try of the same action is still running there (decision 028).
 */
export function shouldRetry(error: AxiosError): boolean {
  const config = error.config;
  if (!config) return false;
  if (error.response) {
    return error.response.status === 409 && error.response.headers['retry-after'] !== undefined && Boolean(keyOf(config));
  }
  const lost = axiosRetry.isNetworkError(error) || error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
  return lost && isRepeatable(config);
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
    ...(options.fetch ? { adapter: 'fetch' as const, env: { fetch: options.fetch } } : {}),
  });

  if (!options.server) {
    axiosRetry(client, {
      retries: HTTP_RETRIES,
      retryCondition: shouldRetry,
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
