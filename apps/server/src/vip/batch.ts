import type { VipStatus } from '@casino/contracts';
import { z } from 'zod';
import type { DomainEvent } from '../events/outbox';
import { WALLET_EVENTS } from '../wallet';
import { activeStatus, afterReaching, higher, reachedStatus, type HeldStatus, type ThresholdRow } from './rules';

/**
 * The pure part of the VIP batch handler (docs/decisions/073-batched-engine-consumers.md): what a
 * batch of deposit, bet and rollback events stores and counts, in the order handling them one by
 * one would.
 */

const depositPayload = z.object({
  transaction_id: z.number().int(),
  currency: z.string(),
  amount_cents: z.number().int().positive(),
});
const betPayload = z.object({
  transaction_id: z.number().int(),
  currency: z.string(),
  real_cents: z.number().int().nonnegative(),
});
const rollbackPayload = z.object({ transaction_id: z.number().int(), bet_transaction_id: z.number().int() });

type Kind = 'deposit' | 'bet';

/** A parsed event that can count: a deposit, a real-money stake, or a bet's rollback. */
export type VipEvent =
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
      const p = depositPayload.safeParse(event.payload);
      if (!p.success) return [];
      const { transaction_id, currency, amount_cents } = p.data;
      return [{ kind: 'deposit', playerId, transactionId: transaction_id, currency, amountCents: amount_cents }];
    }
    if (event.type === WALLET_EVENTS.betPlaced) {
      const p = betPayload.safeParse(event.payload);
      if (!p.success || p.data.real_cents === 0) return [];
      const { transaction_id, currency, real_cents } = p.data;
      return [{ kind: 'bet', playerId, transactionId: transaction_id, currency, amountCents: real_cents }];
    }
    const p = rollbackPayload.safeParse(event.payload);
    return event.type === WALLET_EVENTS.betRolledBack && p.success
      ? [{ kind: 'rollback', playerId, betId: p.data.bet_transaction_id }]
      : [];
  });
}

/** A vip_movements row the batch proposes (kept only where its transaction id is new). */
export interface PlannedMovement {
  transactionId: number;
  playerId: number;
  kind: Kind;
  quarter: string;
  currency: string;
  amountCents: number;
  rolledBack: boolean;
}

/** What the batch does, in order: count a proposed row, or take a bet back (a row of the batch, or one stored before). */
type Step = { op: 'count'; row: number } | { op: 'take_back'; row: number; betId: number };

export interface MovementPlan {
  rows: PlannedMovement[];
  steps: Step[];
}

/**
 * The rows a batch proposes and its steps, in event order. A transaction id counts once (a
 * second event with it proposes nothing); a rollback of a bet of the batch marks that row rolled
 * back; a rollback of a bet the batch does not hold proposes the rolled-back marker a rollback
 * handled before its bet leaves (when the bet is already stored, the marker is not new and the
 * stored bet is taken back instead). `quarterOf` names the quarter running for a player.
 */
export function planMovements(events: readonly VipEvent[], quarterOf: (playerId: number) => string): MovementPlan {
  const rows: PlannedMovement[] = [];
  const steps: Step[] = [];
  const byId = new Map<number, number>();
  for (const e of events) {
    if (e.kind !== 'rollback') {
      if (byId.has(e.transactionId)) continue;
      byId.set(e.transactionId, rows.length);
      steps.push({ op: 'count', row: rows.length });
      rows.push({ ...e, quarter: quarterOf(e.playerId), rolledBack: false });
      continue;
    }
    const at = byId.get(e.betId);
    const row = at === undefined ? undefined : rows[at];
    if (at === undefined) {
      byId.set(e.betId, rows.length);
      steps.push({ op: 'take_back', row: rows.length, betId: e.betId });
      const marker = { transactionId: e.betId, playerId: e.playerId, kind: 'bet' as const, quarter: '', currency: '' };
      rows.push({ ...marker, amountCents: 0, rolledBack: true });
    } else if (row && row.kind === 'bet' && !row.rolledBack) {
      row.rolledBack = true;
      steps.push({ op: 'take_back', row: at, betId: e.betId });
    }
  }
  return { rows, steps };
}

/** A stored bet the batch took back: the sum it had gone to. */
export type TakenBack = Pick<PlannedMovement, 'playerId' | 'quarter' | 'currency' | 'amountCents'>;

/** An amount added to (or, negative, taken from) a quarter's sum, in the order it happened. */
export interface Counted {
  playerId: number;
  quarter: string;
  currency: string;
  kind: Kind;
  amountCents: number;
}

/** The bets stored before the batch that its rollbacks take back (their proposed rows were not new). */
export function storedBetsToTakeBack(plan: MovementPlan, isNew: ReadonlySet<number>): number[] {
  return plan.steps.flatMap((s) => (s.op === 'take_back' && !isNew.has(plan.rows[s.row]?.transactionId ?? -1) ? [s.betId] : []));
}

/**
 * What the batch counts, in order, once the new rows are known: a new row's amount added (and
 * taken back again when the batch rolls it back), a stored bet's amount taken back from its sum.
 */
export function countedInOrder(
  plan: MovementPlan,
  isNew: ReadonlySet<number>,
  takenBack: ReadonlyMap<number, TakenBack>,
): Counted[] {
  return plan.steps.flatMap((s): Counted[] => {
    const row = plan.rows[s.row];
    if (!row) return [];
    if (s.op === 'count') return isNew.has(row.transactionId) ? [{ ...row }] : [];
    if (isNew.has(row.transactionId)) return row.amountCents > 0 ? [{ ...row, amountCents: -row.amountCents }] : [];
    const stored = takenBack.get(s.betId);
    return stored && stored.amountCents > 0 ? [{ ...stored, kind: 'bet', amountCents: -stored.amountCents }] : [];
  });
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
export interface HoldChange {
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
