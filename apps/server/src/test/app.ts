import { randomUUID } from 'node:crypto';
import { buildApp, type App, type AppOptions } from '../app';
import { openDatabase, type Database, type Db } from '../db/client';
import { parseEnv } from '../env';
import { ManualClock } from '../platform/clock';
import { seededRng } from '../platform/rng';
import { seedDemo } from '../seed';
import { openTestDatabase } from './database';

/** The instant every test app starts at; tests move the clock from here. */
export const TEST_START = '2026-11-15T12:00:00.000Z';

export interface TestApp extends App {
  database: Database;
  db: Db;
  clock: ManualClock;
  /** The database's URL when it lives on a PostgreSQL server (for a second connection pool). */
  databaseUrl?: string;
}

/**
 * The real server on a fresh, seeded database (PGlite in memory, or a database of its own on
 * DATABASE_URL's server), with a manual clock and a seeded RNG. Open one per test file.
 * `pgliteDir`: PGlite on files in that directory rather than in memory (the benches).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'playRate' | 'engines' | 'web'> & { pgliteDir?: string } = {},
): Promise<TestApp> {
  const { pgliteDir, ...appOptions } = options;
  const testDb = await openTestDatabase({ pgliteDir });
  try {
    await seedDemo(testDb.database.db);
    const clock = new ManualClock(TEST_START);
    const app = await buildApp({
      // Caching off by default: tests write rows directly and read them back at once.
      // The bet lane's wait budget is generous: a test of money rules must not meet a 503 on a slow
      // machine (http/admission.test.ts and the bench test the budget itself).
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CACHE_TTL_MS: '0', BET_WAIT_BUDGET_MS: '60000', ...env }),
      database: testDb.database,
      clock,
      rng: seededRng('test-app'),
      // Counters of one test app never meet another's when tests share a Redis.
      rateLimitNamespace: `casino-rl-test:${randomUUID()}:`,
      ...appOptions,
    });
    return {
      ...app,
      database: testDb.database,
      db: testDb.database.db,
      clock,
      databaseUrl: testDb.url,
      async close() {
        await app.close();
        await testDb.close();
      },
    };
  } catch (err) {
    await testDb.close();
    throw err;
  }
}

/**
 * A second server process on the test app's database: its own connection pool on PostgreSQL
 * (the same PGlite otherwise) and its own services, so nothing held in memory is shared.
 */
export async function openSecondProcess(app: TestApp, env: Record<string, string> = {}): Promise<App> {
  const database = app.databaseUrl ? await openDatabase({ url: app.databaseUrl }) : app.database;
  try {
    const other = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CACHE_TTL_MS: '0', BET_WAIT_BUDGET_MS: '60000', ...env }),
      database,
      clock: app.clock,
      rng: seededRng('second-process'),
    });
    return {
      ...other,
      async close() {
        await other.close();
        if (database !== app.database) await database.close();
      },
    };
  } catch (err) {
    if (database !== app.database) await database.close();
    throw err;
  }
}
