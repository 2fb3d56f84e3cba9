import type { Adjustment, AdjustmentProposal, ADJUSTMENT_STATUSES } from '@casino/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { staffPlayerRow } from '../players';
import type { Clock } from '../platform/clock';
import { recordStaffAction, staffNamesOf, type StaffSession } from '../staff';
import { WalletError, type WalletService } from '../wallet';
import { adjustmentKey, decisionProblem } from './adjustment-rules';
import { manualAdjustments } from './tables';

type Row = typeof manualAdjustments.$inferSelect;
type Status = (typeof ADJUSTMENT_STATUSES)[number];

/** Manual balance adjustments under four eyes (docs/decisions/059-back-office.md). */
export interface Adjustments {
  propose(actor: StaffSession, proposal: AdjustmentProposal, ip: string): Promise<Adjustment>;
  approve(actor: StaffSession, id: number, note: string | undefined, ip: string): Promise<Adjustment>;
  reject(actor: StaffSession, id: number, note: string | undefined, ip: string): Promise<Adjustment>;
  list(filter: { status?: Status; playerId?: number }): Promise<Adjustment[]>;
}

const auditOf = (row: Row) => ({
  player_id: row.playerId,
  currency: row.currency,
  direction: row.direction,
  part: row.part,
  amount_cents: row.amountCents,
  reason: row.reason,
  status: row.status,
});

export function createAdjustments(deps: { db: Db; clock: Clock; wallet: WalletService }): Adjustments {
  const { db, clock, wallet } = deps;

  const viewOf = async (rows: Row[]): Promise<Adjustment[]> => {
    const names = await staffNamesOf(
      db,
      rows.flatMap((r) => [r.proposedBy, ...(r.decidedBy === null ? [] : [r.decidedBy])]),
    );
    return rows.map((r) => ({
      id: r.id,
      player_id: r.playerId,
      currency: r.currency,
      direction: r.direction,
      part: r.part,
      amount_cents: r.amountCents,
      reason: r.reason,
      comment: r.comment,
      status: r.status,
      proposed_by: { id: r.proposedBy, name: names.get(r.proposedBy) ?? null },
      proposed_at: r.proposedAt.toISOString(),
      decided_by: r.decidedBy === null ? null : { id: r.decidedBy, name: names.get(r.decidedBy) ?? null },
      decided_at: r.decidedAt?.toISOString() ?? null,
      decision_note: r.decisionNote,
      transaction_id: r.transactionId,
    }));
  };
  const one = async (row: Row | undefined) => {
    if (!row) throw notFound('No such adjustment.');
    const [view] = await viewOf([row]);
    if (!view) throw notFound('No such adjustment.');
    return view;
  };
  const find = async (id: number) => (await db.select().from(manualAdjustments).where(eq(manualAdjustments.id, id)))[0];

  /** Claims the adjustment for `decision` under its row lock: the row as claimed, or the refusal. */
  async function claim(actor: StaffSession, id: number, decision: 'approve' | 'reject'): Promise<Row> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(manualAdjustments).where(eq(manualAdjustments.id, id)).for('update');
      if (!row) throw notFound('No such adjustment.');
      const problem = decisionProblem(row, actor.staff.id, decision);
      if (problem) throw conflict(problem);
      if (decision === 'reject' || row.status === 'approving') return row;
      await tx.update(manualAdjustments).set({ status: 'approving' }).where(eq(manualAdjustments.id, id));
      return { ...row, status: 'approving' as const };
    });
  }

  /** Posts the movement; a debit the balance cannot cover puts the adjustment back to pending. */
  async function move(row: Row): Promise<number> {
    const request = {
      key: adjustmentKey(row.id),
      playerId: row.playerId,
      currency: row.currency,
      amountCents: row.amountCents,
      kind: 'manual_adjustment' as const,
      counterparty: 'adjustment' as const,
      part: row.part,
      metadata: { adjustment_id: row.id, reason: row.reason },
    };
    try {
      const movement = row.direction === 'credit' ? await wallet.credit(request) : await wallet.debit(request);
      return movement.transactionId;
    } catch (err) {
      if (!(err instanceof WalletError)) throw err;
      await db
        .update(manualAdjustments)
        .set({ status: 'pending' })
        .where(and(eq(manualAdjustments.id, row.id), eq(manualAdjustments.status, 'approving')));
      throw conflict(`The wallet refused the movement: ${err.message}.`);
    }
  }

  return {
    async propose(actor, p, ip) {
      if (!(await staffPlayerRow(db, p.player_id))) throw notFound('No such player.');
      const row = await db.transaction(async (tx) => {
        const at = clock.now();
        const [created] = await tx
          .insert(manualAdjustments)
          .values({
            playerId: p.player_id,
            currency: p.currency,
            direction: p.direction,
            part: p.part,
            amountCents: p.amount_cents,
            reason: p.reason,
            comment: p.comment,
            status: 'pending',
            proposedBy: actor.staff.id,
            proposedAt: at,
          })
          .returning();
        if (!created) throw new Error('adjustment not stored');
        await recordStaffAction(tx, {
          actor,
          action: 'adjustment.propose',
          subjectKind: 'manual_adjustment',
          subjectId: created.id,
          playerId: created.playerId,
          after: auditOf(created),
          reason: p.comment,
          ip,
          at,
        });
        return created;
      });
      return one(row);
    },
    async approve(actor, id, note, ip) {
      const claimed = await claim(actor, id, 'approve');
      const transactionId = await move(claimed);
      await db.transaction(async (tx) => {
        const at = clock.now();
        const [done] = await tx
          .update(manualAdjustments)
          .set({ status: 'approved', decidedBy: actor.staff.id, decidedAt: at, decisionNote: note ?? null, transactionId })
          .where(and(eq(manualAdjustments.id, id), eq(manualAdjustments.status, 'approving')))
          .returning();
        // Another approval of the same adjustment finished first: the movement was its, once.
        if (!done) return;
        await recordStaffAction(tx, {
          actor,
          action: 'adjustment.approve',
          subjectKind: 'manual_adjustment',
          subjectId: id,
          playerId: done.playerId,
          before: auditOf(claimed),
          after: { ...auditOf(done), transaction_id: transactionId },
          reason: note ?? null,
          ip,
          at,
        });
      });
      return one(await find(id));
    },
    async reject(actor, id, note, ip) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(manualAdjustments).where(eq(manualAdjustments.id, id)).for('update');
        if (!row) throw notFound('No such adjustment.');
        const problem = decisionProblem(row, actor.staff.id, 'reject');
        if (problem) throw conflict(problem);
        const at = clock.now();
        await tx
          .update(manualAdjustments)
          .set({ status: 'rejected', decidedBy: actor.staff.id, decidedAt: at, decisionNote: note ?? null })
          .where(eq(manualAdjustments.id, id));
        await recordStaffAction(tx, {
          actor,
          action: 'adjustment.reject',
          subjectKind: 'manual_adjustment',
          subjectId: id,
          playerId: row.playerId,
          before: auditOf(row),
          after: { ...auditOf(row), status: 'rejected' },
          reason: note ?? null,
          ip,
          at,
        });
      });
      return one(await find(id));
    },
    async list(filter) {
      const where: SQL[] = [];
      if (filter.status) where.push(eq(manualAdjustments.status, filter.status));
      if (filter.playerId !== undefined) where.push(eq(manualAdjustments.playerId, filter.playerId));
      const rows = await db
        .select()
        .from(manualAdjustments)
        .where(and(...where))
        .orderBy(desc(manualAdjustments.id))
        .limit(100);
      return viewOf(rows);
    },
  };
}
