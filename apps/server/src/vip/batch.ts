import type { VipStatus } from '@casino/contracts';
import type { DomainEvent } from '../events/outbox';
import { planMovements, type MovementPlan, type MovementRow, type Proposal } from '../promotion-shared/counted-movements';
import { betPlacedPayloadSchema, betRolledBackPayloadSchema, depositSucceededPayloadSchema, WALLET_EVENTS } from '../wallet';
import { activeStatus, afterReaching, higher, reachedStatus, type HeldStatus, type ThresholdRow } from './rules';

/**
 * The pure part of the VIP batch handler (docs/decisions/073-batched-engine-consumers.md): what a
 * batch of deposit, bet and rollback events stores and counts, in the order handling them one by
 * one would.
 */

type Kind = MovementRow['kind'];

/** A parsed event that can count: a deposit, a real-money stake, or a bet's rollback. */
type VipEvent =
  | { kind: Kind; playerId: number; transactionId: number; currency: string; amountCents: number }
  | { kind: 'rollback'; playerId: number; betId: number };

/**
 * The events that can count, in order: deposits, bets with real money (bonus money counts
 * nothing) and rollbacks; anything else is left out without a query.
 */
export function parseVipEvents(events: readonly DomainEvent[]): VipEvent[] {
  return events.flatMap((event): VipEvent[] => {
    const playerId = event.playerId;
    if (playerId === null) return [];
    if (event.type === WALLET_EVENTS.depositSucceeded) {
      const p = depositSucceededPayloadSchema.safeParse(event.payload);
      if (!p.success) return [];
      const { transaction_id, currency, amount_cents } = p.data;
      return [{ kind: 'deposit', playerId, transactionId: transaction_id, currency, amountCents: amount_cents }];
    }
    if (event.type === WALLET_EVENTS.betPlaced) {
      const p = betPlacedPayloadSchema.safeParse(event.payload);
      if (!p.success || p.data.real_cents === 0) return [];
      const { transaction_id, currency, real_cents } = p.data;
      return [{ kind: 'bet', playerId, transactionId: transaction_id, currency, amountCents: real_cents }];
    }
    const p = betRolledBackPayloadSchema.safeParse(event.payload);
    return event.type === WALLET_EVENTS.betRolledBack && p.success
      ? [{ kind: 'rollback', playerId, betId: p.data.bet_transaction_id }]
      : [];
  });
}

/** A vip_movements row the batch proposes (kept only where its transaction id is new), and an amount it counts. */
export interface PlannedMovement extends MovementRow {
  playerId: number;
  quarter: string;
  currency: string;
}

/** An amount added to (or, negative, taken from) a quarter's sum, in the order it happened. */
export type Counted = PlannedMovement;

/**
 * The rows a batch proposes (promotion-shared/counted-movements.ts): a movement goes to the
 * quarter running for its player (`quarterOf`); a rollback's marker names no quarter.
 */
export function planVipMovements(
  events: readonly VipEvent[],
  quarterOf: (playerId: number) => string,
): MovementPlan<PlannedMovement> {
  return planMovements(
    events.map((e): Proposal<PlannedMovement> => {
      if (e.kind !== 'rollback') return { op: 'count', row: { ...e, quarter: quarterOf(e.playerId), rolledBack: false } };
      const marker = { transactionId: e.betId, playerId: e.playerId, kind: 'bet' as const, quarter: '', currency: '' };
      return { op: 'take_back', betId: e.betId, marker: { ...marker, amountCents: 0, rolledBack: true } };
    }),
  );
}

/** A quarter's sums of a player in a currency: the batch's net change, added with one upsert. */
export interface SumChange {
  playerId: number;
  quarter: string;
  currency: string;
  depositCents: number;
  betCents: number;
}

const sumKey = (c: Pick<Counted, 'playerId' | 'quarter' | 'currency'>) => `${c.playerId}|${c.quarter}|${c.currency}`;

/** The net change of each (player, quarter, currency) sum, in first-counted order; zero changes left out. */
export function sumChanges(counted: readonly Counted[]): SumChange[] {
  const sums = new Map<string, SumChange>();
  for (const c of counted) {
    const key = sumKey(c);
    const sum = sums.get(key) ?? { playerId: c.playerId, quarter: c.quarter, currency: c.currency, depositCents: 0, betCents: 0 };
    if (c.kind === 'deposit') sum.depositCents += c.amountCents;
    else sum.betCents += c.amountCents;
    sums.set(key, sum);
  }
  return [...sums.values()].filter((s) => s.depositCents !== 0 || s.betCents !== 0);
}

/** A change of a player's hold the batch makes: `currency` is the movement that reached it. */
interface HoldChange {
  before: VipStatus;
  after: HeldStatus;
  currency: string;
}

interface StatusInput {
  held: HeldStatus;
  /** The player's sums of the running quarter by currency, as they were before the batch. */
  before: ReadonlyMap<string, { depositCents: number; betCents: number }>;
  /** What the batch counted for the player, in order. */
  counted: readonly Counted[];
  quarter: string;
  thresholds: readonly ThresholdRow[];
  now: Date;
  nextQuarterEndsAt: Date;
}

/**
 * The hold changes of one player, as the check after each new deposit or bet would make them
 * (VIP-15): the sums replayed from their values before the batch, the status reached checked after
 * every amount added in the running quarter, each upgrade or renewal kept in order.
 */
export function holdChanges(input: StatusInput): HoldChange[] {
  const sums = new Map([...input.before].map(([currency, s]) => [currency, { ...s }]));
  let held = input.held;
  const changes: HoldChange[] = [];
  for (const c of input.counted) {
    if (c.quarter !== input.quarter) continue;
    const sum = sums.get(c.currency) ?? { depositCents: 0, betCents: 0 };
    if (c.kind === 'deposit') sum.depositCents = Math.max(0, sum.depositCents + c.amountCents);
    else sum.betCents = Math.max(0, sum.betCents + c.amountCents);
    sums.set(c.currency, sum);
    if (c.amountCents <= 0) continue;
    const reached = [...sums].reduce<VipStatus>(
      (best, [cur, s]) => higher(best, reachedStatus(s, cur, input.thresholds)),
      'REGULAR',
    );
    const after = afterReaching(held, reached, input.now, input.nextQuarterEndsAt);
    if (!after) continue;
    changes.push({ before: activeStatus(held, input.now), after, currency: c.currency });
    held = after;
  }
  return changes;
}
