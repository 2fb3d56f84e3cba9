import type { AxiosInstance } from 'axios';
import type { QueryClient } from '@tanstack/react-query';
import { subscriptionsKey, subscriptionsQuery, type Subscriptions } from '../../common/player/subscriptions';

/** What a promo-subscription click ends in, and the toast each one shows (PROF-08, PROF-09). */
type SubscribeOutcome = 'already' | 'received' | 'failed';
export const SUBSCRIBE_TOASTS: Readonly<Record<SubscribeOutcome, { kind: 'info' | 'success' | 'warning'; key: string }>> = {
  already: { kind: 'info', key: 'profile.subscriptions.already' },
  received: { kind: 'success', key: 'profile.subscriptions.received' },
  failed: { kind: 'warning', key: 'profile.subscriptions.failed' },
};

/**
 * A promo-subscription click: already subscribed (receive_promos true) says so and sends nothing;
 * otherwise PUT /api/subscriptions turns it on. The flags are read fresh, so a change made
 * elsewhere (another tab, the personal-data form) is seen.
 */
export async function subscribeToPromos(api: AxiosInstance, queryClient: QueryClient): Promise<SubscribeOutcome> {
  try {
    const current = await queryClient.fetchQuery({ ...subscriptionsQuery(api), staleTime: 0 });
    if (current.receive_promos) return 'already';
    const saved = (await api.put<Subscriptions>('/api/subscriptions', { receive_promos: true })).data;
    queryClient.setQueryData(subscriptionsKey, saved);
    return 'received';
  } catch {
    return 'failed';
  }
}
