import type { GiftStage } from '@casino/contracts';
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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from '../players/tables';

/** What a template gives: bonus money, free spins, a deposit percentage, or a registration gift. */
export type GiftTemplateKind = 'bonus' | 'freespins' | 'deposit' | 'registration';

/** Who may receive a template's gift (decision 044): empty lists mean everyone. */
export interface GiftEligibility {
  /** The player must be in one of these groups. */
  groups: number[];
  /** The player's country must be one of these (ISO 3166 alpha-2). */
  countries: string[];
  /** Deposit gifts: which deposit of the player (1 = first); null for any deposit. */
  depositNumber: number | null;
}

/**
 * Gift templates an operator defines (decision 044). Money per currency in minor units;
 * `contributions` maps a game category slug to the percent of a stake it counts toward wagering
 * (a game in several listed categories counts at the lowest), others count `default_contribution`.
 */
export const giftTemplates = pgTable(
  'gift_templates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<GiftTemplateKind>().notNull(),
    title: text('title').notNull(),
    titleKey: text('title_key'),
    groupKey: text('group_key').notNull(),
    /** Bonus money per currency (bonus and registration kinds). */
    amounts: jsonb('amounts').$type<Record<string, number>>().notNull().default({}),
    /** Deposit kind: percent of the deposit, capped per currency, from a minimum deposit per currency. */
    percent: integer('percent'),
    maxAmounts: jsonb('max_amounts').$type<Record<string, number>>().notNull().default({}),
    minDeposits: jsonb('min_deposits').$type<Record<string, number>>().notNull().default({}),
    wagerMultiplier: integer('wager_multiplier').notNull(),
    /** Most of a converted bonus paid as real money, per currency; no entry means no cap. */
    maxWins: jsonb('max_wins').$type<Record<string, number>>().notNull().default({}),
    contributions: jsonb('contributions').$type<Record<string, number>>().notNull().default({}),
    defaultContribution: integer('default_contribution').notNull().default(100),
    activationDays: integer('activation_days').notNull(),
    validityDays: integer('validity_days').notNull(),
    freespinsCount: integer('freespins_count').notNull().default(0),
    freespinGames: jsonb('freespin_games').$type<string[]>().notNull().default([]),
    /** Stake of one free spin per currency. */
    freespinBets: jsonb('freespin_bets').$type<Record<string, number>>().notNull().default({}),
    freespinWager: integer('freespin_wager').notNull().default(30),
    eligibility: jsonb('eligibility').$type<GiftEligibility>().notNull(),
    /** The order offers are listed in (the welcome pack's first, second... deposit). */
    position: integer('position').notNull().default(0),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('gift_templates_kind', sql`${t.kind} in ('bonus', 'freespins', 'deposit', 'registration')`),
    check('gift_templates_percent', sql`${t.percent} is null or ${t.percent} > 0`),
    check('gift_templates_wager', sql`${t.wagerMultiplier} >= 0 and ${t.freespinWager} >= 0`),
    check('gift_templates_contribution', sql`${t.defaultContribution} between 0 and 100`),
  ],
);

/**
 * Gifts issued to players and where they stand (GIFT-05). `bonus_cents` is the money credited at
 * activation; `wager_required_cents` / `wagered_cents` are the engine's wagering counters, the one
 * source of truth for wagering (decision 044). `money_settled_at` marks that the wallet movement of
 * the current stage (grant, conversion or forfeit) is done: the sweep finishes any that a crash left.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => giftTemplates.id),
    kind: text('kind').$type<'bonus' | 'freespins'>().notNull(),
    stage: text('stage').$type<GiftStage>().notNull(),
    currency: text('currency').notNull(),
    bonusCents: bigint('bonus_cents', { mode: 'number' }).notNull(),
    wagerRequiredCents: bigint('wager_required_cents', { mode: 'number' }).notNull(),
    wageredCents: bigint('wagered_cents', { mode: 'number' }).notNull().default(0),
    maxWinCents: bigint('max_win_cents', { mode: 'number' }),
    /** What conversion paid as real money and what cancel, loss, expiry or the max-win cap forfeited. */
    convertedCents: bigint('converted_cents', { mode: 'number' }),
    forfeitedCents: bigint('forfeited_cents', { mode: 'number' }),
    activatableUntil: timestamp('activatable_until', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    moneySettledAt: timestamp('money_settled_at', { withTimezone: true }),
    freespinsTotal: integer('freespins_total').notNull().default(0),
    freespinsUsed: integer('freespins_used').notNull().default(0),
    freespinBetCents: bigint('freespin_bet_cents', { mode: 'number' }),
    /** The wager on the spins' winnings when the prize set its own (a shop card's group, decision 074); else the template's. */
    freespinWager: integer('freespin_wager'),
    gameIds: jsonb('game_ids').$type<string[]>().notNull().default([]),
    /** What the gift's settled free spins have won so far; bonus money once the last spin settles (decision 048). */
    freespinWinCents: bigint('freespin_win_cents', { mode: 'number' }).notNull().default(0),
    /** What issued it: `deposit:{transaction id}`, `coupon:{code}`, `registration`, `staff:{id}`; unique per player and template. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('gifts_player_idx').on(t.playerId, t.stage),
    index('gifts_stage_idx').on(t.stage),
    uniqueIndex('gifts_source_idx').on(t.playerId, t.templateId, t.source),
    check('gifts_amounts', sql`${t.bonusCents} >= 0 and ${t.wagerRequiredCents} >= 0 and ${t.wageredCents} >= 0`),
    check('gifts_freespins', sql`${t.freespinsUsed} between 0 and ${t.freespinsTotal} and ${t.freespinWinCents} >= 0`),
    check(
      'gifts_stage',
      sql`${t.stage} in ('issued', 'wait', 'handle_bets', 'lost', 'canceled', 'expired', 'wager_done', 'finished')`,
    ),
  ],
);

/** Every stage change of a gift with its cause (`activated`, `wagering_met`, `deadline`, `player_deleted`...). */
export const giftTransitions = pgTable(
  'gift_transitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    giftId: bigint('gift_id', { mode: 'number' })
      .notNull()
      .references(() => gifts.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage').$type<GiftStage>(),
    toStage: text('to_stage').$type<GiftStage>().notNull(),
    cause: text('cause').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gift_transitions_gift_idx').on(t.giftId, t.id)],
);

/** Coupons and promo codes: a code carries a template, with a redemption limit and a validity window. */
export const giftCoupons = pgTable(
  'gift_coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Stored upper-case; codes are matched case-insensitively. */
    code: text('code').notNull(),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => giftTemplates.id),
    maxRedemptions: integer('max_redemptions'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('gift_coupons_code_idx').on(t.code),
    check('gift_coupons_count', sql`${t.maxRedemptions} is null or ${t.redeemedCount} <= ${t.maxRedemptions}`),
  ],
);

/** One redemption per coupon and player. */
export const giftCouponRedemptions = pgTable(
  'gift_coupon_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .references(() => giftCoupons.id),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    giftId: bigint('gift_id', { mode: 'number' }).references(() => gifts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('gift_coupon_redemptions_idx').on(t.couponId, t.playerId)],
);

/**
 * The wallet's money events the engine has handled, by transaction id, so a replay changes nothing.
 * For a bet: the gift it counted toward and by how much, and whether it was rolled back since.
 */
export const giftProcessedEvents = pgTable(
  'gift_processed_events',
  {
    transactionId: bigint('transaction_id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    giftId: bigint('gift_id', { mode: 'number' }).references(() => gifts.id, { onDelete: 'set null' }),
    contributedCents: bigint('contributed_cents', { mode: 'number' }).notNull().default(0),
    rolledBack: boolean('rolled_back').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gift_processed_events_player_idx').on(t.playerId, t.kind)],
);

/**
 * Every free spin of a gift played in an in-house game (decision 048): the round that spent it,
 * which spin it was, and its win once the round settled (`settled_at`), so a replayed settlement
 * adds nothing.
 */
export const giftFreespinRounds = pgTable(
  'gift_freespin_rounds',
  {
    roundId: bigint('round_id', { mode: 'number' }).primaryKey(),
    giftId: bigint('gift_id', { mode: 'number' })
      .notNull()
      .references(() => gifts.id, { onDelete: 'cascade' }),
    spin: integer('spin').notNull(),
    winCents: bigint('win_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('gift_freespin_rounds_spin_idx').on(t.giftId, t.spin)],
);
