import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events/outbox';
import { countedInOrder, storedBetsToTakeBack } from '../promotion-shared/counted-movements';
import { holdChanges, parseVipEvents, planVipMovements, sumChanges } from './batch';

const at = new Date('2026-11-15T12:00:00Z');
let id = 0;
const event = (type: string, playerId: number, payload: unknown): DomainEvent => ({
  id: (id += 1),
  type,
  playerId,
  payload,
  createdAt: at,
});
const bet = (playerId: number, tx: number, cents: number) =>
  event('bet.placed', playerId, { transaction_id: tx, currency: 'EUR', amount_cents: cents, real_cents: cents });
const rollback = (playerId: number, tx: number) =>
  event('bet.rolled_back', playerId, { transaction_id: tx + 1000, bet_transaction_id: tx });
const deposit = (playerId: number, tx: number, cents: number) =>
  event('deposit.succeeded', playerId, { transaction_id: tx, currency: 'EUR', amount_cents: cents });

describe('VIP batch fold', () => {
  it('VIP-15 a batch counts a transaction id once, a rollback before its bet leaves the bet counting nothing, a stored bet is taken back', () => {
    const parsed = parseVipEvents([
      deposit(1, 1, 500),
      bet(1, 2, 300),
      bet(1, 2, 300),
      bet(2, 3, 0),
      rollback(2, 4),
      bet(2, 4, 700),
      rollback(1, 2),
      rollback(1, 9),
      event('win.credited', 1, {}),
    ]);
    expect(parsed).toHaveLength(7);
    const plan = planVipMovements(parsed, () => '2026-Q4');
    expect(plan.rows.map((r) => [r.transactionId, r.rolledBack, r.amountCents])).toEqual([
      [1, false, 500],
      [2, true, 300],
      [4, true, 0],
      [9, true, 0],
    ]);
    // Transaction 9 was stored before the batch (its marker is not new): the stored bet is taken back.
    const isNew = new Set([1, 2, 4]);
    expect(storedBetsToTakeBack(plan, isNew)).toEqual([9]);
    const stored = new Map([
      [
        9,
        {
          transactionId: 9,
          playerId: 1,
          kind: 'bet' as const,
          quarter: '2026-Q3',
          currency: 'EUR',
          amountCents: 40,
          rolledBack: true,
        },
      ],
    ]);
    const counted = countedInOrder(plan, isNew, stored);
    expect(counted.map((c) => [c.kind, c.quarter, c.amountCents])).toEqual([
      ['deposit', '2026-Q4', 500],
      ['bet', '2026-Q4', 300],
      ['bet', '2026-Q4', -300],
      ['bet', '2026-Q3', -40],
    ]);
    expect(sumChanges(counted)).toEqual([
      { playerId: 1, quarter: '2026-Q4', currency: 'EUR', depositCents: 500, betCents: 0 },
      { playerId: 1, quarter: '2026-Q3', currency: 'EUR', depositCents: 0, betCents: -40 },
    ]);
    // Redelivered: nothing is new, the bet 2 is already rolled back (the update answers nothing).
    expect(countedInOrder(plan, new Set(), new Map())).toEqual([]);
  });

  it('VIP-15 the status is checked after every amount added: Bronze reached by a bet rolled back later in the batch stays, each upgrade in order', () => {
    const row = { transactionId: 1, playerId: 1, quarter: 'Q', currency: 'EUR', rolledBack: false };
    const counted = [
      { ...row, kind: 'bet' as const, amountCents: 6_000_000 },
      { ...row, kind: 'bet' as const, amountCents: -6_000_000 },
      { ...row, transactionId: 2, kind: 'deposit' as const, amountCents: 1_300_000 },
    ];
    const changes = holdChanges({
      held: { status: 'REGULAR', heldUntil: null },
      before: new Map([['EUR', { depositCents: 500_000, betCents: 0 }]]),
      counted,
      quarter: 'Q',
      thresholds: [],
      now: at,
      nextQuarterEndsAt: new Date('2027-04-01T04:00:00Z'),
    });
    expect(changes.map((c) => [c.before, c.after.status])).toEqual([
      ['REGULAR', 'BRONZE'],
      ['BRONZE', 'SILVER'],
    ]);
  });
});
