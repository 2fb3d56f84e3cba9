import { MESSAGES_BUCKET_MS, type Locale } from '@casino/contracts';
import type { AxiosInstance } from 'axios';

/** The 5-minute cache bucket of /messages/{locale}.json?t= (spec §7, §9). */
export function messagesBucket(now = Date.now()): number {
  return Math.floor(now / MESSAGES_BUCKET_MS) * MESSAGES_BUCKET_MS;
}

const cache = new Map<string, Record<string, string>>();

/**
 * Messages of a locale. On the server they are kept per bucket, so a page render costs no
 * request once the bucket is warm; a failed load is only logged (spec §8) and renders keys.
 */
export async function loadMessages(api: AxiosInstance, locale: Locale): Promise<Record<string, string>> {
  const bucket = messagesBucket();
  const key = `${locale}:${bucket}`;
  const cached = cache.get(key);
  if (cached) return cached;
  try {
    const { data } = await api.get<Record<string, string>>(`/messages/${locale}.json`, { params: { t: bucket } });
    for (const k of cache.keys()) if (k.startsWith(`${locale}:`)) cache.delete(k);
    cache.set(key, data);
    return data;
  } catch {
    return {};
  }
}
