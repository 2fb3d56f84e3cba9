/**
 * The field rules of requirements §core-5, written once: the web forms and the server validate with the same
 * schemas. A message is looked up by rule name and carries the field name and the bound
 * (VAL-21); the web translates it with the `validation.<rule>` key and the same values. This file
 * imports nothing: the shell names a rule without downloading zod and the schemas (decision 047).
 */
export const VALIDATION_RULES = {
  required: '{{field}} is required',
  invalid_email: 'invalid email',
  invalid_format: '{{field}} is invalid',
  min_length: '{{field}} is too short (minimum is {{bound}} characters)',
  max_length: '{{field}} is too long (maximum is {{bound}} characters)',
  exact_length: '{{field}} must be exactly {{bound}} characters',
  password_chars: '{{field}} may contain only letters, digits and the symbols | @ # $ ^ & = " ! № \' ; % : ? ( ) _ + - / , . < >',
  password_confirmation: "{{field}} doesn't match the password",
  password_common: '{{field}} is one of the most common passwords and too easy to guess; choose another',
  password_pattern:
    '{{field}} is too easy to guess: it repeats characters or follows a sequence or a keyboard row; add words or characters without a pattern',
  password_dates:
    '{{field}} is too easy to guess: dates and years are among the first tried; add words or characters that are not a date',
  password_words: '{{field}} is too easy to guess: a single word or name is among the first tried; add more words or characters',
  password_personal: '{{field}} is too easy to guess: it contains your email address; choose one without it',
  password_weak: '{{field}} is too easy to guess; make it longer, with several words or characters without a pattern',
  name_chars: '{{field}} may contain only letters, digits, spaces, dots and hyphens',
  phone_chars: '{{field}} may contain only digits, +, parentheses, spaces and hyphens',
  date_format: '{{field}} must be a valid date as DD/MM/YYYY',
  min_age: 'you must be at least {{bound}} years old',
  postal_code: '{{field}} is not a valid postal code for {{bound}}',
  currency_not_allowed: '{{field}} {{bound}} is not available',
  must_accept: '{{field}} must be accepted',
  // The server's own refusals a player can see, translated by the web like the rules above.
  taken: 'has already been taken',
  current_address: 'is your current address',
  incorrect: 'is incorrect',
  missing: 'is required',
  code_invalid: 'is invalid or was already used',
  expired: 'is invalid or has expired',
  confirmation_invalid: 'is invalid, was already used or has expired',
  not_found: 'not found',
  already_confirmed: 'was already confirmed, please try signing in',
  otp_required: 'is required: enter the code from your authenticator app',
  country_locked: 'cannot be changed; please contact support',
  invalid_credentials: 'Invalid email or password.',
  restricted_login: 'Login not available in your country',
  restricted_registration: 'Registration restricted in your country',
  two_factor_on: 'Two-factor authentication is already on',
  too_many: 'Too many requests, please try again later.',
  /** A 429 with its wait in whole minutes (the bound), shown with plural forms. */
  try_again: 'Too many attempts. Try again in {{bound}} minutes.',
  locked: 'Too many failed sign-in attempts. Try again in {{bound}} minutes or reset your password.',
  something_wrong: 'Something went wrong',
} as const;
export type ValidationRule = keyof typeof VALIDATION_RULES;

/** The message of a rule for a field, with its bound filled in. */
export function ruleMessage(rule: ValidationRule, field: string, bound?: string | number): string {
  return VALIDATION_RULES[rule].replace('{{field}}', field.replace(/_/g, ' ')).replace('{{bound}}', String(bound ?? ''));
}
