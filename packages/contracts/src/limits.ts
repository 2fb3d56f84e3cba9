import { z } from 'zod';
import { LIMIT_DURATIONS, LIMIT_PERIODS, LIMIT_TYPES, REALITY_CHECK_MINUTES, SESSION_LIMIT_MINUTES } from './limits-constants';
export * from './limits-constants';

/**
 * Responsible-gaming limits (requirements §core-3 Limit, §core-4 Limits, §core-7 /api/user_limits; LIM-01..LIM-10,
 * docs/decisions/012-limits.md). Money limits hold an amount per currency in minor units and
 * count usage per period of the player's local calendar; the others are time based.
 */

/**
 * GET /api/user_limits/reality_check: how often the player sees the session length and net
 * result (their choice, or the deployment's default), and the range they may choose in.
 */
export const realityCheckSettingsSchema = z.object({
  interval_minutes: z.number().int().positive(),
  chosen: z.boolean(),
  min_minutes: z.number().int().positive(),
  max_minutes: z.number().int().positive(),
});
export type RealityCheckSettings = z.infer<typeof realityCheckSettingsSchema>;

/** PUT /api/user_limits/reality_check: the player's interval, whole minutes within REALITY_CHECK_MINUTES. */
export const realityCheckRequestSchema = z
  .object({ interval_minutes: z.number().int().min(REALITY_CHECK_MINUTES.min).max(REALITY_CHECK_MINUTES.max) })
  .strict();
export type RealityCheckRequest = z.infer<typeof realityCheckRequestSchema>;

const cents = z.number().int();

/** One currency of a money limit: the amount, the usage of the current period and a pending raise. */
export const limitAccountSchema = z.object({
  currency: z.string(),
  amount_cents: cents,
  current_value_amount_cents: cents,
  /** amount minus usage; the limit is reached at 0 or less (LIM-02). */
  remaining_amount_cents: cents,
});
export type LimitAccount = z.infer<typeof limitAccountSchema>;

/** A loosening or removal waiting for its cooling period and the player's confirmation. */
export const pendingLimitChangeSchema = z.object({
  id: z.number().int(),
  action: z.enum(['raise', 'remove']),
  currency: z.string().nullable(),
  amount_cents: cents.nullable(),
  minutes: z.number().int().nullable(),
  requested_at: z.string(),
  /** From then on the mailed link confirms it. */
  effective_at: z.string(),
  /** True once the confirmation mail went out. */
  awaiting_confirmation: z.boolean(),
});
export type PendingLimitChange = z.infer<typeof pendingLimitChangeSchema>;

/** The spec's Limit (type, accounts) with what the profile page shows about its state. */
export const limitSchema = z.object({
  id: z.number().int(),
  type: z.enum(LIMIT_TYPES),
  period: z.enum(LIMIT_PERIODS).nullable(),
  duration: z.enum(LIMIT_DURATIONS).nullable(),
  accounts: z.array(limitAccountSchema),
  /** Session-time limit length and the current session's minutes. */
  minutes: z.number().int().nullable(),
  current_minutes: z.number().int().nullable(),
  /** Cooling-off and self-exclusion: reached while active (LIM-03). */
  reached: z.boolean(),
  created_at: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  /** When the player may ask to lift it (self-exclusion); null when it just runs out. */
  removable_from: z.string().nullable(),
  pending: z.array(pendingLimitChangeSchema),
});
export type Limit = z.infer<typeof limitSchema>;

export const limitsResponseSchema = z.array(limitSchema);

/**
 * POST /api/user_limits: sets a limit or changes one. Money limits take period, currency and
 * amount_cents; the session limit minutes; cooling-off and self-exclusion a duration.
 */
export const limitRequestSchema = z
  .object({
    type: z.enum(LIMIT_TYPES),
    period: z.enum(LIMIT_PERIODS).optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3,4}$/, 'is not a currency code')
      .optional(),
    amount_cents: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    minutes: z.number().int().min(SESSION_LIMIT_MINUTES.min).max(SESSION_LIMIT_MINUTES.max).optional(),
    duration: z.enum(LIMIT_DURATIONS).optional(),
  })
  .strict();
export type LimitRequest = z.infer<typeof limitRequestSchema>;

/** What a change did: applied at once (tighter) or pending (looser). */
export const limitChangeResponseSchema = z.object({
  limit: limitSchema.nullable(),
  applied: z.boolean(),
  pending: pendingLimitChangeSchema.nullable(),
});
export type LimitChangeResponse = z.infer<typeof limitChangeResponseSchema>;

export const limitIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();

/** POST /api/user_limits/confirm (LIM-07). */
export const limitConfirmRequestSchema = z.object({ token: z.string().min(1).max(200) }).strict();
