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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LootBoxStage, WheelGroupSegments, WheelSegment, WheelSegmentSet, WheelSlug } from '@casino/contracts';
import { giftTemplates } from '../bonuses/tables';
import { players } from '../players/tables';

/** Hundredths of hundredths: the fraction of a point carried between bets (docs/decisions/052-loyalty.md). */
export const POINT_FRACTIONS = 10_000;

/**
 * A player's comp balance (CONST-51): chargeable points are spent in the shop, persistent points
 * only grow (a rolled-back bet aside) and place the player on the levels. `persistent_fraction` is
 * the part of a point earned but not yet whole (0 to 9,999 ten-thousandths). `level` is the
 * highest level reached, whose gift was issued; it never goes down.
 */
export const compBalances = pgTable(
  'comp_balances',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    chargeablePoints: bigint('chargeable_points', { mode: 'number' }).notNull().default(0),
    persistentPoints: bigint('persistent_points', { mode: 'number' }).notNull().default(0),
    persistentFraction: integer('persistent_fraction').notNull().default(0),
    level: integer('level').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('comp_balances_points', sql`${t.chargeablePoints} >= 0 and ${t.persistentPoints} >= 0`),
    check('comp_balances_fraction', sql`${t.persistentFraction} >= 0 and ${t.persistentFraction} < 10000`),
    check('comp_balances_level', sql`${t.level} between 0 and 12`),
  ],
);

/**
 * Every bet that earned points, by its wallet transaction id, so a replayed event changes nothing;
 * `earned` is in ten-thousandths of a point. A rollback handled before its bet stores the bet
 * rolled back with nothing earned, so the late bet earns nothing.
 */
export const compAccruals = pgTable(
  'comp_accruals',
  {
    transactionId: bigint('transaction_id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    earned: bigint('earned', { mode: 'number' }).notNull(),
    rolledBack: boolean('rolled_back').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('comp_accruals_player_idx').on(t.playerId), check('comp_accruals_earned', sql`${t.earned} >= 0`)],
);

/** Earning rates: points per 100 major units of real stake, by currency and game category (`*` for any other). */
export const compEarningRates = pgTable(
  'comp_earning_rates',
  {
    currency: text('currency').notNull(),
    category: text('category').notNull(),
    pointsPer100: integer('points_per_100').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.category] }), check('comp_earning_rates_points', sql`${t.pointsPer100} >= 0`)],
);

export interface LevelGiftDescription {
  type: 'cashback' | 'fs' | 'points' | 'bonus';
  name: string;
}

/** The twelve loyalty levels (VIP-12): reached at `min_points` persistent points; the gift template issued once on reaching it. */
export const loyaltyLevels = pgTable(
  'loyalty_levels',
  {
    level: integer('level').primaryKey(),
    name: text('name').notNull(),
    minPoints: bigint('min_points', { mode: 'number' }).notNull(),
    giftTemplateId: bigint('gift_template_id', { mode: 'number' }).references(() => giftTemplates.id),
    giftDescriptions: jsonb('gift_descriptions').$type<LevelGiftDescription[]>().notNull().default([]),
    /** Loot boxes of the loot box wheel issued once on reaching the level (decision 064). */
    lootBoxes: integer('loot_boxes').notNull().default(0),
  },
  (t) => [
    check('loyalty_levels_level', sql`${t.level} between 1 and 12`),
    check('loyalty_levels_points', sql`${t.minPoints} >= 0`),
    check('loyalty_levels_loot_boxes', sql`${t.lootBoxes} between 0 and 10`),
  ],
);

export interface StoredRate {
  currency: string;
  points: number;
  amount_cents: number;
}

/**
 * The shop's cards (SHOP-12): a price per currency (and, for money cards, the amount it pays);
 * bonus money, free spins and special rewards are issued from `gift_template_id`.
 */
export const shopCards = pgTable(
  'shop_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    group: text('group').notNull(),
    type: text('type').$type<'money' | 'freespins' | 'lootboxes' | 'lotteries' | 'special'>().notNull(),
    title: text('title').notNull(),
    label: text('label').$type<'POPULAR' | 'NEW' | 'VIP'>(),
    moneyKind: text('money_kind').$type<'real' | 'bonus'>(),
    rates: jsonb('rates').$type<StoredRate[]>().notNull(),
    giftTemplateId: bigint('gift_template_id', { mode: 'number' }).references(() => giftTemplates.id),
    freespinsCount: integer('freespins_count').notNull().default(0),
    wager: integer('wager').notNull().default(0),
    games: jsonb('games').$type<string[]>().notNull().default([]),
    /** Lottery cards: the lotteries whose tickets the card sells (decision 064). */
    lotteryIds: jsonb('lottery_ids').$type<number[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('shop_cards_group_idx').on(t.group),
    check('shop_cards_type', sql`${t.type} in ('money', 'freespins', 'lootboxes', 'lotteries', 'special')`),
    check('shop_cards_money', sql`(${t.type} = 'money') = (${t.moneyKind} is not null)`),
  ],
);

/** The sale settings (SHOP-15), one row: the sale's last day and each sale card's discount and full price. */
export const shopSale = pgTable(
  'shop_sale',
  {
    id: integer('id').primaryKey().default(1),
    /** The first instant after the sale (the day after its last day, 00:00 UTC). */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    cards: jsonb('cards').$type<Record<string, { discount_percent: number; full_price: number }>>().notNull(),
  },
  (t) => [check('shop_sale_one', sql`${t.id} = 1`)],
);

/**
 * Every exchange: the points debited and what was paid. Bonus money and free spins are issued in
 * the same transaction as the debit; real money is credited right after under the key
 * `loyalty:exchange:{id}` (`paid_at` set then), and the sweep finishes any a crash left unpaid.
 */
export const compExchanges = pgTable(
  'comp_exchanges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    group: text('group').notNull(),
    type: text('type').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    /** Lottery tickets bought (1 for every other card); `points` is their total price. */
    quantity: integer('quantity').notNull().default(1),
    realMoney: boolean('real_money').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set once when the points are given back (lottery tickets of a lottery the operator canceled, decision 071). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('comp_exchanges_player_idx').on(t.playerId),
    index('comp_exchanges_unpaid_idx')
      .on(t.id)
      .where(sql`${t.paidAt} is null`),
    check('comp_exchanges_points', sql`${t.points} > 0 and ${t.amountCents} >= 0`),
    check('comp_exchanges_quantity', sql`${t.quantity} >= 1`),
  ],
);

export type StoredSegment = WheelSegment;

/**
 * WHEEL-04: the terms of the gift template a bonus or free-spin prize was paid from, as they were
 * when the box was opened (a template's later edit changes only gifts issued after it).
 */
export interface StoredPrizeTerms {
  wager: number;
  max_win: Record<string, number>;
  /** The currencies the template's free spins have a bet in. */
  freespin_currencies: string[];
}

/** The segment an opened box landed on, with the gift terms it was paid under. */
export type StoredPrize = StoredSegment & { terms?: StoredPrizeTerms };

/**
 * The two wheels (decision 055): their segments, each with a prize and an integer weight. The
 * console replaces the list as a whole; an opened box keeps a copy of the segment it landed on.
 */
export const wheels = pgTable('wheels', {
  slug: text('slug').$type<WheelSlug>().primaryKey(),
  title: text('title').notNull(),
  segments: jsonb('segments').$type<StoredSegment[]>().notNull(),
  /** WHEEL-11: the wheel groups' own segment sets (decision 074); a group without one is drawn from `segments`. */
  groupSegments: jsonb('group_segments').$type<WheelGroupSegments>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Loot boxes a player holds (WHEEL-04, WHEEL-05): each is opened once on its wheel. `source` names
 * what issued it (`staff:{player}:{key}:{n}`, `exchange:{id}`, `level:{player}:{n}:{i}`), unique, so a retried grant issues nothing
 * new. Opening stores the segment and its prize in the same transaction as the stage change; real
 * money is credited right after under `loyalty:lootbox:{id}` (`paid_at` set then) and the sweep
 * finishes any a crash left unpaid.
 */
export const lootBoxes = pgTable(
  'loot_boxes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    wheel: text('wheel').$type<WheelSlug>().notNull(),
    groupKey: text('group_key').notNull(),
    stage: text('stage').$type<LootBoxStage>().notNull().default('issued'),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    segment: integer('segment'),
    /** WHEEL-11: the segment set the box was drawn from (a wheel group, or `default`); `segment` indexes it. */
    segmentSet: text('segment_set').$type<WheelSegmentSet>(),
    prize: jsonb('prize').$type<StoredPrize>(),
    currency: text('currency'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('loot_boxes_source_idx').on(t.source),
    index('loot_boxes_player_idx').on(t.playerId),
    index('loot_boxes_unpaid_idx')
      .on(t.id)
      .where(sql`${t.stage} = 'activated' and ${t.paidAt} is null`),
    check('loot_boxes_stage', sql`${t.stage} in ('issued', 'activated', 'canceled', 'expired')`),
    check('loot_boxes_wheel', sql`${t.wheel} in ('rocketmart', 'rocketplay')`),
    check('loot_boxes_amount', sql`${t.amountCents} >= 0`),
  ],
);
