/**
 * A player reading a page or an API route in a worker thread (bench/read-loop-worker.mjs), one
 * request after another. A player's browser does not share the casino's event loop: read from
 * the casino's own thread, a read's time would include the turns it waited for the server's
 * other work to let its answer be read (bench/bet-callers.ts does the same for the bets).
 */
import { Worker } from 'node:worker_threads';

/** Every answer's time in ms, reading `url` with `headers` for `seconds`. */
export function readFromWorker(url: string, headers: Record<string, string>, seconds: number): Promise<number[]> {
  const worker = new Worker(new URL('./read-loop-worker.mjs', import.meta.url), { workerData: { url, headers, seconds } });
  return new Promise((resolve, reject) => {
    worker.once('message', (times: number[]) => {
      resolve(times);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`reader exited with ${code}`));
    });
  });
}
