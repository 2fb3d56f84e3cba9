import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { ManualClock } from '../platform/clock';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { silentLogger } from '../test/logger';
import { createOutbox, type DomainEvent, type Outbox } from './outbox';
import { domainEvents } from './tables';

const LEASE_MS = 30_000;
let testDb: TestDatabase;
/** A second connection pool on the same database, as a second server process has (PostgreSQL only). */
let second: Database | undefined;
const clock = new ManualClock('2026-11-15T12:00:00Z');

beforeAll(async () => {
  testDb = await openTestDatabase();
  if (testDb.url) second = await openDatabase({ url: testDb.url });
});
afterAll(async () => {
  await second?.close();
  await testDb?.close();
});

const db = () => testDb.database.db;
/** An outbox whose handler for `type` records what it receives. */
function recording(type: string, database: Database = testDb.database): { outbox: Outbox; seen: DomainEvent[] } {
  const outbox = createOutbox(database.db, clock, silentLogger);
  const seen: DomainEvent[] = [];
  outbox.subscribe(type, (event) => {
    seen.push(event);
  });
  return { outbox, seen };
}
const rowsOf = (type: string) =>
  db().select().from(domainEvents).where(eq(domainEvents.type, type)).orderBy(asc(domainEvents.id));

describe('outbox publish and dispatch', () => {
  it('delivers each committed event once, in order, with its type, player and payload', async () => {
    const { outbox, seen } = recording('test.committed');
    const all: DomainEvent[] = [];
    outbox.subscribe('*', (event) => {
      all.push(event);
    });
    await db().transaction(async (tx) => {
      await outbox.publish(tx, { type: 'test.committed', playerId: 7, payload: { n: 1 } });
      await outbox.publish(tx, { type: 'test.committed', payload: { n: 2 } });
    });
    await outbox.publish(db(), { type: 'test.other', payload: { n: 3 } });
    expect(await outbox.drain()).toBe(3);
    expect(seen.map((e) => [e.type, e.playerId, e.payload])).toEqual([
      ['test.committed', 7, { n: 1 }],
      ['test.committed', null, { n: 2 }],
    ]);
    expect(all.map((e) => e.payload)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(seen[0]?.createdAt.toISOString()).toBe(clock.now().toISOString());
    expect(await outbox.drain()).toBe(0);
    expect(seen).toHaveLength(2);
    for (const row of await rowsOf('test.committed'))
      expect(row).toMatchObject({ attempts: 1, lastError: null, dispatchedAt: clock.now() });
  });

  it('never dispatches an event published in a transaction that rolls back', async () => {
    const { outbox, seen } = recording('test.rolled-back');
    await expect(
      db().transaction(async (tx) => {
        await outbox.publish(tx, { type: 'test.rolled-back', payload: { lost: true } });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await outbox.drain()).toBe(0);
    expect(seen).toEqual([]);
    expect(await rowsOf('test.rolled-back')).toEqual([]);
  });
});

describe('outbox retries', () => {
  it('keeps an event pending when a handler fails and redelivers it once its lease has passed', async () => {
    const outbox = createOutbox(db(), clock, silentLogger);
    let calls = 0;
    outbox.subscribe('test.flaky', () => {
      calls += 1;
      if (calls === 1) throw new Error('downstream unavailable');
    });
    await outbox.publish(db(), { type: 'test.flaky', payload: {} });
    await outbox.drain();
    expect(calls).toBe(1);
    expect(await rowsOf('test.flaky')).toMatchObject([
      { dispatchedAt: null, attempts: 1, lastError: 'Error: downstream unavailable' },
    ]);
    // The lease doubles as a back-off: no retry within it.
    clock.advance(LEASE_MS - 1);
    await outbox.drain();
    expect(calls).toBe(1);
    clock.advance(2);
    await outbox.drain();
    expect(calls).toBe(2);
    expect(await rowsOf('test.flaky')).toMatchObject([{ dispatchedAt: clock.now(), attempts: 2, lastError: null }]);
  });

  it('gives up on an event after 20 failed attempts', async () => {
    const outbox = createOutbox(db(), clock, silentLogger);
    let calls = 0;
    outbox.subscribe('test.poison', () => {
      calls += 1;
      throw new Error('always fails');
    });
    await outbox.publish(db(), { type: 'test.poison', payload: {} });
    for (let round = 0; round < 25; round++) {
      await outbox.drain();
      clock.advance(LEASE_MS + 1);
    }
    expect(calls).toBe(20);
    expect(await rowsOf('test.poison')).toMatchObject([{ dispatchedAt: null, attempts: 20 }]);
  });

  it('redelivers, through another outbox, an event whose lease expired because its process stalled', async () => {
    const stalled = createOutbox(db(), clock, silentLogger);
    let release = () => {};
    const started = new Promise<void>((resolveStarted) => {
      stalled.subscribe('test.stalled', () => {
        resolveStarted();
        return new Promise<void>((resolve) => (release = resolve));
      });
    });
    const other = recording('test.stalled');
    await stalled.publish(db(), { type: 'test.stalled', payload: { id: 'x' } });
    const stalledDrain = stalled.drain();
    await started;
    expect(await other.outbox.drain()).toBe(0);
    clock.advance(LEASE_MS + 1);
    expect(await other.outbox.drain()).toBe(1);
    expect(other.seen.map((e) => e.payload)).toEqual([{ id: 'x' }]);
    release();
    await stalledDrain;
    expect(await rowsOf('test.stalled')).toMatchObject([{ attempts: 2, lastError: null }]);
  });
});

describe('two outboxes on one database', () => {
  it('never deliver the same event twice when both drain at once', async () => {
    const a = recording('test.shared');
    const b = recording('test.shared', second ?? testDb.database);
    const total = 250;
    await db().transaction(async (tx) => {
      for (let i = 0; i < total; i++) await a.outbox.publish(tx, { type: 'test.shared', payload: { i } });
    });
    const [fromA, fromB] = await Promise.all([a.outbox.drain(), b.outbox.drain()]);
    const ids = [...a.seen, ...b.seen].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(total);
    expect(fromA + fromB).toBe(total);
    const rows = await rowsOf('test.shared');
    expect(rows.every((r) => r.dispatchedAt !== null && r.attempts === 1)).toBe(true);
  });
});

describe('outbox retention', () => {
  it('deletes the events dispatched before the cut-off, and keeps newer and pending ones however old', async () => {
    const { outbox } = recording('test.retention');
    outbox.subscribe('test.retention-failing', () => {
      throw new Error('handler down');
    });
    await db().transaction((tx) => outbox.publish(tx, { type: 'test.retention', payload: { n: 'old' } }));
    await db().transaction((tx) => outbox.publish(tx, { type: 'test.retention-failing', payload: { n: 'pending' } }));
    await outbox.drain();
    clock.advance(8 * 24 * 60 * 60 * 1000);
    await db().transaction((tx) => outbox.publish(tx, { type: 'test.retention', payload: { n: 'new' } }));
    await outbox.drain();

    const pruned = await outbox.prune(new Date(clock.now().getTime() - 7 * 24 * 60 * 60 * 1000));
    expect(pruned).toBeGreaterThanOrEqual(1);
    expect((await rowsOf('test.retention')).map((r) => r.payload)).toEqual([{ n: 'new' }]);
    const pending = await rowsOf('test.retention-failing');
    expect(pending.map((r) => [r.payload, r.dispatchedAt])).toEqual([[{ n: 'pending' }, null]]);
    expect(await outbox.prune(new Date(clock.now().getTime() - 7 * 24 * 60 * 60 * 1000))).toBe(0);
  });
});
