import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rgOversightSchema,
  staffPaymentListSchema,
  staffPaymentSchema,
  withdrawalResponseSchema,
  type MoneyDeskRules,
} from '@casino/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, call, registerPayer } from '../test/accounts';
import { advance, balanceOf, card, deposit, historyOf } from '../test/payments';
import { signedInStaff } from '../test/staff';
import { auditLedger } from '../wallet';

const STEP = 3000;
const IBAN = 'DE89 3704 0044 0532 0130 00';

let app: TestApp;
let officer: Record<string, string>;
let admin: Record<string, string>;
let viewer: Record<string, string>;
let risk: Record<string, string>;
let n = 0;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  officer = (await signedInStaff(app, 'payments_officer')).headers;
  admin = (await signedInStaff(app, 'administrator')).headers;
  viewer = (await signedInStaff(app, 'finance_viewer')).headers;
  risk = (await signedInStaff(app, 'risk_officer')).headers;
});
afterAll(async () => {
  await app?.close();
});

const MARKERS: MoneyDeskRules['markers'] = {
  loss_cents: 50_000,
  period_days: 7,
  session_minutes: 180,
  night_from_hour: 0,
  night_to_hour: 6,
  night_bets: 50,
  deposits_per_day: 5,
};

const rules = (over: Partial<MoneyDeskRules> = {}) =>
  app.services.config.setInternal('money-desk-rules', {
    review_above_cents: { default: 50_000 },
    new_account_days: 0,
    hold_unwagered_deposit: false,
    hold_changed_method: false,
    markers: MARKERS,
    ...over,
  });

async function funded(amount = 100_000, by: Record<string, unknown> = { method_id: 'bank_transfer', iban: IBAN }) {
  const p = await registerPayer(app, `desk-${++n}@example.com`);
  await deposit(app, p.token, { amount_cents: amount, currency: 'EUR', ...by });
  await advance(app, STEP);
  await advance(app, STEP);
  return p;
}

async function withdraw(token: string, amount: number) {
  const res = await call(app, 'POST', '/api/player/payments/withdrawals', {
    token,
    body: { amount_cents: amount, currency: 'EUR', method_id: 'bank_transfer', iban: IBAN },
  });
  if (res.statusCode !== 200) throw new Error(`withdrawal answered ${res.statusCode} ${res.body}`);
  return withdrawalResponseSchema.parse(res.json()).payment;
}

const queue = async (headers: Record<string, string>) =>
  staffPaymentListSchema.parse((await call(app, 'GET', '/api/staff/payments?view=held', { headers })).json()).data;

const decide = (
  headers: Record<string, string>,
  id: number,
  verb: 'approve' | 'reject',
  body: unknown = { reason: 'Checked the source of funds' },
) => call(app, 'POST', `/api/staff/payments/${id}/${verb}`, { headers, body });

const stateOf = async (token: string, id: number) => (await historyOf(app, token)).find((p) => p.id === id);

describe('the withdrawal review queue', () => {
  it('ROLE-11 PAY-19 a withdrawal above the review amount is reserved but waits; an officer approves it with a reason and only then is it paid', async () => {
    await rules();
    const { token } = await funded();
    const held = await withdraw(token, 60_000);
    expect(held).toMatchObject({ state: 'reserved', review: 'held' });
    expect(await balanceOf(app, token)).toEqual({ amount: 40_000, cashout: 40_000 });
    await advance(app, STEP * 5);
    expect(await stateOf(token, held.id)).toMatchObject({ state: 'reserved', review: 'held' });
    const listed = (await queue(viewer)).find((p) => p.id === held.id);
    expect(listed?.hold).toMatchObject({ status: 'held', reasons: ['amount'] });
    expect(listed?.reference).toMatch(/-\d+$/);
    expect((await decide(viewer, held.id, 'approve')).statusCode).toBe(403);
    const approved = await decide(officer, held.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(staffPaymentSchema.parse(approved.json()).hold).toMatchObject({ status: 'approved', decided_by: expect.any(String) });
    await advance(app, STEP);
    await advance(app, STEP);
    expect(await stateOf(token, held.id)).toMatchObject({ state: 'succeeded', review: 'approved' });
    expect(await balanceOf(app, token)).toEqual({ amount: 40_000, cashout: 40_000 });
    expect((await queue(officer)).map((p) => p.id)).not.toContain(held.id);
    const audit = await call(app, 'GET', `/api/staff/audit?subject_kind=payment&subject_id=${held.id}`, { headers: admin });
    expect((audit.json() as { data: { action: string; reason: string }[] }).data).toEqual([
      expect.objectContaining({ action: 'withdrawal.approve', reason: 'Checked the source of funds' }),
    ]);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('ROLE-11 a rejection gives the money back through the ledger, and the player sees it rejected', async () => {
    await rules();
    const { token } = await funded();
    const held = await withdraw(token, 70_000);
    expect((await decide(officer, held.id, 'reject', {})).statusCode).toBe(422);
    expect((await decide(officer, held.id, 'reject')).statusCode).toBe(200);
    expect(await stateOf(token, held.id)).toMatchObject({ state: 'rejected', review: 'rejected' });
    expect(await balanceOf(app, token)).toEqual({ amount: 100_000, cashout: 100_000 });
    expect((await decide(admin, held.id, 'approve')).statusCode).toBe(409);
    await advance(app, STEP * 3);
    expect(await balanceOf(app, token)).toEqual({ amount: 100_000, cashout: 100_000 });
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('ROLE-11 an approval and a rejection at once: one wins, the money moves once', async () => {
    await rules();
    const { token } = await funded();
    const held = await withdraw(token, 80_000);
    const [a, b] = await Promise.all([decide(officer, held.id, 'approve'), decide(admin, held.id, 'reject')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    await advance(app, STEP);
    await advance(app, STEP);
    const final = await stateOf(token, held.id);
    expect(final?.state).toBe(a.statusCode === 200 ? 'succeeded' : 'rejected');
    expect((await balanceOf(app, token)).amount).toBe(a.statusCode === 200 ? 20_000 : 100_000);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PAY-20 the player may recall a held withdrawal; an officer then finds nothing to approve', async () => {
    await rules();
    const { token } = await funded();
    const held = await withdraw(token, 55_000);
    expect((await call(app, 'POST', `/api/player/payments/${held.id}/recall`, { token })).statusCode).toBe(200);
    expect((await decide(officer, held.id, 'approve')).statusCode).toBe(409);
    expect(await balanceOf(app, token)).toEqual({ amount: 100_000, cashout: 100_000 });
  });

  it('ROLE-11 the rules hold a new account, a deposit not wagered once and a method never deposited with; below them nothing waits', async () => {
    await rules({ new_account_days: 7, hold_unwagered_deposit: true, hold_changed_method: true });
    const { token } = await funded(100_000, { method_id: 'visa', card: card() });
    const held = await withdraw(token, 10_000);
    const listed = (await queue(officer)).find((p) => p.id === held.id);
    expect(listed?.hold?.reasons).toEqual(['new_account', 'unwagered_deposit', 'changed_method']);
    await rules();
    const free = await withdraw(token, 10_000);
    expect(free.review).toBeUndefined();
    await advance(app, STEP);
    await advance(app, STEP);
    expect((await stateOf(token, free.id))?.state).toBe('succeeded');
  });

  it('ROLE-11 the payments list filters by player and reference; bad filters are 422', async () => {
    const { id, token } = await funded();
    const paid = (await historyOf(app, token))[0];
    const byPlayer = await call(app, 'GET', `/api/staff/payments?player_id=${id}`, { headers: viewer });
    const list = staffPaymentListSchema.parse(byPlayer.json()).data;
    expect(list.map((p) => p.id)).toEqual([paid?.id]);
    const ref = list[0]?.reference ?? '';
    const byRef = await call(app, 'GET', `/api/staff/payments?reference=${ref}`, { headers: risk });
    expect(staffPaymentListSchema.parse(byRef.json()).data.map((p) => p.player_id)).toEqual([id]);
    expect((await call(app, 'GET', '/api/staff/payments?state=lost', { headers: viewer })).statusCode).toBe(422);
    expect((await decide(officer, 99_999_999, 'approve')).statusCode).toBe(404);
  });
});

describe('responsible-gaming oversight', () => {
  it('ROLE-11 lists players in a cooling-off, their limit changes and frequent depositors; a payments officer may not look', async () => {
    await rules({ markers: { ...MARKERS, deposits_per_day: 2 } });
    const { id, token } = await funded(5_000);
    await deposit(app, token, { amount_cents: 5_000, currency: 'EUR', method_id: 'bank_transfer', iban: IBAN });
    const cooled = await call(app, 'POST', '/api/user_limits', { token, body: { type: 'cooling_off', duration: '24_hours' } });
    expect(cooled.statusCode, cooled.body).toBe(200);
    const res = await call(app, 'GET', '/api/staff/oversight', { headers: risk });
    expect(res.statusCode, res.body).toBe(200);
    const seen = rgOversightSchema.parse(res.json());
    expect(seen.exclusions).toContainEqual(expect.objectContaining({ player_id: id, kind: 'cooling_off' }));
    expect(seen.limit_changes).toContainEqual(expect.objectContaining({ player_id: id, kind: 'cooling_off' }));
    expect(seen.flagged).toContainEqual(expect.objectContaining({ player_id: id, marker: 'deposit_frequency', value: 2 }));
    expect((await call(app, 'GET', '/api/staff/oversight', { headers: officer })).statusCode).toBe(403);
  });
});

describe('the player page', () => {
  it('ROLE-10 ROLE-11 a support lead adds a player to a group with a reason, audited; a payments officer may not', async () => {
    const { id } = await registerPayer(app, `desk-${++n}@example.com`);
    const lead = (await signedInStaff(app, 'support_lead')).headers;
    const body = { group_id: 4242, reason: 'Agreed VIP trial' };
    expect((await call(app, 'POST', `/api/staff/players/${id}/groups`, { headers: officer, body })).statusCode).toBe(403);
    expect(
      (await call(app, 'POST', `/api/staff/players/${id}/groups`, { headers: lead, body: { group_id: 4242 } })).statusCode,
    ).toBe(422);
    const res = await call(app, 'POST', `/api/staff/players/${id}/groups`, { headers: lead, body });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { player: { groups: number[] } }).player.groups).toContain(4242);
    const audit = await call(app, 'GET', `/api/staff/audit?player_id=${id}`, { headers: admin });
    expect((audit.json() as { data: { action: string; reason: string }[] }).data).toContainEqual(
      expect.objectContaining({ action: 'player.add_group', reason: 'Agreed VIP trial' }),
    );
  });
});
