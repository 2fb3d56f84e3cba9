import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Adjustment, Account, StaffPlayerPage } from '@casino/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, PASSWORD, call, mailsTo, register, tokenFromMail } from '../test/accounts';
import { signedInStaff } from '../test/staff';
import { auditLedger } from '../wallet';

let app: TestApp;
let admin: Record<string, string>;
let officer: Record<string, string>;
let agent: Record<string, string>;
let player: { id: number; token: string };
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  admin = (await signedInStaff(app, 'administrator')).headers;
  officer = (await signedInStaff(app, 'payments_officer')).headers;
  agent = (await signedInStaff(app, 'support_agent')).headers;
  player = await register(app, 'grace.hopper@example.com');
  const named = await call(app, 'PATCH', '/api/player', {
    token: player.token,
    body: { first_name: 'Grace', last_name: 'Hopper' },
  });
  if (named.statusCode !== 200) throw new Error(`profile update failed: ${named.body}`);
});
afterAll(async () => {
  await app?.close();
});

const staffCall = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(app, method, url, { headers, body });

async function eurBalance(token: string): Promise<Account | undefined> {
  const res = await call(app, 'GET', '/api/player/accounts', { token });
  return (res.json() as Account[]).find((a) => a.currency === 'EUR');
}

const credit = (amount: number) => ({
  player_id: player.id,
  currency: 'EUR',
  direction: 'credit',
  part: 'real',
  amount_cents: amount,
  reason: 'goodwill',
  comment: 'Game froze during a paid round',
});

describe('the player desk', () => {
  it('ROLE-11 finds a player by e-mail part, name and id; an empty query is refused', async () => {
    for (const q of ['grace.hop', 'Grace Hopper', String(player.id)]) {
      const res = await staffCall(agent, 'GET', `/api/staff/players?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect((res.json() as { data: { id: number }[] }).data.map((p) => p.id)).toContain(player.id);
    }
    expect((await staffCall(agent, 'GET', '/api/staff/players?q=')).statusCode).toBe(422);
  });

  it('ROLE-11 shows the player page with wallets, and keeps a note written to the audit log', async () => {
    const res = await staffCall(agent, 'POST', `/api/staff/players/${player.id}/notes`, { body: 'Asked about bonus terms' });
    expect(res.statusCode).toBe(200);
    const page = res.json() as StaffPlayerPage;
    expect(page.player.email).toBe('grace.hopper@example.com');
    expect(page.wallets.map((w) => w.currency)).toContain('EUR');
    expect(page.notes[0]?.body).toBe('Asked about bonus terms');
    const audit = await staffCall(admin, 'GET', `/api/staff/audit?player_id=${player.id}`);
    expect((audit.json() as { data: { action: string }[] }).data.map((e) => e.action)).toContain('player_note.create');
  });

  it('ROLE-11 a block needs a reason, ends the sessions and refuses sign-in until unblocked', async () => {
    const other = await register(app, 'blocked.player@example.com');
    expect((await staffCall(admin, 'POST', `/api/staff/players/${other.id}/block`, {})).statusCode).toBe(422);
    const res = await staffCall(admin, 'POST', `/api/staff/players/${other.id}/block`, { reason: 'Chargeback fraud' });
    expect(res.json()).toMatchObject({ id: other.id, blocked: true });
    expect((await call(app, 'GET', '/api/player/accounts', { token: other.token })).statusCode).toBe(401);
    const signIn = () =>
      call(app, 'POST', '/api/users/sign_in', { body: { user: { email: 'blocked.player@example.com', password: PASSWORD } } });
    expect((await signIn()).statusCode).toBe(403);
    await staffCall(admin, 'POST', `/api/staff/players/${other.id}/unblock`, { reason: 'Cleared by the bank' });
    expect((await signIn()).statusCode).toBe(200);
  });
});

describe('a forced password reset (decision 070)', () => {
  const email = 'forced.reset@example.com';
  const signIn = (password: string) => call(app, 'POST', '/api/users/sign_in', { body: { user: { email, password } } });

  it('ROLE-11 needs a reason and the right role; ends the sessions, refuses the old password, mails a link that sets a new one; audited', async () => {
    const target = await register(app, email);
    const url = `/api/staff/players/${target.id}/reset_password`;
    expect((await staffCall(admin, 'POST', url, {})).statusCode).toBe(422);
    expect((await staffCall(admin, 'POST', url, { reason: 'x' })).statusCode).toBe(422);
    expect((await staffCall(agent, 'POST', url, { reason: 'Account shared with a friend' })).statusCode).toBe(403);
    expect(
      (await staffCall(admin, 'POST', '/api/staff/players/999999/reset_password', { reason: 'Nobody there' })).statusCode,
    ).toBe(404);
    const res = await staffCall(admin, 'POST', url, { reason: 'Account shared with a friend' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 1 });
    expect((await call(app, 'GET', '/api/player/accounts', { token: target.token })).statusCode).toBe(401);
    expect((await signIn(PASSWORD)).statusCode).toBe(422);
    expect((await mailsTo(app, email))[0]?.kind).toBe('reset');
    const token = await tokenFromMail(app, email, 'reset', 'reset_password_token');
    const fresh = 'Quiet-Harbour-77';
    const restored = await call(app, 'PUT', '/api/users/password', {
      body: { user: { reset_password_token: token, password: fresh, password_confirmation: fresh } },
    });
    expect(restored.statusCode).toBe(200);
    expect((await signIn(fresh)).statusCode).toBe(200);
    const audit = (await staffCall(admin, 'GET', `/api/staff/audit?player_id=${target.id}`)).json() as {
      data: { action: string; reason: string | null }[];
    };
    expect(audit.data).toContainEqual(
      expect.objectContaining({ action: 'player.reset_password', reason: 'Account shared with a friend' }),
    );
  });
});

describe('four-eyes adjustments', () => {
  it('ROLE-11 a proposal moves nothing; the proposer cannot approve it; another officer does and the player sees it', async () => {
    const before = (await eurBalance(player.token))?.amount_cents ?? 0;
    const proposed = (await staffCall(admin, 'POST', '/api/staff/adjustments', credit(2500))).json() as Adjustment;
    expect(proposed.status).toBe('pending');
    expect((await eurBalance(player.token))?.amount_cents).toBe(before);
    const own = await staffCall(admin, 'POST', `/api/staff/adjustments/${proposed.id}/approve`, {});
    expect(own.statusCode).toBe(409);
    const approved = await staffCall(officer, 'POST', `/api/staff/adjustments/${proposed.id}/approve`, { note: 'Checked' });
    expect(approved.json()).toMatchObject({ status: 'approved', decided_by: { name: expect.any(String) } });
    expect((await eurBalance(player.token))?.amount_cents).toBe(before + 2500);
    expect((await auditLedger(app.db)).ok).toBe(true);
    const audit = (
      await staffCall(admin, 'GET', `/api/staff/audit?subject_kind=manual_adjustment&subject_id=${proposed.id}`)
    ).json() as {
      data: { action: string }[];
    };
    expect(audit.data.map((e) => e.action).sort()).toEqual(['adjustment.approve', 'adjustment.propose']);
  });

  it('ROLE-11 two approvals at once pay once', async () => {
    const before = (await eurBalance(player.token))?.amount_cents ?? 0;
    const proposed = (await staffCall(officer, 'POST', '/api/staff/adjustments', credit(700))).json() as Adjustment;
    const results = await Promise.all([
      staffCall(admin, 'POST', `/api/staff/adjustments/${proposed.id}/approve`, {}),
      staffCall(admin, 'POST', `/api/staff/adjustments/${proposed.id}/approve`, {}),
    ]);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    expect((await eurBalance(player.token))?.amount_cents).toBe(before + 700);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('ROLE-11 a rejected adjustment moves nothing, and a debit the balance cannot cover stays pending', async () => {
    const before = (await eurBalance(player.token))?.amount_cents ?? 0;
    const proposed = (await staffCall(admin, 'POST', '/api/staff/adjustments', credit(900))).json() as Adjustment;
    const rejected = await staffCall(officer, 'POST', `/api/staff/adjustments/${proposed.id}/reject`, { note: 'No ticket' });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect((await staffCall(officer, 'POST', `/api/staff/adjustments/${proposed.id}/approve`, {})).statusCode).toBe(409);
    const debit = { ...credit(before + 1), direction: 'debit', reason: 'duplicate_credit' };
    const big = (await staffCall(admin, 'POST', '/api/staff/adjustments', debit)).json() as Adjustment;
    expect((await staffCall(officer, 'POST', `/api/staff/adjustments/${big.id}/approve`, {})).statusCode).toBe(409);
    const list = (await staffCall(officer, 'GET', `/api/staff/adjustments?status=pending`)).json() as { data: Adjustment[] };
    expect(list.data.map((a) => a.id)).toContain(big.id);
    expect((await eurBalance(player.token))?.amount_cents).toBe(before);
  });

  it('ROLE-11 a support agent may not propose, and bad input changes nothing', async () => {
    expect((await staffCall(agent, 'POST', '/api/staff/adjustments', credit(100))).statusCode).toBe(403);
    const bad = await staffCall(admin, 'POST', '/api/staff/adjustments', { ...credit(100), amount_cents: -5 });
    expect(bad.statusCode).toBe(422);
    expect((await staffCall(admin, 'POST', '/api/staff/adjustments', { ...credit(100), player_id: 999999 })).statusCode).toBe(
      404,
    );
  });
});
