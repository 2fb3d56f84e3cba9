import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_PAYMENTS_WEBHOOK_SECRET } from '../env';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, registerPayer } from '../test/accounts';
import { errorOf, fieldErrorsOf, injectFrom } from '../test/http';
import { auditLedger } from '../wallet';
import { SANDBOX_CARDS } from './sandbox';
import { payments, sandboxJobs } from './tables';
import { SIGNATURE_HEADER, signPayload } from './signature';
import { balanceOf, card, deposit, historyOf, pushes } from '../test/payments';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

let n = 0;
/** A player with a deposit the sandbox leaves pending, so only our webhooks move it. */
async function pendingDeposit(amount = 5000) {
  const p = await registerPayer(app, `hook-${++n}@example.com`);
  const started = await deposit(app, p.token, {
    amount_cents: amount,
    currency: 'EUR',
    method_id: 'visa',
    card: card(SANDBOX_CARDS.staysPending),
  });
  return { ...p, paymentId: started.payment.id, reference: `sandbox-${started.payment.id}` };
}

function send(body: Record<string, unknown>, options: { secret?: string; at?: Date; signature?: string } = {}) {
  const raw = JSON.stringify(body);
  const signature =
    options.signature ?? signPayload(options.secret ?? DEV_PAYMENTS_WEBHOOK_SECRET, raw, options.at ?? app.clock.now());
  return injectFrom(app.fastify, {
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: raw,
  });
}

const event = (reference: string, eventId: string, status: string, amount = 5000) => ({
  event_id: eventId,
  reference,
  status,
  amount_cents: amount,
  currency: 'EUR',
});

describe('POST /api/payments/webhooks/{provider}', () => {
  it('PAY-26 the same succeeded webhook delivered 5 times (2 at once) credits once', async () => {
    const { id, token, paymentId, reference } = await pendingDeposit();
    const body = event(reference, `evt-${paymentId}-ok`, 'succeeded');
    const answers = await Promise.all([send(body), send(body)]);
    for (let i = 0; i < 3; i++) answers.push(await send(body));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((r) => (r.json() as { duplicate: boolean }).duplicate).length).toBeGreaterThanOrEqual(3);
    expect(await balanceOf(app, token)).toEqual({ amount: 5000, cashout: 5000 });
    expect((await historyOf(app, token))[0]).toMatchObject({ id: paymentId, state: 'succeeded' });
    expect((await pushes(app, id, 'payments_changes')).filter((d) => d['state'] === 'succeeded')).toHaveLength(1);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PAY-26 webhooks out of order: succeeded before processing ends succeeded, credited once; a later decline changes nothing', async () => {
    const { token, paymentId, reference } = await pendingDeposit();
    expect((await send(event(reference, `evt-${paymentId}-2`, 'succeeded'))).statusCode).toBe(200);
    expect((await send(event(reference, `evt-${paymentId}-1`, 'processing'))).statusCode).toBe(200);
    expect((await send(event(reference, `evt-${paymentId}-3`, 'declined'))).statusCode).toBe(200);
    expect((await historyOf(app, token))[0]).toMatchObject({ state: 'succeeded' });
    expect(await balanceOf(app, token)).toEqual({ amount: 5000, cashout: 5000 });
  });

  it('PAY-26 a success reported for a deposit the crash sweep canceled is kept canceled, flagged for review and logged as an error', async () => {
    const { token, paymentId, reference } = await pendingDeposit();
    // As after a crash before the provider answered: the deposit never counted as started.
    await app.db
      .update(payments)
      .set({ details: sql`${payments.details} - 'started'` })
      .where(eq(payments.id, paymentId));
    app.clock.advance(11 * 60 * 1000);
    await app.services.payments.runJobs();
    expect((await historyOf(app, token))[0]).toMatchObject({ id: paymentId, state: 'canceled' });
    const errors = vi.spyOn(app.fastify.log, 'error');
    try {
      expect((await send(event(reference, `evt-${paymentId}-late`, 'succeeded'))).statusCode).toBe(200);
      expect(errors).toHaveBeenCalledWith(
        expect.objectContaining({ paymentId, state: 'canceled', providerStatus: 'succeeded' }),
        expect.stringContaining('needs review'),
      );
    } finally {
      errors.mockRestore();
    }
    const [row] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.state).toBe('canceled');
    expect(row?.details).toMatchObject({
      review: { reason: 'provider_outcome_after_final', state: 'canceled', provider_status: 'succeeded' },
    });
    expect(await balanceOf(app, token)).toEqual({ amount: 0, cashout: 0 });
    // A late decline is an ordinary duplicate of the outcome: no flag of its own.
    const other = await pendingDeposit();
    await send(event(other.reference, `evt-${other.paymentId}-d`, 'declined'));
    await send(event(other.reference, `evt-${other.paymentId}-d2`, 'declined'));
    const [declined] = await app.db.select().from(payments).where(eq(payments.id, other.paymentId));
    expect(declined?.details).not.toHaveProperty('review');
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PAY-26 processing then declined: no money, and the declined state stays', async () => {
    const { token, paymentId, reference } = await pendingDeposit();
    await send(event(reference, `evt-${paymentId}-p`, 'processing'));
    expect((await historyOf(app, token))[0]?.state).toBe('processing');
    await send(event(reference, `evt-${paymentId}-d`, 'declined'));
    await send(event(reference, `evt-${paymentId}-p2`, 'processing'));
    await send(event(reference, `evt-${paymentId}-s`, 'succeeded'));
    expect((await historyOf(app, token))[0]?.state).toBe('declined');
    expect((await balanceOf(app, token)).amount).toBe(0);
  });

  it('PAY-26 refuses a missing, forged or stale signature with 401 and changes nothing', async () => {
    const { token, paymentId, reference } = await pendingDeposit();
    const body = event(reference, `evt-${paymentId}-x`, 'succeeded');
    const forged = await send(body, { secret: 'x'.repeat(48) });
    expect(forged.statusCode).toBe(401);
    expect(errorOf(forged)).toBe('invalid signature');
    const stale = await send(body, { at: new Date(app.clock.now().getTime() - 10 * 60 * 1000) });
    expect(stale.statusCode).toBe(401);
    expect(errorOf(stale)).toBe('stale signature');
    expect((await send(body, { signature: '' })).statusCode).toBe(401);
    // A body changed after signing fails too.
    const raw = JSON.stringify(body);
    const tampered = await injectFrom(app.fastify, {
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(DEV_PAYMENTS_WEBHOOK_SECRET, raw, app.clock.now()),
      },
      payload: raw.replace('5000', '9000'),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await historyOf(app, token))[0]?.state).toBe('pending');
    expect((await balanceOf(app, token)).amount).toBe(0);
    // The same event id, now properly signed, is still applied: a refused delivery was not recorded.
    expect((await send(body)).statusCode).toBe(200);
    expect((await balanceOf(app, token)).amount).toBe(5000);
  });

  it('PAY-26 answers 404 for an unknown reference or provider and 422 for an amount or status that does not fit', async () => {
    const { token, paymentId, reference } = await pendingDeposit();
    expect((await send(event('sandbox-999999999', 'evt-unknown', 'succeeded'))).statusCode).toBe(404);
    const wrongAmount = await send(event(reference, `evt-${paymentId}-amt`, 'succeeded', 4999));
    expect(wrongAmount.statusCode).toBe(422);
    expect(fieldErrorsOf(wrongAmount)).toEqual({ amount_cents: ['does not match the payment'] });
    expect((await send(event(reference, `evt-${paymentId}-rej`, 'rejected'))).statusCode).toBe(422);
    const other = await injectFrom(app.fastify, {
      method: 'POST',
      url: '/api/payments/webhooks/acme',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event(reference, 'evt-acme', 'succeeded')),
    });
    expect(other.statusCode).toBe(404);
    expect((await historyOf(app, token))[0]?.state).toBe('pending');
    expect((await balanceOf(app, token)).amount).toBe(0);
  });
});

describe('the crash sweep', () => {
  it('PAY-26 cancels a deposit that never reached its provider and releases a withdrawal whose reserve was never recorded', async () => {
    const { id, token, paymentId } = await pendingDeposit();
    await send(event(`sandbox-${paymentId}`, `evt-${paymentId}-fund`, 'succeeded'));
    // As a process killed between the steps leaves them: no provider start, no recorded reserve.
    const [stuckDeposit] = await app.db
      .insert(payments)
      .values({
        playerId: id,
        action: 'deposit',
        state: 'pending',
        provider: 'sandbox',
        methodId: 'visa',
        currency: 'EUR',
        amountCents: 1000,
        details: { type: 'card' },
        createdAt: app.clock.now(),
        updatedAt: app.clock.now(),
      })
      .returning();
    const [stuckCashout] = await app.db
      .insert(payments)
      .values({
        playerId: id,
        action: 'cashout',
        state: 'pending',
        provider: 'sandbox',
        methodId: 'bank_transfer',
        currency: 'EUR',
        amountCents: 2000,
        reference: 'sandbox-stuck-cashout',
        details: { type: 'bank' },
        createdAt: app.clock.now(),
        updatedAt: app.clock.now(),
      })
      .returning();
    await app.services.wallet.reserve({
      key: `payment:${stuckCashout?.id}:reserve`,
      playerId: id,
      currency: 'EUR',
      amountCents: 2000,
    });
    expect(await balanceOf(app, token)).toEqual({ amount: 3000, cashout: 3000 });
    await app.services.payments.runJobs();
    expect(
      (
        await app.db
          .select()
          .from(payments)
          .where(eq(payments.id, stuckDeposit?.id ?? 0))
      )[0]?.state,
    ).toBe('pending');
    app.clock.advance(11 * 60 * 1000);
    await app.services.payments.runJobs();
    const states = await app.db
      .select({ id: payments.id, state: payments.state })
      .from(payments)
      .where(eq(payments.playerId, id));
    expect(new Map(states.map((r) => [r.id, r.state]))).toEqual(
      new Map([
        [paymentId, 'succeeded'],
        [stuckDeposit?.id, 'canceled'],
        [stuckCashout?.id, 'canceled'],
      ]),
    );
    expect(await balanceOf(app, token)).toEqual({ amount: 5000, cashout: 5000 });
    expect((await auditLedger(app.db)).ok).toBe(true);
  });
  it('PAY-26 finishes an outcome a crash left claimed but unfinished, moving the money once whether or not it had moved', async () => {
    const { token, paymentId: untouched, reference } = await pendingDeposit(3000);
    const { id: player2, token: token2, paymentId: moved } = await pendingDeposit(4000);
    // As a process killed after the claim leaves them: one before its money moved, one after.
    for (const [id, amount] of [
      [untouched, 3000],
      [moved, 4000],
    ] as const) {
      await app.db
        .update(payments)
        .set({
          finalClaim: 'succeeded',
          updatedAt: app.clock.now(),
          details: sql`${payments.details} || ${JSON.stringify({ claimed_amount_cents: amount })}::jsonb`,
        })
        .where(eq(payments.id, id));
    }
    await app.services.wallet.deposit({
      key: `payment:${moved}:deposit`,
      playerId: player2,
      currency: 'EUR',
      amountCents: 4000,
    });
    expect(await balanceOf(app, token2)).toEqual({ amount: 4000, cashout: 4000 });

    // A claim younger than a minute may still be finishing in another request: left alone.
    await app.services.payments.runJobs();
    expect((await historyOf(app, token))[0]?.state).toBe('pending');
    app.clock.advance(2 * 60 * 1000);
    await app.services.payments.runJobs();
    await app.services.payments.runJobs();
    expect((await historyOf(app, token))[0]?.state).toBe('succeeded');
    expect((await historyOf(app, token2))[0]?.state).toBe('succeeded');
    expect(await balanceOf(app, token)).toEqual({ amount: 3000, cashout: 3000 });
    expect(await balanceOf(app, token2)).toEqual({ amount: 4000, cashout: 4000 });

    // The provider delivering the outcome afterwards changes nothing.
    expect((await send(event(reference, `evt-${untouched}-late`, 'succeeded', 3000))).statusCode).toBe(200);
    expect(await balanceOf(app, token)).toEqual({ amount: 3000, cashout: 3000 });
    expect((await auditLedger(app.db)).ok).toBe(true);
  });
  /** A card deposit as a process killed right after the provider took it leaves it: no `started` mark. */
  async function startedThenCrashed(cardNumber: string, amount: number) {
    const p = await registerPayer(app, `crashed-${++n}@example.com`);
    const started = await deposit(app, p.token, {
      amount_cents: amount,
      currency: 'EUR',
      method_id: 'visa',
      card: card(cardNumber),
    });
    await app.db
      .update(payments)
      .set({ details: sql`${payments.details} - 'started' - 'challenge'` })
      .where(eq(payments.id, started.payment.id));
    return { ...p, paymentId: started.payment.id, reference: `sandbox-${started.payment.id}` };
  }
  const rowOf = async (id: number) => (await app.db.select().from(payments).where(eq(payments.id, id)))[0];

  it('PAY-26 asks the provider before canceling a deposit it never saw start: one still open there is kept for its webhooks', async () => {
    // The challenge card: the provider waits 15 minutes for an answer the player never got, then cancels.
    const { token, paymentId } = await startedThenCrashed(SANDBOX_CARDS.challenge, 2600);
    app.clock.advance(11 * 60 * 1000);
    await app.services.payments.runJobs();
    const kept = await rowOf(paymentId);
    expect(kept?.state).toBe('pending');
    expect(kept?.details).toMatchObject({ started: true });
    // The provider's own outcome finishes it, by webhook, without a review flag.
    app.clock.advance(5 * 60 * 1000);
    await app.services.payments.runJobs();
    const ended = await rowOf(paymentId);
    expect(ended?.state).toBe('canceled');
    expect(ended?.details).not.toHaveProperty('review');
    expect(await balanceOf(app, token)).toEqual({ amount: 0, cashout: 0 });
  });

  it('PAY-26 settles a deposit it never saw start as the provider reports it: a success is credited, not canceled', async () => {
    const { token, paymentId, reference } = await startedThenCrashed(SANDBOX_CARDS.succeeds, 2700);
    // The provider delivered its outcome to a process that died before it could record it.
    await app.db.update(sandboxJobs).set({ doneAt: app.clock.now() }).where(eq(sandboxJobs.reference, reference));
    app.clock.advance(11 * 60 * 1000);
    await app.services.payments.runJobs();
    expect((await rowOf(paymentId))?.state).toBe('succeeded');
    expect(await balanceOf(app, token)).toEqual({ amount: 2700, cashout: 2700 });
    await app.services.payments.runJobs();
    expect(await balanceOf(app, token)).toEqual({ amount: 2700, cashout: 2700 });
    expect((await auditLedger(app.db)).ok).toBe(true);
  });
});
