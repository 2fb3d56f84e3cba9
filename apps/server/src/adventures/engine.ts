import { localDate, timeZoneOfCountry } from '@casino/contracts';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client';
import type { DomainEvent } from '../events/outbox';
import { awardStep } from './award';
import { readAdventureConfig } from './config-read';
import type { AdventureDeps } from './context';
import { dayOfDate, isTaskDone, superPrizeDue } from './rules';
import { adventureContributions, adventureProgress } from './tables';

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

interface Contribution {
  playerId: number;
  transactionId: number;
  kind: 'deposit' | 'bet';
  currency: string;
  amountCents: number;
  /** When the money moved: its local date picks the day. */
  at: Date;
}

const progressKey = (playerId: number, adventure: string, day: number, currency: string) =>
  and(
    eq(adventureProgress.playerId, playerId),
    eq(adventureProgress.adventure, adventure),
    eq(adventureProgress.day, day),
    eq(adventureProgress.currency, currency),
  );

/** Adds a contribution to its day's progress, once by its transaction id; the row after it, or null on a replay. */
async function addToDay(tx: Tx, c: Contribution, adventure: string, day: number, now: Date) {
  const [first] = await tx
    .insert(adventureContributions)
    .values({ ...c, adventure, day })
    .onConflictDoNothing()
    .returning({ id: adventureContributions.transactionId });
  if (!first) return null;
  const deposit = c.kind === 'deposit' ? c.amountCents : 0;
  const wager = c.kind === 'bet' ? c.amountCents : 0;
  const [row] = await tx
    .insert(adventureProgress)
    .values({
      playerId: c.playerId,
      adventure,
      day,
      currency: c.currency,
      depositCents: deposit,
      wagerCents: wager,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [adventureProgress.playerId, adventureProgress.adventure, adventureProgress.day, adventureProgress.currency],
      set: {
        depositCents: sql`${adventureProgress.depositCents} + ${deposit}`,
        wagerCents: sql`${adventureProgress.wagerCents} + ${wager}`,
        updatedAt: now,
      },
    })
    .returning();
  return row ?? null;
}

/** The days of the adventure the player has completed. */
async function completedDays(tx: Tx, playerId: number, adventure: string): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ day: adventureProgress.day })
    .from(adventureProgress)
    .where(
      and(
        eq(adventureProgress.playerId, playerId),
        eq(adventureProgress.adventure, adventure),
        isNotNull(adventureProgress.completedAt),
      ),
    );
  return new Set(rows.map((r) => r.day));
}

/**
 * Counts a deposit or a real-money stake toward the day of the adventure its local date falls on
 * (the player's time zone, ADV-14); when the day's task is met it is completed once and its gift
 * issued, and the super prize once every day is completed.
 */
async function contribute(deps: AdventureDeps, c: Contribution): Promise<void> {
  const config = await readAdventureConfig(deps);
  if (!config?.is_enabled) return;
  const facts = await deps.playerFacts(c.playerId);
  const day = dayOfDate(config, localDate(c.at, timeZoneOfCountry(facts.country)));
  const task = day === null ? undefined : config.days[day - 1];
  if (day === null || !task) return;
  const adventure = config.start_date;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await addToDay(tx, c, adventure, day, now);
    if (!row || row.completedAt !== null || !isTaskDone(task.condition, c.currency, row)) return;
    const [done] = await tx
      .update(adventureProgress)
      .set({ completedAt: now })
      .where(and(progressKey(c.playerId, adventure, day, c.currency), isNull(adventureProgress.completedAt)))
      .returning();
    if (!done) return;
    const award = { playerId: c.playerId, config, currency: c.currency, now };
    await awardStep(deps, tx, { ...award, step: day });
    if (superPrizeDue(await completedDays(tx, c.playerId, adventure), config.days.length)) {
      await awardStep(deps, tx, { ...award, step: config.days.length + 1 });
    }
  });
  deps.outbox.kick();
}

/** `deposit.succeeded`: the deposit counts toward its day's minimum deposit. */
export async function onDepositSucceeded(deps: AdventureDeps, event: DomainEvent): Promise<void> {
  const parsed = depositPayload.safeParse(event.payload);
  if (!parsed.success || event.playerId === null) return;
  const { transaction_id: transactionId, currency, amount_cents: amountCents } = parsed.data;
  await contribute(deps, {
    playerId: event.playerId,
    transactionId,
    kind: 'deposit',
    currency,
    amountCents,
    at: event.createdAt,
  });
}

/** `bet.placed`: the real-money part of the stake counts toward its day's wager; bonus money counts nothing. */
export async function onBetPlaced(deps: AdventureDeps, event: DomainEvent): Promise<void> {
  const parsed = betPayload.safeParse(event.payload);
  if (!parsed.success || event.playerId === null || parsed.data.real_cents === 0) return;
  const { transaction_id: transactionId, currency, real_cents: amountCents } = parsed.data;
  await contribute(deps, { playerId: event.playerId, transactionId, kind: 'bet', currency, amountCents, at: event.createdAt });
}

/**
 * `bet.rolled_back`: the bet's stake is taken off its day's wager (never below zero). A day
 * already completed stays completed and keeps its gift (decision 057).
 */
export async function onBetRolledBack(deps: AdventureDeps, event: DomainEvent): Promise<void> {
  const parsed = rollbackPayload.safeParse(event.payload);
  if (!parsed.success || event.playerId === null) return;
  const betId = parsed.data.bet_transaction_id;
  const playerId = event.playerId;
  await deps.db.transaction(async (tx) => {
    // A rollback handled before its bet: the bet is stored as rolled back and will count nothing.
    const marker = { transactionId: betId, playerId, kind: 'bet' as const, adventure: '', day: 0, currency: '', amountCents: 0 };
    const [early] = await tx
      .insert(adventureContributions)
      .values({ ...marker, rolledBack: true, at: event.createdAt })
      .onConflictDoNothing()
      .returning({ id: adventureContributions.transactionId });
    if (early) return;
    const [bet] = await tx
      .update(adventureContributions)
      .set({ rolledBack: true })
      .where(
        and(
          eq(adventureContributions.transactionId, betId),
          eq(adventureContributions.kind, 'bet'),
          eq(adventureContributions.rolledBack, false),
        ),
      )
      .returning();
    if (!bet || bet.day === 0) return;
    await tx
      .update(adventureProgress)
      .set({ wagerCents: sql`greatest(0, ${adventureProgress.wagerCents} - ${bet.amountCents})`, updatedAt: deps.clock.now() })
      .where(progressKey(playerId, bet.adventure, bet.day, bet.currency));
  });
}
