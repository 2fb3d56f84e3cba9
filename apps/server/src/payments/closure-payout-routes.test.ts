import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSURE_PAYOUT_MESSAGES,
  closurePayoutListSchema,
  closurePayoutSchema,
  closureResponseSchema,
  type ClosurePayoutListState,
  type StaffRole,
} from '@casino/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, PASSWORD, call, registerPayer } from '../test/accounts';
import { errorOf, fieldErrorsOf } from '../test/http';
import { signedInStaff } from '../test/staff';
import { auditLedger } from '../wallet';
import { ledgerTransactions } from '../db/schema';
import { CLOSURE_PAYOUT_METHOD } from './closure-payout';
import { payments } from './tables';
import { advance, balanceOf, deposit, pushes } from '../test/payments';

let app: TestApp;
const STEP = 3000;
const IBAN = 'DE89 3704 0044 0532 0130 00';
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

let n = 0;
const staff = async (role: StaffRole) => (await signedInStaff(app, role)).headers;
const list = (headers: Record<string, string>, state: ClosurePayoutListState = 'open') =>
  call(app, 'GET', `/api/staff/closure_payouts?state=${state}`, { headers });
const listed = async (headers: Record<string, string>, state: ClosurePayoutListState = 'open') =>
  closurePayoutListSchema.parse((await list(headers, state)).json()).data;
const complete = (headers: Record<string, string>, id: number, body: unknown = { reference: 'SEPA-2025-00042' }) =>
  call(app, 'POST', `/api/staff/closure_payouts/${id}/complete`, { headers, body });
const paymentRow = async (id: number) => (await app.db.select().from(payments).where(eq(payments.id, id)))[0];
const payoutsOfReserve = async (reserveId: number | null | undefined) =>
  app.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, 'withdrawal_payout'), eq(ledgerTransactions.referenceId, reserveId ?? 0)));

/** A player who only ever deposited by bank transfer (no card to pay back to) and closed the account. */
async function closedWithIban(cents: number) {
  const email = `payout-${++n}@example.com`;
  const player = await registerPayer(app, email);
  await deposit(app, player.token, { amount_cents: cents, currency: 'EUR', method_id: 'bank_transfer', iban: IBAN });
  await advance(app, STEP);
  await advance(app, STEP);
  expect((await balanceOf(app, player.token)).cashout).toBe(cents);
  const res = await call(app, 'POST', '/api/player/closure', { token: player.token, body: { password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  const [payout] = closureResponseSchema.parse(res.json()).payouts;
  expect(payout).toMatchObject({ route: 'staff', amount_cents: cents, currency: 'EUR' });
  return { ...player, email, payoutId: payout?.payment_id ?? 0 };
}

describe('GET /api/staff/closure_payouts and POST /api/staff/closure_payouts/:id/complete', () => {
  it('LIMIT-closure ROLE-11 a support lead sees the payout of an IBAN-only player, marks it as paid, and the player sees it succeeded', async () => {
    const ada = await closedWithIban(4200);
    const lead = await staff('support_lead');

    const open = (await listed(lead)).find((p) => p.id === ada.payoutId);
    expect(open).toEqual({
      id: ada.payoutId,
      player_id: ada.id,
      player_email: ada.email,
      currency: 'EUR',
      amount_cents: 4200,
      created_at: expect.any(String),
      closed_at: expect.any(String),
      state: 'reserved',
      completion: null,
    });
    expect((await listed(lead, 'done')).map((p) => p.id)).not.toContain(ada.payoutId);

    const before = app.clock.now().toISOString();
    const res = await complete(lead, ada.payoutId, { reference: '  SEPA-2025-00042  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(closurePayoutSchema.parse(res.json())).toMatchObject({
      id: ada.payoutId,
      state: 'succeeded',
      completion: {
        staff_id: expect.any(Number),
        staff_name: expect.any(String),
        completed_at: before,
        reference: 'SEPA-2025-00042',
      },
    });

    // It leaves the open list for the done list, with who paid it, when and the reference.
    expect((await listed(lead)).map((p) => p.id)).not.toContain(ada.payoutId);
    expect((await listed(lead, 'done')).find((p) => p.id === ada.payoutId)).toMatchObject({
      state: 'succeeded',
      completion: { reference: 'SEPA-2025-00042', completed_at: before },
    });

    // The player's history shows the withdrawal succeeded, pushed like any finished withdrawal.
    const history = (await app.services.payments.history(ada.id, 1, 10)).data;
    expect(history.find((p) => p.id === ada.payoutId)).toMatchObject({
      action: 'cashout',
      method_id: CLOSURE_PAYOUT_METHOD,
      state: 'succeeded',
      amount_cents: 4200,
      finished_at: before,
      recallable: false,
    });
    expect(await pushes(app, ada.id, 'payments_changes')).toContainEqual({
      id: ada.payoutId,
      action: 'cashout',
      state: 'succeeded',
    });

    // The money left the casino through the ledger's payout of the reserve, and every balance adds up.
    const row = await paymentRow(ada.payoutId);
    expect(await payoutsOfReserve(row?.reserveTransactionId)).toHaveLength(1);
    expect((await app.services.wallet.getAccounts(ada.id))[0]).toMatchObject({ amount_cents: 0 });
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('LIMIT-closure ROLE-11 two completes at once pay exactly once: one answers 200, the other 409', async () => {
    const bob = await closedWithIban(3100);
    const [first, second] = [await staff('support_lead'), await staff('support_lead')];
    const answers = await Promise.all([
      complete(first, bob.payoutId, { reference: 'TRANSFER-A' }),
      complete(second, bob.payoutId, { reference: 'TRANSFER-B' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409);
    const winner = closurePayoutSchema.parse(answers.find((r) => r.statusCode === 200)?.json());
    expect(loser && errorOf(loser)).toBe(CLOSURE_PAYOUT_MESSAGES.alreadyCompleted);

    // A later attempt changes nothing either, and the recorded reference is the winner's.
    const again = await complete(first, bob.payoutId, { reference: 'TRANSFER-C' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(CLOSURE_PAYOUT_MESSAGES.alreadyCompleted);
    const row = await paymentRow(bob.payoutId);
    expect(row).toMatchObject({ state: 'succeeded', details: expect.objectContaining({ completion: winner.completion }) });
    expect(await payoutsOfReserve(row?.reserveTransactionId)).toHaveLength(1);
    expect((await app.services.payments.history(bob.id, 1, 10)).data.filter((p) => p.state === 'succeeded')).toHaveLength(
      2, // the bank deposit and the payout
    );
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('LIMIT-closure ROLE-11 a completion a stopped process left unsettled is settled by the next attempt, which answers 409', async () => {
    const cy = await closedWithIban(2700);
    const completion = { staff_id: 1, staff_name: 'Earlier lead', completed_at: app.clock.now().toISOString(), reference: 'T-1' };
    await app.db
      .update(payments)
      .set({ finalClaim: 'succeeded', details: sql`${payments.details} || ${JSON.stringify({ completion })}::jsonb` })
      .where(eq(payments.id, cy.payoutId));

    const res = await complete(await staff('support_lead'), cy.payoutId, { reference: 'T-2' });
    expect(res.statusCode).toBe(409);
    const row = await paymentRow(cy.payoutId);
    expect(row).toMatchObject({ state: 'succeeded', details: expect.objectContaining({ completion }) });
    expect(await payoutsOfReserve(row?.reserveTransactionId)).toHaveLength(1);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('ROLE-11 other staff roles get 403, players and visitors without a staff session 401, and the payout stays open', async () => {
    const dan = await closedWithIban(2500);
    for (const role of ['support_agent', 'vip_manager', 'kyc_agent'] as const) {
      const headers = await staff(role);
      const listing = await list(headers);
      expect(listing.statusCode, role).toBe(403);
      expect(errorOf(listing)).toEqual(expect.any(String));
      expect((await complete(headers, dan.payoutId)).statusCode, role).toBe(403);
    }
    const player = await registerPayer(app, `payout-player-${++n}@example.com`);
    expect((await call(app, 'GET', '/api/staff/closure_payouts', { token: player.token })).statusCode).toBe(401);
    expect((await complete({}, dan.payoutId)).statusCode).toBe(401);
    expect(await paymentRow(dan.payoutId)).toMatchObject({ state: 'reserved', finalClaim: null });
  });

  it('ROLE-11 an unknown id and a payment that is not a closure payout answer 404', async () => {
    const lead = await staff('support_lead');
    const eve = await closedWithIban(2200);
    const [bankDeposit] = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.playerId, eve.id), eq(payments.action, 'deposit')));
    for (const id of [bankDeposit?.id ?? 0, 999_999_999]) {
      const res = await complete(lead, id);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toBe(CLOSURE_PAYOUT_MESSAGES.notFound);
    }
    expect(await paymentRow(bankDeposit?.id ?? 0)).toMatchObject({
      state: 'succeeded',
      details: expect.not.objectContaining({ completion: expect.anything() }),
    });
  });

  it('ROLE-11 a reference under 3 or over 100 characters, or with control characters, is a 422 on reference', async () => {
    const lead = await staff('support_lead');
    const fay = await closedWithIban(2300);
    for (const reference of ['  ab ', 'x'.repeat(101), 'REF\u0000123', '']) {
      const res = await complete(lead, fay.payoutId, { reference });
      expect(res.statusCode, JSON.stringify(reference)).toBe(422);
      expect(Object.keys(fieldErrorsOf(res))).toEqual(['reference']);
    }
    expect(await paymentRow(fay.payoutId)).toMatchObject({ state: 'reserved', finalClaim: null });
  });
});
