/** The worker of bench/bet-callers.ts: signed seamless bets of 1 cent in loops, answered back as one run. */
import { parentPort, workerData } from 'node:worker_threads';
import type { BetTarget, CallerRun } from './bet-callers';
import { sendSeamlessBet } from './seamless-call';

const { addresses, bettors, prefix, concurrency, seconds } = workerData as BetTarget & {
  concurrency: number;
  seconds: number;
};

let sent = 0;
const run: CallerRun = { answered: 0, perSecond: 0, refused: 0, times: [] };

async function bet(caller: number): Promise<void> {
  sent += 1;
  const address = addresses[caller % addresses.length];
  const bettor = bettors[caller % bettors.length];
  if (!address || !bettor) throw new Error('bet callers need an address and a bettor');
  const at = performance.now();
  const res = await sendSeamlessBet(address, bettor, `${prefix}-${sent}`);
  const body = await res.text();
  if (res.status === 503 && res.headers.get('retry-after')) {
    run.refused += 1;
    return;
  }
  if (res.status !== 200) throw new Error(`bet answered ${res.status}: ${body}`);
  run.answered += 1;
  run.times.push(performance.now() - at);
}

const started = Date.now();
const end = started + seconds * 1000;
await Promise.all(
  Array.from({ length: concurrency }, async (_, caller) => {
    while (Date.now() < end) await bet(caller);
  }),
);
run.perSecond = Math.round((run.answered * 10_000) / (Date.now() - started)) / 10;
parentPort?.postMessage(run);
