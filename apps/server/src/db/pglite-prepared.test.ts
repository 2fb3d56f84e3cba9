import { PGlite, types } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-prepared';

/** docs/decisions/075-pglite-prepared-statements.md: the same answers as PGlite's own query, parsed once. */
describe('PGlite with prepared statements', () => {
  let raw: PGlite;
  let client: PGlite;
  beforeEach(async () => {
    raw = await PGlite.create();
    client = withPreparedStatements(raw, { maxStatements: 3 });
    await raw.exec(`
      create table accounts (id serial primary key, email text unique not null, cents bigint not null default 0,
        tags text[] not null default '{}', doc jsonb, at timestamptz not null default now());
      insert into accounts (email, cents, tags, doc) values ('a@example.com', 10, '{x,y}', '{"level": 2}'), ('b@example.com', 20, '{}', null);
    `);
  });
  afterEach(async () => {
    await raw.close();
  });

  const prepared = async () =>
    (await raw.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows.map(
      (r) => r.statement,
    );

  it('answers rows, fields and affected rows as PGlite itself does, in object and array mode and with the caller’s parsers', async () => {
    const text = 'select id, email, cents, tags, doc, at from accounts where cents >= $1 order by id';
    const keepTimestamps = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    for (const options of [undefined, { rowMode: 'array' as const }, { rowMode: 'array' as const, ...keepTimestamps }]) {
      const ours = await client.query(text, [5], options);
      const theirs = await raw.query(text, [5], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const update = 'update accounts set cents = cents + $1 where tags = $2';
    expect((await client.query(update, [1, ['x', 'y']])).affectedRows).toBe(1);
    expect((await client.query(update, [1, []])).affectedRows).toBe(1);
    expect((await raw.query<{ cents: number }>('select cents from accounts order by id')).rows).toEqual([
      { cents: 11 },
      { cents: 21 },
    ]);
  });

  it('parses a text once and runs it again by name', async () => {
    const text = 'select email from accounts where id = $1';
    expect((await client.query(text, [1])).rows).toEqual([{ email: 'a@example.com' }]);
    expect((await client.query(text, [2])).rows).toEqual([{ email: 'b@example.com' }]);
    expect(await prepared()).toEqual([text]);
  });

  it('keeps only the most recently used texts and closes the others', async () => {
    const texts = [1, 2, 3, 4, 5].map((n) => `select ${n} as n, email from accounts where id = $1`);
    for (const text of texts) await client.query(text, [1]);
    await client.query(texts[2] ?? '', [1]);
    // The fifth text pushed out the first two; their close went with the next call.
    expect(await prepared()).toEqual([texts[2], texts[3], texts[4]].sort());
    expect((await client.query<{ n: number }>(texts[0] ?? '', [1])).rows).toEqual([{ n: 1, email: 'a@example.com' }]);
  });

  it('prepares a statement again when a migration changed its table’s columns', async () => {
    const text = 'select * from accounts where id = $1';
    await client.query(text, [1]);
    await raw.exec(`alter table accounts add column country text not null default 'EE'`);
    const [row] = (await client.query<{ country: string }>(text, [1])).rows;
    expect(row?.country).toBe('EE');
  });

  it('throws the database error with its SQLSTATE and text, and the next statement runs', async () => {
    const text = 'insert into accounts (email) values ($1)';
    const err = await client.query(text, ['a@example.com']).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505', query: text, params: ['a@example.com'] });
    const syntax = await client.query('selec 1').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await client.query(text, ['c@example.com'])).affectedRows).toBe(1);
  });

  it('runs a transaction’s statements inside it: its writes are seen within, undone by a failure, and hidden from others until commit', async () => {
    const read = 'select count(*)::int as n from accounts';
    let seenOutside = -1;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const committed = client.transaction(async (tx) => {
      await tx.query('insert into accounts (email) values ($1)', ['c@example.com']);
      expect((await tx.query<{ n: number }>(read)).rows[0]?.n).toBe(3);
      await held;
    });
    // A statement outside waits for the transaction instead of running inside it.
    const outside = client.query<{ n: number }>(read).then((r) => {
      seenOutside = r.rows[0]?.n ?? -1;
    });
    setTimeout(release, 50);
    await Promise.all([committed, outside]);
    expect(seenOutside).toBe(3);
    const failed = await client
      .transaction(async (tx) => {
        await tx.query('insert into accounts (email) values ($1)', ['d@example.com']);
        await tx.query('insert into accounts (email) values ($1)', ['a@example.com']);
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '23505' });
    expect((await client.query<{ n: number }>(read)).rows[0]?.n).toBe(3);
  });

  it('loses no update when many transactions read and write the same row at once', async () => {
    await Promise.all(
      Array.from({ length: 40 }, () =>
        client.transaction(async (tx) => {
          const [row] = (await tx.query<{ cents: number }>('select cents from accounts where id = $1', [1])).rows;
          await tx.query('update accounts set cents = $1 where id = $2', [(row?.cents ?? 0) + 1, 1]);
        }),
      ),
    );
    expect((await client.query<{ cents: number }>('select cents from accounts where id = $1', [1])).rows[0]?.cents).toBe(50);
  });

  it('lets the event loop turn while a long queue of statements runs, so a request that arrives meanwhile is read', async () => {
    const order: string[] = [];
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('timer');
        resolve();
      }, 0),
    );
    const statements = Array.from({ length: 3000 }, (_, i) => client.query('select $1::int as n', [i]));
    await Promise.all(statements);
    order.push('last statement');
    await timer;
    // PGlite answers through promises alone: without the turns the timer would wait for all 3,000.
    expect(order).toEqual(['timer', 'last statement']);
  });
});
