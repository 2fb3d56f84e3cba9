import type { Clock } from './clock';

/**
 * A small read-through cache for data that is the same for every visitor (config, CMS,
 * messages). Entries live `ttlMs`; a write in this process clears them at once, other processes
 * see it within `ttlMs`. A ttl of 0 turns caching off.
 */
export interface TtlCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(prefix?: string): void;
}

export function createTtlCache(deps: { clock: Clock; ttlMs: number }): TtlCache {
  const { clock, ttlMs } = deps;
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
      // Promise.resolve runs a lazy thenable (a query builder) once; its result is what is kept.
      const value = Promise.resolve(load());
      entries.set(key, { expiresAt: now + ttlMs, value });
      // A failed load is not kept: the next caller tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(prefix = '') {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
