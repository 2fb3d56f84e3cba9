import type { TournamentPrize, TournamentStrategy } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { players } from '../players/tables';

/**
 * Tournaments and quests an operator runs (docs/decisions/050-tournaments.md). A quest is a
 * tournament whose frontend_identifier contains `quest` (QUEST-02). Scores are in `currency`'s
 * minor units: bets of other currencies count at `rates_ppm` (micro-units of `currency` per one
 * unit of the other), currencies without a rate do not count.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    frontendIdentifier: text('frontend_identifier').notNull().unique(),
    title: text('title').notNull(),
    currency: text('currency').notNull(),
    strategy: text('strategy').$type<TournamentStrategy>().notNull(),
    confirmationRequired: boolean('confirmation_required').notNull().default(false),
    minBetCents: bigint('min_bet_cents', { mode: 'number' }).notNull().default(0),
    games: jsonb('games').$type<string[]>().notNull().default([]),
    providers: jsonb('providers').$type<string[]>().notNull().default([]),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    ratesPpm: jsonb('rates_ppm').$type<Record<string, number>>().notNull().default({}),
    groupIds: jsonb('group_ids').$type<number[]>().notNull().default([]),
    /** Tournaments: by place. Quests: by level position, paid when the level is completed. */
    prizes: jsonb('prizes').$type<TournamentPrize[]>().notNull().default([]),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('tournaments_period_idx').on(t.startAt, t.endAt),
    check('tournaments_strategy', sql`${t.strategy} in ('bet_sum', 'bet_count', 'best_multiplier')`),
    check('tournaments_period', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * A player's standing. `score` is what ranks (the bet sum, the bet count or the best multiplier
 * in hundredths); `reached_at` is when the score last rose: at equal scores the earlier wins.
 * For a confirmation tournament the row exists from the confirmation; otherwise from the first bet.
 */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: bigint('tournament_id', { mode: 'number' })
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    score: bigint('score', { mode: 'number' }).notNull().default(0),
    betsCents: bigint('bets_cents', { mode: 'number' }).notNull().default(0),
    betsCount: integer('bets_count').notNull().default(0),
    /** The currency of the player's first counted bet: prizes are paid in it; a quest counts only its bets (DECISIONS-18). */
    betCurrency: text('bet_currency'),
    /** Quests: the total of the counted bets in `bet_currency`. */
    questBetsCents: bigint('quest_bets_cents', { mode: 'number' }).notNull().default(0),
    reachedAt: timestamp('reached_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.playerId] }),
    index('tournament_entries_rank_idx').on(t.tournamentId, t.score.desc(), t.reachedAt, t.playerId),
  ],
);

/**
 * The leaderboard's read model (docs/decisions/071-leaderboard-read-model.md): how many ranked
 * entries (score above 0) hold a score of each band. A band is a range of scores
 * (`scoreBand` in ranking.ts: every score below 128 its own band, then 64 bands per doubling,
 * each under 1.6 % wide); a player's place counts the bands above theirs here and only the
 * entries of their own band on the rank index. Kept in the transaction that changes an entry's
 * score; the exactness check recomputes it from the entries.
 */
export const tournamentScoreBands = pgTable(
  'tournament_score_bands',
  {
    tournamentId: bigint('tournament_id', { mode: 'number' })
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    band: integer('band').notNull(),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.band] }), check('tournament_score_bands_entries', sql`${t.entries} >= 0`)],
);

/**
 * What one bet contributed to one tournament, keyed by the bet's transaction id: a replayed
 * event finds it and changes nothing, a rollback marks it and takes its part back. The exactness
 * check recomputes every entry from these rows.
 */
export const tournamentContributions = pgTable(
  'tournament_contributions',
  {
    tournamentId: bigint('tournament_id', { mode: 'number' })
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    betTransactionId: bigint('bet_transaction_id', { mode: 'number' }).notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The stake and the wins in the tournament's currency. */
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull(),
    winCents: bigint('win_cents', { mode: 'number' }).notNull().default(0),
    /** The stake in the bet's own currency (quests). */
    nativeCents: bigint('native_cents', { mode: 'number' }).notNull(),
    nativeCurrency: text('native_currency').notNull(),
    rolledBack: boolean('rolled_back').notNull().default(false),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    /** The last time this bet raised a score (its placing, or a win for the multiplier ranking). */
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.betTransactionId] }),
    index('tournament_contributions_player_idx').on(t.tournamentId, t.playerId),
    index('tournament_contributions_bet_idx').on(t.betTransactionId),
  ],
);

/** Wallet movements handled (wins, rollbacks) by transaction id, and bets rolled back before their bet event came. */
export const tournamentProcessedEvents = pgTable('tournament_processed_events', {
  transactionId: bigint('transaction_id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<'win' | 'rollback' | 'rolled_back_bet'>().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/** One row per tournament whose end was awarded: the unique key two racing award runs meet on. */
export const tournamentAwards = pgTable('tournament_awards', {
  tournamentId: bigint('tournament_id', { mode: 'number' })
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * Each prize owed: a tournament's place or a quest's level for one player. Written before the
 * payment; `paid_at` after it. The payment's key is the row's own (`tournament:{id}:place:{n}`),
 * so a run that stopped between the two pays it again without paying twice.
 */
export const tournamentPrizesPaid = pgTable(
  'tournament_prizes_paid',
  {
    tournamentId: bigint('tournament_id', { mode: 'number' })
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** `place:{n}` for a tournament, `level:{n}:player:{id}` for a quest. */
    slot: text('slot').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    prize: jsonb('prize').$type<TournamentPrize>().notNull(),
    /** What is paid, in the player's currency: money, or the bonus money of a gift (null: the template's amount). */
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.slot] }), index('tournament_prizes_unpaid_idx').on(t.paidAt)],
);
