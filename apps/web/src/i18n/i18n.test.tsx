import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

const DE = {
  'games.tile.play': 'Spielen',
  'games.tile.play_title': '{{title}} spielen',
  'games.count_one': '{{count}} Spiel',
  'games.count_other': '{{count}} Spiele',
};

function Texts({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <p>
      {[
        t('games.tile.play'),
        t('games.tile.play_title', { title: 'Book of Ra' }),
        t('games.badge.hot', { defaultValue: 'hot' }),
        t('games.count', { count }),
        t('missing.key'),
        t('games.tile.play'),
      ].join('|')}
    </p>
  );
}

const render = (count: number) =>
  renderToString(
    <I18nextProvider i18n={createI18n('de', DE)}>
      <Texts count={count} />
    </I18nextProvider>,
  );

describe('the page translations', () => {
  it('render plain keys, interpolation, default values, plurals and missing keys as i18next does', () => {
    expect(render(1)).toBe('<p>Spielen|Book of Ra spielen|hot|1 Spiel|missing.key|Spielen</p>');
    // The second render reads remembered texts; the plural still follows its count.
    expect(render(3)).toBe('<p>Spielen|Book of Ra spielen|hot|3 Spiele|missing.key|Spielen</p>');
  });

  it('keeps one instance per locale and message set', () => {
    const messages = { a: 'b' };
    expect(createI18n('de', messages)).toBe(createI18n('de', messages));
    expect(createI18n('de', messages).t('a')).toBe('b');
  });
});
