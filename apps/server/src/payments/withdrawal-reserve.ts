import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { Clock } from '../platform/clock';
import { WalletError, type WalletService } from '../wallet';
import { announcePayment, withdrawalReserveRequest, type PaymentRow } from './settle';
import { payments } from './tables';

/**
 * The one sequence that takes a withdrawal's money out of the playable balance: a player's
 * withdrawal (`withdrawal.ts`) and a closure payout support pays by hand (`closure-payout.ts`)
 * both go through it (docs/architecture.md §8, "Withdrawals reserve the amount at once").
 */

export interface WithdrawalReserveDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  wallet: Pick<WalletService, 'reserve'>;
  /** Where a withdrawal the sweep ended while its payout was being requested is reported. */
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** What came of a reserve: `short` the balance no longer held the amount (the row is gone, nothing changed); `ended` the sweep finished the row first. */
type ReserveOutcome = { kind: 'reserved'; row: PaymentRow } | { kind: 'short' } | { kind: 'ended' };

/**
 * Reserves a pending withdrawal row's amount and marks the row `reserved` (announced to the
 * player's channels), in this order:
 * 1. the wallet reserves the amount under the payment's key; when the balance no longer holds it
 *    (spent meanwhile by a bet) the row is deleted and the answer is `short`. Any other error
 *    leaves the row pending and unstarted: the reserve may have committed before the error (a
 *    connection lost after COMMIT), and the sweep finds it by its key and releases it;
 * 2. with a provider to tell (`startPayout`), the reserve id is first recorded on the row under
 *    its lock, and the provider is asked only while the row is still open: a row the sweep
 *    canceled meanwhile (its reserve released) must never be paid out;
 * 3. the row becomes `reserved`, with `started` in its details and `reference` when given.
 */
export async function reserveWithdrawal(
  deps: WithdrawalReserveDeps,
  input: { row: PaymentRow; reference?: string; startPayout?: () => Promise<void> },
): Promise<ReserveOutcome> {
  const { row, startPayout } = input;
  const reserveId = await reserveOrDelete(deps, row);
  if (reserveId === null) return { kind: 'short' };
  if (startPayout) {
    if (!(await recordReserveWhileOpen(deps, row.id, reserveId))) return { kind: 'ended' };
    await startPayout();
  }
  const reserved = await markReserved(deps, row, reserveId, input.reference);
  if (!reserved && startPayout)
    deps.log?.error({ paymentId: row.id }, 'withdrawal finished while its payout was being requested');
  deps.outbox.kick();
  return reserved ? { kind: 'reserved', row: reserved } : { kind: 'ended' };
}

/** Step 1: the reserve's transaction id, or null when the balance is short (the row then deleted). */
async function reserveOrDelete(deps: WithdrawalReserveDeps, row: PaymentRow): Promise<number | null> {
  try {
    return (await deps.wallet.reserve(withdrawalReserveRequest(row))).transactionId;
  } catch (err) {
    if (!(err instanceof WalletError) || err.code !== 'insufficient_funds') throw err;
    await deps.db.delete(payments).where(eq(payments.id, row.id));
    return null;
  }
}

/** Step 2: records the reserve on a row nothing finished yet; false when the sweep finished it. */
async function recordReserveWhileOpen(deps: WithdrawalReserveDeps, id: number, reserveId: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!current || current.state !== 'pending' || current.finalClaim !== null) return false;
    await tx.update(payments).set({ reserveTransactionId: reserveId }).where(eq(payments.id, id));
    return true;
  });
}

/** Step 3: pending -> reserved, announced in the same transaction; undefined when the row was finished meanwhile. */
async function markReserved(
  deps: WithdrawalReserveDeps,
  row: PaymentRow,
  reserveId: number,
  reference: string | undefined,
): Promise<PaymentRow | undefined> {
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(payments)
      .set({
        state: 'reserved',
        ...(reference === undefined ? {} : { reference }),
        reserveTransactionId: reserveId,
        details: { ...(row.details as object), started: true },
        updatedAt: deps.clock.now(),
      })
      .where(and(eq(payments.id, row.id), eq(payments.state, 'pending'), isNull(payments.finalClaim)))
      .returning();
    if (updated) await announcePayment(deps.outbox, tx, updated);
    return updated;
  });
}
