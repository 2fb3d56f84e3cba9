import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import type { Clock } from '../platform/clock';
import { domainEvents } from './tables';

/** A domain event as written to the outbox: `type` names it, `playerId` scopes it. */
export interface DomainEvent<P = unknown> {
  id: number;
  type: string;
  playerId: number | null;
  payload: P;
  createdAt: Date;
}

export type EventHandler = (event: DomainEvent) => Promise<void> | void;

export interface Outbox {
  /** Writes an event in the caller's transaction; it is dispatched only if that commits. */
  publish(tx: DbOrTx, event: { type: string; playerId?: number | null; payload: unknown }): Promise<void>;
  /** Registers a handler for a type, or '*' for every event. Handlers must be idempotent. */
  subscribe(type: string, handler: EventHandler): void;
  /** Asks for a dispatch round soon (call after commit). */
  kick(): void;
  /** Dispatches until nothing is pending; returns how many events were handled. */
  drain(): Promise<number>;
  /** Deletes the events dispatched before `before`; answers how many. Pending events stay, however old. */
  prune(before: Date): Promise<number>;
  /** Events not dispatched yet, and when the oldest of them was written (null when none); for monitoring. */
  backlog(): Promise<{ pending: number; oldestCreatedAt: Date | null }>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

const LEASE_MS = 30_000;
const BATCH = 100;
const MAX_ATTEMPTS = 20;
/** Rows deleted per statement when pruning, so no statement holds the table for long. */
const PRUNE_BATCH = 5_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * At-least-once delivery: a batch is leased in one short transaction, handled outside it, then
 * marked dispatched. A process that dies mid-batch leaves a lease that expires, and another
 * round (here or in another process) sends the events again.
 */
export function createOutbox(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  /** How long dispatched events are kept (OUTBOX_RETENTION_DAYS); the timer of start() prunes older ones hourly. */
  retentionMs = 7 * 24 * 60 * 60 * 1000,
): Outbox {
  const handlers = new Map<string, EventHandler[]>();
  let timer: NodeJS.Timeout | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  async function leaseBatch(): Promise<DomainEvent[]> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: domainEvents.id })
        .from(domainEvents)
        .where(
          and(
            isNull(domainEvents.dispatchedAt),
            lt(domainEvents.attempts, MAX_ATTEMPTS),
            or(isNull(domainEvents.leaseUntil), lt(domainEvents.leaseUntil, now)),
          ),
        )
        .orderBy(asc(domainEvents.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const leased = await tx
        .update(domainEvents)
        .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${domainEvents.attempts} + 1` })
        .where(inArray(domainEvents.id, ids))
        .returning();
      return leased
        .sort((a, b) => a.id - b.id)
        .map((r) => ({ id: r.id, type: r.type, playerId: r.playerId, payload: r.payload, createdAt: r.createdAt }));
    });
  }

  async function handle(event: DomainEvent): Promise<void> {
    const list = [...(handlers.get(event.type) ?? []), ...(handlers.get('*') ?? [])];
    try {
      for (const handler of list) await handler(event);
      await db.update(domainEvents).set({ dispatchedAt: clock.now(), lastError: null }).where(eq(domainEvents.id, event.id));
    } catch (err) {
      log.error({ err, eventId: event.id, type: event.type }, 'domain event handler failed; will retry');
      await db
        .update(domainEvents)
        .set({ lastError: String(err).slice(0, 1000) })
        .where(eq(domainEvents.id, event.id));
    }
  }

  async function round(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await leaseBatch();
      if (batch.length === 0) return total;
      for (const event of batch) await handle(event);
      total += batch.length;
    }
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await round();
      } while (again);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    async publish(tx, event) {
      await tx.insert(domainEvents).values({
        type: event.type,
        playerId: event.playerId ?? null,
        payload: event.payload,
        createdAt: clock.now(),
      });
    },
    subscribe(type, handler) {
      handlers.set(type, [...(handlers.get(type) ?? []), handler]);
    },
    kick() {
      run().catch((err: unknown) => log.error({ err }, 'outbox dispatch failed'));
    },
    async drain() {
      let total = await run();
      // A kick that arrived while the last round was finishing.
      if (running) total += await running;
      return total;
    },
    async prune(before) {
      let total = 0;
      for (;;) {
        const oldest = db
          .select({ id: domainEvents.id })
          .from(domainEvents)
          .where(lt(domainEvents.dispatchedAt, before))
          .limit(PRUNE_BATCH);
        const deleted = await db.delete(domainEvents).where(inArray(domainEvents.id, oldest)).returning({ id: domainEvents.id });
        total += deleted.length;
        if (deleted.length < PRUNE_BATCH) return total;
      }
    },
    async backlog() {
      // Both through the partial index of pending events; ids grow with the time of writing.
      const [row] = await db
        .select({
          pending: sql<string>`count(*)`,
          oldest: sql<
            string | null
          >`(select extract(epoch from ${domainEvents.createdAt})::text from ${domainEvents} where ${domainEvents.dispatchedAt} is null order by ${domainEvents.id} limit 1)`,
        })
        .from(domainEvents)
        .where(isNull(domainEvents.dispatchedAt));
      const oldest = row?.oldest;
      return { pending: Number(row?.pending ?? 0), oldestCreatedAt: oldest ? new Date(Number(oldest) * 1000) : null };
    },
    start(intervalMs = 1000) {
      if (timer) return;
      timer = setInterval(() => this.kick(), intervalMs);
      timer.unref();
      this.kick();
      const prune = () =>
        this.prune(new Date(clock.now().getTime() - retentionMs))
          .then((n) => n > 0 && log.info({ deleted: n }, 'dispatched domain events pruned'))
          .catch((err: unknown) => log.error({ err }, 'outbox prune failed'));
      pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
      pruneTimer.unref();
      void prune();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (pruneTimer) clearInterval(pruneTimer);
      timer = undefined;
      pruneTimer = undefined;
      if (running) await running.catch(() => 0);
    },
  };
}
