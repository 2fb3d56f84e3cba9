import {
  couponResponseSchema,
  depositGiftListSchema,
  giftActivationResponseSchema,
  giftDeleteResponseSchema,
  giftListSchema,
  type CouponResponse,
  type DepositGift,
  type Gift,
  type GiftActivationResponse,
  type GiftDeleteResponse,
  type GiftList,
} from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/**
 * The player's gifts (requirements §promo-7 gift calls). Every key is under ['player'], so the
 * logout's reset of the player's data clears them (GIFT-11); the realtime channels bonuses_changes
 * and freespins_changes invalidate the first two (realtime/use-realtime.ts).
 */
export const giftKeys = {
  bonuses: ['player', 'bonuses'] as const,
  freespins: ['player', 'freespins'] as const,
  deposit: ['player', 'gifts', 'deposit'] as const,
  registration: ['player', 'gifts', 'registration'] as const,
};

/** The path of a gift's list, activation and delete calls, by its kind. */
const giftPath = (gift: Pick<Gift, 'kind' | 'id'>) =>
  `/api/player/${gift.kind === 'freespins' ? 'freespins' : 'bonuses'}/${gift.id}`;

/** GIFT-11: a failed load is not swallowed; the query's error reaches the page, which shows it. */
function listQuery(api: AxiosInstance, key: readonly string[], path: string) {
  return queryOptions({
    queryKey: key,
    queryFn: async (): Promise<GiftList> => giftListSchema.parse((await api.get(path)).data),
    staleTime: 60_000,
  });
}

/** GET /api/player/bonuses (API-098). */
export const bonusesQuery = (api: AxiosInstance) => listQuery(api, giftKeys.bonuses, '/api/player/bonuses');

/** GET /api/player/freespins (API-099). */
export const freespinsQuery = (api: AxiosInstance) => listQuery(api, giftKeys.freespins, '/api/player/freespins');

/** GET /api/bonuses/deposit (API-100): the deposit gifts the player may choose now (GIFT-14 applied by the server). */
export function depositGiftsQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: giftKeys.deposit,
    queryFn: async (): Promise<DepositGift[]> => depositGiftListSchema.parse((await api.get('/api/bonuses/deposit')).data),
    staleTime: 60_000,
  });
}

/** POST /api/player/{bonuses|freespins}/{id}/activation (GIFT-12). */
export async function activateGift(api: AxiosInstance, gift: Gift): Promise<GiftActivationResponse> {
  return giftActivationResponseSchema.parse((await api.post(`${giftPath(gift)}/activation`)).data);
}

/** DELETE /api/player/{bonuses|freespins}/{id} (GIFT-13): the canceled gift and the bonus money it took. */
export async function deleteGift(api: AxiosInstance, gift: Gift): Promise<GiftDeleteResponse> {
  return giftDeleteResponseSchema.parse((await api.delete(giftPath(gift))).data);
}

/** POST /api/bonuses/coupon (GIFT-20): the gift the coupon issued. */
export async function redeemCoupon(api: AxiosInstance, couponCode: string): Promise<CouponResponse> {
  return couponResponseSchema.parse((await api.post('/api/bonuses/coupon', { coupon_code: couponCode })).data);
}
