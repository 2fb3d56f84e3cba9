import {
  CLOSURE_PAYOUT_MESSAGES,
  CLOSURE_PAYOUTS_PER_PAGE,
  FINAL_PAYMENT_STATUSES,
  closurePayoutCompletionSchema,
  isFinalPaymentStatus,
  paginate,
  type ClosurePayout,
  type ClosurePayoutList,
  type ClosurePayoutListState,
  type Staff,
} from '@casino/contracts';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import { conflict, notFound } from '../http/errors';
import type { Clock } from '../platform/clock';
import { accountStatesOf } from '../players';
import type { WalletService } from '../wallet';
import { finalizePayment, type PaymentRow, type SettleDeps } from './settle';
import { reserveWithdrawal } from './withdrawal-reserve';
import { paymentProfiles, payments } from './tables';

/** The provider and method of a payout that support completes by hand (docs/decisions/018-account-closure.md). */
const MANUAL_PROVIDER = 'manual';
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
  /** Support's list: open (reserved, oldest first) or done (finished, latest first), with the player's email and closure. */
  list(state: ClosurePayoutListState, page: number): Promise<ClosurePayoutList>;
  /**
   * Marks a reserved closure payout as paid by hand: records who, when and the transfer's
   * reference, then settles it as a succeeded withdrawal (pending payout -> out of the casino).
   * Exactly one caller wins; any other answers 409. Unknown ids and other payments are 404.
   */
  complete(staff: Staff, id: number, reference: string): Promise<ClosurePayout>;
}

const isClosurePayout = and(
  eq(payments.action, 'cashout'),
  eq(payments.provider, MANUAL_PROVIDER),
  eq(payments.methodId, CLOSURE_PAYOUT_METHOD),
);

/** The completion recorded in a payment's details, if any. */
const completionOf = (row: PaymentRow) =>
  closurePayoutCompletionSchema
    .nullable()
    .catch(null)
    .parse((row.details as { completion?: unknown }).completion ?? null);

/** The views of payout rows with their players' e-mail and closure (from players); a row without its player is left out. */
async function withPlayersOf(db: Db, rows: PaymentRow[]): Promise<ClosurePayout[]> {
  const states = await accountStatesOf(
    db,
    rows.map((r) => r.playerId),
  );
  return rows.flatMap((row) => {
    const player = states.get(row.playerId);
    return player ? [toView(row, player)] : [];
  });
}

const toView = (row: PaymentRow, player: { email: string; closedAt: Date | null }): ClosurePayout => ({
  id: row.id,
  player_id: row.playerId,
  player_email: player.email,
  currency: row.currency,
  amount_cents: row.amountCents,
  created_at: row.createdAt.toISOString(),
  closed_at: player.closedAt?.toISOString() ?? null,
  state: row.state,
  completion: completionOf(row),
});

interface ClosurePayoutsDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  wallet: WalletService;
}

export function createClosurePayouts(deps: ClosurePayoutsDeps): ClosurePayouts {
  return {
    paybackRoute: (playerId, currency) => paybackRoute(deps, { playerId, currency }),
    reserve: (playerId, currency, amountCents) => reserveClosurePayout(deps, { playerId, currency, amountCents }),
    list: (state, page) => listClosurePayouts(deps, { state, page }),
    complete: (staff, id, reference) => completeClosurePayout(deps, { staff, id, reference }),
  };
}

/** The settlement's dependencies for a manual payout: no provider to hear from or to cancel at. */
const manualSettlement = (deps: ClosurePayoutsDeps): SettleDeps => ({ ...deps, provider: () => undefined });

/** The saved card of the player's last successful deposit in a currency, when it is still saved (see ClosurePayouts). */
async function paybackRoute(
  deps: Pick<ClosurePayoutsDeps, 'db'>,
  input: { playerId: number; currency: string },
): Promise<PaybackRoute | null> {
  const { db } = deps;
  const { playerId, currency } = input;
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
}

/** A pending 'closure_payout' withdrawal, reserved through the one withdrawal reserve sequence (see ClosurePayouts.reserve). */
async function reserveClosurePayout(
  deps: ClosurePayoutsDeps,
  input: { playerId: number; currency: string; amountCents: number },
): Promise<PaymentRow | null> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(payments)
      .values({
        playerId: input.playerId,
        action: 'cashout',
        state: 'pending',
        provider: MANUAL_PROVIDER,
        methodId: CLOSURE_PAYOUT_METHOD,
        currency: input.currency,
        amountCents: input.amountCents,
        details: { type: 'manual', reason: 'account_closure' },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('payment insert returned nothing');
    return inserted;
  });
  // No provider to ask: support pays by hand, so the row becomes reserved as soon as the money is.
  const reserved = await reserveWithdrawal(deps, { row, reference: `${MANUAL_PROVIDER}-${row.id}` });
  if (reserved.kind === 'short') return null;
  return reserved.kind === 'reserved' ? reserved.row : row;
}

/** Support's list of closure payouts, open (oldest first) or done (latest first). */
async function listClosurePayouts(
  deps: Pick<ClosurePayoutsDeps, 'db'>,
  input: { state: ClosurePayoutListState; page: number },
): Promise<ClosurePayoutList> {
  const { db } = deps;
  const { state, page } = input;
  const where = and(
    isClosurePayout,
    state === 'open' ? eq(payments.state, 'reserved') : inArray(payments.state, [...FINAL_PAYMENT_STATUSES]),
  );
  const [total] = await db.select({ n: count() }).from(payments).where(where);
  const rows = await db
    .select()
    .from(payments)
    .where(where)
    .orderBy(...(state === 'open' ? [asc(payments.id)] : [desc(payments.finishedAt), desc(payments.id)]))
    .limit(CLOSURE_PAYOUTS_PER_PAGE)
    .offset((page - 1) * CLOSURE_PAYOUTS_PER_PAGE);
  return {
    data: await withPlayersOf(db, rows),
    pagination: paginate(page, CLOSURE_PAYOUTS_PER_PAGE, Number(total?.n ?? 0)),
  };
}

/** Marks a reserved closure payout as paid by hand, then settles it as a succeeded withdrawal (see ClosurePayouts.complete). */
async function completeClosurePayout(
  deps: ClosurePayoutsDeps,
  input: { staff: Staff; id: number; reference: string },
): Promise<ClosurePayout> {
  const { id } = input;
  const claim = await claimCompletion(deps, input);
  // A completion whose settlement a stopped process left unfinished is finished by whoever
  // comes next; the settlement is idempotent, so the money moves once.
  if (completionOf(claim.row) && !isFinalPaymentStatus(claim.row.state)) {
    await finalizePayment(manualSettlement(deps), { id, target: 'succeeded', amountCents: claim.row.amountCents });
  }
  if (!claim.won) throw conflict(CLOSURE_PAYOUT_MESSAGES.alreadyCompleted);
  const [done] = await withPlayersOf(deps.db, await deps.db.select().from(payments).where(eq(payments.id, id)));
  if (!done) throw notFound(CLOSURE_PAYOUT_MESSAGES.notFound);
  return done;
}

/**
 * The claim: under the row lock, the first caller records its completion and the final
 * outcome, so no other completion, recall or release can move this money.
 */
async function claimCompletion(
  deps: Pick<ClosurePayoutsDeps, 'db' | 'clock'>,
  input: { staff: Staff; id: number; reference: string },
): Promise<{ row: PaymentRow; won: boolean }> {
  const { staff, id, reference } = input;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), isClosurePayout))
      .for('update');
    if (!row) throw notFound(CLOSURE_PAYOUT_MESSAGES.notFound);
    if (completionOf(row) || row.finalClaim || isFinalPaymentStatus(row.state)) return { row, won: false };
    if (row.state !== 'reserved') throw conflict(CLOSURE_PAYOUT_MESSAGES.notReserved);
    const now = deps.clock.now();
    const completion = { staff_id: staff.id, staff_name: staff.name, completed_at: now.toISOString(), reference };
    const [claimed] = await tx
      .update(payments)
      .set({
        finalClaim: 'succeeded',
        details: sql`${payments.details} || ${JSON.stringify({ completion })}::jsonb`,
        updatedAt: now,
      })
      .where(eq(payments.id, id))
      .returning();
    return { row: claimed ?? row, won: true };
  });
}
