import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { tournamentContributions, tournamentEntries, tournaments } from './tables';

type EntryRow = typeof tournamentEntries.$inferSelect;

/**
 * The ranking order (docs/decisions/050-tournaments.md): the higher score first; at equal scores
 * the one who reached it earlier; then the lower player id. Entries with a score of 0 are unranked.
 */
const RANK_ORDER = [desc(tournamentEntries.score), asc(tournamentEntries.reachedAt), asc(tournamentEntries.playerId)];

/**
 * The entry's place (1 = first), or null while its score is 0: the entries with a higher score,
 * then those with the same score reached earlier (or at the same instant by a lower id). Two
 * counts, each a range of the rank index, rather than one disjunction the planner scans the
 * tournament's rows for.
 */
export async function placeOf(db: DbOrTx, entry: Pick<EntryRow, 'tournamentId' | 'playerId' | 'score' | 'reachedAt'>) {
  if (entry.score <= 0 || !entry.reachedAt) return null;
  const e = tournamentEntries;
  const reached = entry.reachedAt.toISOString();
  const [row] = await db
    .select({
      higher: sql<number>`(select count(*)::int from ${e} where ${e.tournamentId} = ${entry.tournamentId} and ${e.score} > ${entry.score})`,
      level: sql<number>`(select count(*)::int from ${e} where ${e.tournamentId} = ${entry.tournamentId} and ${e.score} = ${entry.score}
        and (${e.reachedAt}, ${e.playerId}) < (${reached}::timestamptz, ${entry.playerId}))`,
    })
    .from(sql`(select 1) as one`);
  return (row?.higher ?? 0) + (row?.level ?? 0) + 1;
}

/** The first `limit` ranked entries, in order. */
export async function topEntries(db: DbOrTx, tournamentId: number, limit: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), gt(tournamentEntries.score, 0)))
    .orderBy(...RANK_ORDER)
    .limit(limit);
}

export async function entryOf(db: DbOrTx, tournamentId: number, playerId: number): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.playerId, playerId)));
  return row;
}

/** An entry whose stored figures differ from those recomputed from its contributions. */
export interface ScoreDifference {
  playerId: number;
  stored: { score: number; bets_cents: number; bets_count: number };
  recomputed: { score: number; bets_cents: number; bets_count: number };
}

/**
 * The exactness check: recomputes every entry of a tournament from its stored contributions
 * (the bets not rolled back) and answers the entries that differ; none when the leaderboard is exact.
 */
export async function checkLeaderboard(db: DbOrTx, tournamentId: number): Promise<ScoreDifference[]> {
  const [t] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!t) return [];
  const c = tournamentContributions;
  const live = sql`not ${c.rolledBack}`;
  const recomputed = await db
    .select({
      playerId: c.playerId,
      sum: sql<string>`coalesce(sum(${c.stakeCents}) filter (where ${live}), 0)`,
      count: sql<number>`(count(*) filter (where ${live}))::int`,
      best: sql<string>`coalesce(max(${c.winCents} * 100 / ${c.nativeCents}) filter (where ${live}), 0)`,
    })
    .from(c)
    .where(eq(c.tournamentId, tournamentId))
    .groupBy(c.playerId);
  const stored = new Map(
    (await db.select().from(tournamentEntries).where(eq(tournamentEntries.tournamentId, tournamentId))).map((e) => [
      e.playerId,
      e,
    ]),
  );
  const differences: ScoreDifference[] = [];
  for (const r of recomputed) {
    const sum = Number(r.sum);
    const score = t.strategy === 'bet_sum' ? sum : t.strategy === 'bet_count' ? r.count : Number(r.best);
    const entry = stored.get(r.playerId);
    const have = { score: entry?.score ?? 0, bets_cents: entry?.betsCents ?? 0, bets_count: entry?.betsCount ?? 0 };
    const want = { score, bets_cents: sum, bets_count: r.count };
    if (have.score !== want.score || have.bets_cents !== want.bets_cents || have.bets_count !== want.bets_count) {
      differences.push({ playerId: r.playerId, stored: have, recomputed: want });
    }
  }
  return differences;
}
