// Return-to-player simulation of every in-house game engine and math model.
// Run with `npm run bench:rtp` (node --import tsx). Each model plays RTP_ROUNDS rounds (default
// 10,000,000) on worker threads (one per core), each round from its own provably fair stream
// (HMAC-SHA256 of a fixed server seed, client seed and the round number as nonce; RTP_RNG=fast uses
// a seeded sfc32 generator instead). Prints measured RTP, published RTP, the tolerance (3 standard
// errors from the measured variance), pass/fail and rounds per second per core, and writes
// bench/results/rtp.json (RTP_OUT elsewhere). Exits 1 when a model is outside its tolerance.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SIMULATION_MODELS, emptyTotals, mergeTotals, summarize } from '../apps/server/src/games/engines/simulate.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.RTP_ROUNDS ?? 10_000_000);
const RNG = process.env.RTP_RNG === 'fast' ? 'fast' : 'fair';
const CHUNK = Math.min(250_000, ROUNDS);
const THREADS = Math.max(1, Math.min(Number(process.env.RTP_THREADS ?? availableParallelism()), 8));
const ONLY = process.env.RTP_MODELS ? process.env.RTP_MODELS.split(',') : null;
const SIGMAS = 3;

const models = SIMULATION_MODELS.filter((m) => !ONLY || ONLY.includes(m.id));
const queue = [];
for (const model of models)
  for (let from = 0; from < ROUNDS; from += CHUNK)
    queue.push({ model: model.id, from, rounds: Math.min(CHUNK, ROUNDS - from), rng: RNG });
const totals = new Map(models.map((m) => [m.id, emptyTotals()]));
const seconds = new Map(models.map((m) => [m.id, 0]));
const started = Date.now();
let done = 0;

await Promise.all(
  Array.from({ length: THREADS }, () => {
    const worker = new Worker(new URL('./rtp-worker.mjs', import.meta.url));
    return new Promise((resolveWorker, reject) => {
      const next = () => {
        const task = queue.shift();
        if (!task) {
          void worker.terminate().then(resolveWorker);
          return;
        }
        worker.postMessage(task);
      };
      worker.on('message', (message) => {
        totals.set(message.task.model, mergeTotals(totals.get(message.task.model), message.totals));
        seconds.set(message.task.model, seconds.get(message.task.model) + message.seconds);
        done += 1;
        if (done % 20 === 0) process.stderr.write(`rtp: ${done} chunks done, ${queue.length} left\n`);
        next();
      });
      worker.on('error', reject);
      next();
    });
  }),
);

const results = models.map((model) => {
  const t = totals.get(model.id);
  const { rtp, standardError, hitFrequency, sdPerBet } = summarize(t);
  const tolerance = SIGMAS * standardError;
  return {
    model: model.id,
    rounds: t.rounds,
    measuredRtp: rtp,
    publishedRtp: model.publishedRtp,
    standardError,
    tolerance,
    pass: Math.abs(rtp - model.publishedRtp) <= tolerance,
    hitFrequency,
    sdPerBet,
    roundsPerSecondPerCore: Math.round(t.rounds / seconds.get(model.id)),
  };
});

const pct = (x) => `${(x * 100).toFixed(3)}%`;
console.log(
  `RTP simulation: ${ROUNDS.toLocaleString('en')} rounds per model, ${RNG} stream, ${THREADS} threads, ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log(
  [
    'model'.padEnd(20),
    'measured'.padStart(9),
    'published'.padStart(9),
    '± 3 SE'.padStart(8),
    'result'.padStart(6),
    'hit %'.padStart(7),
    'sd/bet'.padStart(7),
    'rounds/s'.padStart(9),
  ].join(' '),
);
for (const r of results)
  console.log(
    [
      r.model.padEnd(20),
      pct(r.measuredRtp).padStart(9),
      pct(r.publishedRtp).padStart(9),
      pct(r.tolerance).padStart(8),
      (r.pass ? 'pass' : 'FAIL').padStart(6),
      (r.hitFrequency * 100).toFixed(1).padStart(7),
      r.sdPerBet.toFixed(2).padStart(7),
      String(r.roundsPerSecondPerCore).padStart(9),
    ].join(' '),
  );

const OUT = process.env.RTP_OUT ?? join(ROOT, 'bench', 'results', 'rtp.json');
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(
  OUT,
  `${JSON.stringify({ date: new Date().toISOString(), roundsPerModel: ROUNDS, rng: RNG, threads: THREADS, toleranceSigmas: SIGMAS, results }, null, 2)}\n`,
);
process.exitCode = results.every((r) => r.pass) ? 0 : 1;
