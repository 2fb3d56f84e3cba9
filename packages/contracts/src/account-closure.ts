import { z } from 'zod';

/** Why a player closes the account (POST /api/player/closure); optional, kept for reporting. */
export const CLOSURE_REASONS = ['no_longer_interested', 'too_much_time', 'too_much_money', 'other'] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];

/** POST /api/player/closure: the password again, as for an email change, and an optional reason. */
export const closureRequestSchema = z
  .object({ password: z.string().min(1).max(256), reason: z.enum(CLOSURE_REASONS).optional() })
  .strict();
export type ClosureRequest = z.infer<typeof closureRequestSchema>;

/** What the closure moved: one line per wallet with money paid back, bonus money forfeited per currency. */
export const closureResponseSchema = z.object({
  closed_at: z.string(),
  payouts: z.array(
    z.object({
      payment_id: z.number().int(),
      currency: z.string(),
      amount_cents: z.number().int(),
      /** 'method': to the method of the last successful deposit; 'staff': reserved, support pays it out. */
      route: z.enum(['method', 'staff']),
    }),
  ),
  forfeited: z.array(z.object({ currency: z.string(), amount_cents: z.number().int() })),
});
export type ClosureResponse = z.infer<typeof closureResponseSchema>;

/** Message keys of account closure (the `account` message domain). */
export const ACCOUNT_MESSAGES = {
  /** 403 of a sign-in to a closed account. */
  closed: 'account.error.closed',
  /** 403 of a sign-in to an account staff blocked (docs/decisions/059-back-office.md). */
  blocked: 'account.error.blocked',
  /** 422 on `email` of a registration with a closed account's address. */
  closedEmail: 'account.error.closed_email',
  /** 409 of a second closure. */
  alreadyClosed: 'account.error.already_closed',
} as const;

/** A deposit promo code (GIFT-15..17): letters, digits, '-' and '_', stored upper-case. */
export const depositBonusCodeSchema = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, "-" and "_"');
export const setBonusCodeRequestSchema = z.object({ deposit_bonus_code: depositBonusCodeSchema }).strict();
export const bonusCodeResponseSchema = z.object({ deposit_bonus_code: z.string().nullable() });
