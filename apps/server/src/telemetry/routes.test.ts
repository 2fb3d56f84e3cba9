import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PWA_EVENTS, okBodySchema } from '@casino/contracts';
import { SESSION_COOKIE } from '../auth';
import { createTestApp, type TestApp } from '../test/app';
import { writeCounts } from '../test/counts';
import { XHR, bodyOf, errorOf, fieldErrorsOf, injectFrom, nextIp } from '../test/http';
import { createPlayer } from '../test/players';
import { BODY_ROUTES } from '../test/routes';
import { contactMessages, telemetryEvents } from './tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const KINDS: Record<string, string> = {
  '/log': 'log',
  '/performance': 'performance',
  '/network-performance': 'network-performance',
  '/metrics-errors-validation': 'validation-errors',
  '/log_utm_set': 'utm-set',
  '/log_utm_send': 'utm-send',
  '/api/pwa_events': 'pwa-event',
  '/api/promotions/banner-views': 'banner-views',
};
const SINKS = BODY_ROUTES.filter((r) => r.path in KINDS);
const CONTACT = {
  name: '  Ada Lovelace ',
  email: ' ada@example.com',
  subject: 'Withdrawal',
  message: 'When will my withdrawal arrive?',
};
const latestEvent = async () => (await app.db.select().from(telemetryEvents).orderBy(desc(telemetryEvents.id)).limit(1))[0];
const contact = (payload: object, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  injectFrom(app.fastify, {
    method: 'POST',
    url: '/api/send_contact_message',
    payload,
    ...extra,
    headers: { ...XHR, ...extra.headers },
  });

describe.each(SINKS)('$method $path', (route) => {
  it(`${route.ids} stores the event with its kind, payload, address, request id and time`, async () => {
    const ip = nextIp();
    const res = await injectFrom(app.fastify, {
      method: route.method,
      url: route.url,
      headers: XHR,
      payload: route.body,
      remoteAddress: ip,
    });
    expect(bodyOf(res, okBodySchema)).toEqual({ ok: true });
    expect(await latestEvent()).toMatchObject({
      kind: KINDS[route.path],
      payload: route.body,
      ip,
      playerId: null,
      requestId: res.headers['x-request-id'],
      createdAt: app.clock.now(),
    });
  });
});

describe('telemetry of a signed-in player', () => {
  it('ERR-10 API-083 records the player of the session cookie', async () => {
    const playerId = await createPlayer(app.db, 'telemetry@example.com');
    const { token } = await app.services.sessions.create(playerId);
    const res = await injectFrom(app.fastify, {
      method: 'PUT',
      url: '/log',
      headers: { ...XHR, cookie: `${SESSION_COOKIE}=${token}` },
      payload: { level: 'warn', code: 'wallet.balance', message: 'slow' },
    });
    expect(res.statusCode).toBe(200);
    expect((await latestEvent())?.playerId).toBe(playerId);
  });

  it('ERR-10 API-083 records no player for an unknown session cookie', async () => {
    const res = await injectFrom(app.fastify, {
      method: 'PUT',
      url: '/log',
      headers: { ...XHR, cookie: `${SESSION_COOKIE}=forged-token` },
      payload: { level: 'info', code: 'x', message: 'y' },
    });
    expect(res.statusCode).toBe(200);
    expect((await latestEvent())?.playerId).toBeNull();
  });
});

describe('POST /api/pwa_events', () => {
  it('API-077 accepts every PWA event of the contract and refuses others', async () => {
    for (const event of PWA_EVENTS) {
      const res = await injectFrom(app.fastify, { method: 'POST', url: '/api/pwa_events', headers: XHR, payload: { event } });
      expect(res.statusCode, event).toBe(200);
    }
    const bad = await injectFrom(app.fastify, {
      method: 'POST',
      url: '/api/pwa_events',
      headers: XHR,
      payload: { event: 'uninstalled' },
    });
    expect(Object.keys(fieldErrorsOf(bad))).toEqual(['event']);
  });
});

describe('PUT /metrics-errors-validation', () => {
  it('ERR-11 API-082 takes side, component and up to 50 errors of key and message', async () => {
    const errors = Array.from({ length: 51 }, (_, i) => ({ key: `field_${i}`, message: 'required' }));
    const put = (payload: object) =>
      injectFrom(app.fastify, { method: 'PUT', url: '/metrics-errors-validation', headers: XHR, payload });
    expect((await put({ side: 'server', component: 'deposit', errors: errors.slice(0, 50) })).statusCode).toBe(200);
    expect(Object.keys(fieldErrorsOf(await put({ side: 'server', component: 'deposit', errors })))).toEqual(['errors']);
    expect(Object.keys(fieldErrorsOf(await put({ side: 'browser', component: 'deposit', errors: [] })))).toEqual(['side']);
    expect(
      fieldErrorsOf(await put({ side: 'client', component: 'x', errors: [{ key: 'a', message: 'b', stack: 'c' }] })),
    ).toEqual({
      'errors.0.stack': ['is not allowed'],
    });
  });
});

describe('POST /api/send_contact_message', () => {
  it('SHELL-21 API-076 stores the trimmed message as open and answers its id', async () => {
    const ip = nextIp();
    const res = await contact(CONTACT, { remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    const { id } = res.json() as { id: number };
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Withdrawal',
      message: CONTACT.message,
      ip,
      playerId: null,
      status: 'open',
      createdAt: app.clock.now(),
    });
  });

  it('SHELL-21 ERR-05 ERR-14 API-076 answers 422 with the errors of each field and stores nothing', async () => {
    const before = await writeCounts(app.db);
    const res = await contact({ name: '   ', email: 'not-an-email', subject: '', message: 'short' });
    expect(res.statusCode).toBe(422);
    expect(fieldErrorsOf(res)).toEqual({
      name: ['required'],
      email: ['invalid email'],
      subject: ['required'],
      message: ['too short'],
    });
    const missing = await contact({ email: 'ada@example.com' });
    expect(Object.keys(fieldErrorsOf(missing)).sort()).toEqual(['message', 'name', 'subject']);
    expect(await writeCounts(app.db)).toEqual(before);
  });

  it('ERR-14 API-076 limits one address to 5 messages in 10 minutes, answering 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await contact(CONTACT, { remoteAddress: ip })).statusCode).toBe(200);
    const before = await writeCounts(app.db);
    const limited = await contact(CONTACT, { remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toBe('Too many requests, please try again later.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await writeCounts(app.db)).toEqual(before);
    expect((await contact(CONTACT, { remoteAddress: nextIp() })).statusCode).toBe(200);
  });
});

describe('telemetry rate limit', () => {
  it('ERR-14 API-083 limits one address to 120 telemetry calls a minute', async () => {
    const ip = nextIp();
    const log = () =>
      injectFrom(app.fastify, {
        method: 'PUT',
        url: '/log',
        headers: XHR,
        payload: { level: 'debug', code: 'c', message: 'm' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 120; i++) expect((await log()).statusCode).toBe(200);
    const limited = await log();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/promotions/banner-views', () => {
  const views = (payload: object) =>
    injectFrom(app.fastify, { method: 'POST', url: '/api/promotions/banner-views', headers: XHR, payload });

  it('BANR-05 stores the banners seen on the main page with the locale', async () => {
    const res = await views({ locale: 'fr-CA', banners: ['welcome-pack', 'spring-race'] });
    expect(res.statusCode).toBe(200);
    expect(await latestEvent()).toMatchObject({
      kind: 'banner-views',
      payload: { locale: 'fr-CA', banners: ['welcome-pack', 'spring-race'] },
    });
  });

  it('BANR-05 ERR-14 refuses no banners, a banner twice, an unknown locale and odd identifiers, storing nothing', async () => {
    const before = await writeCounts(app.db);
    expect(fieldErrorsOf(await views({ locale: 'en', banners: [] }))).toHaveProperty('banners');
    expect(fieldErrorsOf(await views({ locale: 'en', banners: ['a', 'a'] }))).toEqual({ banners: ['each banner once'] });
    expect(Object.keys(fieldErrorsOf(await views({ locale: 'xx', banners: ['a'] })))).toEqual(['locale']);
    expect(Object.keys(fieldErrorsOf(await views({ locale: 'en', banners: ['<script>'] })))).toEqual(['banners.0']);
    const many = Array.from({ length: 61 }, (_, i) => `banner-${i}`);
    expect(Object.keys(fieldErrorsOf(await views({ locale: 'en', banners: many })))).toEqual(['banners']);
    expect(await writeCounts(app.db)).toEqual(before);
  });
});
