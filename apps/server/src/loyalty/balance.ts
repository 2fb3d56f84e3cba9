import { eq } from 'drizzle-orm';
import type { CompPoints } from '@casino/contracts';
import type { DbOrTx, Tx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import { compBalances } from './tables';

export type BalanceRow = typeof compBalances.$inferSelect;

/** The player's balance row, locked, created empty on first use. */
export async function lockBalance(tx: Tx, playerId: number, now: Date): Promise<BalanceRow> {
  await tx.insert(compBalances).values({ playerId, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(compBalances).where(eq(compBalances.playerId, playerId)).for('update');
  if (!row) throw new Error(`comp balance of player ${playerId} is missing`);
  return row;
}

export async function readBalance(db: DbOrTx, playerId: number): Promise<CompPoints> {
  const [row] = await db.select().from(compBalances).where(eq(compBalances.playerId, playerId));
  return toCompPoints(row);
}

export const toCompPoints = (row: Pick<BalanceRow, 'chargeablePoints' | 'persistentPoints'> | undefined): CompPoints => ({
  chargeable: { points: row?.chargeablePoints ?? 0 },
  persistent: { points: row?.persistentPoints ?? 0 },
});

/** Stores a locked balance's new values and pushes the change on `comps_award` (RT-04): the points moved and the spendable total. */
export async function storeBalance(
  tx: Tx,
  outbox: Outbox,
  before: BalanceRow,
  set: Partial<Omit<BalanceRow, 'playerId' | 'updatedAt'>>,
  now: Date,
): Promise<BalanceRow> {
  const [row] = await tx
    .update(compBalances)
    .set({ ...set, updatedAt: now })
    .where(eq(compBalances.playerId, before.playerId))
    .returning();
  if (!row) throw new Error(`comp balance of player ${before.playerId} vanished`);
  const moved = row.chargeablePoints - before.chargeablePoints;
  if (moved !== 0) {
    await outbox.publish(tx, {
      type: REALTIME_PUSH_EVENT,
      playerId: row.playerId,
      payload: { channel: 'comps_award', data: { points: moved, total: row.chargeablePoints } },
    });
  }
  return row;
}

/** Adds chargeable points another domain owes the player, in its transaction (the balance row locked). */
export async function creditPoints(
  deps: { outbox: Outbox; clock: { now(): Date } },
  tx: Tx,
  input: { playerId: number; points: number },
): Promise<BalanceRow> {
  const now = deps.clock.now();
  const before = await lockBalance(tx, input.playerId, now);
  return storeBalance(tx, deps.outbox, before, { chargeablePoints: before.chargeablePoints + input.points }, now);
}
