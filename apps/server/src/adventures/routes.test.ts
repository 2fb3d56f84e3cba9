import { adventureSchema, GROUPS, vipAdventuresConfigSchema, type VipAdventuresConfig } from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftTemplates, staffAuditLog } from '../db/schema';
import { addGroups } from '../players';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, fieldErrorsOf } from '../test/http';
import { signedInStaff } from '../test/staff';

let app: TestApp;
let bonusTemplate: number;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  const [row] = await app.db
    .select({ id: giftTemplates.id })
    .from(giftTemplates)
    .where(eq(giftTemplates.groupKey, 'adventure_bonus'));
  bonusTemplate = row?.id ?? 0;
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const ADVENTURE = (templateId: number): VipAdventuresConfig => ({
  is_enabled: true,
  group_ids: [GROUPS.vipGold],
  start_date: '2026-11-15',
  days: [1, 2].map((day) => ({
    day,
    condition: { min_dep: { EUR: 2_000 }, wager: 1, period_activation_days: 3 },
    prize: {
      type: 'bonus' as const,
      text_key: 'adventures.prize.bonus',
      bonus_cents: { EUR: 1_000 },
      gift_template_id: templateId,
    },
    variables: { EUR: { amount: '€10' } },
  })),
  super_prize: { text_key: 'adventures.super_prize', amounts: { EUR: 5_000 } },
});

describe('the adventure routes', () => {
  it('ADV-02 ADV-14 the promotions manager replaces the adventure, audited; unknown templates, bad days and other staff are refused', async () => {
    const agent = await signedInStaff(app, 'support_agent');
    const body = ADVENTURE(bonusTemplate);
    expect((await call(app, 'PUT', '/api/staff/adventure', { headers: agent.headers, body })).statusCode).toBe(403);
    const { headers } = await signedInStaff(app, 'promotions_manager');
    const before = bodyOf(await call(app, 'GET', '/api/staff/adventure', { headers }), vipAdventuresConfigSchema);

    const unknown = await call(app, 'PUT', '/api/staff/adventure', { headers, body: ADVENTURE(999_999) });
    expect(fieldErrorsOf(unknown)).toEqual({
      'days.0.prize.gift_template_id': ['unknown_gift_template'],
      'days.1.prize.gift_template_id': ['unknown_gift_template'],
    });
    const gap = { ...body, days: [body.days[1]] };
    expect((await call(app, 'PUT', '/api/staff/adventure', { headers, body: gap })).statusCode).toBe(422);
    expect(bodyOf(await call(app, 'GET', '/api/fe/config/vip-adventures'), vipAdventuresConfigSchema)).toEqual(before);

    expect((await call(app, 'PUT', '/api/staff/adventure', { headers, body })).statusCode).toBe(200);
    expect(bodyOf(await call(app, 'GET', '/api/fe/config/vip-adventures'), vipAdventuresConfigSchema)).toEqual(body);
    const [entry] = await app.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'adventure.update',
      subjectKind: 'adventure',
      subjectId: '2026-11-15',
      before,
      after: body,
    });
  });

  it('ADV-04 ADV-13 a player reads the calendar with a session; the widget shows to the configured group', async () => {
    expect((await call(app, 'GET', '/api/player/adventure')).statusCode).toBe(401);
    const player = await register(app, 'adventure-routes@example.com');
    const res = await call(app, 'GET', '/api/player/adventure', { token: player.token });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const view = bodyOf(res, adventureSchema);
    expect(view).toMatchObject({ available: true, is_over: false, show_widget: false, currency: 'EUR' });
    expect(view.days.map((d) => d.status)).toEqual(['active', 'future', 'superb']);
    expect(view.days[0]).toMatchObject({ variables: { amount: '€10' }, condition: { minDep: 2_000, wager: 1 } });
    await addGroups(app.db, app.services.outbox, player.id, [GROUPS.vipGold], app.clock.now());
    expect(bodyOf(await call(app, 'GET', '/api/player/adventure', { token: player.token }), adventureSchema).show_widget).toBe(
      true,
    );
  });
});
