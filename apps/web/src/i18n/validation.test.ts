import { ruleMessage, VALIDATION_RULES, type ValidationRule } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { localizeRuleMessage, parseRuleMessage } from './validation';

/** A few of the German and English messages, as the server serves them. */
const MESSAGES = {
  de: {
    'validation.required': '{{field}} ist erforderlich',
    'validation.min_length': '{{field}} ist zu kurz (mindestens {{bound}} Zeichen)',
    'validation.min_age': 'Sie müssen mindestens {{bound}} Jahre alt sein',
    'validation.field.password': 'Passwort',
    'validation.field.first_name': 'Vorname',
    'validation.taken': 'ist schon vergeben',
    'validation.try_again_one': 'Zu viele Versuche. Versuche es in {{count}} Minute erneut.',
    'validation.try_again_other': 'Zu viele Versuche. Versuche es in {{count}} Minuten erneut.',
    'account.error.closed': 'Dieses Konto ist geschlossen.',
  },
  en: { 'validation.required': '{{field}} is required', 'validation.field.mobile_phone': 'Mobile phone' },
};

const localize = (locale: 'de' | 'en', message: string) => {
  const i18n = createI18n(locale, MESSAGES[locale]);
  return localizeRuleMessage(i18n.t, (key) => i18n.exists(key), message);
};

describe('validation messages in the page language', () => {
  it('VAL-21 finds the rule, the field and the bound of every rule text contracts write', () => {
    for (const rule of Object.keys(VALIDATION_RULES) as ValidationRule[]) {
      const parsed = parseRuleMessage(ruleMessage(rule, 'date_of_birth', 42));
      expect(parsed?.rule).toBe(rule);
      if (VALIDATION_RULES[rule].includes('{{field}}')) expect(parsed?.field).toBe('date_of_birth');
      if (VALIDATION_RULES[rule].includes('{{bound}}')) expect(parsed?.bound).toBe('42');
    }
    expect(parseRuleMessage('Something else went wrong')).toBeNull();
  });

  it('VAL-21 VAL-03 CONST-39 a German page says the rule with the translated field name and the bound', () => {
    expect(localize('de', ruleMessage('min_length', 'password', 8))).toBe('Passwort ist zu kurz (mindestens 8 Zeichen)');
    expect(localize('de', ruleMessage('required', 'first_name'))).toBe('Vorname ist erforderlich');
    expect(localize('de', ruleMessage('min_age', 'date_of_birth', 21))).toBe('Sie müssen mindestens 21 Jahre alt sein');
    // A field without a label of its own keeps its name.
    expect(localize('de', ruleMessage('required', 'nickname'))).toBe('nickname ist erforderlich');
  });

  it('VAL-21 an English page keeps the rule text, and a text that is no rule is shown as it is', () => {
    expect(localize('en', ruleMessage('required', 'mobile_phone'))).toBe('Mobile phone is required');
    expect(localize('de', 'Die Verbindung ist fehlgeschlagen')).toBe('Die Verbindung ist fehlgeschlagen');
  });

  it("VAL-21 AUTH-10 the server's own refusals and a 429's wait in minutes come in the page's language, with plural forms", () => {
    expect(localize('de', VALIDATION_RULES.taken)).toBe('ist schon vergeben');
    expect(localize('de', ruleMessage('try_again', '', 1))).toBe('Zu viele Versuche. Versuche es in 1 Minute erneut.');
    expect(localize('de', ruleMessage('try_again', '', 42))).toBe('Zu viele Versuche. Versuche es in 42 Minuten erneut.');
    expect(localize('de', 'account.error.closed')).toBe('Dieses Konto ist geschlossen.');
    // A key the page does not know stays as it came.
    expect(localize('de', 'account.error.unknown')).toBe('account.error.unknown');
  });
});
