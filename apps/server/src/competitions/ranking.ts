import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { tournamentContributions, tournamentEntries, tournamentScoreBands, tournaments } from './tables';

type EntryRow = typeof tournamentEntries.$inferSelect;

/**
 * The ranking order (docs/decisions/050-tournaments.md): the higher score first; at equal scores
 * the one who reached it earlier; then the lower player id. Entries with a score of 0 are unranked.
 */
const RANK_ORDER = [desc(tournamentEntries.score), asc(tournamentEntries.reachedAt), asc(tournamentEntries.playerId)];

/** Mantissa bits of a score band: 64 bands per doubling of the score. */
const BAND_BITS = 6;
const BAND_SPAN = 2 ** BAND_BITS;

/**
 * The band of a ranked score (decision 071): every score below 128 is a band of its own; above,
 * the score's leading 7 bits name it (64 bands per doubling, each under 1.6 % wide). Integer
 * arithmetic only, the same as BAND_SQL and migration 0036's backfill. Null for 0 (unranked).
 */
export function scoreBand(score: number): number | null {
  if (!Number.isSafeInteger(score) || score <= 0) return null;
  if (score < 2 * BAND_SPAN) return score;
  const big = BigInt(score);
  const e = big.toString(2).length - 1;
  const mantissa = Number((big >> BigInt(e - BAND_BITS)) & BigInt(BAND_SPAN - 1));
  return BAND_SPAN + (e - BAND_BITS) * BAND_SPAN + mantissa;
}

/** The lowest score of a band (the inverse of scoreBand's first score). */
export function bandFloor(band: number): number {
  if (band < 2 * BAND_SPAN) return band;
  const e = BAND_BITS + Math.floor((band - BAND_SPAN) / BAND_SPAN);
  return (BAND_SPAN + ((band - BAND_SPAN) % BAND_SPAN)) * 2 ** (e - BAND_BITS);
}

/** scoreBand in SQL, over `tournament_entries` (the exactness check recomputes the bands with it). */
const BAND_SQL = sql`case when ${tournamentEntries.score} < 128 then ${tournamentEntries.score}::int
  else (64 + (64 - position('1' in ${tournamentEntries.score}::bit(64)::text) - 6) * 64
    + ((${tournamentEntries.score} >> (64 - position('1' in ${tournamentEntries.score}::bit(64)::text) - 6)) & 63))::int end`;

/**
 * Moves entries between bands after their scores went from `before` to `after`, in the
 * transaction that changed them (their rows locked there, so the moves are serialized): the net
 * change of each band, the decrements with one UPDATE and the increments with one upsert.
 */
export async function moveBands(
  tx: Tx,
  moves: readonly { tournamentId: number; before: number; after: number }[],
): Promise<void> {
  const net = new Map<string, { tournamentId: number; band: number; delta: number }>();
  const add = (tournamentId: number, band: number | null, delta: number) => {
    if (band === null) return;
    const key = `${tournamentId}:${band}`;
    const row = net.get(key) ?? { tournamentId, band, delta: 0 };
    row.delta += delta;
    net.set(key, row);
  };
  for (const move of moves) {
    const from = scoreBand(move.before);
    const to = scoreBand(move.after);
    if (from === to) continue;
    add(move.tournamentId, from, -1);
    add(move.tournamentId, to, 1);
  }
  const rows = [...net.values()];
  const b = tournamentScoreBands;
  const down = rows.filter((r) => r.delta < 0);
  const up = rows.filter((r) => r.delta > 0);
  if (down.length > 0) {
    const values = sql.join(
      down.map((r) => sql`(${r.tournamentId}::bigint, ${r.band}::int, ${-r.delta}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update ${b} set entries = ${b.entries} - v.taken
      from (values ${values}) as v(tournament_id, band, taken)
      where ${b.tournamentId} = v.tournament_id and ${b.band} = v.band`);
  }
  if (up.length > 0)
    await tx
      .insert(b)
      .values(up.map((r) => ({ tournamentId: r.tournamentId, band: r.band, entries: r.delta })))
      .onConflictDoUpdate({ target: [b.tournamentId, b.band], set: { entries: sql`${b.entries} + excluded.entries` } });
}

/**
 * The places of several entries (as placeOf, one statement for all): keyed `tournamentId:playerId`;
 * an entry with a score of 0 has none.
 */
export async function placesOf(
  tx: DbOrTx,
  entries: readonly Pick<EntryRow, 'tournamentId' | 'playerId' | 'score' | 'reachedAt'>[],
): Promise<Map<string, number>> {
  const ranked = entries.flatMap((entry) => {
    const band = scoreBand(entry.score);
    return band === null || !entry.reachedAt ? [] : [{ ...entry, band, reachedAt: entry.reachedAt }];
  });
  if (ranked.length === 0) return new Map();
  const e = tournamentEntries;
  const b = tournamentScoreBands;
  const values = sql.join(
    ranked.map(
      (r) =>
        sql`(${r.tournamentId}::bigint, ${r.playerId}::bigint, ${r.score}::bigint, ${r.band}::int, ${bandFloor(r.band + 1)}::bigint,
          ${r.reachedAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const rows = await tx
    .select({
      key: sql<string>`v.tournament_id::text || ':' || v.player_id::text`,
      place: sql<number>`((select coalesce(sum(${b.entries}), 0)::int from ${b} where ${b.tournamentId} = v.tournament_id and ${b.band} > v.band)
        + (select count(*)::int from ${e} where ${e.tournamentId} = v.tournament_id and ${e.score} > v.score and ${e.score} < v.ceiling)
        + (select count(*)::int from ${e} where ${e.tournamentId} = v.tournament_id and ${e.score} = v.score
            and (${e.reachedAt}, ${e.playerId}) < (v.reached_at, v.player_id))
        + 1)::int`,
    })
    .from(sql`(values ${values}) as v(tournament_id, player_id, score, band, ceiling, reached_at)`);
  return new Map(rows.map((row) => [row.key, Number(row.place)]));
}

/**
 * The entry's place (1 = first), or null while its score is 0: the ranked entries of the bands
 * above its own (a sum over the band rows), then those of its own band with a higher score, then
 * those with the same score reached earlier (or at the same instant by a lower id). The two
 * counts each read a range of the rank index no wider than one band (decision 071), one
 * statement in all.
 */
export async function placeOf(db: DbOrTx, entry: Pick<EntryRow, 'tournamentId' | 'playerId' | 'score' | 'reachedAt'>) {
  const band = scoreBand(entry.score);
  if (band === null || !entry.reachedAt) return null;
  const e = tournamentEntries;
  const b = tournamentScoreBands;
  const reached = entry.reachedAt.toISOString();
  const ceiling = bandFloor(band + 1);
  const [row] = await db
    .select({
      above: sql<number>`(select coalesce(sum(${b.entries}), 0)::int from ${b} where ${b.tournamentId} = ${entry.tournamentId} and ${b.band} > ${band})`,
      higher: sql<number>`(select count(*)::int from ${e} where ${e.tournamentId} = ${entry.tournamentId}
        and ${e.score} > ${entry.score} and ${e.score} < ${ceiling})`,
      level: sql<number>`(select count(*)::int from ${e} where ${e.tournamentId} = ${entry.tournamentId} and ${e.score} = ${entry.score}
        and (${e.reachedAt}, ${e.playerId}) < (${reached}::timestamptz, ${entry.playerId}))`,
    })
    .from(sql`(select 1) as one`);
  return (row?.above ?? 0) + (row?.higher ?? 0) + (row?.level ?? 0) + 1;
}

/** A band whose stored count differs from the entries' (the read model's exactness check). */
export interface BandDifference {
  band: number;
  stored: number;
  recomputed: number;
}

/** Recomputes a tournament's band counts from its entries and answers the bands that differ. */
export async function checkBands(db: DbOrTx, tournamentId: number): Promise<BandDifference[]> {
  const e = tournamentEntries;
  const recomputed = await db
    .select({ band: sql<number>`${BAND_SQL}`.as('band'), entries: sql<number>`count(*)::int` })
    .from(e)
    .where(and(eq(e.tournamentId, tournamentId), gt(e.score, 0)))
    .groupBy(sql`1`);
  const stored = await db
    .select({ band: tournamentScoreBands.band, entries: tournamentScoreBands.entries })
    .from(tournamentScoreBands)
    .where(eq(tournamentScoreBands.tournamentId, tournamentId));
  const want = new Map(recomputed.map((r) => [r.band, r.entries]));
  const have = new Map(stored.map((r) => [r.band, r.entries]));
  const differences: BandDifference[] = [];
  for (const band of new Set([...want.keys(), ...have.keys()])) {
    const w = want.get(band) ?? 0;
    const h = have.get(band) ?? 0;
    if (w !== h) differences.push({ band, stored: h, recomputed: w });
  }
  return differences.sort((x, y) => x.band - y.band);
}

/** Rewrites a tournament's bands from its entries (entries written outside the engine: the bench's board). */
export async function rebuildBands(db: DbOrTx, tournamentId: number): Promise<void> {
  const e = tournamentEntries;
  await db.delete(tournamentScoreBands).where(eq(tournamentScoreBands.tournamentId, tournamentId));
  await db.execute(sql`insert into ${tournamentScoreBands} (tournament_id, band, entries)
    select ${e.tournamentId}, ${BAND_SQL}, count(*)::int from ${e}
    where ${e.tournamentId} = ${tournamentId} and ${e.score} > 0 group by 1, 2`);
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
