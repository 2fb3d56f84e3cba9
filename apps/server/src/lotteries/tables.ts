import type { LotteryPrize } from '@casino/contracts';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from '../players/tables';

/**
 * Lotteries (docs/decisions/054-lotteries.md). `server_seed` is hidden until the draw; its SHA-256
 * `server_seed_hash` is published from creation. `drawn_at` is set once, in the draw's transaction;
 * `canceled_at` once, by an operator, and then never `drawn_at`.
 */
export const lotteries = pgTable('lotteries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  frontendIdentifier: text('frontend_identifier').notNull().unique(),
  title: text('title').notNull(),
  currency: text('currency').notNull(),
  groupIds: jsonb('group_ids').$type<number[]>().notNull().default([]),
  prizes: jsonb('prizes').$type<LotteryPrize[]>().notNull().default([]),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  ticketsCount: integer('tickets_count').notNull().default(0),
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
  /** Set once when an operator cancels the lottery before its draw: its tickets are void, it is never drawn. */
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One issue of tickets, keyed by its source ("staff:<uuid>", "comp_exchange:<id>"): issued once. */
export const lotteryTicketIssues = pgTable(
  'lottery_ticket_issues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotteryId: bigint('lottery_id', { mode: 'number' })
      .notNull()
      .references(() => lotteries.id),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    source: text('source').notNull(),
    count: integer('count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('lottery_ticket_issues_source_idx').on(t.lotteryId, t.source)],
);

/** A ticket: numbered 1, 2, 3… within its lottery in the order issued. */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    lotteryId: bigint('lottery_id', { mode: 'number' })
      .notNull()
      .references(() => lotteries.id),
    number: integer('number').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryTicketIssues.id),
  },
  (t) => [primaryKey({ columns: [t.lotteryId, t.number] }), index('lottery_tickets_player_idx').on(t.playerId, t.lotteryId)],
);

/** A drawn place: written once per (lottery, place), paid under its own key, `paid_at` set after. */
export const lotteryWinners = pgTable(
  'lottery_winners',
  {
    lotteryId: bigint('lottery_id', { mode: 'number' })
      .notNull()
      .references(() => lotteries.id),
    place: integer('place').notNull(),
    ticketNumber: integer('ticket_number').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    prize: jsonb('prize').$type<LotteryPrize>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.lotteryId, t.place] })],
);
