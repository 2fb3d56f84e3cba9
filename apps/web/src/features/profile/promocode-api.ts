import type { AxiosInstance } from 'axios';

/** GIFT-15: the query parameters that carry a promo code into the site. */
export const PROMOCODE_PARAMS = ['depositPromocode', 'giftPromocode'] as const;

/** PATCH /api/player/set_bonus_code (GIFT-17): stores the deposit promo code on the player. */
export async function setBonusCode(api: AxiosInstance, code: string): Promise<string | null> {
  const { data } = await api.patch<{ deposit_bonus_code: string | null }>('/api/player/set_bonus_code', {
    deposit_bonus_code: code,
  });
  return data.deposit_bonus_code;
}

/** DELETE /api/player/clear_bonus_code (GIFT-17). */
export async function clearBonusCode(api: AxiosInstance): Promise<void> {
  await api.delete('/api/player/clear_bonus_code');
}
