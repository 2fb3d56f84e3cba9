import type { AxiosError } from 'axios';

/**
 * Whether an error came from the API client (it has `response` when the server answered). The
 * same test as axios's own `isAxiosError`, without importing axios into the page's first load.
 */
export function isHttpError<T = unknown>(error: unknown): error is AxiosError<T> {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
