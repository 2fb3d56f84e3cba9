import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The domain-event outbox: written in the transaction of the change, dispatched after commit.
 * A dispatcher leases a batch (lease_until) so a crashed process's events are sent again; after
 * a failure lease_until is the time of the next attempt (backoff), after the last one dead_at.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    playerId: bigint('player_id', { mode: 'number' }),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set when the last attempt failed: the dispatcher leaves the event to staff (decision 029). */
    deadAt: timestamp('dead_at', { withTimezone: true }),
  },
  (t) => [
    index('domain_events_pending_idx')
      .on(t.id)
      .where(sql`dispatched_at IS NULL`),
    // The dead letters staff list, newest first.
    index('domain_events_dead_idx')
      .on(t.deadAt)
      .where(sql`dead_at IS NOT NULL`),
    // Retention: dispatched events are deleted once they are older than OUTBOX_RETENTION_DAYS.
    index('domain_events_dispatched_idx')
      .on(t.dispatchedAt)
      .where(sql`dispatched_at IS NOT NULL`),
  ],
);
