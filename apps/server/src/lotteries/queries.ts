import type { LotteryWinner } from '@casino/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { LotteryDeps } from './context';
import { maskedName } from './rules';
import { lotteryTickets, lotteryWinners } from './tables';

type WinnerRow = typeof lotteryWinners.$inferSelect;

/** The drawn places of the given lotteries, by lottery id. */
export async function winnerRowsOf(db: DbOrTx, lotteryIds: number[]): Promise<Map<number, WinnerRow[]>> {
  const byLottery = new Map<number, WinnerRow[]>();
  if (lotteryIds.length === 0) return byLottery;
  const rows = await db
    .select()
    .from(lotteryWinners)
    .where(inArray(lotteryWinners.lotteryId, lotteryIds))
    .orderBy(asc(lotteryWinners.place));
  for (const row of rows) byLottery.set(row.lotteryId, [...(byLottery.get(row.lotteryId) ?? []), row]);
  return byLottery;
}

/** Drawn places as players see them, with masked names. */
export async function publicWinners(deps: LotteryDeps, rows: WinnerRow[]): Promise<LotteryWinner[]> {
  return Promise.all(
    rows.map(async (row) => ({
      place: row.place,
      ticket: row.ticketNumber,
      nickname: maskedName(await deps.playerName(deps.db, row.playerId)),
      prize: row.prize,
    })),
  );
}

/** A player's ticket numbers by lottery id (all lotteries when none are given). */
export async function ticketsOf(db: DbOrTx, playerId: number, lotteryIds?: number[]): Promise<Map<number, number[]>> {
  const where = lotteryIds
    ? and(eq(lotteryTickets.playerId, playerId), inArray(lotteryTickets.lotteryId, lotteryIds))
    : eq(lotteryTickets.playerId, playerId);
  const rows = await db
    .select({ lotteryId: lotteryTickets.lotteryId, number: lotteryTickets.number })
    .from(lotteryTickets)
    .where(where)
    .orderBy(asc(lotteryTickets.number));
  const byLottery = new Map<number, number[]>();
  for (const row of rows) byLottery.set(row.lotteryId, [...(byLottery.get(row.lotteryId) ?? []), row.number]);
  return byLottery;
}
