import { FINAL_PAYMENT_STATUSES, isFinalPaymentStatus, type PaymentStatus } from '@casino/contracts';
import { and, eq, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { HttpError } from '../http/errors';
import { announcePayment, finalizePayment, finishPayment, moveClaimedMoney, type PaymentRow, type SettleDeps } from './settle';
import { payments } from './tables';

/**
 * The crash sweep of payments (part of the scheduled job `payments-sweep`, docs/architecture.md §4):
 * rows a stopped process left half-done are finished here, under the same claims and idempotency
 * keys as the normal path, so running it in every process is safe.
 */

/**
 * Cleans up after a crash: a deposit we never saw start is settled as its provider knows it,
 * or canceled when the provider never heard of it; a withdrawal whose reserve was never
 * recorded is released and canceled if its payout can still be stopped. Answers how many ended.
 */
export async function sweepPayments(deps: SettleDeps, olderThanMs = 10 * 60 * 1000): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - olderThanMs);
  const stuck = await deps.db
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
    const ended = row.action === 'cashout' ? await sweepUnstartedWithdrawal(deps, row) : await sweepUnstartedDeposit(deps, row);
    if (ended) swept += 1;
  }
  return swept + (await finishClaimed(deps, olderThanMs));
}

/**
 * A withdrawal we never saw start: canceled, its reserve (if any) released, unless its payout
 * can no longer be stopped at the provider. Answers whether it ended.
 */
async function sweepUnstartedWithdrawal(deps: SettleDeps, row: PaymentRow): Promise<boolean> {
  const provider = deps.provider(row.provider);
  if (row.reference && provider && !(await provider.cancelPayout(row.reference))) return false;
  try {
    return await finalizePayment(deps, { id: row.id, target: 'canceled', amountCents: row.amountCents });
  } catch (err) {
    // Nothing was reserved and the money is gone meanwhile: there is nothing to release.
    if (!(err instanceof HttpError) || err.statusCode !== 409) throw err;
    await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(payments)
        .set({ state: 'canceled', finalClaim: 'canceled', finishedAt: deps.clock.now(), updatedAt: deps.clock.now() })
        .where(and(eq(payments.id, row.id), eq(payments.state, 'pending')))
        .returning();
      if (updated) await announcePayment(deps.outbox, tx, updated);
    });
    return true;
  }
}

/**
 * A deposit we never saw start: asked of its provider first, since a crash may have come after
 * the provider took it. Final there: settled as reported. Open there: marked as started, its
 * webhooks (or the player's challenge) finish it. Unknown there: canceled. Answers whether it ended.
 */
async function sweepUnstartedDeposit(deps: SettleDeps, row: PaymentRow): Promise<boolean> {
  const provider = deps.provider(row.provider);
  const known = row.reference && provider ? await provider.lookup(row.reference) : null;
  if (!known) return finalizePayment(deps, { id: row.id, target: 'canceled', amountCents: row.amountCents });
  if (isFinalPaymentStatus(known.status)) {
    return finalizePayment(deps, { id: row.id, target: known.status, amountCents: known.amountCents });
  }
  await deps.db
    .update(payments)
    .set({ details: sql`${payments.details} || '{"started":true}'::jsonb`, updatedAt: deps.clock.now() })
    .where(and(eq(payments.id, row.id), eq(payments.state, 'pending'), isNull(payments.finalClaim)));
  return false;
}

/**
 * Finishes outcomes that were claimed but never finished: a crash between the claim and the
 * record (the money may or may not have moved). The money moves again under the payment's own
 * keys, which the wallet applies once, and the row is finished with the claimed outcome; the
 * provider need not deliver again. A claim that cannot finish (a withdrawal whose money is gone)
 * is logged for a person and tried again on the next round.
 */
async function finishClaimed(deps: SettleDeps, olderThanMs: number): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - Math.min(olderThanMs, 60_000));
  const claimed = await deps.db
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
      const money = await moveClaimedMoney(
        deps,
        row,
        target,
        typeof claimedAmount === 'number' ? claimedAmount : row.amountCents,
      );
      await finishPayment(deps, { id: row.id, target, money });
      finished += 1;
    } catch (err) {
      deps.log?.error({ err, paymentId: row.id, claim: target }, 'claimed payment outcome could not be finished: needs review');
    }
  }
  return finished;
}
