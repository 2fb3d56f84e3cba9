import { BANNER_AUTOPLAY_MS } from '@casino/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { LobbyHero } from './lobby-hero';

const i18n = createI18n('en', { 'lobby.promotions': 'Promotions', 'lobby.welcome': 'Welcome' });
const render = (device: 'mobile' | 'desktop') =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <I18nextProvider i18n={i18n}>
        <LobbyHero banners={undefined} device={device} onLeave={() => {}} />
      </I18nextProvider>
    </MemoryRouter>,
  );
const skeletons = (html: string) => html.match(/hero__slide--skeleton/g)?.length ?? 0;

describe('the lobby banner carousel', () => {
  it('BANR-04 CONST-29 shows 2 skeleton banners on a phone and 3 otherwise while the banners load', () => {
    expect(skeletons(render('mobile'))).toBe(2);
    expect(skeletons(render('desktop'))).toBe(3);
  });

  it('BANR-03 CONST-29 turns the slides every 10000 ms', () => {
    expect(BANNER_AUTOPLAY_MS).toBe(10_000);
  });
});
