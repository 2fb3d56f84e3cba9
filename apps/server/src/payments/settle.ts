import { isFinalPaymentStatus, type PaymentStatus, type PaymentWebhook } from '@casino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { HttpError, ValidationError } from '../http/errors';
import type { Clock } from '../platform/clock';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import type { MoneyRequest, WalletService } from '../wallet';
import type { PaymentProvider } from './provider';
import { paymentWebhookEvents, payments } from './tables';

/**
 * Moves payments through their states and their money through the wallet. A final outcome is
 * first claimed on the row (so two outcomes never both move money), then the money moves with
 * the payment's own idempotency key, then the row is finished; a crash in between is finished
 * by the next delivery of the same outcome, or by the sweep (`sweep.ts`).
 */

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

/** The webhook event an outcome came with, recorded so the same event is applied once. */
interface EventRef {
  provider: string;
  id: string;
}

/** What a claimed outcome moved: the settling transaction, the amount credited and the reserve it settled. */
interface SettledMoney {
  settle: number | null;
  credited: number | null;
  reserveId?: number;
}

async function lockPayment(tx: Tx, id: number): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row) throw new HttpError(404, 'payment not found');
  return row;
}

/** Publishes the change of a payment to the player's channels (after commit, through the outbox). */
export async function announcePayment(outbox: Outbox, tx: Tx, row: PaymentRow): Promise<void> {
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

async function recordEvent(
  deps: Pick<SettleDeps, 'clock'>,
  tx: Tx,
  event: EventRef | undefined,
  row: PaymentRow,
  status: string,
) {
  if (!event?.id) return;
  await tx
    .insert(paymentWebhookEvents)
    .values({ provider: event.provider, eventId: event.id, paymentId: row.id, status, receivedAt: deps.clock.now() })
    .onConflictDoNothing();
}

/**
 * The provider says a payment we already ended otherwise succeeded (a deposit the crash sweep
 * canceled, a withdrawal recalled or canceled): the player may have been charged, or paid, while
 * our ledger says not. The state and money stay as they are; the row gets `details.review` and
 * an error is logged so a person settles it with the provider.
 */
async function flagForReview(deps: SettleDeps, tx: Tx, row: PaymentRow, target: PaymentStatus, event?: EventRef) {
  const review = {
    reason: 'provider_outcome_after_final',
    state: row.state,
    provider_status: target,
    event_id: event?.id ?? null,
    at: deps.clock.now().toISOString(),
  };
  await tx
    .update(payments)
    .set({ details: sql`${payments.details} || ${JSON.stringify({ review })}::jsonb`, updatedAt: deps.clock.now() })
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
async function claimOutcome(
  deps: SettleDeps,
  input: { id: number; target: PaymentStatus; amountCents: number; event?: EventRef },
): Promise<PaymentRow | null> {
  const { id, target, amountCents, event } = input;
  return deps.db.transaction(async (tx) => {
    const row = await lockPayment(tx, id);
    if (isFinalPaymentStatus(row.state)) {
      await recordEvent(deps, tx, event, row, target);
      if (target === 'succeeded' && row.state !== 'succeeded') await flagForReview(deps, tx, row, target, event);
      return null;
    }
    if (row.finalClaim && row.finalClaim !== target) throw new HttpError(409, `payment is already being ${row.finalClaim}`);
    if (!row.finalClaim)
      await tx
        .update(payments)
        .set({
          finalClaim: target,
          updatedAt: deps.clock.now(),
          details: sql`${payments.details} || ${JSON.stringify({ claimed_amount_cents: amountCents })}::jsonb`,
        })
        .where(eq(payments.id, id));
    return { ...row, finalClaim: target };
  });
}

/**
 * The wallet request of a withdrawal's reserve. Its key is the payment's own, so a retry, the
 * sweep and the settlement of a row whose reserve id was lost all find the same reserve.
 */
export const withdrawalReserveRequest = (
  row: Pick<PaymentRow, 'id' | 'playerId' | 'currency' | 'amountCents'>,
): MoneyRequest => ({
  key: `payment:${row.id}:reserve`,
  playerId: row.playerId,
  currency: row.currency,
  amountCents: row.amountCents,
  metadata: { payment_id: row.id },
});

/**
 * Moves the money of a claimed outcome; idempotent by the payment's keys. A succeeded deposit
 * credits what arrived; a withdrawal's reserve is paid out on success and given back (released)
 * on any other outcome.
 */
export async function moveClaimedMoney(
  deps: Pick<SettleDeps, 'wallet'>,
  row: PaymentRow,
  target: PaymentStatus,
  amountCents: number,
): Promise<SettledMoney> {
  const { wallet } = deps;
  if (row.action === 'deposit') {
    if (target !== 'succeeded') return { settle: null, credited: null };
    await wallet.openAccount(row.playerId, row.currency);
    const details = row.details as { deposit_bonus?: string };
    const moved = await wallet.deposit({
      key: `payment:${row.id}:deposit`,
      playerId: row.playerId,
      currency: row.currency,
      amountCents,
      metadata: { payment_id: row.id, ...(details.deposit_bonus ? { deposit_bonus: details.deposit_bonus } : {}) },
    });
    return { settle: moved.transactionId, credited: amountCents };
  }
  // A withdrawal whose reserve id was lost in a crash finds it again by the reserve's key.
  const reserveId = row.reserveTransactionId ?? (await wallet.reserve(withdrawalReserveRequest(row))).transactionId;
  const request = { reserveTransactionId: reserveId };
  const moved =
    target === 'succeeded'
      ? await wallet.payout({ key: `payment:${row.id}:payout`, ...request })
      : await wallet.release({ key: `payment:${row.id}:release`, ...request });
  return { settle: moved.transactionId, credited: null, reserveId };
}

/** Records a claimed outcome whose money moved: the final state, the settling transaction, the announcement. */
export async function finishPayment(
  deps: SettleDeps,
  input: { id: number; target: PaymentStatus; money: SettledMoney; event?: EventRef },
): Promise<void> {
  const { id, target, money, event } = input;
  await deps.db.transaction(async (tx) => {
    const row = await lockPayment(tx, id);
    await recordEvent(deps, tx, event, row, target);
    if (isFinalPaymentStatus(row.state)) return;
    const now = deps.clock.now();
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
    if (updated) await announcePayment(deps.outbox, tx, updated);
  });
  deps.outbox.kick();
}

/** Finishes a payment with a final outcome: claim, money, record. Answers false when it was already final. */
export async function finalizePayment(
  deps: SettleDeps,
  input: { id: number; target: PaymentStatus; amountCents: number; event?: EventRef },
): Promise<boolean> {
  const claimed = await claimOutcome(deps, input);
  if (!claimed) return false;
  const money = await moveClaimedMoney(deps, claimed, input.target, input.amountCents);
  await finishPayment(deps, { id: input.id, target: input.target, money, event: input.event });
  return true;
}

/** Moves an open payment forward to another open state (processing, confirmations). */
async function advancePayment(
  deps: SettleDeps,
  input: { id: number; target: PaymentStatus; details: Record<string, unknown>; event?: EventRef },
): Promise<void> {
  const { id, target, details, event } = input;
  await deps.db.transaction(async (tx) => {
    const row = await lockPayment(tx, id);
    await recordEvent(deps, tx, event, row, target);
    // Out of order or after a final decision: a state never goes back.
    if (isFinalPaymentStatus(row.state) || row.finalClaim || (RANK[target] ?? 0) < (RANK[row.state] ?? 0)) return;
    const changed = row.state !== target;
    const [updated] = await tx
      .update(payments)
      .set({ state: target, updatedAt: deps.clock.now(), details: sql`${payments.details} || ${JSON.stringify(details)}::jsonb` })
      .where(eq(payments.id, id))
      .returning();
    if (updated && changed) await announcePayment(deps.outbox, tx, updated);
  });
  deps.outbox.kick();
}

/**
 * Why a verified webhook cannot apply to its payment (a ValidationError), or null: a status the
 * payment's action never takes or a recall (only the player recalls), another currency, or a
 * success of another amount than requested (only a crypto deposit may arrive short).
 */
export function webhookProblem(
  row: Pick<PaymentRow, 'action' | 'currency' | 'amountCents' | 'details'>,
  event: PaymentWebhook,
): ValidationError | null {
  const allowed = row.action === 'deposit' ? DEPOSIT_STATES : CASHOUT_STATES;
  if (!allowed.includes(event.status) || event.status === 'recalled' || event.currency !== row.currency) {
    return new ValidationError({ status: [`${event.status} in ${event.currency} does not apply to this payment`] });
  }
  const crypto = (row.details as { type?: string }).type === 'crypto';
  if (event.status === 'succeeded' && (crypto ? event.amount_cents <= 0 : event.amount_cents !== row.amountCents)) {
    return new ValidationError({ amount_cents: ['does not match the payment'] });
  }
  return null;
}

/** Applies a verified webhook once: unknown references 404, impossible statuses 422. */
export async function applyWebhook(deps: SettleDeps, provider: string, event: PaymentWebhook): Promise<{ duplicate: boolean }> {
  const { db } = deps;
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
  const problem = webhookProblem(row, event);
  if (problem) throw problem;
  const ref = { provider, id: event.event_id };
  if (isFinalPaymentStatus(event.status)) {
    await finalizePayment(deps, { id: row.id, target: event.status, amountCents: event.amount_cents, event: ref });
  } else {
    const details = event.confirmations === undefined ? {} : { confirmations: event.confirmations };
    await advancePayment(deps, { id: row.id, target: event.status, details, event: ref });
  }
  return { duplicate: false };
}
