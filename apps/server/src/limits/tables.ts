import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LIMIT_DURATIONS, LIMIT_PERIODS, LIMIT_TYPES, REALITY_CHECK_MINUTES } from '@casino/contracts';
import { players } from '../players/tables';

/** Responsible-gaming limits (docs/decisions/012-limits.md). Amounts are BIGINT minor units. */
const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * A player's limit. Money limits (deposit, loss, wager) have a period and amounts per currency
 * in `player_limit_amounts`; the session limit has minutes; cooling-off and self-exclusion a
 * duration and an end (none when permanent). A limit is never deleted: removal sets removed_at.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    type: text('type', { enum: LIMIT_TYPES }).notNull(),
    period: text('period', { enum: LIMIT_PERIODS }),
    duration: text('duration', { enum: LIMIT_DURATIONS }),
    minutes: integer('minutes'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    removedAt: at('removed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // One live limit per type and period: a second POST changes it instead of adding another.
    uniqueIndex('player_limits_live_idx')
      .on(t.playerId, t.type, sql`coalesce(${t.period}, '')`)
      .where(sql`removed_at IS NULL`),
    check('player_limits_type_check', oneOf('type', LIMIT_TYPES)),
    check('player_limits_minutes_check', sql`minutes IS NULL OR minutes > 0`),
  ],
);

/** The amount of a money limit in one currency. */
export const playerLimitAmounts = pgTable(
  'player_limit_amounts',
  {
    limitId: bigint('limit_id', { mode: 'number' })
      .notNull()
      .references(() => playerLimits.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    amountCents: cents('amount_cents').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.limitId, t.currency] }), check('player_limit_amounts_positive', sql`amount_cents > 0`)],
);

/**
 * A loosening (raise of an amount or of session minutes) or a removal: it waits until
 * effective_at, then a token is mailed, and it applies when the player confirms with it.
 */
export const limitChanges = pgTable(
  'limit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    limitId: bigint('limit_id', { mode: 'number' })
      .notNull()
      .references(() => playerLimits.id, { onDelete: 'restrict' }),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    action: text('action', { enum: ['raise', 'remove'] }).notNull(),
    currency: text('currency'),
    amountCents: cents('amount_cents'),
    minutes: integer('minutes'),
    requestedAt: at('requested_at').notNull(),
    effectiveAt: at('effective_at').notNull(),
    tokenHash: text('token_hash'),
    mailedAt: at('mailed_at'),
    expiresAt: at('expires_at'),
    confirmedAt: at('confirmed_at'),
    canceledAt: at('canceled_at'),
  },
  (t) => [
    uniqueIndex('limit_changes_open_idx')
      .on(t.limitId, sql`coalesce(${t.currency}, '')`)
      .where(sql`confirmed_at IS NULL AND canceled_at IS NULL`),
    uniqueIndex('limit_changes_token_idx').on(t.tokenHash),
    index('limit_changes_due_idx')
      .on(t.effectiveAt)
      .where(sql`mailed_at IS NULL AND confirmed_at IS NULL AND canceled_at IS NULL`),
    check('limit_changes_action_check', oneOf('action', ['raise', 'remove'])),
  ],
);

/**
 * Usage per player, currency and local calendar day; a week or month is the sum of its days.
 * Deposits count when requested; loss is stakes minus wins and returned stakes (may go negative).
 */
export const limitUsage = pgTable(
  'limit_usage',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    depositCents: cents('deposit_cents').notNull().default(0),
    wagerCents: cents('wager_cents').notNull().default(0),
    lossCents: cents('loss_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.currency, t.day] })],
);

/** A deposit counted against the deposit usage; given back once if the payment fails. */
export const limitDepositHolds = pgTable('limit_deposit_holds', {
  paymentId: bigint('payment_id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' })
    .notNull()
    .references(() => players.id, { onDelete: 'restrict' }),
  currency: text('currency').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  amountCents: cents('amount_cents').notNull(),
  releasedAt: at('released_at'),
});

/**
 * The reality-check interval a player chose (docs/decisions/043-cashbox-touches.md); without a row
 * the deployment's REALITY_CHECK_MINUTES applies. One row per player, replaced on change.
 */
export const playerRealityChecks = pgTable(
  'player_reality_checks',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    intervalMinutes: integer('interval_minutes').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  () => [
    check(
      'player_reality_checks_interval_check',
      sql.raw(`interval_minutes BETWEEN ${REALITY_CHECK_MINUTES.min} AND ${REALITY_CHECK_MINUTES.max}`),
    ),
  ],
);
