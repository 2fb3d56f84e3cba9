import type { VipAdventuresConfig } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events/outbox';
import { completions, mayFallOnADay, parseAdventureEvents, planContributions, progressChanges, type Contribution } from './batch';

const at = new Date('2026-11-15T12:00:00Z');
let id = 0;
const event = (type: string, playerId: number, payload: unknown): DomainEvent => ({
  id: (id += 1),
  type,
  playerId,
  payload,
  createdAt: at,
});
const config = {
  start_date: '2026-11-14',
  days: [1, 2, 3].map((day) => ({ day, condition: { min_dep: { EUR: 2_000 }, wager: 1, period_activation_days: 2 } })),
} as unknown as VipAdventuresConfig;

describe('adventure batch fold', () => {
  it('ADV-14 a moment more than a day away from the calendar counts for no day in any zone, without reading the players', () => {
    expect(mayFallOnADay(config, new Date('2026-11-12T23:00:00Z'))).toBe(false);
    expect(mayFallOnADay(config, new Date('2026-11-13T12:00:00Z'))).toBe(true);
    expect(mayFallOnADay(config, new Date('2026-11-17T11:00:00Z'))).toBe(true);
    expect(mayFallOnADay(config, new Date('2026-11-18T12:00:00Z'))).toBe(false);
  });

  it('ADV-14 movements on no day are not stored, a rollback still leaves its marker; a day completes once, on the amount that meets its task', () => {
    const parsed = parseAdventureEvents([
      event('deposit.succeeded', 1, { transaction_id: 1, currency: 'EUR', amount_cents: 2_000 }),
      event('bet.placed', 2, { transaction_id: 2, currency: 'EUR', amount_cents: 500, real_cents: 500 }),
      event('bet.placed', 1, { transaction_id: 3, currency: 'EUR', amount_cents: 2_000, real_cents: 2_000 }),
      event('bet.rolled_back', 1, { transaction_id: 4, bet_transaction_id: 3 }),
      event('bet.placed', 1, { transaction_id: 5, currency: 'EUR', amount_cents: 0, real_cents: 0 }),
      event('bet.rolled_back', 2, { transaction_id: 6, bet_transaction_id: 2 }),
    ]);
    expect(parsed).toHaveLength(5);
    // Player 2 falls on no day: its bet is not stored, its rollback leaves the marker.
    const plan = planContributions(parsed, '2026-11-14', (m) => (m.playerId === 1 ? 2 : null));
    expect(plan.rows.map((r) => [r.transactionId, r.day, r.rolledBack])).toEqual([
      [1, 2, false],
      [3, 2, true],
      [2, 0, true],
    ]);
    const counted: Contribution[] = plan.rows
      .filter((r) => r.day > 0)
      .flatMap((r) => (r.rolledBack ? [r, { ...r, amountCents: -r.amountCents }] : [r]));
    expect(progressChanges(counted)).toEqual([
      { playerId: 1, adventure: '2026-11-14', day: 2, currency: 'EUR', depositCents: 2_000, wagerCents: 0 },
    ]);
    const done = completions(config, new Map(), counted);
    expect(done.map((c) => c.transactionId)).toEqual([3]);
    const alreadyDone = new Map([['1|2026-11-14|2|EUR', { depositCents: 0, wagerCents: 0, completed: true }]]);
    expect(completions(config, alreadyDone, counted)).toEqual([]);
  });
});
