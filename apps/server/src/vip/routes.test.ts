import { vipProgressSchema, vipStatusGiftsSchema, vipThresholdsSchema } from '@casino/contracts';
import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../db/schema';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, fieldErrorsOf } from '../test/http';
import { fund } from '../test/play';
import { signedInStaff } from '../test/staff';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

let serial = 0;
const player = async (extra: Record<string, unknown> = {}) => register(app, `vip-routes-${(serial += 1)}@example.com`, extra);

describe('GET /jam/vip_status_progress', () => {
  it('VIP-02 VIP-04 VIP-06 API-112 a new EUR player: Regular, next Bronze, nothing counted, the EUR thresholds', async () => {
    const { token } = await player();
    const res = await call(app, 'GET', '/jam/vip_status_progress', { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(bodyOf(res, vipProgressSchema)).toEqual({
      currency: 'EUR',
      currentStatus: 'REGULAR',
      activeStatus: 'REGULAR',
      nextStatus: 'BRONZE',
      depositThresholdCents: 600_000,
      depositAmountCents: 0,
      betSumCents: 0,
      betSumThresholdCents: 6_000_000,
      overallProgress: 0,
    });
  });

  it('VIP-02 VIP-15 a deposit shows in the progress at once, the overall progress its percent of the threshold', async () => {
    const { id, token } = await player();
    await fund(app, id, 150_000);
    await app.services.outbox.drain();
    const body = bodyOf(await call(app, 'GET', '/jam/vip_status_progress', { token }), vipProgressSchema);
    expect(body).toMatchObject({ depositAmountCents: 150_000, overallProgress: 25, activeStatus: 'REGULAR' });
  });

  it('VIP-04 a guest gets 401 and a query string 422', async () => {
    expect((await call(app, 'GET', '/jam/vip_status_progress')).statusCode).toBe(401);
    const { token } = await player();
    expect((await call(app, 'GET', '/jam/vip_status_progress?x=1', { token })).statusCode).toBe(422);
  });
});

describe('the VIP staff routes', () => {
  it('VIP-06 VIP-15 the promotions manager replaces the thresholds, audited; other roles 403; falling thresholds 422, nothing changed', async () => {
    const agent = await signedInStaff(app, 'support_agent');
    expect((await call(app, 'GET', '/api/staff/vip/thresholds', { headers: agent.headers })).statusCode).toBe(403);
    const { headers } = await signedInStaff(app, 'promotions_manager');
    const before = bodyOf(await call(app, 'GET', '/api/staff/vip/thresholds', { headers }), vipThresholdsSchema);
    expect(before).toContainEqual({ status: 'BRONZE', currency: 'EUR', deposit_cents: 600_000, bet_cents: 6_000_000 });
    expect(before).toContainEqual({ status: 'BRONZE', currency: '*', deposit_cents: 900_000, bet_cents: 9_000_000 });

    const falling = before.map((t) => (t.status === 'SILVER' && t.currency === 'EUR' ? { ...t, deposit_cents: 1 } : t));
    const refused = await call(app, 'PUT', '/api/staff/vip/thresholds', { headers, body: { thresholds: falling } });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrorsOf(refused)).toEqual({ thresholds: ['not_rising_with_status'] });
    expect(bodyOf(await call(app, 'GET', '/api/staff/vip/thresholds', { headers }), vipThresholdsSchema)).toEqual(before);

    const lower = before.map((t) => (t.status === 'BRONZE' && t.currency === 'EUR' ? { ...t, deposit_cents: 100_000 } : t));
    const saved = await call(app, 'PUT', '/api/staff/vip/thresholds', { headers, body: { thresholds: lower } });
    expect(saved.statusCode).toBe(200);
    expect(bodyOf(saved, vipThresholdsSchema)).toContainEqual({
      status: 'BRONZE',
      currency: 'EUR',
      deposit_cents: 100_000,
      bet_cents: 6_000_000,
    });
    const [entry] = await app.db
      .select()
      .from(staffAuditLog)
      .where(like(staffAuditLog.action, 'vip_%'))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'vip_thresholds.replace', role: 'promotions_manager' });
    // A player's progress uses the new threshold at once.
    const { token } = await player();
    expect(bodyOf(await call(app, 'GET', '/jam/vip_status_progress', { token }), vipProgressSchema).depositThresholdCents).toBe(
      100_000,
    );
  });

  it('VIP-15 status gifts: set to a template or none, audited; an unknown template 422 and nothing changed', async () => {
    const { headers } = await signedInStaff(app, 'promotions_manager');
    const before = bodyOf(await call(app, 'GET', '/api/staff/vip/gifts', { headers }), vipStatusGiftsSchema);
    expect(before.map((g) => g.status)).toEqual(['BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND']);
    expect(before.every((g) => g.gift_template_id !== null)).toBe(true);
    const unknown = await call(app, 'PUT', '/api/staff/vip/gifts', {
      headers,
      body: { gifts: [{ status: 'GOLD', gift_template_id: 999_999 }] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(fieldErrorsOf(unknown)).toEqual({ gift_template_id: ['unknown_template'] });
    const saved = await call(app, 'PUT', '/api/staff/vip/gifts', {
      headers,
      body: { gifts: [{ status: 'GOLD', gift_template_id: null }] },
    });
    expect(bodyOf(saved, vipStatusGiftsSchema)).toContainEqual({ status: 'GOLD', gift_template_id: null });
    expect(bodyOf(saved, vipStatusGiftsSchema).find((g) => g.status === 'SILVER')).toEqual(
      before.find((g) => g.status === 'SILVER'),
    );
    const [entry] = await app.db
      .select()
      .from(staffAuditLog)
      .where(like(staffAuditLog.action, 'vip_gifts%'))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry?.action).toBe('vip_gifts.update');
  });
});
