/**
 * Seamless-wallet callers in a worker thread (bench/bet-callers-worker.ts, loaded through
 * bench/bet-callers-worker.mjs). A game provider calls the casino from its own servers: its HTTP
 * client must not share the casino's event loop, or the bench measures the client as much as the
 * casino and a caller's wait includes its own queue. The worker runs the loops; the casino's
 * process only answers them.
 */
import { Worker } from 'node:worker_threads';
import type { Bettor } from './seamless-call';

/**
 * Whom to bet for: one or more listening casino processes and one or more bettors. Caller k
 * sends to address k mod the addresses, for bettor k mod the bettors.
 */
export interface BetTarget {
  addresses: string[];
  bettors: Bettor[];
  /** Transaction ids are `${prefix}-${n}`, n from 1: unique per run, known for replays. */
  prefix: string;
}

export interface CallerRun {
  /** Bets answered 200, and per second of the run. */
  answered: number;
  perSecond: number;
  /** Bets refused 503 with Retry-After by the bet lane (docs/decisions/039-bet-path-admission.md). */
  refused: number;
  /** Each answered bet's time from send to the end of its answer, in ms. */
  times: number[];
  /** Closed loops: the slowest of the callers' first bets, which open their connections before the clock starts. */
  slowestOpeningMs: number;
}

/**
 * How the bets come: `callers` loops, each sending its next bet when its last is answered (a
 * closed loop: the bets in flight are fixed, so the time a bet waits is the queue those callers
 * make), or a bet every 1/`perSecond` seconds whatever the answers (an open loop: the arrivals
 * of many players, each betting now and then).
 */
export type BetLoad = { callers: number } | { perSecond: number };

/** Bets as `load` says (a number: that many closed loops) for `seconds`. */
export function betFromWorker(target: BetTarget, load: BetLoad | number, seconds: number): Promise<CallerRun> {
  const worker = new Worker(new URL('./bet-callers-worker.mjs', import.meta.url), {
    workerData: { ...target, load: typeof load === 'number' ? { callers: load } : load, seconds },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (run: CallerRun) => {
      resolve(run);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`bet callers exited with ${code}`));
    });
  });
}
