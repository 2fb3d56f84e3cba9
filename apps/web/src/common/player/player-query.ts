import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { isHttpError } from '../../api/is-http-error';
import type { Account, Player } from '@casino/contracts';

/** The query key of the signed-in player: sign-in, sign-out and profile edits set or invalidate it. */
export const playerKeys = { player: ['player'] as const };

/** GET /api/player: the signed-in player, or null for a guest (an answer with an id means logged in). */
async function getPlayer(api: AxiosInstance): Promise<Player | null> {
  try {
    const { data } = await api.get<Player>('/api/player');
    return data.id ? data : null;
  } catch (error) {
    if (isHttpError(error) && error.response?.status === 401) return null;
    throw error;
  }
}

/**
 * The player never goes stale by time: the server render says who is signed in, sign-in and
 * registration set it, sign-out and the auth-error event clear it, profile edits invalidate it.
 */
export function playerQuery(api: AxiosInstance) {
  return queryOptions({ queryKey: playerKeys.player, queryFn: () => getPlayer(api), staleTime: Infinity });
}

/**
 * Drops the signed-in player's data when the session ends: everything under ['player'] but the
 * player query itself, and the tournament standings and quest statuses keyed by the player
 * (TOUR-10, QUEST-17). Public data (jackpots, games, config) stays.
 */
export function dropPlayerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: playerKeys.player, predicate: (query) => query.queryKey.length > 1 });
  queryClient.removeQueries({ queryKey: ['tournaments'] });
}

export const accountsKey = ['player', 'accounts'] as const;

/** GET /api/player/accounts: the player's wallets (balance, the header's dropdown). */
export function accountsQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: accountsKey,
    queryFn: async () => (await api.get<Account[]>('/api/player/accounts', { params: { compatibility: '' } })).data,
    staleTime: 30_000,
  });
}
