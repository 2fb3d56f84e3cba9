import { readFileSync } from 'node:fs';
import { LOCALES, type Locale } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { prizeLabel } from './prize-label';

/** The competitions messages as the server seeds them; the English variants fall back to English. */
const messagesOf = (locale: Locale): Record<string, string> => {
  const read = (name: string) =>
    JSON.parse(
      readFileSync(new URL(`../../../../server/src/seed/messages/competitions/${name}.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>;
  return { ...read('en'), ...read(locale) };
};
const money = (cents: number, currency: string) => `${currency} ${(cents / 100).toFixed(2)}`;
const points = (locale: Locale, count: number) => {
  const i18n = createI18n(locale, messagesOf(locale));
  return prizeLabel({ place: 2, kind: 'comp_points', points: count }, 'EUR', i18n.t, money);
};

describe('the prize table', () => {
  it('TOUR-12 a comp points prize reads as a pluralised count in every locale', () => {
    expect([points('en', 1), points('en', 500)]).toEqual(['1 coin', '500 coins']);
    expect([points('de', 1), points('de', 500)]).toEqual(['1 Coin', '500 Coins']);
    expect([points('fr-CA', 1), points('fr-CA', 500)]).toEqual(['1 pièce', '500 pièces']);
    expect([points('it', 1), points('it', 500)]).toEqual(['1 moneta', '500 monete']);
    expect([points('et', 1), points('no', 500)]).toEqual(['1 münt', '500 mynter']);
    for (const locale of LOCALES) {
      const label = points(locale, 500);
      expect(label, locale).toMatch(/^500 \S/);
      expect(label, locale).not.toContain('comp_points');
    }
  });

  it('TOUR-12 money and gift prizes keep their labels', () => {
    const i18n = createI18n('en', messagesOf('en'));
    expect(prizeLabel({ place: 1, kind: 'money', amount_cents: 10_000 }, 'EUR', i18n.t, money)).toBe('EUR 100.00');
    expect(prizeLabel({ place: 4, kind: 'gift', template_id: 1, amount_cents: 500 }, 'EUR', i18n.t, money)).toBe(
      'Bonus EUR 5.00',
    );
    expect(prizeLabel({ place: 6, kind: 'gift', template_id: 2 }, 'EUR', i18n.t, money)).toBe('Free spins gift');
  });
});
