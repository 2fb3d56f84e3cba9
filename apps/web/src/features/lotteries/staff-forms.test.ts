import { describe, expect, it } from 'vitest';
import type { Lottery } from '@casino/contracts';
import { cancelable, editable, grantFormSchema, lotteryFormOf, lotteryFormSchema, lotteryInputOf } from './staff-forms';

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

  const LOTTERY: Lottery = {
    id: 9,
    frontend_identifier: 'spring-draw',
    title: 'Spring draw',
    start_at: '2026-03-01T10:00:00.000Z',
    end_at: '2026-03-08T10:00:00.000Z',
    group_ids: [21],
    in_progress: false,
    status: 'future',
    currency: 'USD',
    prizes: [
      { place: 1, kind: 'money', amount_cents: 10_000 },
      { place: 2, kind: 'money', amount_cents: 5_050 },
    ],
    tickets_count: 4,
    server_seed_hash: 'a'.repeat(64),
    server_seed: null,
    drawn_at: null,
    winners: [],
    canceled: false,
  };

  it('LOTT-07 the edit form starts from the lottery and saves it with its currency, groups and instants unchanged', () => {
    const values = lotteryFormOf(LOTTERY);
    expect(values.prizes).toBe('100, 50.5');
    const input = lotteryInputOf(lotteryFormSchema.parse({ ...values, title: 'Spring draw II' }), LOTTERY);
    expect(input).toMatchObject({
      title: 'Spring draw II',
      currency: 'USD',
      group_ids: [21],
      start_at: LOTTERY.start_at,
      end_at: LOTTERY.end_at,
    });
    expect(input.prizes).toEqual(LOTTERY.prizes);
  });

  it('LOTT-07 offers the edit only before the start (money prizes) and the cancel only before the draw', () => {
    expect([editable(LOTTERY), cancelable(LOTTERY)]).toEqual([true, true]);
    const running = { ...LOTTERY, status: 'active' as const, in_progress: true };
    expect([editable(running), cancelable(running)]).toEqual([false, true]);
    const drawn = { ...LOTTERY, status: 'archive' as const, drawn_at: LOTTERY.end_at };
    expect([editable(drawn), cancelable(drawn)]).toEqual([false, false]);
    const canceled = { ...LOTTERY, canceled: true };
    expect([editable(canceled), cancelable(canceled)]).toEqual([false, false]);
    const gift = { ...LOTTERY, prizes: [{ place: 1, kind: 'gift' as const, template_id: 3 }] };
    expect(editable(gift)).toBe(false);
  });
});
