import { describe, expect, it } from 'vitest';
import { grantFormSchema, lotteryFormSchema, lotteryInputOf } from './staff-forms';

const FORM = {
  frontend_identifier: 'spring-draw',
  title: 'Spring draw',
  start_at: '2026-03-01T10:00',
  end_at: '2026-03-08T10:00',
  prizes: '100, 50.5, 25',
};

describe('the lottery console forms', () => {
  it('LOTT-07 a new lottery form becomes money prizes by place in cents', () => {
    const input = lotteryInputOf(lotteryFormSchema.parse(FORM));
    expect(input.prizes).toEqual([
      { place: 1, kind: 'money', amount_cents: 10_000 },
      { place: 2, kind: 'money', amount_cents: 5_050 },
      { place: 3, kind: 'money', amount_cents: 2_500 },
    ]);
    expect(input.currency).toBe('EUR');
  });

  it('LOTT-07 refuses an end before the start, a bad identifier and unreadable prizes', () => {
    const result = lotteryFormSchema.safeParse({
      ...FORM,
      frontend_identifier: 'Spring Draw',
      end_at: '2026-02-01T10:00',
      prizes: '100 euros',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['frontend_identifier', 'end_at', 'prizes']));
  });

  it('LOTT-04 a grant takes 1 to 1000 tickets for a player id', () => {
    expect(grantFormSchema.safeParse({ player_id: '7', count: '3' }).data).toEqual({ player_id: 7, count: 3 });
    expect(grantFormSchema.safeParse({ player_id: '7', count: '0' }).success).toBe(false);
    expect(grantFormSchema.safeParse({ player_id: '7', count: '1001' }).success).toBe(false);
  });
});
