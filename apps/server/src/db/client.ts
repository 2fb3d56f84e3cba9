import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { sessionSetStatements, sessionStartupOptions } from './session-settings';

export type Schema = typeof schema;
/** One handle type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either, so a service can make several calls in one transaction. */
export type DbOrTx = Db | Tx;

/** The rows of one raw SQL statement (the last one when the text holds several). */
export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Raw SQL for a library that brings its own statements (the job queue, decision 029): with
   * values, one parameterised statement; without, a script of several, and a script wrapped in
   * BEGIN ... COMMIT runs as one transaction that is rolled back whole when a statement fails.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite's directory; `null` keeps the database in memory (tests). */
  dataDir?: string | null;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = findMigrationsFolder();
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: sessionStartupOptions() });
    // BIGINT (int8) and NUMERIC come back as strings by default; money columns are read explicitly.
    const db = drizzlePg(pool, { schema });
    await migrateOnce(pool, () => migratePg(db, { migrationsFolder }));
    return { db: db as unknown as Db, kind: 'postgres', executeSql: poolExecutor(pool), close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  // relaxedDurability: the WAL is not fsynced on every commit (ARCHITECTURE §3, README).
  const client = await PGlite.create({ dataDir, relaxedDurability: true, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await client.exec(sessionSetStatements());
  return { db: db as unknown as Db, kind: 'pglite', executeSql: pgliteExecutor(client), close: () => client.close() };
}

const TRANSACTION_SCRIPT = /^\s*BEGIN\s*;([\s\S]*);\s*COMMIT\s*;?\s*$/i;

/**
 * PGlite has one connection: a script's own BEGIN ... COMMIT becomes PGlite's transaction, which
 * holds the connection for the whole script and rolls back on failure, so no other query ever
 * runs inside a half-done or aborted script.
 */
function pgliteExecutor(client: PGlite): Database['executeSql'] {
  const last = (results: { rows: Record<string, unknown>[] }[]): SqlResult => ({ rows: results.at(-1)?.rows ?? [] });
  return async (text, values) => {
    if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
    const script = TRANSACTION_SCRIPT.exec(text);
    if (script) return client.transaction(async (tx) => last(await tx.exec(script[1] ?? '')));
    return last(await client.exec(text));
  };
}

/**
 * On a pool, a script runs on a connection of its own; when it fails inside its BEGIN the
 * connection is rolled back before it goes back to the pool.
 */
function poolExecutor(pool: pg.Pool): Database['executeSql'] {
  return async (text, values) => {
    if (values && values.length > 0) return pool.query<Record<string, unknown>>(text, values);
    const connection = await pool.connect();
    let healthy = true;
    try {
      const result = (await connection.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
      return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
    } catch (err) {
      await connection.query('ROLLBACK').catch(() => {
        healthy = false;
      });
      throw err;
    } finally {
      connection.release(!healthy);
    }
  };
}

/** Any fixed number; it names the advisory lock that server processes migrate under. */
const MIGRATION_LOCK_KEY = 7_236_150_001;

/**
 * Several server processes may start at once on one database (ARCHITECTURE §4): they take
 * turns under an advisory lock, so one migrates and the others then find nothing left to do.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  let healthy = true;
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    // Closing the connection would free the lock too; unlock so it can go back to the pool.
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {
      healthy = false;
    });
    lock.release(!healthy);
  }
}

/** The committed SQL migrations, found both from the sources and from the bundled server. */
function findMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('SQL migrations folder (apps/server/drizzle) not found');
}
