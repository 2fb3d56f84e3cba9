import { messages, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * PGlite with named prepared statements (docs/decisions/075-pglite-prepared-statements.md).
 *
 * PGlite's own `query` sends every statement as six protocol messages, each a separate call into
 * the database (parse, describe, bind, describe, execute, sync), and parses and plans the text
 * again every time. This client parses a text once into a named statement (one call: parse,
 * describe, sync) and then runs it with one call (bind, execute, sync). It keeps the last
 * `MAX_STATEMENTS` texts: drizzle writes a new text for every length of an IN list or of a
 * multi-row insert, so the number of texts has no bound of its own. Drizzle sees the same `query`
 * and `transaction` as before; everything else (exec, dumpDataDir, close, listen) is PGlite's own.
 */

/** PGlite's exclusive sections: protected in its types, public at run time, and used the way PGlite's own query uses them. */
interface ExclusiveSections {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

interface Statement {
  name: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

type Parsers = Record<number | string, (value: string, typeId?: number) => unknown>;

/** Texts kept as prepared statements; the least recently used one is closed past this. */
const MAX_STATEMENTS = 2000;

/** SQLSTATE when a prepared statement's result columns changed under it (a migration altered a table). */
const CACHED_PLAN_CHANGED = '0A000';

const { serialize } = protocol;

/** Command tags whose last word is a count of affected rows ("INSERT 0 5", "UPDATE 3"). */
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The longest the embedded database works without letting the event loop turn, in ms. PGlite runs
 * in this thread and answers through promises, so a queue of statements runs from one microtask to
 * the next and no socket is read until it is empty: a flood of bets would keep every other request
 * unread for seconds. Past this slice the next statement first waits for one turn of the loop.
 */
const SLICE_MS = 10;

/** Gives the event loop a turn when the database has kept it busy for longer than `sliceMs`. */
function eventLoopTurns(sliceMs: number) {
  let turnedAt = performance.now();
  let watching = false;
  const watch = () => {
    if (watching) return;
    watching = true;
    setImmediate(() => {
      watching = false;
      turnedAt = performance.now();
    });
  };
  return {
    due(): boolean {
      watch();
      return performance.now() - turnedAt > sliceMs;
    },
    next: () => new Promise<void>((resolve) => setImmediate(resolve)),
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** What PGlite's own query would attach to a database error, so callers see the same error. */
function withQuery(err: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (err && typeof err === 'object' && 'code' in err) Object.assign(err, { query, params, queryOptions: options });
  return err;
}

/** Whether a query needs PGlite's own path (files in and out, declared parameter types). */
const needsStockPath = (options: QueryOptions | undefined) => Boolean(options?.blob || options?.paramTypes);

export function withPreparedStatements(client: PGlite, { maxStatements = MAX_STATEMENTS, sliceMs = SLICE_MS } = {}): PGlite {
  const sections = client as unknown as ExclusiveSections;
  const turns = eventLoopTurns(sliceMs);
  const statements = new Map<string, Statement>();
  const closing: string[] = [];
  let nextId = 0;

  /** Remembers a statement as the most recently used (a Map keeps insertion order), closing the oldest past the limit. */
  const remember = (text: string, statement: Statement) => {
    statements.delete(text);
    statements.set(text, statement);
    if (statements.size <= maxStatements) return;
    const [oldest] = statements;
    if (!oldest) return;
    statements.delete(oldest[0]);
    closing.push(oldest[1].name);
  };

  /** Close messages for statements evicted since the last call, sent with the next one. */
  const pendingCloses = (): Uint8Array[] => closing.splice(0).map((name) => serialize.close({ type: 'S', name }));

  const prepare = async (text: string): Promise<Statement> => {
    const name = `p${(nextId += 1)}`;
    const reply = await client.execProtocol(
      concat([...pendingCloses(), serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement: Statement = { name, paramTypes: [], fields: [] };
    for (const message of reply.messages) {
      if (message instanceof messages.ParameterDescriptionMessage) statement.paramTypes = message.dataTypeIDs;
      if (message instanceof messages.RowDescriptionMessage)
        statement.fields = message.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    }
    remember(text, statement);
    return statement;
  };

  const valuesFor = (statement: Statement, params: unknown[], options: QueryOptions | undefined) =>
    params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });

  const resultsOf = <T>(
    statement: Statement,
    replies: messages.BackendMessage[],
    options: QueryOptions | undefined,
  ): Results<T> => {
    const fields = statement.fields;
    // The caller's parsers first, then PGlite's, per column (merging the two tables per query costs more than the query).
    const own = options?.parsers as Parsers | undefined;
    const defaults = client.parsers as Parsers;
    const parsers = fields.map((f) => own?.[f.dataTypeID] ?? defaults[f.dataTypeID]);
    const rows: unknown[] = [];
    let affectedRows = 0;
    for (const message of replies) {
      if (message instanceof messages.DataRowMessage) {
        const values = message.fields.map((value, i) => {
          const parse = parsers[i];
          return value === null || !parse ? value : parse(value, fields[i]?.dataTypeID);
        });
        rows.push(
          options?.rowMode === 'array' ? values : Object.fromEntries(values.map((v, i) => [fields[i]?.name ?? String(i), v])),
        );
      } else if (message instanceof messages.CommandCompleteMessage) {
        const words = message.text.split(' ');
        if (COUNTED_COMMANDS.has(words[0] ?? '')) affectedRows += Number.parseInt(words.at(-1) ?? '0', 10);
      }
    }
    return { rows: rows as T[], fields, affectedRows };
  };

  const execute = async <T>(statement: Statement, params: unknown[], options: QueryOptions | undefined) => {
    const reply = await client.execProtocol(
      concat([
        ...pendingCloses(),
        serialize.bind({ statement: statement.name, values: valuesFor(statement, params, options) }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return resultsOf<T>(statement, reply.messages, options);
  };

  /** One statement, inside the query section: prepared on first sight, re-prepared once if a migration changed its columns. */
  const run = async <T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    // Checked when the statement's turn has come, not when it was queued: a queue is the case to cut.
    if (turns.due()) await turns.next();
    try {
      const kept = statements.get(text);
      if (kept) remember(text, kept);
      const statement = kept ?? (await prepare(text));
      try {
        return await execute<T>(statement, params, options);
      } catch (err) {
        if ((err as { code?: unknown }).code !== CACHED_PLAN_CHANGED) throw err;
        closing.push(statement.name);
        return await execute<T>(await prepare(text), params, options);
      }
    } catch (err) {
      throw withQuery(err, text, params, options);
    }
  };

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (needsStockPath(options)) return client.query<T>(text, params, options);
    await client.waitReady;
    const result = await sections._runExclusiveTransaction(() =>
      sections._runExclusiveQuery(() => run<T>(text, params, options)),
    );
    await client.syncToFs();
    return result;
  };

  const inTransaction = (tx: Transaction): Transaction => {
    const wrapped: Transaction = Object.create(tx) as Transaction;
    wrapped.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (needsStockPath(options) || tx.closed) return tx.query<T>(text, params, options);
      return sections._runExclusiveQuery(() => run<T>(text, params, options));
    };
    return wrapped;
  };

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    client.transaction((tx) => callback(inTransaction(tx)));

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
