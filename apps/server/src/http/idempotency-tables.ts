import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../players/tables';

/**
 * The Idempotency-Key of each money-moving request a player sent (docs/decisions/028-idempotency-keys.md).
 * The row is claimed (inserted) before the route runs, so of several requests with one key, in one
 * process or several, exactly one runs; `status_code` and `response_body` are null while it runs
 * and then hold the answer every repeat gets. `request_hash` is the SHA-256 of the route's
 * parameters and body, so the same key with another request is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The method and route pattern, e.g. `POST /api/player/payments/withdrawals`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.route, t.key] }),
    // Retention: keys older than IDEMPOTENCY_RETENTION_HOURS are deleted hourly.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
