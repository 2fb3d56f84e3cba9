import { and, asc, eq, getTableColumns, gt, inArray, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { chunked } from '../db/chunks';
import type { DbOrTx, Tx } from '../db/client';
import type { DomainEvent } from '../events/outbox';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import { betPlacedPayloadSchema, betRolledBackPayloadSchema, WALLET_EVENTS } from '../wallet';
import type { CompetitionDeps } from './context';
import { foldCompetitionEvents, stakeIn, type CompetitionEvent, type FoldOutcome, type FoldState } from './fold';
import type { TopBoard } from './leaderboard';
import { moveBands, placesOf } from './ranking';
import { payOwedPrizes, recordQuestPrizes } from './prizes';
import { tournamentAwards, tournamentContributions, tournamentEntries, tournamentProcessedEvents, tournaments } from './tables';

type EntryRow = typeof tournamentEntries.$inferSelect;

/** The engine's dependencies and the cached leaderboard tops its commits refresh (decision 071). */
type ScoringDeps = CompetitionDeps & { board: TopBoard };

/** The wallet events the engine consumes, in one batch handler (docs/decisions/073-batched-engine-consumers.md). */
export const SCORED_EVENTS = [WALLET_EVENTS.betPlaced, WALLET_EVENTS.winCredited, WALLET_EVENTS.betRolledBack] as const;

/** Rows a multi-row statement carries (each row a dozen parameters at most, under the 65,535 a statement holds). */
const ROWS_PER_STATEMENT = 2_000;

const winPayload = z.object({
  transaction_id: z.number().int(),
  amount_cents: z.number().int().nonnegative(),
  bet_transaction_id: z.number().int().nullable(),
});
/** A batch's events the engine reads, in order, with their players; what cannot count is left out without a query. */
function parseEvents(events: readonly DomainEvent[]): (CompetitionEvent & { playerId: number })[] {
  return events.flatMap((event): (CompetitionEvent & { playerId: number })[] => {
    const playerId = event.playerId;
    if (playerId === null) return [];
    const at = event.createdAt;
    if (event.type === WALLET_EVENTS.betPlaced) {
      const parsed = betPlacedPayloadSchema.safeParse(event.payload);
      // A stake of nothing (a free spin) counts in no tournament.
      if (!parsed.success || parsed.data.amount_cents === 0) return [];
      const { data } = parsed;
      const game = {
        gameIdentifier: data.game_identifier ?? null,
        provider: data.provider ?? null,
        categories: data.categories ?? [],
      };
      return [
        { kind: 'bet', id: data.transaction_id, playerId, currency: data.currency, amountCents: data.amount_cents, game, at },
      ];
    }
    if (event.type === WALLET_EVENTS.winCredited) {
      const parsed = winPayload.safeParse(event.payload);
      if (!parsed.success || parsed.data.bet_transaction_id === null) return [];
      const { transaction_id: id, amount_cents: amountCents, bet_transaction_id: betId } = parsed.data;
      return [{ kind: 'win', id, betId, amountCents, playerId, at }];
    }
    if (event.type === WALLET_EVENTS.betRolledBack) {
      const parsed = betRolledBackPayloadSchema.safeParse(event.payload);
      if (!parsed.success) return [];
      return [{ kind: 'rollback', id: parsed.data.transaction_id, betId: parsed.data.bet_transaction_id, playerId, at }];
    }
    return [];
  });
}

/**
 * The tournaments a batch may touch, read once: those running at some instant of the batch's bets,
 * and those its wins and rollbacks have contributions in (ended or canceled ones too), each with
 * whether its end was awarded.
 */
async function tournamentsOf(tx: DbOrTx, bets: readonly { at: Date }[], laterBetIds: readonly number[]) {
  const awarded = tx
    .select({ id: tournamentAwards.tournamentId })
    .from(tournamentAwards)
    .where(eq(tournamentAwards.tournamentId, tournaments.id));
  const times = bets.map((bet) => bet.at.getTime());
  const conditions: (SQL | undefined)[] = [];
  if (times.length > 0) {
    const [first, last] = [new Date(Math.min(...times)), new Date(Math.max(...times))];
    conditions.push(
      and(lte(tournaments.startAt, last), gt(tournaments.endAt, first), isNull(tournaments.canceledAt), notExists(awarded)),
    );
  }
  if (laterBetIds.length > 0) {
    const touched = tx
      .select({ id: tournamentContributions.tournamentId })
      .from(tournamentContributions)
      .where(inArray(tournamentContributions.betTransactionId, [...laterBetIds]));
    conditions.push(inArray(tournaments.id, touched));
  }
  return tx
    .select({ ...getTableColumns(tournaments), awarded: sql<boolean>`exists (${awarded})` })
    .from(tournaments)
    .where(or(...conditions));
}

/** The players' groups, asked once per player whose bet may count in a tournament with groups (VAL-23). */
async function groupsOf(deps: CompetitionDeps, candidates: FoldState['tournaments'], bets: readonly CompetitionEvent[]) {
  const grouped = candidates.filter((t) => t.groupIds.length > 0);
  const players = new Set(
    bets.flatMap((bet) =>
      bet.kind === 'bet' && grouped.some((t) => stakeIn(t, bet, t.groupIds) !== null) ? [bet.playerId] : [],
    ),
  );
  const groups = new Map<number, number[]>();
  for (const playerId of players) groups.set(playerId, await deps.groupsOf(playerId));
  return groups;
}

/** The entries the batch may change, locked in key order (two processes never wait on each other in a circle). */
async function lockEntries(tx: Tx, tournamentIds: number[], players: number[], laterBetIds: number[]) {
  const e = tournamentEntries;
  const c = tournamentContributions;
  const ofLater =
    laterBetIds.length > 0
      ? inArray(e.playerId, tx.select({ id: c.playerId }).from(c).where(inArray(c.betTransactionId, laterBetIds)))
      : undefined;
  return tx
    .select()
    .from(e)
    .where(and(inArray(e.tournamentId, tournamentIds), or(inArray(e.playerId, players), ofLater)))
    .orderBy(asc(e.tournamentId), asc(e.playerId))
    .for('update');
}

/**
 * The contributions of the batch's bets, and for a rollback in a best-multiplier race every
 * contribution of its player there (the score is recomputed from the bets left).
 */
async function contributionsOf(tx: Tx, betIds: number[], rankedByMultiplier: number[], rollbackPlayers: number[]) {
  const c = tournamentContributions;
  const recompute =
    rankedByMultiplier.length > 0 && rollbackPlayers.length > 0
      ? and(inArray(c.tournamentId, rankedByMultiplier), inArray(c.playerId, rollbackPlayers))
      : undefined;
  return tx
    .select()
    .from(c)
    .where(or(inArray(c.betTransactionId, betIds), recompute));
}

/** Inserts rows in slices; throws when some were there already (another process got there first: the batch is retried event by event). */
async function insertAllNew<T>(rows: readonly T[], insert: (slice: T[]) => Promise<unknown[]>, what: string) {
  for (const slice of chunked(rows, ROWS_PER_STATEMENT)) {
    const inserted = await insert(slice);
    if (inserted.length !== slice.length) throw new Error(`competitions batch raced another process on ${what}`);
  }
}

const ts = (at: Date | null) => (at ? sql`${at.toISOString()}::timestamptz` : sql`null::timestamptz`);

/** Writes the folded entries: existing rows (locked) with one UPDATE ... FROM (VALUES ...), new ones with one INSERT. */
async function writeEntries(tx: Tx, changes: FoldOutcome['entries']) {
  const e = tournamentEntries;
  const created = changes.filter((c) => c.before === undefined).map((c) => c.after);
  await insertAllNew(
    created,
    (slice) => tx.insert(e).values(slice).onConflictDoNothing().returning({ id: e.playerId }),
    'entries',
  );
  for (const slice of chunked(
    changes.filter((c) => c.before !== undefined).map((c) => c.after),
    ROWS_PER_STATEMENT,
  )) {
    const values = sql.join(
      slice.map(
        (r) =>
          sql`(${r.tournamentId}::bigint, ${r.playerId}::bigint, ${r.score}::bigint, ${r.betsCents}::bigint, ${r.betsCount}::int,
            ${r.betCurrency}::text, ${r.questBetsCents}::bigint, ${ts(r.reachedAt)})`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update ${e} set score = v.score, bets_cents = v.bets_cents, bets_count = v.bets_count,
      bet_currency = v.bet_currency, quest_bets_cents = v.quest_bets_cents, reached_at = v.reached_at
      from (values ${values}) as v(tournament_id, player_id, score, bets_cents, bets_count, bet_currency, quest_bets_cents, reached_at)
      where ${e.tournamentId} = v.tournament_id and ${e.playerId} = v.player_id`);
  }
}

/** Writes the folded contributions: the new ones with one INSERT, the wins and rollbacks of known ones with one UPDATE. */
async function writeContributions(tx: Tx, outcome: FoldOutcome) {
  const c = tournamentContributions;
  await insertAllNew(
    outcome.newContributions,
    (slice) => tx.insert(c).values(slice).onConflictDoNothing().returning({ id: c.betTransactionId }),
    'contributions',
  );
  for (const slice of chunked(outcome.changedContributions, ROWS_PER_STATEMENT)) {
    const values = sql.join(
      slice.map(
        (r) =>
          sql`(${r.tournamentId}::bigint, ${r.betTransactionId}::bigint, ${r.winCents}::bigint, ${r.rolledBack}::boolean, ${ts(r.scoredAt)})`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update ${c} set win_cents = v.win_cents, rolled_back = v.rolled_back, scored_at = v.scored_at
      from (values ${values}) as v(tournament_id, bet_transaction_id, win_cents, rolled_back, scored_at)
      where ${c.tournamentId} = v.tournament_id and ${c.betTransactionId} = v.bet_transaction_id`);
  }
}

/** Publishes each changed entry's final place and score on `tournaments_statuses` (RT-09), one push per entry. */
async function pushStatuses(tx: Tx, outbox: CompetitionDeps['outbox'], entries: readonly EntryRow[]) {
  const places = await placesOf(tx, entries);
  await outbox.publishAll(
    tx,
    entries.map((entry) => ({
      type: REALTIME_PUSH_EVENT,
      playerId: entry.playerId,
      payload: {
        channel: 'tournaments_statuses',
        data: {
          tournament_id: entry.tournamentId,
          bets: entry.betsCents,
          score: entry.score,
          award_place: places.get(`${entry.tournamentId}:${entry.playerId}`) ?? null,
        },
      },
    })),
  );
}

/** Writes what a batch folded to, in its transaction; answers how many quest prizes it left owed. */
async function writeOutcome(tx: Tx, deps: CompetitionDeps, outcome: FoldOutcome): Promise<number> {
  const p = tournamentProcessedEvents;
  await insertAllNew(
    outcome.processed,
    (slice) => tx.insert(p).values(slice).onConflictDoNothing().returning({ id: p.transactionId }),
    'handled keys',
  );
  await writeContributions(tx, outcome);
  await writeEntries(tx, outcome.entries);
  await moveBands(
    tx,
    outcome.entries.map(({ before, after }) => ({
      tournamentId: after.tournamentId,
      before: before?.score ?? 0,
      after: after.score,
    })),
  );
  const owed = await recordQuestPrizes(tx, outcome.levels, deps.clock.now());
  await pushStatuses(
    tx,
    deps.outbox,
    outcome.entries.map((change) => change.after),
  );
  return owed;
}

/**
 * `bet.placed`, `win.credited` and `bet.rolled_back` of a leased batch, in one transaction
 * (decision 073): the tournaments, the entries (locked), the contributions of the batch's bets and
 * their handled keys read once; the events folded in order (foldCompetitionEvents: a bet counts
 * in every running tournament it qualifies for, once per transaction id, and nowhere once rolled
 * back; a win raises a best-multiplier score; a rollback takes its bet's part back); each table
 * written with one statement; one status push per changed entry; the leaderboard tops told once.
 * Quest levels the batch completed are recorded with it and their prizes paid after commit.
 */
export async function onEvents(deps: ScoringDeps, events: readonly DomainEvent[]): Promise<void> {
  const parsed = parseEvents(events);
  const bets = parsed.filter((event) => event.kind === 'bet');
  const laterBetIds = [...new Set(parsed.flatMap((event) => (event.kind === 'bet' ? [] : [event.betId])))];
  if (bets.length === 0 && laterBetIds.length === 0) return;
  // Read before the transaction, as the player's groups are (another domain's read, on its own connection).
  const candidates = await tournamentsOf(deps.db, bets, laterBetIds);
  if (candidates.length === 0 && !parsed.some((event) => event.kind === 'rollback')) return;
  const groups = await groupsOf(deps, candidates, bets);
  const players = [...new Set(parsed.map((event) => event.playerId))];
  const rollbackPlayers = [...new Set(parsed.flatMap((event) => (event.kind === 'rollback' ? [event.playerId] : [])))];
  const multiplier = candidates.filter((t) => t.strategy === 'best_multiplier').map((t) => t.id);
  const ids = [...new Set([...parsed.map((event) => event.id), ...laterBetIds])];
  const betIds = [...new Set([...bets.map((bet) => bet.id), ...laterBetIds])];
  const changed: EntryRow[] = [];
  const owed = await deps.db.transaction(async (tx) => {
    const p = tournamentProcessedEvents;
    const state: FoldState = {
      tournaments: candidates,
      groups,
      entries:
        candidates.length > 0
          ? await lockEntries(
              tx,
              candidates.map((t) => t.id),
              players,
              laterBetIds,
            )
          : [],
      contributions: candidates.length > 0 ? await contributionsOf(tx, betIds, multiplier, rollbackPlayers) : [],
      processed: await tx.select({ transactionId: p.transactionId, kind: p.kind }).from(p).where(inArray(p.transactionId, ids)),
    };
    const outcome = foldCompetitionEvents(state, parsed);
    changed.push(...outcome.entries.map((change) => change.after));
    return writeOutcome(tx, deps, outcome);
  });
  deps.board.changed(changed);
  deps.outbox.kick();
  if (owed > 0) await payOwedPrizes(deps);
}
