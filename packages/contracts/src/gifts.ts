import { z } from 'zod';
import { wageringPercent } from './wallet-balance';

/**
 * Gifts: bonus money and free spins a player receives, activates, wagers and may delete
 * (requirements §promo-3 Gift, §promo-4 gift stages, §promo-7 gift calls; docs/decisions/044-bonus-engine.md).
 * Amounts are integer minor units of the gift's currency.
 */

/** GIFT-05: every stage a gift can be in. `handle_bets` is wagering; `wait` is queued behind the active bonus. */
export const GIFT_STAGES = ['issued', 'wait', 'handle_bets', 'lost', 'canceled', 'expired', 'wager_done', 'finished'] as const;
export type GiftStage = (typeof GIFT_STAGES)[number];
export const giftStageSchema = z.enum(GIFT_STAGES);

/** GIFT-06: the past (terminal) stages. */
export const PAST_GIFT_STAGES: readonly GiftStage[] = ['finished', 'canceled', 'expired', 'wager_done', 'lost'];

/** GIFT-07: a free-spin gift counts as active unless it is in one of these. */
export const FREESPIN_ENDED_STAGES: readonly GiftStage[] = ['finished', 'canceled', 'expired'];

/** GIFT-03: the kinds of gift; each list call answers one kind. */
export const GIFT_KINDS = ['bonus', 'freespins', 'deposit', 'registration'] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];

/** What a gift carries: bonus money, free spins, or both (a deposit bonus with spins). */
export const GIFT_BONUS_TYPES = ['bonus', 'freespins'] as const;
export type GiftBonusType = (typeof GIFT_BONUS_TYPES)[number];

export const giftBonusSchema = z.object({
  type: z.enum(GIFT_BONUS_TYPES),
  title: z.string(),
});
export type GiftBonus = z.infer<typeof giftBonusSchema>;

const cents = z.number().int().nonnegative();
/** ISO 8601 instants, as the server writes them. */
const isoDate = z.string();

/** The fields every gift and offer shares (GIFT-02, GIFT-03). */
const giftBaseSchema = z.object({
  title: z.string(),
  /** GIFT-10: when present, the client shows the translation of this key instead of `title`. */
  title_key: z.string().nullable().optional(),
  /** GIFT-04: content-managed extensions are matched to gifts by this key. */
  group_key: z.string(),
  currency: z.string(),
  bonuses: z.array(giftBonusSchema),
});

/**
 * An issued gift of the player (GIFT-02): bonus money or free spins, as GET /api/player/bonuses and
 * GET /api/player/freespins list it.
 */
export const giftSchema = giftBaseSchema.extend({
  id: z.number().int().positive(),
  kind: z.enum(['bonus', 'freespins']),
  stage: giftStageSchema,
  /** The bonus money the gift credits (or credited) to the wallet; for free spins, their winnings so far. */
  amount_cents: cents,
  /** Bets counted toward the wagering requirement so far (after the game category's contribution). */
  amount_wager_cents: cents,
  /** Bets the player must place before the bonus converts to real money; 0 when there is nothing to wager. */
  amount_wager_requirement_cents: cents,
  /** Whether POST .../activation is open now (stage issued and before `activatable_until`). */
  activatable: z.boolean(),
  /** The deadline to activate; the gift expires at it. */
  activatable_until: isoDate.nullable(),
  /** The wagering deadline once activated; the bonus part is forfeited at it. */
  valid_until: isoDate.nullable(),
  /** At most this much of a converted bonus becomes real money; the rest is forfeited. Null: no cap. */
  max_win_cents: cents.nullable(),
  wager_multiplier: z.number().nonnegative(),
  freespins_total: z.number().int().nonnegative(),
  freespins_used: z.number().int().nonnegative().optional(),
  /** The fixed stake of each free spin. */
  freespin_bet_cents: cents.nullable().optional(),
  /** Game identifiers (`{provider}:{slug}`) the free spins play on; empty for bonus money. */
  game_ids: z.array(z.string()),
  created_at: isoDate,
});
export type Gift = z.infer<typeof giftSchema>;

/** GET /api/player/bonuses (API-098) and GET /api/player/freespins (API-099). */
export const giftListSchema = z.array(giftSchema);
export type GiftList = z.infer<typeof giftListSchema>;

/**
 * A deposit gift the player may choose in the cashbox (GET /api/bonuses/deposit, API-100): a percentage of the
 * deposit up to a cap, from a minimum deposit. Its `id` is what the deposit step sends as `deposit_bonus`.
 */
export const depositGiftSchema = giftBaseSchema.extend({
  id: z.number().int().positive(),
  kind: z.literal('deposit'),
  /** Always `issued`: the offer is open to the player now. */
  stage: giftStageSchema,
  percent: z.number().int().positive(),
  max_amount_cents: cents,
  min_deposit_cents: cents,
  /** Which deposit of the player it applies to (1 = first); null for any deposit (a reload). */
  deposit_number: z.number().int().positive().nullable(),
  wager_multiplier: z.number().nonnegative(),
  freespins_total: z.number().int().nonnegative(),
  game_ids: z.array(z.string()),
  activatable_until: isoDate.nullable(),
});
export type DepositGift = z.infer<typeof depositGiftSchema>;
export const depositGiftListSchema = z.array(depositGiftSchema);

/** A registration gift (GET /api/bonuses/registration, API-101): what a new player receives on signing up. */
export const registrationGiftSchema = giftBaseSchema.extend({
  id: z.number().int().positive(),
  kind: z.literal('registration'),
  stage: giftStageSchema,
  amount_cents: cents,
  wager_multiplier: z.number().nonnegative(),
  freespins_total: z.number().int().nonnegative(),
  game_ids: z.array(z.string()),
});
export type RegistrationGift = z.infer<typeof registrationGiftSchema>;
export const registrationGiftListSchema = z.array(registrationGiftSchema);

/** GET /api/bonuses/registration/preview: what a visitor's sign-up would give, in the currency they would pick. */
export const registrationPreviewQuerySchema = z.object({ currency: z.string().regex(/^[A-Z]{3,5}$/) }).strict();

/** Path parameter of the activation and delete calls. */
export const giftIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

/** POST /api/player/{bonuses|freespins}/{id}/activation (API-104, API-105): the gift in its new stage. */
export const giftActivationResponseSchema = z.object({ gift: giftSchema });
export type GiftActivationResponse = z.infer<typeof giftActivationResponseSchema>;

/**
 * DELETE /api/player/{bonuses|freespins}/{id} (API-102, API-103): the gift, now canceled, and how much bonus
 * money left the wallet with it (the bonus part only; real money is never taken).
 */
export const giftDeleteResponseSchema = z.object({ gift: giftSchema, forfeited_cents: cents });
export type GiftDeleteResponse = z.infer<typeof giftDeleteResponseSchema>;

const giftCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, "-" and "_"');

/** POST /api/bonuses/coupon (API-114, GIFT-20). */
export const couponRequestSchema = z.object({ coupon_code: giftCodeSchema }).strict();
export type CouponRequest = z.infer<typeof couponRequestSchema>;

/**
 * Why a coupon or promo code gives no gift. Refusals are 422 answers with the reason as the field's message
 * (`{ errors: { coupon_code: ['used_up'] } }`), so the client can translate it.
 */
export const GIFT_CODE_REFUSALS = [
  'unknown',
  'not_started',
  'ended',
  'used_up',
  'already_redeemed',
  'bonuses_disabled',
  'not_eligible',
] as const;
export type GiftCodeRefusal = (typeof GIFT_CODE_REFUSALS)[number];

/** The answer of an accepted coupon: its status and the gift it issued. */
export const couponResponseSchema = z.object({
  status: z.literal('issued'),
  gift: giftSchema,
});
export type CouponResponse = z.infer<typeof couponResponseSchema>;

/** POST /api/v2/bonuses/promo-code (API-113, GIFT-19). */
export const promoCodeRequestSchema = z.object({ code: giftCodeSchema }).strict();
export type PromoCodeRequest = z.infer<typeof promoCodeRequestSchema>;

/** The answer of an accepted promo code, returned to the caller as is. */
export const promoCodeResponseSchema = z.object({
  status: z.literal('issued'),
  code: z.string(),
  gift: giftSchema,
});
export type PromoCodeResponse = z.infer<typeof promoCodeResponseSchema>;

/** What `bonuses_changes` and `freespins_changes` carry (RT-05, RT-06): the gift itself after its change. */
export const giftChangeMessageSchema = giftSchema;
export type GiftChangeMessage = Gift;

/** Requirements §promo-5: a gift's wagering percent, floored (the wallet's rule applied to the gift). */
export function giftWageringPercent(gift: Pick<Gift, 'amount_wager_cents' | 'amount_wager_requirement_cents'>): number {
  return wageringPercent(gift.amount_wager_cents, gift.amount_wager_requirement_cents);
}

/** PATCH /api/player/update_bonus_settings (GIFT-18, API-038): whether the player accepts bonuses. */
export const bonusSettingsRequestSchema = z.object({ can_issue: z.boolean() }).strict();
export type BonusSettingsRequest = z.infer<typeof bonusSettingsRequestSchema>;
/** The setting as stored; with `false` no new gift is issued (no deposit, coupon or registration gift). */
export const bonusSettingsResponseSchema = z.object({ can_issue_bonuses: z.boolean() });
