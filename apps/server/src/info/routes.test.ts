import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTRY_CURRENCIES,
  CURRENCIES,
  ENABLED_CURRENCIES,
  LOCALES,
  clientContextSchema,
  countriesResponseSchema,
  cryptoExchangeRatesSchema,
  currenciesResponseSchema,
  currentIpSchema,
  localeForCountry,
  localesResponseSchema,
  playerFieldsResponseSchema,
  projectSchema,
  statusesResponseSchema,
} from '@casino/contracts';
import { DEMO_INTERNAL_CONFIG } from '../seed/config';
import { COUNTRIES } from '../seed/data/countries';
import { LOCALE_MIRROR_DOMAINS as LOCALE_DOMAINS } from '@casino/contracts';
import { PLAYER_STATUSES } from '../seed/reference';
import { TEST_START, createTestApp, type TestApp } from '../test/app';
import { bodyOf } from '../test/http';
import { createGeo } from './geo';
import { createTtlCache } from '../platform/ttl-cache';
import { createInfoService } from './service';
import { parseEnv } from '../env';
import { siteLocales } from './tables';
import { players } from '../db/schema';
import { createPlayer } from '../test/players';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.fastify.inject({ url, ...extra });

describe('GET /api/info/currencies', () => {
  it('CONF-11 API-044 CONF-05 CONST-11 PAY-13 lists every currency with subunits, the enabled ones, EUR and country defaults', async () => {
    const res = await get('/api/info/currencies');
    const body = bodyOf(res, currenciesResponseSchema);
    expect(body.data).toEqual(CURRENCIES.map((c) => ({ code: c.code, fiat: c.fiat, subunits_to_unit: c.subunits_to_unit })));
    expect(body.data.find((c) => c.code === 'JPY')?.subunits_to_unit).toBe(1);
    expect(body.data.find((c) => c.code === 'BTC')).toEqual({ code: 'BTC', fiat: false, subunits_to_unit: 100_000_000 });
    expect(body.default).toBe('EUR');
    expect(body.enabled).toEqual([...ENABLED_CURRENCIES]);
    expect(body.country_defaults).toEqual(COUNTRY_CURRENCIES);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('GET /api/info/countries', () => {
  it('CONF-11 API-043 lists the known countries by name with currency, locale and restriction', async () => {
    const body = bodyOf(await get('/api/info/countries'), countriesResponseSchema);
    expect(body.data.map((c) => c.code).sort()).toEqual(COUNTRIES.map((c) => c.code).sort());
    // Sorted by the database's collation; these names order the same under every collation.
    const position = (name: string) => body.data.findIndex((c) => c.name === name);
    const names = ['Australia', 'Canada', 'Estonia', 'Germany', 'Norway'].map(position);
    expect(names.every((p) => p >= 0)).toBe(true);
    expect(names).toEqual([...names].sort((a, b) => a - b));
    expect(body.data.find((c) => c.code === 'CA')).toEqual({
      code: 'CA',
      name: 'Canada',
      default_currency: 'CAD',
      default_locale: 'en-CA',
      restriction: 'none',
    });
    expect(body.data.find((c) => c.code === 'GB')?.restriction).toBe('full');
    expect(body.data.find((c) => c.code === 'SE')?.restriction).toBe('partial');
  });
});

describe('GET /api/info/statuses, /player_fields, /project, /crypto_exchange_rates', () => {
  it('API-042 PROF-12 lists the player statuses by id', async () => {
    expect(bodyOf(await get('/api/info/statuses'), statusesResponseSchema).data).toEqual(PLAYER_STATUSES);
  });

  it('API-041 PROF-05 gives the fields of the registration, deposit, cashout, edition and provider contexts', async () => {
    const body = bodyOf(await get('/api/info/player_fields'), playerFieldsResponseSchema);
    expect(Object.keys(body.contexts).sort()).toEqual(['cashout', 'deposit', 'edition', 'provider', 'registration']);
    expect(body.contexts.registration?.map((f) => f.field)).toEqual(expect.arrayContaining(['email', 'password', 'currency']));
    expect(body.contexts.deposit?.every((f) => typeof f.required === 'boolean')).toBe(true);
  });

  it('PROF-06 PLAY-04 the provider context asks for name, birth date and country before real play, all required', async () => {
    const body = bodyOf(await get('/api/info/player_fields'), playerFieldsResponseSchema);
    expect(body.contexts.provider).toEqual([
      { field: 'first_name', type: 'string', required: true },
      { field: 'last_name', type: 'string', required: true },
      { field: 'date_of_birth', type: 'date', required: true },
      { field: 'country', type: 'country', required: true },
    ]);
  });

  it('CONF-11 API-045 answers the project', async () => {
    expect(bodyOf(await get('/api/info/project'), projectSchema)).toEqual(DEMO_INTERNAL_CONFIG.project);
  });

  it('API-046 PAY-24 answers the crypto rates as decimal strings, cacheable 60 s', async () => {
    const res = await get('/api/info/crypto_exchange_rates');
    const body = bodyOf(res, cryptoExchangeRatesSchema);
    expect(body).toEqual(DEMO_INTERNAL_CONFIG['crypto-exchange-rates']);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('GET /api/info/locales', () => {
  it('CONF-07 API-047 ROUTE-01 ROUTE-03 lists the ten locales with their mirror domains, taking stag and affb_id', async () => {
    const body = bodyOf(await get('/api/info/locales?stag=122&affb_id=9'), localesResponseSchema);
    expect(body.data.map((l) => l.code)).toEqual([...LOCALES]);
    for (const l of body.data) expect(l).toMatchObject({ domain: LOCALE_DOMAINS[l.code], hidden: false });
  });

  it('ROUTE-05 API-047 hides a locale on the hosts it is hidden on, and leaves out a disabled locale', async () => {
    await app.db
      .update(siteLocales)
      .set({ hiddenHosts: ['casino-ca.example'] })
      .where(eq(siteLocales.code, 'de'));
    await app.db.update(siteLocales).set({ enabled: false }).where(eq(siteLocales.code, 'en-KW'));
    const onCa = bodyOf(await get('/api/info/locales', { headers: { host: 'casino-ca.example:8443' } }), localesResponseSchema);
    expect(onCa.data.find((l) => l.code === 'de')?.hidden).toBe(true);
    expect(onCa.data.map((l) => l.code)).not.toContain('en-KW');
    const elsewhere = bodyOf(await get('/api/info/locales', { headers: { host: 'casino.example' } }), localesResponseSchema);
    expect(elsewhere.data.find((l) => l.code === 'de')?.hidden).toBe(false);
  });
});

describe('GET /client-context', () => {
  it('GEO-01 GEO-02 answers the Estonian licence for a signed-in player registered under it, Curaçao otherwise', async () => {
    const playerId = await createPlayer(app.db, 'licence-ee@example.com');
    await app.db.update(players).set({ licenseName: 'EE' }).where(eq(players.id, playerId));
    const { token } = await app.services.sessions.create(playerId);
    const signedIn = bodyOf(
      await get('/client-context', { remoteAddress: '193.40.0.1', headers: { cookie: `casino_session=${token}` } }),
      clientContextSchema,
    );
    expect(signedIn.licence).toBe('EE');
    const guest = bodyOf(await get('/client-context', { remoteAddress: '193.40.0.1' }), clientContextSchema);
    expect(guest.licence).toBe('CW');
  });

  it('GEO-01 GEO-08 with MAIN_HOSTS set, the Estonian licence applies on those hosts only; a mirror shows Curaçao', async () => {
    const service = createInfoService({
      db: app.db,
      config: app.services.config,
      geo: createGeo(),
      clock: app.clock,
      cache: createTtlCache({ clock: app.clock, ttlMs: 0 }),
      allowDebugCountry: true,
      mainHosts: parseEnv({ NODE_ENV: 'test', MAIN_HOSTS: 'Casino.example,casino-ee.example' }).MAIN_HOSTS,
    });
    const ee = { ip: '193.40.0.1', licenseName: 'EE' };
    expect((await service.clientContext({ ...ee, host: 'casino.example:443' })).licence).toBe('EE');
    expect((await service.clientContext({ ...ee, host: 'casino-ee.example' })).licence).toBe('EE');
    expect((await service.clientContext({ ...ee, host: 'casino-de.example' })).licence).toBe('CW');
    expect((await service.clientContext({ ip: '193.40.0.1', host: 'casino.example' })).licence).toBe('CW');
    expect(() => parseEnv({ NODE_ENV: 'test', MAIN_HOSTS: 'casino.example, https://x' })).toThrow();
  });

  it('CONF-11 API-074 ROUTE-04 assumes Canada when the address tells no country', async () => {
    const res = await get('/client-context', { remoteAddress: '192.168.1.20' });
    expect(bodyOf(res, clientContextSchema)).toEqual({
      ip: '192.168.1.20',
      country: 'CA',
      restriction: 'none',
      default_locale: 'en-CA',
      licence: 'CW',
      host: 'localhost:80',
      server_time: TEST_START,
      realtime: { path: '/realtime' },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('API-074 ROUTE-04 GEO-08 takes country, restriction and locale from the address and the country table', async () => {
    const cases: [string, string][] = [
      ['5.9.0.1', 'DE'],
      ['139.130.4.5', 'AU'],
      ['193.40.0.1', 'EE'],
      ['8.8.8.8', 'US'],
      ['81.2.69.142', 'GB'],
      ['1.2.4.8', 'CN'],
    ];
    for (const [ip, country] of cases) {
      const row = COUNTRIES.find((c) => c.code === country);
      const expected = [country, row?.restriction ?? 'none', row?.defaultLocale ?? localeForCountry(country)];
      const body = bodyOf(await get('/client-context', { remoteAddress: ip }), clientContextSchema);
      expect([body.country, body.restriction, body.default_locale], ip).toEqual(expected);
    }
    const spec = async (ip: string) => bodyOf(await get('/client-context', { remoteAddress: ip }), clientContextSchema);
    expect((await spec('5.9.0.1')).default_locale).toBe('de');
    expect((await spec('139.130.4.5')).default_locale).toBe('en-AU');
    expect((await spec('81.2.69.142')).restriction).toBe('full');
  });

  it('API-074 GEO-08 GEO-03 places IPv6 visitors by the bundled database, so a restricted country stays closed', async () => {
    const cases: [string, string][] = [
      ['2001:4860:4860::8888', 'US'],
      ['2a02:c7c::1', 'GB'],
      ['2a01:4f8::1', 'DE'],
      ['2001:44b8::1', 'AU'],
      ['2001:7d0::1', 'EE'],
      ['2001:dc7::1', 'CN'],
    ];
    for (const [ip, country] of cases) {
      const body = bodyOf(await get('/client-context', { remoteAddress: ip }), clientContextSchema);
      const row = COUNTRIES.find((c) => c.code === country);
      expect([body.country, body.restriction], ip).toEqual([country, row?.restriction ?? 'none']);
    }
    expect(bodyOf(await get('/client-context', { remoteAddress: '2a02:c7c::1' }), clientContextSchema).restriction).toBe('full');
    expect(bodyOf(await get('/api/current_ip', { remoteAddress: '2a01:4f8::1' }), currentIpSchema)).toEqual({
      ip: '2a01:4f8::1',
      country: 'DE',
    });
    // Loopback, link-local and documentation addresses have no country.
    for (const ip of ['::1', 'fe80::1', '2001:db8::1']) expect(createGeo().countryOf(ip), ip).toBeNull();
  });

  it('API-074 GEO-08 looks an IPv4-mapped IPv6 address up as its IPv4 address, dotted or hexadecimal', () => {
    const geo = createGeo();
    expect(geo.countryOf('::ffff:81.2.69.142')).toBe('GB');
    expect(geo.countryOf('::FFFF:5.9.0.1')).toBe('DE');
    expect(geo.countryOf('::ffff:5102:458e')).toBe('GB');
    expect(geo.countryOf('0:0:0:0:0:ffff:8b82:405')).toBe('AU');
  });

  it('API-074 GEO-08 trusts the configured edge country header over the address, and ignores it when not configured', async () => {
    const withHeader = createInfoService({
      db: app.db,
      config: app.services.config,
      geo: createGeo(),
      clock: app.clock,
      cache: createTtlCache({ clock: app.clock, ttlMs: 0 }),
      allowDebugCountry: false,
      countryHeader: 'cf-ipcountry',
    });
    const visitor = (value: string | undefined) => ({
      ip: '8.8.8.8',
      host: 'casino.example',
      headers: value === undefined ? {} : { 'cf-ipcountry': value },
    });
    expect(await withHeader.clientContext(visitor('gb'))).toMatchObject({ country: 'GB', restriction: 'full' });
    expect(await withHeader.clientContext(visitor('AU'))).toMatchObject({ country: 'AU', default_locale: 'en-AU' });
    // Unknown (XX), Tor (T1), garbage or missing: the database decides.
    for (const value of ['XX', 'T1', 'evil', undefined]) {
      expect((await withHeader.clientContext(visitor(value))).country, String(value)).toBe('US');
    }
    // Without COUNTRY_HEADER (the test app) a client cannot pick its country with the header.
    const body = bodyOf(
      await get('/client-context', { remoteAddress: '8.8.8.8', headers: { 'cf-ipcountry': 'GB' } }),
      clientContextSchema,
    );
    expect(body.country).toBe('US');
  });

  it('API-074 GEO-08 outside production ?debug_country=XX places the visitor and sets the cookie for the next requests', async () => {
    const res = await get('/client-context?debug_country=gb', { remoteAddress: '8.8.8.8' });
    expect(bodyOf(res, clientContextSchema)).toMatchObject({ country: 'GB', restriction: 'full' });
    expect(String(res.headers['set-cookie'])).toMatch(/^debug_country=GB; Path=\/; SameSite=Lax/);
    // The query wins over an older cookie.
    const ip = await get('/api/current_ip?debug_country=EE', {
      remoteAddress: '8.8.8.8',
      headers: { cookie: 'debug_country=GB' },
    });
    expect(bodyOf(ip, currentIpSchema)).toEqual({ ip: '8.8.8.8', country: 'EE' });
    // A malformed value changes nothing.
    const bad = await get('/client-context?debug_country=evil', { remoteAddress: '8.8.8.8' });
    expect(bodyOf(bad, clientContextSchema).country).toBe('US');
    expect(bad.headers['set-cookie']).toBeUndefined();
  });

  it('API-074 ROUTE-04 gives a country missing from the table no restriction and the default country locale', async () => {
    const body = bodyOf(
      await get('/client-context', { remoteAddress: '8.8.8.8', headers: { cookie: 'debug_country=ZZ' } }),
      clientContextSchema,
    );
    expect(body).toMatchObject({ country: 'ZZ', restriction: 'none', default_locale: 'en-CA' });
  });

  it('API-074 follows the clock and a developer debug_country cookie outside production', async () => {
    app.clock.advance(90_000);
    const body = bodyOf(
      await get('/client-context', { remoteAddress: '8.8.8.8', headers: { cookie: 'debug_country=EE' } }),
      clientContextSchema,
    );
    expect(body).toMatchObject({
      country: 'EE',
      default_locale: 'et',
      server_time: new Date(Date.parse(TEST_START) + 90_000).toISOString(),
    });
    const invalid = bodyOf(
      await get('/client-context', { remoteAddress: '8.8.8.8', headers: { cookie: 'debug_country=evil' } }),
      clientContextSchema,
    );
    expect(invalid.country).toBe('US');
  });

  it('API-074 production ignores the debug_country cookie', async () => {
    const production = createInfoService({
      db: app.db,
      config: app.services.config,
      geo: createGeo(),
      clock: app.clock,
      cache: createTtlCache({ clock: app.clock, ttlMs: 0 }),
      allowDebugCountry: false,
    });
    const context = await production.clientContext({ ip: '8.8.8.8', host: 'casino.example', debugCountry: 'EE' });
    expect(context).toMatchObject({ country: 'US', restriction: 'full' });
  });
});

describe('GET /api/current_ip', () => {
  it('CONF-11 API-075 answers the caller address and its country, null for private addresses', async () => {
    expect(bodyOf(await get('/api/current_ip', { remoteAddress: '81.2.69.142' }), currentIpSchema)).toEqual({
      ip: '81.2.69.142',
      country: 'GB',
    });
    expect(bodyOf(await get('/api/current_ip', { remoteAddress: '10.1.2.3' }), currentIpSchema)).toEqual({
      ip: '10.1.2.3',
      country: null,
    });
  });

  it('API-075 ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const res = await get('/api/current_ip', { remoteAddress: '81.2.69.142', headers: { 'x-forwarded-for': '8.8.8.8' } });
    expect(bodyOf(res, currentIpSchema)).toEqual({ ip: '81.2.69.142', country: 'GB' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
