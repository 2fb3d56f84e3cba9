import { rolesWith } from './staff-permissions';
import { z } from 'zod';
import { pagedListSchema } from './pagination';
import { PAYMENT_STATUSES } from './payments';
import { ruleMessage } from './validation-rules';

/**
 * Closure payouts (docs/decisions/018-account-closure.md): the real balance of a closed account
 * that could not go back to a saved card, reserved until support pays it by bank transfer and
 * marks it as paid in the staff console.
 */

/** Staff roles that list closure payouts and mark them as paid. */
export const CLOSURE_PAYOUT_ROLES = rolesWith('money.closure_payouts');

/** `open`: reserved, waiting to be paid; `done`: finished (paid). */
export const CLOSURE_PAYOUT_LIST_STATES = ['open', 'done'] as const;
export type ClosurePayoutListState = (typeof CLOSURE_PAYOUT_LIST_STATES)[number];
export const CLOSURE_PAYOUTS_PER_PAGE = 50;

export const CLOSURE_PAYOUT_REFERENCE_MIN = 3;
export const CLOSURE_PAYOUT_REFERENCE_MAX = 100;

/** GET /api/staff/closure_payouts?state=open|done&page=1 */
export const closurePayoutListQuerySchema = z
  .object({
    state: z.enum(CLOSURE_PAYOUT_LIST_STATES).default('open'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();

/** The bank or transfer reference of the payment support made: printable text, 3 to 100 characters. */
export const closurePayoutReferenceSchema = z
  .string(ruleMessage('required', 'reference'))
  .trim()
  .min(CLOSURE_PAYOUT_REFERENCE_MIN, ruleMessage('min_length', 'reference', CLOSURE_PAYOUT_REFERENCE_MIN))
  .max(CLOSURE_PAYOUT_REFERENCE_MAX, ruleMessage('max_length', 'reference', CLOSURE_PAYOUT_REFERENCE_MAX))
  .regex(/^[^\p{C}]+$/u, ruleMessage('invalid_format', 'reference'));

/** POST /api/staff/closure_payouts/{id}/complete */
export const closurePayoutCompleteRequestSchema = z.object({ reference: closurePayoutReferenceSchema }).strict();
export type ClosurePayoutCompleteRequest = z.infer<typeof closurePayoutCompleteRequestSchema>;

/** Who marked a payout as paid, when, and the reference of the transfer. */
export const closurePayoutCompletionSchema = z.object({
  staff_id: z.number().int(),
  staff_name: z.string(),
  completed_at: z.string(),
  reference: z.string(),
});

export const closurePayoutSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  player_email: z.string(),
  currency: z.string(),
  amount_cents: z.number().int(),
  created_at: z.string(),
  /** When the player's account was closed (null only for an account reopened since). */
  closed_at: z.string().nullable(),
  state: z.enum(PAYMENT_STATUSES),
  /** Set once a staff member marked it as paid. */
  completion: closurePayoutCompletionSchema.nullable(),
});
export type ClosurePayout = z.infer<typeof closurePayoutSchema>;
export const closurePayoutListSchema = pagedListSchema(closurePayoutSchema);
export type ClosurePayoutList = z.infer<typeof closurePayoutListSchema>;

/** Error message keys of the closure payout routes (the `support` message domain). */
export const CLOSURE_PAYOUT_MESSAGES = {
  /** 404: no such payment, or a payment that is not a closure payout. */
  notFound: 'support.closure_payouts.error.not_found',
  /** 409: already marked as paid (or otherwise finished). */
  alreadyCompleted: 'support.closure_payouts.error.already_completed',
  /** 409: its money is not reserved yet; try again in a moment. */
  notReserved: 'support.closure_payouts.error.not_reserved',
} as const;
