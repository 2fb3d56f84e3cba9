import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIRROR_ORIGINS } from '@casino/contracts';
import { feConfigs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const frameAncestorsOf = async (url: string) => {
  const res = await app.fastify.inject({ url });
  const csp = String(res.headers['content-security-policy']);
  return { directive: /frame-ancestors ([^;]*)/.exec(csp)?.[1], xFrameOptions: res.headers['x-frame-options'] };
};

describe('who may frame a page', () => {
  it('SHELL-16 documents may be framed by the site and the embed-config origins, seeded with the mirror domains', async () => {
    const { directive, xFrameOptions } = await frameAncestorsOf('/healthz');
    expect(directive).toBe(["'self'", ...MIRROR_ORIGINS].join(' '));
    // X-Frame-Options knows only SAMEORIGIN and would contradict the list.
    expect(xFrameOptions).toBeUndefined();
  });

  it('SHELL-16 an operator edit of embed-config changes frame-ancestors on the next page', async () => {
    const where = and(eq(feConfigs.name, 'embed-config'), eq(feConfigs.locale, ''));
    const [row] = await app.db.select().from(feConfigs).where(where);
    await app.db
      .update(feConfigs)
      .set({ value: { allowed_origins: ['https://partner.example'] } })
      .where(where);
    try {
      expect((await frameAncestorsOf('/healthz')).directive).toBe("'self' https://partner.example");
    } finally {
      await app.db.update(feConfigs).set({ value: row?.value }).where(where);
    }
  });
});
