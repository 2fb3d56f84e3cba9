import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
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

/** An event whose last attempt failed: what staff see (never its payload, which may hold a token). */
export interface DeadEvent {
  id: number;
  type: string;
  playerId: number | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  deadAt: Date;
}

export interface Outbox {
  /** Writes an event in the caller's transaction; it is dispatched only if that commits. */
  publish(tx: DbOrTx, event: { type: string; playerId?: number | null; payload: unknown }): Promise<void>;
  /** Registers a handler for a type, or '*' for every event. Handlers must be idempotent. */
  subscribe(type: string, handler: EventHandler): void;
  /** Asks for a dispatch round soon (call after commit). */
  kick(): void;
  /** Dispatches until nothing is pending; returns how many events were handled. */
  drain(): Promise<number>;
  /** Deletes the events dispatched before `before`; answers how many. Pending and dead events stay, however old. */
  prune(before: Date): Promise<number>;
  /** Events not dispatched yet (dead letters aside), and when the oldest of them was written (null when none); for monitoring. */
  backlog(): Promise<{ pending: number; oldestCreatedAt: Date | null }>;
  /** Marks dead the events whose last attempt never reported (its process died); answers how many. */
  buryAbandoned(): Promise<number>;
  /** The dead letters, newest first. */
  dead(limit?: number): Promise<DeadEvent[]>;
  /** Gives a dead event a fresh series of attempts and asks for a round; false when no dead event has that id. */
  retryDead(id: number): Promise<boolean>;
  /** Dispatches every `intervalMs` (and on kick) until stop(). */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/** An event as leased for an attempt: `attempts` counts this one. */
type LeasedEvent = DomainEvent & { attempts: number };

const LEASE_MS = 30_000;
const BATCH = 100;
/** With the delays below, about half a day to a day of attempts before an event is dead. */
export const OUTBOX_MAX_ATTEMPTS = 30;
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 60 * 60 * 1000;
/** Rows deleted per statement when pruning, so no statement holds the table for long. */
const PRUNE_BATCH = 5_000;

/**
 * The wait before the attempt after failed attempt `attempt` (1-based): 1 s doubling up to an
 * hour, of which a random half is taken off (jitter), so events that failed together (an SMTP
 * outage) do not all come back at the same instant.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const full = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(30, attempt - 1));
  return Math.round(full / 2 + (full / 2) * random());
}

/**
 * At-least-once delivery: a batch is leased in one short transaction, handled outside it, then
 * marked dispatched. A process that dies mid-batch leaves a lease that expires, and another
 * round (here or in another process) sends the events again. A failed event waits
 * retryDelayMs(attempts) (its lease_until) before the next attempt; after the last one it is
 * dead (dead_at), logged, and listed for staff (docs/decisions/029-job-queue.md).
 */
export function createOutbox(db: Db, clock: Clock, log: FastifyBaseLogger, random: () => number = Math.random): Outbox {
  const handlers = new Map<string, EventHandler[]>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  async function leaseBatch(): Promise<LeasedEvent[]> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: domainEvents.id })
        .from(domainEvents)
        .where(
          and(
            isNull(domainEvents.dispatchedAt),
            isNull(domainEvents.deadAt),
            lt(domainEvents.attempts, OUTBOX_MAX_ATTEMPTS),
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
        .map((r) => ({
          id: r.id,
          type: r.type,
          playerId: r.playerId,
          payload: r.payload,
          createdAt: r.createdAt,
          attempts: r.attempts,
        }));
    });
  }

  async function handle(event: LeasedEvent): Promise<void> {
    const list = [...(handlers.get(event.type) ?? []), ...(handlers.get('*') ?? [])];
    try {
      for (const handler of list) await handler(event);
      await db.update(domainEvents).set({ dispatchedAt: clock.now(), lastError: null }).where(eq(domainEvents.id, event.id));
    } catch (err) {
      await recordFailure(event, String(err).slice(0, 1000), err);
    }
  }

  async function recordFailure(event: LeasedEvent, lastError: string, err: unknown): Promise<void> {
    const now = clock.now();
    if (event.attempts >= OUTBOX_MAX_ATTEMPTS) {
      log.error(
        { err, eventId: event.id, type: event.type, attempts: event.attempts },
        'domain event dead after its last attempt',
      );
      await db.update(domainEvents).set({ lastError, deadAt: now }).where(eq(domainEvents.id, event.id));
      return;
    }
    const retryAt = new Date(now.getTime() + retryDelayMs(event.attempts, random));
    log.error(
      { err, eventId: event.id, type: event.type, attempts: event.attempts, retryAt },
      'domain event handler failed; will retry',
    );
    await db.update(domainEvents).set({ lastError, leaseUntil: retryAt }).where(eq(domainEvents.id, event.id));
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
          >`(select extract(epoch from ${domainEvents.createdAt})::text from ${domainEvents} where ${domainEvents.dispatchedAt} is null and ${domainEvents.deadAt} is null order by ${domainEvents.id} limit 1)`,
        })
        .from(domainEvents)
        .where(and(isNull(domainEvents.dispatchedAt), isNull(domainEvents.deadAt)));
      const oldest = row?.oldest;
      return { pending: Number(row?.pending ?? 0), oldestCreatedAt: oldest ? new Date(Number(oldest) * 1000) : null };
    },
    async buryAbandoned() {
      const now = clock.now();
      const buried = await db
        .update(domainEvents)
        .set({
          deadAt: now,
          lastError: sql`coalesce(${domainEvents.lastError}, 'the last attempt never finished (its process stopped)')`,
        })
        .where(
          and(
            isNull(domainEvents.dispatchedAt),
            isNull(domainEvents.deadAt),
            gte(domainEvents.attempts, OUTBOX_MAX_ATTEMPTS),
            lt(domainEvents.leaseUntil, now),
          ),
        )
        .returning({ id: domainEvents.id, type: domainEvents.type });
      for (const event of buried) log.error({ eventId: event.id, type: event.type }, 'domain event dead after its last attempt');
      return buried.length;
    },
    async dead(limit = 100) {
      const rows = await db
        .select({
          id: domainEvents.id,
          type: domainEvents.type,
          playerId: domainEvents.playerId,
          attempts: domainEvents.attempts,
          lastError: domainEvents.lastError,
          createdAt: domainEvents.createdAt,
          deadAt: domainEvents.deadAt,
        })
        .from(domainEvents)
        .where(isNotNull(domainEvents.deadAt))
        .orderBy(desc(domainEvents.deadAt), desc(domainEvents.id))
        .limit(limit);
      return rows.flatMap((row) => (row.deadAt ? [{ ...row, deadAt: row.deadAt }] : []));
    },
    async retryDead(id) {
      const revived = await db
        .update(domainEvents)
        .set({ deadAt: null, attempts: 0, leaseUntil: null })
        .where(and(eq(domainEvents.id, id), isNotNull(domainEvents.deadAt), isNull(domainEvents.dispatchedAt)))
        .returning({ id: domainEvents.id });
      if (revived.length === 0) return false;
      this.kick();
      return true;
    },
    start(intervalMs = 1000) {
      if (timer) return;
      timer = setInterval(() => this.kick(), intervalMs);
      timer.unref();
      this.kick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (running) await running.catch(() => 0);
    },
  };
}
