import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RgAction, RgOversight, RoundDetail, RoundsResponse, StaffPlayerActivity } from '@casino/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, call } from '../test/accounts';
import { diceBettor, frame } from '../test/play';
import { signedInStaff } from '../test/staff';

let app: TestApp;
let agent: Record<string, string>;
let risk: Record<string, string>;
let admin: Record<string, string>;
let player: { id: number; token: string };
let session: string;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  ({ player, session } = await diceBettor(app, 'page.sections@example.com', 10_000));
  agent = (await signedInStaff(app, 'support_agent')).headers;
  risk = (await signedInStaff(app, 'risk_officer')).headers;
  admin = (await signedInStaff(app, 'administrator')).headers;
});
afterAll(async () => {
  await app?.close();
});

const get = (headers: Record<string, string>, url: string) => call(app, 'GET', url, { headers });
const post = (headers: Record<string, string>, url: string, body: unknown) => call(app, 'POST', url, { headers, body });

describe('the player page sections (decision 070)', () => {
  it('ROLE-11 lists the rounds a page at a time and recalls one with its bets and outcome; another player’s round is 404', async () => {
    for (let i = 0; i < 3; i += 1) {
      const bet = await frame(app, session, 'POST', '/rounds', { bet_cents: 100, params: { direction: 'under', target: 5000 } });
      expect(bet.statusCode, bet.body).toBe(200);
    }
    const first = await get(agent, `/api/staff/players/${player.id}/rounds?per_page=2`);
    expect(first.statusCode).toBe(200);
    const page = first.json() as RoundsResponse;
    expect(page.data).toHaveLength(2);
    expect(page.pagination.total_count).toBe(3);
    const second = (await get(agent, `/api/staff/players/${player.id}/rounds?per_page=2&page=2`)).json() as RoundsResponse;
    expect(second.data).toHaveLength(1);
    const id = page.data[0]?.id ?? 0;
    const recall = await get(agent, `/api/staff/players/${player.id}/rounds/${id}`);
    expect(recall.statusCode).toBe(200);
    const round = recall.json() as RoundDetail;
    expect(round).toMatchObject({ id, stake_cents: 100, status: 'settled' });
    expect(round.state).not.toBeNull();
    expect((await get(agent, `/api/staff/players/${player.id + 1000}/rounds/${id}`)).statusCode).toBe(404);
    expect((await get(agent, `/api/staff/players/${player.id}/rounds?per_page=0`)).statusCode).toBe(422);
    expect((await get(agent, `/api/staff/players/${player.id}/rounds/abc`)).statusCode).toBe(422);
  });

  it('ROLE-11 shows the sessions with their devices, the limits with their history, the exclusion and the conversations', async () => {
    const limit = await call(app, 'POST', '/api/user_limits', {
      token: player.token,
      body: { type: 'deposit', period: 'day', currency: 'EUR', amount_cents: 10_000 },
    });
    expect(limit.statusCode, limit.body).toBeLessThan(300);
    const asked = await call(app, 'POST', '/api/support/conversation/messages', {
      token: player.token,
      body: { body: 'Where is my bonus?' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const res = await get(agent, `/api/staff/players/${player.id}/activity`);
    expect(res.statusCode).toBe(200);
    const activity = res.json() as StaffPlayerActivity;
    expect(activity.sessions).toHaveLength(1);
    expect(activity.exclusion).toBeNull();
    expect(activity.limit_history[0]).toMatchObject({ kind: 'deposit', event: 'set' });
    expect(activity.conversations).toEqual([expect.objectContaining({ status: 'open' })]);
    expect((await get(agent, '/api/staff/players/999999/activity')).statusCode).toBe(404);
  });

  it('ROLE-11 a risk officer records an action with a note, listed on the player page and the oversight, audited; others may not', async () => {
    const url = `/api/staff/players/${player.id}/rg_actions`;
    expect((await post(risk, url, { kind: 'called', reason: 'Phoned the player' })).statusCode).toBe(422);
    expect((await post(risk, url, { kind: 'contacted' })).statusCode).toBe(422);
    expect((await post(agent, url, { kind: 'contacted', reason: 'Phoned the player' })).statusCode).toBe(403);
    expect((await get(agent, url)).statusCode).toBe(403);
    expect((await post(risk, '/api/staff/players/999999/rg_actions', { kind: 'contacted', reason: 'Nobody' })).statusCode).toBe(
      404,
    );
    const res = await post(risk, url, { kind: 'contacted', reason: 'Phoned about night play' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ player_id: player.id, kind: 'contacted', note: 'Phoned about night play' });
    await post(risk, url, { kind: 'affordability_note', reason: 'Says income about 3,000 a month' });
    const list = (await get(risk, url)).json() as { data: RgAction[] };
    expect(list.data.map((a) => a.kind)).toEqual(['affordability_note', 'contacted']);
    const oversight = (await get(risk, '/api/staff/oversight')).json() as RgOversight;
    expect(oversight.actions.map((a) => a.note)).toContain('Phoned about night play');
    const audit = (await get(admin, `/api/staff/audit?player_id=${player.id}&action=rg_action`)).json() as {
      data: { action: string; reason: string | null }[];
    };
    expect(audit.data).toContainEqual(
      expect.objectContaining({ action: 'rg_action.contacted', reason: 'Phoned about night play' }),
    );
  });
});
