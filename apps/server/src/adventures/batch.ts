import type { VipAdventuresConfig } from '@casino/contracts';
import type { DomainEvent } from '../events/outbox';
import { planMovements, type MovementPlan, type MovementRow, type Proposal } from '../promotion-shared/counted-movements';
import { betPlacedPayloadSchema, betRolledBackPayloadSchema, depositSucceededPayloadSchema, WALLET_EVENTS } from '../wallet';
import { addDays, dayOfDate, isTaskDone } from './rules';

/**
 * The pure part of the adventures' batch handler (docs/decisions/073-batched-engine-consumers.md):
 * which events of a batch can count toward a day, the contributions they propose, and the days
 * their amounts complete, in the order handling them one by one would.
 */

/** A deposit or a real-money stake, at the moment the money moved (its local date picks the day). */
export interface AdventureMovement {
  kind: MovementRow['kind'];
  playerId: number;
  transactionId: number;
  currency: string;
  amountCents: number;
  at: Date;
}

export type AdventureEvent = AdventureMovement | { kind: 'rollback'; playerId: number; betId: number; at: Date };

/** The events that can count, in order: deposits, bets with real money (bonus money counts nothing), rollbacks. */
export function parseAdventureEvents(events: readonly DomainEvent[]): AdventureEvent[] {
  return events.flatMap((event): AdventureEvent[] => {
    const { playerId, createdAt: at } = event;
    if (playerId === null) return [];
    if (event.type === WALLET_EVENTS.depositSucceeded) {
      const p = depositSucceededPayloadSchema.safeParse(event.payload);
      if (!p.success) return [];
      const { transaction_id, currency, amount_cents } = p.data;
      return [{ kind: 'deposit', playerId, transactionId: transaction_id, currency, amountCents: amount_cents, at }];
    }
    if (event.type === WALLET_EVENTS.betPlaced) {
      const p = betPlacedPayloadSchema.safeParse(event.payload);
      if (!p.success || p.data.real_cents === 0) return [];
      const { transaction_id, currency, real_cents } = p.data;
      return [{ kind: 'bet', playerId, transactionId: transaction_id, currency, amountCents: real_cents, at }];
    }
    const p = betRolledBackPayloadSchema.safeParse(event.payload);
    if (event.type !== WALLET_EVENTS.betRolledBack || !p.success) return [];
    return [{ kind: 'rollback', playerId, betId: p.data.bet_transaction_id, at }];
  });
}

/**
 * Whether a moment can fall on a day of the calendar in some time zone: its local date is the UTC
 * date or one next to it (zones run from UTC-12 to UTC+14). False lets a batch skip the players'
 * zones altogether.
 */
export function mayFallOnADay(config: Pick<VipAdventuresConfig, 'start_date' | 'days'>, at: Date): boolean {
  const utc = at.toISOString().slice(0, 10);
  return [-1, 0, 1].some((shift) => dayOfDate(config, addDays(utc, shift)) !== null);
}

/** An adventure_contributions row the batch proposes, and an amount it counts toward a day. */
export interface Contribution extends MovementRow {
  playerId: number;
  adventure: string;
  /** The day (from 1); 0 for the marker of a rollback handled before its bet. */
  day: number;
  currency: string;
  at: Date;
}

/**
 * The rows a batch proposes (promotion-shared/counted-movements.ts): a movement on a day of the
 * adventure (`dayOf`, null when it falls on none, so it is not stored) and each rollback's marker.
 */
export function planContributions(
  events: readonly AdventureEvent[],
  adventure: string,
  dayOf: (movement: AdventureMovement) => number | null,
): MovementPlan<Contribution> {
  return planMovements(
    events.flatMap((e): Proposal<Contribution>[] => {
      if (e.kind === 'rollback') {
        const marker = {
          transactionId: e.betId,
          playerId: e.playerId,
          kind: 'bet' as const,
          adventure: '',
          day: 0,
          currency: '',
        };
        return [{ op: 'take_back', betId: e.betId, marker: { ...marker, amountCents: 0, rolledBack: true, at: e.at } }];
      }
      const day = dayOf(e);
      return day === null ? [] : [{ op: 'count', row: { ...e, adventure, day, rolledBack: false } }];
    }),
  );
}

/** The key of a day's progress row. */
export const progressKey = (c: Pick<Contribution, 'playerId' | 'adventure' | 'day' | 'currency'>) =>
  `${c.playerId}|${c.adventure}|${c.day}|${c.currency}`;

/** What a batch adds to (or, negative, takes from) a day's progress row. */
export interface ProgressChange {
  playerId: number;
  adventure: string;
  day: number;
  currency: string;
  depositCents: number;
  wagerCents: number;
}

/** The amounts a batch adds to (or, negative, takes from) each day's progress row, in first-counted order. */
export function progressChanges(counted: readonly Contribution[]): ProgressChange[] {
  const rows = new Map<string, ProgressChange>();
  for (const c of counted) {
    if (c.day === 0) continue;
    const { playerId, adventure, day, currency } = c;
    const row = rows.get(progressKey(c)) ?? { playerId, adventure, day, currency, depositCents: 0, wagerCents: 0 };
    if (c.kind === 'deposit') row.depositCents += c.amountCents;
    else row.wagerCents += c.amountCents;
    rows.set(progressKey(c), row);
  }
  return [...rows.values()];
}

/** A day's progress as the batch found it. */
export interface DayProgress {
  depositCents: number;
  wagerCents: number;
  completed: boolean;
}

/**
 * The amounts that complete a day (ADV-14), in order: each day's progress replayed from its value
 * before the batch, the task checked after every amount added, a day completed once.
 */
export function completions(
  config: Pick<VipAdventuresConfig, 'days'>,
  before: ReadonlyMap<string, DayProgress>,
  counted: readonly Contribution[],
): Contribution[] {
  const days = new Map([...before].map(([key, p]) => [key, { ...p }]));
  const done: Contribution[] = [];
  for (const c of counted) {
    if (c.day === 0) continue;
    const key = progressKey(c);
    const day = days.get(key) ?? { depositCents: 0, wagerCents: 0, completed: false };
    days.set(key, day);
    if (c.kind === 'deposit') day.depositCents = Math.max(0, day.depositCents + c.amountCents);
    else day.wagerCents = Math.max(0, day.wagerCents + c.amountCents);
    const task = config.days[c.day - 1];
    if (c.amountCents <= 0 || day.completed || !task || !isTaskDone(task.condition, c.currency, day)) continue;
    day.completed = true;
    done.push(c);
  }
  return done;
}
