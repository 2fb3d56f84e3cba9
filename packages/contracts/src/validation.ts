import { z } from 'zod';
import { ruleMessage } from './validation-rules';

const m = ruleMessage;

/** Password length bounds: 64 characters must work untruncated (argon2 has no 72-byte cut). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 15;
export const PHONE_MIN = 8;
export const PERSONAL_ID_LENGTH = 11;
export const MIN_AGE = 18;
/** DECISIONS-13: at least 21 under the Estonian licence. */
export const MIN_AGE_EE = 21;

const PASSWORD_CHARS = /^[\p{L}\p{N}|@#$^&="!№';%:?()_+\-/,.<>]+$/u;
const NAME_CHARS = /^[\p{L}\p{N} .-]+$/u;
const PHONE_CHARS = /^[\d+() -]+$/;

export const emailSchema = z
  .string(m('required', 'email'))
  .trim()
  .min(1, m('required', 'email'))
  .max(254, m('max_length', 'email', 254))
  .regex(/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/, m('invalid_email', 'email'));

export const passwordSchema = (field = 'password') =>
  z
    .string(m('required', field))
    .min(PASSWORD_MIN, m('min_length', field, PASSWORD_MIN))
    .max(PASSWORD_MAX, m('max_length', field, PASSWORD_MAX))
    .regex(PASSWORD_CHARS, m('password_chars', field));

export const nameSchema = (field: string) =>
  z
    .string(m('required', field))
    .trim()
    .min(1, m('required', field))
    .max(50, m('max_length', field, 50))
    .regex(NAME_CHARS, m('name_chars', field));

/** Same characters as a name, 3 to 15 long, or empty (VAL-05). */
export const nicknameSchema = z
  .string()
  .trim()
  .max(NICKNAME_MAX, m('max_length', 'nickname', NICKNAME_MAX))
  .refine((v) => v === '' || v.length >= NICKNAME_MIN, m('min_length', 'nickname', NICKNAME_MIN))
  .refine((v) => v === '' || NAME_CHARS.test(v), m('name_chars', 'nickname'));

export const phoneSchema = z
  .string()
  .trim()
  .min(PHONE_MIN, m('min_length', 'mobile_phone', PHONE_MIN))
  .max(20, m('max_length', 'mobile_phone', 20))
  .regex(PHONE_CHARS, m('phone_chars', 'mobile_phone'));

export const personalIdSchema = z
  .string()
  .trim()
  .length(PERSONAL_ID_LENGTH, m('exact_length', 'personal_id', PERSONAL_ID_LENGTH));

/** Parses DD/MM/YYYY into a UTC date, or null when it is not a real calendar day. */
export function parseBirthday(value: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (day < 1 || day > 31 || month < 1 || month > 12 || year < 1900) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}

/** Full years between a birthday and a day (both UTC calendar days). */
export function ageOn(birthday: Date, today: Date): number {
  let age = today.getUTCFullYear() - birthday.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birthday.getUTCMonth() ||
    (today.getUTCMonth() === birthday.getUTCMonth() && today.getUTCDate() < birthday.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** The youngest age allowed under a licence (DECISIONS-13). */
export const minAgeFor = (licence: string | null | undefined): number => (licence === 'EE' ? MIN_AGE_EE : MIN_AGE);

/** A DD/MM/YYYY birthday at least `minAge` years before `today`. */
export const birthdaySchema = (today: Date, minAge = MIN_AGE) =>
  z
    .string()
    .trim()
    .refine((v) => parseBirthday(v) !== null, m('date_format', 'date_of_birth'))
    .refine(
      (v) => {
        const date = parseBirthday(v);
        return date === null || ageOn(date, today) >= minAge;
      },
      m('min_age', 'date_of_birth', minAge),
    );

/** Per-country postal-code patterns (VAL-17, VAL-27); other countries use the general one. */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  NO: /^\d{4}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
  EE: /^\d{5}$/,
  US: /^\d{5}(-\d{4})?$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i,
};
const GENERAL_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export function isValidPostalCode(country: string | null | undefined, code: string): boolean {
  const pattern = (country && POSTAL_CODE_PATTERNS[country.toUpperCase()]) || GENERAL_POSTAL_CODE;
  return pattern.test(code.trim());
}

/** Australian postcode ranges (Australia Post), first match wins. */
const AU_RANGES: readonly [number, number, string][] = [
  [200, 299, 'Australian Capital Territory'],
  [800, 999, 'Northern Territory'],
  [1000, 2599, 'New South Wales'],
  [2600, 2618, 'Australian Capital Territory'],
  [2619, 2899, 'New South Wales'],
  [2900, 2920, 'Australian Capital Territory'],
  [2921, 2999, 'New South Wales'],
  [3000, 3999, 'Victoria'],
  [4000, 4999, 'Queensland'],
  [5000, 5999, 'South Australia'],
  [6000, 6999, 'Western Australia'],
  [7000, 7999, 'Tasmania'],
  [8000, 8999, 'Victoria'],
  [9000, 9999, 'Queensland'],
];

const CA_PROVINCES: Readonly<Record<string, string>> = {
  A: 'Newfoundland and Labrador',
  B: 'Nova Scotia',
  C: 'Prince Edward Island',
  E: 'New Brunswick',
  G: 'Quebec',
  H: 'Quebec',
  J: 'Quebec',
  K: 'Ontario',
  L: 'Ontario',
  M: 'Ontario',
  N: 'Ontario',
  P: 'Ontario',
  R: 'Manitoba',
  S: 'Saskatchewan',
  T: 'Alberta',
  V: 'British Columbia',
  X: 'Northwest Territories',
  Y: 'Yukon',
};

/** The state a postal code lies in, for Australia and Canada (VAL-18, VAL-19); null elsewhere. */
export function stateFromPostalCode(country: string | null | undefined, code: string): string | null {
  const trimmed = code.trim();
  if (country?.toUpperCase() === 'AU' && /^\d{4}$/.test(trimmed)) {
    const n = Number(trimmed);
    return AU_RANGES.find(([from, to]) => n >= from && n <= to)?.[2] ?? null;
  }
  if (country?.toUpperCase() === 'CA' && trimmed.length > 0) {
    return CA_PROVINCES[trimmed.charAt(0).toUpperCase()] ?? null;
  }
  return null;
}

/**
 * VAL-20: the currency a player from `country` gets offered first: the country's default when it
 * is enabled, otherwise the configured default.
 */
export function defaultCurrencyFor(
  country: string | null | undefined,
  enabled: readonly string[],
  fallback: string,
  countryDefaults: Readonly<Record<string, string>>,
): string {
  const own = country ? countryDefaults[country.toUpperCase()] : undefined;
  return own && enabled.includes(own) ? own : fallback;
}

/** Only enabled currencies may be chosen (VAL-20). */
export const isCurrencyAllowed = (currency: string, enabled: readonly string[]): boolean => enabled.includes(currency);

/** Free text fields (city, address, profession): no markup characters. */
export const plainTextSchema = (field: string, max = 120) =>
  z
    .string()
    .trim()
    .max(max, m('max_length', field, max))
    .regex(/^[^<>{}]*$/, m('invalid_format', field));
