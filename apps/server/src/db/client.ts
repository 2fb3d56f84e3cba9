import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { withPreparedStatements } from './pglite-prepared';
import { startVacuuming } from './pglite-vacuum';
import { sessionSetStatements, sessionStartupOptions } from './session-settings';
import { statementLogger } from './statements';

export type Schema = typeof schema;
/** One handle type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either, so a service can make several calls in one transaction. */
export type DbOrTx = Db | Tx;

/** The connections of the PostgreSQL pool: open, idle among them, and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The rows of one raw SQL statement (the last one when the text holds several). */
export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pool's connections right now; null on PGlite (one in-process connection). */
  poolStats(): PoolStats | null;
  /** Where a lost pooled connection is reported (the app's logger once it exists; stderr before). */
  onConnectionError(report: (err: Error) => void): void;
  /**
   * Raw SQL for a library that brings its own statements (the job queue, decision 029): with
   * values, one parameterised statement; without, a script of several, and a script wrapped in
   * BEGIN ... COMMIT runs as one transaction that is rolled back whole when a statement fails.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  close(): Promise<void>;
}

interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite's directory; `null` keeps the database in memory (tests). */
  dataDir?: string | null;
  /** A PGlite dump (dumpDataDir) to start from instead of an empty database: the tests' migrated copy. */
  from?: Blob;
  /** The most connections the PostgreSQL pool opens (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** Any statement running longer is canceled by the server (DATABASE_STATEMENT_TIMEOUT_MS); 0 = no limit. */
  statementTimeoutMs?: number;
  /**
   * 'migrate' (the default) brings the schema up to date. 'read-only' never writes: the schema must
   * already be current (else it refuses, naming what is missing) and every transaction is read-only.
   */
  mode?: 'migrate' | 'read-only';
}

const DEFAULT_POOL_SIZE = 10;

/**
 * Settings of the embedded database alone (docs/decisions/077-embedded-database-stalls.md).
 * `wal_init_zero` off: a new 16 MB write-ahead-log segment is created by writing its last byte,
 * not by writing 16 MB of zeros first. PGlite does that inside the statement that crosses into
 * the segment, in this thread: with zeros, one commit in every few thousand held every other
 * request for 150–470 ms.
 */
const PGLITE_SETTINGS = { wal_init_zero: 'off' } as const;

/** Opens the database; by default brings its schema up to date first. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const readOnly = options.mode === 'read-only';
  const migrationsFolder = findMigrationsFolder();
  const settings: Record<string, string> = readOnly ? { default_transaction_read_only: 'on' } : {};
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    options: sessionStartupOptions({ ...settings, statement_timeout: String(options.statementTimeoutMs ?? 0) }),
  });
  let report = (err: Error): void => {
    warnOnStderr(CONNECTION_LOST, err.message);
  };
  // A pooled connection the server closes while idle (failover, restart, pg_terminate_backend)
  // errors outside any query; the pool drops it and opens a new one when next needed. Without
  // this listener node-postgres rethrows that error and it ends the process.
  pool.on('error', (err) => report(err));
  // BIGINT (int8) and NUMERIC come back as strings by default; money columns are read explicitly.
  const db = drizzlePg(pool, { schema, logger: statementLogger }) as unknown as Db;
  try {
    if (readOnly) await requireCurrentSchema(db, migrationsFolder);
    else await migrateOnce(url, migrationsFolder);
  } catch (err) {
    await pool.end();
    throw err;
  }
  return {
    db,
    kind: 'postgres',
    executeSql: poolExecutor(pool),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }),
    onConnectionError: (next) => {
      report = next;
    },
    close: () => pool.end(),
  };
}

/** A warning as one JSON line, as the server's logger writes it, for a database error outside any request. */
function warnOnStderr(msg: string, err: string): void {
  process.stderr.write(`${JSON.stringify({ level: 40, msg, err })}\n`);
}

/** What a lost pooled connection is logged as. */
export const CONNECTION_LOST = 'database connection lost; the pool opens a new one when needed';

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const readOnly = options.mode === 'read-only';
  const migrationsFolder = findMigrationsFolder();
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = resolve(options.dataDir);
    // Opening an empty directory would create a database there: a read-only opening refuses instead.
    if (readOnly && !existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`no database in ${dataDir}`);
    mkdirSync(dataDir, { recursive: true });
  }
  // relaxedDurability: the WAL is not fsynced on every commit (docs/architecture.md §3, README).
  const client = withPreparedStatements(
    await PGlite.create({
      dataDir,
      loadDataDir: options.from,
      relaxedDurability: true,
      extensions: { pg_trgm },
    }),
  );
  const pgliteDb = drizzlePglite(client, { schema, logger: statementLogger });
  const db = pgliteDb as unknown as Db;
  try {
    if (readOnly) await requireCurrentSchema(db, migrationsFolder);
    else await migratePglite(pgliteDb, { migrationsFolder });
    await client.exec(sessionSetStatements({ ...PGLITE_SETTINGS, ...(readOnly ? { default_transaction_read_only: 'on' } : {}) }));
  } catch (err) {
    await client.close();
    throw err;
  }
  // PGlite has no autovacuum process: without this its tables bloat under a stream of bets.
  const stopVacuuming = readOnly
    ? () => undefined
    : startVacuuming(client, (err) => warnOnStderr('embedded database maintenance failed', String(err)));
  return {
    db,
    kind: 'pglite',
    executeSql: pgliteExecutor(client),
    poolStats: () => null,
    onConnectionError: () => undefined,
    close: () => {
      stopVacuuming();
      return client.close();
    },
  };
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
 * Several server processes may start at once on one database (docs/architecture.md §4): they take
 * turns under an advisory lock, so one migrates and the others then find nothing left to do.
 * The migrations run on connections of their own, without the statement timeout of the pool
 * that serves requests (a migration of a large table may take minutes).
 */
async function migrateOnce(url: string, migrationsFolder: string): Promise<void> {
  const migrationPool = new pg.Pool({ connectionString: url, max: 2, options: sessionStartupOptions({}) });
  migrationPool.on('error', () => undefined);
  try {
    const lock = await migrationPool.connect();
    let healthy = true;
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(migrationPool, { schema }), { migrationsFolder });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {
        healthy = false;
      });
      lock.release(!healthy);
    }
  } finally {
    await migrationPool.end();
  }
}

/** How far a database's schema is from the committed migrations. */
interface SchemaState {
  /** Migrations the code has. */
  expected: number;
  /** Migrations recorded as applied in the database (0 when it has no migration table). */
  applied: number;
  /** Whether every migration of the code is applied. */
  current: boolean;
}

/** Reads the migration table drizzle keeps (drizzle.__drizzle_migrations) without writing anything. */
export async function schemaState(db: Db, migrationsFolder = findMigrationsFolder()): Promise<SchemaState> {
  const journal = readJournal(migrationsFolder);
  const expected = journal.length;
  const lastWhen = journal[journal.length - 1]?.when ?? 0;
  const exists = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!rowsOf<{ present: boolean }>(exists)[0]?.present) return { expected, applied: 0, current: expected === 0 };
  const result = await db.execute<{ applied: string | number; last: string | number | null }>(
    sql`select count(*) as applied, max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  const row = rowsOf<{ applied: string | number; last: string | number | null }>(result)[0];
  const applied = Number(row?.applied ?? 0);
  // drizzle applies every migration newer than the newest it recorded: that one decides.
  return { expected, applied, current: Number(row?.last ?? 0) >= lastWhen };
}

async function requireCurrentSchema(db: Db, migrationsFolder: string): Promise<void> {
  const state = await schemaState(db, migrationsFolder);
  if (state.current) return;
  throw new Error(
    state.applied === 0
      ? 'the database has no casino schema (no migration was ever run on it): start the server once to create it'
      : `the database schema is behind: ${state.applied} of ${state.expected} migrations applied; start the new server version once to migrate it`,
  );
}

/** node-postgres answers { rows }, PGlite answers { rows } too; both through drizzle's execute. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

function readJournal(migrationsFolder: string): { when: number; tag: string }[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries;
}

/** The committed SQL migrations, found both from the sources and from the bundled server. */
export function findMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('SQL migrations folder (apps/server/drizzle) not found');
}
