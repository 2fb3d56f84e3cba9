import {
  lootBoxActivationResponseSchema,
  lootBoxGrantResponseSchema,
  lootBoxListSchema,
  wheelAdminSchema,
  type WheelSegment,
  wheelViewSchema,
} from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftTemplates, staffAuditLog, wheels } from '../db/schema';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, fieldErrorsOf } from '../test/http';
import { balanceOf } from '../test/play';
import { signedInStaff } from '../test/staff';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const CASH: WheelSegment = {
  label: '€3 cash',
  kind: 'money',
  weight: 1,
  amounts: { EUR: 300 },
  points: 0,
  freespins_count: 0,
  gift_template_id: null,
};
const NOTHING: WheelSegment = { ...CASH, label: 'Try again', kind: 'nothing', weight: 0, amounts: {} };

describe('the wheel routes', () => {
  it('WHEEL-01 WHEEL-02 WHEEL-11 WHEEL-12 guests read both wheels in EUR; the loot box wheel has the default weights 4000, 4000, 2000, 0', async () => {
    const mart = bodyOf(await call(app, 'GET', '/api/wheels/rocketmart'), wheelViewSchema);
    expect(mart.currency).toBe('EUR');
    expect(mart.segments.map((s) => s.weight).slice(0, 4)).toEqual([4000, 4000, 2000, 0]);
    expect(mart.segments[1]).toMatchObject({ kind: 'bonus', amount_cents: 500 });
    expect(bodyOf(await call(app, 'GET', '/api/wheels/rocketplay'), wheelViewSchema).segments.length).toBeGreaterThan(2);
    expect((await call(app, 'GET', '/api/wheels/other')).statusCode).toBe(422);
  });

  it('API-096 API-097 WHEEL-05 WHEEL-08 WHEEL-09 WHEEL-15 a granted box is listed (issued), opened once (activated) with an Idempotency-Key, and its cash credited once', async () => {
    const { headers } = await signedInStaff(app, 'promotions_manager');
    await app.db
      .update(wheels)
      .set({ segments: [CASH, NOTHING] })
      .where(eq(wheels.slug, 'rocketmart'));
    const player = await register(app, 'wheel-routes-1@example.com');
    expect((await call(app, 'GET', '/api/player/lootboxes')).statusCode).toBe(401);
    const grant = { player_id: player.id, wheel: 'rocketmart', count: 2, valid_days: 7 };
    const keyed = { ...headers, 'idempotency-key': 'grant-wheel-routes-0001' };
    expect(fieldErrorsOf(await call(app, 'POST', '/api/staff/lootboxes', { headers, body: grant }))).toHaveProperty(
      'idempotency_key',
    );
    const granted = bodyOf(
      await call(app, 'POST', '/api/staff/lootboxes', { headers: keyed, body: grant }),
      lootBoxGrantResponseSchema,
    );
    expect(granted.ids).toHaveLength(2);
    const again = bodyOf(
      await call(app, 'POST', '/api/staff/lootboxes', { headers: keyed, body: grant }),
      lootBoxGrantResponseSchema,
    );
    expect(again.ids).toEqual(granted.ids);
    const unknown = await call(app, 'POST', '/api/staff/lootboxes', {
      headers: keyed,
      body: { ...grant, player_id: 987_654_321 },
    });
    expect(fieldErrorsOf(unknown)).toEqual({ player_id: ['unknown_player'] });
    const [audit] = await app.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'loot_box.grant', playerId: player.id });

    const listed = bodyOf(await call(app, 'GET', '/api/player/lootboxes', { token: player.token }), lootBoxListSchema);
    expect(listed.map((b) => [b.stage, b.group_key, b.wheel])).toEqual([
      ['issued', 'manual_wheel', 'rocketmart'],
      ['issued', 'manual_wheel', 'rocketmart'],
    ]);
    const id = granted.ids[0] ?? 0;
    const url = `/api/player/lootboxes/${id}/activation`;
    const wrong = await call(app, 'POST', url, { token: player.token, body: { wheel: 'rocketplay' } });
    expect(fieldErrorsOf(wrong)).toEqual({ wheel: ['wrong_wheel'] });
    const key = { 'idempotency-key': 'open-wheel-routes-0001' };
    const first = await call(app, 'POST', url, { token: player.token, body: { wheel: 'rocketmart' }, headers: key });
    const opened = bodyOf(first, lootBoxActivationResponseSchema);
    expect(opened).toMatchObject({
      segment: 0,
      prize: { kind: 'money', amount_cents: 300 },
      lootbox: { id, stage: 'activated' },
    });
    const replay = await call(app, 'POST', url, { token: player.token, body: { wheel: 'rocketmart' }, headers: key });
    expect(replay.json()).toEqual(opened);
    const bare = await call(app, 'POST', url, { token: player.token, body: { wheel: 'rocketmart' } });
    expect(bodyOf(bare, lootBoxActivationResponseSchema)).toEqual(opened);
    expect(await balanceOf(app, player.id)).toBe(300);
    const other = await register(app, 'wheel-routes-2@example.com');
    expect((await call(app, 'POST', url, { token: other.token, body: { wheel: 'rocketmart' } })).statusCode).toBe(404);
    expect(
      (await call(app, 'POST', '/api/player/lootboxes/abc/activation', { token: player.token, body: { wheel: 'rocketmart' } }))
        .statusCode,
    ).toBe(422);
    expect((await call(app, 'POST', url, { token: player.token, body: { wheel: 'other' } })).statusCode).toBe(422);
  });

  it('WHEEL-04 API-096 API-097 an opened free-spin box names in bonuses[] its spins per currency and the wager and max win of its gift', async () => {
    const [spins] = await app.db.select().from(giftTemplates).where(eq(giftTemplates.groupKey, 'shop_fs_25'));
    if (!spins) throw new Error('shop_fs_25 template not seeded');
    const segment = { ...NOTHING, label: '25 free spins', kind: 'freespins', weight: 1, freespins_count: 25 } as const;
    await app.db
      .update(wheels)
      .set({ segments: [NOTHING, { ...segment, gift_template_id: spins.id }] })
      .where(eq(wheels.slug, 'rocketmart'));
    const player = await register(app, 'wheel-routes-4@example.com');
    const { headers } = await signedInStaff(app, 'promotions_manager');
    const grant = { player_id: player.id, wheel: 'rocketmart', count: 1, valid_days: 7 };
    const keyed = { ...headers, 'idempotency-key': 'grant-wheel-routes-0004' };
    const [id] = bodyOf(
      await call(app, 'POST', '/api/staff/lootboxes', { headers: keyed, body: grant }),
      lootBoxGrantResponseSchema,
    ).ids;
    const issued = bodyOf(await call(app, 'GET', '/api/player/lootboxes', { token: player.token }), lootBoxListSchema);
    expect(issued.find((b) => b.id === id)?.bonuses).toEqual([]);
    const url = `/api/player/lootboxes/${id ?? 0}/activation`;
    const opened = bodyOf(
      await call(app, 'POST', url, { token: player.token, body: { wheel: 'rocketmart' } }),
      lootBoxActivationResponseSchema,
    );
    const expected = {
      title: '25 free spins',
      type: 'freespins',
      attributes: { freespins_count: expect.objectContaining({ EUR: 25 }) },
      result_bonus: { wager: spins.freespinWager, max_win: expect.objectContaining({ EUR: spins.maxWins.EUR }) },
    };
    expect(opened.prize).toMatchObject({ kind: 'freespins', freespins_count: 25 });
    expect(opened.lootbox.bonuses).toEqual([expected]);
    const listed = bodyOf(await call(app, 'GET', '/api/player/lootboxes', { token: player.token }), lootBoxListSchema);
    expect(listed.find((b) => b.id === id)).toMatchObject({ stage: 'activated', prize: '25 free spins', bonuses: [expected] });
  });

  it('WHEEL-15 the promotions manager edits segments and weights, recorded in the audit log; bad segments and other staff are refused', async () => {
    const { headers } = await signedInStaff(app, 'promotions_manager');
    const before = bodyOf(await call(app, 'GET', '/api/staff/wheels/rocketplay', { headers }), wheelAdminSchema);
    const edit = { title: 'Rocket Play wheel', segments: before.segments.map((s, i) => ({ ...s, weight: i + 1 })) };
    const saved = await call(app, 'PUT', '/api/staff/wheels/rocketplay', { headers, body: edit });
    expect(bodyOf(saved, wheelAdminSchema).segments.map((s) => s.weight)).toEqual(edit.segments.map((_, i) => i + 1));
    expect(bodyOf(await call(app, 'GET', '/api/wheels/rocketplay'), wheelViewSchema).segments.map((s) => s.weight)).toEqual(
      edit.segments.map((_, i) => i + 1),
    );
    const [audit] = await app.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'wheel.update', subjectId: 'rocketplay' });
    const noWeight = { ...edit, segments: edit.segments.map((s) => ({ ...s, weight: 0 })) };
    expect(fieldErrorsOf(await call(app, 'PUT', '/api/staff/wheels/rocketplay', { headers, body: noWeight }))).toHaveProperty(
      'segments',
    );
    const noEur = { ...edit, segments: [{ ...CASH, amounts: { NOK: 100 } }, NOTHING] };
    expect(fieldErrorsOf(await call(app, 'PUT', '/api/staff/wheels/rocketplay', { headers, body: noEur }))).toHaveProperty([
      'segments.0.amounts',
    ]);
    const agent = await signedInStaff(app, 'support_lead');
    expect((await call(app, 'PUT', '/api/staff/wheels/rocketplay', { headers: agent.headers, body: edit })).statusCode).toBe(403);
  });
});
