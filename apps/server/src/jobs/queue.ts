import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { declareJob, ensureQueue, slotOf, type DeclaredJob, type PeriodicJobOptions } from './declared-job';
import { failedRunJob, failedRuns, JOB_SCHEMA, type FailedJob } from './job-store';

export { JOB_SCHEMA, type FailedJob } from './job-store';
export type { PeriodicJobOptions } from './declared-job';

/** Completed runs move to pg-boss's archive after an hour (never sooner than the longest period). */
const ARCHIVE_COMPLETED_SECONDS = 60 * 60;
/** A run that failed its last attempt stays retryable by staff for a week. */
const ARCHIVE_FAILED_SECONDS = 7 * 24 * 60 * 60;
/** How often this process offers the next period of each job to the queue. */
const OFFER_EVERY_MS = 1000;

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

/**
 * Scheduled work on pg-boss (docs/decisions/029-job-queue.md), on PGlite or PostgreSQL through
 * the database's own connection. Each process offers a job once per period with a singleton key
 * and slot: the queue keeps one run per slot whoever offers it, one process fetches it (SKIP
 * LOCKED), and the `stately` policy keeps at most one waiting and one running, so a slow run
 * never piles up behind itself. A failed run is retried with exponential backoff and jitter; after
 * the last attempt it stays `failed`, listed for staff, who can retry it.
 */
function newBoss(database: Database): PgBoss {
  return new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: JOB_SCHEMA,
    // No cron timekeeper: periods are offered by every process (below), down to a second.
    schedule: false,
    archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_SECONDS,
    archiveFailedAfterSeconds: ARCHIVE_FAILED_SECONDS,
    deleteAfterDays: 1,
  });
}

export function createJobQueue(deps: { database: Database; log: FastifyBaseLogger }): JobQueue {
  const { database, log } = deps;
  const declared = new Map<string, DeclaredJob>();
  const workers = new Map<string, string>();
  const offered = new Map<string, number>();
  let boss: PgBoss | undefined;
  let offerTimer: NodeJS.Timeout | undefined;
  let offering: Promise<void> | undefined;
  // A stop() that comes while start() is still under way waits for it, then stops what it started.
  let starting: Promise<void> | undefined;
  let stopping = false;

  const bossFor = (): PgBoss => (boss ??= newBoss(database));

  /** Offers each job's run of the current period once, and wakes this process's worker for it. */
  async function offer(queue: PgBoss): Promise<void> {
    const now = Date.now();
    for (const job of declared.values()) {
      const slot = slotOf(now, job.everyMs);
      if (offered.get(job.name) === slot) continue;
      const id = await queue.send(job.name, {}, { singletonKey: job.name, singletonSeconds: job.everyMs / 1000 });
      offered.set(job.name, slot);
      const worker = workers.get(job.name);
      if (id && worker) queue.notifyWorker(worker);
    }
  }

  /** The worker of one job: a failure is logged and thrown back, so pg-boss retries it. */
  async function startWorker(queue: PgBoss, job: DeclaredJob): Promise<string> {
    // The process that offers a run wakes its own worker (notifyWorker); polling picks up runs that
    // waited behind a running one or that another process offered: once per period, at most 10 s.
    const { pollingIntervalSeconds } = job.options;
    return queue.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, async () => {
      try {
        await job.run();
      } catch (err) {
        log.error({ err, job: job.name }, 'scheduled job failed (retried unless that was its last attempt)');
        throw err;
      }
    });
  }

  async function startWorkers(): Promise<void> {
    const queue = bossFor();
    queue.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
    await queue.start();
    for (const job of declared.values()) {
      await ensureQueue(queue, job);
      workers.set(job.name, await startWorker(queue, job));
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
      declared.set(name, declareJob(name, everyMs, run, options));
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
      return names.length === 0 ? [] : failedRuns(database, names, limit);
    },

    async retry(id) {
      const name = await failedRunJob(database, id);
      if (name === null) return false;
      await bossFor().retry(name, id);
      const worker = workers.get(name);
      if (worker) boss?.notifyWorker(worker);
      return true;
    },
  };
}
