import { describe, expect, it } from 'vitest';
import { playerUpdateRequestSchema } from './player';
import { registrationRequestSchema } from './auth';
import {
  ageOn,
  birthdaySchema,
  defaultCurrencyFor,
  emailSchema,
  isValidPostalCode,
  minAgeFor,
  nicknameSchema,
  parseBirthday,
  passwordSchema,
  phoneSchema,
  stateFromPostalCode,
} from './validation';
import { ruleMessage } from './validation-rules';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('requirements §core-5 validation rules', () => {
  it('ruleMessage builds the English message from the rule name, the field name and the bound', () => {
    expect(ruleMessage('min_length', 'nickname', 3)).toBe('nickname is too short (minimum is 3 characters)');
    expect(ruleMessage('min_age', 'date_of_birth', 21)).toBe('you must be at least 21 years old');
  });

  it('VAL-01 email: a standard address', () => {
    expect(emailSchema.safeParse('ada@example.com').success).toBe(true);
    for (const bad of ['ada', 'ada@', '@example.com', 'a b@example.com', 'ada@example', '<a>@x.com']) {
      expect(messages(emailSchema.safeParse(bad)), bad).toEqual(['invalid email']);
    }
  });

  it('VAL-02 password: letters, digits and the listed symbols only', () => {
    const schema = passwordSchema();
    expect(schema.safeParse('Ab1|@#$^&="!№\';%:?()_+-/,.<>').success).toBe(true);
    expect(schema.safeParse('Пароль-ä-42').success).toBe(true);
    for (const bad of ['has space1', 'tilde~123', 'back`tick1', 'curly{}123']) {
      expect(schema.safeParse(bad).success, bad).toBe(false);
    }
    expect(messages(schema.safeParse('short'))).toEqual(['password is too short (minimum is 8 characters)']);
  });

  it('VAL-03 the confirmation must equal the password', () => {
    const user = { email: 'a@b.co', password: 'Secret-123', currency: 'EUR', terms_acceptance: true };
    const result = registrationRequestSchema.safeParse({ user: { ...user, password_confirmation: 'Secret-124' } });
    expect(result.error?.issues[0]).toMatchObject({ path: ['user', 'password_confirmation'] });
    expect(registrationRequestSchema.safeParse({ user: { ...user, password_confirmation: 'Secret-123' } }).success).toBe(true);
  });

  it('VAL-04 VAL-05 CONST-39 nickname: 3 to 15 of letters, digits, spaces, dots and hyphens, or empty', () => {
    for (const ok of ['', 'Ada', 'Ada Lovelace-1.', 'ÅseØ']) expect(nicknameSchema.safeParse(ok).success, ok).toBe(true);
    expect(messages(nicknameSchema.safeParse('ab'))).toEqual(['nickname is too short (minimum is 3 characters)']);
    expect(messages(nicknameSchema.safeParse('a'.repeat(16)))).toEqual(['nickname is too long (maximum is 15 characters)']);
    expect(nicknameSchema.safeParse('<b>bold</b>').success).toBe(false);
  });

  it('VAL-06 CONST-39 phone: at least 8 of digits, plus, parentheses, space and hyphen', () => {
    expect(phoneSchema.safeParse('+1 (416) 555-0100').success).toBe(true);
    expect(messages(phoneSchema.safeParse('1234567'))).toEqual(['mobile phone is too short (minimum is 8 characters)']);
    expect(phoneSchema.safeParse('12345678x').success).toBe(false);
  });

  it('VAL-07 CONST-39 personal id: exactly 11 characters', () => {
    expect(playerUpdateRequestSchema.safeParse({ personal_id: '12345678901' }).success).toBe(true);
    expect(messages(playerUpdateRequestSchema.safeParse({ personal_id: '1234567890' }))).toEqual([
      'personal id must be exactly 11 characters',
    ]);
  });

  it('VAL-08 birthday: a real DD/MM/YYYY day, day at most 31, month at most 12', () => {
    expect(parseBirthday('29/02/2000')?.toISOString()).toBe('2000-02-29T00:00:00.000Z');
    for (const bad of ['29/02/2001', '32/01/2000', '01/13/2000', '1/1/2000', '2000-01-01'])
      expect(parseBirthday(bad), bad).toBeNull();
  });

  it('VAL-09 DECISIONS-13 CONST-39 age: at least 18 on the day, 21 under the EE licence', () => {
    const today = new Date('2026-11-15T00:00:00Z');
    expect(ageOn(new Date('2008-11-15T00:00:00Z'), today)).toBe(18);
    expect(ageOn(new Date('2008-11-16T00:00:00Z'), today)).toBe(17);
    expect([minAgeFor('EE'), minAgeFor('CW'), minAgeFor(null)]).toEqual([21, 18, 18]);
    expect(birthdaySchema(today, 18).safeParse('15/11/2008').success).toBe(true);
    expect(messages(birthdaySchema(today, 21).safeParse('15/11/2008'))).toEqual(['you must be at least 21 years old']);
  });

  it('VAL-17 VAL-27 postal codes per country, with a general pattern elsewhere', () => {
    expect(isValidPostalCode('CA', 'K1A 0B1')).toBe(true);
    expect(isValidPostalCode('CA', '12345')).toBe(false);
    expect(isValidPostalCode('AU', '2000')).toBe(true);
    expect(isValidPostalCode('DE', '1011')).toBe(false);
    expect(isValidPostalCode('FR', '75001')).toBe(true);
    expect(isValidPostalCode(null, '<x>')).toBe(false);
  });

  it('VAL-18 VAL-27 Australian states by postcode range', () => {
    const cases: [string, string][] = [
      ['2000', 'New South Wales'],
      ['2600', 'Australian Capital Territory'],
      ['0200', 'Australian Capital Territory'],
      ['2910', 'Australian Capital Territory'],
      ['3000', 'Victoria'],
      ['4000', 'Queensland'],
      ['5000', 'South Australia'],
      ['6000', 'Western Australia'],
      ['7000', 'Tasmania'],
      ['0800', 'Northern Territory'],
    ];
    for (const [code, state] of cases) expect(stateFromPostalCode('AU', code), code).toBe(state);
  });

  it('VAL-19 Canadian provinces by the first letter', () => {
    const cases: [string, string][] = [
      ['A1A 1A1', 'Newfoundland and Labrador'],
      ['B3H', 'Nova Scotia'],
      ['C1A', 'Prince Edward Island'],
      ['E1C', 'New Brunswick'],
      ['G1R', 'Quebec'],
      ['h2x', 'Quebec'],
      ['J4K', 'Quebec'],
      ['K1A', 'Ontario'],
      ['P3A', 'Ontario'],
      ['R3C', 'Manitoba'],
      ['S4P', 'Saskatchewan'],
      ['T2P', 'Alberta'],
      ['V6B', 'British Columbia'],
      ['X1A', 'Northwest Territories'],
      ['Y1A', 'Yukon'],
    ];
    for (const [code, state] of cases) expect(stateFromPostalCode('CA', code), code).toBe(state);
    expect(stateFromPostalCode('CA', 'D1A')).toBeNull();
    expect(stateFromPostalCode('DE', '10115')).toBeNull();
  });

  it("VAL-20 the country's default currency only when it is enabled, else the configured default", () => {
    const defaults = { CA: 'CAD', GB: 'GBP' };
    expect(defaultCurrencyFor('CA', ['CAD', 'EUR'], 'EUR', defaults)).toBe('CAD');
    expect(defaultCurrencyFor('GB', ['CAD', 'EUR'], 'EUR', defaults)).toBe('EUR');
    expect(defaultCurrencyFor(null, ['CAD', 'EUR'], 'EUR', defaults)).toBe('EUR');
  });
});
