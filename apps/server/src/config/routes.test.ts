import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FE_CONFIGS,
  FE_CONFIG_NAMES,
  GROUPS,
  PROMOTION_PAGES,
  managersResponseSchema,
  type FeConfig,
  type FeConfigName,
} from '@casino/contracts';
import { DEMO_CONFIG, DEMO_INTERNAL_CONFIG } from '../seed/config';
import { demoBanners } from '../seed/data/banners';
import { createTestApp, type TestApp } from '../test/app';
import { XHR, bodyOf, fieldErrorsOf, injectFrom } from '../test/http';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const getConfig = async <N extends FeConfigName>(name: N, query = '') => {
  const res = await app.fastify.inject({ url: `/api/fe/config/${name}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { res, body: bodyOf(res, FE_CONFIGS[name]) as FeConfig<N> };
};
const managers = (payload: unknown) =>
  injectFrom(app.fastify, { method: 'POST', url: '/api/fe/config/managers', headers: XHR, payload: payload as object });

describe('GET /api/fe/config/:name', () => {
  // The adventure seed replaces the sketch of vip-adventures with a running adventure (decision 057), and the wheel
  // configs carry the loot box wheel's segments, written from the wheel (decision 074); both are tested below.
  const derived: readonly FeConfigName[] = ['banners-config', 'vip-adventures', 'wheel-config', 'wheel-config-segments'];
  const seeded = FE_CONFIG_NAMES.filter((n): n is Exclude<FeConfigName, 'banners-config'> => !derived.includes(n));

  it.each(seeded)(
    'CONF-02 API-004..API-019 %s answers the seeded document, valid against its schema, cacheable 30 s',
    async (name) => {
      const { res, body } = await getConfig(name);
      expect(body).toEqual(FE_CONFIGS[name].parse(DEMO_CONFIG[name]));
      expect(res.headers['cache-control']).toBe('public, max-age=30');
    },
  );

  it('CONF-03 API-014 logo-config answers logoUrl mobile and full', async () => {
    const { body } = await getConfig('logo-config');
    expect(body.logoUrl).toEqual({ mobile: '/brand/logo-mobile.svg', full: '/brand/logo-full.svg' });
  });

  it('CONF-06 CONST-08 API-004 stag-by-referrer-name maps search referrers to 241 and defaults to 122', async () => {
    const { body } = await getConfig('stag-by-referrer-name');
    expect(body.default_stag).toBe('122');
    for (const referrer of ['google', 'bing', 'yahoo']) expect(body.referrers[referrer]).toBe('241');
  });

  it('CONF-09 API-005 survey-config has survey_id, survey_collector_id and is_enable_widget, and the survey address', async () => {
    const { body } = await getConfig('survey-config');
    expect(Object.keys(body).sort()).toEqual(['is_enable_widget', 'survey_collector_id', 'survey_id', 'survey_url']);
  });

  it('CONF-10 API-006 betting-config tells whether the sports link is on and where it goes', async () => {
    const { body } = await getConfig('betting-config');
    expect(typeof body.is_enabled).toBe('boolean');
    expect(new URL(body.url).protocol).toBe('https:');
  });

  it('CONF-05 CONST-09 CONST-10 API-011 currency-config enables the spec currencies with EUR by default', async () => {
    const { body } = await getConfig('currency-config');
    expect(body.default).toBe('EUR');
    expect(body.enabled.sort()).toEqual([
      'AUD',
      'BCH',
      'BRL',
      'BTC',
      'CAD',
      'DOG',
      'ETH',
      'EUR',
      'JPY',
      'LTC',
      'NOK',
      'NZD',
      'USD',
      'USDT',
    ]);
  });

  it('CONF-04 API-016 manage-promotion-pages has a flag for every managed promotion page', async () => {
    const { body } = await getConfig('manage-promotion-pages');
    expect(Object.keys(body.pages).sort()).toEqual([...PROMOTION_PAGES].sort());
    expect(Object.values(body.pages).every((v) => typeof v === 'boolean')).toBe(true);
  });

  it('CONST-46 API-018 wheel-config has the default weights 4000, 4000, 2000, 0 and deposit pay/get per group', async () => {
    const { body } = await getConfig('wheel-config');
    expect(body.default.segments.slice(0, 4).map((s) => s.weight)).toEqual([4000, 4000, 2000, 0]);
    expect(body.deposit['1308']?.['EUR']).toEqual({ pay: 5000, get: 1 });
  });

  it('CONST-41 API-019 wheel-config-segments has segments for groups 21, 1308 and 1309', async () => {
    const { body } = await getConfig('wheel-config-segments');
    expect(Object.keys(body.groups).sort()).toEqual(['1308', '1309', '21']);
    for (const segments of Object.values(body.groups)) expect(segments.length).toBeGreaterThan(0);
  });

  it('API-007 vip-adventures has a seven-day calendar with per-currency deposit conditions', async () => {
    const { body } = await getConfig('vip-adventures');
    expect(body.days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body.days[0]?.condition.min_dep['EUR']).toBe(2000);
    expect(body.days.every((d) => d.prize.gift_template_id !== undefined)).toBe(true);
  });

  it('API-017 BANR-01 banners-config answers the banners of the locale sent, English without one', async () => {
    const de = await getConfig('banners-config', '?locale=de');
    expect(de.body).toEqual({ banners: demoBanners('de') });
    expect(de.body.banners[0]?.image).toBe('/promo/welcome-de.svg');
    const en = await getConfig('banners-config');
    expect(en.body).toEqual({ banners: demoBanners('en') });
    expect(en.body.banners[0]?.image).toBe('/promo/welcome-en.svg');
  });
});

describe('the documents whose use the specification does not describe', () => {
  // Their shape is designed (FE_CONFIGS in contracts); the operator fills them in the config editor.
  const values = {
    'disabled-bonuses': { identifiers: ['welcome-3'] },
    'modify-gifts-config': { gifts: { 'welcome-1': { title_key: 'gifts.welcome.title', image: '/promo/welcome.svg' } } },
    'excluded-promo-stags': { stags: ['999'] },
    'additional-gifts': {
      gifts: [{ id: 'vip-box', title_key: 'gifts.vip.title', image: '/promo/vip.svg', path: '/rocketplay-vipclub' }],
    },
    'main-widget-config': { widgets: [{ type: 'quests', enabled: false, position: 1 }] },
  } satisfies Partial<{ [N in FeConfigName]: FeConfig<N> }>;

  it('API-008 API-009 API-010 API-012 API-013 answer their designed shapes, an operator change on the next GET, and refuse a value of another shape', async () => {
    for (const [name, value] of Object.entries(values) as [keyof typeof values, FeConfig<keyof typeof values>][]) {
      const seeded = (await getConfig(name)).body;
      expect(seeded, name).toEqual(DEMO_CONFIG[name]);
      await app.services.config.set(name, value);
      expect((await getConfig(name)).body, name).toEqual(value);
      await expect(app.services.config.set(name, { unexpected: true } as never), name).rejects.toThrow();
      expect((await getConfig(name)).body, name).toEqual(value);
      await app.services.config.set(name, seeded);
    }
    expect((await getConfig('main-widget-config')).body.widgets.map((w) => w.type)).toEqual([
      'rocket-mart',
      'lootbox',
      'quests',
      'adventures',
    ]);
  });
});

describe('POST /api/fe/config/managers', () => {
  const seeded = DEMO_INTERNAL_CONFIG.managers.by_group;

  it('API-020 VIP-11 answers the manager of the first of the player groups that has one', async () => {
    const res = await managers({ userGroups: [GROUPS.tester, GROUPS.vipGold, GROUPS.vipDiamond] });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, managersResponseSchema).manager).toEqual(seeded[GROUPS.vipGold]);
    const diamond = await managers({ userGroups: [GROUPS.vipDiamond, GROUPS.vipGold] });
    expect(bodyOf(diamond, managersResponseSchema).manager?.managerName).toBe('Helena Kask');
  });

  it('API-020 answers manager null when no group has one, or no group is sent', async () => {
    for (const userGroups of [[], [GROUPS.tester, 99999]]) {
      const res = await managers({ userGroups });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ manager: null });
    }
  });

  it('API-020 ERR-14 takes at most 200 groups and only integers', async () => {
    expect((await managers({ userGroups: Array.from({ length: 200 }, (_, i) => i) })).statusCode).toBe(200);
    const tooMany = await managers({ userGroups: Array.from({ length: 201 }, (_, i) => i) });
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(tooMany))).toEqual(['userGroups']);
    const fractional = await managers({ userGroups: [257.5] });
    expect(fieldErrorsOf(fractional)).toHaveProperty(['userGroups.0']);
    const missing = await managers({});
    expect(Object.keys(fieldErrorsOf(missing))).toEqual(['userGroups']);
  });
});
