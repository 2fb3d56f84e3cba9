import { z } from 'zod';

/**
 * Comp points, the twelve loyalty levels and the loyalty shop (requirements §promo-3 Comp points,
 * Comp point card, Sale settings, User level; docs/decisions/052-loyalty.md).
 *
 * Units (CONST-51): a comp point balance is a whole number of points. An earning rate is the
 * points earned per 100 major units of real money staked (10,000 minor units of the currency);
 * the fraction of a point below one is carried over to the next bet. Prices are whole points;
 * money amounts are integer minor units of their currency.
 */

/** API-031 SHOP-09: the player's comp balance; chargeable points are spendable, persistent points count for the levels. */
export const compPointsSchema = z.object({
  chargeable: z.object({ points: z.number().int().nonnegative() }),
  persistent: z.object({ points: z.number().int().nonnegative() }),
});
export type CompPoints = z.infer<typeof compPointsSchema>;

/** SHOP-11: the reward types a card gives. */
export const SHOP_CARD_TYPES = ['money', 'freespins', 'lootboxes', 'lotteries', 'special'] as const;
export type ShopCardType = (typeof SHOP_CARD_TYPES)[number];
export const shopCardTypeSchema = z.enum(SHOP_CARD_TYPES);

/** SHOP-14: promo labels a card may carry. */
export const SHOP_LABELS = ['POPULAR', 'NEW', 'VIP'] as const;
export const shopLabelSchema = z.enum(SHOP_LABELS);

/** What a money card pays: real money, or bonus money with a wager. */
export const MONEY_KINDS = ['real', 'bonus'] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];

/** Card groups starting with `sale` are discount cards (SHOP-13). */
export const isSaleGroup = (group: string): boolean => group.startsWith('sale');

const currencyCode = z.string().regex(/^[A-Z0-9]{3,5}$/);
const points = z.number().int().positive().max(100_000_000);
const cents = z.number().int().nonnegative().max(100_000_000_000);

/** One price of a card in one currency: the points it costs and, for money cards, the amount it pays. */
export const shopRateSchema = z.object({ currency: currencyCode, points, amount_cents: cents });
export type ShopRate = z.infer<typeof shopRateSchema>;

/** SHOP-12 SHOP-15: a card as the shop lists it; `sale` is set on a discount card while its sale is on. */
export const shopCardSchema = z.object({
  type: shopCardTypeSchema,
  group: z.string(),
  title: z.string(),
  label: shopLabelSchema.nullable(),
  money_kind: z.enum(MONEY_KINDS).nullable(),
  /** The price in the player's currency (EUR when the card has none for it, and for guests). */
  rate: z.object({ currency: z.string(), points: z.number().int(), amount_cents: z.number().int() }),
  rates: z.array(shopRateSchema),
  freespins_count: z.number().int().nonnegative(),
  lottery_ids: z.array(z.number().int()),
  wager: z.number().int().nonnegative(),
  games: z.array(z.string()),
  sale: z
    .object({
      /** DD/MM/YYYY, the last day of the sale. */
      end_date: z.string(),
      discount_percent: z.number().int(),
      /** The price before the discount, in points. */
      full_price: z.number().int(),
    })
    .nullable(),
});
export type ShopCard = z.infer<typeof shopCardSchema>;
export const shopCardListSchema = z.array(shopCardSchema);

/** The most lottery tickets one exchange buys. */
export const MAX_TICKETS_PER_EXCHANGE = 100;

/**
 * API-110 API-111 SHOP-22: an exchange; the two confirmations are the answers of SHOP-20 and
 * SHOP-21. A lottery card also names the lottery and how many tickets (1 to floor(balance / cost)):
 * `points` is then the price of all of them, the card's points times `tickets_count`.
 */
export const compExchangeRequestSchema = z
  .object({
    points,
    group: z.string().min(1).max(64),
    tickets_count: z.number().int().min(1).max(MAX_TICKETS_PER_EXCHANGE).optional(),
    lottery_id: z.number().int().positive().optional(),
    confirm_multi_account: z.boolean().optional(),
    enable_bonuses: z.boolean().optional(),
  })
  .strict();
export type CompExchangeRequest = z.infer<typeof compExchangeRequestSchema>;

export const compExchangeTypeParamsSchema = z.object({ type: z.enum(['freespins', 'lootboxes', 'lotteries', 'special']) });

/** Why an exchange is refused: field errors of the 422 (`{ errors: { points: ['not_enough_points'] } }`). */
export const EXCHANGE_REFUSALS = [
  'not_enough_points',
  'price_changed',
  'unknown_card',
  'sale_ended',
  'multi_account_unconfirmed',
  'bonuses_disabled',
  'not_in_currency',
  'unknown_lottery',
] as const;
export type ExchangeRefusal = (typeof EXCHANGE_REFUSALS)[number];

export const compExchangeResponseSchema = z.object({
  id: z.number().int(),
  group: z.string(),
  type: shopCardTypeSchema,
  points: z.number().int(),
  currency: z.string(),
  amount_cents: z.number().int(),
  freespins_count: z.number().int(),
  /** A lottery exchange: the numbers of the tickets bought. */
  tickets: z.array(z.number().int()),
  /** A loot box exchange: the box bought, to open on the loot box wheel. */
  loot_box_id: z.number().int().nullable(),
  comp_points: compPointsSchema,
});
export type CompExchangeResponse = z.infer<typeof compExchangeResponseSchema>;

/** VIP-13: what a level gives. */
export const LEVEL_GIFT_TYPES = ['cashback', 'fs', 'points', 'bonus'] as const;
export const levelGiftDescriptionSchema = z.object({ type: z.enum(LEVEL_GIFT_TYPES), name: z.string().min(1).max(120) });

/** VIP-12 VIP-13: one of the twelve levels; `max` is the persistent points that reach the next one (null at the top). */
export const userLevelSchema = z.object({
  id: z.string(),
  name: z.string(),
  conditions: z.object({
    persistent_comp_points: z.object({ min: z.number().int(), max: z.number().int().nullable() }),
  }),
  gift_descriptions: z.array(levelGiftDescriptionSchema),
  /** Loot boxes issued on reaching the level. */
  loot_boxes: z.number().int().nonnegative(),
  image: z.string(),
});
export type UserLevel = z.infer<typeof userLevelSchema>;
export const userLevelListSchema = z.array(userLevelSchema);

/** The player's place on the ladder (/profile/level). */
export const playerLevelSchema = z.object({
  level: z.string().nullable(),
  next_level: z.string().nullable(),
  persistent_points: z.number().int(),
  /** 0 to 100, floored: the way from the current level's points to the next's. */
  progress_percent: z.number().int().min(0).max(100),
});
export type PlayerLevel = z.infer<typeof playerLevelSchema>;

/** SHOP-25 CONST-45 DECISIONS-10: money card image tiers by EUR cents; below the first tier the first image. */
export const MONEY_CARD_TIERS = [
  { fromCents: 2_500, image: 'small-bonus' },
  { fromCents: 25_000, image: 'mid-bonus' },
  { fromCents: 50_000, image: 'big-bonus' },
  { fromCents: 100_000, image: 'small-real' },
  { fromCents: 300_000, image: 'small-real' },
  { fromCents: 500_000, image: 'mid-real' },
  { fromCents: 1_500_000, image: 'mid-real' },
  { fromCents: 5_000_000, image: 'big-real' },
] as const;

export function moneyCardImage(eurCents: number): string {
  let image: string = MONEY_CARD_TIERS[0].image;
  for (const tier of MONEY_CARD_TIERS) if (eurCents >= tier.fromCents) image = tier.image;
  return image;
}

// Operator edits (promotions_manager).

/** An earning rate: points per 100 major units staked, for a currency and a game category (`*` = any other). */
export const earningRateSchema = z.object({
  currency: currencyCode,
  category: z.string().regex(/^(\*|[a-z0-9-]{1,40})$/),
  points_per_100: z.number().int().min(0).max(100_000),
});
export const earningRatesSchema = z.array(earningRateSchema).max(500);
/** The body of the earning rates' replacement: every rate, one list. */
export const earningRatesBodySchema = z.object({ rates: earningRatesSchema }).strict();
export type EarningRate = z.infer<typeof earningRateSchema>;

const MAX_LEVEL_LOOT_BOXES = 10;

export const levelEditSchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    min_points: z.number().int().min(0).max(1_000_000_000),
    gift_descriptions: z.array(levelGiftDescriptionSchema).max(6),
    /** Loot boxes of the loot box wheel issued once on reaching the level. */
    loot_boxes: z.number().int().min(0).max(MAX_LEVEL_LOOT_BOXES),
  })
  .strict();
export type LevelEdit = z.infer<typeof levelEditSchema>;
export const levelNumberParamsSchema = z.object({ level: z.coerce.number().int().min(1).max(12) });

/**
 * SHOP-26 (DECISIONS-11): a free-spin card's wager (on the spins' winnings) is 30 or 25, a bonus
 * card's (bonus money, special rewards) 3 or 30; other cards carry none. A card's prizes win at
 * most 100,000 EUR: its gift template's EUR max win is set and no higher.
 */
export const SHOP_FREESPIN_WAGERS: readonly number[] = [30, 25];
export const SHOP_BONUS_WAGERS: readonly number[] = [3, 30];
export const SHOP_MAX_WIN_EUR_CENTS = 10_000_000;

/** The wagers a card of a type (and money kind) may carry. */
export function shopCardWagers(card: { type: ShopCardType; money_kind: MoneyKind | null }): readonly number[] {
  if (card.type === 'freespins') return SHOP_FREESPIN_WAGERS;
  if (card.type === 'special' || (card.type === 'money' && card.money_kind === 'bonus')) return SHOP_BONUS_WAGERS;
  return [0];
}

export const shopCardEditSchema = z
  .object({
    group: z.string().regex(/^[a-z0-9_-]{1,64}$/),
    type: shopCardTypeSchema,
    title: z.string().trim().min(1).max(120),
    label: shopLabelSchema.nullable(),
    money_kind: z.enum(MONEY_KINDS).nullable(),
    rates: z.array(shopRateSchema).min(1).max(40),
    gift_template_id: z.number().int().positive().nullable(),
    freespins_count: z.number().int().min(0).max(10_000),
    wager: z.number().int().min(0).max(100),
    games: z.array(z.string().max(120)).max(100),
    /** Lottery cards: the lotteries whose tickets the card sells. */
    lottery_ids: z.array(z.number().int().positive()).max(20),
    position: z.number().int().min(0).max(10_000),
    active: z.boolean(),
  })
  .strict()
  .superRefine((card, ctx) => {
    const allowed = shopCardWagers(card);
    if (!allowed.includes(card.wager)) ctx.addIssue({ code: 'custom', path: ['wager'], message: `one_of_${allowed.join('_')}` });
  });
export type ShopCardEdit = z.infer<typeof shopCardEditSchema>;

/** SHOP-15: the sale settings: its last day (DD/MM/YYYY) and the discount of each sale card. */
export const saleSettingsSchema = z
  .object({
    end_date: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
    cards: z.record(
      z.string().regex(/^sale[a-z0-9_-]{0,60}$/),
      z.object({ discount_percent: z.number().int().min(1).max(99), full_price: points }),
    ),
  })
  .strict();
export type SaleSettings = z.infer<typeof saleSettingsSchema>;

/** An image the shop shows: a path of the site or an https address. */
const shopImageSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^/\s]|https:\/\/)\S*$/, 'image_url');
const shopCardGroupSchema = z.string().regex(/^[a-z0-9_-]{1,64}$/);

/**
 * SHOP-16: the shop settings, the `shop-settings` front-end configuration
 * (docs/decisions/074-wheel-groups-and-shop-settings.md): the shop's images (banner, its retina
 * version, the card background); the max win of the free spins a card gives, per currency (EUR
 * required, at most 100,000 EUR); and per free-spin card group the wager on the spins' winnings
 * (30 or 25) and the spin rate, the bet of one spin per currency in minor units.
 */
export const shopSettingsSchema = z
  .object({
    images: z.object({ banner: shopImageSchema, banner_retina: shopImageSchema, card_background: shopImageSchema }).strict(),
    max_win: z.record(currencyCode, z.number().int().positive().max(100_000_000_000)).superRefine((wins, ctx) => {
      if (wins.EUR === undefined) ctx.addIssue({ code: 'custom', path: ['EUR'], message: 'eur_required' });
      else if (wins.EUR > SHOP_MAX_WIN_EUR_CENTS) ctx.addIssue({ code: 'custom', path: ['EUR'], message: 'above_100000_eur' });
    }),
    freespin_wagers: z.record(
      shopCardGroupSchema,
      z
        .number()
        .int()
        .refine((w) => SHOP_FREESPIN_WAGERS.includes(w), { message: `one_of_${SHOP_FREESPIN_WAGERS.join('_')}` }),
    ),
    spin_rates: z.record(shopCardGroupSchema, z.record(currencyCode, z.number().int().positive().max(10_000_000))),
  })
  .strict();
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/**
 * SHOP-16: the terms of the free spins a card of `group` gives a player of `currency`: the
 * group's wager, the max win and the group's spin rate in the currency, else in EUR (as the
 * shop's prices fall back, CONST-47); what the settings leave out the gift template decides.
 */
export function shopFreeSpinTerms(
  settings: Pick<ShopSettings, 'max_win' | 'freespin_wagers' | 'spin_rates'>,
  group: string,
  currency: string,
): { wager?: number; maxWinCents?: number; spinBetCents?: number } {
  const rates = settings.spin_rates[group];
  return {
    wager: settings.freespin_wagers[group],
    maxWinCents: settings.max_win[currency] ?? settings.max_win.EUR,
    spinBetCents: rates?.[currency] ?? rates?.EUR,
  };
}
