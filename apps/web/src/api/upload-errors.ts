import { isHttpError } from './is-http-error';

/**
 * The message key of a refused upload (docs/decisions/019-uploads.md): the server's
 * `uploads.*` or `verification.*` key when it sent one, else the fallback.
 */
export function uploadErrorKey(error: unknown, fallback: string): string {
  if (!isHttpError(error)) return fallback;
  const body = error.response?.data as { error?: unknown; errors?: Record<string, unknown> } | undefined;
  const first = [body?.error, ...Object.values(body?.errors ?? {}).flat()].find(
    (m): m is string => typeof m === 'string' && /^(uploads|verification)\.[a-z_.]+$/.test(m),
  );
  return first ?? fallback;
}
