import { describe, expect, it } from 'vitest';
import {
  PRIVATE_CHANNELS,
  PUBLIC_CHANNELS,
  isPrivateChannel,
  isPublicChannel,
  realtimeMessageSchema,
  subscribeRequestSchema,
} from './realtime';

describe('realtime channels', () => {
  it('RT-02 RT-03 RT-04 RT-18 names the public and private channels of the spec, disjoint', () => {
    expect([...PUBLIC_CHANNELS]).toEqual(['public:wins', 'public:jackpots_changes', 'public:crash']);
    // The spec's sixteen, notifications_changes (the read state shared by a player's devices) and
    // lottery_notifications (a lottery's winners, decision 063).
    expect(PRIVATE_CHANNELS).toHaveLength(18);
    expect(PRIVATE_CHANNELS).toContain('notifications_changes');
    expect(PRIVATE_CHANNELS).toContain('lottery_notifications');
    for (const c of PUBLIC_CHANNELS) expect([isPublicChannel(c), isPrivateChannel(c)]).toEqual([true, false]);
    for (const c of PRIVATE_CHANNELS) expect([isPublicChannel(c), isPrivateChannel(c)]).toEqual([false, true]);
    expect(isPublicChannel('wins')).toBe(false);
    expect(isPrivateChannel('public:balance')).toBe(false);
  });

  it('RT-19 has a message schema for every channel, discriminated by channel', () => {
    for (const channel of [...PUBLIC_CHANNELS, ...PRIVATE_CHANNELS]) {
      expect(realtimeMessageSchema.safeParse({ channel, data: {} }).error?.issues[0]?.path[0]).toBe('data');
    }
    const balance = { channel: 'balance', data: { currency: 'EUR', amount_cents: 100, available_to_cashout_cents: 50 } };
    expect(realtimeMessageSchema.parse(balance)).toEqual(balance);
    expect(realtimeMessageSchema.safeParse({ ...balance, data: { ...balance.data, amount_cents: 1.5 } }).success).toBe(false);
    expect(realtimeMessageSchema.safeParse({ channel: 'nope', data: {} }).success).toBe(false);
  });

  it('RT-19 bounds a subscribe request to 1..32 channel names of at most 64 characters', () => {
    expect(subscribeRequestSchema.safeParse({ channels: ['balance'] }).success).toBe(true);
    expect(subscribeRequestSchema.safeParse({ channels: [] }).success).toBe(false);
    expect(subscribeRequestSchema.safeParse({ channels: Array(33).fill('balance') }).success).toBe(false);
    expect(subscribeRequestSchema.safeParse({ channels: ['x'.repeat(65)] }).success).toBe(false);
  });
});
