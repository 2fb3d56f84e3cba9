/** The worker of bench/bet-callers.ts: signed seamless bets of 1 cent, answered back as one run. */
import { parentPort, workerData } from 'node:worker_threads';
import type { BetLoad, BetTarget, CallerRun } from './bet-callers';
import { sendSeamlessBet } from './seamless-call';

const { addresses, bettors, prefix, load, seconds } = workerData as BetTarget & { load: BetLoad; seconds: number };

let sent = 0;
const run: CallerRun = { answered: 0, perSecond: 0, refused: 0, times: [], slowestOpeningMs: 0 };

/** One bet; its time goes to `times` when it is answered (the run's own by default). */
async function bet(caller: number, times = run.times): Promise<void> {
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
  times.push(performance.now() - at);
}

/**
 * Each closed-loop caller's first bet, before the clock starts: it opens the caller's connection,
 * as a provider's keep-alive pool is open before its busy hour. A hundred new connections at once
 * wait their turn to be accepted by a busy server (one every 15-20 ms while it also renders
 * pages), which is connection setup, not a bet's wait; the slowest is reported on its own.
 */
async function openConnections(callers: number): Promise<void> {
  const opening: number[] = [];
  await Promise.all(Array.from({ length: callers }, (_, caller) => bet(caller, opening)));
  run.slowestOpeningMs = Math.round(Math.max(0, ...opening));
}

/** `callers` loops, each sending its next bet when the last is answered. */
async function closedLoops(callers: number, end: number): Promise<void> {
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      while (Date.now() < end) await bet(caller);
    }),
  );
}

/** A bet every 1/rate seconds on the clock, whether or not the earlier ones were answered. */
async function offeredRate(perSecond: number, end: number): Promise<void> {
  const interval = 1000 / perSecond;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; Date.now() < end; n += 1) {
    const due = start + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(bet(n));
  }
  await Promise.all(inFlight);
}

if ('callers' in load) await openConnections(load.callers);
const started = Date.now();
const end = started + seconds * 1000;
if ('callers' in load) await closedLoops(load.callers, end);
else await offeredRate(load.perSecond, end);
run.answered = run.times.length;
run.perSecond = Math.round((run.answered * 10_000) / (Date.now() - started)) / 10;
parentPort?.postMessage(run);
