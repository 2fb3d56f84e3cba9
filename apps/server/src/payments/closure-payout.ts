import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { Clock } from '../platform/clock';
import { WalletError } from '../wallet/errors';
import type { WalletService } from '../wallet/service';
import { createSettlement, type PaymentRow } from './settle';
import { paymentProfiles, payments } from './tables';

/** The provider and method of a payout that support completes by hand (docs/decisions/018-account-closure.md). */
export const MANUAL_PROVIDER = 'manual';
export const CLOSURE_PAYOUT_METHOD = 'closure_payout';

/** Where a closed account's money can go back to by itself: the saved card of its last successful deposit. */
export interface PaybackRoute {
  methodId: string;
  savedProfileId: number;
}

export interface ClosurePayouts {
  /**
   * The route back for a currency: the method of the player's last successful deposit in it,
   * when the payout can reach it without asking the player (a saved, undeleted card); else null.
   */
  paybackRoute(playerId: number, currency: string): Promise<PaybackRoute | null>;
  /**
   * Reserves real money as a 'closure_payout' withdrawal that support pays out by hand: the
   * money leaves the playable balance through the ledger and stays owed, in the payment
   * history. Answers null when the balance no longer holds the amount (nothing changed).
   */
  reserve(playerId: number, currency: string, amountCents: number): Promise<PaymentRow | null>;
}

export function createClosurePayouts(deps: { db: Db; clock: Clock; outbox: Outbox; wallet: WalletService }): ClosurePayouts {
  const { db, clock, outbox, wallet } = deps;
  // Only announce() is used: a manual payout has no provider to hear from.
  const settlement = createSettlement({ db, clock, outbox, wallet, provider: () => undefined });

  return {
    async paybackRoute(playerId, currency) {
      const [last] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.playerId, playerId),
            eq(payments.currency, currency),
            eq(payments.action, 'deposit'),
            eq(payments.state, 'succeeded'),
          ),
        )
        .orderBy(desc(payments.id))
        .limit(1);
      if (!last) return null;
      // Paid with a saved card, or with a new card saved by that very deposit (same bin and last 4).
      const details = last.details as { saved_profile_id?: unknown; card_bin?: unknown; card_last4?: unknown };
      const card =
        typeof details.saved_profile_id === 'number'
          ? eq(paymentProfiles.id, details.saved_profile_id)
          : typeof details.card_bin === 'string' && typeof details.card_last4 === 'string'
            ? and(eq(paymentProfiles.bin, details.card_bin), eq(paymentProfiles.last4, details.card_last4))
            : undefined;
      if (!card) return null;
      const [profile] = await db
        .select({ id: paymentProfiles.id })
        .from(paymentProfiles)
        .where(
          and(
            card,
            eq(paymentProfiles.playerId, playerId),
            eq(paymentProfiles.methodId, last.methodId),
            isNull(paymentProfiles.deletedAt),
          ),
        )
        .orderBy(desc(paymentProfiles.id))
        .limit(1);
      return profile ? { methodId: last.methodId, savedProfileId: profile.id } : null;
    },

    async reserve(playerId, currency, amountCents) {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(payments)
          .values({
            playerId,
            action: 'cashout',
            state: 'pending',
            provider: MANUAL_PROVIDER,
            methodId: CLOSURE_PAYOUT_METHOD,
            currency,
            amountCents,
            details: { type: 'manual', reason: 'account_closure' },
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!inserted) throw new Error('payment insert returned nothing');
        return inserted;
      });
      let reserveId: number;
      try {
        reserveId = (
          await wallet.reserve({
            key: `payment:${row.id}:reserve`,
            playerId,
            currency,
            amountCents,
            metadata: { payment_id: row.id },
          })
        ).transactionId;
      } catch (err) {
        // Spent meanwhile (a bet that was already running): the attempt changes nothing.
        await db.delete(payments).where(eq(payments.id, row.id));
        if (err instanceof WalletError && err.code === 'insufficient_funds') return null;
        throw err;
      }
      const reserved = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(payments)
          .set({
            state: 'reserved',
            reference: `${MANUAL_PROVIDER}-${row.id}`,
            reserveTransactionId: reserveId,
            details: { type: 'manual', reason: 'account_closure', started: true },
            updatedAt: clock.now(),
          })
          .where(and(eq(payments.id, row.id), eq(payments.state, 'pending')))
          .returning();
        if (updated) await settlement.announce(tx, updated);
        return updated;
      });
      outbox.kick();
      return reserved ?? row;
    },
  };
}
