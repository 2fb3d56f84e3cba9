/**
 * What a batch of deposit, bet and rollback events stores and counts, for the engines that keep a
 * row per counted money movement keyed by its wallet transaction id (VIP sums, adventure days;
 * docs/decisions/073-batched-engine-consumers.md). Pure: the engine proposes its rows in event
 * order, stores them with one insert that answers which are new, takes back with one update the
 * stored bets the batch rolls back, and gets the amounts counted in the order handling the events
 * one by one would count them.
 */

/** A movement row as an engine stores it: a rolled-back row counts nothing more. */
export interface MovementRow {
  transactionId: number;
  kind: 'deposit' | 'bet';
  amountCents: number;
  rolledBack: boolean;
}

/**
 * An event as the engine reads it: a movement that counts, or a bet's rollback with the marker
 * row a rollback handled before its bet leaves (so the late bet counts nothing).
 */
export type Proposal<R extends MovementRow> = { op: 'count'; row: R } | { op: 'take_back'; betId: number; marker: R };

type Step = { op: 'count'; row: number } | { op: 'take_back'; row: number; betId: number };

export interface MovementPlan<R extends MovementRow> {
  /** The rows to insert (ON CONFLICT DO NOTHING): each transaction id once. */
  rows: R[];
  steps: Step[];
}

/**
 * The rows a batch proposes and its steps, in event order. A transaction id counts once (a second
 * event with it proposes nothing); a rollback of a bet of the batch marks that row rolled back; a
 * rollback of a bet the batch does not hold proposes the marker (when the bet is already stored,
 * the marker is not new and the stored bet is taken back instead); a second rollback does nothing.
 */
export function planMovements<R extends MovementRow>(proposals: readonly Proposal<R>[]): MovementPlan<R> {
  const rows: R[] = [];
  const steps: Step[] = [];
  const byId = new Map<number, number>();
  for (const p of proposals) {
    const id = p.op === 'count' ? p.row.transactionId : p.betId;
    const at = byId.get(id);
    if (at === undefined) {
      byId.set(id, rows.length);
      steps.push(p.op === 'count' ? { op: 'count', row: rows.length } : { op: 'take_back', row: rows.length, betId: id });
      rows.push(p.op === 'count' ? { ...p.row, rolledBack: false } : { ...p.marker, transactionId: id, rolledBack: true });
      continue;
    }
    const row = rows[at];
    if (p.op === 'count' || !row || row.kind !== 'bet' || row.rolledBack) continue;
    row.rolledBack = true;
    steps.push({ op: 'take_back', row: at, betId: id });
  }
  return { rows, steps };
}

/** The bets stored before the batch that its rollbacks take back: those whose proposed row was not new. */
export function storedBetsToTakeBack<R extends MovementRow>(plan: MovementPlan<R>, isNew: ReadonlySet<number>): number[] {
  return plan.steps.flatMap((s) =>
    s.op === 'take_back' && !isNew.has(plan.rows[s.row]?.transactionId ?? Number.NaN) ? [s.betId] : [],
  );
}

/**
 * What the batch counts, in order, once the new rows are known: a new row's amount added (and taken
 * back again where the batch rolls it back), a stored bet's amount (`takenBack`, the rows the
 * rollback update answered) taken back. Amounts taken back are negative.
 */
export function countedInOrder<R extends MovementRow>(
  plan: MovementPlan<R>,
  isNew: ReadonlySet<number>,
  takenBack: ReadonlyMap<number, R>,
): R[] {
  return plan.steps.flatMap((s): R[] => {
    const row = plan.rows[s.row];
    if (!row) return [];
    if (s.op === 'count') return isNew.has(row.transactionId) ? [{ ...row }] : [];
    const counted = isNew.has(row.transactionId) ? row : takenBack.get(s.betId);
    return counted && counted.amountCents > 0 ? [{ ...counted, amountCents: -counted.amountCents }] : [];
  });
}
