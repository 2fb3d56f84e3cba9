import { LOCALES, type Locale } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { MESSAGE_DOMAINS } from './messages';

/**
 * Every message showing a number has the plural forms i18next picks by the CLDR rules of each
 * locale (`key_one`, `key_other` and whatever else a locale needs, such as `_many` in French and
 * Italian): a text interpolating {{count}} without them would read "1 unread messages".
 */

const SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_KEY = new RegExp(`^(.+)_(${SUFFIXES.join('|')})$`);

/** What a page of the locale gets: English variants fall back to English for the texts they do not change. */
function effective(locale: Locale): Record<string, string> {
  const domains = Object.values(MESSAGE_DOMAINS);
  const own = Object.assign({}, ...domains.map((domain) => domain[locale])) as Record<string, string>;
  if (locale === 'en' || !locale.startsWith('en-')) return own;
  return { ...(Object.assign({}, ...domains.map((domain) => domain.en)) as Record<string, string>), ...own };
}

const categoriesOf = (locale: Locale) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];

/** The base keys with plural forms: an `_other` form in any locale (`uploads.error.too_many` is no plural). */
const PLURAL_BASES = [
  ...new Set(LOCALES.flatMap((locale) => Object.keys(effective(locale)).flatMap((key) => /^(.+)_other$/.exec(key)?.[1] ?? []))),
].sort();
const isPluralForm = (key: string) => {
  const base = PLURAL_KEY.exec(key)?.[1];
  return base !== undefined && PLURAL_BASES.includes(base);
};

describe('plural messages', () => {
  it('finds the messages that count something', () => {
    // The ones converted so far; a new plural message is checked without being listed here.
    expect(PLURAL_BASES).toEqual(
      expect.arrayContaining(['notifications.open', 'support.chat.unread', 'games.search.found', 'cashbox.crypto.confirmations']),
    );
  });

  it.each(LOCALES)('every message interpolating {{count}} in %s is a plural form', (locale) => {
    const singular = Object.entries(effective(locale))
      .filter(([key, text]) => /\{\{\s*count\s*\}\}/.test(text) && !isPluralForm(key))
      .map(([key]) => key);
    expect(singular).toEqual([]);
  });

  it.each(LOCALES)('every plural message has each CLDR form %s needs, and each form shows the count', (locale) => {
    const messages = effective(locale);
    const needed = categoriesOf(locale);
    const problems: string[] = [];
    for (const base of PLURAL_BASES) {
      for (const category of needed) {
        const text = messages[`${base}_${category}`];
        if (text === undefined) problems.push(`${base}_${category} is missing`);
        else if (!/\{\{\s*count\s*\}\}/.test(text)) problems.push(`${base}_${category} does not show {{count}}`);
      }
      for (const suffix of SUFFIXES) {
        if (!needed.includes(suffix) && messages[`${base}_${suffix}`] !== undefined && suffix !== 'zero') {
          problems.push(`${base}_${suffix} is a form ${locale} never uses`);
        }
      }
      if (messages[base] !== undefined) problems.push(`${base} also exists without a plural suffix`);
    }
    expect(problems).toEqual([]);
  });
});
