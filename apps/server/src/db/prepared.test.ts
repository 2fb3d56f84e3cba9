import { eq, sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/database';
import type { DbOrTx } from './client';
import { preparedOn } from './prepared';

/** A table of this test's own. */
const notes = pgTable('prepared_probe_notes', { id: serial('id').primaryKey(), owner: text('owner').notNull() });

let first: TestDatabase;
let second: TestDatabase;
beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  for (const { database } of [first, second]) {
    await database.db.execute(sql`CREATE TABLE prepared_probe_notes (id serial PRIMARY KEY, owner text NOT NULL)`);
  }
}, 60_000);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

let builds = 0;
/** The notes of an owner, through one prepared statement. */
const notesOf = (db: DbOrTx, owner: string) =>
  preparedOn(db, 'probe_notes_of', (on, name) => {
    builds += 1;
    return on
      .select()
      .from(notes)
      .where(eq(notes.owner, sql.placeholder('owner')))
      .prepare(name);
  }).execute({ owner });
const addNote = (db: DbOrTx, owner: string) =>
  preparedOn(db, 'probe_add_note', (on, name) =>
    on
      .insert(notes)
      .values({ owner: sql.placeholder('owner') })
      .prepare(name),
  ).execute({ owner });

describe('statements prepared once (db/prepared.ts)', () => {
  it('a statement asked for inside a transaction runs in it: it sees the transaction’s rows, and a rollback takes its writes back', async () => {
    const { db } = first.database;
    await addNote(db, 'ada');
    const inside = await db
      .transaction(async (tx) => {
        await addNote(tx, 'ada');
        const seen = await notesOf(tx, 'ada');
        throw Object.assign(new Error('roll back'), { seen });
      })
      .catch((err: { seen: unknown[] }) => err.seen);
    expect(inside).toHaveLength(2);
    expect(await notesOf(db, 'ada')).toHaveLength(1);
    await db.transaction(async (tx) => {
      await addNote(tx, 'ada');
    });
    expect(await notesOf(db, 'ada')).toHaveLength(2);
  });

  it('is built once for every database and transaction, and each database reads its own rows', async () => {
    const before = builds;
    await addNote(second.database.db, 'bob');
    for (const database of [first.database, second.database]) {
      await notesOf(database.db, 'bob');
      await database.db.transaction((tx) => notesOf(tx, 'bob'));
    }
    expect(await notesOf(first.database.db, 'bob')).toEqual([]);
    expect((await notesOf(second.database.db, 'bob')).map((n) => n.owner)).toEqual(['bob']);
    expect(builds - before).toBeLessThanOrEqual(1);
  });
});
