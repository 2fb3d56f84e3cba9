import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configDocumentListSchema, configDocumentSchema, type StaffRole } from '@casino/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, call } from '../test/accounts';
import { errorOf, fieldErrorsOf } from '../test/http';
import { signedInStaff } from '../test/staff';
import { configChanges, feConfigs } from './tables';

let app: TestApp;
beforeAll(async () => {
  // The public config routes read through the cache as in production.
  app = await createTestApp({ ...ACCOUNT_ENV, CACHE_TTL_MS: '60000' });
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const staff = async (role: StaffRole = 'config_admin') => (await signedInStaff(app, role)).headers;
const document = async (headers: Record<string, string>, name: string, query = '') =>
  configDocumentSchema.parse((await call(app, 'GET', `/api/staff/config/${name}${query}`, { headers })).json());
const replace = (headers: Record<string, string>, name: string, body: unknown, query = '') =>
  call(app, 'PUT', `/api/staff/config/${name}${query}`, { headers, body });

describe('the configuration editor (/api/staff/config)', () => {
  it('ROLE-11 CONF-01 lists every document the casino reads, the banners once per locale', async () => {
    const headers = await staff();
    const res = await call(app, 'GET', '/api/staff/config', { headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { data } = configDocumentListSchema.parse(res.json());
    expect(data.find((d) => d.name === 'survey-config')).toMatchObject({ locale: '', kind: 'front-end' });
    expect(data.find((d) => d.name === 'project')).toMatchObject({ locale: '', kind: 'internal' });
    expect(data.filter((d) => d.name === 'banners-config').map((d) => d.locale)).toContain('de');
    expect(data.every((d) => d.updated_at === null || !Number.isNaN(Date.parse(d.updated_at)))).toBe(true);
  });

  it('ROLE-11 answers 401 without a staff session and 403 to every other role, for reading and writing', async () => {
    expect((await call(app, 'GET', '/api/staff/config')).statusCode).toBe(401);
    for (const role of ['support_agent', 'vip_manager', 'support_lead', 'kyc_agent'] as const) {
      const headers = await staff(role);
      expect((await call(app, 'GET', '/api/staff/config', { headers })).statusCode, role).toBe(403);
      expect((await call(app, 'GET', '/api/staff/config/survey-config', { headers })).statusCode, role).toBe(403);
      expect((await replace(headers, 'survey-config', { value: {}, updated_at: null })).statusCode, role).toBe(403);
    }
  });

  it('CONF-01 replaces a document the casino then serves, and records who changed what', async () => {
    const headers = await staff();
    const before = await document(headers, 'survey-config');
    // The public route has read (and cached) the old value.
    const served = async () => (await call(app, 'GET', '/api/fe/config/survey-config')).json() as Record<string, unknown>;
    await served();
    const value = { ...(before.value as Record<string, unknown>), survey_url: 'https://survey.casino.example/q4' };
    const res = await replace(headers, 'survey-config', { value, updated_at: before.updated_at });
    expect(res.statusCode).toBe(200);
    const after = configDocumentSchema.parse(res.json());
    expect(after.value).toMatchObject({ survey_url: 'https://survey.casino.example/q4' });
    expect(after.updated_at).not.toBe(before.updated_at);
    expect(await served()).toMatchObject({ survey_url: 'https://survey.casino.example/q4' });
    const changes = await app.db
      .select()
      .from(configChanges)
      .where(and(eq(configChanges.name, 'survey-config'), eq(configChanges.locale, '')));
    expect(changes.at(-1)).toMatchObject({ before: before.value, after: after.value });
    expect(changes.at(-1)?.staffId).toBeGreaterThan(0);
  });

  it('CONF-01 refuses a value its schema does not accept with 422 naming the field, and changes nothing', async () => {
    const headers = await staff();
    const before = await document(headers, 'project');
    const broken = { ...(before.value as Record<string, unknown>), support_email: 42, terms_version: 'next week' };
    const res = await replace(headers, 'project', { value: broken, updated_at: before.updated_at });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(res)).sort()).toEqual(['value.support_email', 'value.terms_version']);
    expect(await document(headers, 'project')).toEqual(before);
    const [row] = await app.db.select().from(feConfigs).where(eq(feConfigs.name, 'project'));
    expect(row?.value).toEqual(before.value);
  });

  it('CONF-01 answers 409 when the document changed since the editor read it (two editors at once), keeping the first change', async () => {
    const first = await staff();
    const second = await staff();
    const start = await document(first, 'project');
    const base = start.value as Record<string, unknown>;
    const [a, b] = await Promise.all([
      replace(first, 'project', { value: { ...base, support_phone: '+372 555 0101' }, updated_at: start.updated_at }),
      replace(second, 'project', { value: { ...base, support_phone: '+372 555 0102' }, updated_at: start.updated_at }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(errorOf(loser)).toMatch(/changed meanwhile/);
    const winner = configDocumentSchema.parse((a.statusCode === 200 ? a : b).json());
    expect(await document(first, 'project')).toEqual(winner);
  });

  it('CONF-01 two editors setting a document for the first time at once: one is saved, the other answers 409', async () => {
    const [first, second] = [await staff(), await staff()];
    const banners = await document(first, 'banners-config', '?locale=it');
    await app.db.delete(feConfigs).where(and(eq(feConfigs.name, 'banners-config'), eq(feConfigs.locale, 'it')));
    expect((await document(first, 'banners-config', '?locale=it')).updated_at).toBeNull();
    const answers = await Promise.all(
      [first, second].map((headers) =>
        replace(headers, 'banners-config', { value: banners.value, updated_at: null }, '?locale=it'),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await document(first, 'banners-config', '?locale=it')).value).toEqual(banners.value);
  });

  it('CONF-01 names a per-locale document by one of our locales, and refuses a locale elsewhere or an unknown document', async () => {
    const headers = await staff();
    const de = await document(headers, 'banners-config', '?locale=de');
    expect(de.locale).toBe('de');
    expect((await call(app, 'GET', '/api/staff/config/banners-config?locale=xx', { headers })).statusCode).toBe(422);
    expect((await call(app, 'GET', '/api/staff/config/banners-config', { headers })).statusCode).toBe(422);
    expect((await call(app, 'GET', '/api/staff/config/project?locale=de', { headers })).statusCode).toBe(422);
    expect((await call(app, 'GET', '/api/staff/config/no-such-document', { headers })).statusCode).toBe(404);
    expect((await replace(headers, 'no-such-document', { value: {}, updated_at: null })).statusCode).toBe(404);
    expect((await replace(headers, 'project', { updated_at: null })).statusCode).toBe(422);
  });
});
