import {
  compExchangeResponseSchema,
  compPointsSchema,
  playerLevelSchema,
  shopCardListSchema,
  userLevelListSchema,
  type CompExchangeRequest,
  type CompExchangeResponse,
  type ShopCardType,
} from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/**
 * The loyalty calls (requirements §promo-7). The balance lives under ['player'], so the logout's
 * reset clears the comp state (SHOP-09) and comps_award invalidates it (realtime/use-realtime.ts).
 * Rates are keyed by who asks: a login loads them again, priced for the player (SHOP-06).
 */
export const loyaltyKeys = {
  points: ['player', 'comp_points'] as const,
  level: ['player', 'level'] as const,
  rates: (type: ShopCardType, playerId: number | null) => ['comp_points', 'rates', type, playerId ?? 'guest'] as const,
  levels: ['loyalty', 'levels'] as const,
};

export const compPointsQuery = (api: AxiosInstance) =>
  queryOptions({
    queryKey: loyaltyKeys.points,
    queryFn: async () => compPointsSchema.parse((await api.get('/api/player/comp_points')).data),
    staleTime: 30_000,
  });

/** SHOP-06: loaded on every entry to the shop (no stale time) and for each signed-in player anew. */
export const ratesQuery = (api: AxiosInstance, type: ShopCardType, playerId: number | null) =>
  queryOptions({
    queryKey: loyaltyKeys.rates(type, playerId),
    queryFn: async () => shopCardListSchema.parse((await api.get(`/api/comp_points/rates/${type}`)).data),
    staleTime: 0,
  });

export const levelsQuery = (api: AxiosInstance) =>
  queryOptions({
    queryKey: loyaltyKeys.levels,
    queryFn: async () => userLevelListSchema.parse((await api.get('/api/loyalty/levels')).data),
    staleTime: 5 * 60_000,
  });

export const playerLevelQuery = (api: AxiosInstance) =>
  queryOptions({
    queryKey: loyaltyKeys.level,
    queryFn: async () => playerLevelSchema.parse((await api.get('/api/player/level')).data),
    staleTime: 30_000,
  });

/** API-110 API-111 SHOP-22: money cards exchange under /exchange/money, the others under their type. */
export async function postExchange(
  api: AxiosInstance,
  type: ShopCardType,
  body: CompExchangeRequest,
): Promise<CompExchangeResponse> {
  return compExchangeResponseSchema.parse((await api.post(`/api/comp_points/exchange/${type}`, body)).data);
}
