import {
  parseQuest,
  questLevels,
  type QuestProgress,
  STAFF_LEADERBOARD_SIZE,
  type StaffTournamentBoard,
  type Tournament,
  type TournamentInput,
  type TournamentPlayerStatus,
} from '@casino/contracts';
import { and, asc, desc, eq, gt, gte, isNull, lte } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { recordStaffAction, type StaffSession } from '../staff';
import type { CompetitionDeps } from './context';
import { awardEnded, prizeKeyOf, questThresholds } from './prizes';
import { createTopBoard, LEADERBOARD_SIZE } from './leaderboard';
import { checkBands, checkLeaderboard, entryOf, placeOf, topEntries, type BandDifference, type ScoreDifference } from './ranking';
import { onEvents, SCORED_EVENTS } from './scoring';
import { tournamentEntries, tournamentPrizesPaid, tournaments } from './tables';
import { columnsOf, statusView, tournamentView, visibleTo } from './views';

export type { CompetitionDeps } from './context';
export type { BandDifference, ScoreDifference } from './ranking';

/** GET /api/tournaments/recent: tournaments that ended within this many days (API-095). */
const RECENT_DAYS = 30;

type TournamentRow = typeof tournaments.$inferSelect;

/** Tournaments and quests (docs/decisions/050-tournaments.md, 051-quest-ladders.md). */
export interface CompetitionService {
  /** Future and active tournaments the caller (null: a guest) may see (API-090). */
  list(playerId: number | null): Promise<Tournament[]>;
  /** Ended within RECENT_DAYS (API-095). */
  recent(playerId: number | null): Promise<Tournament[]>;
  /** One tournament; 404 when unknown, canceled or hidden from the caller (API-091). */
  get(id: number, playerId: number | null): Promise<Tournament>;
  /** The player's standing and the top of the leaderboard (API-094). */
  status(id: number, playerId: number): Promise<TournamentPlayerStatus>;
  /** The tournaments the player is in, with their top players (API-093). */
  player(playerId: number): Promise<{ id: number; top_players: { award_place: number; nickname: string }[] }[]>;
  /** Joins a tournament that asks for confirmation (TOUR-08, API-092); again is harmless. */
  confirm(id: number, playerId: number): Promise<TournamentPlayerStatus>;
  /** A quest's ladder in the player's currency and its level states (QUEST-11). */
  questProgress(id: number, playerId: number): Promise<QuestProgress>;
  /** Operators: every tournament, newest first. */
  all(): Promise<Tournament[]>;
  create(actor: StaffSession, input: TournamentInput, ip: string): Promise<Tournament>;
  /** Replaces the configuration; refused (409) once the tournament has started. */
  update(actor: StaffSession, id: number, input: TournamentInput, ip: string): Promise<Tournament>;
  /** Cancels a tournament that has not ended: no score counts any more and nothing is awarded. */
  cancel(actor: StaffSession, id: number, ip: string): Promise<Tournament>;
  /** Awards every ended tournament once and pays owed prizes (scheduled). */
  awardEnded(): Promise<number>;
  /** Operators: the top STAFF_LEADERBOARD_SIZE, unmasked, and each prize recorded with its payment (TOUR-12). */
  staffBoard(id: number): Promise<StaffTournamentBoard>;
  /** The exactness check: entries that differ from a recomputation from the stored bets. */
  check(id: number): Promise<ScoreDifference[]>;
  /** The read model's check: score bands whose count differs from the entries', and whether the top served differs from the ranking. */
  checkReadModel(id: number): Promise<{ bands: BandDifference[]; topDiffers: boolean }>;
  subscribe(): void;
}

export function createCompetitionService(deps: CompetitionDeps): CompetitionService {
  const { db, clock } = deps;
  const board = createTopBoard(db, deps);
  const groupsOf = async (playerId: number | null) => (playerId === null ? null : deps.groupsOf(playerId));
  const rowOf = async (id: number): Promise<TournamentRow> => {
    const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
    if (!row) throw notFound('tournament not found');
    return row;
  };
  const visibleRow = async (id: number, playerId: number | null): Promise<TournamentRow> => {
    const row = await rowOf(id);
    if (!(await visibleTo(row, () => groupsOf(playerId)))) throw notFound('tournament not found');
    return row;
  };
  /** The cached top and, by the index, the caller's row and place and name (decision 071). */
  const statusOf = async (id: number, playerId: number) => {
    const [top, entry, own] = await Promise.all([board.top(id), entryOf(db, id, playerId), deps.namesOf([playerId])]);
    const place = entry ? await placeOf(db, entry) : null;
    const names = new Map([...top.names, ...own]);
    return statusView(id, top.rows, names, { entry, place, playerId });
  };
  const visibleList = async (rows: TournamentRow[], playerId: number | null) => {
    const groups = await groupsOf(playerId);
    const shown = await Promise.all(rows.map((row) => visibleTo(row, () => groups)));
    return rows.filter((_row, i) => shown[i]).map((row) => tournamentView(row, clock.now()));
  };
  const audited = async (
    actor: StaffSession,
    ip: string,
    action: string,
    run: (tx: Tx) => Promise<{ before: TournamentRow | null; after: TournamentRow }>,
  ) => {
    const now = clock.now();
    const after = await db.transaction(async (tx) => {
      const change = await run(tx);
      await recordStaffAction(tx, {
        actor,
        action,
        subjectKind: 'tournament',
        subjectId: change.after.id,
        before: change.before,
        after: change.after,
        ip,
        at: now,
      });
      return change.after;
    });
    return tournamentView(after, now);
  };

  return {
    async list(playerId) {
      const rows = await db
        .select()
        .from(tournaments)
        .where(gt(tournaments.endAt, clock.now()))
        .orderBy(asc(tournaments.startAt));
      return visibleList(rows, playerId);
    },
    async recent(playerId) {
      const now = clock.now();
      const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
      const rows = await db
        .select()
        .from(tournaments)
        .where(and(lte(tournaments.endAt, now), gte(tournaments.endAt, since)))
        .orderBy(desc(tournaments.endAt));
      return visibleList(rows, playerId);
    },
    get: async (id, playerId) => tournamentView(await visibleRow(id, playerId), clock.now()),
    async status(id, playerId) {
      await visibleRow(id, playerId);
      return statusOf(id, playerId);
    },
    async player(playerId) {
      const now = clock.now();
      const rows = await db
        .select({ id: tournaments.id })
        .from(tournamentEntries)
        .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
        .where(and(eq(tournamentEntries.playerId, playerId), gt(tournaments.endAt, now), isNull(tournaments.canceledAt)));
      return Promise.all(
        rows.map(async ({ id }) => {
          const status = await statusOf(id, playerId);
          return { id, top_players: status.top_players.map(({ award_place, nickname }) => ({ award_place, nickname })) };
        }),
      );
    },
    async confirm(id, playerId) {
      const row = await visibleRow(id, playerId);
      const now = clock.now();
      if (now >= row.endAt) throw conflict('the tournament has ended');
      await db.insert(tournamentEntries).values({ tournamentId: id, playerId, confirmedAt: now }).onConflictDoNothing();
      await db
        .update(tournamentEntries)
        .set({ confirmedAt: now })
        .where(
          and(
            eq(tournamentEntries.tournamentId, id),
            eq(tournamentEntries.playerId, playerId),
            isNull(tournamentEntries.confirmedAt),
          ),
        );
      return statusOf(id, playerId);
    },
    async questProgress(id, playerId) {
      const row = await visibleRow(id, playerId);
      const quest = parseQuest(row.frontendIdentifier);
      if (!quest) throw notFound('quest not found');
      const entry = await entryOf(db, id, playerId);
      const shown = entry?.betCurrency ?? (await deps.currencyOf(playerId));
      const thresholds = questThresholds(row, shown);
      const total = entry?.questBetsCents ?? 0;
      return {
        tournament_id: id,
        size: quest.size,
        currency: shown,
        bets: total,
        levels: questLevels(quest.size, thresholds, total),
      };
    },
    async all() {
      const rows = await db.select().from(tournaments).orderBy(desc(tournaments.id));
      return rows.map((row) => tournamentView(row, clock.now()));
    },
    create: (actor, input, ip) =>
      audited(actor, ip, 'tournament.create', async (tx) => {
        const now = clock.now();
        const [after] = await tx
          .insert(tournaments)
          .values({ ...columnsOf(input), createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning();
        if (!after) throw conflict('frontend_identifier is taken');
        return { before: null, after };
      }),
    update: (actor, id, input, ip) =>
      audited(actor, ip, 'tournament.update', async (tx) => {
        const [before] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
        if (!before) throw notFound('tournament not found');
        const now = clock.now();
        if (before.startAt <= now || before.canceledAt) throw conflict('the tournament has started: it can no longer be changed');
        const [after] = await tx
          .update(tournaments)
          .set({ ...columnsOf(input), updatedAt: now })
          .where(eq(tournaments.id, id))
          .returning();
        if (!after) throw notFound('tournament not found');
        return { before, after };
      }),
    cancel: (actor, id, ip) =>
      audited(actor, ip, 'tournament.cancel', async (tx) => {
        const [before] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
        if (!before) throw notFound('tournament not found');
        const now = clock.now();
        if (before.canceledAt || before.endAt <= now) throw conflict('the tournament has ended or is canceled');
        const [after] = await tx
          .update(tournaments)
          .set({ canceledAt: now, updatedAt: now })
          .where(eq(tournaments.id, id))
          .returning();
        if (!after) throw notFound('tournament not found');
        return { before, after };
      }),
    awardEnded: () => awardEnded(deps),
    async staffBoard(id) {
      await rowOf(id);
      const [rows, prizes] = await Promise.all([
        topEntries(db, id, STAFF_LEADERBOARD_SIZE),
        db
          .select()
          .from(tournamentPrizesPaid)
          .where(eq(tournamentPrizesPaid.tournamentId, id))
          .orderBy(asc(tournamentPrizesPaid.place), asc(tournamentPrizesPaid.playerId)),
      ]);
      const names = await deps.namesOf(rows.map((row) => row.playerId));
      const awards = await Promise.all(
        prizes.map(async (prize) => {
          const posted =
            prize.prize.kind === 'money' && prize.paidAt
              ? await deps.wallet.postedUnderKey({
                  key: prizeKeyOf(prize),
                  kind: 'promotion_prize',
                  playerId: prize.playerId,
                })
              : undefined;
          return {
            place: prize.place,
            player_id: prize.playerId,
            prize: prize.prize,
            currency: prize.currency,
            amount_cents: prize.amountCents ?? (prize.prize.kind === 'money' ? prize.prize.amount_cents : null),
            paid_at: prize.paidAt?.toISOString() ?? null,
            transaction_id: posted?.id ?? null,
          };
        }),
      );
      return {
        tournament_id: id,
        leaderboard: rows.map((row, i) => ({
          place: i + 1,
          player_id: row.playerId,
          nickname: names.get(row.playerId) ?? 'player',
          score: row.score,
        })),
        awards,
      };
    },
    check: (id) => checkLeaderboard(db, id),
    async checkReadModel(id) {
      const served = await board.top(id);
      const ranked = await topEntries(db, id, LEADERBOARD_SIZE);
      const key = (rows: { playerId: number; score: number }[]) => rows.map((r) => `${r.playerId}:${r.score}`).join(',');
      return { bands: await checkBands(db, id), topDiffers: key(served.rows) !== key(ranked) };
    },
    subscribe() {
      const engine = { ...deps, board };
      deps.outbox.subscribeBatch(SCORED_EVENTS, (events) => onEvents(engine, events));
    },
  };
}
