import { z } from 'zod';
import { PAYMENT_ACTIONS, PAYMENT_STATUSES } from './payments-constants';
import { staffReasonRequestSchema } from './staff-promotions';

/**
 * The back office's money desk and responsible-gaming oversight (docs/decisions/067-money-desk.md):
 * the withdrawal review queue, the payments list and the risk markers. Money is integer minor units.
 */

/** Why a withdrawal waits for a payments officer. */
export const HOLD_REASONS = ['amount', 'new_account', 'unwagered_deposit', 'changed_method'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
export const HOLD_STATUSES = ['held', 'approved', 'rejected', 'recalled'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

const cents = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * The operator's rules of the money desk, the internal config document `money-desk-rules`:
 * when a withdrawal is held for review, and the markers of play the risk officers watch.
 */
export const moneyDeskRulesSchema = z
  .object({
    /** A withdrawal above this amount (per currency; `default` for the others) is held. */
    review_above_cents: z.record(z.string(), cents).default({ default: 100_000 }),
    /** An account younger than this many days has its withdrawals held. */
    new_account_days: z.number().int().min(0).max(365).default(7),
    /** Held when the bets since the last deposit are less than that deposit. */
    hold_unwagered_deposit: z.boolean().default(true),
    /** Held when no successful deposit was made with the withdrawal's method. */
    hold_changed_method: z.boolean().default(true),
    markers: z
      .object({
        /** Net loss (bets less wins) over `period_days`. */
        loss_cents: cents.default(50_000),
        period_days: z.number().int().min(1).max(90).default(7),
        /** A session signed in longer than this. */
        session_minutes: z
          .number()
          .int()
          .min(10)
          .max(24 * 60)
          .default(180),
        /** Bets placed between these hours (UTC) over the period. */
        night_from_hour: z.number().int().min(0).max(23).default(0),
        night_to_hour: z.number().int().min(0).max(23).default(6),
        night_bets: z.number().int().min(1).default(50),
        /** Deposits in the last 24 hours. */
        deposits_per_day: z.number().int().min(1).default(5),
      })
      .strict()
      .prefault({}),
  })
  .strict();
export type MoneyDeskRules = z.infer<typeof moneyDeskRulesSchema>;

/** A withdrawal as the money desk sees it: the payment, its player, its hold (if any). */
export const staffPaymentSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  player_email: z.string().nullable(),
  action: z.enum(PAYMENT_ACTIONS),
  state: z.enum(PAYMENT_STATUSES),
  provider: z.string(),
  method_id: z.string(),
  reference: z.string().nullable(),
  currency: z.string(),
  amount_cents: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Open longer than the sweep waits, or claimed but never finished: needs a person. */
  stuck: z.boolean(),
  hold: z
    .object({
      status: z.enum(HOLD_STATUSES),
      reasons: z.array(z.enum(HOLD_REASONS)),
      decided_by: z.string().nullable(),
      decided_at: z.string().nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;
export const staffPaymentListSchema = z.object({ data: z.array(staffPaymentSchema) });

/** GET /api/staff/payments: filters of the payments list. */
export const staffPaymentQuerySchema = z
  .object({
    id: id.optional(),
    action: z.enum(PAYMENT_ACTIONS).optional(),
    state: z.enum(PAYMENT_STATUSES).optional(),
    player_id: id.optional(),
    reference: z.string().trim().min(1).max(100).optional(),
    /** `held`: the review queue; `stuck`: open too long or claimed and unfinished. */
    view: z.enum(['all', 'held', 'stuck']).default('all'),
  })
  .strict();
export type StaffPaymentQuery = z.infer<typeof staffPaymentQuerySchema>;

/** Approving or rejecting a held withdrawal: always with a reason. */
export const holdDecisionSchema = staffReasonRequestSchema;

/** What crossed a marker, for the risk officers' list. */
export const RG_MARKERS = ['loss', 'session_length', 'night_play', 'deposit_frequency'] as const;
export type RgMarker = (typeof RG_MARKERS)[number];

export const rgOversightSchema = z.object({
  exclusions: z.array(
    z.object({
      player_id: z.number().int(),
      player_email: z.string().nullable(),
      kind: z.string(),
      ends_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  limit_changes: z.array(
    z.object({
      player_id: z.number().int(),
      player_email: z.string().nullable(),
      kind: z.string(),
      detail: z.string(),
      at: z.string(),
    }),
  ),
  flagged: z.array(
    z.object({
      player_id: z.number().int(),
      player_email: z.string().nullable(),
      marker: z.enum(RG_MARKERS),
      currency: z.string().nullable(),
      value: z.number(),
      threshold: z.number(),
    }),
  ),
  /** The officers' latest actions and affordability notes (decision 070). */
  actions: z.array(z.lazy(() => rgActionSchema)),
});
export type RgOversight = z.infer<typeof rgOversightSchema>;

/**
 * What a risk officer did about a player whose play crossed a marker, or an affordability note
 * (docs/decisions/070-player-page-and-rg-actions.md); the note is the action's reason.
 */
export const RG_ACTION_KINDS = ['contacted', 'limit_suggested', 'account_restricted', 'affordability_note'] as const;
export type RgActionKind = (typeof RG_ACTION_KINDS)[number];

/** POST /api/staff/players/{id}/rg_actions: the kind and the note, which the audit log keeps as the reason. */
export const rgActionRequestSchema = z
  .object({ kind: z.enum(RG_ACTION_KINDS), reason: staffReasonRequestSchema.shape.reason })
  .strict();

export const rgActionSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  player_email: z.string().nullable(),
  kind: z.enum(RG_ACTION_KINDS),
  note: z.string(),
  staff_name: z.string().nullable(),
  at: z.string(),
});
export type RgAction = z.infer<typeof rgActionSchema>;
export const rgActionListSchema = z.object({ data: z.array(rgActionSchema) });
