import { randomBytes } from 'node:crypto';
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
 * Creates an empty database `test_<random>` on the server of `DATABASE_URL` and returns its
 * URL and a function that drops it. Each test file gets its own, so files run in parallel.
 */
export async function createScratchDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
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

/** Opens a migrated database: in-memory PGlite, or a fresh database on DATABASE_URL's server. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const base = serverUrl();
  if (!base) {
    const database = await openDatabase({ dataDir: null });
    return { database, close: () => database.close() };
  }
  const scratch = await createScratchDatabase(base);
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
