import { z } from 'zod';
import { LOCALES } from './locales';
import { emailSchema, passwordSchema } from './validation';
import { ruleMessage } from './validation-rules';

/**
 * Requests and answers of the authentication calls (requirements §core-7 Authentication). Bodies are strict:
 * an unknown field is a 422, never silently stored.
 */

/** Device fingerprint (dfpc) and captcha payload: opaque strings, bounded. */
const dfpc = z.string().max(200);
const captcha = z.string().max(4000);

export const checkEmailRequestSchema = z.object({ email: emailSchema }).strict();
export const checkEmailResponseSchema = z.object({ available: z.boolean() });

export const signInRequestSchema = z
  .object({
    user: z
      .object({
        email: emailSchema,
        // A sign-in password is checked against the hash, not the rules: an old password may
        // predate them. Only the length is bounded, so hashing stays cheap.
        password: z.string().min(1, ruleMessage('required', 'password')).max(256),
        dfpc: dfpc.optional(),
        captcha: captcha.optional(),
        custom_login_reg: z.string().max(100).optional(),
        otp_attempt: z
          .string()
          .trim()
          .regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, ruleMessage('invalid_format', 'otp_attempt'))
          .optional(),
      })
      .strict(),
  })
  .strict();
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const registrationRequestSchema = z
  .object({
    user: z
      .object({
        email: emailSchema,
        password: passwordSchema(),
        password_confirmation: z.string().max(256),
        currency: z.string().regex(/^[A-Z]{3,4}$/, ruleMessage('invalid_format', 'currency')),
        country: z
          .string()
          .regex(/^[A-Z]{2}$/, ruleMessage('invalid_format', 'country'))
          .optional(),
        locale: z.enum(LOCALES).optional(),
        receive_promos: z.boolean().optional(),
        receive_sms_promos: z.boolean().optional(),
        terms_acceptance: z.literal(true, ruleMessage('must_accept', 'terms_acceptance')),
        dfpc: dfpc.optional(),
        captcha: captcha.optional(),
        custom_login_reg: z.string().max(100).optional(),
      })
      .strict()
      .refine((u) => u.password === u.password_confirmation, {
        path: ['password_confirmation'],
        message: ruleMessage('password_confirmation', 'password_confirmation'),
      }),
  })
  .strict();
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const passwordResetRequestSchema = z
  .object({ user: z.object({ email: emailSchema, captcha: captcha.optional() }).strict() })
  .strict();

export const passwordRestoreRequestSchema = z
  .object({
    user: z
      .object({
        reset_password_token: z.string().min(1).max(200),
        password: passwordSchema(),
        password_confirmation: z.string().max(256),
      })
      .strict()
      .refine((u) => u.password === u.password_confirmation, {
        path: ['password_confirmation'],
        message: ruleMessage('password_confirmation', 'password_confirmation'),
      }),
  })
  .strict();

export const confirmationQuerySchema = z.object({ confirmation_token: z.string().min(1).max(200) }).strict();
export const confirmationResendRequestSchema = z
  .object({ user: z.object({ email: emailSchema }).strict(), captcha: captcha.optional() })
  .strict();
export const confirmationResponseSchema = z.object({ confirmed: z.literal(true), email: z.string() });

/** Details an auth provider (or an old account) misses: today the acceptance of the terms. */
export const updateDetailsRequestSchema = z
  .object({ user: z.object({ terms_acceptance: z.literal(true, ruleMessage('must_accept', 'terms_acceptance')) }).strict() })
  .strict();

/** An ALTCHA proof-of-work challenge (protocol v1, solved by the altcha widget). */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

/** The security page: password change, two-factor, sessions, login history. */
export const passwordChangeRequestSchema = z
  .object({
    current_password: z.string().min(1).max(256),
    password: passwordSchema(),
    password_confirmation: z.string().max(256),
  })
  .strict()
  .refine((u) => u.password === u.password_confirmation, {
    path: ['password_confirmation'],
    message: ruleMessage('password_confirmation', 'password_confirmation'),
  });

export const emailChangeRequestSchema = z.object({ email: emailSchema, password: z.string().min(1).max(256) }).strict();
export const passwordConfirmRequestSchema = z.object({ password: z.string().min(1).max(256) }).strict();
export const twoFactorSetupResponseSchema = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });
export const twoFactorConfirmRequestSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'is invalid'),
  })
  .strict();
export const twoFactorConfirmResponseSchema = z.object({ recovery_codes: z.array(z.string()) });
export const twoFactorDisableRequestSchema = z
  .object({
    password: z.string().min(1).max(256),
    code: z
      .string()
      .trim()
      .regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, 'is invalid'),
  })
  .strict();

export const sessionInfoSchema = z.object({
  id: z.number().int(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The browser and system the user agent names ("Chrome", "Android"), null when it names none. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The country of the address (two letters), null for a private or unknown one. */
  country: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export const sessionsResponseSchema = z.object({ data: z.array(sessionInfoSchema) });
export const loginHistoryItemSchema = z.object({
  at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  dfpc: z.string().nullable(),
  success: z.boolean(),
  reason: z.string().nullable(),
});
export const loginHistoryResponseSchema = z.object({ data: z.array(loginHistoryItemSchema) });
