import { describe, expect, it } from 'vitest';
import { countedInOrder, planMovements, storedBetsToTakeBack, type MovementRow, type Proposal } from './counted-movements';

const count = (transactionId: number, amountCents: number, kind: MovementRow['kind'] = 'bet'): Proposal<MovementRow> => ({
  op: 'count',
  row: { transactionId, kind, amountCents, rolledBack: false },
});
const takeBack = (betId: number): Proposal<MovementRow> => ({
  op: 'take_back',
  betId,
  marker: { transactionId: betId, kind: 'bet', amountCents: 0, rolledBack: true },
});

describe('counted movements of a batch', () => {
  it('VIP-15 ADV-14 each transaction id once; a rollback before its bet keeps the bet from counting; a deposit is never rolled back; a second rollback does nothing', () => {
    const plan = planMovements([
      count(1, 100),
      count(1, 100),
      takeBack(2),
      count(2, 50),
      count(3, 70, 'deposit'),
      takeBack(3),
      takeBack(1),
      takeBack(1),
    ]);
    expect(plan.rows).toEqual([
      { transactionId: 1, kind: 'bet', amountCents: 100, rolledBack: true },
      { transactionId: 2, kind: 'bet', amountCents: 0, rolledBack: true },
      { transactionId: 3, kind: 'deposit', amountCents: 70, rolledBack: false },
    ]);
    const all = new Set([1, 2, 3]);
    expect(storedBetsToTakeBack(plan, all)).toEqual([]);
    expect(countedInOrder(plan, all, new Map()).map((r) => [r.transactionId, r.amountCents])).toEqual([
      [1, 100],
      [3, 70],
      [1, -100],
    ]);
  });

  it('VIP-15 ADV-14 rows stored before the batch count nothing again; the stored bets its rollbacks name are taken back once', () => {
    const plan = planMovements([count(1, 100), takeBack(1), takeBack(5)]);
    const isNew = new Set<number>();
    expect(storedBetsToTakeBack(plan, isNew)).toEqual([1, 5]);
    // The update answered bet 5 only (bet 1 was rolled back already).
    const stored = new Map([[5, { transactionId: 5, kind: 'bet' as const, amountCents: 30, rolledBack: true }]]);
    expect(countedInOrder(plan, isNew, stored)).toEqual([{ transactionId: 5, kind: 'bet', amountCents: -30, rolledBack: true }]);
  });
});
