import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { subscriptionsSchema } from '@casino/contracts';
import type { z } from 'zod';

export type Subscriptions = z.infer<typeof subscriptionsSchema>;

export const subscriptionsKey = ['player', 'subscriptions'] as const;

/** GET /api/subscriptions: the player's promo flags; rethrows on failure (requirements §core-8). */
export function subscriptionsQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: subscriptionsKey,
    queryFn: async () => (await api.get<Subscriptions>('/api/subscriptions')).data,
    staleTime: 60_000,
  });
}
