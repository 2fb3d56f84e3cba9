import type { Jackpot, JackpotWin } from '@casino/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jackpotLevels, jackpots, jackpotWins } from './tables';

export type JackpotRow = typeof jackpots.$inferSelect;
export type LevelRow = typeof jackpotLevels.$inferSelect;
type WinRow = typeof jackpotWins.$inferSelect;

/** A jackpot in the spec's shape (JACK-02): its levels in order, the total of their pools. */
function jackpotView(row: JackpotRow, levels: LevelRow[]): Jackpot {
  const own = levels.filter((l) => l.jackpotId === row.id).sort((a, b) => a.position - b.position);
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    state: row.state,
    currency: row.currency,
    amount_cents: own.reduce((sum, l) => sum + l.amountCents, 0),
    levels: own.map((l) => ({ id: l.id, identifier: l.identifier, name: l.name, amount_cents: l.amountCents })),
    server_seed_hash: row.serverSeedHash,
  };
}

/** A win in the spec's shape (JACK-04). */
export const winView = (row: WinRow): JackpotWin => ({
  id: row.id,
  user_name: row.userName,
  created_at: row.createdAt.toISOString(),
  amount_cents: row.amountCents,
  currency: row.currency,
  jackpot_original_amount_cents: row.originalAmountCents,
  jackpot_original_currency: row.originalCurrency,
  jackpot_level_name: row.levelName,
});

/** Jackpots that are not ended (GET /api/jackpots), or the ones named. */
export async function listJackpots(db: DbOrTx, ids?: number[]): Promise<Jackpot[]> {
  const rows = await db
    .select()
    .from(jackpots)
    .where(ids ? inArray(jackpots.id, ids) : inArray(jackpots.state, ['active', 'paused']))
    .orderBy(asc(jackpots.id));
  if (rows.length === 0) return [];
  const levels = await db
    .select()
    .from(jackpotLevels)
    .where(
      inArray(
        jackpotLevels.jackpotId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => jackpotView(row, levels));
}

/** GET /api/jackpot_wins: the biggest (by the pool's amount, one currency for all) or the latest. */
export async function listWins(db: DbOrTx, order: 'biggest' | 'latest', limit: number): Promise<JackpotWin[]> {
  const rows = await db
    .select()
    .from(jackpotWins)
    .orderBy(
      ...(order === 'biggest'
        ? [desc(jackpotWins.originalAmountCents), desc(jackpotWins.id)]
        : [desc(jackpotWins.createdAt), desc(jackpotWins.id)]),
    )
    .limit(limit);
  return rows.map(winView);
}

/** A jackpot's levels, locked in position order: one bet at a time changes a pool. */
export function lockLevels(tx: DbOrTx, jackpotId: number): Promise<LevelRow[]> {
  return tx
    .select()
    .from(jackpotLevels)
    .where(eq(jackpotLevels.jackpotId, jackpotId))
    .orderBy(asc(jackpotLevels.position))
    .for('update');
}
