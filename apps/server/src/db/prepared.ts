import { sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** What a drizzle handle (the database or a transaction) and a prepared query hold: the driver's connection. */
interface WithClient {
  client?: unknown;
}
interface Handle {
  session?: WithClient;
}

/** Per kind of driver session (PGlite's, node-postgres's), the statements built so far by name. */
const built = new WeakMap<object, Map<string, WithClient>>();

/**
 * A statement built once and kept under its name (drizzle's `prepare`): its text and the mapping
 * of its rows are made on the first call, and every later call only fills in the values of its
 * `sql.placeholder`s. For the hot statements of the bet path, where building queries took a
 * quarter of the server's time (docs/decisions/076-bet-path-prepared-queries.md).
 *
 * drizzle binds a prepared query to the connection of the handle it was prepared on, so one made
 * outside a transaction would run outside every transaction. Here a statement is built once per
 * kind of driver and each call gets a view of it bound to the caller's connection: the
 * database's, or the transaction's, so a statement asked for inside a transaction runs in it.
 * Should drizzle ever keep the connection elsewhere, the check below sees it and every call
 * builds its own statement again (slower, never wrong).
 *
 * Values given to a placeholder compared in a `where` are sent as they are (no column encoding):
 * pass strings and numbers, a date as its ISO text. Values inserted or set through a placeholder
 * are encoded by their column.
 */
export function preparedOn<Q extends object>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => Q): Q {
  const session = (db as Handle).session;
  if (!session || !('client' in session)) return build(db, name);
  const kind = Object.getPrototypeOf(session) as object;
  let statements = built.get(kind);
  if (!statements) {
    statements = new Map();
    built.set(kind, statements);
  }
  const statement = statements.get(name);
  if (!statement) {
    const made = build(db, name) as Q & WithClient;
    // Shared only when the prepared query holds the connection where this expects it.
    if (made.client !== session.client) return made;
    statements.set(name, made);
    return made;
  }
  if (statement.client === session.client) return statement as Q;
  return Object.create(statement, { client: { value: session.client } }) as Q;
}

/**
 * The placeholders of row `index` of a multi-row statement, one per column: `{column}{index}`.
 * A statement of n rows is prepared once per n (its name says n); `rowsValues` fills it.
 */
export function rowPlaceholders<C extends string>(columns: readonly C[], index: number): Record<C, Placeholder<string>> {
  return Object.fromEntries(columns.map((column) => [column, sql.placeholder(`${column}${index}`)])) as Record<
    C,
    Placeholder<string>
  >;
}

/** The values of a multi-row statement made with `rowPlaceholders`. */
export function rowsValues<C extends string>(rows: readonly Record<C, unknown>[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  rows.forEach((row, index) => {
    for (const [column, value] of Object.entries(row)) values[`${column}${index}`] = value;
  });
  return values;
}

/** Row counts kept as prepared statements; a statement of more rows is built for its one call. */
const MAX_PREPARED_ROWS = 8;

/**
 * A statement whose text depends on a row count (a multi-row insert, an IN list): prepared once
 * per count under `${name}_${count}` up to MAX_PREPARED_ROWS, built afresh beyond.
 */
export function preparedForRows<Q extends object>(
  db: DbOrTx,
  name: string,
  count: number,
  build: (db: DbOrTx, name: string) => Q,
): Q {
  return count > MAX_PREPARED_ROWS ? build(db, '') : preparedOn(db, `${name}_${count}`, build);
}
