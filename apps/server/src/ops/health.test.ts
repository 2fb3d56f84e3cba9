import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.fastify.inject({ url });

describe('GET /healthz and /readyz', () => {
  it('/readyz answers 503 naming the migrations while the newest is not applied, then 200 once it is', async () => {
    const newest = await app.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`,
    );
    const row = (newest as unknown as { rows: { hash: string; created_at: string }[] }).rows[0];
    if (!row) throw new Error('no migration recorded');
    const behind = await get('/readyz');
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({
      error: 'not ready',
      checks: { database: 'ok', migrations: expect.stringMatching(/^\d+ of \d+ migrations applied$/) },
    });

    await app.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
    );
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true, checks: { database: 'ok', redis: 'not configured', migrations: 'ok' } });
  });

  it('/healthz answers 200 without touching anything, and neither probe is rate-limited', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => get(i % 2 ? '/healthz' : '/readyz')));
    expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([200]));
    expect((await get('/healthz')).json()).toEqual({ ok: true });
  });

  it.runIf(Boolean(process.env['REDIS_URL']))(
    '/readyz checks the configured Redis',
    async () => {
      const withRedis = await createTestApp({ REDIS_URL: process.env['REDIS_URL'] ?? '' });
      try {
        const res = await withRedis.fastify.inject({ url: '/readyz' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ checks: { redis: 'ok' } });
      } finally {
        await withRedis.close();
      }
    },
    60_000,
  );
});
