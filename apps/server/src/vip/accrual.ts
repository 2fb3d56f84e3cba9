import { licenceTimeZone, nextQuarterOf, quarterOf } from '@casino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client';
import type { DomainEvent } from '../events/outbox';
import type { VipDeps } from './context';
import { activeStatus, afterReaching } from './rules';
import { lockHeld, reachedInQuarter, storeHeld } from './status';
import { vipMovements, vipQuarterSums } from './tables';

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

type Movement = typeof vipMovements.$inferInsert;

/** Adds (or with a negative amount takes back, never below zero) a movement to its quarter's sum. */
async function addToSum(tx: Tx, m: Pick<Movement, 'playerId' | 'quarter' | 'currency' | 'kind'>, amount: number): Promise<void> {
  const deposit = m.kind === 'deposit' ? amount : 0;
  const bet = m.kind === 'bet' ? amount : 0;
  await tx
    .insert(vipQuarterSums)
    .values({
      playerId: m.playerId,
      quarter: m.quarter,
      currency: m.currency,
      depositCents: Math.max(0, deposit),
      betCents: Math.max(0, bet),
    })
    .onConflictDoUpdate({
      target: [vipQuarterSums.playerId, vipQuarterSums.quarter, vipQuarterSums.currency],
      set: {
        depositCents: sql`greatest(0, ${vipQuarterSums.depositCents} + ${deposit})`,
        betCents: sql`greatest(0, ${vipQuarterSums.betCents} + ${bet})`,
      },
    });
}

/**
 * Counts a movement once (keyed by its transaction id) in the quarter running in the player's
 * licence zone, and upgrades the status the moment the quarter's sums reach a
 * threshold (VIP-15).
 */
async function count(deps: VipDeps, m: Omit<Movement, 'quarter' | 'at'>): Promise<void> {
  const facts = await deps.playerFacts(m.playerId);
  const zone = licenceTimeZone(facts.licence);
  // The quarter of the moment the event is handled (within seconds of the movement, through the outbox).
  const now = deps.clock.now();
  const quarter = quarterOf(now, zone).key;
  await deps.db.transaction(async (tx) => {
    const held = await lockHeld(deps, tx, m.playerId, now);
    const row = { ...m, quarter, at: now };
    const inserted = await tx.insert(vipMovements).values(row).onConflictDoNothing().returning();
    if (inserted.length === 0) return;
    await addToSum(tx, row, m.amountCents);
    const reached = await reachedInQuarter(tx, m.playerId, quarter);
    const after = afterReaching(held, reached, now, nextQuarterOf(now, zone).endsAt);
    if (!after) return;
    await storeHeld(
      deps,
      tx,
      { playerId: m.playerId, before: activeStatus(held, now), after, quarter, currency: m.currency },
      now,
    );
  });
  deps.outbox.kick();
}

/** `deposit.succeeded`: the deposit counts towards the quarter's deposit sum. */
export async function onDeposit(deps: VipDeps, event: DomainEvent): Promise<void> {
  const parsed = depositPayload.safeParse(event.payload);
  if (!parsed.success || event.playerId === null) return;
  const { transaction_id, currency, amount_cents } = parsed.data;
  await count(deps, {
    transactionId: transaction_id,
    playerId: event.playerId,
    kind: 'deposit',
    currency,
    amountCents: amount_cents,
  });
}

/** `bet.placed`: the real-money part of the stake counts towards the bet sum (bonus money counts nothing). */
export async function onBet(deps: VipDeps, event: DomainEvent): Promise<void> {
  const parsed = betPayload.safeParse(event.payload);
  if (!parsed.success || event.playerId === null || parsed.data.real_cents === 0) return;
  const { transaction_id, currency, real_cents } = parsed.data;
  await count(deps, {
    transactionId: transaction_id,
    playerId: event.playerId,
    kind: 'bet',
    currency,
    amountCents: real_cents,
  });
}

/**
 * `bet.rolled_back`: the bet's amount is taken back from the sum it went to. A status it
 * helped reach stays (a hold is not shortened); the next quarter end decides again.
 */
export async function onBetRolledBack(deps: VipDeps, event: DomainEvent): Promise<void> {
  const parsed = rollbackPayload.safeParse(event.payload);
  if (!parsed.success || event.playerId === null) return;
  const playerId = event.playerId;
  const betId = parsed.data.bet_transaction_id;
  await deps.db.transaction(async (tx) => {
    // A rollback handled before its bet: the bet is stored rolled back and will count nothing.
    const early = await tx
      .insert(vipMovements)
      .values({
        transactionId: betId,
        playerId,
        kind: 'bet',
        quarter: '',
        currency: '',
        amountCents: 0,
        rolledBack: true,
        at: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (early.length > 0) return;
    const [bet] = await tx
      .update(vipMovements)
      .set({ rolledBack: true })
      .where(and(eq(vipMovements.transactionId, betId), eq(vipMovements.rolledBack, false), eq(vipMovements.kind, 'bet')))
      .returning();
    if (bet && bet.amountCents > 0) await addToSum(tx, bet, -bet.amountCents);
  });
}
