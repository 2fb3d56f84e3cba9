import type PgBoss from 'pg-boss';

/** Tries at creating a queue that other processes are creating at the same moment. */
const QUEUE_CREATE_ATTEMPTS = 5;

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

export interface DeclaredJob {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  options: Required<PeriodicJobOptions>;
}

/** A job as declared, with the defaults filled in; a period that is not whole seconds is refused. */
export function declareJob(name: string, everyMs: number, run: () => Promise<unknown>, options: PeriodicJobOptions): DeclaredJob {
  if (!Number.isInteger(everyMs / 1000) || everyMs < 1000) throw new RangeError(`${name}: a period is whole seconds`);
  return {
    name,
    everyMs,
    run,
    options: {
      retryLimit: options.retryLimit ?? 3,
      retryDelaySeconds: options.retryDelaySeconds ?? 5,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? Math.min(10, Math.max(1, everyMs / 1000)),
    },
  };
}

/** The pg-boss queue of a job: one run waiting and one running at most, retries with backoff. */
export function queueOptionsOf(job: DeclaredJob) {
  return {
    name: job.name,
    policy: 'stately' as const,
    retryLimit: job.options.retryLimit,
    retryDelay: job.options.retryDelaySeconds,
    retryBackoff: true,
    // A run longer than this was lost with its process: failed by timeout, then retried.
    expireInSeconds: Math.min(15 * 60, Math.max(60, (job.everyMs / 1000) * 10)),
  };
}

/** The slot of a period: every process offering the job in one period offers the same run. */
export const slotOf = (nowMs: number, everyMs: number): number => Math.floor(nowMs / everyMs);

/** Creates the job's queue, or brings its options up to date. */
export async function ensureQueue(queue: PgBoss, job: DeclaredJob): Promise<void> {
  const options = queueOptionsOf(job);
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
