import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../api/server-api';
import { accountsQuery, playerQuery } from './player-query';
import { useUnreadNotificationCount } from './unread-notifications';

/**
 * The logged-in player as the shell and the limits need it: balance for the header, groups and licence for
 * the rules that depend on them.
 */
export interface PlayerSummary {
  id: number;
  currency: string;
  balance_cents: number;
  license_name: string | null;
  unread_notifications: number;
}

/**
 * The signed-in player (GET /api/player) with the active wallet's balance, or null for a guest.
 * The locale layout prefetches the player on the server when a session cookie is present, so the
 * first HTML already shows the logged-in header.
 */
export function usePlayer(): PlayerSummary | null {
  const player = useQuery(playerQuery(browserApi())).data ?? null;
  const accounts = useQuery({ ...accountsQuery(browserApi()), enabled: player !== null }).data;
  const unread = useUnreadNotificationCount();
  if (!player) return null;
  const active = accounts?.find((account) => account.active);
  return {
    id: player.id,
    currency: active?.currency ?? player.currency ?? 'EUR',
    balance_cents: active?.amount_cents ?? 0,
    license_name: player.license_name,
    unread_notifications: unread,
  };
}
