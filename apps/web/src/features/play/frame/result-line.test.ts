import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { outcomeOf, resultLine } from './result-line';

/** The play messages as the server seeds them (English). */
const en = JSON.parse(
  readFileSync(new URL('../../../../../server/src/seed/messages/play/en.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const money = (cents: number) => `€${(cents / 100).toFixed(2)}`;

describe('PLAY-05 the result line of a settled round says what happened to the stake', () => {
  it('PLAY-05 tells a win from a stake returned, part of it returned and nothing back', () => {
    expect(outcomeOf(200, 400)).toBe('win');
    expect(outcomeOf(200, 200)).toBe('returned');
    expect(outcomeOf(200, 50)).toBe('partial');
    expect(outcomeOf(200, 0)).toBe('no_win');
    // A free spin stakes nothing: whatever it pays is a win.
    expect(outcomeOf(0, 30)).toBe('win');
  });

  it('PLAY-05 a €2 roulette stake paid back as €2 is not "You win €2.00"', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
    expect(resultLine(i18n.t, money, 200, 200)).toBe('Your €2.00 stake is returned: net €0.00.');
    expect(resultLine(i18n.t, money, 200, 700)).toBe('You win €7.00: net +€5.00.');
    expect(resultLine(i18n.t, money, 200, 50)).toBe('€0.50 back of your €2.00 stake: net −€1.50.');
    expect(resultLine(i18n.t, money, 200, 0)).toBe('No win this time: net −€2.00.');
  });
});
