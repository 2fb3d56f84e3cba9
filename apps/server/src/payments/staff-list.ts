import { FINAL_PAYMENT_STATUSES, type StaffPayment, type StaffPaymentQuery } from '@casino/contracts';
import { and, desc, eq, isNotNull, isNull, lt, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import { accountStatesOf } from '../players';
import { payments, withdrawalHolds } from './tables';

/** An open payment untouched this long (or claimed and unfinished) needs a person (decision 067). */
const STUCK_AFTER_MS = 30 * 60 * 1000;
const LIST_LIMIT = 100;

/** A payment of the money desk's list, and the staff member who decided its hold (named by the back office). */
export interface StaffPaymentLine {
  payment: StaffPayment;
  decidedBy: number | null;
}

type Row = { payment: typeof payments.$inferSelect; hold: typeof withdrawalHolds.$inferSelect | null };

const openState = notInArray(payments.state, [...FINAL_PAYMENT_STATUSES]);

function filtersOf(query: StaffPaymentQuery, stuckBefore: Date): SQL[] {
  const where: SQL[] = [];
  if (query.id !== undefined) where.push(eq(payments.id, query.id));
  if (query.action) where.push(eq(payments.action, query.action));
  if (query.state) where.push(eq(payments.state, query.state));
  if (query.player_id !== undefined) where.push(eq(payments.playerId, query.player_id));
  if (query.reference) where.push(eq(payments.reference, query.reference));
  if (query.view === 'held') where.push(eq(withdrawalHolds.status, 'held'), eq(payments.state, 'reserved'));
  if (query.view === 'stuck') {
    // A withdrawal waiting for its review is in the queue, not stuck.
    where.push(
      openState,
      or(isNotNull(payments.finalClaim), lt(payments.updatedAt, stuckBefore)) ?? openState,
      or(isNull(withdrawalHolds.status), ne(withdrawalHolds.status, 'held')) ?? openState,
    );
  }
  return where;
}

/** The payments list of the money desk: filters, the review queue (oldest first) and the stuck ones. */
export async function listStaffPayments(deps: { db: Db; clock: Clock }, query: StaffPaymentQuery): Promise<StaffPaymentLine[]> {
  const stuckBefore = new Date(deps.clock.now().getTime() - STUCK_AFTER_MS);
  const rows: Row[] = await deps.db
    .select({ payment: payments, hold: withdrawalHolds })
    .from(payments)
    .leftJoin(withdrawalHolds, eq(withdrawalHolds.paymentId, payments.id))
    .where(and(...filtersOf(query, stuckBefore)))
    .orderBy(query.view === 'held' ? payments.id : desc(payments.id))
    .limit(LIST_LIMIT);
  const players = await accountStatesOf(
    deps.db,
    rows.map((r) => r.payment.playerId),
  );
  return rows.map((r) => ({
    payment: viewOf(r, players.get(r.payment.playerId)?.email ?? null, stuckBefore),
    decidedBy: r.hold?.decidedBy ?? null,
  }));
}

function viewOf({ payment: p, hold }: Row, email: string | null, stuckBefore: Date): StaffPayment {
  const open = !(FINAL_PAYMENT_STATUSES as readonly string[]).includes(p.state);
  const waiting = hold?.status === 'held';
  return {
    id: p.id,
    player_id: p.playerId,
    player_email: email,
    action: p.action,
    state: p.state,
    provider: p.provider,
    method_id: p.methodId,
    reference: p.reference,
    currency: p.currency,
    amount_cents: p.amountCents,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    stuck: open && !waiting && (p.finalClaim !== null || p.updatedAt < stuckBefore),
    hold: hold
      ? {
          status: hold.status,
          reasons: hold.reasons,
          decided_by: null,
          decided_at: hold.decidedAt?.toISOString() ?? null,
          note: hold.note,
        }
      : null,
  };
}
