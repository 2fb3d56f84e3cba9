import type { JackpotStateName } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from '../players/tables';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * Progressive jackpots (docs/decisions/053-progressive-jackpots.md). `currency` is the base
 * currency of every level; `rates` gives, per other currency, how many base units one unit of it
 * is worth (decimal text). Bets on `game_identifiers` feed the levels; the hidden `server_seed`
 * (its SHA-256 published) decides hits with the provably fair generator.
 */
export const jackpots = pgTable('jackpots', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  state: text('state').$type<JackpotStateName>().notNull().default('active'),
  currency: text('currency').notNull(),
  gameIdentifiers: jsonb('game_identifiers').$type<string[]>().notNull().default([]),
  rates: jsonb('rates').$type<Record<string, string>>().notNull().default({}),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A jackpot's levels. `amount_cents` is the pool (seed + contributions − payouts, checked by the
 * ledger audit); `contribution_ppm` the share of a qualifying stake it takes, in millionths;
 * `mean_win_cents` the average hit the probability aims at; `ceiling_cents` a must-drop amount.
 */
export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jackpotId: bigint('jackpot_id', { mode: 'number' })
      .notNull()
      .references(() => jackpots.id),
    identifier: text('identifier').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    contributionPpm: integer('contribution_ppm').notNull(),
    seedCents: cents('seed_cents').notNull(),
    meanWinCents: cents('mean_win_cents').notNull(),
    ceilingCents: cents('ceiling_cents'),
    amountCents: cents('amount_cents').notNull().default(0),
    hits: integer('hits').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('jackpot_levels_identifier_idx').on(t.jackpotId, t.identifier),
    check('jackpot_levels_amount_check', sql`${t.amountCents} >= 0`),
    check('jackpot_levels_share_check', sql`${t.contributionPpm} >= 0 AND ${t.contributionPpm} <= 100000`),
    check('jackpot_levels_mean_check', sql`${t.meanWinCents} > ${t.seedCents} AND ${t.seedCents} > 0`),
  ],
);

export type PoolMovementKind = 'seed' | 'contribution' | 'reversal' | 'win';

/** Every change of a level's pool, signed, with the ledger transaction that moved its money. */
export const jackpotPoolMovements = pgTable(
  'jackpot_pool_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    levelId: bigint('level_id', { mode: 'number' })
      .notNull()
      .references(() => jackpotLevels.id),
    kind: text('kind').$type<PoolMovementKind>().notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** The other side of the money, in its own currency (the stake's share, the win paid, the seed). */
    otherCents: cents('other_cents').notNull(),
    otherCurrency: text('other_currency').notNull(),
    betTransactionId: bigint('bet_transaction_id', { mode: 'number' }),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('jackpot_pool_movements_level_idx').on(t.levelId, t.kind),
    index('jackpot_pool_movements_bet_idx').on(t.betTransactionId),
  ],
);

/**
 * The bets a jackpot has handled, by the wallet's transaction id: `counted` (it contributed),
 * `rolled_back` (its contribution was taken back), `tombstone` (its rollback came first).
 */
export const jackpotBets = pgTable(
  'jackpot_bets',
  {
    jackpotId: bigint('jackpot_id', { mode: 'number' })
      .notNull()
      .references(() => jackpots.id),
    betTransactionId: bigint('bet_transaction_id', { mode: 'number' }).notNull(),
    state: text('state').$type<'counted' | 'rolled_back' | 'tombstone'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jackpotId, t.betTransactionId] })],
);

/** A hit: what the winner was paid in their currency, and the pool's amount in the jackpot's. */
export const jackpotWins = pgTable(
  'jackpot_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jackpotId: bigint('jackpot_id', { mode: 'number' })
      .notNull()
      .references(() => jackpots.id),
    levelId: bigint('level_id', { mode: 'number' })
      .notNull()
      .references(() => jackpotLevels.id),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    userName: text('user_name').notNull(),
    levelName: text('level_name').notNull(),
    betTransactionId: bigint('bet_transaction_id', { mode: 'number' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    originalAmountCents: cents('original_amount_cents').notNull(),
    originalCurrency: text('original_currency').notNull(),
    trigger: text('trigger').$type<'ceiling' | 'draw'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('jackpot_wins_bet_idx').on(t.levelId, t.betTransactionId),
    index('jackpot_wins_amount_idx').on(t.originalAmountCents),
    index('jackpot_wins_created_idx').on(t.createdAt),
  ],
);

/**
 * Browser tests only (NODE_ENV=test with JACKPOT_FORCED_HITS=on, decision 062): a level armed to
 * drop on the next bet that contributes to it. Taken (deleted) in that bet's transaction, so one
 * arming gives one hit whichever process handles the bet; a production process never reads it.
 */
export const jackpotForcedHits = pgTable('jackpot_forced_hits', {
  levelId: bigint('level_id', { mode: 'number' })
    .primaryKey()
    .references(() => jackpotLevels.id),
  armedAt: timestamp('armed_at', { withTimezone: true }).notNull(),
});
