import { jackpotListSchema, jackpotWinListSchema, staffJackpotSchema } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { staffAuditLog } from '../db/schema';
import { call } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, fieldErrorsOf } from '../test/http';
import { fund } from '../test/play';
import { createPlayer } from '../test/players';
import { signedInStaff } from '../test/staff';
import { players } from '../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const LEVEL = { identifier: 'level_1', name: 'Mini', contribution_ppm: 10_000, seed_cents: 1_000, mean_win_cents: 5_000 };

describe('the jackpot routes', () => {
  it('JACK-02 JACK-05 API-106 the demo jackpot lists its three levels, each from its seed', async () => {
    const res = await call(app, 'GET', '/api/jackpots');
    expect(res.statusCode).toBe(200);
    const [mystic] = bodyOf(res, jackpotListSchema).filter((j) => j.identifier === 'mystic');
    expect(mystic).toMatchObject({ state: 'active', currency: 'EUR', amount_cents: 551_000 });
    expect(mystic?.levels.map((l) => [l.identifier, l.name, l.amount_cents])).toEqual([
      ['level_1', 'Mini', 1_000],
      ['level_2', 'Major', 50_000],
      ['level_3', 'Mega', 500_000],
    ]);
    expect(mystic?.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('JACK-13 a promotions manager creates and changes a jackpot, each change in the audit log; another role is refused', async () => {
    const manager = await signedInStaff(app, 'promotions_manager');
    const body = {
      identifier: 'routes-test',
      name: 'Routes test',
      state: 'active',
      currency: 'EUR',
      game_identifiers: ['test-studio:routes-game'],
      rates: {},
      levels: [{ ...LEVEL, ceiling_cents: 1_020 }],
    };
    const created = await call(app, 'POST', '/api/staff/jackpots', { headers: manager.headers, body });
    expect(created.statusCode).toBe(200);
    const { id } = bodyOf(created, z.object({ id: z.number() }));
    const agent = await signedInStaff(app, 'support_agent');
    expect((await call(app, 'GET', '/api/staff/jackpots', { headers: agent.headers })).statusCode).toBe(403);

    const { identifier: _i, currency: _c, ...config } = body;
    const changed = await call(app, 'PUT', `/api/staff/jackpots/${id}`, {
      headers: manager.headers,
      body: { ...config, levels: [{ ...LEVEL, contribution_ppm: 20_000, ceiling_cents: 1_020 }] },
    });
    expect(changed.statusCode).toBe(200);
    const entries = await app.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subjectId, String(id)));
    expect(entries.map((e) => e.action)).toEqual(['jackpot.create', 'jackpot.update']);
    expect(entries[1]?.before).toMatchObject({ levels: [{ contribution_ppm: 10_000 }] });
    expect(entries[1]?.after).toMatchObject({ levels: [{ contribution_ppm: 20_000 }] });

    // A €10 bet gives 2 % = 20 cents and reaches the ceiling: the pool pays and the manager sees it.
    const playerId = await createPlayer(app.db, 'jackpot-routes-winner@example.com');
    await app.db.update(players).set({ nickname: 'Magnificent' }).where(eq(players.id, playerId));
    await fund(app, playerId, 5_000);
    await app.services.wallet.bet({
      key: 'jackpot-routes-bet',
      playerId,
      currency: 'EUR',
      amountCents: 1_000,
      metadata: { game_identifier: 'test-studio:routes-game' },
    });
    await app.services.outbox.drain();
    const listed = bodyOf(
      await call(app, 'GET', '/api/staff/jackpots', { headers: manager.headers }),
      z.object({ data: z.array(staffJackpotSchema) }),
    );
    expect(listed.data.find((j) => j.id === id)?.level_totals).toEqual([
      { identifier: 'level_1', amount_cents: 1_000, seeded_cents: 2_000, contributed_cents: 20, paid_cents: 1_020, hits: 1 },
    ]);
    const wins = bodyOf(await call(app, 'GET', '/api/jackpot_wins?order=latest&limit=5'), jackpotWinListSchema);
    // JACK-10: only the first 6 characters of the name leave the server.
    expect(wins[0]).toMatchObject({ user_name: 'Magnif', amount_cents: 1_020, jackpot_level_name: 'Mini' });
  });

  it('JACK-13 a level whose mean win is not above its seed, or a removed level, is refused by field', async () => {
    const manager = await signedInStaff(app, 'promotions_manager');
    const body = {
      identifier: 'routes-refused',
      name: 'Refused',
      state: 'active',
      currency: 'EUR',
      game_identifiers: [],
      rates: {},
      levels: [{ ...LEVEL, mean_win_cents: 1_000, ceiling_cents: null }],
    };
    const refused = await call(app, 'POST', '/api/staff/jackpots', { headers: manager.headers, body });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(refused))).toEqual(['levels.0.mean_win_cents']);
    const [mystic] = (await app.services.jackpots.staffList()).filter((j) => j.identifier === 'mystic');
    const { id: _id, identifier: _i, currency: _c, level_totals: _t, ...config } = mystic ?? staffJackpotSchema.parse({});
    const dropped = await call(app, 'PUT', `/api/staff/jackpots/${mystic?.id}`, {
      headers: manager.headers,
      body: { ...config, levels: config.levels.slice(0, 2) },
    });
    expect(dropped.statusCode).toBe(422);
    expect(fieldErrorsOf(dropped)).toEqual({ levels: ['cannot remove level_3'] });
  });

  it('JACK-06 JACK-09 API-107 wins list the biggest first, the latest by time, 5 by default', async () => {
    const res = await call(app, 'GET', '/api/jackpot_wins?order=biggest');
    expect(res.statusCode).toBe(200);
    const wins = bodyOf(res, jackpotWinListSchema);
    expect(wins.length).toBeLessThanOrEqual(5);
    const amounts = wins.map((w) => w.jackpot_original_amount_cents);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await call(app, 'GET', '/api/jackpot_wins?limit=0')).statusCode).toBe(422);
  });
});
