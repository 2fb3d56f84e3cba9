import { describe, expect, it } from 'vitest';
import { foldCompetitionEvents, type CompetitionEvent, type FoldState } from './fold';
import type { tournaments } from './tables';

const at = (s: number) => new Date(Date.UTC(2026, 10, 15, 12, 0, s));
const T: typeof tournaments.$inferSelect = {
  id: 1,
  frontendIdentifier: 'quest--xs--fold',
  title: 'Fold',
  currency: 'EUR',
  strategy: 'bet_sum',
  confirmationRequired: false,
  minBetCents: 0,
  games: [],
  providers: [],
  categories: [],
  ratesPpm: {},
  groupIds: [],
  prizes: [],
  startAt: at(0),
  endAt: at(60),
  canceledAt: null,
  createdAt: at(0),
  updatedAt: at(0),
};
const game = { gameIdentifier: null, provider: null, categories: [] };
const bet = (id: number, cents: number, s: number): CompetitionEvent => ({
  kind: 'bet',
  id,
  playerId: 7,
  currency: 'EUR',
  amountCents: cents,
  game,
  at: at(s),
});
const state: FoldState = {
  tournaments: [{ ...T, awarded: false }],
  entries: [],
  contributions: [],
  processed: [],
  groups: new Map(),
};

describe('foldCompetitionEvents', () => {
  it('TOUR-12 QUEST-11 counts a bet once, not after its rollback, and completes each quest level crossed once', () => {
    const events: CompetitionEvent[] = [
      bet(1, 10_000, 1),
      bet(1, 10_000, 2),
      bet(2, 6_000, 3),
      { kind: 'rollback', id: 3, betId: 2, at: at(4) },
      { kind: 'rollback', id: 5, betId: 4, at: at(5) },
      bet(4, 90_000, 6),
      bet(6, 5_000, 7),
    ];
    const outcome = foldCompetitionEvents(state, events);
    expect(outcome.entries).toEqual([
      {
        before: undefined,
        after: expect.objectContaining({
          score: 15_000,
          betsCents: 15_000,
          betsCount: 2,
          questBetsCents: 15_000,
          reachedAt: at(7),
        }),
      },
    ]);
    expect(outcome.newContributions.map((c) => [c.betTransactionId, c.rolledBack])).toEqual([
      [1, false],
      [2, true],
      [6, false],
    ]);
    expect(outcome.processed.map((p) => [p.kind, p.transactionId])).toEqual([
      ['rollback', 3],
      ['rolled_back_bet', 2],
      ['rollback', 5],
      ['rolled_back_bet', 4],
    ]);
    // €150 (level 2) crossed by bet 2, left by its rollback, crossed again by bet 6: completed once.
    expect(outcome.levels.map((l) => l.levels)).toEqual([[2]]);
  });

  it('TOUR-12 a redelivered batch changes nothing', () => {
    const first = foldCompetitionEvents(state, [bet(1, 500, 1), { kind: 'rollback', id: 3, betId: 1, at: at(2) }]);
    const again = foldCompetitionEvents(
      {
        ...state,
        entries: first.entries.map((e) => e.after),
        contributions: first.newContributions,
        processed: first.processed,
      },
      [bet(1, 500, 1), { kind: 'rollback', id: 3, betId: 1, at: at(2) }],
    );
    expect(again).toEqual({ entries: [], newContributions: [], changedContributions: [], processed: [], levels: [] });
  });
});
