import { parseQuest } from '@casino/contracts';
import { newlyCompletedLevels } from './prizes';
import { betScore, countsGame, equivalentCents, multiplierOf } from './rules';
import type { tournamentContributions, tournamentEntries, tournaments } from './tables';

type TournamentRow = typeof tournaments.$inferSelect;
type EntryRow = typeof tournamentEntries.$inferSelect;
type ContributionRow = typeof tournamentContributions.$inferSelect;

/** A batch's wallet movement as the engine reads it (docs/decisions/073-batched-engine-consumers.md). */
export type CompetitionEvent =
  | {
      kind: 'bet';
      id: number;
      playerId: number;
      currency: string;
      amountCents: number;
      game: { gameIdentifier: string | null; provider: string | null; categories: readonly string[] };
      at: Date;
    }
  | { kind: 'win'; id: number; betId: number; amountCents: number; at: Date }
  | { kind: 'rollback'; id: number; betId: number; at: Date };

/** A handled movement's key: a win, a rollback, or a bet rolled back (its tombstone). */
export interface ProcessedKey {
  transactionId: number;
  kind: 'win' | 'rollback' | 'rolled_back_bet';
  at: Date;
}

/** What the batch starts from: read once, the entries locked. */
export interface FoldState {
  /** The tournaments the batch may touch; `awarded` when its end was awarded. */
  tournaments: readonly (TournamentRow & { awarded: boolean })[];
  entries: readonly EntryRow[];
  /** The contributions of the batch's bets (and, for a rollback in a best-multiplier race, all of its player's there). */
  contributions: readonly ContributionRow[];
  /** The batch's transaction ids already handled. */
  processed: readonly Pick<ProcessedKey, 'transactionId' | 'kind'>[];
  /** The groups of the players whose bets may count in a tournament with groups. */
  groups: ReadonlyMap<number, readonly number[]>;
}

/** A changed entry: as it was before the batch (undefined: new) and after. */
export interface EntryChange {
  before: EntryRow | undefined;
  after: EntryRow;
}

/** What the batch changes, to be written set-based. */
export interface FoldOutcome {
  entries: EntryChange[];
  newContributions: ContributionRow[];
  changedContributions: ContributionRow[];
  processed: ProcessedKey[];
  /** The quest levels completed inside the batch, once each, by entry. */
  levels: { tournament: TournamentRow; entry: EntryRow; levels: number[] }[];
}

const keyOf = (tournamentId: number, playerId: number) => `${tournamentId}:${playerId}`;
const contributionKey = (tournamentId: number, betId: number) => `${tournamentId}:${betId}`;

const runningAt = (t: TournamentRow & { awarded: boolean }, at: Date) =>
  t.startAt <= at && t.endAt > at && t.canceledAt === null && !t.awarded;

/** The stake a bet counts for in a tournament (game, rate, minimum, groups), or null. */
export function stakeIn(t: TournamentRow, bet: Extract<CompetitionEvent, { kind: 'bet' }>, groups: readonly number[] = []) {
  if (!countsGame(t, bet.game)) return null;
  const stake = equivalentCents(t, bet.currency, bet.amountCents);
  if (stake === null || stake < t.minBetCents) return null;
  if (t.groupIds.length > 0 && !t.groupIds.some((g) => groups.includes(g))) return null;
  return stake;
}

/**
 * Folds a batch's bets, wins and rollbacks, in order, into the entries, contributions and handled
 * keys they leave: the state handling them one by one would (docs/decisions/050-tournaments.md).
 * A bet counts once per tournament it qualifies for at its time, unless rolled back before; a
 * win raises a best-multiplier score; a rollback takes its bet's part back (the best multiplier
 * recomputed from the bets left) and marks the bet. A quest level crossed by any counting bet
 * of the batch is completed, once.
 */
export function foldCompetitionEvents(state: FoldState, events: readonly CompetitionEvent[]): FoldOutcome {
  const byId = new Map(state.tournaments.map((t) => [t.id, t]));
  const entries = new Map(state.entries.map((e) => [keyOf(e.tournamentId, e.playerId), { ...e }]));
  const before = new Map(state.entries.map((e) => [keyOf(e.tournamentId, e.playerId), e]));
  const contributions = new Map(state.contributions.map((c) => [contributionKey(c.tournamentId, c.betTransactionId), { ...c }]));
  const known = new Set(state.contributions.map((c) => contributionKey(c.tournamentId, c.betTransactionId)));
  const processed = new Set(state.processed.map((p) => `${p.kind}:${p.transactionId}`));
  const newKeys: ProcessedKey[] = [];
  const changed = new Set<string>();
  const touchedContributions = new Set<string>();
  const levels = new Map<string, Set<number>>();

  const mark = (key: ProcessedKey) => {
    const name = `${key.kind}:${key.transactionId}`;
    if (processed.has(name)) return false;
    processed.add(name);
    newKeys.push(key);
    return true;
  };
  const byBet = new Map<number, ContributionRow[]>();
  const index = (row: ContributionRow) => byBet.set(row.betTransactionId, [...(byBet.get(row.betTransactionId) ?? []), row]);
  for (const row of contributions.values()) index(row);
  const ofBet = (betId: number) => byBet.get(betId) ?? [];

  const addBet = (bet: Extract<CompetitionEvent, { kind: 'bet' }>) => {
    if (processed.has(`rolled_back_bet:${bet.id}`)) return;
    for (const t of state.tournaments) {
      if (!runningAt(t, bet.at)) continue;
      const stake = stakeIn(t, bet, state.groups.get(bet.playerId));
      if (stake === null) continue;
      const key = keyOf(t.id, bet.playerId);
      const existing = entries.get(key);
      if (t.confirmationRequired && (!existing?.confirmedAt || existing.confirmedAt > bet.at)) continue;
      const quest = parseQuest(t.frontendIdentifier) !== null;
      if (quest && existing?.betCurrency && existing.betCurrency !== bet.currency) continue;
      const ckey = contributionKey(t.id, bet.id);
      if (contributions.has(ckey)) continue;
      const row: ContributionRow = {
        tournamentId: t.id,
        betTransactionId: bet.id,
        playerId: bet.playerId,
        stakeCents: stake,
        winCents: 0,
        nativeCents: bet.amountCents,
        nativeCurrency: bet.currency,
        rolledBack: false,
        placedAt: bet.at,
        scoredAt: bet.at,
      };
      contributions.set(ckey, row);
      index(row);
      const added = betScore(t, stake);
      const questBefore = existing?.questBetsCents ?? 0;
      const entry: EntryRow = existing ?? {
        tournamentId: t.id,
        playerId: bet.playerId,
        score: 0,
        betsCents: 0,
        betsCount: 0,
        betCurrency: null,
        questBetsCents: 0,
        reachedAt: null,
        confirmedAt: null,
      };
      entry.score += added;
      entry.betsCents += stake;
      entry.betsCount += 1;
      entry.betCurrency = entry.betCurrency ?? bet.currency;
      entry.questBetsCents += quest ? bet.amountCents : 0;
      if (added > 0) entry.reachedAt = bet.at;
      entries.set(key, entry);
      changed.add(key);
      const completed = levels.get(key) ?? new Set<number>();
      for (const level of newlyCompletedLevels(t, entry, questBefore)) completed.add(level);
      levels.set(key, completed);
    }
  };

  const addWin = (win: Extract<CompetitionEvent, { kind: 'win' }>) => {
    const rows = ofBet(win.betId);
    if (rows.length === 0 || !mark({ transactionId: win.id, kind: 'win', at: win.at })) return;
    for (const row of rows) {
      if (row.rolledBack) continue;
      row.winCents += win.amountCents;
      row.scoredAt = win.at;
      touchedContributions.add(contributionKey(row.tournamentId, row.betTransactionId));
      if (byId.get(row.tournamentId)?.strategy !== 'best_multiplier') continue;
      const key = keyOf(row.tournamentId, row.playerId);
      const entry = entries.get(key);
      const multiplier = multiplierOf(row.nativeCents, row.winCents);
      if (!entry || entry.score >= multiplier) continue;
      entry.score = multiplier;
      entry.reachedAt = win.at;
      changed.add(key);
    }
  };

  const takeBack = (rollback: Extract<CompetitionEvent, { kind: 'rollback' }>) => {
    if (!mark({ transactionId: rollback.id, kind: 'rollback', at: rollback.at })) return;
    mark({ transactionId: rollback.betId, kind: 'rolled_back_bet', at: rollback.at });
    for (const row of ofBet(rollback.betId)) {
      if (row.rolledBack) continue;
      row.rolledBack = true;
      touchedContributions.add(contributionKey(row.tournamentId, row.betTransactionId));
      const t = byId.get(row.tournamentId);
      const key = keyOf(row.tournamentId, row.playerId);
      const entry = entries.get(key);
      if (!t || !entry) continue;
      entry.score =
        t.strategy === 'best_multiplier'
          ? bestMultiplier([...contributions.values()], t.id, row.playerId)
          : entry.score - betScore(t, row.stakeCents);
      entry.betsCents -= row.stakeCents;
      entry.betsCount -= 1;
      if (parseQuest(t.frontendIdentifier) !== null) entry.questBetsCents -= row.nativeCents;
      changed.add(key);
    }
  };

  for (const event of events) {
    if (event.kind === 'bet') addBet(event);
    else if (event.kind === 'win') addWin(event);
    else takeBack(event);
  }

  return {
    entries: [...changed].flatMap((key) => {
      const after = entries.get(key);
      return after ? [{ before: before.get(key), after }] : [];
    }),
    newContributions: [...contributions.entries()].filter(([key]) => !known.has(key)).map(([, row]) => row),
    changedContributions: [...touchedContributions]
      .filter((key) => known.has(key))
      .flatMap((key) => contributions.get(key) ?? []),
    processed: newKeys,
    levels: [...levels.entries()].flatMap(([key, set]) => {
      const entry = entries.get(key);
      const tournament = entry && byId.get(entry.tournamentId);
      return entry && tournament && set.size > 0 ? [{ tournament, entry, levels: [...set].sort((a, b) => a - b) }] : [];
    }),
  };
}

/** The best win-to-bet multiplier among a player's bets in a tournament that were not rolled back. */
function bestMultiplier(rows: readonly ContributionRow[], tournamentId: number, playerId: number): number {
  let best = 0;
  for (const row of rows) {
    if (row.tournamentId !== tournamentId || row.playerId !== playerId || row.rolledBack) continue;
    best = Math.max(best, multiplierOf(row.nativeCents, row.winCents));
  }
  return best;
}
