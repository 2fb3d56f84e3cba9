import type { Database } from '../db/client';

/** The schema pg-boss keeps its tables in, beside ours (it migrates it itself on start). */
export const JOB_SCHEMA = 'pgboss';

/** A run that failed its last attempt (the queue's dead-letter state). */
export interface FailedJob {
  id: string;
  name: string;
  attempts: number;
  lastError: string;
  createdAt: Date;
  failedAt: Date;
}

/** Runs SQL on pg-boss's tables; before any process started the queue there are none, and nothing is found. */
async function rowsOrNone(database: Database, text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  const result = await database.executeSql(text, values).catch((err: unknown) => {
    if (missingSchema(err)) return { rows: [] };
    throw err;
  });
  return result.rows;
}

/** The failed runs of the jobs named, newest first. */
export async function failedRuns(database: Database, names: string[], limit: number): Promise<FailedJob[]> {
  const rows = await rowsOrNone(
    database,
    `SELECT id, name, retry_count, output, created_on, completed_on FROM ${JOB_SCHEMA}.job
           WHERE state = 'failed' AND name = ANY($1::text[]) ORDER BY completed_on DESC LIMIT $2`,
    [names, limit],
  );
  return rows.map((row) => ({
    id: String(row['id']),
    name: String(row['name']),
    attempts: Number(row['retry_count']) + 1,
    lastError: errorMessageOf(row['output']),
    createdAt: new Date(row['created_on'] as string),
    failedAt: new Date(row['completed_on'] as string),
  }));
}

/** The job of a failed run, or null when no failed run has that id. */
export async function failedRunJob(database: Database, id: string): Promise<string | null> {
  const rows = await rowsOrNone(database, `SELECT name FROM ${JOB_SCHEMA}.job WHERE id = $1::uuid AND state = 'failed'`, [id]);
  const name = rows[0]?.['name'];
  return typeof name === 'string' ? name : null;
}

/** undefined_table (42P01) or invalid_schema_name (3F000): pg-boss never ran here. */
function missingSchema(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '42P01' || code === '3F000';
}

/** pg-boss stores a thrown error as `{ name, message, stack }` (or `{ value: { message } }` on a timeout). */
export function errorMessageOf(output: unknown): string {
  const value = typeof output === 'string' ? (JSON.parse(output) as unknown) : output;
  const record = (value ?? {}) as { message?: unknown; value?: { message?: unknown } };
  const message = record.message ?? record.value?.message;
  return typeof message === 'string' ? message.slice(0, 1000) : JSON.stringify(value).slice(0, 1000);
}

/** The last finished run of each job named (the system page, decision 068); a job that never finished is absent. */
export async function lastRuns(
  database: Database,
  names: readonly string[],
): Promise<{ name: string; state: 'completed' | 'failed'; finishedAt: Date; lastError: string | null }[]> {
  const rows = await rowsOrNone(
    database,
    `SELECT DISTINCT ON (name) name, state, completed_on, output FROM ${JOB_SCHEMA}.job
           WHERE state IN ('completed', 'failed') AND name = ANY($1::text[]) ORDER BY name, completed_on DESC`,
    [names],
  );
  return rows.map((row) => ({
    name: String(row['name']),
    state: row['state'] === 'failed' ? 'failed' : 'completed',
    finishedAt: new Date(row['completed_on'] as string),
    lastError: row['state'] === 'failed' ? errorMessageOf(row['output']) : null,
  }));
}
