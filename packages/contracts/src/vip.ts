import { z } from 'zod';
import { GROUPS } from './constants';

/**
 * The VIP club (requirements §promo-3 VIP progress, §promo-4 VIP status cards, §promo-8, §promo-9;
 * docs/decisions/056-vip-club.md). Amounts are integer cents of the currency, summed per quarter.
 */

/** VIP-03: the statuses, lowest first; Diamond is lifelong. */
export const VIP_STATUSES = ['REGULAR', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND'] as const;
export type VipStatus = (typeof VIP_STATUSES)[number];
export const vipStatusSchema = z.enum(VIP_STATUSES);
/** The statuses a player reaches by thresholds (all but Regular). */
export const VIP_RANKED = VIP_STATUSES.slice(1) as Exclude<VipStatus, 'REGULAR'>[];
export const vipRankedSchema = z.enum(['BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND']);

/** VIP-09: the level group of each status; Regular is 1117 (order 0). */
export const VIP_STATUS_GROUPS: Record<VipStatus, number> = {
  REGULAR: GROUPS.vipRegular,
  BRONZE: GROUPS.vipBronze,
  SILVER: GROUPS.vipSilver,
  GOLD: GROUPS.vipGold,
  PLATINUM: GROUPS.vipPlatinum,
  DIAMOND: GROUPS.vipDiamond,
};

export const vipRank = (status: VipStatus): number => VIP_STATUSES.indexOf(status);

/** VIP-05 VIP-06: the Bronze thresholds per currency, and the default for any other currency. */
export const VIP_DEFAULT_THRESHOLDS = { depositThresholdCents: 900_000, betSumThresholdCents: 9_000_000 } as const;
export const VIP_CURRENCY_THRESHOLDS: Record<string, { depositThresholdCents: number; betSumThresholdCents: number }> = {
  USD: { depositThresholdCents: 600_000, betSumThresholdCents: 6_000_000 },
  EUR: { depositThresholdCents: 600_000, betSumThresholdCents: 6_000_000 },
  AUD: { depositThresholdCents: 900_000, betSumThresholdCents: 9_000_000 },
  CAD: { depositThresholdCents: 900_000, betSumThresholdCents: 9_000_000 },
  NZD: { depositThresholdCents: 900_000, betSumThresholdCents: 9_000_000 },
  BRL: { depositThresholdCents: 3_000_000, betSumThresholdCents: 30_000_000 },
};

/** VIP-02 API-112: GET /jam/vip_status_progress. */
export const vipProgressSchema = z.object({
  currency: z.string(),
  currentStatus: vipStatusSchema,
  activeStatus: vipStatusSchema,
  nextStatus: vipStatusSchema.nullable(),
  depositThresholdCents: z.number().int().nonnegative(),
  depositAmountCents: z.number().int().nonnegative(),
  betSumCents: z.number().int().nonnegative(),
  betSumThresholdCents: z.number().int().nonnegative(),
  overallProgress: z.number().int().min(0).max(100),
});
export type VipProgress = z.infer<typeof vipProgressSchema>;

/** VIP-05: what the club shows when the progress cannot be read: Regular, next Bronze, nothing counted. */
export function defaultVipProgress(currency: string): VipProgress {
  const thresholds = VIP_CURRENCY_THRESHOLDS[currency] ?? VIP_DEFAULT_THRESHOLDS;
  return {
    currency,
    currentStatus: 'REGULAR',
    activeStatus: 'REGULAR',
    nextStatus: 'BRONZE',
    depositAmountCents: 0,
    betSumCents: 0,
    ...thresholds,
    overallProgress: 0,
  };
}

const currencyCode = z.string().regex(/^[A-Z0-9]{3,5}$|^\*$/);
const cents = z.number().int().positive().max(100_000_000_000);

/** One threshold row the operator edits: a status's quarterly deposit and bet sums in a currency (`*` for any other). */
export const vipThresholdSchema = z
  .object({
    status: vipRankedSchema,
    currency: currencyCode,
    deposit_cents: cents,
    bet_cents: cents,
  })
  .strict();
export type VipThreshold = z.infer<typeof vipThresholdSchema>;
export const vipThresholdsBodySchema = z.object({ thresholds: z.array(vipThresholdSchema).min(1).max(500) }).strict();
export const vipThresholdsSchema = z.array(vipThresholdSchema);

/** The gift template issued on reaching a status (null: no gift). */
export const vipStatusGiftSchema = z
  .object({ status: vipRankedSchema, gift_template_id: z.number().int().positive().nullable() })
  .strict();
export type VipStatusGift = z.infer<typeof vipStatusGiftSchema>;
export const vipStatusGiftsBodySchema = z.object({ gifts: z.array(vipStatusGiftSchema).max(5) }).strict();
export const vipStatusGiftsSchema = z.array(vipStatusGiftSchema);

/** The time zone of each licence: quarters start and end at local midnight there. */
export const LICENCE_TIME_ZONES: Record<string, string> = {
  CW: 'America/Curacao',
  EE: 'Europe/Tallinn',
  AU: 'Australia/Sydney',
};
export const licenceTimeZone = (licence: string | null | undefined): string =>
  (licence && LICENCE_TIME_ZONES[licence.toUpperCase()]) || 'UTC';
