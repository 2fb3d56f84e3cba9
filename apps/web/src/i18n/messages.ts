import { MESSAGES_BUCKET_MS, type Locale } from '@casino/contracts';
import type { AxiosInstance } from 'axios';

/** The 5-minute cache bucket of /messages/{locale}.json?t= (requirements §core-7, §core-9). */
export function messagesBucket(now = Date.now()): number {
  return Math.floor(now / MESSAGES_BUCKET_MS) * MESSAGES_BUCKET_MS;
}

const cache = new Map<string, Record<string, string>>();
const keyOf = (locale: string, bucket: number) => `${locale}:${bucket}`;

/** Keeps a catalogue; the one of the bucket before stays too, for pages whose loader ran just before the turn. */
function keep(locale: string, bucket: number, messages: Record<string, string>): void {
  for (const key of cache.keys()) {
    const [l, b] = key.split(':');
    if (l === locale && Number(b) < bucket - MESSAGES_BUCKET_MS) cache.delete(key);
  }
  cache.set(keyOf(locale, bucket), messages);
}

/**
 * Messages of a locale. On the server they are kept per bucket, so a page render costs no
 * request once the bucket is warm; a failed load is only logged (requirements §core-8) and renders keys.
 */
export async function loadMessages(
  api: AxiosInstance,
  locale: Locale,
  bucket = messagesBucket(),
): Promise<Record<string, string>> {
  const cached = cache.get(keyOf(locale, bucket));
  if (cached) return cached;
  try {
    const { data } = await api.get<Record<string, string>>(messagesPath(locale), { params: { t: bucket } });
    keep(locale, bucket, data);
    return data;
  } catch {
    return {};
  }
}

export const messagesPath = (locale: string) => `/messages/${locale}.json`;

/**
 * The catalogue a page renders with, once its loader (on the server) or the client (before
 * hydration, or before a page of another locale) has loaded it; empty otherwise, which renders
 * keys. Pages carry only the locale and bucket, not the catalogue (docs/decisions/021-guest-page-cache.md).
 */
export function messagesFor(locale: string, bucket: number): Record<string, string> {
  return cache.get(keyOf(locale, bucket)) ?? EMPTY;
}

const EMPTY: Record<string, string> = {};

/** In the browser: loads a catalogue into the store (one request per locale and bucket; the HTTP cache may answer). */
export async function primeMessages(locale: string, bucket: number): Promise<void> {
  if (cache.has(keyOf(locale, bucket))) return;
  try {
    const response = await fetch(`${messagesPath(locale)}?t=${bucket}`, { credentials: 'same-origin' });
    if (response.ok) keep(locale, bucket, (await response.json()) as Record<string, string>);
  } catch {
    // Offline or refused: the page renders keys, as when the server could not load them (requirements §core-8).
  }
}
