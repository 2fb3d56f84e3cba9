import { z } from 'zod';
import { crashRealtimeSchema } from './crash';
import { giftSchema } from './gifts';
import { lotteryNotificationSchema } from './lotteries';
import { notificationSchema, notificationsChangeSchema } from './notifications';
import { supportRealtimeSchema } from './support';
import { tournamentNotificationSchema } from './tournaments';
import type { Channel } from './realtime-channels';
export * from './realtime-channels';

export const subscribeRequestSchema = z.object({
  channels: z.array(z.string().max(64)).min(1).max(32),
});
export const subscribeAckSchema = z.object({
  subscribed: z.array(z.string()),
  refused: z.array(z.object({ channel: z.string(), reason: z.enum(['unauthorized', 'unknown_channel']) })),
});
export type SubscribeAck = z.infer<typeof subscribeAckSchema>;

const cents = z.number().int();

/** Every message a channel carries: one discriminated union, `channel` names the event. */
export const realtimeMessageSchema = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('public:wins'),
    data: z.object({
      game_identifier: z.string(),
      game_title: z.string(),
      nickname: z.string(),
      amount_cents: cents,
      currency: z.string(),
      at: z.string(),
    }),
  }),
  z.object({
    channel: z.literal('public:jackpots_changes'),
    data: z.object({
      jackpot_id: z.number().int(),
      levels: z.array(z.object({ name: z.string(), amount_cents: cents, currency: z.string() })),
    }),
  }),
  z.object({ channel: z.literal('public:crash'), data: crashRealtimeSchema }),
  z.object({
    channel: z.literal('balance'),
    data: z.object({ currency: z.string(), amount_cents: cents, available_to_cashout_cents: cents }),
  }),
  z.object({
    channel: z.literal('payments_changes'),
    data: z.object({ id: z.number().int(), action: z.enum(['deposit', 'cashout']), state: z.string() }),
  }),
  z.object({
    channel: z.literal('payments_events'),
    data: z.object({ id: z.number().int(), action: z.enum(['deposit', 'cashout']), state: z.string(), created_at: z.string() }),
  }),
  z.object({ channel: z.literal('payment_methods_updated'), data: z.object({ currency: z.string() }) }),
  z.object({ channel: z.literal('groups_updates'), data: z.object({ groups: z.array(z.number().int()) }) }),
  z.object({
    channel: z.literal('game_limits'),
    data: z.object({ type: z.string(), reached: z.boolean() }),
  }),
  z.object({ channel: z.literal('comps_award'), data: z.object({ points: z.number().int(), total: z.number().int() }) }),
  /** RT-05 RT-06: the gift after its change (docs/decisions/044-bonus-engine.md). */
  z.object({ channel: z.literal('bonuses_changes'), data: giftSchema }),
  z.object({ channel: z.literal('freespins_changes'), data: giftSchema }),
  z.object({ channel: z.literal('lootboxes_changes'), data: z.object({ id: z.number().int(), stage: z.string() }) }),
  z.object({
    channel: z.literal('tournaments_statuses'),
    data: z.object({
      tournament_id: z.number().int(),
      bets: cents,
      score: z.number().int(),
      award_place: z.number().int().nullable(),
    }),
  }),
  z.object({ channel: z.literal('tournament_notifications'), data: tournamentNotificationSchema }),
  z.object({ channel: z.literal('lottery_notifications'), data: lotteryNotificationSchema }),
  z.object({
    channel: z.literal('jackpot_win_award'),
    data: z.object({ jackpot_id: z.number().int(), level: z.string(), amount_cents: cents, currency: z.string() }),
  }),
  z.object({ channel: z.literal('personal_notifications'), data: notificationSchema }),
  z.object({ channel: z.literal('notifications_changes'), data: notificationsChangeSchema }),
  z.object({ channel: z.literal('support_messages'), data: supportRealtimeSchema }),
  z.object({
    channel: z.literal('allsecure_notification'),
    data: z.object({ payment_id: z.number().int(), status: z.string(), redirect_url: z.string().nullable() }),
  }),
]);
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;
export type RealtimeData<C extends Channel> = Extract<RealtimeMessage, { channel: C }>['data'];
