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

/**
 * Handles, at once, the events of a leased batch that are of its types, in the order they were
 * written (decision 073). It must be idempotent per event (keyed by the event or its transaction
 * id), as a single handler is: when it throws, the outbox calls it again with one event at a time,
 * so one bad event fails alone and the others of the batch go through.
 */
export type BatchHandler = (events: DomainEvent[]) => Promise<void>;

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
  /** Registers a handler that gets every leased batch's events of these types together (decision 073). */
  subscribeBatch(types: readonly string[], handler: BatchHandler): void;
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
/** Events leased at once: a batch handler gets its share of them in one call. */
const BATCH = 500;

/**
 * How the dispatcher works through a backlog (decision 077): `batch` events leased at once, and
 * after each full batch a rest, so that it takes at most `share` of the time. A backlog (after a
 * restart, or a yardstick's thousands of events) otherwise runs batch after batch; on the embedded
 * database every statement of it queues with the players' requests for the one connection, and
 * bets waited a second until it was gone. A pool gives the dispatcher a connection of its own:
 * there the defaults, 500 and all the time.
 */
interface CatchUp {
  batch: number;
  share: number;
}

/** The embedded database's: short batches, half the time. */
export const EMBEDDED_CATCH_UP: CatchUp = { batch: 100, share: 0.5 };
/** The least time between two kicked rounds: a gap's worth of events makes one batch. */
const ROUND_GAP_MS = 100;
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
  /** The least time between the starts of two rounds a kick asks for (ROUND_GAP_MS). */
  roundGapMs?: number;
  /** How a backlog is worked through (default: BATCH events, no rest). */
  catchUp?: CatchUp;
}

/** The rest after a full batch that took `workedMs`, so that the work is `share` of the time. */
export const restAfterBatch = (workedMs: number, share: number): number =>
  share >= 1 ? 0 : Math.round(workedMs * (1 / Math.max(share, 0.01) - 1));

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
  const batchHandlers: { types: ReadonlySet<string>; handler: BatchHandler }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let kickTimer: NodeJS.Timeout | undefined;
  let lastRoundAt = -Infinity;
  let stopped = false;
  const roundGapMs = deps.roundGapMs ?? ROUND_GAP_MS;
  const { batch: leaseBatch, share } = deps.catchUp ?? { batch: BATCH, share: 1 };

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

  /**
   * Runs every batch handler over its events of the batch; answers the events that failed (their
   * failure recorded). A handler that throws on the whole is called again one event at a time.
   */
  async function handleBatch(batch: LeasedEvent[]): Promise<Set<number>> {
    const failed = new Set<number>();
    for (const { types, handler } of batchHandlers) {
      const events = batch.filter((event) => types.has(event.type) && !failed.has(event.id));
      if (events.length === 0) continue;
      try {
        await handler(events);
        continue;
      } catch (err) {
        if (events.length > 1) log.warn({ err, events: events.length }, 'batch handler failed; retrying its events one by one');
      }
      for (const event of events) {
        try {
          await handler([event]);
        } catch (err) {
          failed.add(event.id);
          await recordFailure(event, String(err).slice(0, 1000), err);
        }
      }
    }
    return failed;
  }

  async function recordFailure(event: LeasedEvent, lastError: string, err: unknown): Promise<void> {
    const outcome = afterFailedAttempt(event.attempts, clock.now(), random);
    const logged = { err, eventId: event.id, type: event.type, attempts: event.attempts };
    if ('deadAt' in outcome) log.error(logged, 'domain event dead after its last attempt');
    else log.error({ ...logged, retryAt: outcome.retryAt }, 'domain event handler failed; will retry');
    await markFailed(db, event.id, lastError, outcome);
  }

  /** Leases and handles batches until one comes back short of a full batch (nothing more is due now). */
  async function round(): Promise<number> {
    let total = 0;
    for (;;) {
      const started = performance.now();
      const batch = await leaseDue(db, clock.now(), { batch: leaseBatch, leaseMs: LEASE_MS, maxAttempts: OUTBOX_MAX_ATTEMPTS });
      if (batch.length > 0) await dispatchBatch(batch);
      total += batch.length;
      if (batch.length < leaseBatch) return total;
      const rest = restAfterBatch(performance.now() - started, share);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  }

  /**
   * The batch handlers first, then each event's own handlers. The handled events are marked
   * dispatched together, in one statement (and early, well before their leases run out, when the
   * batch is slow): a process that stops before it leaves their leases to run out, and they are
   * sent again (at least once).
   */
  async function dispatchBatch(batch: LeasedEvent[]): Promise<void> {
    const failed = await handleBatch(batch);
    let handled: number[] = [];
    let since = performance.now();
    for (const event of batch) {
      if (failed.has(event.id)) continue;
      if (await handle(event)) handled.push(event.id);
      if (performance.now() - since < MARK_WITHIN_MS) continue;
      await markDispatched(db, handled, clock.now());
      handled = [];
      since = performance.now();
    }
    await markDispatched(db, handled, clock.now());
  }

  /** One round at a time: a kick while it runs asks for another one after it (through the gap). */
  function startRound(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    lastRoundAt = performance.now();
    running = round().finally(() => {
      running = undefined;
      if (!again) return;
      again = false;
      kick();
    });
    return running;
  }

  /**
   * Asks for a round: at once when the last one started ROUND_GAP_MS ago or more, else when that
   * gap has passed. Under a stream of bets the events gather into batches of a gap's worth, so the
   * engines' batch handlers pay their statements once per batch, not once per bet (decision 073).
   */
  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (kickTimer) return;
    const wait = lastRoundAt + roundGapMs - performance.now();
    const go = () => {
      kickTimer = undefined;
      startRound().catch((err: unknown) => log.error({ err }, 'outbox dispatch failed'));
    };
    if (wait <= 0) return go();
    kickTimer = setTimeout(go, wait);
    kickTimer.unref();
  }

  return {
    publish: (tx: DbOrTx, event) => insertEvent(tx, event, clock.now()),
    publishAll: (tx: DbOrTx, events) => insertEvents(tx, events, clock.now()),
    subscribe(type, handler) {
      handlers.set(type, [...(handlers.get(type) ?? []), handler]);
    },
    subscribeBatch(types, handler) {
      batchHandlers.push({ types: new Set(types), handler });
    },
    kick,
    async drain() {
      let total = 0;
      for (;;) {
        // A round a kick started: its events count too.
        while (running) total += await running;
        // A kick waiting for its gap is answered by the round below, now.
        if (kickTimer) clearTimeout(kickTimer);
        kickTimer = undefined;
        const handled = await startRound();
        total += handled;
        if (handled === 0 && !kickTimer && !running) return total;
      }
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
      stopped = false;
      if (timer) return;
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    async stop() {
      // Kicks after this (a request still finishing, or the round's own "again") start nothing:
      // a round that began once the database is closed would fail on a closed pool.
      stopped = true;
      if (timer) clearInterval(timer);
      if (kickTimer) clearTimeout(kickTimer);
      timer = undefined;
      kickTimer = undefined;
      while (running) await running.catch(() => 0);
    },
  };
}
