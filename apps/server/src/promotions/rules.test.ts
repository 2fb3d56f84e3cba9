import type { Banner, PromoItem } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { demoBanners } from '../seed/data/banners';
import { demoPromoItems } from '../seed/data/promo-items';
import { reachedLevel } from './hub';
import {
  GUEST,
  bannerAudienceOk,
  bannerOnTime,
  bannerTargetLive,
  missingBannerTexts,
  missingItemLocales,
  promoCards,
  promoUrl,
  visibleBanners,
  type LiveTargets,
} from './rules';

const base = demoBanners('en')[2] as Banner;
const banner = (extra: Partial<Banner>): Banner => ({ ...base, ...extra });
const player = (groups: number[] = []) => ({ signedIn: true, groups });
const NOW = new Date('2026-11-15T12:00:00.000Z');
const LIVE: LiveTargets = { tournaments: new Set(['weekly-race']), lotteries: new Set(['xmas-lottery']) };

describe('banner targeting', () => {
  it('VAL-24 BANR-01 a banner with groupIds shows only to a signed-in player in one of its groups', () => {
    const vip = banner({ groupIds: [257, 258] });
    expect(bannerAudienceOk(vip, GUEST)).toBe(false);
    expect(bannerAudienceOk(vip, player([1, 2]))).toBe(false);
    expect(bannerAudienceOk(vip, player([258]))).toBe(true);
    expect(bannerAudienceOk(banner({ groupIds: [] }), GUEST)).toBe(true);
  });

  it('BANR-01 logged keeps a banner to guests or to signed-in players; all shows to both', () => {
    expect(bannerAudienceOk(banner({ logged: 'guest' }), GUEST)).toBe(true);
    expect(bannerAudienceOk(banner({ logged: 'guest' }), player())).toBe(false);
    expect(bannerAudienceOk(banner({ logged: 'logged' }), GUEST)).toBe(false);
    expect(bannerAudienceOk(banner({ logged: 'logged' }), player())).toBe(true);
    expect(bannerAudienceOk(banner({ logged: 'all' }), GUEST) && bannerAudienceOk(banner({ logged: 'all' }), player())).toBe(
      true,
    );
  });

  it('BANR-01 BANR-10 a banner with a timer shows from its start (included) to its end (excluded), by the injected clock', () => {
    const timed = banner({ timer: { start_at: '2026-11-15T12:00:00.000Z', end_at: '2026-11-16T12:00:00.000Z' } });
    expect(bannerOnTime(timed, new Date('2026-11-15T11:59:59.999Z'))).toBe(false);
    expect(bannerOnTime(timed, NOW)).toBe(true);
    expect(bannerOnTime(timed, new Date('2026-11-16T11:59:59.999Z'))).toBe(true);
    expect(bannerOnTime(timed, new Date('2026-11-16T12:00:00.000Z'))).toBe(false);
    expect(bannerOnTime(banner({ timer: null }), new Date('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it('BANR-01 a banner to a tournament or lottery that ended or does not exist is hidden; a plain link always shows', () => {
    const to = (type: 'tournaments' | 'lottery' | 'link', frontendIdentifier: string | null) =>
      banner({ button: { name: 'x', url: '/x', type, frontendIdentifier, attrs: {} } });
    expect(bannerTargetLive(to('tournaments', 'weekly-race'), LIVE)).toBe(true);
    expect(bannerTargetLive(to('tournaments', 'summer-race'), LIVE)).toBe(false);
    expect(bannerTargetLive(to('lottery', 'xmas-lottery'), LIVE)).toBe(true);
    expect(bannerTargetLive(to('lottery', 'weekly-race'), LIVE)).toBe(false);
    expect(bannerTargetLive(to('tournaments', null), LIVE)).toBe(true);
    expect(bannerTargetLive(to('link', 'anything'), LIVE)).toBe(true);
    expect(bannerTargetLive(banner({ button: null }), LIVE)).toBe(true);
  });

  it('BANR-06 a guest sees the welcome pack with Sign up, a signed-in player the reload offer in its place', () => {
    const seeded = demoBanners('en');
    const ids = (viewer: typeof GUEST) => visibleBanners(seeded, viewer, NOW, LIVE).map((b) => b.frontend_identifier);
    expect(ids(GUEST)).toEqual(['welcome-pack', 'weekly-tournament', 'mega-jackpot']);
    expect(ids(player())).toEqual(['weekly-tournament', 'mega-jackpot', 'reload-offer']);
    expect(seeded.find((b) => b.frontend_identifier === 'welcome-pack')?.categories).toContain('welcome-pack');
  });

  it('BANR-01 the operator sees the banner texts a locale has no translation for', () => {
    const texts = { 'banner.jackpot.title': 'x', 'banner.jackpot.description': 'y' };
    expect(missingBannerTexts([base], texts)).toEqual(['banner.jackpot.button']);
    expect(missingBannerTexts([base], { ...texts, 'banner.jackpot.button': 'z' })).toEqual([]);
  });
});

describe('promo items', () => {
  const items = demoPromoItems(NOW);
  const item = (extra: Partial<PromoItem>): PromoItem => ({ ...(items[0] as PromoItem), ...extra });

  it('BANR-07 BANR-08 an item is active until its end, future before its start, archive after; active first, then future, then archive', () => {
    const list = [
      item({ id: 1, frontend_identifier: 'ended', start_at: '2026-10-01T00:00:00Z', end_at: '2026-11-01T00:00:00Z', order: 0 }),
      item({ id: 2, frontend_identifier: 'coming', start_at: '2026-11-20T00:00:00Z', end_at: '2026-11-30T00:00:00Z', order: 1 }),
      item({
        id: 3,
        frontend_identifier: 'running',
        start_at: '2026-11-01T00:00:00Z',
        end_at: '2026-11-15T12:00:00.001Z',
        order: 2,
      }),
    ];
    const cards = promoCards(list, 'en', GUEST, NOW);
    expect(cards.map((c) => [c.frontend_identifier, c.status])).toEqual([
      ['running', 'active'],
      ['coming', 'future'],
      ['ended', 'archive'],
    ]);
    expect(promoCards(list, 'en', GUEST, new Date('2026-11-15T12:00:00.001Z'))[2]?.frontend_identifier).toBe('running');
  });

  it('BANR-07 VAL-24 unpublished items and items of other groups stay hidden; texts come in the locale, else English', () => {
    const list = [item({ id: 1, published: false }), item({ id: 2, frontend_identifier: 'vip', group_ids: [259] })];
    expect(promoCards(list, 'en', GUEST, NOW)).toEqual([]);
    expect(promoCards(list, 'de', player([259]), NOW).map((c) => [c.frontend_identifier, c.title])).toEqual([
      ['vip', 'Wochenrennen'],
    ]);
    const englishOnly = item({ texts: { en: { title: 'Only English', description: 'd', text_times: '' } } });
    expect(promoCards([englishOnly], 'et', GUEST, NOW)[0]?.title).toBe('Only English');
    expect(missingItemLocales(englishOnly)).toHaveLength(9);
    expect(items.every((i) => missingItemLocales(i).length === 0)).toBe(true);
  });

  it('BANR-13 each item links to its tournament, quest, lottery, the shop, the gifts or its own path', () => {
    expect(promoUrl({ kind: 'tournament', target: 'weekly-race' })).toBe('/tournaments/weekly-race');
    expect(promoUrl({ kind: 'quest', target: 'quest--xs--starter' })).toBe('/action/quest--xs--starter');
    expect(promoUrl({ kind: 'lottery', target: 'xmas' })).toBe('/lottery/xmas');
    expect(promoUrl({ kind: 'shop', target: '' })).toBe('/rocket-mart');
    expect(promoUrl({ kind: 'gift', target: '' })).toBe('/profile/gifts');
    expect(promoUrl({ kind: 'link', target: 'benefits-of-crypto' })).toBe('/benefits-of-crypto');
  });

  it('BANR-15 the hub names the last completed quest level, 0 before the first', () => {
    const level = (state: 'completed' | 'active' | 'locked') => ({ position: 1, min_bets_cents: 0, state });
    expect(reachedLevel({ levels: [level('active'), level('locked')] })).toBe(0);
    expect(reachedLevel({ levels: [level('completed'), level('completed'), level('active')] })).toBe(2);
  });
});
