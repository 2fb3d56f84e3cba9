import { z } from 'zod';
import { LIMIT_PERIODS } from './limits-constants';

/** 401, 403, 404, 409, 413, 429 and 400 answers (docs/architecture.md §5). */
export const errorBodySchema = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * What a deposit limit that refused a deposit still allows (docs/decisions/043-cashbox-touches.md):
 * the amount left in the limit's current period, so the player reads "€20.00 more today".
 */
export const depositLimitRemainingSchema = z.object({
  remaining_cents: z.number().int().nonnegative(),
  currency: z.string(),
  period: z.enum(LIMIT_PERIODS),
});
export type DepositLimitRemaining = z.infer<typeof depositLimitRemainingSchema>;

/** 422 answer: field name -> messages; a refusal by a deposit limit adds what is left of it. */
export const validationErrorBodySchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  details: depositLimitRemainingSchema.optional(),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

export const okBodySchema = z.object({ ok: z.literal(true) });
