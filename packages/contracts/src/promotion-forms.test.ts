import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { couponRequestSchema, promoCodeRequestSchema } from './gifts';
import { LOTTERY_TICKETS_MAX, lotteryInputSchema, lotteryTicketGrantSchema } from './lotteries';
import { MAX_TICKETS_PER_EXCHANGE, compExchangeRequestSchema } from './loyalty';

/** The field a refusal names, or null when the value is accepted. */
const refusedField = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? null : String(result.error?.issues[0]?.path[0]);

describe('the form rules of the promotions area', () => {
  it('VAL-26 a coupon or promo code is 1 to 32 letters, digits, "-" or "_", the spaces around it dropped', () => {
    expect(couponRequestSchema.parse({ coupon_code: '  SPRING-25_x  ' })).toEqual({ coupon_code: 'SPRING-25_x' });
    expect(promoCodeRequestSchema.parse({ code: 'A'.repeat(32) })).toEqual({ code: 'A'.repeat(32) });
    for (const code of ['', '   ', 'A'.repeat(33), 'SPRING 25', 'SPRING!', 'FRÜHLING']) {
      expect(refusedField(couponRequestSchema.safeParse({ coupon_code: code })), code).toBe('coupon_code');
      expect(refusedField(promoCodeRequestSchema.safeParse({ code })), code).toBe('code');
    }
  });

  it("VAL-26 the lottery ticket quantity is a whole number from 1 to 100 per exchange, and 1 to 1000 per operator's grant", () => {
    expect(MAX_TICKETS_PER_EXCHANGE).toBe(100);
    expect(LOTTERY_TICKETS_MAX).toBe(1000);
    const exchange = (tickets_count: number) =>
      compExchangeRequestSchema.safeParse({ points: 500, group: 'lotteries', lottery_id: 4, tickets_count });
    for (const count of [1, 100]) expect(refusedField(exchange(count)), String(count)).toBeNull();
    for (const count of [0, -1, 1.5, 101]) expect(refusedField(exchange(count)), String(count)).toBe('tickets_count');
    const grant = (count: number) => lotteryTicketGrantSchema.safeParse({ player_id: 7, count, request_id: randomUUID() });
    for (const count of [1, 1000]) expect(refusedField(grant(count)), String(count)).toBeNull();
    for (const count of [0, 2.5, 1001]) expect(refusedField(grant(count)), String(count)).toBe('count');
  });

  it("VAL-26 an operator's lottery: an identifier of lower-case letters, digits and dashes, an end after its start, one prize per place", () => {
    const lottery = {
      frontend_identifier: 'weekly-lottery',
      title: 'Weekly lottery',
      currency: 'EUR',
      group_ids: [],
      prizes: [{ place: 1, kind: 'money', amount_cents: 5_000 }],
      start_at: '2026-12-01T00:00:00Z',
      end_at: '2026-12-08T00:00:00Z',
    };
    expect(refusedField(lotteryInputSchema.safeParse(lottery))).toBeNull();
    expect(refusedField(lotteryInputSchema.safeParse({ ...lottery, frontend_identifier: 'Weekly Lottery' }))).toBe(
      'frontend_identifier',
    );
    expect(refusedField(lotteryInputSchema.safeParse({ ...lottery, end_at: lottery.start_at }))).toBe('end_at');
    expect(refusedField(lotteryInputSchema.safeParse({ ...lottery, prizes: [...lottery.prizes, ...lottery.prizes] }))).toBe(
      'prizes',
    );
    expect(refusedField(lotteryInputSchema.safeParse({ ...lottery, currency: 'XYZ' }))).toBe('currency');
  });
});
