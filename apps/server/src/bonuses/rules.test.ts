import { describe, expect, it } from 'vitest';
import {
  canMove,
  contributionPercent,
  depositBonusCents,
  isActivatable,
  isEligible,
  isPastDeadline,
  wageringContribution,
} from './rules';

const at = (iso: string) => new Date(iso);

describe('gift rules', () => {
  it('GIFT-05 GIFT-06 the stage machine: wagering ends in wager_done, lost, canceled or expired; terminal stages lead nowhere', () => {
    expect(canMove('issued', 'handle_bets')).toBe(true);
    expect(canMove('issued', 'wait')).toBe(true);
    expect(canMove('wait', 'handle_bets')).toBe(true);
    expect(canMove('handle_bets', 'wager_done')).toBe(true);
    expect(canMove('wager_done', 'finished')).toBe(true);
    expect(canMove('handle_bets', 'finished')).toBe(false);
    for (const end of ['lost', 'canceled', 'expired', 'finished'] as const) expect(canMove(end, 'handle_bets')).toBe(false);
  });

  it('GIFT-21 a game counts at the lowest contribution among its listed categories, else the default', () => {
    const table = { pokies: 100, table: 10, live: 0 };
    expect(contributionPercent(['pokies', 'megaways'], table, 100)).toBe(100);
    expect(contributionPercent(['live', 'game-shows'], table, 100)).toBe(0);
    expect(contributionPercent(['table', 'roulette'], table, 100)).toBe(10);
    expect(contributionPercent(['crash-games'], table, 50)).toBe(50);
  });

  it('GIFT-21 a stake adds its floored contribution, never past what is owed', () => {
    expect(wageringContribution({ stakeCents: 999, percent: 10, requiredCents: 10_000, wageredCents: 0 })).toBe(99);
    expect(wageringContribution({ stakeCents: 5_000, percent: 100, requiredCents: 3_000, wageredCents: 2_000 })).toBe(1_000);
    expect(wageringContribution({ stakeCents: 5_000, percent: 0, requiredCents: 3_000, wageredCents: 0 })).toBe(0);
  });

  it('GIFT-21 a deposit bonus is the percent of the deposit up to the cap, nothing under the minimum deposit', () => {
    const rule = { percent: 50, maxCents: 30_000, minDepositCents: 2_000 };
    expect(depositBonusCents({ ...rule, depositCents: 1_999 })).toBe(0);
    expect(depositBonusCents({ ...rule, depositCents: 2_001 })).toBe(1_000);
    expect(depositBonusCents({ ...rule, depositCents: 100_000 })).toBe(30_000);
  });

  it('GIFT-21 eligibility by group, country and deposit number', () => {
    const player = { groups: [257], country: 'DE', depositNumber: 2 };
    expect(isEligible({ groups: [], countries: [], depositNumber: null }, player)).toBe(true);
    expect(isEligible({ groups: [258], countries: [], depositNumber: null }, player)).toBe(false);
    expect(isEligible({ groups: [257], countries: ['NO'], depositNumber: null }, player)).toBe(false);
    expect(isEligible({ groups: [], countries: ['DE'], depositNumber: 1 }, player)).toBe(false);
    expect(isEligible({ groups: [], countries: ['DE'], depositNumber: 2 }, player)).toBe(true);
  });

  it('GIFT-08 GIFT-21 activation is open only while issued and before its deadline; deadlines by stage', () => {
    const until = at('2026-11-20T00:00:00Z');
    expect(isActivatable({ stage: 'issued', activatableUntil: until }, at('2026-11-19T23:59:59Z'))).toBe(true);
    expect(isActivatable({ stage: 'issued', activatableUntil: until }, until)).toBe(false);
    expect(isActivatable({ stage: 'wait', activatableUntil: until }, at('2026-11-01T00:00:00Z'))).toBe(false);
    const gift = { activatableUntil: until, validUntil: at('2026-12-20T00:00:00Z') };
    expect(isPastDeadline({ ...gift, stage: 'issued' }, at('2026-11-21T00:00:00Z'))).toBe(true);
    expect(isPastDeadline({ ...gift, stage: 'handle_bets' }, at('2026-11-21T00:00:00Z'))).toBe(false);
    expect(isPastDeadline({ ...gift, stage: 'handle_bets' }, at('2026-12-20T00:00:00Z'))).toBe(true);
    expect(isPastDeadline({ ...gift, stage: 'finished' }, at('2027-01-01T00:00:00Z'))).toBe(false);
  });
});
