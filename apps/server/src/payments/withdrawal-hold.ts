import type { HoldReason, HoldStatus, MoneyDeskRules } from '@casino/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { conflict, notFound } from '../http/errors';
import type { PaymentsContext } from './context';
import type { Instrument, ProviderMethod } from './provider';
import { announcePayment, finalizePayment, type PaymentRow } from './settle';
import { payments, withdrawalHolds } from './tables';

/**
 * The withdrawal review queue (docs/decisions/067-money-desk.md): a withdrawal the operator's
 * rules flag is reserved at once but reaches its provider only when a payments officer approves;
 * a rejection gives the reserve back through the ledger.
 */

type HoldRow = typeof withdrawalHolds.$inferSelect;

/** What the provider needs to pay a held withdrawal out once approved. */
interface HeldPayout {
  method: ProviderMethod;
  instrument: Instrument;
}

/** The staff member deciding, and the audit entry written in the decision's transaction. */
export interface HoldDecision {
  staffId: number;
  reason: string;
  audit(tx: Tx, change: { before: HoldRow; after: HoldRow; payment: PaymentRow }): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The review threshold of a currency: its own, else `default`, else none. */
const thresholdOf = (rules: MoneyDeskRules, currency: string): number | undefined =>
  rules.review_above_cents[currency] ?? rules.review_above_cents.default;

/** Why the rules hold this withdrawal; empty when it may go to the provider at once. */
export async function holdReasons(
  ctx: PaymentsContext,
  input: { playerId: number; currency: string; amountCents: number; methodId: string },
): Promise<HoldReason[]> {
  const rules = await ctx.moneyDeskRules?.();
  if (!rules) return [];
  const reasons: HoldReason[] = [];
  const threshold = thresholdOf(rules, input.currency);
  if (threshold !== undefined && input.amountCents > threshold) reasons.push('amount');
  const joined = await ctx.playerCreatedAt?.(input.playerId);
  if (joined && ctx.clock.now().getTime() - joined.getTime() < rules.new_account_days * DAY_MS) reasons.push('new_account');
  const deposits = await ctx.db
    .select({ methodId: payments.methodId, amountCents: payments.amountCents, createdAt: payments.createdAt })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, input.playerId),
        eq(payments.currency, input.currency),
        eq(payments.action, 'deposit'),
        eq(payments.state, 'succeeded'),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(50);
  const last = deposits[0];
  if (rules.hold_unwagered_deposit && last) {
    const staked = await ctx.wallet.betsSince(input.playerId, input.currency, last.createdAt);
    if (staked < last.amountCents) reasons.push('unwagered_deposit');
  }
  if (rules.hold_changed_method && !deposits.some((d) => d.methodId === input.methodId)) reasons.push('changed_method');
  return reasons;
}

/** Records the hold of a pending withdrawal row, before its money is reserved (decision 067). */
export async function insertHold(
  ctx: Pick<PaymentsContext, 'db' | 'clock'>,
  input: { paymentId: number; reasons: HoldReason[]; payout: HeldPayout },
): Promise<void> {
  await ctx.db.insert(withdrawalHolds).values({
    paymentId: input.paymentId,
    reasons: input.reasons,
    payout: input.payout,
    status: 'held',
    heldAt: ctx.clock.now(),
  });
}

/** Moves a hold from `held` to `status` under the lock of both rows; the payment must still be reserved. */
async function decide(
  ctx: PaymentsContext,
  input: { paymentId: number; status: HoldStatus; decision: HoldDecision },
): Promise<{ hold: HoldRow; payment: PaymentRow }> {
  const { paymentId, status, decision } = input;
  return ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    const [hold] = await tx.select().from(withdrawalHolds).where(eq(withdrawalHolds.paymentId, paymentId)).for('update');
    if (!payment || !hold) throw notFound('No such held withdrawal.');
    if (hold.status !== 'held') throw conflict(`This withdrawal is already ${hold.status}.`);
    if (payment.state !== 'reserved' || payment.finalClaim !== null) throw conflict('This withdrawal is no longer open.');
    const at = ctx.clock.now();
    const [after] = await tx
      .update(withdrawalHolds)
      .set({ status, decidedBy: decision.staffId, decidedAt: at, note: decision.reason })
      .where(eq(withdrawalHolds.paymentId, paymentId))
      .returning();
    if (!after) throw notFound('No such held withdrawal.');
    const [marked] = await tx
      .update(payments)
      .set({ details: sql`${payments.details} || ${JSON.stringify({ review: status })}::jsonb`, updatedAt: at })
      .where(eq(payments.id, paymentId))
      .returning();
    if (marked) await announcePayment(ctx.outbox, tx, marked);
    await decision.audit(tx, { before: hold, after, payment });
    return { hold: after, payment };
  });
}

/** Approves a held withdrawal: the provider is asked for the payout now (decision 067). */
export async function approveHold(ctx: PaymentsContext, paymentId: number, decision: HoldDecision): Promise<void> {
  const { hold, payment } = await decide(ctx, { paymentId, status: 'approved', decision });
  ctx.outbox.kick();
  const payout = hold.payout as HeldPayout;
  const provider = ctx.providers.get(payment.provider);
  if (!provider || !payment.reference) throw new Error(`held withdrawal ${paymentId} has no provider to pay it out`);
  await provider.startPayout({
    reference: payment.reference,
    playerId: payment.playerId,
    currency: payment.currency,
    amountCents: payment.amountCents,
    method: payout.method,
    instrument: payout.instrument,
  });
}

/** Rejects a held withdrawal: its reserve goes back to the player's balance through the ledger. */
export async function rejectHold(ctx: PaymentsContext, paymentId: number, decision: HoldDecision): Promise<void> {
  const { payment } = await decide(ctx, { paymentId, status: 'rejected', decision });
  await finalizePayment(ctx.settle, { id: paymentId, target: 'rejected', amountCents: payment.amountCents });
}

/**
 * The player's recall of a held withdrawal withdraws the hold first, so no officer approves it
 * meanwhile; answers false when the hold was decided already (the usual recall applies then).
 */
export async function recallHold(ctx: Pick<PaymentsContext, 'db' | 'clock'>, paymentId: number): Promise<boolean> {
  const recalled = await ctx.db
    .update(withdrawalHolds)
    .set({ status: 'recalled', decidedAt: ctx.clock.now() })
    .where(and(eq(withdrawalHolds.paymentId, paymentId), eq(withdrawalHolds.status, 'held')))
    .returning({ id: withdrawalHolds.paymentId });
  return recalled.length > 0;
}
