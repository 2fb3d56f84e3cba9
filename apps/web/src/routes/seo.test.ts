import { describe, expect, it } from 'vitest';
import { MAX_INDEXED_SEGMENTS, seoMeta } from './seo';
import { metaFromLayout } from './route-meta';

const ORIGIN = 'https://casino.example';
const robots = (pathname: string) =>
  seoMeta({ origin: ORIGIN, pathname, title: 'T', description: 'D' }).find((m) => 'name' in m && m.name === 'robots');

describe('noindex beyond four path segments', () => {
  it('ROUTE-18 indexes the deepest real pages (producer page, game page, limits confirmation) in every locale', () => {
    expect(MAX_INDEXED_SEGMENTS).toBe(4);
    for (const path of ['/producers/aurora-studios/2', '/play/aurora-studios/star-fruits', '/profile/limits/confirm']) {
      for (const prefix of ['', '/de', '/en-AU', '/fr-CA'])
        expect(robots(`${prefix}${path}`), `${prefix}${path}`).toBeUndefined();
    }
  });

  it('ROUTE-18 indexes a four-segment CMS page and marks a five-segment one noindex, the locale prefix not counted', () => {
    expect(robots('/help/payments/cards/limits')).toBeUndefined();
    expect(robots('/de/help/payments/cards/limits')).toBeUndefined();
    expect(robots('/en-KW/help/payments/cards/limits')).toBeUndefined();
    expect(robots('/help/payments/cards/limits/visa')).toEqual({ name: 'robots', content: 'noindex' });
    expect(robots('/de/help/payments/cards/limits/visa')).toEqual({ name: 'robots', content: 'noindex' });
  });

  it('ROUTE-18 ROUTE-19 pages built from message keys follow the same rule, with canonical and hreflang of the locale-less path', () => {
    const matches = [{ id: 'locale/de', data: { locale: 'de', messagesBucket: 0, origin: ORIGIN } }];
    const deep = metaFromLayout(matches, '/de/help/payments/cards/limits/visa', 'x', 'y');
    expect(deep).toContainEqual({ name: 'robots', content: 'noindex' });
    const page = metaFromLayout(matches, '/de/help/payments/cards/limits', 'x', 'y');
    expect(page.some((m) => 'name' in m && m.name === 'robots')).toBe(false);
    expect(page).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/de/help/payments/cards/limits` });
    expect(page).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${ORIGIN}/help/payments/cards/limits`,
    });
  });
});
