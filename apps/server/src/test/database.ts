import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

/** A database of its own for one test file; dropped again by close(). */
export interface TestDatabase {
  database: Database;
  /** The connection URL when the database lives on a PostgreSQL server. */
  url?: string;
  close(): Promise<void>;
}

/** The PostgreSQL server the suite runs against, or undefined for in-memory PGlite. */
export const serverUrl = (): string | undefined => process.env['DATABASE_URL'] || undefined;

/**
 * The migrated database the suite's global setup made once (test/global-setup.ts, decision 060):
 * on PGlite the path of its dump, on PostgreSQL the name of a template database. Unset outside
 * the suite (the benches), where each database is migrated from empty as before.
 */
export const MIGRATED_TEMPLATE_ENV = 'CASINO_TEST_MIGRATED_TEMPLATE';

const migratedTemplate = (): string | undefined => process.env[MIGRATED_TEMPLATE_ENV] || undefined;

/**
 * Creates a database `test_<random>` on the server of `DATABASE_URL` and returns its URL and a
 * function that drops it: empty, or a copy of `template`. Each test file gets its own, so files
 * run in parallel.
 */
export async function createScratchDatabase(
  baseUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        // Without FORCE the server waits (up to 5 s) for the connections a pool has just closed to
        // go; FORCE would kill them mid-goodbye and their clients would raise unhandled errors.
        await client
          .query(`DROP DATABASE IF EXISTS ${name}`)
          .catch(() => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Opens a migrated database: in-memory PGlite, or a fresh database on DATABASE_URL's server.
 * Within the suite it starts as a copy of the migrated template, which is what migrating an
 * empty database gives, only sooner; opening it still runs the (then empty) migration step.
 * `pgliteDir` keeps PGlite's files in that (empty) directory instead, as `npm start` does (the
 * benches measure the embedded casino as it runs).
 */
export async function openTestDatabase(options: { pgliteDir?: string } = {}): Promise<TestDatabase> {
  const base = serverUrl();
  const template = migratedTemplate();
  if (!base) {
    const from = template ? new Blob([readFileSync(template)]) : undefined;
    const database = await openDatabase({ dataDir: options.pgliteDir ?? null, from });
    return { database, close: () => database.close() };
  }
  const scratch = await createScratchDatabase(base, template);
  try {
    const database = await openDatabase({ url: scratch.url });
    return {
      database,
      url: scratch.url,
      async close() {
        await database.close();
        await scratch.drop();
      },
    };
  } catch (err) {
    await scratch.drop();
    throw err;
  }
}
