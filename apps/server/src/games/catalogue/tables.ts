import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../../players/tables';

/** Game studios (requirements §core-3 Provider). */
export const gameProviders = pgTable('game_providers', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

/**
 * The catalogue (requirements §core-3 Game). `title_search` is the title lower-cased with its accents
 * stripped, computed by the service (unaccent() is not immutable, so it cannot back an index);
 * a trigram index on it serves the title search of games_filter.
 */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey(),
    identifier: text('identifier').notNull().unique(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    titleSearch: text('title_search').notNull(),
    slug: text('slug').notNull(),
    seoTitle: text('seo_title').notNull(),
    providerSlug: text('provider_slug')
      .notNull()
      .references(() => gameProviders.slug),
    /** Category slugs, marker categories included (GAME-06). */
    categories: text('categories').array().notNull(),
    badges: jsonb('badges').$type<{ type: string; theme: string }[]>().notNull(),
    hasDemoMode: boolean('has_demo_mode').notNull(),
    devices: text('devices').array().notNull(),
    /** The in-house game model the game plays on (slot-lines, roulette, crash, ...). */
    engine: text('engine').notNull(),
    /** Volatility of a slot model (low, medium, high); null for table and instant games. */
    volatility: text('volatility'),
    releasedOn: date('released_on').notNull(),
    /** 1 is the most popular game; the default order of every list. */
    popularityRank: integer('popularity_rank').notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /**
     * Currency code → launch id of the game in that currency, FUN for demo (GAME-05). A map on
     * the row rather than a table of its own: ~50,000 rows would slow every seed for no query.
     */
    currencies: jsonb('currencies').$type<Record<string, number>>().notNull(),
    /** Collection (category) slug → position of the game in it, lower first. */
    collections: jsonb('collections').$type<Record<string, number>>().notNull(),
    /** Seeded progressive jackpot per currency (minor units) for jackpot games. */
    jackpotAmounts: jsonb('jackpot_amounts').$type<Record<string, number>>(),
  },
  (t) => [
    index('games_provider_idx').on(t.providerSlug),
    index('games_popularity_idx').on(t.popularityRank),
    index('games_title_search_trgm_idx').using('gin', sql`${t.titleSearch} gin_trgm_ops`),
  ],
);

/** Lobby categories (requirements §core-2) with their titles per locale. */
export const gameCategories = pgTable('game_categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull(),
  /** locale → title; English is the fallback. */
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
});

/** A player's favourite games (GAME-16). */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] })],
);

/** The games a player launched, one row per game with the last launch (GAME-27). */
export const playedGames = pgTable(
  'played_games',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] }), index('played_games_recent_idx').on(t.playerId, t.lastPlayedAt)],
);
