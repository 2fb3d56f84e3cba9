import { parseQuest, QUEST_LADDERS, questThresholdCents, type TournamentPrize } from '@casino/contracts';
import { and, asc, eq, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import { AWARD_GRACE_MS, type CompetitionDeps } from './context';
import { topEntries } from './ranking';
import { fromTournamentCents } from './rules';
import { tournamentAwards, type tournamentEntries, tournamentPrizesPaid, tournaments } from './tables';

type TournamentRow = typeof tournaments.$inferSelect;
type EntryRow = typeof tournamentEntries.$inferSelect;
type PrizeRow = typeof tournamentPrizesPaid.$inferSelect;

/** Unpaid prizes paid per run; the rest wait for the next. */
const PAY_BATCH = 100;

/** A quest's thresholds in a currency's minor units (DECISIONS-18); empty when the currency has no rate. */
export function questThresholds(t: Pick<TournamentRow, 'frontendIdentifier' | 'ratesPpm'>, currency: string): number[] {
  const quest = parseQuest(t.frontendIdentifier);
  if (!quest) return [];
  const thresholds = QUEST_LADDERS[quest.size].map((euros) => questThresholdCents(euros, currency, t.ratesPpm));
  return thresholds.every((v): v is number => v !== null) ? thresholds : [];
}

/** The level positions a quest entry completed by moving from `before` to its total now (QUEST-11). */
export function newlyCompletedLevels(t: TournamentRow, entry: EntryRow, before: number): number[] {
  if (!entry.betCurrency) return [];
  const thresholds = questThresholds(t, entry.betCurrency);
  return thresholds.flatMap((min, i) => (before < min && entry.questBetsCents >= min ? [i + 1] : []));
}

/** Records the prizes of the quest levels a batch completed, in its transaction (one statement); answers how many are owed. */
export async function recordQuestPrizes(
  tx: Tx,
  completed: readonly { tournament: TournamentRow; entry: EntryRow; levels: readonly number[] }[],
  now: Date,
): Promise<number> {
  const rows = completed.flatMap(({ tournament: t, entry, levels }) =>
    levels.flatMap((level) => {
      const prize = t.prizes.find((p) => p.place === level);
      return prize ? [prizeRow(t, entry, prize, `level:${level}:player:${entry.playerId}`, now)] : [];
    }),
  );
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(tournamentPrizesPaid).values(rows).onConflictDoNothing().returning();
  return inserted.length;
}

function prizeRow(t: TournamentRow, entry: EntryRow, prize: TournamentPrize, slot: string, now: Date) {
  const wanted = entry.betCurrency ?? t.currency;
  const currency = fromTournamentCents(t, wanted, 1) === null ? t.currency : wanted;
  const amount =
    'amount_cents' in prize && prize.amount_cents !== undefined ? fromTournamentCents(t, currency, prize.amount_cents) : null;
  return {
    tournamentId: t.id,
    slot,
    playerId: entry.playerId,
    place: prize.place,
    prize,
    currency,
    amountCents: amount,
    createdAt: now,
  };
}

/**
 * Awards every tournament past its end (and the grace for late bet events) once: its award row is
 * the key two processes meet on, its prize rows are written once per place, and each is paid by
 * its own key, so a run that stopped half-way is finished by the next without paying twice.
 */
export async function awardEnded(deps: CompetitionDeps): Promise<number> {
  const due = new Date(deps.clock.now().getTime() - AWARD_GRACE_MS);
  const finished = deps.db
    .select({ id: tournamentAwards.tournamentId })
    .from(tournamentAwards)
    .where(and(eq(tournamentAwards.tournamentId, tournaments.id), sql`${tournamentAwards.finishedAt} is not null`));
  const ended = await deps.db
    .select()
    .from(tournaments)
    .where(and(lte(tournaments.endAt, due), isNull(tournaments.canceledAt), notExists(finished)));
  let awarded = 0;
  for (const t of ended) {
    if (parseQuest(t.frontendIdentifier)) await closeAward(deps, t, []);
    else awarded += await awardTournament(deps, t);
  }
  await payOwedPrizes(deps);
  return awarded;
}

async function awardTournament(deps: CompetitionDeps, t: TournamentRow): Promise<number> {
  const places = Math.max(0, ...t.prizes.map((p) => p.place));
  const ranked = places > 0 ? await topEntries(deps.db, t.id, places) : [];
  const now = deps.clock.now();
  const rows = ranked.flatMap((entry, i) => {
    const prize = t.prizes.find((p) => p.place === i + 1);
    return prize ? [prizeRow(t, entry, prize, `place:${i + 1}`, now)] : [];
  });
  return closeAward(deps, t, rows);
}

async function closeAward(deps: CompetitionDeps, t: TournamentRow, rows: (typeof tournamentPrizesPaid.$inferInsert)[]) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await tx.insert(tournamentAwards).values({ tournamentId: t.id, startedAt: now }).onConflictDoNothing();
    const [award] = await tx.select().from(tournamentAwards).where(eq(tournamentAwards.tournamentId, t.id)).for('update');
    if (award?.finishedAt) return 0;
    const inserted = rows.length > 0 ? await tx.insert(tournamentPrizesPaid).values(rows).onConflictDoNothing().returning() : [];
    await tx.update(tournamentAwards).set({ finishedAt: now }).where(eq(tournamentAwards.tournamentId, t.id));
    return inserted.length;
  });
}

/** Pays the prizes recorded and not yet paid: each by its own key, then marked paid with the winner's notification. */
export async function payOwedPrizes(deps: CompetitionDeps): Promise<number> {
  const owed = await deps.db
    .select()
    .from(tournamentPrizesPaid)
    .where(isNull(tournamentPrizesPaid.paidAt))
    .orderBy(asc(tournamentPrizesPaid.createdAt))
    .limit(PAY_BATCH);
  let paid = 0;
  for (const row of owed) {
    await payPrize(deps, row);
    if (await markPaid(deps, row)) paid += 1;
  }
  if (paid > 0) deps.outbox.kick();
  return paid;
}

/** The key a prize is paid under: the wallet's idempotency key of a money prize, the gift's source. */
export const prizeKeyOf = (row: Pick<PrizeRow, 'tournamentId' | 'slot'>) => `tournament:${row.tournamentId}:${row.slot}`;
const sourceOf = prizeKeyOf;

/** Pays a money or gift prize by its key, before it is marked paid; comp points are credited with the mark (markPaid). */
async function payPrize(deps: CompetitionDeps, row: PrizeRow): Promise<void> {
  if (row.prize.kind === 'comp_points') return;
  if (row.prize.kind === 'money') {
    await deps.wallet.credit({
      key: sourceOf(row),
      playerId: row.playerId,
      currency: row.currency,
      amountCents: row.amountCents ?? row.prize.amount_cents,
      kind: 'promotion_prize',
      counterparty: 'promotions',
      metadata: { tournament_id: row.tournamentId, place: row.place },
    });
    return;
  }
  await deps.bonuses.award({
    playerId: row.playerId,
    templateId: row.prize.template_id,
    currency: row.currency,
    ...(row.amountCents === null ? {} : { bonusCents: row.amountCents }),
    source: sourceOf(row),
    cause: 'tournament_prize',
  });
}

/**
 * Marks a prize paid and tells the winner on `tournament_notifications` (RT-13); false when another
 * run did it first. Comp points are credited in this transaction, after the conditional update
 * its winner alone passes: the prize row's key (tournament, slot) makes them once.
 */
async function markPaid(deps: CompetitionDeps, row: PrizeRow): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(tournamentPrizesPaid)
      .set({ paidAt: deps.clock.now() })
      .where(
        and(
          eq(tournamentPrizesPaid.tournamentId, row.tournamentId),
          eq(tournamentPrizesPaid.slot, row.slot),
          isNull(tournamentPrizesPaid.paidAt),
        ),
      )
      .returning();
    if (updated.length === 0) return false;
    const [tournament] = await tx
      .select({ title: tournaments.title, frontendIdentifier: tournaments.frontendIdentifier })
      .from(tournaments)
      .where(eq(tournaments.id, row.tournamentId));
    if (row.prize.kind === 'comp_points')
      await deps.loyalty.creditPoints({ playerId: row.playerId, points: row.prize.points }, tx);
    await deps.outbox.publish(tx, {
      type: REALTIME_PUSH_EVENT,
      playerId: row.playerId,
      payload: {
        channel: 'tournament_notifications',
        data: {
          tournament_id: row.tournamentId,
          award_place: row.place,
          previous_place: null,
          amount_cents: row.amountCents,
          currency: row.currency,
          title: tournament?.title ?? '',
          frontend_identifier: tournament?.frontendIdentifier ?? '',
          quest_level: row.slot.startsWith('level:'),
          prize: row.prize,
        },
      },
    });
    return true;
  });
}
