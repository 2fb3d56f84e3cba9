import { z } from 'zod';

/**
 * The adventure calendar's configuration, the `vip-adventures` document of GET /api/fe/config
 * (ADV-02, requirements §promo-3 Adventure day; docs/decisions/057-adventure-calendar.md).
 * Day `n` falls on `start_date` plus n - 1 days, in the player's time zone. Amounts are integer
 * minor units of their currency.
 */
const currencyCode = z.string().regex(/^[A-Z]{3,4}$/);
const cents = z.number().int().nonnegative().max(100_000_000_000);
const perCurrency = z.record(currencyCode, cents);
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-12-01')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'must be a date such as 2026-12-01');
const textKey = z.string().min(1).max(200);

/** A day's task (ADV-04): deposit at least `min_dep` on the day and stake `wager` times it in real money. */
export const adventureConditionSchema = z
  .object({
    min_dep: perCurrency,
    /** A multiple of the day's minimum deposit to stake in real money on the same day; 0: none. */
    wager: z.number().int().nonnegative().max(100),
    /** How many days the day's gift may be activated once issued. */
    period_activation_days: z.number().int().positive().max(90),
  })
  .strict();

/** A day's prize: bonus money (the amount per currency in `bonus_cents`) or free spins, paid as a gift of the template. */
export const adventurePrizeSchema = z
  .object({
    type: z.enum(['bonus', 'freespins']),
    text_key: textKey,
    freespins_count: z.number().int().positive().max(10_000).optional(),
    bonus_cents: perCurrency.optional(),
    /** The gift template the prize is issued from; without one the day gives no gift. */
    gift_template_id: z.number().int().positive().optional(),
  })
  .strict();

export const adventureConfigDaySchema = z
  .object({
    day: z.number().int().positive().max(31),
    condition: adventureConditionSchema,
    prize: adventurePrizeSchema,
    /** Values the day's texts show, per currency ({ EUR: { amount: "€20" } }). */
    variables: z.record(currencyCode, z.record(z.string().max(40), z.string().max(40))).optional(),
  })
  .strict();
export type AdventureConfigDay = z.infer<typeof adventureConfigDaySchema>;

export const vipAdventuresConfigSchema = z
  .object({
    is_enabled: z.boolean(),
    /** Groups that see the adventures widget, besides testers (ADV-13). */
    group_ids: z.array(z.number().int().positive()).max(100),
    start_date: isoDay,
    days: z
      .array(adventureConfigDaySchema)
      .min(1)
      .max(31)
      .refine((days) => days.every((d, i) => d.day === i + 1), 'days must be numbered 1, 2, 3… in order'),
    /** The step after the last day: given once every day is completed. */
    super_prize: z
      .object({ text_key: textKey, amounts: perCurrency, gift_template_id: z.number().int().positive().optional() })
      .strict(),
  })
  .strict();
export type VipAdventuresConfig = z.infer<typeof vipAdventuresConfigSchema>;
