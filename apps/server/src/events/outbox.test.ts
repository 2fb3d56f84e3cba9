import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { ManualClock } from '../platform/clock';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { silentLogger } from '../test/logger';
import {
  afterFailedAttempt,
  createOutbox,
  OUTBOX_MAX_ATTEMPTS,
  restAfterBatch,
  retryDelayMs,
  type DomainEvent,
  type Outbox,
} from './outbox';
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
  const outbox = createOutbox({ db: database.db, clock, log: silentLogger });
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
  it('keeps an event pending when a handler fails and redelivers it once its back-off has passed', async () => {
    // random() = 1: no jitter taken off, so the first retry waits the full second.
    const outbox = createOutbox({ db: db(), clock, log: silentLogger, random: () => 1 });
    let calls = 0;
    outbox.subscribe('test.flaky', () => {
      calls += 1;
      if (calls === 1) throw new Error('downstream unavailable');
    });
    await outbox.publish(db(), { type: 'test.flaky', payload: {} });
    await outbox.drain();
    expect(calls).toBe(1);
    expect(await rowsOf('test.flaky')).toMatchObject([
      { dispatchedAt: null, deadAt: null, attempts: 1, lastError: 'Error: downstream unavailable' },
    ]);
    clock.advance(999);
    await outbox.drain();
    expect(calls).toBe(1);
    clock.advance(2);
    await outbox.drain();
    expect(calls).toBe(2);
    expect(await rowsOf('test.flaky')).toMatchObject([{ dispatchedAt: clock.now(), attempts: 2, lastError: null }]);
  });

  it('waits 1 s doubling up to an hour between attempts, less a random part of up to half', () => {
    expect([1, 2, 3, 10].map((attempt) => retryDelayMs(attempt, () => 1))).toEqual([1000, 2000, 4000, 512_000]);
    expect([1, 2, 3, 10].map((attempt) => retryDelayMs(attempt, () => 0))).toEqual([500, 1000, 2000, 256_000]);
    expect(retryDelayMs(13, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(OUTBOX_MAX_ATTEMPTS, () => 0)).toBe(1_800_000);
    expect(retryDelayMs(4, () => 0.5)).toBe(6000);
  });

  it('an event failing its last attempt is dead at once; before that it is due again after the delay', () => {
    const now = new Date('2026-11-15T12:00:00Z');
    expect(afterFailedAttempt(1, now, () => 1)).toEqual({ retryAt: new Date(now.getTime() + 1000) });
    expect(afterFailedAttempt(OUTBOX_MAX_ATTEMPTS - 1, now, () => 0)).toEqual({
      retryAt: new Date(now.getTime() + retryDelayMs(OUTBOX_MAX_ATTEMPTS - 1, () => 0)),
    });
    expect(afterFailedAttempt(OUTBOX_MAX_ATTEMPTS, now)).toEqual({ deadAt: now });
  });

  it('spreads the retries of events that failed together, and leaves an always-failing event dead after its last attempt', async () => {
    const outbox = createOutbox({ db: db(), clock, log: silentLogger });
    const attemptsAt: number[] = [];
    outbox.subscribe('test.poison', () => {
      attemptsAt.push(clock.now().getTime());
      throw new Error('smtp down');
    });
    await outbox.publish(db(), { type: 'test.poison', payload: { n: 1 } });
    await outbox.publish(db(), { type: 'test.poison', payload: { n: 2 } });
    await outbox.drain();
    const [first, second] = await rowsOf('test.poison');
    const waits = [first, second].map((row) => (row?.leaseUntil?.getTime() ?? 0) - clock.now().getTime());
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(500);
      expect(wait).toBeLessThanOrEqual(1000);
    }
    expect(waits[0]).not.toBe(waits[1]);
    // Step the clock to each next attempt until the last; nothing runs before an event's time.
    for (let step = 0; step < 200 && attemptsAt.length < 2 * OUTBOX_MAX_ATTEMPTS; step++) {
      const pending = (await rowsOf('test.poison')).filter((row) => row.deadAt === null);
      const next = Math.min(...pending.map((row) => row.leaseUntil?.getTime() ?? Infinity));
      clock.advance(next - clock.now().getTime() - 1);
      const before = attemptsAt.length;
      await outbox.drain();
      expect(attemptsAt.length).toBe(before);
      clock.advance(2);
      await outbox.drain();
    }
    expect(attemptsAt).toHaveLength(2 * OUTBOX_MAX_ATTEMPTS);
    const rows = await rowsOf('test.poison');
    expect(rows).toMatchObject([
      { dispatchedAt: null, deadAt: expect.any(Date), attempts: OUTBOX_MAX_ATTEMPTS, lastError: 'Error: smtp down' },
      { dispatchedAt: null, deadAt: expect.any(Date), attempts: OUTBOX_MAX_ATTEMPTS, lastError: 'Error: smtp down' },
    ]);
    // Hours of retries in all, not minutes: an outage of an afternoon is ridden out.
    const span = clock.now().getTime() - (attemptsAt[0] ?? 0);
    expect(span).toBeGreaterThan(6 * 60 * 60 * 1000);
    // Dead is final: no more attempts, however long one waits.
    clock.advance(24 * 60 * 60 * 1000);
    await outbox.drain();
    expect(attemptsAt).toHaveLength(2 * OUTBOX_MAX_ATTEMPTS);
    expect((await outbox.dead()).filter((e) => e.type === 'test.poison').map((e) => e.lastError)).toEqual([
      'Error: smtp down',
      'Error: smtp down',
    ]);
  });

  it('a dead event retried by staff gets a fresh series of attempts and is delivered once its handler works', async () => {
    const outbox = createOutbox({ db: db(), clock, log: silentLogger, random: () => 0 });
    let healthy = false;
    const delivered: unknown[] = [];
    outbox.subscribe('test.revived', (event) => {
      if (!healthy) throw new Error('still down');
      delivered.push(event.payload);
    });
    await outbox.publish(db(), { type: 'test.revived', payload: { mail: 'welcome' } });
    for (let i = 0; i < OUTBOX_MAX_ATTEMPTS; i++) {
      await outbox.drain();
      clock.advance(60 * 60 * 1000);
    }
    const [row] = await rowsOf('test.revived');
    if (!row) throw new Error('event missing');
    expect(row.deadAt).not.toBeNull();
    expect(await outbox.retryDead(row.id + 1_000_000)).toBe(false);
    healthy = true;
    expect(await outbox.retryDead(row.id)).toBe(true);
    expect(await outbox.retryDead(row.id)).toBe(false);
    await outbox.drain();
    expect(delivered).toEqual([{ mail: 'welcome' }]);
    expect(await rowsOf('test.revived')).toMatchObject([{ deadAt: null, attempts: 1, dispatchedAt: clock.now() }]);
    expect((await outbox.dead()).map((e) => e.id)).not.toContain(row.id);
  });

  it('marks dead an event whose last attempt never reported (its process stopped), once that lease has passed', async () => {
    const outbox = createOutbox({ db: db(), clock, log: silentLogger });
    await outbox.publish(db(), { type: 'test.abandoned', payload: {} });
    const [row] = await rowsOf('test.abandoned');
    if (!row) throw new Error('event missing');
    // As a process leaves it that died during the last attempt.
    const leaseUntil = new Date(clock.now().getTime() + LEASE_MS);
    await db().update(domainEvents).set({ attempts: OUTBOX_MAX_ATTEMPTS, leaseUntil }).where(eq(domainEvents.id, row.id));
    expect(await outbox.buryAbandoned()).toBe(0);
    clock.advance(LEASE_MS + 1);
    expect(await outbox.buryAbandoned()).toBe(1);
    expect(await rowsOf('test.abandoned')).toMatchObject([
      { deadAt: clock.now(), lastError: 'the last attempt never finished (its process stopped)' },
    ]);
  });

  it('redelivers, through another outbox, an event whose lease expired because its process stalled', async () => {
    const stalled = createOutbox({ db: db(), clock, log: silentLogger });
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

describe('outbox batch handlers (decision 073)', () => {
  it('gives a batch handler all its events of a batch in one call, in order, beside the single handlers', async () => {
    const { outbox, seen } = recording('test.batch-a');
    const calls: DomainEvent[][] = [];
    outbox.subscribeBatch(['test.batch-a', 'test.batch-b'], async (events) => {
      calls.push(events);
    });
    await db().transaction(async (tx) => {
      await outbox.publish(tx, { type: 'test.batch-a', playerId: 1, payload: { n: 1 } });
      await outbox.publish(tx, { type: 'test.batch-c', payload: { n: 2 } });
      await outbox.publish(tx, { type: 'test.batch-b', playerId: 2, payload: { n: 3 } });
    });
    await outbox.drain();
    expect(calls.map((events) => events.map((e) => e.payload))).toEqual([[{ n: 1 }, { n: 3 }]]);
    expect(seen.map((e) => e.payload)).toEqual([{ n: 1 }]);
    expect((await rowsOf('test.batch-b')).map((r) => r.dispatchedAt)).toEqual([clock.now()]);
  });

  it('retries a failing batch one event at a time: the bad event stays pending with its error, the others are dispatched once', async () => {
    const outbox = createOutbox({ db: db(), clock, log: silentLogger, random: () => 1 });
    const handled: unknown[] = [];
    outbox.subscribeBatch(['test.batch-poison'], async (events) => {
      if (events.some((e) => (e.payload as { bad?: boolean }).bad)) throw new Error('cannot handle');
      handled.push(...events.map((e) => e.payload));
    });
    await outbox.publishAll(db(), [
      { type: 'test.batch-poison', payload: { n: 1 } },
      { type: 'test.batch-poison', payload: { n: 2, bad: true } },
      { type: 'test.batch-poison', payload: { n: 3 } },
    ]);
    await outbox.drain();
    expect(handled).toEqual([{ n: 1 }, { n: 3 }]);
    const rows = await rowsOf('test.batch-poison');
    expect(rows.map((r) => [r.dispatchedAt === null, r.lastError])).toEqual([
      [false, null],
      [true, 'Error: cannot handle'],
      [false, null],
    ]);
  });

  it('gathers the events of kicks that follow one another into one batch, a round gap apart', async () => {
    const outbox = createOutbox({ db: db(), clock, log: silentLogger, roundGapMs: 200 });
    const sizes: number[] = [];
    outbox.subscribeBatch(['test.batch-stream'], async (events) => {
      sizes.push(events.length);
    });
    await outbox.publish(db(), { type: 'test.batch-stream', payload: { n: 0 } });
    outbox.kick();
    await vi.waitFor(() => expect(sizes).toEqual([1]));
    for (let n = 1; n <= 5; n += 1) {
      await outbox.publish(db(), { type: 'test.batch-stream', payload: { n } });
      outbox.kick();
    }
    await vi.waitFor(() => expect(sizes.reduce((a, b) => a + b, 0)).toBe(6), { timeout: 2000 });
    expect(sizes).toEqual([1, 5]);
    await outbox.stop();
  });
});

describe('outbox stop', () => {
  it('starts no round for a kick after it stopped, so nothing reaches a database being closed', async () => {
    const { outbox, seen } = recording('test.after-stop');
    await outbox.stop();
    await outbox.publish(db(), { type: 'test.after-stop', payload: { n: 1 } });
    outbox.kick();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([]);
    expect((await rowsOf('test.after-stop')).map((r) => r.dispatchedAt)).toEqual([null]);
    outbox.start(60_000);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await outbox.stop();
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

describe('outbox catch-up on a backlog (decision 077)', () => {
  let own: TestDatabase;
  beforeAll(async () => {
    own = await openTestDatabase();
  });
  afterAll(async () => {
    await own?.close();
  });

  it('works through a backlog in batches of its size and rests after each full one as long as the batch took', async () => {
    const outbox = createOutbox({ db: own.database.db, clock, log: silentLogger, catchUp: { batch: 2, share: 0.5 } });
    const spans: { size: number; start: number; end: number }[] = [];
    outbox.subscribeBatch(['test.catch-up'], async (events) => {
      const start = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 40));
      spans.push({ size: events.length, start, end: performance.now() });
    });
    for (let n = 0; n < 5; n += 1) await outbox.publish(own.database.db, { type: 'test.catch-up', payload: { n } });
    expect(await outbox.drain()).toBe(5);
    expect(spans.map((s) => s.size)).toEqual([2, 2, 1]);
    // Each batch took at least its handler's 40 ms; at half the time the rest after it is at least as long.
    const rests = spans.slice(1).map((span, i) => span.start - (spans[i]?.end ?? 0));
    for (const rest of rests) expect(rest).toBeGreaterThanOrEqual(38);
  });

  it('rests nothing at the whole share, and the rest that makes the work its share otherwise', () => {
    expect(restAfterBatch(120, 1)).toBe(0);
    expect(restAfterBatch(120, 0.5)).toBe(120);
    expect(restAfterBatch(120, 0.25)).toBe(360);
  });
});
