import { z } from 'zod';
import { staffReasonRequestSchema } from './staff-promotions';

/**
 * The back office's players and four-eyes adjustments (docs/decisions/059-back-office.md).
 * Money is integer minor units.
 */

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export const ADJUSTMENT_PARTS = ['real', 'bonus'] as const;
export const ADJUSTMENT_REASONS = [
  'goodwill',
  'game_malfunction',
  'payment_correction',
  'bonus_correction',
  'duplicate_credit',
  'other',
] as const;
export const ADJUSTMENT_STATUSES = ['pending', 'approving', 'approved', 'rejected'] as const;

const reason = z.string().trim().min(3).max(500);
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** GET /api/staff/players?q=: id, e-mail, name, phone or payment reference. */
export const staffPlayerSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(200) }).strict();

export const staffPlayerSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  blocked: z.boolean(),
  closed: z.boolean(),
});
export type StaffPlayerSummary = z.infer<typeof staffPlayerSummarySchema>;
export const staffPlayerSearchSchema = z.object({ data: z.array(staffPlayerSummarySchema) });

const movementSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  currency: z.string(),
  part: z.string(),
  amount_cents: z.number().int(),
  at: z.string(),
});

export const staffPlayerNoteSchema = z.object({
  id: z.number().int(),
  staff_name: z.string().nullable(),
  body: z.string(),
  at: z.string(),
});

export const staffPlayerPageSchema = z.object({
  player: staffPlayerSummarySchema.extend({
    country: z.string().nullable(),
    currency: z.string(),
    created_at: z.string(),
    verified: z.boolean(),
    groups: z.array(z.number().int()),
  }),
  wallets: z.array(
    z.object({
      currency: z.string(),
      active: z.boolean(),
      real_cents: z.number().int(),
      bonus_cents: z.number().int(),
    }),
  ),
  movements: z.array(movementSchema),
  payments: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      status: z.string(),
      amount_cents: z.number().int(),
      currency: z.string(),
      at: z.string(),
    }),
  ),
  limits: z.array(z.object({ id: z.number().int(), kind: z.string(), detail: z.string() })),
  documents: z.array(z.object({ id: z.number().int(), type: z.string(), status: z.string() })),
  notes: z.array(staffPlayerNoteSchema),
});
export type StaffPlayerPage = z.infer<typeof staffPlayerPageSchema>;

/** A block, unblock or end of sessions: always with a reason, which the audit log keeps. */
export const staffPlayerActionSchema = staffReasonRequestSchema;
/** Adding a player to a group from the player page (decision 067): the group and why. */
export const staffPlayerGroupSchema = z.object({ group_id: z.number().int().positive().max(1_000_000), reason }).strict();
export const staffPlayerNoteRequestSchema = z.object({ body: z.string().trim().min(1).max(2000) }).strict();

export const adjustmentProposalSchema = z
  .object({
    player_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    currency: z.string().regex(/^[A-Z0-9]{3,5}$/),
    direction: z.enum(ADJUSTMENT_DIRECTIONS),
    part: z.enum(ADJUSTMENT_PARTS),
    amount_cents: z.number().int().positive().max(100_000_000_00),
    reason: z.enum(ADJUSTMENT_REASONS),
    comment: reason,
  })
  .strict();
export type AdjustmentProposal = z.infer<typeof adjustmentProposalSchema>;

export const adjustmentDecisionSchema = z.object({ note: z.string().trim().max(500).optional() }).strict();

export const adjustmentQuerySchema = z
  .object({
    status: z.enum(ADJUSTMENT_STATUSES).optional(),
    player_id: id.optional(),
  })
  .strict();

export const adjustmentSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  currency: z.string(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  part: z.enum(ADJUSTMENT_PARTS),
  amount_cents: z.number().int(),
  reason: z.enum(ADJUSTMENT_REASONS),
  comment: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  proposed_by: z.object({ id: z.number().int(), name: z.string().nullable() }),
  proposed_at: z.string(),
  decided_by: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  transaction_id: z.number().int().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;
export const adjustmentListSchema = z.object({ data: z.array(adjustmentSchema) });

/**
 * The player page's activity sections (docs/decisions/070-player-page-and-rg-actions.md): the
 * live sessions with their devices, the limits with their history, the running self-exclusion or
 * cooling-off, and the support conversations (read-only; answered in the support console).
 */
export const staffPlayerActivitySchema = z.object({
  sessions: z.array(
    z.object({
      id: z.number().int(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      created_at: z.string(),
      last_seen_at: z.string(),
    }),
  ),
  exclusion: z.object({ kind: z.string(), ends_at: z.string().nullable(), since: z.string() }).nullable(),
  limit_history: z.array(
    z.object({
      kind: z.string(),
      /** `set`, `removed`, `raise` or `remove` (a loosening asked for), with its state. */
      event: z.string(),
      detail: z.string(),
      at: z.string(),
    }),
  ),
  conversations: z.array(
    z.object({
      id: z.number().int(),
      group_id: z.number().int(),
      status: z.enum(['open', 'closed']),
      created_at: z.string(),
      last_message_at: z.string(),
    }),
  ),
});
export type StaffPlayerActivity = z.infer<typeof staffPlayerActivitySchema>;

/** GET /api/staff/players/{id}/rounds/{round_id}: one round of the player's, as the game recorded it. */
export const staffRoundParamsSchema = z.object({ id, round_id: id }).strict();
