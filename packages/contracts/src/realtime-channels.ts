/**
 * The realtime channels and the Socket.IO path and event names. Apart from the message schemas in
 * realtime.ts, so a page can connect without loading zod.
 */

/** Realtime channel names of both specs (requirements §core-7, §promo-7, DECISIONS-19). */
export const PUBLIC_CHANNELS = [
  'public:wins',
  'public:jackpots_changes',
  /** The shared crash round: round opened, bets, cash-outs, crash (docs/decisions/020-shared-crash-round.md). */
  'public:crash',
] as const;
export const PRIVATE_CHANNELS = [
  'comps_award',
  'bonuses_changes',
  'freespins_changes',
  'lootboxes_changes',
  'game_limits',
  'tournaments_statuses',
  'groups_updates',
  'jackpot_win_award',
  'personal_notifications',
  'tournament_notifications',
  /** A lottery winner's prize paid (docs/decisions/063-competitions-live-and-scale.md). */
  'lottery_notifications',
  'payments_events',
  'payments_changes',
  'payment_methods_updated',
  'balance',
  'allsecure_notification',
  /** The player's support chat: agents' answers and the conversation closing (SHELL-20). */
  'support_messages',
  /** The player's notifications read or deleted on one device, for the others (decision 037). */
  'notifications_changes',
] as const;
export type PublicChannel = (typeof PUBLIC_CHANNELS)[number];
export type PrivateChannel = (typeof PRIVATE_CHANNELS)[number];
export type Channel = PublicChannel | PrivateChannel;

export function isPublicChannel(name: string): name is PublicChannel {
  return (PUBLIC_CHANNELS as readonly string[]).includes(name);
}
export function isPrivateChannel(name: string): name is PrivateChannel {
  return (PRIVATE_CHANNELS as readonly string[]).includes(name);
}

/** Socket.IO path and the client -> server messages. */
export const REALTIME_PATH = '/realtime';
export const SUBSCRIBE_EVENT = 'subscribe';
