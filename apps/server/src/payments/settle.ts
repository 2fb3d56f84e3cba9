import { FINAL_PAYMENT_STATUSES, isFinalPaymentStatus, type PaymentStatus, type PaymentWebhook } from '@casino/contracts';
import { and, eq, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { HttpError, ValidationError } from '../http/errors';
import type { Clock } from '../platform/clock';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import type { WalletService } from '../wallet';
import type { PaymentProvider } from './provider';
import { paymentWebhookEvents, payments } from './tables';

export type PaymentRow = typeof payments.$inferSelect;

/** Domain events of payments, beside the wallet's `deposit.succeeded` and `withdrawal.reserved`. */
export const PAYMENT_EVENTS = { changed: 'payment.changed' } as const;

/** Open states in the order a payment passes them; a payment never moves back. */
const RANK: Partial<Record<PaymentStatus, number>> = { pending: 0, reserved: 1, processing: 2 };
const DEPOSIT_STATES: readonly PaymentStatus[] = ['pending', 'processing', 'succeeded', 'declined', 'canceled'];
const CASHOUT_STATES: readonly PaymentStatus[] = ['reserved', 'processing', 'succeeded', 'declined', 'rejected', 'recalled'];

/**
 * Only a `reserved` withdrawal is recallable: its reserve is recorded and the provider has its
 * payout, so a recall can ask the provider to stop it. A `pending` one is still being requested.
 */
export const isRecallable = (p: Pick<PaymentRow, 'action' | 'state' | 'finalClaim'>): boolean =>
  p.action === 'cashout' && p.state === 'reserved' && p.finalClaim === null;

export interface SettleDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  wallet: WalletService;
  provider(name: string): PaymentProvider | undefined;
  /** Where a payment that needs a person (a success after a final failure, a claim that cannot finish) is reported. */
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Moves payments through their states and their money through the wallet. A final outcome is
 * first claimed on the row (so two outcomes never both move money), then the money moves with
 * the payment's own idempotency key, then the row is finished; a crash in between is finished
 * by the next delivery of the same outcome, or by the sweep.
 */
export function createSettlement(deps: SettleDeps) {
  const { db, clock, outbox, wallet } = deps;

  async function lock(tx: Tx, id: number): Promise<PaymentRow> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!row) throw new HttpError(404, 'payment not found');
    return row;
  }

  /** Publishes the change of a payment to the player's channels (after commit, through the outbox). */
  async function announce(tx: Tx, row: PaymentRow) {
    const data = { id: row.id, action: row.action, state: row.state };
    await outbox.publish(tx, {
      type: PAYMENT_EVENTS.changed,
      playerId: row.playerId,
      payload: { ...data, currency: row.currency },
    });
    await outbox.publish(tx, {
      type: REALTIME_PUSH_EVENT,
      playerId: row.playerId,
      payload: { channel: 'payments_changes', data },
    });
    if (row.state === 'canceled' || row.state === 'declined' || row.state === 'rejected') {
      // The notices: the web shows the canceled-deposit toast from these (DECISIONS-17).
      await outbox.publish(tx, {
        type: REALTIME_PUSH_EVENT,
        playerId: row.playerId,
        payload: { channel: 'payments_events', data: { ...data, created_at: row.createdAt.toISOString() } },
      });
    }
  }

  async function recordEvent(tx: Tx, provider: string, eventId: string | undefined, row: PaymentRow, status: string) {
    if (!eventId) return;
    await tx
      .insert(paymentWebhookEvents)
      .values({ provider, eventId, paymentId: row.id, status, receivedAt: clock.now() })
      .onConflictDoNothing();
  }

  /**
   * The provider says a payment we already ended otherwise succeeded (a deposit the crash sweep
   * canceled, a withdrawal recalled or canceled): the player may have been charged, or paid, while
   * our ledger says not. The state and money stay as they are; the row gets `details.review` and
   * an error is logged so a person settles it with the provider.
   */
  async function flagForReview(tx: Tx, row: PaymentRow, target: PaymentStatus, event?: { provider: string; id: string }) {
    const review = {
      reason: 'provider_outcome_after_final',
      state: row.state,
      provider_status: target,
      event_id: event?.id ?? null,
      at: clock.now().toISOString(),
    };
    await tx
      .update(payments)
      .set({ details: sql`${payments.details} || ${JSON.stringify({ review })}::jsonb`, updatedAt: clock.now() })
      .where(eq(payments.id, row.id));
    deps.log?.error(
      { paymentId: row.id, action: row.action, state: row.state, providerStatus: target, eventId: event?.id },
      'payment provider reports success for a payment already ended: needs review',
    );
  }

  /**
   * Claims a final outcome; answers the row, or null when the payment is already final. The claim
   * keeps the amount it settles (a crypto deposit may be under-paid), so the sweep can finish a
   * claim a crash interrupted exactly as the claim would have.
   */
  async function claim(
    id: number,
    target: PaymentStatus,
    amountCents: number,
    event?: { provider: string; id: string },
  ): Promise<PaymentRow | null> {
    return db.transaction(async (tx) => {
      const row = await lock(tx, id);
      if (isFinalPaymentStatus(row.state)) {
        if (event) await recordEvent(tx, event.provider, event.id, row, target);
        if (target === 'succeeded' && row.state !== 'succeeded') await flagForReview(tx, row, target, event);
        return null;
      }
      if (row.finalClaim && row.finalClaim !== target) throw new HttpError(409, `payment is already being ${row.finalClaim}`);
      if (!row.finalClaim)
        await tx
          .update(payments)
          .set({
            finalClaim: target,
            updatedAt: clock.now(),
            details: sql`${payments.details} || ${JSON.stringify({ claimed_amount_cents: amountCents })}::jsonb`,
          })
          .where(eq(payments.id, id));
      return { ...row, finalClaim: target };
    });
  }

  /** Moves the money of a claimed outcome; idempotent by the payment's keys. */
  async function moveMoney(row: PaymentRow, target: PaymentStatus, amountCents: number) {
    const meta = { payment_id: row.id };
    if (row.action === 'deposit') {
      if (target !== 'succeeded') return { settle: null, credited: null };
      await wallet.openAccount(row.playerId, row.currency);
      const details = row.details as { deposit_bonus?: string };
      const moved = await wallet.deposit({
        key: `payment:${row.id}:deposit`,
        playerId: row.playerId,
        currency: row.currency,
        amountCents,
        metadata: { ...meta, ...(details.deposit_bonus ? { deposit_bonus: details.deposit_bonus } : {}) },
      });
      return { settle: moved.transactionId, credited: amountCents };
    }
    // A withdrawal whose reserve id was lost in a crash finds it again by the reserve's key.
    const reserveId =
      row.reserveTransactionId ??
      (
        await wallet.reserve({
          key: `payment:${row.id}:reserve`,
          playerId: row.playerId,
          currency: row.currency,
          amountCents: row.amountCents,
          metadata: meta,
        })
      ).transactionId;
    const request = { reserveTransactionId: reserveId };
    const moved =
      target === 'succeeded'
        ? await wallet.payout({ key: `payment:${row.id}:payout`, ...request })
        : await wallet.release({ key: `payment:${row.id}:release`, ...request });
    return { settle: moved.transactionId, credited: null, reserveId };
  }

  async function finish(
    id: number,
    target: PaymentStatus,
    money: { settle: number | null; credited: number | null; reserveId?: number },
    event?: { provider: string; id: string },
  ) {
    await db.transaction(async (tx) => {
      const row = await lock(tx, id);
      if (event) await recordEvent(tx, event.provider, event.id, row, target);
      if (isFinalPaymentStatus(row.state)) return;
      const now = clock.now();
      const [updated] = await tx
        .update(payments)
        .set({
          state: target,
          finishedAt: now,
          updatedAt: now,
          settleTransactionId: money.settle,
          creditedCents: money.credited,
          ...(money.reserveId ? { reserveTransactionId: money.reserveId } : {}),
        })
        .where(eq(payments.id, id))
        .returning();
      if (updated) await announce(tx, updated);
    });
    outbox.kick();
  }

  /** Finishes a payment with a final outcome: claim, money, record. Answers false when it was already final. */
  async function finalize(id: number, target: PaymentStatus, amountCents: number, event?: { provider: string; id: string }) {
    const claimed = await claim(id, target, amountCents, event);
    if (!claimed) return false;
    const money = await moveMoney(claimed, target, amountCents);
    await finish(id, target, money, event);
    return true;
  }

  /** Moves an open payment forward to another open state (processing, confirmations). */
  async function advance(
    id: number,
    target: PaymentStatus,
    details: Record<string, unknown>,
    event?: { provider: string; id: string },
  ) {
    await db.transaction(async (tx) => {
      const row = await lock(tx, id);
      if (event) await recordEvent(tx, event.provider, event.id, row, target);
      // Out of order or after a final decision: a state never goes back.
      if (isFinalPaymentStatus(row.state) || row.finalClaim || (RANK[target] ?? 0) < (RANK[row.state] ?? 0)) return;
      const changed = row.state !== target;
      const [updated] = await tx
        .update(payments)
        .set({ state: target, updatedAt: clock.now(), details: sql`${payments.details} || ${JSON.stringify(details)}::jsonb` })
        .where(eq(payments.id, id))
        .returning();
      if (updated && changed) await announce(tx, updated);
    });
    outbox.kick();
  }

  /**
   * Finishes outcomes that were claimed but never finished: a crash between the claim and the
   * record (the money may or may not have moved). The money moves again under the payment's own
   * keys, which the wallet applies once, and the row is finished with the claimed outcome; the
   * provider need not deliver again. A claim that cannot finish (a withdrawal whose money is gone)
   * is logged for a person and tried again on the next round.
   */
  async function finishClaimed(olderThanMs: number): Promise<number> {
    const before = new Date(clock.now().getTime() - Math.min(olderThanMs, 60_000));
    const claimed = await db
      .select()
      .from(payments)
      .where(
        and(
          isNotNull(payments.finalClaim),
          notInArray(payments.state, [...FINAL_PAYMENT_STATUSES]),
          lt(payments.updatedAt, before),
        ),
      )
      .limit(100);
    let finished = 0;
    for (const row of claimed) {
      const target = row.finalClaim as PaymentStatus;
      const claimedAmount = (row.details as { claimed_amount_cents?: unknown }).claimed_amount_cents;
      try {
        const money = await moveMoney(row, target, typeof claimedAmount === 'number' ? claimedAmount : row.amountCents);
        await finish(row.id, target, money);
        finished += 1;
      } catch (err) {
        deps.log?.error({ err, paymentId: row.id, claim: target }, 'claimed payment outcome could not be finished: needs review');
      }
    }
    return finished;
  }

  /**
   * A deposit we never saw start: asked of its provider first, since a crash may have come after
   * the provider took it. Final there: settled as reported. Open there: marked as started, its
   * webhooks (or the player's challenge) finish it. Unknown there: canceled. Answers whether it ended.
   */
  async function sweepUnstartedDeposit(row: PaymentRow): Promise<boolean> {
    const provider = deps.provider(row.provider);
    const known = row.reference && provider ? await provider.lookup(row.reference) : null;
    if (!known) return finalize(row.id, 'canceled', row.amountCents);
    if (isFinalPaymentStatus(known.status)) return finalize(row.id, known.status, known.amountCents);
    await db
      .update(payments)
      .set({ details: sql`${payments.details} || '{"started":true}'::jsonb`, updatedAt: clock.now() })
      .where(and(eq(payments.id, row.id), eq(payments.state, 'pending'), isNull(payments.finalClaim)));
    return false;
  }

  return {
    announce,
    finalize,
    advance,

    /** Applies a verified webhook once: unknown references 404, impossible statuses 422. */
    async applyWebhook(provider: string, event: PaymentWebhook): Promise<{ duplicate: boolean }> {
      const [seen] = await db
        .select({ id: paymentWebhookEvents.eventId })
        .from(paymentWebhookEvents)
        .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, event.event_id)))
        .limit(1);
      if (seen) return { duplicate: true };
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.reference, event.reference), eq(payments.provider, provider)))
        .limit(1);
      if (!row) throw new HttpError(404, 'payment not found');
      const allowed = row.action === 'deposit' ? DEPOSIT_STATES : CASHOUT_STATES;
      if (!allowed.includes(event.status) || event.status === 'recalled' || event.currency !== row.currency) {
        throw new ValidationError({ status: [`${event.status} in ${event.currency} does not apply to this payment`] });
      }
      const crypto = (row.details as { type?: string }).type === 'crypto';
      // Only a crypto deposit may arrive with another amount than requested (an under-payment).
      if (event.status === 'succeeded' && (crypto ? event.amount_cents <= 0 : event.amount_cents !== row.amountCents)) {
        throw new ValidationError({ amount_cents: ['does not match the payment'] });
      }
      const ref = { provider, id: event.event_id };
      if (isFinalPaymentStatus(event.status)) await finalize(row.id, event.status, event.amount_cents, ref);
      else
        await advance(row.id, event.status, event.confirmations === undefined ? {} : { confirmations: event.confirmations }, ref);
      return { duplicate: false };
    },

    /**
     * Cleans up after a crash: a deposit we never saw start is settled as its provider knows it,
     * or canceled when the provider never heard of it; a withdrawal whose reserve was never
     * recorded is released and canceled if its payout can still be stopped.
     */
    async sweep(olderThanMs = 10 * 60 * 1000): Promise<number> {
      const before = new Date(clock.now().getTime() - olderThanMs);
      const stuck = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.state, 'pending'),
            lt(payments.createdAt, before),
            inArray(payments.action, ['deposit', 'cashout']),
            sql`NOT (${payments.details} ? 'started')`,
            isNull(payments.finalClaim),
          ),
        )
        .limit(100);
      let swept = 0;
      for (const row of stuck) {
        if (row.action === 'cashout') {
          const provider = deps.provider(row.provider);
          if (row.reference && provider && !(await provider.cancelPayout(row.reference))) continue;
          try {
            if (await finalize(row.id, 'canceled', row.amountCents)) swept += 1;
          } catch (err) {
            // Nothing was reserved and the money is gone meanwhile: there is nothing to release.
            if (!(err instanceof HttpError) || err.statusCode !== 409) throw err;
            await db.transaction(async (tx) => {
              const [updated] = await tx
                .update(payments)
                .set({ state: 'canceled', finalClaim: 'canceled', finishedAt: clock.now(), updatedAt: clock.now() })
                .where(and(eq(payments.id, row.id), eq(payments.state, 'pending')))
                .returning();
              if (updated) await announce(tx, updated);
            });
            swept += 1;
          }
        } else if (await sweepUnstartedDeposit(row)) swept += 1;
      }
      return swept + (await finishClaimed(olderThanMs));
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
