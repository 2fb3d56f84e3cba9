/**
 * Two server processes on one PostgreSQL database against one (issue: the bet path at the speed of
 * the database). A scratch database is set up with BENCH_PLAYERS players, each funded and with a
 * real-money dice session; then one process (bench/bet-server.ts) takes 50 callers for
 * BENCH_PROCESSES_SECONDS, and two processes take 50 callers each. The callers run in a worker
 * thread of this process (bench/bet-callers.ts). Prints bets per second, p99 and 503s of each,
 * the ratio of two to one, and the ledger audit afterwards, as JSON on its last line.
 * Needs BENCH_DATABASE_URL (or DATABASE_URL); without it prints { skipped }.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { parseEnv } from '../apps/server/src/env';
import { UNLIMITED_PLAY } from '../apps/server/src/games/play/play-rate';
import { ManualClock } from '../apps/server/src/platform/clock';
import { seededRng } from '../apps/server/src/platform/rng';
import { seedDemo } from '../apps/server/src/seed';
import { ACCOUNT_ENV, register } from '../apps/server/src/test/accounts';
import { TEST_START, type TestApp } from '../apps/server/src/test/app';
import { createScratchDatabase } from '../apps/server/src/test/database';
import { completeProfile, fund, gameOf } from '../apps/server/src/test/play';
import { auditLedger } from '../apps/server/src/wallet';
import { betFromWorker } from './bet-callers';
import type { Bettor } from './seamless-call';
import { p99 } from './betting';

const SECONDS = Number(process.env['BENCH_PROCESSES_SECONDS'] ?? 5);
const PLAYERS = Number(process.env['BENCH_PLAYERS'] ?? 20);
const CALLERS_PER_PROCESS = 50;
const SERVER = fileURLToPath(new URL('./bet-server.ts', import.meta.url));

/** Players with money and a real-money dice session, set up through a server on the scratch database that is closed again. */
async function setUp(url: string): Promise<Bettor[]> {
  const database = await openDatabase({ url });
  try {
    await seedDemo(database.db);
    const clock = new ManualClock(TEST_START);
    const built = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CACHE_TTL_MS: '0', ...ACCOUNT_ENV }),
      database,
      clock,
      rng: seededRng('processes-bench'),
      playRate: UNLIMITED_PLAY,
    });
    const app: TestApp = { ...built, database, db: database.db, clock, databaseUrl: url };
    try {
      const gameId = await gameOf(app, 'dice');
      const bettors: Bettor[] = [];
      for (let i = 0; i < PLAYERS; i++) {
        const player = await register(app, `bench-process-${i}@example.com`);
        await completeProfile(app, player.token);
        await fund(app, player.id, 1e12);
        const { session } = await app.services.play.sessions.launch({
          gameId,
          mode: 'real',
          playerId: player.id,
          restricted: false,
        });
        bettors.push({ session, playerId: player.id });
      }
      return bettors;
    } finally {
      await built.close();
    }
  } finally {
    await database.close();
  }
}

/** Starts one bet server and answers it with its address once it listens. */
function startServer(url: string): Promise<{ child: ChildProcess; address: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, PROCESS_DATABASE_URL: url, DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { stdout } = child;
  if (!stdout) throw new Error('the bet server has no output to read its address from');
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bet server exited with ${code}`)));
    createInterface({ input: stdout }).once('line', (line) => {
      resolve({ child, address: (JSON.parse(line) as { address: string }).address });
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Bets per second of `processes` servers, 50 callers each, after a second of warm-up. */
async function measure(url: string, processes: number, bettors: Bettor[]) {
  const servers = await Promise.all(Array.from({ length: processes }, () => startServer(url)));
  try {
    const addresses = servers.map((s) => s.address);
    const callers = CALLERS_PER_PROCESS * processes;
    await betFromWorker({ addresses, bettors, prefix: `warm-${processes}` }, callers, 1);
    const run = await betFromWorker({ addresses, bettors, prefix: `run-${processes}` }, callers, SECONDS);
    return { processes, callers, betsPerSecond: run.perSecond, p99Ms: p99(run.times), refused503: run.refused };
  } finally {
    await Promise.all(servers.map((s) => stop(s.child)));
  }
}

async function main() {
  const base = process.env['BENCH_DATABASE_URL'] || process.env['DATABASE_URL'];
  if (!base) {
    console.log(JSON.stringify({ skipped: 'BENCH_DATABASE_URL not set' }));
    return;
  }
  const scratch = await createScratchDatabase(base);
  try {
    const bettors = await setUp(scratch.url);
    const one = await measure(scratch.url, 1, bettors);
    const two = await measure(scratch.url, 2, bettors);
    const database = await openDatabase({ url: scratch.url });
    const audit = await auditLedger(database.db).finally(() => database.close());
    console.log(
      JSON.stringify({
        database: 'PostgreSQL',
        seconds: SECONDS,
        players: PLAYERS,
        oneProcess: one,
        twoProcesses: two,
        twoToOneRatio: Math.round((two.betsPerSecond / Math.max(1, one.betsPerSecond)) * 1000) / 1000,
        ratioTarget: 1.6,
        money: {
          auditOk: audit.ok,
          balanceDifferences: audit.balanceDifferences.length,
          unbalancedTransactions: audit.unbalancedTransactions.length,
        },
      }),
    );
  } finally {
    await scratch.drop();
  }
}

main().catch((err: unknown) => {
  console.log(JSON.stringify({ error: String(err) }));
  process.exit(1);
});
