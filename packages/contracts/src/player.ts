import { z } from 'zod';
import { LOCALES } from './locales';
import { nameSchema, nicknameSchema, personalIdSchema, phoneSchema, plainTextSchema } from './validation';
import { ruleMessage } from './validation-rules';

/** The Player entity of requirements §core-3 (PROF-01), as GET /api/player answers it. */
export const playerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nickname: z.string().nullable(),
  /** DD/MM/YYYY, the format of the form rule (VAL-08). */
  date_of_birth: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  state: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  personal_id: z.string().nullable(),
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
  currency: z.string(),
  language: z.string(),
  locale: z.enum(LOCALES),
  statuses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  current_sign_in_at: z.string().nullable(),
  deposit_bonus_code: z.string().nullable(),
  can_issue_bonuses: z.boolean(),
  autoregistered: z.boolean(),
  autologin_link: z.string().nullable(),
  verified: z.boolean(),
  sumsub_verified: z.boolean(),
  license_name: z.string(),
  sow_questionnaire_expires_at: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  auth_fields_missed: z.array(z.string()),
  profession: z.string().nullable(),
  groups: z.array(z.number().int()),
  level: z.string(),
  vip: z.boolean(),
  manager: z
    .object({
      managerName: z.string(),
      time: z.string(),
      avatar: z.string(),
      whatsAppLink: z.string(),
      telegramLink: z.string(),
      email: z.string(),
    })
    .nullable(),
  /** What the realtime client needs (the spec's "cent" section). */
  cent: z.object({ path: z.string(), channels: z.array(z.string()) }),
});
export type Player = z.infer<typeof playerSchema>;

/**
 * PATCH /api/player: only the fields a player may change themselves. Email, groups, balance,
 * flags and anything else are not in the schema, so the strict object refuses them (422).
 * date_of_birth and postal_code are checked against the player's licence and country by the
 * server, which knows both.
 */
export const playerUpdateRequestSchema = z
  .object({
    first_name: nameSchema('first_name').optional(),
    last_name: nameSchema('last_name').optional(),
    nickname: nicknameSchema.optional(),
    date_of_birth: z.string().trim().max(10, ruleMessage('date_format', 'date_of_birth')).optional(),
    gender: z.enum(['male', 'female', 'other']).optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, ruleMessage('invalid_format', 'country'))
      .optional(),
    city: plainTextSchema('city', 80).optional(),
    address: plainTextSchema('address', 200).optional(),
    postal_code: z
      .string()
      .trim()
      .max(12, ruleMessage('max_length', 'postal_code', 12))
      .optional(),
    state: plainTextSchema('state', 80).optional(),
    mobile_phone: phoneSchema.optional(),
    personal_id: personalIdSchema.optional(),
    profession: plainTextSchema('profession', 100).optional(),
    receive_promos: z.boolean().optional(),
    receive_sms_promos: z.boolean().optional(),
  })
  .strict();
export type PlayerUpdateRequest = z.infer<typeof playerUpdateRequestSchema>;

export const playerSettingsSchema = z.object({
  locale: z.enum(LOCALES).nullable(),
  currency: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  /** The proof-of-work captcha: where the widget gets its challenge (AUTH-15 "a key"). */
  captcha: z.object({ key: z.string(), challenge_url: z.string() }),
  session: z.object({ idle_timeout_s: z.number().int(), absolute_timeout_s: z.number().int() }),
});

export const updateLocaleRequestSchema = z.object({ locale: z.enum(LOCALES) }).strict();
export const updateLocaleResponseSchema = z.object({ locale: z.enum(LOCALES) });

export const playerGroupsRequestSchema = z
  .object({ groups: z.object({ add: z.array(z.number().int().positive()).min(1).max(10) }).strict() })
  .strict();
export const playerGroupsResponseSchema = z.object({ groups: z.array(z.number().int()) });

export const playerStatsSchema = z.object({
  sign_in_count: z.number().int(),
  current_sign_in_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  last_sign_in_ip: z.string().nullable(),
  created_at: z.string(),
  confirmed: z.boolean(),
});

export const subscriptionsSchema = z.object({ receive_promos: z.boolean(), receive_sms_promos: z.boolean() });
export const subscriptionsUpdateRequestSchema = z
  .object({ receive_promos: z.boolean().optional(), receive_sms_promos: z.boolean().optional() })
  .strict();

/** Chat restore ids (requirements §core-7 "Other"): kept per player, chat project and chat type. */
export const restoreIdGetRequestSchema = z
  .object({ project: z.string().min(1).max(64), type: z.string().min(1).max(32), request_id: z.string().max(64).optional() })
  .strict();
export const restoreIdSetRequestSchema = z
  .object({
    internal_id: z.string().min(1).max(200),
    project: z.string().min(1).max(64),
    type: z.string().min(1).max(32),
    request_id: z.string().max(64).optional(),
  })
  .strict();
export const restoreIdResponseSchema = z.object({ internal_id: z.string().nullable() });
