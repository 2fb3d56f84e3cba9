import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALES, MESSAGES_BUCKET_MS } from '@casino/contracts';
import { seedDemo } from '../seed';
import { SHIPPED_MESSAGES } from '../seed/translations';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, errorOf, fieldErrorsOf } from '../test/http';
import { translations } from './tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const messagesSchema = z.record(z.string(), z.string());
const get = (url: string, headers: Record<string, string> = {}) => app.fastify.inject({ url, headers });
const bucket = Math.floor(Date.parse('2026-11-15T12:00:00Z') / MESSAGES_BUCKET_MS);

describe('GET /messages/{locale}.json', () => {
  it.each([...LOCALES])(
    'CMS-09 API-073 %s answers its messages, English filling every gap, cacheable 5 minutes',
    async (locale) => {
      const res = await get(`/messages/${locale}.json?t=${bucket}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const messages = bodyOf(res, messagesSchema);
      expect(messages).toEqual({ ...SHIPPED_MESSAGES.en, ...SHIPPED_MESSAGES[locale] });
      expect(Object.keys(messages)).toEqual(expect.arrayContaining(Object.keys(SHIPPED_MESSAGES.en)));
    },
  );

  it('CMS-09 API-073 answers the same messages with or without the cache bucket', async () => {
    expect((await get('/messages/de.json')).json()).toEqual((await get(`/messages/de.json?t=${bucket}`)).json());
  });

  it('API-073 sends an ETag and answers 304 without a body when the client already has it', async () => {
    const first = await get('/messages/en-AU.json');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await get('/messages/en-AU.json', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get('/messages/en-AU.json', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('CMS-09 API-073 an operator text replaces the shipped one, changes the ETag and survives a new seed run', async () => {
    const before = await get('/messages/it.json');
    await app.db
      .insert(translations)
      .values({ locale: 'it', key: 'site.name', value: 'Rocket Casinò' })
      .onConflictDoUpdate({ target: [translations.locale, translations.key], set: { value: 'Rocket Casinò' } });
    await seedDemo(app.db);
    const after = await get('/messages/it.json', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(bodyOf(after, messagesSchema)['site.name']).toBe('Rocket Casinò');
    expect(bodyOf(await get('/messages/en.json'), messagesSchema)['site.name']).toBe(SHIPPED_MESSAGES.en['site.name']);
  });

  it('CMS-09 API-073 a key only English has is served to every locale', async () => {
    await app.db.insert(translations).values({ locale: 'en', key: 'test.only_english', value: 'Only in English' });
    for (const locale of LOCALES) {
      expect(bodyOf(await get(`/messages/${locale}.json`), messagesSchema)['test.only_english'], locale).toBe('Only in English');
    }
  });

  it('ERR-14 API-073 answers 404 for a locale that is not one of LOCALES', async () => {
    for (const locale of ['xx', 'EN', 'en-US', 'fr', 'de-DE']) {
      const res = await get(`/messages/${locale}.json`);
      expect(res.statusCode, locale).toBe(404);
      expect(errorOf(res)).toBe(`locale ${locale} is not one of ${LOCALES.join(', ')}`);
    }
  });

  it('ERR-14 API-073 refuses a malformed file name, a bad bucket and unknown parameters with 422', async () => {
    expect(Object.keys(fieldErrorsOf(await get('/messages/en')))).toEqual(['file']);
    expect(Object.keys(fieldErrorsOf(await get('/messages/en.json.bak')))).toEqual(['file']);
    expect(Object.keys(fieldErrorsOf(await get('/messages/en.json?t=abc')))).toEqual(['t']);
    expect(Object.keys(fieldErrorsOf(await get('/messages/en.json?t=1.5')))).toEqual(['t']);
    expect(fieldErrorsOf(await get('/messages/en.json?locale=de'))).toEqual({ locale: ['is not allowed'] });
  });
});
