import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PRIVATE_CHANNELS, PUBLIC_CHANNELS, type PrivateChannel, type RealtimeData } from '@casino/contracts';
import { subscribe, withRealtime } from './client';
import { addWin } from './wins';

/** A query key and everything below it, or (exact) that one query only. */
type Refresh = QueryKey | { queryKey: QueryKey; exact: true };

/**
 * What each private channel refreshes (RT-19): the query keys of the domains whose data the
 * message changes. A domain that keeps its own cache shape reacts to the event itself.
 */
const PRIVATE_CHANNEL_QUERIES: Record<PrivateChannel, Refresh[]> = {
  balance: [['player', 'accounts']],
  payments_changes: [
    ['player', 'payments'],
    ['player', 'accounts'],
  ],
  payments_events: [['player', 'payments']],
  payment_methods_updated: [['payments', 'methods']],
  comps_award: [['player', 'comp_points']],
  bonuses_changes: [
    ['player', 'bonuses'],
    ['player', 'accounts'],
  ],
  freespins_changes: [['player', 'freespins']],
  lootboxes_changes: [['player', 'lootboxes']],
  game_limits: [['player', 'limits']],
  // The tournament pages and the shell's quests widget (features/tournaments/quests.ts).
  tournaments_statuses: [['tournaments'], ['player', 'quests']],
  // The player query (['player'], playerKeys.player) carries the groups; only it, not every ['player', …] query.
  groups_updates: [{ queryKey: ['player'], exact: true }],
  jackpot_win_award: [['jackpots'], ['player', 'accounts']],
  // A reviewed document is announced as a notification; the verification page reloads its list.
  personal_notifications: [['player', 'notifications'], ['verification']],
  tournament_notifications: [['player', 'notifications'], ['tournaments'], ['player', 'quests']],
  // The winner's toast and the lottery page react to the message itself (features/lotteries).
  lottery_notifications: [['player', 'notifications']],
  allsecure_notification: [['player', 'payments']],
  support_messages: [['support']],
  // A notification read or deleted on another device: the same list and counter here.
  notifications_changes: [['player', 'notifications']],
};

/** Invalidates what a private channel's message changes (RT-10, RT-19). */
export function refreshForChannel(queryClient: QueryClient, channel: PrivateChannel): Promise<void[]> {
  return Promise.all(
    PRIVATE_CHANNEL_QUERIES[channel].map((refresh) =>
      queryClient.invalidateQueries(
        Array.isArray(refresh) ? { queryKey: refresh } : (refresh as { queryKey: QueryKey; exact: true }),
      ),
    ),
  );
}

/** The public channels every page listens to; the crash round's ticks go only to the crash game's frame. */
const SHELL_PUBLIC_CHANNELS = PUBLIC_CHANNELS.filter((channel) => channel !== 'public:crash');

/**
 * Connects the realtime client and keeps the query cache in step with it: public channels for
 * everyone, the private ones once a player is logged in. A login or logout reconnects, so the
 * server sees the new session cookie.
 */
export function useRealtime(playerId: number | null): void {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      withRealtime((socket) => {
        const onWin = (win: RealtimeData<'public:wins'>) => addWin(queryClient, win);
        const onJackpots = () => void queryClient.invalidateQueries({ queryKey: ['jackpots'] });
        socket.on('public:wins', onWin);
        socket.on('public:jackpots_changes', onJackpots);
        return () => {
          socket.off('public:wins', onWin);
          socket.off('public:jackpots_changes', onJackpots);
        };
      }),
    [queryClient],
  );

  useEffect(
    () =>
      withRealtime((socket) => {
        const channels = playerId === null ? [...SHELL_PUBLIC_CHANNELS] : [...SHELL_PUBLIC_CHANNELS, ...PRIVATE_CHANNELS];
        const onConnect = () => void subscribe(socket, channels);
        const handlers = PRIVATE_CHANNELS.map((channel) => {
          const handler = () => void refreshForChannel(queryClient, channel);
          return [channel, handler] as const;
        });
        if (playerId !== null) for (const [channel, handler] of handlers) socket.on(channel, handler);
        socket.on('connect', onConnect);
        // The handshake reads the session cookie: reconnect when the player changes.
        if (socket.connected) socket.disconnect().connect();
        else socket.connect();
        return () => {
          socket.off('connect', onConnect);
          for (const [channel, handler] of handlers) socket.off(channel, handler);
        };
      }),
    [playerId, queryClient],
  );
}
