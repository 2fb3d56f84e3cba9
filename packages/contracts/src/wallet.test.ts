import { describe, expect, it } from 'vitest';
import { accountsQuerySchema, balanceView, selectAccountRequestSchema, wageringPercent } from './wallet';

describe('balanceView', () => {
  it('PAY-14 PAY-15 splits the total into real (the cashout part) and bonus (the rest), common is the total', () => {
    expect(
      balanceView({
        amount_cents: 15_000,
        available_to_cashout_cents: 10_000,
        total_wagering_cents: 150_000,
        wagered_cents: 45_000,
      }),
    ).toEqual({
      real_cents: 10_000,
      bonus_cents: 5_000,
      common_cents: 15_000,
      total_wagering_cents: 150_000,
      wagered_cents: 45_000,
      wagering_percent: 30,
    });
  });

  it('PAY-14 never shows a negative bonus when the cashout part equals the total', () => {
    expect(
      balanceView({ amount_cents: 700, available_to_cashout_cents: 700, total_wagering_cents: 0, wagered_cents: 0 }),
    ).toMatchObject({ real_cents: 700, bonus_cents: 0, wagering_percent: 0 });
  });
});

describe('wageringPercent', () => {
  it('PAY-15 CONST-50 is wagered / total × 100, floored', () => {
    expect(wageringPercent(1, 3)).toBe(33);
    expect(wageringPercent(2, 3)).toBe(66);
    expect(wageringPercent(999, 1000)).toBe(99);
    expect(wageringPercent(1000, 1000)).toBe(100);
  });

  it('PAY-15 is 0 without a requirement and never above 100', () => {
    expect(wageringPercent(500, 0)).toBe(0);
    expect(wageringPercent(3000, 1000)).toBe(100);
  });
});

describe('wallet requests', () => {
  it('PAY-17 takes a currency code and nothing else', () => {
    expect(selectAccountRequestSchema.safeParse({ currency: 'BTC' }).success).toBe(true);
    expect(selectAccountRequestSchema.safeParse({ currency: 'btc' }).success).toBe(false);
    expect(selectAccountRequestSchema.safeParse({ currency: 'EUR', active: true }).success).toBe(false);
  });

  it('PAY-16 accepts ?compatibility as a bare flag', () => {
    expect(accountsQuerySchema.safeParse({ compatibility: '' }).success).toBe(true);
    expect(accountsQuerySchema.safeParse({}).success).toBe(true);
    expect(accountsQuerySchema.safeParse({ compatibility: 'maybe' }).success).toBe(false);
  });
});
