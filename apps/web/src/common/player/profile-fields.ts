import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { playerFieldsResponseSchema } from '@casino/contracts';
import type { z } from 'zod';

/**
 * The profile fields a payment or a real-money game may ask for before it starts: the cashbox
 * and the game page ask the same fields with the same form, and read which ones from the same
 * metadata.
 */

/** PAY-03: the profile fields a fiat cashbox needs before it opens. */
export const CASHBOX_PROFILE_FIELDS = [
  'mobile_phone',
  'first_name',
  'last_name',
  'date_of_birth',
  'country',
  'city',
  'address',
  'postal_code',
] as const;
export type CashboxProfileField = (typeof CASHBOX_PROFILE_FIELDS)[number];

export const playerFieldsKey = ['info', 'player-fields'] as const;

/** GET /api/info/player_fields: which profile fields the deposit, cashout and provider contexts ask for. */
export function playerFieldsQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: playerFieldsKey,
    queryFn: async () => (await api.get<z.infer<typeof playerFieldsResponseSchema>>('/api/info/player_fields')).data,
    staleTime: 300_000,
  });
}
