import { describe, expect, it } from 'vitest';
import {
  COUNTRY_LOCALES,
  DEFAULT_COUNTRY,
  LOCALES,
  intlLocale,
  isLocale,
  localeForCountry,
  localizePath,
  splitLocalePath,
} from './locales';
import { mirrorLocaleOf } from './embed';

describe('splitLocalePath', () => {
  it('ROUTE-02 takes the locale from the first path segment', () => {
    expect(splitLocalePath('/de/pokies')).toEqual({ locale: 'de', rest: '/pokies', prefixed: true });
    expect(splitLocalePath('/en-AU/categories/top')).toEqual({ locale: 'en-AU', rest: '/categories/top', prefixed: true });
    expect(splitLocalePath('/fr-CA')).toEqual({ locale: 'fr-CA', rest: '/', prefixed: true });
  });

  it('ROUTE-02 serves English without a prefix and treats unknown first segments as English paths', () => {
    expect(splitLocalePath('/pokies')).toEqual({ locale: 'en', rest: '/pokies', prefixed: false });
    expect(splitLocalePath('/')).toEqual({ locale: 'en', rest: '/', prefixed: false });
    expect(splitLocalePath('')).toEqual({ locale: 'en', rest: '/', prefixed: false });
    // An explicit /en prefix is not a locale prefix: English has none.
    expect(splitLocalePath('/en/pokies')).toEqual({ locale: 'en', rest: '/en/pokies', prefixed: false });
    expect(splitLocalePath('/xx/pokies').locale).toBe('en');
    expect(splitLocalePath('/DE/pokies').locale).toBe('en');
  });
});

describe('localizePath', () => {
  it('ROUTE-02 prefixes every locale but English and round-trips with splitLocalePath', () => {
    expect(localizePath('en', '/pokies')).toBe('/pokies');
    expect(localizePath('en', 'pokies')).toBe('/pokies');
    expect(localizePath('de', '/')).toBe('/de');
    expect(localizePath('de', '/pokies')).toBe('/de/pokies');
    for (const locale of LOCALES) {
      for (const rest of ['/', '/pokies', '/categories/top']) {
        const split = splitLocalePath(localizePath(locale, rest));
        expect(split).toMatchObject({ locale, rest });
      }
    }
  });
});

describe('localeForCountry', () => {
  it('ROUTE-04 maps the countries of requirements §core-1 to their locale', () => {
    expect(localeForCountry('AU')).toBe('en-AU');
    expect(localeForCountry('de')).toBe('de');
    expect(localeForCountry('EE')).toBe('et');
    for (const [country, locale] of Object.entries(COUNTRY_LOCALES)) expect(localeForCountry(country)).toBe(locale);
  });

  it('ROUTE-04 falls back to the default country CA, hence en-CA, for unknown or missing countries', () => {
    expect(DEFAULT_COUNTRY).toBe('CA');
    expect(localeForCountry(null)).toBe('en-CA');
    expect(localeForCountry(undefined)).toBe('en-CA');
    expect(localeForCountry('JP')).toBe('en-CA');
    expect(localeForCountry('ZZ')).toBe('en-CA');
  });
});

describe('isLocale and intlLocale', () => {
  it('ROUTE-01 recognises exactly the ten locales and maps Norwegian to Bokmål for Intl', () => {
    expect(LOCALES).toHaveLength(10);
    for (const locale of LOCALES) expect(isLocale(locale)).toBe(true);
    for (const value of ['EN', 'en-US', 'fr', '', null, 1]) expect(isLocale(value)).toBe(false);
    expect(intlLocale('no')).toBe('nb-NO');
    expect(intlLocale('fr-CA')).toBe('fr-CA');
  });
});

describe('mirrorLocaleOf (ROUTE-03)', () => {
  it('names the locale whose mirror a host is, with or without a port and in any case, and null elsewhere', () => {
    expect(mirrorLocaleOf('casino-de.example')).toBe('de');
    expect(mirrorLocaleOf('Casino-QC.example:8443')).toBe('fr-CA');
    expect(mirrorLocaleOf('casino.example')).toBe('en');
    expect(mirrorLocaleOf('127.0.0.1:3000')).toBeNull();
    expect(mirrorLocaleOf('evil-casino-de.example')).toBeNull();
  });
});
