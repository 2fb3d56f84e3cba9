import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openDatabase, type Database } from '../db/client';
import { parseEnv } from '../env';
import { seededRng } from '../platform/rng';
import { ACCOUNT_ENV } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { silentLogger } from '../test/logger';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from './queue';
import { SCHEDULED_JOBS } from './schedule';

/**
 * Two server processes on one database: on PostgreSQL each has a connection pool of its own, as
 * two processes do; on PGlite (one connection) they share the one database.
 */
let app: TestApp;
let second: Database | undefined;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  if (app.databaseUrl) second = await openDatabase({ url: app.databaseUrl });
}, 180_000);
afterAll(async () => {
  // The second pool first: closing the app drops the scratch database.
  await second?.close();
  await app?.close();
}, 60_000);

const otherDatabase = () => second ?? app.database;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The runs of a job in pg-boss's tables (live and archived): one row per run, with its period's slot. */
async function runsOf(name: string): Promise<{ slot: string; state: string }[]> {
  const live = await app.database.executeSql(`SELECT singleton_on, state FROM ${JOB_SCHEMA}.job WHERE name = $1`, [name]);
  const archived = await app.database.executeSql(`SELECT singleton_on, state FROM ${JOB_SCHEMA}.archive WHERE name = $1`, [name]);
  return [...live.rows, ...archived.rows].map((row) => ({ slot: String(row['singleton_on']), state: String(row['state']) }));
}

describe('scheduled jobs across two processes', () => {
  it('a 1-second job declared in both runs once per second in all, never twice in one period', async () => {
    const runs: string[] = [];
    const queues: JobQueue[] = [
      createJobQueue({ database: app.database, log: silentLogger }),
      createJobQueue({ database: otherDatabase(), log: silentLogger }),
    ];
    queues.forEach((queue, i) =>
      queue.every('test-probe', 1000, async () => {
        runs.push(`process ${i}`);
        // Longer than the offer tick, so an overlapping second run would show.
        await sleep(300);
      }),
    );
    const started = Date.now();
    try {
      await Promise.all(queues.map((queue) => queue.start()));
      await sleep(5_000);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
    const seconds = (Date.now() - started) / 1000;

    // Two processes each offering every second: about one run a second, not two.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    const rows = await runsOf('test-probe');
    expect(rows.filter((r) => r.state === 'completed')).toHaveLength(runs.length);
    expect(new Set(rows.map((r) => r.slot)).size).toBe(rows.length);
  }, 60_000);

  it('the casino scheduled jobs, started by two app instances at once, each run once in their period', async () => {
    const other: App = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CACHE_TTL_MS: '0', ...ACCOUNT_ENV }),
      database: otherDatabase(),
      clock: app.clock,
      rng: seededRng('second process'),
    });
    try {
      await Promise.all([app.services.jobs.start(), other.services.jobs.start()]);
      await sleep(3_500);
    } finally {
      await Promise.all([app.services.jobs.stop(), other.close()]);
    }
    // Both processes offered every job, and each ran once in each period the window touched: once
    // for the periods of 30 s and more (twice if the window crossed their boundary), several
    // times for the payments sweep (each second), never twice in one period.
    for (const name of Object.values(SCHEDULED_JOBS)) {
      const runs = await runsOf(name);
      expect(runs.length, name).toBeGreaterThanOrEqual(1);
      expect(runs.length, name).toBeLessThanOrEqual(name === SCHEDULED_JOBS.paymentsSweep ? 5 : 2);
      expect(new Set(runs.map((r) => r.slot)).size, name).toBe(runs.length);
      expect(
        runs.every((r) => r.state === 'completed'),
        name,
      ).toBe(true);
    }
    expect((await runsOf(SCHEDULED_JOBS.paymentsSweep)).length).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
