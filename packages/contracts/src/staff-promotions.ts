import { z } from 'zod';
import { ENABLED_CURRENCIES, currencyInfo } from './money';
import { GIFT_KINDS, giftSchema, giftStageSchema } from './gifts';
import { pagedListSchema } from './pagination';
import { rolesWith } from './staff-permissions';
import type { StaffRole } from './support';

/**
 * The promotions section of the staff console (docs/decisions/049-promotions-console.md): gift
 * templates, coupon batches, gifts issued by staff, a player's gifts with their history, and the
 * staff audit log (docs/decisions/046-staff-audit-log.md). Money is integer minor units.
 */

/** Who runs gift templates, coupons and staff-issued gifts. */
export const PROMOTIONS_ROLES = rolesWith('promotions.manage');
/** Who may search the staff audit log. */
export const AUDIT_ROLES = rolesWith('audit.read');
/** Who sees the promotions panel of the staff console (some of its sections). */
export const PROMOTIONS_PANEL_ROLES: readonly StaffRole[] = [...new Set<StaffRole>([...PROMOTIONS_ROLES, ...AUDIT_ROLES])];

const cents = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const percent = z.number().int().min(0).max(100);
const days = z.number().int().min(1).max(3650);
const multiplier = z.number().int().min(0).max(1000);
const isoInstant = z.iso.datetime({ offset: true });

/** A currency the casino runs wallets in. */
const enabledCurrencySchema = z.enum(ENABLED_CURRENCIES);
/**
 * An amount per currency. A currency left out (or sent empty by a form) has no amount; values
 * arrive as numbers, and JSON drops an `undefined` one.
 */
export const amountsSchema = z.partialRecord(enabledCurrencySchema, cents.optional());
export type Amounts = z.infer<typeof amountsSchema>;

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'lower-case letters, digits, "-" or "_"');

export const giftEligibilitySchema = z
  .object({
    /** The player must be in one of these groups; empty: any group. */
    groups: z.array(z.number().int().positive().max(2_147_483_647)).max(50),
    /** ISO 3166 alpha-2 countries; empty: any country. */
    countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'two capital letters')).max(250),
    /** Deposit gifts: which deposit of the player (1 = first); null for any. */
    deposit_number: z.number().int().min(1).max(100).nullable(),
  })
  .strict();

const giftTemplateFields = z
  .object({
    kind: z.enum(GIFT_KINDS),
    title: z.string().trim().min(1).max(120),
    /** A message key the player's client translates instead of the title (GIFT-10). */
    title_key: z
      .string()
      .trim()
      .regex(/^[a-z0-9_.-]{1,120}$/, 'lower-case letters, digits, ".", "-" or "_"')
      .nullable(),
    group_key: z.string().trim().min(1).max(64),
    amounts: amountsSchema,
    percent: z.number().int().min(1).max(1000).nullable(),
    max_amounts: amountsSchema,
    min_deposits: amountsSchema,
    wager_multiplier: multiplier,
    max_wins: amountsSchema,
    /** Game category slug → percent of a stake that counts toward wagering. */
    contributions: z.partialRecord(slug, percent.optional()),
    default_contribution: percent,
    activation_days: days,
    validity_days: days,
    freespins_count: z.number().int().min(0).max(10_000),
    /** Games (`{provider}:{slug}`) the free spins play on. */
    freespin_games: z.array(z.string().trim().min(3).max(128)).max(50),
    freespin_bets: amountsSchema,
    freespin_wager: multiplier,
    eligibility: giftEligibilitySchema,
    position: z.number().int().min(0).max(10_000),
    active_from: isoInstant.nullable(),
    active_until: isoInstant.nullable(),
  })
  .strict();

/** An operator's amount in whole units ("12.50") as minor units of the currency; undefined when empty or not a number. */
export function minorUnitsOf(text: string, currency: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || !/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const subunits = currencyInfo(currency)?.subunits_to_unit ?? 100;
  return Math.round(Number(trimmed) * subunits);
}

/** Minor units as the whole-unit text an operator edits ("12.5"); empty for no amount. */
export function wholeUnitsOf(cents: number | undefined, currency: string): string {
  if (cents === undefined) return '';
  return String(cents / (currencyInfo(currency)?.subunits_to_unit ?? 100));
}

const hasAmount = (amounts: Amounts) => Object.values(amounts).some((v) => v !== undefined);

/** The rules between fields: what each kind needs, and a window that ends after it starts. */
function checkTemplate(t: z.infer<typeof giftTemplateFields>, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (t.kind === 'deposit') {
    if (t.percent === null) issue('percent', 'is required for a deposit bonus');
    if (!hasAmount(t.max_amounts)) issue('max_amounts', 'needs a cap in at least one currency');
  } else if (t.kind === 'freespins') {
    if (t.freespins_count < 1) issue('freespins_count', 'must be at least 1 for free spins');
  } else if (!hasAmount(t.amounts)) issue('amounts', 'needs an amount in at least one currency');
  if (t.freespins_count > 0) {
    if (t.freespin_games.length === 0) issue('freespin_games', 'name at least one game for the free spins');
    if (!hasAmount(t.freespin_bets)) issue('freespin_bets', 'needs a bet in at least one currency');
  }
  if (t.active_from && t.active_until && Date.parse(t.active_until) <= Date.parse(t.active_from))
    issue('active_until', 'must be after the start');
}

/** POST /api/staff/promotions/templates and PUT /api/staff/promotions/templates/{id}: every field of a template. */
export const giftTemplateInputSchema = giftTemplateFields.superRefine(checkTemplate);
export type GiftTemplateInput = z.infer<typeof giftTemplateInputSchema>;

export const GIFT_TEMPLATE_STATES = ['scheduled', 'live', 'ended', 'retired'] as const;
export type GiftTemplateState = (typeof GIFT_TEMPLATE_STATES)[number];

/** A template as the console lists it. */
export const staffGiftTemplateSchema = giftTemplateFields.extend({
  id: z.number().int().positive(),
  state: z.enum(GIFT_TEMPLATE_STATES),
  /** How many gifts it has issued: an edit changes only the gifts issued after it. */
  issued_count: z.number().int().nonnegative(),
  retired_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffGiftTemplate = z.infer<typeof staffGiftTemplateSchema>;
export const staffGiftTemplateListSchema = z.array(staffGiftTemplateSchema);

export const staffIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();

/** A reason staff give for a change; it goes to the audit log. */
export const staffReasonSchema = z.string().trim().min(3).max(500);
export const staffReasonRequestSchema = z.object({ reason: staffReasonSchema }).strict();
export type StaffReasonRequest = z.infer<typeof staffReasonRequestSchema>;

/** Coupon batches: N unique codes, or one code many players may use. */
export const COUPON_BATCH_MODES = ['unique', 'shared'] as const;
export const COUPON_BATCH_MAX_CODES = 10_000;
const couponCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,32}$/, '3 to 32 letters, digits, "-" or "_"');

export const couponBatchInputSchema = z
  .object({
    template_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    name: z.string().trim().min(1).max(120),
    mode: z.enum(COUPON_BATCH_MODES),
    /** Unique mode: how many codes; each is redeemed once. */
    count: z.number().int().min(1).max(COUPON_BATCH_MAX_CODES),
    /** Shared mode: the one code; unique mode: an optional prefix of the generated codes. */
    code: couponCode.nullable(),
    /** Shared mode: how many players may redeem it; null for no limit. */
    max_redemptions: z.number().int().min(1).max(10_000_000).nullable(),
    valid_from: isoInstant.nullable(),
    valid_until: isoInstant.nullable(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.mode === 'shared' && !b.code)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'is required for a shared code' });
    if (b.mode === 'unique' && b.code && b.code.length > 16)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'a prefix is at most 16 characters' });
    if (b.valid_from && b.valid_until && Date.parse(b.valid_until) <= Date.parse(b.valid_from))
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'must be after the start' });
  });
export type CouponBatchInput = z.infer<typeof couponBatchInputSchema>;

export const couponBatchSchema = z.object({
  id: z.number().int().positive(),
  template_id: z.number().int().positive(),
  template_title: z.string(),
  name: z.string(),
  mode: z.enum(COUPON_BATCH_MODES),
  codes_count: z.number().int().nonnegative(),
  /** The one code of a shared batch; null for unique codes (export them as CSV). */
  code: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  redeemed_count: z.number().int().nonnegative(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  retired_at: z.string().nullable(),
  created_at: z.string(),
});
export type CouponBatch = z.infer<typeof couponBatchSchema>;
export const couponBatchListSchema = z.array(couponBatchSchema);

/** Issue a template's gift to one player (by id or e-mail) or to every member of a group. */
export const staffIssueRequestSchema = z
  .object({
    template_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    target: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('player'), player: z.string().trim().min(1).max(254) }).strict(),
      z.object({ kind: z.literal('group'), group_id: z.number().int().positive().max(2_147_483_647) }).strict(),
    ]),
    reason: staffReasonSchema,
  })
  .strict();
export type StaffIssueRequest = z.infer<typeof staffIssueRequestSchema>;

export const STAFF_ISSUE_SKIPS = ['bonuses_disabled', 'no_amount_for_currency'] as const;
export const staffIssueResponseSchema = z.object({
  /** Gifts issued by this request (none on a repeat with the same Idempotency-Key). */
  issued: z.array(z.object({ player_id: z.number().int(), gift_id: z.number().int() })),
  /** Players already given this request's gift by an earlier try. */
  already_issued: z.number().int().nonnegative(),
  skipped: z.array(z.object({ player_id: z.number().int(), reason: z.enum(STAFF_ISSUE_SKIPS) })),
});
export type StaffIssueResponse = z.infer<typeof staffIssueResponseSchema>;

export const playerGiftsQuerySchema = z.object({ player: z.string().trim().min(1).max(254) }).strict();

export const giftTransitionSchema = z.object({
  from_stage: giftStageSchema.nullable(),
  to_stage: giftStageSchema,
  cause: z.string(),
  at: z.string(),
});
export const staffPlayerGiftSchema = giftSchema.extend({
  template_id: z.number().int().positive(),
  source: z.string(),
  converted_cents: cents.nullable(),
  forfeited_cents: cents.nullable(),
  history: z.array(giftTransitionSchema),
});
export type StaffPlayerGift = z.infer<typeof staffPlayerGiftSchema>;
export const staffPlayerGiftsSchema = z.object({
  player_id: z.number().int().positive(),
  gifts: z.array(staffPlayerGiftSchema),
});
export type StaffPlayerGifts = z.infer<typeof staffPlayerGiftsSchema>;

export const staffGiftCancelResponseSchema = z.object({ gift: staffPlayerGiftSchema, forfeited_cents: cents });
export type StaffGiftCancelResponse = z.infer<typeof staffGiftCancelResponseSchema>;

export const AUDIT_PAGE_SIZE = 50;
const idText = z.string().trim().min(1).max(64);
export const auditQuerySchema = z
  .object({
    staff_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    player_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    subject_kind: z
      .string()
      .trim()
      .regex(/^[a-z_]{1,64}$/)
      .optional(),
    subject_id: idText.optional(),
    /** An action (`staff.invite`) or an area (`staff`: every `staff.*` action). */
    action: z
      .string()
      .trim()
      .regex(/^[a-z_]{1,64}(\.[a-z_]{1,64})?$/)
      .optional(),
    from: isoInstant.optional(),
    to: isoInstant.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  role: z.string(),
  at: z.string(),
  action: z.string(),
  subject_kind: z.string(),
  subject_id: z.string(),
  player_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pagedListSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
