import { describe, expect, it } from 'vitest';
import { CMS_PAGES, CMS_SNIPPETS } from './data/cms-pages';
import { MESSAGE_DOMAINS } from './messages';

/**
 * One register per language for players (docs/decisions/036-accounts-messages.md): German says
 * "du" everywhere (pages, popups, mails, notifications), French-Canadian "vous", Norwegian,
 * Italian and Estonian the familiar form. The staff console's own texts may address staff formally.
 */
const STAFF_KEYS = /^(support\.config_editor|promotions\.cms_editor|[a-z_]+\.staff_console)\./;

/** The messages of a locale a player can see, as [key, text]. */
const playerMessages = (locale: 'de' | 'fr-CA' | 'no' | 'it' | 'et') =>
  Object.values(MESSAGE_DOMAINS)
    .flatMap((domain) => Object.entries(domain[locale]))
    .filter(([key]) => !STAFF_KEYS.test(key));

/**
 * The formal German address in a text: Ihr/Ihre/Ihnen… anywhere, and "Sie" inside a sentence or
 * opening one with a plural verb ("Sie können"). A sentence opening "Sie endet …" is "it", not formal.
 */
function formalGerman(text: string): string | null {
  const possessive = /\b(Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/.exec(text);
  if (possessive) return possessive[0];
  for (const match of text.matchAll(/(^|[.!?:;]\s+|\S\s+)Sie\s+(\p{L}+)/gu)) {
    const opensSentence = match[1] === '' || /[.!?:;]/.test(match[1] ?? '');
    const verb = match[2] ?? '';
    if (!opensSentence || /(en|sind)$/.test(verb)) return `Sie ${verb}`;
  }
  return null;
}

describe('the register players are addressed in', () => {
  it('CMS-09 German player messages say "du", never "Sie", "Ihr" or "Ihnen"', () => {
    const formal = playerMessages('de')
      .map(([key, text]) => [key, formalGerman(text)] as const)
      .filter(([, found]) => found !== null);
    expect(formal).toEqual([]);
  });

  it('CMS-01 CMS-03 German CMS pages and snippets say "du", never "Sie", "Ihr" or "Ihnen"', () => {
    const texts = [
      ...CMS_PAGES.flatMap((page) =>
        Object.entries(page.translations['de'] ?? {}).map(([part, text]) => [`${page.path} ${part}`, text] as const),
      ),
      ...CMS_SNIPPETS.filter((snippet) => snippet.locale === 'de').map(
        (snippet) => [`snippet ${snippet.key}`, snippet.content] as const,
      ),
    ];
    expect(texts.length).toBeGreaterThan(CMS_PAGES.length);
    // Tags are left out: an attribute or a link holds no address of the reader.
    const formal = texts
      .map(([where, text]) => [where, formalGerman((text ?? '').replace(/<[^>]+>/g, ' '))] as const)
      .filter(([, found]) => found !== null);
    expect(formal).toEqual([]);
  });

  it('CMS-09 the check knows the formal address from the pronoun "sie" (it, they)', () => {
    expect(formalGerman('Bitte versuchen Sie es erneut.')).toBe('Sie es');
    expect(formalGerman('Sie können Ihr Konto schließen.')).toBe('Ihr');
    expect(formalGerman('Sie haben keine Nachrichten.')).toBe('Sie haben');
    expect(formalGerman('Sie endet am 1. Mai.')).toBeNull();
    expect(formalGerman('Bestätige sie, um das Limit aufzuheben.')).toBeNull();
  });

  it('CMS-09 French-Canadian says "vous", Norwegian "du", Italian "tu" and Estonian "sina", without the other form', () => {
    const mixed = (locale: 'fr-CA' | 'no' | 'it' | 'et', pattern: RegExp) =>
      playerMessages(locale)
        .filter(([, text]) => pattern.test(text))
        .map(([key]) => key);
    // Words, not parts of words: "êtes" holds no "tes" (\b does not know accented letters).
    const word = (words: string, flags = 'u') => new RegExp(`(?<!\\p{L})(${words})(?!\\p{L})`, flags);
    expect(mixed('fr-CA', word('tu|toi|ton|tes', 'iu'))).toEqual([]);
    expect(mixed('no', word('Dem|Deres'))).toEqual([]);
    expect(mixed('it', word('Lei|Suo|Sua|Suoi'))).toEqual([]);
    expect(mixed('et', word('te|teie|teid|teile|teiega', 'iu'))).toEqual([]);
  });
});
