import {
  playerTournamentListSchema,
  staffTournamentBoardSchema,
  tournamentListSchema,
  tournamentPlayerStatusSchema,
  tournamentSchema,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerGroups } from '../db/schema';
import { findStaffActions } from '../staff';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { insertTournament } from '../test/competitions';
import { fund } from '../test/play';
import { createPlayer } from '../test/players';
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

/** A running tournament of the test's own (test/competitions.ts). */
const tournament = (extra: Parameters<typeof insertTournament>[1] = {}) => insertTournament(app, extra);

const input = (extra: Record<string, unknown> = {}) => {
  const start = app.clock.now().getTime() + 10 * 60_000;
  return {
    frontend_identifier: `staff-race-${next()}`,
    title: 'Staff race',
    currency: 'EUR',
    strategy: 'bet_count',
    confirmation_required: true,
    min_bet_cents: 50,
    games: [],
    providers: [],
    categories: ['pokies'],
    rates_ppm: { USD: 920_000 },
    group_ids: [],
    prizes: [{ place: 1, kind: 'money', amount_cents: 5_000 }],
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + 7 * 24 * HOUR).toISOString(),
    ...extra,
  };
};

const ids = (res: Awaited<ReturnType<typeof call>>) => bodyOf(res, tournamentListSchema).map((t) => t.id);

describe('the tournament calls', () => {
  it('TOUR-04 TOUR-06 TOUR-07 API-090 API-091 API-095 VAL-22 VAL-23 QUEST-14 lists what the caller may see, with the status from the clock', async () => {
    const open = await tournament();
    const future = await tournament({
      startAt: new Date(app.clock.now().getTime() + HOUR),
      endAt: new Date(app.clock.now().getTime() + 2 * HOUR),
    });
    const hidden = await tournament({ frontendIdentifier: `nonvisible-${next()}` });
    const vip = await tournament({ groupIds: [258] });
    const test = await tournament({ frontendIdentifier: `quest--xs--ffc-${next()}` });
    const ended = await tournament({
      startAt: new Date(app.clock.now().getTime() - 2 * HOUR),
      endAt: new Date(app.clock.now().getTime() - HOUR),
    });
    const canceled = await tournament({ canceledAt: app.clock.now() });

    const guest = ids(await call(app, 'GET', '/api/tournaments'));
    expect(guest).toEqual(expect.arrayContaining([open.id, future.id]));
    for (const id of [hidden.id, vip.id, test.id, ended.id, canceled.id]) expect(guest).not.toContain(id);
    const one = bodyOf(await call(app, 'GET', `/api/tournaments/${future.id}`), tournamentSchema);
    expect(one).toMatchObject({ status: 'future', in_progress: false, currency: 'EUR', group_ids: [] });
    expect(bodyOf(await call(app, 'GET', `/api/tournaments/${open.id}`), tournamentSchema).status).toBe('active');
    for (const id of [hidden.id, vip.id, canceled.id, 999_999]) {
      expect((await call(app, 'GET', `/api/tournaments/${id}`)).statusCode).toBe(404);
    }
    expect(ids(await call(app, 'GET', '/api/tournaments/recent'))).toContain(ended.id);

    const { id: playerId, token } = await register(app, `route-groups-${next()}@example.com`);
    await app.db.insert(playerGroups).values([
      { playerId, groupId: 258 },
      { playerId, groupId: 21 },
    ]);
    const member = ids(await call(app, 'GET', '/api/tournaments', { token }));
    expect(member).toEqual(expect.arrayContaining([vip.id, test.id]));
    expect(member).not.toContain(hidden.id);
  });

  it('QUEST-15 VAL-23 a quest for a group is listed and shown to that group only', async () => {
    const slug = `gold-${next()}`;
    const quest = await tournament({ frontendIdentifier: `quest--s--${slug}`, groupIds: [259] });
    const open = await tournament({ frontendIdentifier: `quest--xs--open-${next()}` });
    const gold = await register(app, `quest-gold-${next()}@example.com`);
    await app.db.insert(playerGroups).values({ playerId: gold.id, groupId: 259 });
    const silver = await register(app, `quest-silver-${next()}@example.com`);
    await app.db.insert(playerGroups).values({ playerId: silver.id, groupId: 258 });

    const seenBy = async (token?: string) => ids(await call(app, 'GET', '/api/tournaments', token ? { token } : {}));
    expect(await seenBy(gold.token)).toEqual(expect.arrayContaining([quest.id, open.id]));
    for (const token of [silver.token, undefined]) {
      const list = await seenBy(token);
      expect(list).toContain(open.id);
      expect(list).not.toContain(quest.id);
    }
    expect((await call(app, 'GET', `/api/tournaments/${quest.id}`, { token: gold.token })).statusCode).toBe(200);
    expect((await call(app, 'GET', `/api/tournaments/${quest.id}`, { token: silver.token })).statusCode).toBe(404);
  });

  it('TOUR-05 TOUR-08 TOUR-09 API-092 API-093 API-094 confirms participation once, and the player sees their standing', async () => {
    const race = await tournament({ confirmationRequired: true });
    const { token } = await register(app, `route-confirm-${next()}@example.com`);
    const refused = await call(app, 'POST', `/api/tournaments/${race.id}/confirm`, { token, body: { confirmed: false } });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(refused))).toEqual(['confirmed']);
    const before = bodyOf(await call(app, 'GET', `/api/tournaments/${race.id}/status`, { token }), tournamentPlayerStatusSchema);
    expect(before).toMatchObject({ tournament_id: race.id, bets: 0, award_place: null, confirmed: false });
    for (let i = 0; i < 2; i++) {
      const res = await call(app, 'POST', `/api/tournaments/${race.id}/confirm`, { token, body: { confirmed: true } });
      expect(res.statusCode).toBe(200);
      expect(bodyOf(res, tournamentPlayerStatusSchema).confirmed).toBe(true);
    }
    const mine = bodyOf(await call(app, 'GET', '/api/tournaments/player', { token }), playerTournamentListSchema);
    expect(mine.map((t) => t.id)).toContain(race.id);
    expect((await call(app, 'POST', '/api/tournaments/999999/confirm', { token, body: { confirmed: true } })).statusCode).toBe(
      404,
    );
  });
});

describe('the operator routes', () => {
  it('TOUR-12 ROLE-11 a promotions manager creates, edits before start and cancels, each change audited; other roles are refused', async () => {
    const manager = await signedInStaff(app, 'promotions_manager');
    const agent = await signedInStaff(app, 'support_agent');
    const body = input();
    expect((await call(app, 'POST', '/api/staff/tournaments', { headers: agent.headers, body })).statusCode).toBe(403);

    const created = await call(app, 'POST', '/api/staff/tournaments', { headers: manager.headers, body });
    expect(created.statusCode).toBe(200);
    const made = bodyOf(created, tournamentSchema);
    expect(made).toMatchObject({ status: 'future', strategy: 'bet_count', confirmation_required: true, min_bet_cents: 50 });
    const taken = await call(app, 'POST', '/api/staff/tournaments', { headers: manager.headers, body });
    expect(taken.statusCode).toBe(409);
    const backwards = await call(app, 'POST', '/api/staff/tournaments', {
      headers: manager.headers,
      body: input({ end_at: body.start_at }),
    });
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(backwards))).toEqual(['end_at']);

    const edited = await call(app, 'PUT', `/api/staff/tournaments/${made.id}`, {
      headers: manager.headers,
      body: { ...body, title: 'Renamed race' },
    });
    expect(bodyOf(edited, tournamentSchema).title).toBe('Renamed race');
    // Past the start (10 minutes ahead), inside the staff session's 15 idle minutes.
    app.clock.advance(11 * 60_000);
    const late = await call(app, 'PUT', `/api/staff/tournaments/${made.id}`, { headers: manager.headers, body });
    expect(late.statusCode).toBe(409);
    const canceled = await call(app, 'POST', `/api/staff/tournaments/${made.id}/cancel`, { headers: manager.headers });
    expect(canceled.statusCode).toBe(200);
    expect((await call(app, 'GET', `/api/tournaments/${made.id}`)).statusCode).toBe(404);
    expect((await call(app, 'POST', `/api/staff/tournaments/${made.id}/cancel`, { headers: manager.headers })).statusCode).toBe(
      409,
    );

    const log = await findStaffActions(app.db, { subjectKind: 'tournament', subjectId: String(made.id), limit: 10 });
    expect(log.map((e) => [e.action, e.role]).sort()).toEqual([
      ['tournament.cancel', 'promotions_manager'],
      ['tournament.create', 'promotions_manager'],
      ['tournament.update', 'promotions_manager'],
    ]);
    const update = log.find((e) => e.action === 'tournament.update');
    expect(update?.before).toMatchObject({ title: 'Staff race' });
    expect(update?.after).toMatchObject({ title: 'Renamed race' });

    const check = await call(app, 'GET', `/api/staff/tournaments/${made.id}/check`, { headers: manager.headers });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual([]);
  });

  it('TOUR-12 ROLE-11 a promotions manager sees the live leaderboard unmasked and, once awarded, each prize with its wallet transaction', async () => {
    const t = await tournament({ prizes: [{ place: 1, kind: 'money', amount_cents: 4_000 }] });
    const racers: number[] = [];
    for (const cents of [2_000, 5_000]) {
      const id = await createPlayer(app.db, `board-${next()}@example.com`);
      await fund(app, id, 10_000);
      await app.services.wallet.bet({
        key: `board-bet-${next()}`,
        playerId: id,
        currency: 'EUR',
        amountCents: cents,
        metadata: { game_identifier: 'inhouse:test-slot', provider: 'inhouse', categories: ['pokies'] },
      });
      racers.push(id);
    }
    await app.services.outbox.drain();
    const [slow, fast] = racers;
    const agent = await signedInStaff(app, 'support_agent');
    expect((await call(app, 'GET', `/api/staff/tournaments/${t.id}/board`, { headers: agent.headers })).statusCode).toBe(403);
    let manager = await signedInStaff(app, 'promotions_manager');
    expect((await call(app, 'GET', '/api/staff/tournaments/999999/board', { headers: manager.headers })).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/staff/tournaments/x/board', { headers: manager.headers })).statusCode).toBe(422);

    const live = bodyOf(
      await call(app, 'GET', `/api/staff/tournaments/${t.id}/board`, { headers: manager.headers }),
      staffTournamentBoardSchema,
    );
    expect(live.leaderboard.map((r) => [r.place, r.player_id, r.score])).toEqual([
      [1, fast, 5_000],
      [2, slow, 2_000],
    ]);
    expect(live.leaderboard[0]?.nickname).toMatch(/^board-\d+$/);
    expect(live.awards).toEqual([]);

    app.clock.advance(2 * HOUR);
    await app.services.competitions.awardEnded();
    manager = await signedInStaff(app, 'promotions_manager');
    const ended = bodyOf(
      await call(app, 'GET', `/api/staff/tournaments/${t.id}/board`, { headers: manager.headers }),
      staffTournamentBoardSchema,
    );
    expect(ended.awards).toHaveLength(1);
    const [award] = ended.awards;
    expect(award).toMatchObject({ place: 1, player_id: fast, currency: 'EUR', amount_cents: 4_000 });
    expect(award?.paid_at).toBe(app.clock.now().toISOString());
    expect(award?.transaction_id).toEqual(expect.any(Number));
    const posted = await app.services.wallet.recentMovements(fast ?? 0, 5);
    expect(posted.find((m) => m.kind === 'promotion_prize')?.transactionId).toBe(award?.transaction_id);
  });
});
