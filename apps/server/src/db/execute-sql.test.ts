import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/database';

/** Database.executeSql, the raw SQL the job queue's own statements run through (decision 029). */
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await testDb?.close();
});

const run = (text: string, values?: unknown[]) => testDb.database.executeSql(text, values);

describe('raw SQL for the job queue (Database.executeSql)', () => {
  it('runs one parameterised statement, and a script of several answering the last one’s rows', async () => {
    expect((await run('SELECT $1::int + 1 AS n', [41])).rows).toEqual([{ n: 42 }]);
    const script = await run('CREATE TEMP TABLE IF NOT EXISTS raw_probe (a int); SELECT 7 AS seven');
    expect(script.rows).toEqual([{ seven: 7 }]);
  });

  it('a BEGIN ... COMMIT script that fails midway leaves nothing behind, and the connection serves the next query', async () => {
    const failing = `
      BEGIN;
      CREATE TABLE raw_half_done (a int);
      INSERT INTO raw_half_done VALUES (1);
      SELECT 1 / 0;
      COMMIT;
    `;
    await expect(run(failing)).rejects.toThrow(/division by zero/);
    // Not left in an aborted transaction: the next queries, raw and through drizzle, work.
    expect((await run(`SELECT to_regclass('raw_half_done') AS t`)).rows).toEqual([{ t: null }]);
    expect(await testDb.database.db.execute(sql`SELECT 1 AS one`)).toMatchObject({ rows: [{ one: 1 }] });
    // And a script that succeeds commits whole.
    await run('BEGIN; CREATE TABLE raw_done (a int); INSERT INTO raw_done VALUES (5); COMMIT;');
    expect((await run('SELECT a FROM raw_done')).rows).toEqual([{ a: 5 }]);
  });
});
