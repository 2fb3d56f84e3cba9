import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import type { Clock } from '../platform/clock';
import {
  buryLeaseExpired,
  deadEvents,
  deleteDispatchedBefore,
  insertEvent,
  insertEvents,
  leaseDue,
  markDispatched,
  markFailed,
  pendingBacklog,
  reviveDead,
  type LeasedEventRow,
} from './outbox-store';

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
  /** Writes several events in the caller's transaction with one statement, in the order given. */
  publishAll(tx: DbOrTx, events: { type: string; playerId?: number | null; payload: unknown }[]): Promise<void>;
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
type LeasedEvent = DomainEvent & LeasedEventRow;

const LEASE_MS = 30_000;
/** Handled events are marked dispatched at least this often during a batch (a third of the lease). */
const MARK_WITHIN_MS = LEASE_MS / 3;
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
 * What follows failed attempt `attempts` at `now`: after the last one the event is dead; before,
 * it is due again after retryDelayMs.
 */
export function afterFailedAttempt(
  attempts: number,
  now: Date,
  random: () => number = Math.random,
): { deadAt: Date } | { retryAt: Date } {
  if (attempts >= OUTBOX_MAX_ATTEMPTS) return { deadAt: now };
  return { retryAt: new Date(now.getTime() + retryDelayMs(attempts, random)) };
}

interface OutboxDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The jitter of retry delays (tests pin it). */
  random?: () => number;
}

/**
 * At-least-once delivery: a batch is leased in one short transaction, handled outside it, then
 * marked dispatched. A process that dies mid-batch leaves a lease that expires, and another
 * round (here or in another process) sends the events again. A failed event waits
 * retryDelayMs(attempts) (its lease_until) before the next attempt; after the last one it is
 * dead (dead_at), logged, and listed for staff (docs/decisions/029-job-queue.md). The queries are
 * in outbox-store.ts.
 */
export function createOutbox(deps: OutboxDeps): Outbox {
  const { db, clock, log } = deps;
  const random = deps.random ?? Math.random;
  const handlers = new Map<string, EventHandler[]>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  /** Runs an event's handlers; answers whether they all succeeded (a failure is recorded at once). */
  async function handle(event: LeasedEvent): Promise<boolean> {
    const list = [...(handlers.get(event.type) ?? []), ...(handlers.get('*') ?? [])];
    try {
      for (const handler of list) await handler(event);
      return true;
    } catch (err) {
      await recordFailure(event, String(err).slice(0, 1000), err);
      return false;
    }
  }

  async function recordFailure(event: LeasedEvent, lastError: string, err: unknown): Promise<void> {
    const outcome = afterFailedAttempt(event.attempts, clock.now(), random);
    const logged = { err, eventId: event.id, type: event.type, attempts: event.attempts };
    if ('deadAt' in outcome) log.error(logged, 'domain event dead after its last attempt');
    else log.error({ ...logged, retryAt: outcome.retryAt }, 'domain event handler failed; will retry');
    await markFailed(db, event.id, lastError, outcome);
  }

  /** Leases and handles batches until none is due. */
  async function round(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await leaseDue(db, clock.now(), { batch: BATCH, leaseMs: LEASE_MS, maxAttempts: OUTBOX_MAX_ATTEMPTS });
      if (batch.length === 0) return total;
      // The handled events of a batch are marked dispatched together, in one statement (and early,
      // well before their leases run out, when the batch is slow): a process that stops before it
      // leaves their leases to run out, and they are sent again (at least once).
      let handled: number[] = [];
      let since = performance.now();
      for (const event of batch) {
        if (await handle(event)) handled.push(event.id);
        if (performance.now() - since < MARK_WITHIN_MS) continue;
        await markDispatched(db, handled, clock.now());
        handled = [];
        since = performance.now();
      }
      await markDispatched(db, handled, clock.now());
      total += batch.length;
    }
  }

  /** One dispatch at a time: a kick while it runs asks for another round after it. */
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

  const kick = () => {
    run().catch((err: unknown) => log.error({ err }, 'outbox dispatch failed'));
  };

  return {
    publish: (tx: DbOrTx, event) => insertEvent(tx, event, clock.now()),
    publishAll: (tx: DbOrTx, events) => insertEvents(tx, events, clock.now()),
    subscribe(type, handler) {
      handlers.set(type, [...(handlers.get(type) ?? []), handler]);
    },
    kick,
    async drain() {
      let total = await run();
      // A kick that arrived while the last round was finishing.
      if (running) total += await running;
      return total;
    },
    async prune(before) {
      let total = 0;
      for (;;) {
        const deleted = await deleteDispatchedBefore(db, before, PRUNE_BATCH);
        total += deleted;
        if (deleted < PRUNE_BATCH) return total;
      }
    },
    backlog: () => pendingBacklog(db),
    async buryAbandoned() {
      const buried = await buryLeaseExpired(db, clock.now(), OUTBOX_MAX_ATTEMPTS);
      for (const event of buried) log.error({ eventId: event.id, type: event.type }, 'domain event dead after its last attempt');
      return buried.length;
    },
    dead: (limit = 100) => deadEvents(db, limit),
    async retryDead(id) {
      if (!(await reviveDead(db, id))) return false;
      kick();
      return true;
    },
    start(intervalMs = 1000) {
      if (timer) return;
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (running) await running.catch(() => 0);
    },
  };
}
