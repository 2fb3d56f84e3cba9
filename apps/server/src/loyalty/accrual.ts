import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client';
import type { DomainEvent } from '../events/outbox';
import { lockBalance, storeBalance, type BalanceRow } from './balance';
import type { LoyaltyDeps } from './context';
import { issueBoxes } from './loot-boxes';
import { asFractions, earnedFractions, fromFractions, levelFor, rateFor } from './rules';
import { compAccruals, compEarningRates, loyaltyLevels } from './tables';

const betPayload = z.object({
  transaction_id: z.number().int(),
  currency: z.string(),
  real_cents: z.number().int().nonnegative(),
  categories: z.array(z.string()).optional(),
});

type LevelRow = typeof loyaltyLevels.$inferSelect;

const rollbackPayload = z.object({ transaction_id: z.number().int(), bet_transaction_id: z.number().int() });

async function ratesOf(tx: Tx, currency: string): Promise<Map<string, number>> {
  const rows = await tx.select().from(compEarningRates).where(eq(compEarningRates.currency, currency));
  return new Map(rows.map((r) => [r.category, r.pointsPer100]));
}

/** Records a bet by its transaction id; false when it was recorded before (a replay, or its rollback came first). */
async function firstTime(tx: Tx, row: typeof compAccruals.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(compAccruals).values(row).onConflictDoNothing().returning({ id: compAccruals.transactionId });
  return inserted.length > 0;
}

/** A level's loot boxes, once: each box's source names the player, the level and its place. */
async function issueLevelBoxes(deps: LoyaltyDeps, tx: Tx, playerId: number, level: LevelRow): Promise<void> {
  if (level.lootBoxes === 0) return;
  const sources = Array.from({ length: level.lootBoxes }, (_, i) => `level:${playerId}:${level.level}:${i}`);
  await issueBoxes(deps, tx, { playerId, wheel: 'rocketmart', sources });
}

/**
 * Issues the gift and loot boxes of every level the balance newly reaches, once each (the award's source names
 * the level), in the accrual's transaction; the balance remembers the highest level reached.
 */
async function reachLevels(deps: LoyaltyDeps, tx: Tx, row: BalanceRow, currency: string, now: Date): Promise<BalanceRow> {
  const levels = await tx.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.level));
  const reached = levelFor(row.persistentPoints, levels);
  if (reached <= row.level) return row;
  for (const level of levels.filter((l) => l.level > row.level && l.level <= reached)) {
    await issueLevelBoxes(deps, tx, row.playerId, level);
    if (level.giftTemplateId === null) continue;
    await deps.bonuses.award(
      {
        playerId: row.playerId,
        templateId: level.giftTemplateId,
        currency,
        source: `loyalty:level:${level.level}`,
        cause: 'loyalty_level',
      },
      tx,
    );
  }
  return storeBalance(tx, deps.outbox, row, { level: reached }, now);
}

/**
 * `bet.placed`: the real-money part of the stake earns points at the rate of its currency and
 * game category (bonus money earns nothing), keyed by the bet's transaction id.
 */
export async function onBetPlaced(deps: LoyaltyDeps, event: DomainEvent): Promise<void> {
  const parsed = betPayload.safeParse(event.payload);
  if (!parsed.success || event.playerId === null || parsed.data.real_cents === 0) return;
  const bet = parsed.data;
  const playerId = event.playerId;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const earned = earnedFractions(bet.real_cents, rateFor(bet.categories ?? [], await ratesOf(tx, bet.currency)));
    if (earned === 0) return;
    if (!(await firstTime(tx, { transactionId: bet.transaction_id, playerId, earned, at: now }))) return;
    const row = await lockBalance(tx, playerId, now);
    const total = fromFractions(asFractions(row.persistentPoints, row.persistentFraction) + earned);
    const added = total.points - row.persistentPoints;
    const stored = await storeBalance(
      tx,
      deps.outbox,
      row,
      { persistentPoints: total.points, persistentFraction: total.fraction, chargeablePoints: row.chargeablePoints + added },
      now,
    );
    await reachLevels(deps, tx, stored, bet.currency, now);
  });
  deps.outbox.kick();
}

/**
 * `bet.rolled_back`: the bet's points are taken back, from the persistent and the chargeable
 * balance, never below zero (points already spent stay spent). Reached levels stay reached.
 */
export async function onBetRolledBack(deps: LoyaltyDeps, event: DomainEvent): Promise<void> {
  const parsed = rollbackPayload.safeParse(event.payload);
  if (!parsed.success || event.playerId === null) return;
  const betId = parsed.data.bet_transaction_id;
  const playerId = event.playerId;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // A rollback handled before its bet: the bet is stored as rolled back and will earn nothing.
    if (await firstTime(tx, { transactionId: betId, playerId, earned: 0, rolledBack: true, at: now })) return;
    const [bet] = await tx
      .update(compAccruals)
      .set({ rolledBack: true })
      .where(and(eq(compAccruals.transactionId, betId), eq(compAccruals.rolledBack, false)))
      .returning();
    if (!bet || bet.earned === 0) return;
    const row = await lockBalance(tx, playerId, now);
    const total = fromFractions(Math.max(0, asFractions(row.persistentPoints, row.persistentFraction) - bet.earned));
    const removed = row.persistentPoints - total.points;
    await storeBalance(
      tx,
      deps.outbox,
      row,
      {
        persistentPoints: total.points,
        persistentFraction: total.fraction,
        chargeablePoints: Math.max(0, row.chargeablePoints - removed),
      },
      now,
    );
  });
  deps.outbox.kick();
}
