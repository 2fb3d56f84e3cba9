import type { ClosureReason, ClosureResponse } from '@casino/contracts';
import { CLOSURE_REASONS } from '@casino/contracts';
import type { AxiosInstance } from 'axios';

const isReason = (value: string): value is ClosureReason => (CLOSURE_REASONS as readonly string[]).includes(value);

/** POST /api/player/closure: closes the signed-in player's account; the server ends every session. */
export async function closeAccount(api: AxiosInstance, password: string, reason: string): Promise<ClosureResponse> {
  const { data } = await api.post<ClosureResponse>('/api/player/closure', {
    password,
    ...(isReason(reason) ? { reason } : {}),
  });
  return data;
}
