// One worker of bench/rtp.mjs: simulates a chunk of rounds of one model and posts the totals.
import { parentPort } from 'node:worker_threads';
import { SIMULATION_MODELS, simulate } from '../apps/server/src/games/engines/simulate';
import { nodeHmac } from '../apps/server/src/games/fair/hmac';
import { FairRandom } from '../apps/server/src/games/fair/random';
import { SimulationRandom } from '../apps/server/src/games/fair/simulation-random';

const SERVER_SEED = 'a3f1c09be2d84f6a9c1e7b05d2f48a6e3b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e';

parentPort?.on('message', (task: { model: string; from: number; rounds: number; rng: 'fair' | 'fast' }) => {
  const model = SIMULATION_MODELS.find((m) => m.id === task.model);
  if (!model) throw new Error(`unknown model ${task.model}`);
  const started = process.hrtime.bigint();
  const totals = simulate(model, task.from, task.rounds, (round) =>
    task.rng === 'fair'
      ? new FairRandom(nodeHmac, SERVER_SEED, `rtp-${task.model}`, round)
      : new SimulationRandom(round * 7919 + 17),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  parentPort?.postMessage({ task, totals, seconds });
});
