import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/** The schema pg-boss keeps its tables in, beside ours (it migrates it itself on start). */
export const JOB_SCHEMA = 'pgboss';
/** Completed runs move to pg-boss's archive after an hour (never sooner than the longest period). */
const ARCHIVE_COMPLETED_SECONDS = 60 * 60;
/** A run that failed its last attempt stays retryable by staff for a week. */
const ARCHIVE_FAILED_SECONDS = 7 * 24 * 60 * 60;
/** Tries at creating a queue that other processes are creating at the same moment. */
const QUEUE_CREATE_ATTEMPTS = 5;
/** How often this process offers the next period of each job to the queue. */
const OFFER_EVERY_MS = 1000;

export interface PeriodicJobOptions {
  /** Attempts after the first before the run is left failed for staff (3). */
  retryLimit?: number;
  /** The first retry's delay in seconds; each next one doubles, with jitter (5). */
  retryDelaySeconds?: number;
  /**
   * How often this process's worker looks for runs another process offered or a retry made due:
   * once per period, between 1 s and 10 s, unless set.
   */
  pollingIntervalSeconds?: number;
}

/** A run that failed its last attempt (the queue's dead-letter state). */
export interface FailedJob {
  id: string;
  name: string;
  attempts: number;
  lastError: string;
  createdAt: Date;
  failedAt: Date;
}

export interface JobQueue {
  /**
   * Declares a job that runs once per period across every process sharing the database
   * (declare before start; periods are whole seconds).
   */
  every(name: string, everyMs: number, run: () => Promise<unknown>, options?: PeriodicJobOptions): void;
  /** Runs a declared job here and now, outside its schedule (tests, or an operator's script). */
  run(name: string): Promise<unknown>;
  /** Creates the queues, starts this process's workers and offers each period's run. */
  start(): Promise<void>;
  /** Stops offering and fetching, and waits for the runs in progress (graceful shutdown). */
  stop(): Promise<void>;
  /** Runs that failed their last attempt, newest first (works without start, on any node). */
  failed(limit?: number): Promise<FailedJob[]>;
  /** Gives a failed run one more attempt; false when no failed run has that id. */
  retry(id: string): Promise<boolean>;
}

interface Declared {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  options: Required<PeriodicJobOptions>;
}

/**
 * Scheduled work on pg-boss (docs/decisions/029-job-queue.md), on PGlite or PostgreSQL through
 * the database's own connection. Each process offers a job once per period with a singleton key
 * and slot: the queue keeps one run per slot whoever offers it, one process fetches it (SKIP
 * LOCKED), and the `stately` policy keeps at most one waiting and one running, so a slow run
 * never piles up behind itself. A failed run is retried with exponential backoff and jitter; after
 * the last attempt it stays `failed`, listed for staff, who can retry it.
 */
export function createJobQueue(deps: { database: Database; log: FastifyBaseLogger }): JobQueue {
  const { database, log } = deps;
  const declared = new Map<string, Declared>();
  const workers = new Map<string, string>();
  const offered = new Map<string, number>();
  let boss: PgBoss | undefined;
  let offerTimer: NodeJS.Timeout | undefined;
  let offering: Promise<void> | undefined;
  // A stop() that comes while start() is still under way waits for it, then stops what it started.
  let starting: Promise<void> | undefined;
  let stopping = false;

  const bossFor = (): PgBoss => {
    boss ??= new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: JOB_SCHEMA,
      // No cron timekeeper: periods are offered by every process (below), down to a second.
      schedule: false,
      archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_SECONDS,
      archiveFailedAfterSeconds: ARCHIVE_FAILED_SECONDS,
      deleteAfterDays: 1,
    });
    return boss;
  };

  async function createQueue(queue: PgBoss, job: Declared): Promise<void> {
    const options = {
      name: job.name,
      policy: 'stately' as const,
      retryLimit: job.options.retryLimit,
      retryDelay: job.options.retryDelaySeconds,
      retryBackoff: true,
      // A run longer than this was lost with its process: failed by timeout, then retried.
      expireInSeconds: Math.min(15 * 60, Math.max(60, (job.everyMs / 1000) * 10)),
    };
    // Processes starting together create the same queues (tables of their own) at once, and
    // PostgreSQL may pick one as a deadlock victim: it tries again and finds the queue made.
    for (let attempt = 1; ; attempt++) {
      try {
        if (await queue.getQueue(job.name)) await queue.updateQueue(job.name, options);
        else await queue.createQueue(job.name, options);
        return;
      } catch (err) {
        if (attempt >= QUEUE_CREATE_ATTEMPTS) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
      }
    }
  }

  async function offer(queue: PgBoss): Promise<void> {
    const now = Date.now();
    for (const job of declared.values()) {
      const slot = Math.floor(now / job.everyMs);
      if (offered.get(job.name) === slot) continue;
      const id = await queue.send(job.name, {}, { singletonKey: job.name, singletonSeconds: job.everyMs / 1000 });
      offered.set(job.name, slot);
      const worker = workers.get(job.name);
      if (id && worker) queue.notifyWorker(worker);
    }
  }

  async function startWorkers(): Promise<void> {
    const queue = bossFor();
    queue.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
    await queue.start();
    for (const job of declared.values()) {
      await createQueue(queue, job);
      // The process that offers a run wakes its own worker (notifyWorker); polling picks up runs that
      // waited behind a running one or that another process offered: once per period, at most 10 s.
      const { pollingIntervalSeconds } = job.options;
      const workerId = await queue.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, async () => {
        try {
          await job.run();
        } catch (err) {
          log.error({ err, job: job.name }, 'scheduled job failed (retried unless that was its last attempt)');
          throw err;
        }
      });
      workers.set(job.name, workerId);
    }
    if (!stopping) startOffering(queue);
  }

  function startOffering(queue: PgBoss): void {
    const tick = () => {
      offering ??= offer(queue)
        .catch((err: unknown) => log.error({ err }, 'scheduled jobs not offered'))
        .finally(() => {
          offering = undefined;
        });
    };
    offerTimer = setInterval(tick, OFFER_EVERY_MS);
    offerTimer.unref();
    tick();
  }

  return {
    every(name, everyMs, run, options = {}) {
      if (!Number.isInteger(everyMs / 1000) || everyMs < 1000) throw new RangeError(`${name}: a period is whole seconds`);
      declared.set(name, {
        name,
        everyMs,
        run,
        options: {
          retryLimit: options.retryLimit ?? 3,
          retryDelaySeconds: options.retryDelaySeconds ?? 5,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? Math.min(10, Math.max(1, everyMs / 1000)),
        },
      });
    },

    async run(name) {
      const job = declared.get(name);
      if (!job) throw new Error(`no scheduled job ${name}`);
      return job.run();
    },

    async start() {
      if (offerTimer || starting) return starting;
      stopping = false;
      starting = startWorkers().finally(() => {
        starting = undefined;
      });
      return starting;
    },

    async stop() {
      stopping = true;
      await starting?.catch(() => undefined);
      if (offerTimer) clearInterval(offerTimer);
      offerTimer = undefined;
      await offering;
      workers.clear();
      // close: false, the database is the app's; wait: true, runs in progress finish first.
      await boss?.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },

    async failed(limit = 100) {
      const names = [...declared.keys()];
      if (names.length === 0) return [];
      const result = await database
        .executeSql(
          `SELECT id, name, retry_count, output, created_on, completed_on FROM ${JOB_SCHEMA}.job
           WHERE state = 'failed' AND name = ANY($1::text[]) ORDER BY completed_on DESC LIMIT $2`,
          [names, limit],
        )
        .catch((err: unknown) => {
          // No process has started the queue on this database yet: nothing has failed.
          if (missingSchema(err)) return { rows: [] };
          throw err;
        });
      return result.rows.map((row) => ({
        id: String(row['id']),
        name: String(row['name']),
        attempts: Number(row['retry_count']) + 1,
        lastError: errorMessageOf(row['output']),
        createdAt: new Date(row['created_on'] as string),
        failedAt: new Date(row['completed_on'] as string),
      }));
    },

    async retry(id) {
      const found = await database
        .executeSql(`SELECT name FROM ${JOB_SCHEMA}.job WHERE id = $1::uuid AND state = 'failed'`, [id])
        .catch((err: unknown) => {
          if (missingSchema(err)) return { rows: [] };
          throw err;
        });
      const name = found.rows[0]?.['name'];
      if (typeof name !== 'string') return false;
      await bossFor().retry(name, id);
      const worker = workers.get(name);
      if (worker) boss?.notifyWorker(worker);
      return true;
    },
  };
}

/** undefined_table (42P01) or invalid_schema_name (3F000): pg-boss never ran here. */
function missingSchema(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '42P01' || code === '3F000';
}

/** pg-boss stores a thrown error as `{ name, message, stack }` (or `{ value: { message } }` on a timeout). */
function errorMessageOf(output: unknown): string {
  const value = typeof output === 'string' ? (JSON.parse(output) as unknown) : output;
  const record = (value ?? {}) as { message?: unknown; value?: { message?: unknown } };
  const message = record.message ?? record.value?.message;
  return typeof message === 'string' ? message.slice(0, 1000) : JSON.stringify(value).slice(0, 1000);
}
