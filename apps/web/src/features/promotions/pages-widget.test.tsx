import type { PromotionPage } from '@casino/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { PromoPagesLinks } from './pages-widget';

const i18n = createI18n('de', {
  'promotions.widget.title': 'Aktionen',
  'promotions.widget.shop': 'Rocket Mart',
  'promotions.widget.hub': 'Aquanova Odyssey',
});
const render = (pages: PromotionPage[], pathname = '/de') =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[pathname]}>
      <I18nextProvider i18n={i18n}>
        <PromoPagesLinks enabled={new Set(pages)} pathname={pathname} />
      </I18nextProvider>
    </MemoryRouter>,
  );

describe('the shell widgets of the promotion pages', () => {
  it('ROLE-05 shows the rocket mart and activity hub widgets only while their pages are on', () => {
    const both = render(['rocket-mart', 'aquanova-odyssey']);
    expect(both).toContain('href="/de/rocket-mart"');
    expect(both).toContain('href="/de/aquanova-odyssey"');
    const hubOnly = render(['aquanova-odyssey', 'rocket-chance']);
    expect(hubOnly).not.toContain('rocket-mart');
    expect(hubOnly).toContain('Aquanova Odyssey');
    expect(render([])).toBe('');
  });

  it('ROLE-05 leaves out the widget of the page the player is on', () => {
    expect(render(['rocket-mart', 'aquanova-odyssey'], '/de/rocket-mart')).not.toContain('href="/de/rocket-mart"');
    expect(render(['rocket-mart'], '/de/rocket-mart')).toBe('');
  });
});
