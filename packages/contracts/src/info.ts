import { z } from 'zod';
import { LOCALES } from './locales';

export const currencySchema = z.object({ code: z.string(), fiat: z.boolean(), subunits_to_unit: z.number().int() });
export const currenciesResponseSchema = z.object({
  data: z.array(currencySchema),
  default: z.string(),
  enabled: z.array(z.string()),
  country_defaults: z.record(z.string(), z.string()),
});

export const restrictionSchema = z.enum(['none', 'partial', 'full']);
export const countrySchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  default_currency: z.string().nullable(),
  default_locale: z.enum(LOCALES).nullable(),
  restriction: restrictionSchema,
});
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = z.object({ data: z.array(countrySchema) });

export const statusSchema = z.object({ id: z.number().int(), name: z.string() });
export const statusesResponseSchema = z.object({ data: z.array(statusSchema) });

export const projectSchema = z.object({
  name: z.string(),
  brand: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  licence: z.object({ default: z.string(), available: z.array(z.string()) }),
  socials: z.array(z.object({ name: z.string(), url: z.string() })),
  /**
   * When the current terms and conditions took effect (ISO date-time). A player who accepted the
   * terms before it is asked to accept them again (auth_fields_missed: terms_acceptance); a time
   * in the future takes effect when it comes. Absent: the terms accepted at registration stand.
   */
  terms_version: z.string().datetime({ offset: true }).optional(),
});

export const cryptoExchangeRatesSchema = z.object({
  base: z.string(),
  updated_at: z.string(),
  rates: z.record(z.string(), z.string()),
});

export const localeInfoSchema = z.object({
  code: z.enum(LOCALES),
  name: z.string(),
  domain: z.string(),
  hidden: z.boolean(),
});
export const localesQuerySchema = z
  .object({ stag: z.string().max(64).optional(), affb_id: z.string().max(64).optional() })
  .strict();
export const localesResponseSchema = z.object({ data: z.array(localeInfoSchema) });

/**
 * Player-field metadata per context (PROF-05); field lists are filled in by the accounts domain.
 * `provider` is what real-money play asks for first (PLAY-04, docs/decisions/016-provider-fields.md).
 */
export const PLAYER_FIELD_CONTEXTS = ['registration', 'deposit', 'cashout', 'edition', 'provider'] as const;
export type PlayerFieldContext = (typeof PLAYER_FIELD_CONTEXTS)[number];
export const playerFieldSchema = z.object({
  field: z.string(),
  type: z.enum(['string', 'date', 'select', 'boolean', 'phone', 'country', 'currency', 'password', 'email']),
  required: z.boolean(),
  options: z.array(z.string()).optional(),
});
export const playerFieldsResponseSchema = z.object({
  contexts: z.record(z.enum(PLAYER_FIELD_CONTEXTS), z.array(playerFieldSchema)),
});
export type PlayerField = z.infer<typeof playerFieldSchema>;

/** The 422 text of a provider-context field still empty when real play is asked for (PLAY-04). */
export const REAL_PLAY_FIELD_REQUIRED = 'is required before playing for real money';
/** The 422 text of a deposit- or cashout-context field still empty at a fiat payment (PAY-03). */
export const PAYMENT_FIELD_REQUIRED = 'is required before a payment';

/**
 * The required fields of a context that the profile leaves empty (null, missing or blank), in the
 * context's order (PROF-06). The same rule on both sides: the game page asks for these before a
 * launch, the server refuses a real-money launch while any is empty.
 */
export function missingPlayerFields(
  profile: Readonly<Record<string, unknown>>,
  fields: readonly Pick<PlayerField, 'field' | 'required'>[],
): string[] {
  return fields
    .filter(({ field, required }) => {
      if (!required) return false;
      const value = profile[field];
      return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
    })
    .map(({ field }) => field);
}

export const currentIpSchema = z.object({ ip: z.string(), country: z.string().nullable() });
export const clientContextSchema = z.object({
  ip: z.string(),
  country: z.string(),
  restriction: restrictionSchema,
  default_locale: z.enum(LOCALES),
  licence: z.string(),
  host: z.string(),
  server_time: z.string(),
  realtime: z.object({ path: z.string() }),
});
export type ClientContext = z.infer<typeof clientContextSchema>;
