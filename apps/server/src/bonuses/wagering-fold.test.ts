import { describe, expect, it } from 'vitest';
import { foldWagering, walletKey, type WageringGift, type WageringItem } from './wagering-fold';

const at = new Date('2026-11-27T10:00:00Z');
const later = new Date('2026-11-27T11:00:00Z');

const gift = (extra: Partial<WageringGift> = {}): WageringGift => ({
  id: 10,
  playerId: 1,
  currency: 'EUR',
  bonusCents: 1_000,
  wagerRequiredCents: 3_000,
  wageredCents: 0,
  activatedAt: at,
  moneySettledAt: at,
  contributions: { pokies: 100, table: 10, live: 0 },
  defaultContribution: 100,
  ...extra,
});

const bet = (
  transactionId: number,
  amountCents: number,
  categories: string[] = ['pokies'],
  playerId = 1,
  placedAt = later,
): WageringItem => ({
  kind: 'bet',
  playerId,
  transactionId,
  currency: 'EUR',
  amountCents,
  categories,
  at: placedAt,
});
const rollback = (transactionId: number, betTransactionId: number, playerId = 1): WageringItem => ({
  kind: 'rollback',
  playerId,
  transactionId,
  betTransactionId,
});
const check = (playerId = 1): WageringItem => ({ kind: 'check', playerId, currency: 'EUR', at: later });

describe('the wagering fold of a batch', () => {
  it('GIFT-21 bets count once by category, a duplicate counts nothing, and the requirement caps them and ends the gift', () => {
    const plan = foldWagering(
      [bet(1, 1_000, ['table', 'pokies']), bet(1, 1_000), bet(2, 2_000), bet(3, 5_000), bet(4, 100)],
      [gift()],
      new Map(),
      new Set(),
    );
    expect(plan.gifts.get(10)).toEqual({ wageredCents: 3_000, changed: true, ended: 'wager_done' });
    expect(plan.inserts.map((r) => [r.transactionId, r.giftId, r.contributedCents])).toEqual([
      [1, 10, 100],
      [2, 10, 2_000],
      [3, 10, 900],
    ]);
  });

  it('GIFT-21 a rollback before its bet makes the bet count nothing; after it, takes its contribution back; a replay changes nothing', () => {
    const items = [rollback(100, 1), bet(1, 500), bet(2, 700), rollback(101, 2), rollback(101, 2)];
    const plan = foldWagering(items, [gift()], new Map(), new Set());
    expect(plan.gifts.get(10)).toEqual({ wageredCents: 0, changed: true });
    expect(plan.inserts).toEqual([
      { transactionId: 100, kind: 'rollback', playerId: 1, giftId: null, contributedCents: 0, rolledBack: false },
      { transactionId: 1, kind: 'bet', playerId: 1, giftId: null, contributedCents: 0, rolledBack: true },
      { transactionId: 2, kind: 'bet', playerId: 1, giftId: 10, contributedCents: 700, rolledBack: true },
      { transactionId: 101, kind: 'rollback', playerId: 1, giftId: null, contributedCents: 0, rolledBack: false },
    ]);
    const seen = new Map(plan.inserts.map((r) => [r.transactionId, r] as const));
    const again = foldWagering(items, [gift()], seen, new Set());
    expect(again).toEqual({ inserts: [], rolledBack: [], gifts: new Map() });
  });

  it('GIFT-21 a rollback of a bet counted in an earlier batch takes it back once; bets placed before the gift wagered count nothing', () => {
    const seen = new Map([[7, { giftId: 10, contributedCents: 400, rolledBack: false }]]);
    const plan = foldWagering(
      [rollback(200, 7), bet(8, 900, ['pokies'], 1, new Date(at.getTime() - 1))],
      [gift({ wageredCents: 1_000 })],
      seen,
      new Set(),
    );
    expect(plan.rolledBack).toEqual([7]);
    expect(plan.gifts.get(10)).toEqual({ wageredCents: 600, changed: true });
    expect(plan.inserts.find((r) => r.transactionId === 8)).toMatchObject({ giftId: null, contributedCents: 0 });
  });

  it('GIFT-05 a check ends a granted gift as lost when its wallet has no bonus money; the bets after it count nothing', () => {
    const gone = new Set([walletKey(1, 'EUR')]);
    const plan = foldWagering(
      [bet(1, 500), check(), bet(2, 500), check(2)],
      [gift(), gift({ id: 11, playerId: 2 })],
      new Map(),
      gone,
    );
    expect(plan.gifts.get(10)).toEqual({ wageredCents: 500, changed: true, ended: 'lost' });
    expect(plan.gifts.has(11)).toBe(false);
    expect(plan.inserts.map((r) => r.transactionId)).toEqual([1]);
    const notGranted = foldWagering([check()], [gift({ moneySettledAt: null })], new Map(), gone);
    expect(notGranted.gifts.size).toBe(0);
  });
});
