import { tournamentStatus, type Lottery, type LotteryWinner } from '@casino/contracts';
import type { lotteries } from './tables';

export type LotteryRow = typeof lotteries.$inferSelect;

/** A lottery as players see it (LOTT-02); the seed only once drawn. */
export function lotteryView(row: LotteryRow, winners: LotteryWinner[], now: Date): Lottery {
  const status = tournamentStatus(row.startAt, row.endAt, now);
  return {
    id: row.id,
    frontend_identifier: row.frontendIdentifier,
    title: row.title,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    group_ids: row.groupIds,
    in_progress: status === 'active',
    status,
    currency: row.currency,
    prizes: [...row.prizes].sort((a, b) => a.place - b.place),
    tickets_count: row.ticketsCount,
    server_seed_hash: row.serverSeedHash,
    server_seed: row.drawnAt ? row.serverSeed : null,
    drawn_at: row.drawnAt?.toISOString() ?? null,
    winners,
    canceled: row.canceledAt !== null,
  };
}

/** Whether a player (null: a guest) may see a lottery: not canceled, and no groups or one of theirs. */
export function visibleTo(row: Pick<LotteryRow, 'groupIds' | 'canceledAt'>, groups: readonly number[] | null): boolean {
  if (row.canceledAt) return false;
  if (row.groupIds.length === 0) return true;
  return groups !== null && row.groupIds.some((g) => groups.includes(g));
}
