import type { AxiosInstance } from 'axios';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/messages';
import { customSeoTitle } from './play-seo';
import { metaFromLayout } from './route-meta';

const game = { title: 'Star Fruits', provider_title: 'Aurora Studios', seo_title: 'Star Fruits by Aurora Studios' };
const matches = [{ id: 'locale/de', data: { locale: 'de', messagesBucket: 0, origin: 'https://casino.example' } }];
const GERMAN = {
  'site.name': 'Rocket Casino',
  'play.page.meta_title': '{{title}} von {{provider}}',
  'play.page.meta_description': '{{title}} von {{provider}} online spielen.',
};

beforeAll(async () => {
  // The layout's catalogue, as its loader keeps it (an HTTP client answering the messages file).
  const api = { get: async () => ({ data: GERMAN }) } as unknown as AxiosInstance;
  await loadMessages(api, 'de', 0);
});

describe('game page title', () => {
  it("ROUTE-19 takes an operator's seo_title, and leaves the catalogue default to the translated message", () => {
    expect(customSeoTitle(game)).toBeNull();
    expect(customSeoTitle({ ...game, seo_title: '  ' })).toBeNull();
    expect(customSeoTitle({ ...game, seo_title: 'Star Fruits Slot – 96.5% RTP' })).toBe('Star Fruits Slot – 96.5% RTP');
  });

  it('ROUTE-19 the page <title> is the seo_title with the site name, else the translated title', () => {
    const values = { title: game.title, provider: game.provider_title };
    const path = '/de/play/aurora-studios/star-fruits';
    const custom = metaFromLayout(
      matches,
      path,
      'play.page.meta_title',
      'play.page.meta_description',
      values,
      'Star Fruits Slot',
    );
    expect(custom[0]).toEqual({ title: 'Star Fruits Slot | Rocket Casino' });
    expect(custom).toContainEqual({ name: 'description', content: 'Star Fruits von Aurora Studios online spielen.' });
    const standard = metaFromLayout(
      matches,
      path,
      'play.page.meta_title',
      'play.page.meta_description',
      values,
      customSeoTitle(game),
    );
    expect(standard[0]).toEqual({ title: 'Star Fruits von Aurora Studios | Rocket Casino' });
  });
});
