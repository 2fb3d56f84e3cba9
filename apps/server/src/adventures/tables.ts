import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../players/tables';

/**
 * A player's progress on one day of one adventure (the adventure is named by its start date), in
 * one currency: the real money deposited and staked on the day, in the player's time zone.
 * `completed_at` is set once, when the day's task is met; a later rollback does not undo it
 * (docs/decisions/057-adventure-calendar.md).
 */
export const adventureProgress = pgTable(
  'adventure_progress',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    adventure: text('adventure').notNull(),
    day: integer('day').notNull(),
    currency: text('currency').notNull(),
    depositCents: bigint('deposit_cents', { mode: 'number' }).notNull().default(0),
    wagerCents: bigint('wager_cents', { mode: 'number' }).notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.adventure, t.day, t.currency] }),
    check('adventure_progress_amounts', sql`${t.depositCents} >= 0 and ${t.wagerCents} >= 0`),
  ],
);

/**
 * Every deposit and bet counted, by its wallet transaction id, so a replayed event counts nothing.
 * A rollback handled before its bet stores the bet rolled back with nothing counted (day 0), so
 * the late bet counts nothing.
 */
export const adventureContributions = pgTable(
  'adventure_contributions',
  {
    transactionId: bigint('transaction_id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['deposit', 'bet'] }).notNull(),
    adventure: text('adventure').notNull(),
    day: integer('day').notNull(),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    rolledBack: boolean('rolled_back').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('adventure_contributions_player_idx').on(t.playerId, t.adventure)],
);

/**
 * The gift each completed step issued (a day, or the super prize as the step after the last), once
 * per player, adventure and step; `gift_id` is null when the step's prize has no gift template.
 */
export const adventureAwards = pgTable(
  'adventure_awards',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    adventure: text('adventure').notNull(),
    step: integer('step').notNull(),
    giftId: bigint('gift_id', { mode: 'number' }),
    giftKind: text('gift_kind', { enum: ['bonus', 'freespins'] }),
    currency: text('currency').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.adventure, t.step] })],
);
