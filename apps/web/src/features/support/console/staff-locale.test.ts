import { describe, expect, it } from 'vitest';
import { staffLocale } from './staff-locale';

describe('the staff console language', () => {
  it('ROLE-11 takes the first preferred language we have, exactly or by its language', () => {
    expect(staffLocale(['fr-CA', 'en'])).toBe('fr-CA');
    expect(staffLocale(['de-AT', 'en'])).toBe('de');
    expect(staffLocale(['fr-FR'])).toBe('fr-CA');
    expect(staffLocale(['nb-NO'])).toBe('no');
    expect(staffLocale(['en-AU'])).toBe('en-AU');
    expect(staffLocale(['en-GB', 'de'])).toBe('en');
  });

  it('ROLE-11 skips languages we do not have and falls back to English', () => {
    expect(staffLocale(['ja', 'it-CH'])).toBe('it');
    expect(staffLocale(['ja', 'zh-CN'])).toBe('en');
    expect(staffLocale([])).toBe('en');
  });
});
