import {
  lotteryDrawSchema,
  lotteryListSchema,
  lotterySchema,
  lotteryStatusListSchema,
  lotteryStatusSchema,
} from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerGroups, staffAuditLog } from '../db/schema';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, fieldErrorsOf } from '../test/http';
import { signedInStaff } from '../test/staff';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const HOUR = 60 * 60 * 1000;
let serial = 0;
const next = () => (serial += 1);
const uuid = () => `00000000-0000-4000-8000-${String(next()).padStart(12, '0')}`;

function input(extra: Record<string, unknown> = {}) {
  const now = app.clock.now().getTime();
  return {
    frontend_identifier: `routes-lottery-${next()}`,
    title: 'Routes lottery',
    currency: 'EUR',
    group_ids: [],
    prizes: [{ place: 1, kind: 'money', amount_cents: 5_000 }],
    start_at: new Date(now - HOUR).toISOString(),
    end_at: new Date(now + HOUR).toISOString(),
    ...extra,
  };
}

/** The audit entries of one action on one lottery. */
const auditOf = (action: string, lotteryId: number) =>
  app.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.subjectId, String(lotteryId))));

async function created(extra: Record<string, unknown> = {}) {
  const manager = await signedInStaff(app, 'promotions_manager');
  const res = await call(app, 'POST', '/api/staff/lotteries', { headers: manager.headers, body: input(extra) });
  expect(res.statusCode).toBe(200);
  return { manager, lottery: bodyOf(res, lotterySchema) };
}

describe('the lottery routes', () => {
  it('LOTT-03 API-086 LOTT-02 guests list lotteries with the seed hash and no seed before the draw', async () => {
    const { lottery } = await created();
    const res = await call(app, 'GET', '/api/lotteries');
    expect(res.statusCode).toBe(200);
    const listed = bodyOf(res, lotteryListSchema).find((l) => l.id === lottery.id);
    expect(listed).toMatchObject({ in_progress: true, status: 'active', server_seed: null, tickets_count: 0 });
    expect(listed?.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('LOTT-01 LOTT-03 API-088 a lottery by its slug; unknown or out of the caller’s groups is 404', async () => {
    const { lottery } = await created();
    const res = await call(app, 'GET', `/api/lotteries/${lottery.frontend_identifier}`);
    expect(bodyOf(res, lotterySchema).id).toBe(lottery.id);
    expect((await call(app, 'GET', '/api/lotteries/no-such-lottery')).statusCode).toBe(404);
    const { lottery: grouped } = await created({ group_ids: [777] });
    expect((await call(app, 'GET', `/api/lotteries/${grouped.frontend_identifier}`)).statusCode).toBe(404);
    const member = await register(app, `lottery-group-${next()}@example.com`);
    await app.db.insert(playerGroups).values({ playerId: member.id, groupId: 777 });
    expect((await call(app, 'GET', `/api/lotteries/${grouped.frontend_identifier}`, { token: member.token })).statusCode).toBe(
      200,
    );
  });

  it('LOTT-02 LOTT-03 API-087 API-089 LOTT-04 a granted player sees their ticket numbers; grants are audited and retried grants add nothing', async () => {
    const { manager, lottery } = await created();
    const player = await register(app, `lottery-player-${next()}@example.com`);
    const grant = { player_id: player.id, count: 3, request_id: uuid() };
    const url = `/api/staff/lotteries/${lottery.id}/tickets`;
    const first = await call(app, 'POST', url, { headers: manager.headers, body: grant });
    expect(first.json()).toEqual({ lottery_id: lottery.id, issued: 3, tickets: [1, 2, 3] });
    const again = await call(app, 'POST', url, { headers: manager.headers, body: grant });
    expect(again.json()).toEqual({ lottery_id: lottery.id, issued: 0, tickets: [1, 2, 3] });

    const status = await call(app, 'GET', `/api/lotteries/${lottery.id}/status`, { token: player.token });
    expect(bodyOf(status, lotteryStatusSchema)).toEqual({ lottery_id: lottery.id, tickets: [1, 2, 3] });
    const statuses = bodyOf(await call(app, 'GET', '/api/lotteries/statuses', { token: player.token }), lotteryStatusListSchema);
    expect(statuses.find((s) => s.lottery_id === lottery.id)?.tickets).toEqual([1, 2, 3]);
    const audit = await auditOf('lottery.grant_tickets', lottery.id);
    expect(audit.map((a) => a.playerId)).toEqual([player.id]);
  });

  it('LOTT-03 API-087 API-089 the player’s tickets need a session; an unknown lottery’s status is 404', async () => {
    expect((await call(app, 'GET', '/api/lotteries/statuses')).statusCode).toBe(401);
    const player = await register(app, `lottery-none-${next()}@example.com`);
    expect((await call(app, 'GET', '/api/lotteries/999999/status', { token: player.token })).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/lotteries/abc/status', { token: player.token })).statusCode).toBe(422);
  });

  it('LOTT-07 the operator is refused a bad lottery, a taken slug, a grant to nobody or after the end; other roles are refused', async () => {
    const { manager, lottery } = await created();
    const now = app.clock.now().getTime();
    const backwards = await call(app, 'POST', '/api/staff/lotteries', {
      headers: manager.headers,
      body: input({ end_at: new Date(now - 2 * HOUR).toISOString() }),
    });
    expect(backwards.statusCode).toBe(422);
    expect(fieldErrorsOf(backwards)).toHaveProperty('end_at');
    const taken = await call(app, 'POST', '/api/staff/lotteries', {
      headers: manager.headers,
      body: input({ frontend_identifier: lottery.frontend_identifier }),
    });
    expect(fieldErrorsOf(taken)).toHaveProperty('frontend_identifier');
    const url = `/api/staff/lotteries/${lottery.id}/tickets`;
    const nobody = await call(app, 'POST', url, {
      headers: manager.headers,
      body: { player_id: 99_999_999, count: 1, request_id: uuid() },
    });
    expect(fieldErrorsOf(nobody)).toHaveProperty('player_id');
    const tooMany = await call(app, 'POST', url, {
      headers: manager.headers,
      body: { player_id: 1, count: 0, request_id: uuid() },
    });
    expect(fieldErrorsOf(tooMany)).toHaveProperty('count');
    const agent = await signedInStaff(app, 'support_agent');
    expect((await call(app, 'GET', '/api/staff/lotteries', { headers: agent.headers })).statusCode).toBe(403);

    const player = await register(app, `lottery-late-${next()}@example.com`);
    app.clock.advance(2 * HOUR);
    // Staff sessions are short; a fresh one after the end.
    const later = await signedInStaff(app, 'promotions_manager');
    const late = await call(app, 'POST', url, {
      headers: later.headers,
      body: { player_id: player.id, count: 1, request_id: uuid() },
    });
    expect(late.statusCode).toBe(409);
  });

  it('LOTT-07 after the draw the operator sees the tickets, winners and payment, and players see the revealed seed', async () => {
    const { manager, lottery } = await created();
    const player = await register(app, `lottery-winner-${next()}@example.com`);
    await call(app, 'POST', `/api/staff/lotteries/${lottery.id}/tickets`, {
      headers: manager.headers,
      body: { player_id: player.id, count: 2, request_id: uuid() },
    });
    app.clock.advance(2 * HOUR);
    await app.services.lotteries.drawEnded();
    const later = await signedInStaff(app, 'promotions_manager');
    const draw = bodyOf(
      await call(app, 'GET', `/api/staff/lotteries/${lottery.id}/draw`, { headers: later.headers }),
      lotteryDrawSchema,
    );
    expect(draw.tickets).toEqual([
      { number: 1, player_id: player.id },
      { number: 2, player_id: player.id },
    ]);
    expect(draw.winners.map((w) => [w.place, w.player_id, w.paid])).toEqual([[1, player.id, true]]);
    const page = bodyOf(await call(app, 'GET', `/api/lotteries/${lottery.frontend_identifier}`), lotterySchema);
    expect(page.server_seed).toBe(draw.server_seed);
    expect(page.winners[0]?.nickname).toMatch(/\*\*\*$/);
  });

  it('LOTT-07 the operator edits a lottery before it starts, audited with before and after; once started it is refused', async () => {
    const now = app.clock.now().getTime();
    const { manager, lottery } = await created({
      start_at: new Date(now + HOUR).toISOString(),
      end_at: new Date(now + 3 * HOUR).toISOString(),
    });
    const url = `/api/staff/lotteries/${lottery.id}`;
    const edit = input({
      frontend_identifier: lottery.frontend_identifier,
      title: 'Edited lottery',
      prizes: [{ place: 1, kind: 'money', amount_cents: 9_000 }],
      start_at: lottery.start_at,
      end_at: new Date(now + 5 * HOUR).toISOString(),
    });
    const edited = bodyOf(await call(app, 'PUT', url, { headers: manager.headers, body: edit }), lotterySchema);
    expect(edited).toMatchObject({ title: 'Edited lottery', end_at: edit.end_at, server_seed_hash: lottery.server_seed_hash });
    const [entry] = await auditOf('lottery.update', lottery.id);
    expect(entry?.before).toMatchObject({ title: 'Routes lottery' });
    expect(entry?.after).toMatchObject({ title: 'Edited lottery' });
    expect(JSON.stringify(entry)).not.toContain('serverSeed"');

    const bad = await call(app, 'PUT', url, { headers: manager.headers, body: { ...edit, prizes: [] } });
    expect(fieldErrorsOf(bad)).toHaveProperty('prizes');
    const { lottery: other } = await created();
    const taken = await call(app, 'PUT', url, {
      headers: manager.headers,
      body: { ...edit, frontend_identifier: other.frontend_identifier },
    });
    expect(fieldErrorsOf(taken)).toHaveProperty('frontend_identifier');
    expect((await call(app, 'PUT', '/api/staff/lotteries/999999', { headers: manager.headers, body: edit })).statusCode).toBe(
      404,
    );
    const running = await call(app, 'PUT', `/api/staff/lotteries/${other.id}`, {
      headers: manager.headers,
      body: input({ frontend_identifier: other.frontend_identifier }),
    });
    expect(running.statusCode).toBe(409);
    const unchanged = bodyOf(await call(app, 'GET', `/api/lotteries/${other.frontend_identifier}`), lotterySchema);
    expect(unchanged.title).toBe('Routes lottery');
  });

  it('LOTT-07 a canceled lottery is never drawn, its tickets take part in nothing, players no longer see it; audited', async () => {
    const { manager, lottery } = await created();
    const player = await register(app, `lottery-void-${next()}@example.com`);
    const tickets = `/api/staff/lotteries/${lottery.id}/tickets`;
    await call(app, 'POST', tickets, { headers: manager.headers, body: { player_id: player.id, count: 2, request_id: uuid() } });
    const canceled = await call(app, 'POST', `/api/staff/lotteries/${lottery.id}/cancel`, { headers: manager.headers });
    expect(bodyOf(canceled, lotterySchema)).toMatchObject({ canceled: true, tickets_count: 2 });
    expect((await call(app, 'POST', `/api/staff/lotteries/${lottery.id}/cancel`, { headers: manager.headers })).statusCode).toBe(
      409,
    );
    const more = await call(app, 'POST', tickets, {
      headers: manager.headers,
      body: { player_id: player.id, count: 1, request_id: uuid() },
    });
    expect(more.statusCode).toBe(409);
    expect((await call(app, 'GET', `/api/lotteries/${lottery.frontend_identifier}`)).statusCode).toBe(404);
    const listed = bodyOf(await call(app, 'GET', '/api/lotteries', { token: player.token }), lotteryListSchema);
    expect(listed.map((l) => l.id)).not.toContain(lottery.id);

    app.clock.advance(2 * HOUR);
    await app.services.lotteries.drawEnded();
    const later = await signedInStaff(app, 'promotions_manager');
    const draw = bodyOf(
      await call(app, 'GET', `/api/staff/lotteries/${lottery.id}/draw`, { headers: later.headers }),
      lotteryDrawSchema,
    );
    expect(draw).toMatchObject({ server_seed: null, winners: [] });
    const [entry] = await auditOf('lottery.cancel', lottery.id);
    expect(entry?.before).toMatchObject({ canceledAt: null });
    expect(entry?.after).toHaveProperty('canceledAt');
    expect((entry?.after as { canceledAt: unknown }).canceledAt).not.toBeNull();
  });
});
