import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { FE_CONFIGS, bannersConfigSchema, type Banner, type FeConfig } from '@casino/contracts';
import { demoBanners } from '../seed/data/banners';
import { seedDemo } from '../seed';
import { createTestApp, type TestApp } from '../test/app';
import { XHR, bodyOf, errorOf } from '../test/http';
import { feConfigs } from './tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.fastify.inject({ url });
const banner = (id: number, identifier: string): Banner => ({
  ...(demoBanners('en')[0] as Banner),
  id,
  frontend_identifier: identifier,
});

describe('ConfigService.set', () => {
  it('CONF-03 API-014 an operator change is visible on the next GET', async () => {
    const logo: FeConfig<'logo-config'> = { logoUrl: { mobile: '/brand/winter-mobile.svg', full: '/brand/winter-full.svg' } };
    await app.services.config.set('logo-config', logo);
    const res = await get('/api/fe/config/logo-config');
    expect(bodyOf(res, FE_CONFIGS['logo-config'])).toEqual(logo);
  });

  it('CONF-05 API-011 API-044 disabling a currency in currency-config removes it from the offered currencies', async () => {
    const current = await app.services.config.get('currency-config');
    await app.services.config.set('currency-config', { ...current, enabled: current.enabled.filter((c) => c !== 'DOG') });
    const info = (await get('/api/info/currencies')).json() as { enabled: string[] };
    expect(info.enabled).not.toContain('DOG');
    expect(info.enabled).toContain('BTC');
  });

  it('CONF-02 refuses an invalid value and keeps the stored one', async () => {
    const before = (await get('/api/fe/config/betting-config')).json();
    const invalid = { is_enabled: 'yes', url: 'not a url' } as unknown as FeConfig<'betting-config'>;
    await expect(app.services.config.set('betting-config', invalid)).rejects.toBeInstanceOf(ZodError);
    await expect(app.services.config.set('survey-config', {} as FeConfig<'survey-config'>)).rejects.toBeInstanceOf(ZodError);
    expect((await get('/api/fe/config/betting-config')).json()).toEqual(before);
  });

  it('CONF-02 stores only the fields of the schema', async () => {
    const value = { survey_id: 's-2027', survey_collector_id: 'c', is_enable_widget: false, secret_note: 'internal' };
    await app.services.config.set('survey-config', value);
    expect((await get('/api/fe/config/survey-config')).json()).toEqual({
      survey_id: 's-2027',
      survey_collector_id: 'c',
      is_enable_widget: false,
    });
  });

  it('CONF-02 a change made in a transaction that rolls back is never visible', async () => {
    const before = (await get('/api/fe/config/excluded-promo-stags')).json();
    await expect(
      app.db.transaction(async (tx) => {
        await app.services.config.set('excluded-promo-stags', { stags: ['999'] }, undefined, tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await get('/api/fe/config/excluded-promo-stags')).json()).toEqual(before);
  });

  it('CONF-02 a new seed run keeps what the operator changed', async () => {
    await app.services.config.set('disabled-bonuses', { identifiers: ['welcome-3'] });
    await seedDemo(app.db);
    expect((await get('/api/fe/config/disabled-bonuses')).json()).toEqual({ identifiers: ['welcome-3'] });
  });

  it('ERR-14 a config that is not set answers 404 { error }, not 500', async () => {
    await app.db.delete(feConfigs).where(and(eq(feConfigs.name, 'additional-gifts'), eq(feConfigs.locale, '')));
    const res = await get('/api/fe/config/additional-gifts');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toBe('config additional-gifts is not set');
  });
});

describe('GET /api/fe/config/banners-config', () => {
  it('API-017 BANR-01 serves each locale its own banners', async () => {
    await app.services.config.set('banners-config', { banners: [banner(71, 'nordic-spins')] }, 'no');
    const no = bodyOf(await get('/api/fe/config/banners-config?locale=no'), bannersConfigSchema);
    expect(no.banners.map((b) => b.frontend_identifier)).toEqual(['nordic-spins']);
    const italian = bodyOf(await get('/api/fe/config/banners-config?locale=it'), bannersConfigSchema);
    expect(italian).toEqual({ banners: demoBanners('it') });
  });

  it('API-017 falls back to the English banners for a locale that has none', async () => {
    await app.services.config.set('banners-config', { banners: [banner(80, 'english-only')] }, 'en');
    await app.db.delete(feConfigs).where(and(eq(feConfigs.name, 'banners-config'), eq(feConfigs.locale, 'et')));
    const et = bodyOf(await get('/api/fe/config/banners-config?locale=et'), bannersConfigSchema);
    expect(et.banners.map((b) => b.frontend_identifier)).toEqual(['english-only']);
    const none = bodyOf(await get('/api/fe/config/banners-config'), bannersConfigSchema);
    expect(none.banners.map((b) => b.frontend_identifier)).toEqual(['english-only']);
  });

  it('API-017 ConfigService.get gives the same per-locale answer as the route', async () => {
    expect((await app.services.config.get('banners-config', 'et')).banners[0]?.id).toBe(80);
    expect((await app.services.config.get('banners-config', 'no')).banners[0]?.id).toBe(71);
  });
});

describe('internal configs', () => {
  it('API-020 API-045 API-046 setInternal changes the manager, project and rates the API answers', async () => {
    const manager = {
      managerName: 'Ada',
      time: '24/7',
      avatar: '/a.svg',
      whatsAppLink: 'https://wa.me/1',
      telegramLink: 'https://t.me/a',
      email: 'ada@casino.example',
    };
    await app.services.config.setInternal('managers', { by_group: { '21': manager } });
    const res = await app.fastify.inject({
      method: 'POST',
      url: '/api/fe/config/managers',
      headers: XHR,
      payload: { userGroups: [21] },
    });
    expect(res.json()).toEqual({ manager });
    const rates = { base: 'EUR', updated_at: '2026-11-15T12:00:00.000Z', rates: { BTC: '0.0000099' } };
    await app.services.config.setInternal('crypto-exchange-rates', rates);
    expect((await get('/api/info/crypto_exchange_rates')).json()).toEqual(rates);
    await expect(app.services.config.setInternal('project', { name: 'x' } as never)).rejects.toBeInstanceOf(ZodError);
  });
});
