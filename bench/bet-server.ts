/**
 * One casino server process for bench/processes-bench.ts: the app on an existing PostgreSQL
 * database (PROCESS_DATABASE_URL), every promotion engine on, the bet lane with its production
 * wait budget and the pace of bets lifted (the bench measures the wallet, not the pace limit).
 * Prints its address as one JSON line, then serves until SIGTERM.
 */
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { parseEnv } from '../apps/server/src/env';
import { UNLIMITED_PLAY } from '../apps/server/src/games/play/play-rate';
import { ManualClock } from '../apps/server/src/platform/clock';
import { seededRng } from '../apps/server/src/platform/rng';
import { TEST_START } from '../apps/server/src/test/app';

const url = process.env['PROCESS_DATABASE_URL'];
if (!url) throw new Error('PROCESS_DATABASE_URL names the database to serve');
const database = await openDatabase({ url });
const app = await buildApp({
  env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BET_WAIT_BUDGET_MS: '1500' }),
  database,
  // The clock of the test apps the players were set up with: their sessions and limits agree.
  clock: new ManualClock(TEST_START),
  rng: seededRng(`bet-server-${process.pid}`),
  rateLimitNamespace: `casino-rl-bench:${process.pid}:`,
  playRate: UNLIMITED_PLAY,
});
const address = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ address })}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
