import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

/**
 * The shipped messages with a count, rendered for 1 and 5 by the i18n of the pages in every
 * locale: each picks the CLDR form of its language, and the number shows.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../server/src/seed/messages');
const DOMAINS = readdirSync(ROOT, { withFileTypes: true }).filter((entry) => entry.isDirectory());

function shipped(locale: Locale): Record<string, string> {
  const read = (name: string) =>
    Object.assign(
      {},
      ...DOMAINS.map((domain) => JSON.parse(readFileSync(join(ROOT, domain.name, `${name}.json`), 'utf8')) as object),
    ) as Record<string, string>;
  // English variants fall back to English, as the server serves them.
  return locale.startsWith('en-') ? { ...read('en'), ...read(locale) } : read(locale);
}

const PLURAL_BASES = Object.keys(shipped('en'))
  .flatMap((key) => /^(.+)_other$/.exec(key)?.[1] ?? [])
  .sort();

describe('plural messages as pages render them', () => {
  it('has messages with a count to render', () => {
    expect(PLURAL_BASES.length).toBeGreaterThanOrEqual(9);
  });

  it.each(LOCALES)('renders 1 and 5 of every counted message in %s with the form its rules pick', (locale) => {
    const messages = shipped(locale);
    const i18n = createI18n(locale, messages);
    const rules = new Intl.PluralRules(locale);
    for (const base of PLURAL_BASES) {
      for (const count of [1, 5]) {
        const form = messages[`${base}_${rules.select(count)}`];
        expect(form, `${locale} ${base}_${rules.select(count)}`).toBeDefined();
        const text = i18n.t(base, { count });
        expect(text, `${locale} ${base} ${count}`).toBe(form?.replace(/\{\{\s*count\s*\}\}/g, String(count)));
        expect(text).toContain(String(count));
      }
    }
  });

  it('reads as a person would write it', () => {
    const en = createI18n('en', shipped('en'));
    expect(en.t('support.chat.unread', { count: 1 })).toBe('1 unread support message');
    expect(en.t('support.chat.unread', { count: 5 })).toBe('5 unread support messages');
    const de = createI18n('de', shipped('de'));
    expect(de.t('games.search.found', { count: 1 })).toBe('1 Spiel gefunden');
    expect(de.t('games.search.found', { count: 5 })).toBe('5 Spiele gefunden');
    const fr = createI18n('fr-CA', shipped('fr-CA'));
    expect(fr.t('play.slot.ways', { count: 1 })).toBe('1 voie');
    expect(fr.t('play.slot.ways', { count: 1_000_000 })).toBe('1000000 de voies');
    const et = createI18n('et', shipped('et'));
    expect(et.t('limits.session.usage', { count: 5 })).toBe('seni 5 minutit');
  });
});
