import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { CachedBody } from './cached-body';
import { Lru } from './lru';
import { loadSnapshot, type CatalogueSnapshot } from './snapshot';

/** Catalogue data another process changed is picked up within this time. */
const SNAPSHOT_TTL_MS = 60_000;
/** Filter answers kept per snapshot (a lobby asks the same few hundred questions all day). */
const RESPONSE_CACHE_SIZE = 1_000;
const TITLE_CACHE_SIZE = 500;

/** A snapshot in hand, with the answers computed from it (dropped with it). */
export interface HeldSnapshot {
  snapshot: Promise<CatalogueSnapshot>;
  /** The snapshot once its promise has settled (read synchronously on the hot path). */
  loaded: CatalogueSnapshot | null;
  responses: Lru<CachedBody>;
  titles: Lru<Promise<number[]>>;
}

/** What one process holds of the catalogue: the current snapshot, or null before the first read and after an invalidation. */
export interface SnapshotCache {
  db: Db;
  clock: Clock;
  current: HeldSnapshot | null;
}

function hold(snapshot: Promise<CatalogueSnapshot>): HeldSnapshot {
  const held: HeldSnapshot = {
    snapshot,
    loaded: null,
    responses: new Lru(RESPONSE_CACHE_SIZE),
    titles: new Lru(TITLE_CACHE_SIZE),
  };
  snapshot.then(
    (snap) => {
      held.loaded = snap;
    },
    () => undefined,
  );
  return held;
}

/**
 * The snapshot to answer from: loaded on first use (a failed load is forgotten, so the next
 * request tries again), and stale while revalidate after the TTL: the snapshot in hand answers
 * while a fresh one loads, then the fresh one is swapped in.
 */
export function heldSnapshot(cache: SnapshotCache): HeldSnapshot {
  const now = cache.clock.now().getTime();
  if (!cache.current) {
    cache.current = hold(loadSnapshot(cache.db, now));
    const loading = cache.current;
    loading.snapshot.catch(() => {
      if (cache.current === loading) cache.current = null;
    });
    return loading;
  }
  const held = cache.current;
  // The usual case, decided without a promise: a loaded snapshot that is still fresh.
  const loaded = held.loaded;
  if (loaded && now - loaded.loadedAt <= SNAPSHOT_TTL_MS) return held;
  void held.snapshot.then(
    (snap) => {
      if (cache.current === held && now - snap.loadedAt > SNAPSHOT_TTL_MS) {
        snap.loadedAt = now;
        revalidate(cache, held, now);
      }
    },
    () => undefined,
  );
  return held;
}

/** Loads a fresh snapshot and swaps it in, unless the held one was replaced or dropped meanwhile. */
function revalidate(cache: SnapshotCache, held: HeldSnapshot, now: number): void {
  loadSnapshot(cache.db, now).then(
    (fresh) => {
      if (cache.current === held) {
        cache.current = hold(Promise.resolve(fresh));
        cache.current.loaded = fresh;
      }
    },
    () => undefined,
  );
}
