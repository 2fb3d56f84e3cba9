import { parseQuest } from '@casino/contracts';
import { and, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../db/client';
import type { DomainEvent } from '../events/outbox';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import type { CompetitionDeps } from './context';
import type { TopBoard } from './leaderboard';
import { moveBand, placeOf } from './ranking';
import { newlyCompletedLevels, payOwedPrizes, recordQuestPrizes } from './prizes';
import { betScore, countsGame, equivalentCents, multiplierOf } from './rules';
import { tournamentAwards, tournamentContributions, tournamentEntries, tournamentProcessedEvents, tournaments } from './tables';

type TournamentRow = typeof tournaments.$inferSelect;
type EntryRow = typeof tournamentEntries.$inferSelect;

/** The engine's dependencies and the cached leaderboard tops its commits refresh (decision 071). */
type ScoringDeps = CompetitionDeps & { board: TopBoard };

const betPayload = z.object({
  transaction_id: z.number().int(),
  currency: z.string(),
  amount_cents: z.number().int().positive(),
  game_identifier: z.string().nullish(),
  provider: z.string().nullish(),
  categories: z.array(z.string()).optional(),
});
const winPayload = z.object({
  transaction_id: z.number().int(),
  amount_cents: z.number().int().nonnegative(),
  bet_transaction_id: z.number().int().nullable(),
});
const rollbackPayload = z.object({ transaction_id: z.number().int(), bet_transaction_id: z.number().int() });

/** Tournaments running at an instant (not canceled). */
async function runningAt(db: DbOrTx, at: Date): Promise<TournamentRow[]> {
  const awarded = db
    .select({ id: tournamentAwards.tournamentId })
    .from(tournamentAwards)
    .where(eq(tournamentAwards.tournamentId, tournaments.id));
  return db
    .select()
    .from(tournaments)
    .where(and(lte(tournaments.startAt, at), gt(tournaments.endAt, at), isNull(tournaments.canceledAt), notExists(awarded)));
}

/** Records a handled wallet movement; false when it was handled before (a replay). */
async function firstTime(tx: Tx, transactionId: number, kind: 'win' | 'rollback' | 'rolled_back_bet', at: Date) {
  const rows = await tx
    .insert(tournamentProcessedEvents)
    .values({ transactionId, kind, at })
    .onConflictDoNothing()
    .returning({ id: tournamentProcessedEvents.transactionId });
  return rows.length > 0;
}

/** Publishes the player's place and score on `tournaments_statuses` (RT-09) after commit. */
async function pushStatus(tx: Tx, outbox: CompetitionDeps['outbox'], entry: EntryRow): Promise<void> {
  await outbox.publish(tx, {
    type: REALTIME_PUSH_EVENT,
    playerId: entry.playerId,
    payload: {
      channel: 'tournaments_statuses',
      data: {
        tournament_id: entry.tournamentId,
        bets: entry.betsCents,
        score: entry.score,
        award_place: await placeOf(tx, entry),
      },
    },
  });
}

interface CountedBet {
  id: number;
  playerId: number;
  currency: string;
  amountCents: number;
  at: Date;
}

/** Adds one bet to one tournament; the entry after it, or undefined when the bet does not count there. */
async function addBet(tx: Tx, t: TournamentRow, bet: CountedBet, stakeCents: number): Promise<EntryRow | undefined> {
  const [existing] = await tx
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.playerId, bet.playerId)))
    .for('update');
  if (t.confirmationRequired && (!existing?.confirmedAt || existing.confirmedAt > bet.at)) return undefined;
  const quest = parseQuest(t.frontendIdentifier) !== null;
  if (quest && existing?.betCurrency && existing.betCurrency !== bet.currency) return undefined;
  const inserted = await tx
    .insert(tournamentContributions)
    .values({
      tournamentId: t.id,
      betTransactionId: bet.id,
      playerId: bet.playerId,
      stakeCents,
      nativeCents: bet.amountCents,
      nativeCurrency: bet.currency,
      placedAt: bet.at,
      scoredAt: bet.at,
    })
    .onConflictDoNothing()
    .returning({ id: tournamentContributions.betTransactionId });
  if (inserted.length === 0) return undefined;
  const added = betScore(t, stakeCents);
  const [entry] = await tx
    .insert(tournamentEntries)
    .values({
      tournamentId: t.id,
      playerId: bet.playerId,
      score: added,
      betsCents: stakeCents,
      betsCount: 1,
      betCurrency: bet.currency,
      questBetsCents: quest ? bet.amountCents : 0,
      reachedAt: added > 0 ? bet.at : null,
    })
    .onConflictDoUpdate({
      target: [tournamentEntries.tournamentId, tournamentEntries.playerId],
      set: {
        score: sql`${tournamentEntries.score} + ${added}`,
        betsCents: sql`${tournamentEntries.betsCents} + ${stakeCents}`,
        betsCount: sql`${tournamentEntries.betsCount} + 1`,
        betCurrency: sql`coalesce(${tournamentEntries.betCurrency}, ${bet.currency})`,
        questBetsCents: sql`${tournamentEntries.questBetsCents} + ${quest ? bet.amountCents : 0}`,
        reachedAt: added > 0 ? bet.at : sql`${tournamentEntries.reachedAt}`,
      },
    })
    .returning();
  if (entry) await moveBand(tx, t.id, existing?.score ?? 0, entry.score);
  return entry;
}

/** Whether a bet may count in a tournament, before any write: game, currency rate, minimum bet, groups. */
async function eligible(deps: CompetitionDeps, t: TournamentRow, bet: z.infer<typeof betPayload>, playerId: number) {
  const game = { gameIdentifier: bet.game_identifier ?? null, provider: bet.provider ?? null, categories: bet.categories ?? [] };
  if (!countsGame(t, game)) return null;
  const stake = equivalentCents(t, bet.currency, bet.amount_cents);
  if (stake === null || stake < t.minBetCents) return null;
  if (t.groupIds.length > 0) {
    const groups = await deps.groupsOf(playerId);
    if (!t.groupIds.some((g) => groups.includes(g))) return null;
  }
  return stake;
}

/**
 * `bet.placed`: the stake counts in every running tournament it qualifies for, once per bet
 * transaction id. A bet rolled back before its event came counts nowhere. Quest levels the bet
 * completes are recorded with it and their prizes paid after commit.
 */
export async function onBetPlaced(deps: ScoringDeps, event: DomainEvent): Promise<void> {
  const parsed = betPayload.safeParse(event.payload);
  if (!parsed.success || event.playerId === null) return;
  const data = parsed.data;
  const playerId = event.playerId;
  const running = await runningAt(deps.db, event.createdAt);
  const counted: { t: TournamentRow; stake: number }[] = [];
  for (const t of running) {
    const stake = await eligible(deps, t, data, playerId);
    if (stake !== null) counted.push({ t, stake });
  }
  if (counted.length === 0) return;
  const bet = { id: data.transaction_id, playerId, currency: data.currency, amountCents: data.amount_cents, at: event.createdAt };
  const changed: EntryRow[] = [];
  const owed = await deps.db.transaction(async (tx) => {
    const [tombstone] = await tx
      .select({ id: tournamentProcessedEvents.transactionId })
      .from(tournamentProcessedEvents)
      .where(and(eq(tournamentProcessedEvents.transactionId, bet.id), eq(tournamentProcessedEvents.kind, 'rolled_back_bet')));
    if (tombstone) return 0;
    let prizes = 0;
    for (const { t, stake } of counted) {
      const entry = await addBet(tx, t, bet, stake);
      if (!entry) continue;
      changed.push(entry);
      await pushStatus(tx, deps.outbox, entry);
      // The quest total before this bet: a level is completed by the bet that crosses its threshold.
      const levels = newlyCompletedLevels(t, entry, entry.questBetsCents - bet.amountCents);
      prizes += await recordQuestPrizes(tx, t, entry, levels, deps.clock.now());
    }
    return prizes;
  });
  deps.board.changed(changed);
  deps.outbox.kick();
  if (owed > 0) await payOwedPrizes(deps);
}

/** `win.credited`: for the best-multiplier ranking, the bet's wins so far against its stake. Keyed by the win's transaction id. */
export async function onWinCredited(deps: ScoringDeps, event: DomainEvent): Promise<void> {
  const parsed = winPayload.safeParse(event.payload);
  if (!parsed.success || event.playerId === null || parsed.data.bet_transaction_id === null) return;
  const { transaction_id: winId, amount_cents: amount, bet_transaction_id: betId } = parsed.data;
  const touched = await deps.db
    .select({ id: tournamentContributions.tournamentId })
    .from(tournamentContributions)
    .where(eq(tournamentContributions.betTransactionId, betId));
  if (touched.length === 0) return;
  const changed: EntryRow[] = [];
  await deps.db.transaction(async (tx) => {
    if (!(await firstTime(tx, winId, 'win', event.createdAt))) return;
    const rows = await tx
      .update(tournamentContributions)
      .set({ winCents: sql`${tournamentContributions.winCents} + ${amount}`, scoredAt: event.createdAt })
      .where(and(eq(tournamentContributions.betTransactionId, betId), eq(tournamentContributions.rolledBack, false)))
      .returning();
    for (const row of rows) {
      const entry = await raiseMultiplier(tx, deps, row, event.createdAt);
      if (entry) changed.push(entry);
    }
  });
  deps.board.changed(changed);
  deps.outbox.kick();
}

/** The entry's row, locked for a change (its band move needs the score before). */
async function lockedEntry(tx: Tx, tournamentId: number, playerId: number): Promise<EntryRow | undefined> {
  const [entry] = await tx
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.playerId, playerId)))
    .for('update');
  return entry;
}

async function raiseMultiplier(
  tx: Tx,
  deps: CompetitionDeps,
  row: typeof tournamentContributions.$inferSelect,
  at: Date,
): Promise<EntryRow | undefined> {
  const [t] = await tx.select().from(tournaments).where(eq(tournaments.id, row.tournamentId));
  if (t?.strategy !== 'best_multiplier') return undefined;
  const multiplier = multiplierOf(row.nativeCents, row.winCents);
  const before = await lockedEntry(tx, row.tournamentId, row.playerId);
  if (!before || before.score >= multiplier) return undefined;
  const [entry] = await tx
    .update(tournamentEntries)
    .set({ score: multiplier, reachedAt: at })
    .where(and(eq(tournamentEntries.tournamentId, row.tournamentId), eq(tournamentEntries.playerId, row.playerId)))
    .returning();
  if (!entry) return undefined;
  await moveBand(tx, row.tournamentId, before.score, entry.score);
  await pushStatus(tx, deps.outbox, entry);
  return entry;
}

/**
 * `bet.rolled_back`: the bet's part leaves every score it was in (a quest level prize already
 * paid stays paid). A rollback handled before its bet leaves a mark so the bet counts nowhere.
 */
export async function onBetRolledBack(deps: ScoringDeps, event: DomainEvent): Promise<void> {
  const parsed = rollbackPayload.safeParse(event.payload);
  if (!parsed.success || event.playerId === null) return;
  const { transaction_id: rollbackId, bet_transaction_id: betId } = parsed.data;
  const changed: EntryRow[] = [];
  await deps.db.transaction(async (tx) => {
    if (!(await firstTime(tx, rollbackId, 'rollback', event.createdAt))) return;
    await firstTime(tx, betId, 'rolled_back_bet', event.createdAt);
    const rows = await tx
      .update(tournamentContributions)
      .set({ rolledBack: true })
      .where(and(eq(tournamentContributions.betTransactionId, betId), eq(tournamentContributions.rolledBack, false)))
      .returning();
    for (const row of rows) {
      const entry = await takeBack(tx, row);
      if (!entry) continue;
      changed.push(entry);
      await pushStatus(tx, deps.outbox, entry);
    }
  });
  deps.board.changed(changed);
  deps.outbox.kick();
}

/** Removes a rolled-back bet's part from its entry; the best multiplier is recomputed from the bets left. */
async function takeBack(tx: Tx, row: typeof tournamentContributions.$inferSelect): Promise<EntryRow | undefined> {
  const [t] = await tx.select().from(tournaments).where(eq(tournaments.id, row.tournamentId));
  if (!t) return undefined;
  const where = and(eq(tournamentEntries.tournamentId, row.tournamentId), eq(tournamentEntries.playerId, row.playerId));
  const score =
    t.strategy === 'best_multiplier'
      ? sql`(select coalesce(max(${tournamentContributions.winCents} * 100 / ${tournamentContributions.nativeCents}), 0)
          from ${tournamentContributions}
          where ${tournamentContributions.tournamentId} = ${row.tournamentId}
            and ${tournamentContributions.playerId} = ${row.playerId}
            and not ${tournamentContributions.rolledBack})`
      : sql`${tournamentEntries.score} - ${betScore(t, row.stakeCents)}`;
  const quest = parseQuest(t.frontendIdentifier) !== null;
  const before = await lockedEntry(tx, row.tournamentId, row.playerId);
  const [entry] = await tx
    .update(tournamentEntries)
    .set({
      score,
      betsCents: sql`${tournamentEntries.betsCents} - ${row.stakeCents}`,
      betsCount: sql`${tournamentEntries.betsCount} - 1`,
      questBetsCents: sql`${tournamentEntries.questBetsCents} - ${quest ? row.nativeCents : 0}`,
    })
    .where(where)
    .returning();
  if (entry) await moveBand(tx, row.tournamentId, before?.score ?? 0, entry.score);
  return entry;
}
