import { z } from 'zod';
import { STAFF_ROLES, staffSchema } from './support';

/**
 * Staff accounts and their sign-in (docs/decisions/066-staff-access.md): invited by mail,
 * mandatory two-factor, sessions shorter than players'.
 */

/** A staff session ends after 15 minutes without a request... */
export const STAFF_SESSION_IDLE_MS = 15 * 60 * 1000;
/** ...and 8 hours (a working shift) after sign-in, whatever happens. */
export const STAFF_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** An invitation's or a reset's set-up link works once, for 72 hours. */
export const STAFF_SETUP_TTL_MS = 72 * 60 * 60 * 1000;

/** POST /api/staff/sign_in: the code from the authenticator app once two-factor is set up. */
export const staffSignInRequestSchema = z
  .object({
    email: z.string().trim().max(254),
    password: z.string().max(128),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/)
      .optional(),
  })
  .strict();

/** What sign-in answers: the session, or (first sign-in) the secret to enrol before a code can be sent. */
export const staffSignInResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), staff: staffSchema }),
  z.object({ status: z.literal('enrol'), secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() }),
]);
export type StaffSignInResponse = z.infer<typeof staffSignInResponseSchema>;

export const STAFF_ACCOUNT_STATUSES = ['invited', 'active', 'disabled'] as const;
export type StaffAccountStatus = (typeof STAFF_ACCOUNT_STATUSES)[number];

export const staffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_ACCOUNT_STATUSES),
  two_factor: z.boolean(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountListSchema = z.object({ data: z.array(staffAccountSchema) });

const reason = z.string().trim().min(3).max(500);

/** POST /api/staff/accounts: invite by mail. */
export const staffInviteRequestSchema = z
  .object({
    email: z.email().trim().max(254),
    name: z.string().trim().min(1).max(100),
    role: z.enum(STAFF_ROLES),
  })
  .strict();
export type StaffInviteRequest = z.infer<typeof staffInviteRequestSchema>;

/** POST /api/staff/accounts/{id}/role */
export const staffRoleRequestSchema = z.object({ role: z.enum(STAFF_ROLES), reason }).strict();
/** POST /api/staff/accounts/{id}/disable and /reset */
export const staffAccountReasonSchema = z.object({ reason }).strict();
export const staffAccountIdParamsSchema = z
  .object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
  .strict();

/** POST /api/staff/setup: the set-up link's token and the new password; two-factor follows at sign-in. */
export const staffSetupRequestSchema = z.object({ token: z.string().min(10).max(100), password: z.string().max(128) }).strict();
export const staffSetupResponseSchema = z.object({ email: z.string() });

/** GET /api/staff/audit/staff: the names the audit screen filters by. */
export const auditStaffListSchema = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) });
