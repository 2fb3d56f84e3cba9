import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { MESSAGE_DOMAINS } from './messages';

/**
 * CMS-09: the shipped UI messages. en.json is the source; the other full locales must hold
 * every key, really translated; the English variants hold only the texts that differ locally
 * and fall back to en.json for the rest. Every check walks en.json's keys, so a key added
 * later is covered without touching this file.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), 'messages');
const SOURCE = 'en';
const FULL_LOCALES = ['de', 'fr-CA', 'no', 'it', 'et'] as const;
const ENGLISH_VARIANTS = ['en-AU', 'en-CA', 'en-NZ', 'en-KW'] as const;
/** Values that stay as they are in every language. */
const BRAND_NAMES = new Set(['Rocket Casino']);
/** The largest share of translatable values a full locale may leave identical to English. */
const MAX_UNTRANSLATED_SHARE = 0.1;

/** The message domains: every folder under messages/. */
const DOMAINS = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function load(domain: string, locale: string): Record<string, string> {
  const parsed: unknown = JSON.parse(readFileSync(join(ROOT, domain, `${locale}.json`), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${domain}/${locale}.json is not a flat JSON object`);
  }
  return parsed as Record<string, string>;
}

/** The {{placeholders}} of a text, as a sorted list (a repeated one counts once). */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();
}

const others = LOCALES.filter((locale) => locale !== SOURCE);

describe('CMS-09 message domains', () => {
  it('CMS-09 every domain folder is registered, and no key is defined by two domains', () => {
    expect(Object.keys(MESSAGE_DOMAINS).sort()).toEqual(DOMAINS);
    const owner = new Map<string, string>();
    for (const domain of DOMAINS) {
      for (const key of Object.keys(load(domain, SOURCE))) {
        expect(owner.get(key), `${key} is in ${owner.get(key)} and ${domain}`).toBeUndefined();
        owner.set(key, domain);
      }
    }
  });
});

describe.each(DOMAINS)('CMS-09 shipped UI messages of %s', (domain) => {
  const en = load(domain, SOURCE);
  const enKeys = Object.keys(en);
  const messages = Object.fromEntries(LOCALES.map((locale) => [locale, load(domain, locale)])) as Record<
    string,
    Record<string, string>
  >;
  /** A locale's messages; every locale file is loaded above, so a miss is an empty file. */
  const of = (locale: string): Record<string, string> => messages[locale] ?? {};
  const english = (key: string): string => en[key] ?? '';

  it('CMS-09 covers exactly the locales of the contracts: five full translations and four English variants', () => {
    expect([SOURCE, ...FULL_LOCALES, ...ENGLISH_VARIANTS].sort()).toEqual([...LOCALES].sort());
    expect(enKeys.length).toBeGreaterThan(0);
  });

  it('CMS-09 every file is a flat map of non-empty strings', () => {
    for (const locale of LOCALES) {
      for (const [key, value] of Object.entries(of(locale))) {
        expect(typeof value, `${locale}: ${key}`).toBe('string');
        expect(value.trim(), `${locale}: ${key} is empty`).not.toBe('');
      }
    }
  });

  it.each(FULL_LOCALES)('CMS-09 %s has every key of en.json with a non-empty value', (locale) => {
    const file = of(locale);
    const missing = enKeys.filter((key) => typeof file[key] !== 'string' || (file[key] ?? '').trim() === '');
    expect(missing, `${locale}.json lacks or leaves empty`).toEqual([]);
  });

  it.each(others)('CMS-09 %s has no key that en.json lacks', (locale) => {
    // A plural form English does not use (French and Italian `_many`) belongs to a key en.json has as `_other`.
    const pluralOfEnglish = (key: string) =>
      /^(.+)_(zero|two|few|many)$/.test(key) && `${key.replace(/_[a-z]+$/, '')}_other` in en;
    const extra = Object.keys(of(locale)).filter((key) => !(key in en) && !pluralOfEnglish(key));
    expect(extra, `${locale}.json has keys en.json lacks`).toEqual([]);
  });

  it.each(others)('CMS-09 %s keeps exactly the {{placeholders}} of the English text', (locale) => {
    const file = of(locale);
    for (const [key, value] of Object.entries(file)) {
      const source = key in en ? key : key.replace(/_(zero|two|few|many)$/, '_other');
      if (!(source in en)) continue; // reported by the extra-key test
      expect(placeholders(value), `${locale}: ${key}`).toEqual(placeholders(english(source)));
    }
  });

  it.each(FULL_LOCALES)(
    `CMS-09 %s leaves at most ${MAX_UNTRANSLATED_SHARE * 100}% of the texts identical to English`,
    (locale) => {
      const file = of(locale);
      const translatable = enKeys.filter((key) => !key.startsWith('locale.') && !BRAND_NAMES.has(english(key)));
      const identical = translatable.filter((key) => file[key] === en[key]);
      expect(
        identical.length,
        `${locale}: ${identical.length} of ${translatable.length} identical to English: ${identical.join(', ')}`,
      ).toBeLessThanOrEqual(Math.floor(translatable.length * MAX_UNTRANSLATED_SHARE));
    },
  );

  it('CMS-09 language names (locale.*) are endonyms, identical in every file that has them', () => {
    const localeKeys = enKeys.filter((key) => key.startsWith('locale.'));
    // The language names live in one domain (core); a domain that has some must have all.
    if (localeKeys.length > 0) expect(localeKeys.sort()).toEqual(LOCALES.map((locale) => `locale.${locale}`).sort());
    for (const locale of others) {
      for (const key of localeKeys) {
        if (key in of(locale)) expect(of(locale)[key], `${locale}: ${key}`).toBe(en[key]);
      }
    }
  });

  it('CMS-09 brand names stay untranslated', () => {
    const brandKeys = enKeys.filter((key) => BRAND_NAMES.has(english(key)));
    expect(brandKeys.length).toBeGreaterThan(0);
    for (const locale of others) {
      for (const key of brandKeys) {
        if (key in of(locale)) expect(of(locale)[key], `${locale}: ${key}`).toBe(en[key]);
      }
    }
  });

  it.each(ENGLISH_VARIANTS)('CMS-09 %s holds only texts that differ from en.json (the rest falls back)', (locale) => {
    const file = of(locale);
    const redundant = Object.keys(file).filter((key) => file[key] === en[key]);
    expect(redundant, `${locale}.json repeats en.json`).toEqual([]);
  });

  it.each(['en-AU', 'en-NZ'])('CMS-09 %s says "pokies", never "slots"', (locale) => {
    const file = of(locale);
    // The menu entry lives in core; every domain is held to the wording below.
    if ('menu.pokies' in en) expect(file['menu.pokies']).toBe('Pokies');
    for (const key of enKeys) {
      const text = file[key] ?? english(key);
      expect(text, `${locale}: ${key}`).not.toMatch(/\bslots?\b/i);
    }
  });
});
