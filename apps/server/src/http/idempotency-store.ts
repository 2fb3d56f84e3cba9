import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import { idempotencyKeys } from './idempotency-tables';

/** One key of one player on one route. */
export interface KeyId {
  playerId: number;
  route: string;
  key: string;
}

/** What claiming a key found. */
export type Claim =
  /** The key is new: this request runs, and its answer is stored with complete(). */
  | { kind: 'claimed' }
  /** A request with the key answered already: its answer, to send again. */
  | { kind: 'completed'; statusCode: number; body: string }
  /** The key was used with another request (other parameters or body). */
  | { kind: 'mismatch' }
  /** A request with the key is running; `stale` when it started so long ago that its process must have stopped. */
  | { kind: 'in_progress'; stale: boolean };

export interface IdempotencyStore {
  /** Inserts the key's row, or reads the one there: the database decides which request runs, across processes. */
  claim(id: KeyId, requestHash: string): Promise<Claim>;
  /** Stores the answer of a claimed request. */
  complete(id: KeyId, statusCode: number, body: string): Promise<void>;
  /** Gives up a claimed key that got no answer worth keeping (a 429 or 503): a retry runs afresh. */
  release(id: KeyId): Promise<void>;
  /** Deletes the keys created before `before`, in batches; answers how many. */
  prune(before: Date): Promise<number>;
  /** Deletes the keys older than the retention (IDEMPOTENCY_RETENTION_HOURS); run hourly as a scheduled job. */
  pruneExpired(): Promise<number>;
}

/** No request takes this long between its claim and its answer: a claim this old was left by a stopped process. */
const IN_PROGRESS_STALE_MS = 60_000;
const PRUNE_BATCH = 5_000;

export function createIdempotencyStore(deps: { db: Db; clock: Clock; retentionMs: number }): IdempotencyStore {
  const { db, clock, retentionMs } = deps;
  const where = (id: KeyId) =>
    and(eq(idempotencyKeys.playerId, id.playerId), eq(idempotencyKeys.route, id.route), eq(idempotencyKeys.key, id.key));

  async function existing(id: KeyId, requestHash: string): Promise<Claim | null> {
    const [row] = await db.select().from(idempotencyKeys).where(where(id)).limit(1);
    if (!row) return null;
    if (row.requestHash !== requestHash) return { kind: 'mismatch' };
    if (row.statusCode !== null && row.responseBody !== null) {
      return { kind: 'completed', statusCode: row.statusCode, body: row.responseBody };
    }
    return { kind: 'in_progress', stale: clock.now().getTime() - row.createdAt.getTime() > IN_PROGRESS_STALE_MS };
  }

  const store: IdempotencyStore = {
    async claim(id, requestHash) {
      // A row pruned between the insert and the read is claimed again on the second pass.
      for (let attempt = 0; attempt < 2; attempt++) {
        const inserted = await db
          .insert(idempotencyKeys)
          .values({ ...id, requestHash, createdAt: clock.now() })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (inserted.length > 0) return { kind: 'claimed' };
        const found = await existing(id, requestHash);
        if (found) return found;
      }
      throw new Error('idempotency key neither inserted nor found');
    },
    async complete(id, statusCode, body) {
      await db.update(idempotencyKeys).set({ statusCode, responseBody: body, completedAt: clock.now() }).where(where(id));
    },
    async release(id) {
      await db.delete(idempotencyKeys).where(and(where(id), isNull(idempotencyKeys.statusCode)));
    },
    async prune(before) {
      let total = 0;
      for (;;) {
        const deleted = await db
          .delete(idempotencyKeys)
          .where(
            sql`ctid IN (SELECT ctid FROM ${idempotencyKeys} WHERE ${idempotencyKeys.createdAt} < ${before} LIMIT ${PRUNE_BATCH})`,
          )
          .returning({ key: idempotencyKeys.key });
        total += deleted.length;
        if (deleted.length < PRUNE_BATCH) return total;
      }
    },
    async pruneExpired() {
      return store.prune(new Date(clock.now().getTime() - retentionMs));
    },
  };
  return store;
}
