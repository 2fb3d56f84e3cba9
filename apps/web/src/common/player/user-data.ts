import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { playerSettingsSchema, playerStatsSchema } from '@casino/contracts';
import { useEffect } from 'react';
import type { z } from 'zod';
import { browserApi } from '../../api/server-api';
import { subscriptionsKey, subscriptionsQuery } from './subscriptions';

type PlayerSettings = z.infer<typeof playerSettingsSchema>;
type PlayerStats = z.infer<typeof playerStatsSchema>;

export const settingsKey = ['player', 'settings'] as const;
export const statsKey = ['player', 'stats'] as const;

/** GET /api/player/settings: the player's settings (locale, currency, two-factor, session bounds). */
function settingsQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: settingsKey,
    queryFn: async () => (await api.get<PlayerSettings>('/api/player/settings')).data,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/player/stats: sign-in count and times, confirmation. */
function statsQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: statsKey,
    queryFn: async () => (await api.get<PlayerStats>('/api/player/stats')).data,
    staleTime: 5 * 60_000,
  });
}

/**
 * The user data of requirements §core-4 this domain owns, loaded once a player is signed in (AUTH-09):
 * settings, stats and subscriptions. Balance, notifications and the others are loaded by
 * their own domains under ['player', …] keys.
 */
const USER_DATA_KEYS = [settingsKey, statsKey, subscriptionsKey] as const;

/** Fetches the user data into the cache (after sign-in or registration, or a page load signed in). */
export async function loadUserData(queryClient: QueryClient, api: AxiosInstance): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(settingsQuery(api)),
    queryClient.prefetchQuery(statsQuery(api)),
    queryClient.prefetchQuery(subscriptionsQuery(api)),
  ]);
}

/** Drops the user data at logout (AUTH-17), so the next visitor of this tab never sees it. */
export function clearUserData(queryClient: QueryClient): void {
  for (const queryKey of USER_DATA_KEYS) queryClient.removeQueries({ queryKey, exact: true });
}

/** Loads the user data when a player signs in (the player id appears) and clears it when they sign out. */
export function useUserData(playerId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (playerId === null) clearUserData(queryClient);
    else void loadUserData(queryClient, browserApi());
  }, [playerId, queryClient]);
}
