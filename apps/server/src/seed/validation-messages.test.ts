import { VALIDATION_RULES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { SHIPPED_MESSAGES } from './translations';

/** The fields contracts name in their rule texts (ruleMessage's second argument). */
const RULE_FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'first_name',
  'last_name',
  'nickname',
  'date_of_birth',
  'mobile_phone',
  'postal_code',
  'personal_id',
  'country',
  'currency',
  'otp_attempt',
  'terms_acceptance',
];

describe('validation messages', () => {
  it('VAL-21 every rule of contracts and every field it names is translated in every locale, not copied from English', () => {
    const keys = [
      ...Object.keys(VALIDATION_RULES).map((rule) => `validation.${rule}`),
      ...RULE_FIELDS.map((f) => `validation.field.${f}`),
    ];
    // A rule with a count in it is shipped as plural forms (key_one, key_other, …).
    const text = (locale: keyof typeof SHIPPED_MESSAGES, key: string) =>
      SHIPPED_MESSAGES[locale][key] ?? SHIPPED_MESSAGES[locale][`${key}_other`];
    for (const key of keys) expect(text('en', key), key).toBeTruthy();
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const) {
      for (const key of keys) {
        const translated = text(locale, key);
        expect(translated, `${locale} ${key}`).toBeTruthy();
        // A field name may be the same word (Email, Password in Italian); a rule text may not.
        if (key.startsWith('validation.field.')) continue;
        expect(translated, `${locale} ${key}`).not.toBe(text('en', key));
      }
    }
  });

  it('VAL-21 each rule text keeps the placeholders its English original has', () => {
    for (const rule of Object.keys(VALIDATION_RULES)) {
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      const of = (locale: keyof typeof SHIPPED_MESSAGES) =>
        SHIPPED_MESSAGES[locale][`validation.${rule}`] ?? SHIPPED_MESSAGES[locale][`validation.${rule}_other`] ?? '';
      const english = placeholders(of('en'));
      for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const) {
        expect(placeholders(of(locale)), `${locale} ${rule}`).toEqual(english);
      }
    }
  });
});
