import type { PaymentWebhook } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, ValidationError } from '../http/errors';
import { openWalletHarness, type WalletHarness } from '../test/wallet';
import { ledgerTransactions } from '../db/schema';
import { applyWebhook, finalizePayment, moveClaimedMoney, webhookProblem, type PaymentRow, type SettleDeps } from './settle';
import { payments } from './tables';
import { reserveWithdrawal } from './withdrawal-reserve';

let h: WalletHarness;
let deps: SettleDeps;
beforeAll(async () => {
  h = await openWalletHarness();
  deps = { db: h.db, clock: h.clock, outbox: h.outbox, wallet: h.wallet, provider: () => undefined };
}, 60_000);
afterAll(async () => {
  await h?.close();
});

let seq = 0;
async function paymentRow(playerId: number, values: Partial<typeof payments.$inferInsert>): Promise<PaymentRow> {
  seq += 1;
  const [row] = await h.db
    .insert(payments)
    .values({
      playerId,
      action: 'deposit',
      state: 'pending',
      provider: 'sandbox',
      methodId: 'visa',
      currency: 'EUR',
      amountCents: 5_000,
      reference: `settle-test-${seq}`,
      details: { type: 'card', started: true },
      createdAt: h.clock.now(),
      updatedAt: h.clock.now(),
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

const rowOf = async (id: number) => (await h.db.select().from(payments).where(eq(payments.id, id)))[0];
const realOf = async (playerId: number) => (await h.wallet.getAccounts(playerId))[0]?.available_to_cashout_cents;
const webhook = (row: PaymentRow, status: PaymentWebhook['status'], extra: Partial<PaymentWebhook> = {}): PaymentWebhook => ({
  event_id: `evt-${row.id}-${status}-${++seq}`,
  reference: row.reference ?? '',
  status,
  amount_cents: row.amountCents,
  currency: row.currency,
  ...extra,
});

describe('webhookProblem', () => {
  const deposit = { action: 'deposit' as const, currency: 'EUR', amountCents: 5_000, details: { type: 'card' } };
  const webhookOf = (status: PaymentWebhook['status'], extra: Partial<PaymentWebhook> = {}): PaymentWebhook => ({
    event_id: 'e',
    reference: 'r',
    status,
    amount_cents: 5_000,
    currency: 'EUR',
    ...extra,
  });
  it('PAY-26 a status of the action in the payment currency and amount applies', () => {
    expect(webhookProblem(deposit, webhookOf('succeeded'))).toBeNull();
    expect(webhookProblem(deposit, webhookOf('processing'))).toBeNull();
    expect(webhookProblem({ ...deposit, action: 'cashout' }, webhookOf('rejected'))).toBeNull();
  });
  it('PAY-26 refuses a status the action never takes, a recall, another currency or another amount', () => {
    expect(webhookProblem(deposit, webhookOf('rejected'))).toBeInstanceOf(ValidationError);
    expect(webhookProblem({ ...deposit, action: 'cashout' }, webhookOf('recalled'))?.errors).toHaveProperty('status');
    expect(webhookProblem(deposit, webhookOf('succeeded', { currency: 'USD' }))?.errors).toHaveProperty('status');
    expect(webhookProblem(deposit, webhookOf('succeeded', { amount_cents: 4_999 }))?.errors).toEqual({
      amount_cents: ['does not match the payment'],
    });
  });
  it('PAY-12 only a crypto deposit may succeed with less than requested, never with nothing', () => {
    const crypto = { ...deposit, details: { type: 'crypto' } };
    expect(webhookProblem(crypto, webhookOf('succeeded', { amount_cents: 4_500 }))).toBeNull();
    expect(webhookProblem(crypto, webhookOf('succeeded', { amount_cents: 0 }))).toBeInstanceOf(ValidationError);
  });
});

describe('applyWebhook', () => {
  it('PAY-26 a succeeded deposit webhook credits once; the same event again is a duplicate', async () => {
    const playerId = await h.fundedPlayer(0);
    const row = await paymentRow(playerId, {});
    const event = webhook(row, 'succeeded');
    expect(await applyWebhook(deps, 'sandbox', event)).toEqual({ duplicate: false });
    expect(await applyWebhook(deps, 'sandbox', event)).toEqual({ duplicate: true });
    expect(await rowOf(row.id)).toMatchObject({ state: 'succeeded', creditedCents: 5_000, finalClaim: 'succeeded' });
    expect(await realOf(playerId)).toBe(5_000);
    // Another event with the same outcome moves nothing more.
    expect(await applyWebhook(deps, 'sandbox', webhook(row, 'succeeded'))).toEqual({ duplicate: false });
    expect(await realOf(playerId)).toBe(5_000);
  });

  it('PAY-26 an open status moves forward only, and never after a final one', async () => {
    const playerId = await h.fundedPlayer(0);
    const row = await paymentRow(playerId, {});
    await applyWebhook(deps, 'sandbox', webhook(row, 'processing', { confirmations: 2 }));
    expect(await rowOf(row.id)).toMatchObject({ state: 'processing', details: { confirmations: 2 } });
    await applyWebhook(deps, 'sandbox', webhook(row, 'declined'));
    await applyWebhook(deps, 'sandbox', webhook(row, 'processing'));
    expect(await rowOf(row.id)).toMatchObject({ state: 'declined' });
    expect(await realOf(playerId)).toBe(0);
  });

  it('PAY-26 an unknown reference or another provider is 404', async () => {
    const playerId = await h.fundedPlayer(0);
    const row = await paymentRow(playerId, {});
    await expect(applyWebhook(deps, 'sandbox', { ...webhook(row, 'succeeded'), reference: 'nobody' })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(applyWebhook(deps, 'other', webhook(row, 'succeeded'))).rejects.toBeInstanceOf(HttpError);
  });
});

describe('moveClaimedMoney and finalizePayment', () => {
  it('PAY-19 a withdrawal declined by its provider is refunded: the reserve is released to real money, once', async () => {
    const playerId = await h.fundedPlayer(5_000);
    const pending = await paymentRow(playerId, { action: 'cashout', provider: 'manual', amountCents: 2_000, details: {} });
    const reserved = await reserveWithdrawal(deps, { row: pending });
    if (reserved.kind !== 'reserved') throw new Error('not reserved');
    expect(await realOf(playerId)).toBe(3_000);
    expect(await finalizePayment(deps, { id: pending.id, target: 'declined', amountCents: 2_000 })).toBe(true);
    expect(await finalizePayment(deps, { id: pending.id, target: 'declined', amountCents: 2_000 })).toBe(false);
    expect(await realOf(playerId)).toBe(5_000);
    const row = await rowOf(pending.id);
    const [release] = await h.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, row?.settleTransactionId ?? 0));
    expect(release).toMatchObject({ kind: 'withdrawal_release', idempotencyKey: `payment:${pending.id}:release` });
  });

  it('PAY-19 a succeeded withdrawal whose reserve id was lost finds the reserve by its key and pays it out', async () => {
    const playerId = await h.fundedPlayer(5_000);
    const pending = await paymentRow(playerId, { action: 'cashout', provider: 'manual', amountCents: 2_000, details: {} });
    const reserve = await h.wallet.reserve({
      key: `payment:${pending.id}:reserve`,
      playerId,
      currency: 'EUR',
      amountCents: 2_000,
      metadata: { payment_id: pending.id },
    });
    const money = await moveClaimedMoney(deps, pending, 'succeeded', 2_000);
    expect(money).toMatchObject({ reserveId: reserve.transactionId, credited: null, settle: expect.any(Number) });
    expect(await realOf(playerId)).toBe(3_000);
  });

  it('a deposit that did not succeed moves no money', async () => {
    const playerId = await h.fundedPlayer(0);
    const row = await paymentRow(playerId, {});
    expect(await moveClaimedMoney(deps, row, 'canceled', 5_000)).toEqual({ settle: null, credited: null });
    expect(await realOf(playerId)).toBe(0);
  });
});
