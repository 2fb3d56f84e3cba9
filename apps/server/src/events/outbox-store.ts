import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client';
import { preparedForRows, rowPlaceholders, rowsValues } from '../db/prepared';
import { domainEvents } from './tables';

/** An event as leased for an attempt: `attempts` counts this one. */
export interface LeasedEventRow {
  id: number;
  type: string;
  playerId: number | null;
  payload: unknown;
  createdAt: Date;
  attempts: number;
}

export async function insertEvent(
  tx: DbOrTx,
  event: { type: string; playerId?: number | null; payload: unknown },
  createdAt: Date,
): Promise<void> {
  await insertEvents(tx, [event], createdAt);
}

/** Writes several events in one statement (one round trip), in the order given. */
export async function insertEvents(
  tx: DbOrTx,
  events: { type: string; playerId?: number | null; payload: unknown }[],
  createdAt: Date,
): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({ type: event.type, playerId: event.playerId ?? null, payload: event.payload, createdAt }));
  // A money movement writes a few events: prepared once per count (db/prepared.ts).
  const query = preparedForRows(tx, 'outbox_insert_events', rows.length, (on, name) =>
    on
      .insert(domainEvents)
      .values(rows.map((_, i) => rowPlaceholders(EVENT_COLUMNS, i) as PgInsertValue<typeof domainEvents>))
      .prepare(name),
  );
  await query.execute(rowsValues(rows));
}

const EVENT_COLUMNS = ['type', 'playerId', 'payload', 'createdAt'] as const;

/**
 * Leases up to `batch` events due at `now` (pending, not dead, attempts left, no live lease) in one
 * short transaction: locked SKIP LOCKED, so several processes share them; each gets a lease until
 * now + leaseMs and one more attempt. Answers them in id order.
 */
export async function leaseDue(
  db: Db,
  now: Date,
  options: { batch: number; leaseMs: number; maxAttempts: number },
): Promise<LeasedEventRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(
        and(
          isNull(domainEvents.dispatchedAt),
          isNull(domainEvents.deadAt),
          lt(domainEvents.attempts, options.maxAttempts),
          or(isNull(domainEvents.leaseUntil), lt(domainEvents.leaseUntil, now)),
        ),
      )
      .orderBy(asc(domainEvents.id))
      .limit(options.batch)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const leased = await tx
      .update(domainEvents)
      .set({ leaseUntil: new Date(now.getTime() + options.leaseMs), attempts: sql`${domainEvents.attempts} + 1` })
      .where(
        inArray(
          domainEvents.id,
          rows.map((r) => r.id),
        ),
      )
      .returning();
    return leased
      .sort((a, b) => a.id - b.id)
      .map((r) => ({
        id: r.id,
        type: r.type,
        playerId: r.playerId,
        payload: r.payload,
        createdAt: r.createdAt,
        attempts: r.attempts,
      }));
  });
}

/** Marks handled events dispatched, all in one statement (none: no statement). */
export async function markDispatched(db: DbOrTx, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(domainEvents).set({ dispatchedAt: at, lastError: null }).where(inArray(domainEvents.id, ids));
}

/** Records a failed attempt: dead at `deadAt`, or due again at `retryAt`. */
export async function markFailed(
  db: DbOrTx,
  id: number,
  lastError: string,
  outcome: { deadAt: Date } | { retryAt: Date },
): Promise<void> {
  const set = 'deadAt' in outcome ? { lastError, deadAt: outcome.deadAt } : { lastError, leaseUntil: outcome.retryAt };
  await db.update(domainEvents).set(set).where(eq(domainEvents.id, id));
}

/** Deletes up to `batch` events dispatched before `before`; answers how many. */
export async function deleteDispatchedBefore(db: DbOrTx, before: Date, batch: number): Promise<number> {
  const oldest = db.select({ id: domainEvents.id }).from(domainEvents).where(lt(domainEvents.dispatchedAt, before)).limit(batch);
  const deleted = await db.delete(domainEvents).where(inArray(domainEvents.id, oldest)).returning({ id: domainEvents.id });
  return deleted.length;
}

/** Events not dispatched yet (dead ones aside) and when the oldest was written. */
export async function pendingBacklog(db: DbOrTx): Promise<{ pending: number; oldestCreatedAt: Date | null }> {
  // Both through the partial index of pending events; ids grow with the time of writing.
  const [row] = await db
    .select({
      pending: sql<string>`count(*)`,
      oldest: sql<
        string | null
      >`(select extract(epoch from ${domainEvents.createdAt})::text from ${domainEvents} where ${domainEvents.dispatchedAt} is null and ${domainEvents.deadAt} is null order by ${domainEvents.id} limit 1)`,
    })
    .from(domainEvents)
    .where(and(isNull(domainEvents.dispatchedAt), isNull(domainEvents.deadAt)));
  const oldest = row?.oldest;
  return { pending: Number(row?.pending ?? 0), oldestCreatedAt: oldest ? new Date(Number(oldest) * 1000) : null };
}

/** Marks dead the events whose last attempt's lease ran out without a report; answers them. */
export async function buryLeaseExpired(db: DbOrTx, now: Date, maxAttempts: number): Promise<{ id: number; type: string }[]> {
  return db
    .update(domainEvents)
    .set({
      deadAt: now,
      lastError: sql`coalesce(${domainEvents.lastError}, 'the last attempt never finished (its process stopped)')`,
    })
    .where(
      and(
        isNull(domainEvents.dispatchedAt),
        isNull(domainEvents.deadAt),
        gte(domainEvents.attempts, maxAttempts),
        lt(domainEvents.leaseUntil, now),
      ),
    )
    .returning({ id: domainEvents.id, type: domainEvents.type });
}

/** The dead events, newest first, without their payloads. */
export async function deadEvents(db: DbOrTx, limit: number) {
  const rows = await db
    .select({
      id: domainEvents.id,
      type: domainEvents.type,
      playerId: domainEvents.playerId,
      attempts: domainEvents.attempts,
      lastError: domainEvents.lastError,
      createdAt: domainEvents.createdAt,
      deadAt: domainEvents.deadAt,
    })
    .from(domainEvents)
    .where(isNotNull(domainEvents.deadAt))
    .orderBy(desc(domainEvents.deadAt), desc(domainEvents.id))
    .limit(limit);
  return rows.flatMap((row) => (row.deadAt ? [{ ...row, deadAt: row.deadAt }] : []));
}

/** Gives a dead, undispatched event a fresh series of attempts; false when there is none with that id. */
export async function reviveDead(db: DbOrTx, id: number): Promise<boolean> {
  const revived = await db
    .update(domainEvents)
    .set({ deadAt: null, attempts: 0, leaseUntil: null })
    .where(and(eq(domainEvents.id, id), isNotNull(domainEvents.deadAt), isNull(domainEvents.dispatchedAt)))
    .returning({ id: domainEvents.id });
  return revived.length > 0;
}

/** The undelivered events, pending and dead, newest first, without their payloads (the system page, decision 068). */
export async function undeliveredEvents(db: DbOrTx, limit: number) {
  return db
    .select({
      id: domainEvents.id,
      type: domainEvents.type,
      playerId: domainEvents.playerId,
      attempts: domainEvents.attempts,
      lastError: domainEvents.lastError,
      createdAt: domainEvents.createdAt,
      deadAt: domainEvents.deadAt,
    })
    .from(domainEvents)
    .where(isNull(domainEvents.dispatchedAt))
    .orderBy(desc(domainEvents.id))
    .limit(limit);
}
