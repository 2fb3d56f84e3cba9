import {
  GROUPS,
  isNonvisible,
  parseQuest,
  tournamentStatus,
  type Tournament,
  type TournamentInput,
  type TournamentPlayerStatus,
} from '@casino/contracts';
import { maskedName } from './rules';
import type { tournamentEntries, tournaments } from './tables';

type TournamentRow = typeof tournaments.$inferSelect;
type EntryRow = typeof tournamentEntries.$inferSelect;

/** A tournament as players see it (TOUR-04), with its status derived from the clock (TOUR-06). */
export function tournamentView(row: TournamentRow, now: Date): Tournament {
  const status = tournamentStatus(row.startAt, row.endAt, now);
  return {
    id: row.id,
    frontend_identifier: row.frontendIdentifier,
    title: row.title,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    group_ids: row.groupIds,
    in_progress: status === 'active',
    currency: row.currency,
    status,
    strategy: row.strategy,
    confirmation_required: row.confirmationRequired,
    min_bet_cents: row.minBetCents,
    games: row.games,
    providers: row.providers,
    categories: row.categories,
    prizes: row.prizes,
    canceled: row.canceledAt !== null,
    quest: parseQuest(row.frontendIdentifier),
  };
}

/** The operator's input as the columns it sets. */
export function columnsOf(input: TournamentInput) {
  return {
    frontendIdentifier: input.frontend_identifier,
    title: input.title,
    currency: input.currency,
    strategy: input.strategy,
    confirmationRequired: input.confirmation_required,
    minBetCents: input.min_bet_cents,
    games: input.games,
    providers: input.providers,
    categories: input.categories,
    ratesPpm: input.rates_ppm,
    groupIds: input.group_ids,
    prizes: input.prizes,
    startAt: new Date(input.start_at),
    endAt: new Date(input.end_at),
  };
}

/**
 * Whether a player (null: a guest) may see a tournament: not canceled, not `nonvisible` (VAL-22),
 * in one of its groups when it has any (VAL-23, QUEST-15), and an `ffc` test quest only for the
 * testers' group, the test-quests flag (QUEST-14). The groups are asked for only when they matter.
 */
export async function visibleTo(
  row: TournamentRow,
  groupsOf: () => Promise<readonly number[] | null> | readonly number[] | null,
): Promise<boolean> {
  if (row.canceledAt || isNonvisible(row.frontendIdentifier)) return false;
  const ffc = row.frontendIdentifier.includes('ffc');
  if (!ffc && row.groupIds.length === 0) return true;
  const groups = await groupsOf();
  if (ffc && !groups?.includes(GROUPS.tester)) return false;
  if (row.groupIds.length === 0) return true;
  return groups !== null && row.groupIds.some((g) => groups.includes(g));
}

/** Top rows and the player's own standing (TOUR-05); `names` holds the names of both, before masking. */
export function statusView(
  tournamentId: number,
  top: readonly EntryRow[],
  names: ReadonlyMap<number, string>,
  own: { entry: EntryRow | undefined; place: number | null; playerId: number },
): TournamentPlayerStatus {
  const nameOf = (id: number) => maskedName(names.get(id) ?? 'player');
  return {
    tournament_id: tournamentId,
    bets: own.entry?.betsCents ?? 0,
    bets_count: own.entry?.betsCount ?? 0,
    score: own.entry?.score ?? 0,
    award_place: own.place,
    nickname: nameOf(own.playerId),
    confirmed: Boolean(own.entry?.confirmedAt),
    top_players: top.map((e, i) => ({ award_place: i + 1, nickname: nameOf(e.playerId), score: e.score, bets: e.betsCents })),
  };
}
