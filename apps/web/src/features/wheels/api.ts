import {
  lootBoxActivationResponseSchema,
  lootBoxListSchema,
  wheelViewSchema,
  type LootBoxActivation,
  type WheelSlug,
} from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { idempotencyHeader } from '../../api/idempotency';

/**
 * The wheel calls (requirements §promo-7). The boxes live under ['player', 'lootboxes'], so the
 * logout's reset clears them and `lootboxes_changes` refreshes them (WHEEL-08).
 */
const wheelKeys = {
  boxes: ['player', 'lootboxes'] as const,
  wheel: (slug: WheelSlug, playerId: number | null) => ['wheels', slug, playerId ?? 'guest'] as const,
};

export const wheelQuery = (api: AxiosInstance, slug: WheelSlug, playerId: number | null) =>
  queryOptions({
    queryKey: wheelKeys.wheel(slug, playerId),
    queryFn: async () => wheelViewSchema.parse((await api.get(`/api/wheels/${slug}`)).data),
    staleTime: 60_000,
  });

export const lootBoxesQuery = (api: AxiosInstance) =>
  queryOptions({
    queryKey: wheelKeys.boxes,
    queryFn: async () => lootBoxListSchema.parse((await api.get('/api/player/lootboxes')).data),
    staleTime: 30_000,
  });

/** WHEEL-09: opens a box on the page's wheel, one Idempotency-Key per press. */
export async function postActivation(api: AxiosInstance, id: number, wheel: WheelSlug): Promise<LootBoxActivation> {
  const res = await api.post(`/api/player/lootboxes/${id}/activation`, { wheel }, { headers: idempotencyHeader() });
  return lootBoxActivationResponseSchema.parse(res.data);
}
