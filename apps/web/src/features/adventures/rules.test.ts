import type { AdventureDay } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { cardActions, completedCount, isLocked } from './rules';

const gift = {
  id: 1,
  type: 'bonus' as const,
  title: 'Gift',
  title_key: null,
  stage: 'issued' as const,
  activatable: true,
  activatable_until: null,
};
const day = (over: Partial<AdventureDay>) =>
  ({
    status: 'active',
    gift: null,
    condition: { minDep: 2_000, wager: 1, periodActivationDays: 3 },
    progress: { deposit_cents: 0, wager_cents: 0, wager_required_cents: 2_000 },
    ...over,
  }) as AdventureDay;

describe('adventure card actions', () => {
  it('ADV-11 an active card without its task done offers Details and Deposit, Play once only the stake is missing', () => {
    expect(cardActions(day({}))).toEqual(['details', 'deposit']);
    expect(cardActions(day({ progress: { deposit_cents: 2_000, wager_cents: 500, wager_required_cents: 2_000 } }))).toEqual([
      'details',
      'play',
    ]);
  });

  it('ADV-11 a completed card offers the gifts page with a gift, Support without one; a future card Details', () => {
    expect(cardActions(day({ status: 'completed', gift }))).toEqual(['gifts']);
    expect(cardActions(day({ status: 'completed', gift: null }))).toEqual(['support']);
    expect(cardActions(day({ status: 'future' }))).toEqual(['details']);
    expect(cardActions(day({ status: 'lost' }))).toEqual([]);
    expect(cardActions(day({ status: 'superb' }))).toEqual([]);
  });

  it('ADV-08 lost and future cards are locked', () => {
    expect(['superb', 'completed', 'active', 'lost', 'future'].filter((s) => isLocked(s as AdventureDay['status']))).toEqual([
      'lost',
      'future',
    ]);
  });

  it('ADV-13 the widget counts completed days, not the super prize', () => {
    const days = [
      { isCompleted: true, isSuperPrize: false },
      { isCompleted: false, isSuperPrize: false },
      { isCompleted: true, isSuperPrize: true },
    ];
    expect(completedCount(days)).toBe(1);
  });
});
