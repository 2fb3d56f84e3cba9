import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { giftTemplates } from '../bonuses/tables';
import { players } from '../players/tables';

const STATUS_CHECK = `in ('BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND')`;

/** VIP-06: the quarterly deposit and bet sums (cents) a status asks for, per currency (`*` for any other). */
export const vipThresholds = pgTable(
  'vip_thresholds',
  {
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    depositCents: bigint('deposit_cents', { mode: 'number' }).notNull(),
    betCents: bigint('bet_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.status, t.currency] }),
    check('vip_thresholds_status', sql.raw(`status ${STATUS_CHECK}`)),
    check('vip_thresholds_amounts', sql`${t.depositCents} > 0 and ${t.betCents} > 0`),
  ],
);

/** The gift issued on reaching a status (none when the template is null). */
export const vipStatusGifts = pgTable(
  'vip_status_gifts',
  {
    status: text('status').primaryKey(),
    giftTemplateId: bigint('gift_template_id', { mode: 'number' }).references(() => giftTemplates.id),
  },
  () => [check('vip_status_gifts_status', sql.raw(`status ${STATUS_CHECK}`))],
);

/**
 * Every deposit and real bet counted, by its wallet transaction id, so a replayed event changes
 * nothing; `quarter` and `currency` say which sum it went to. A rollback handled before its bet
 * stores the bet rolled back with nothing counted.
 */
export const vipMovements = pgTable(
  'vip_movements',
  {
    transactionId: bigint('transaction_id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'deposit' | 'bet'>().notNull(),
    quarter: text('quarter').notNull(),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    rolledBack: boolean('rolled_back').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('vip_movements_player_idx').on(t.playerId, t.quarter),
    check('vip_movements_kind', sql`${t.kind} in ('deposit', 'bet')`),
    check('vip_movements_amount', sql`${t.amountCents} >= 0`),
  ],
);

/** A player's quarterly sums in one currency. */
export const vipQuarterSums = pgTable(
  'vip_quarter_sums',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    quarter: text('quarter').notNull(),
    currency: text('currency').notNull(),
    depositCents: bigint('deposit_cents', { mode: 'number' }).notNull().default(0),
    betCents: bigint('bet_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.quarter, t.currency] }),
    check('vip_quarter_sums_amounts', sql`${t.depositCents} >= 0 and ${t.betCents} >= 0`),
  ],
);

/**
 * A player's held status and the end of its hold (null for Regular and for lifelong Diamond).
 * The quarter-end job re-evaluates rows whose hold ran out.
 */
export const vipPlayers = pgTable(
  'vip_players',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('REGULAR'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('vip_players_held_idx').on(t.heldUntil),
    check('vip_players_status', sql`${t.status} in ('REGULAR', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND')`),
  ],
);
