import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  REALITY_CHECK_DEFAULT_MINUTES,
  REALITY_CHECK_MINUTES,
  type Limit,
  type LimitChangeResponse,
  type LimitRequest,
  type RealityCheckSettings,
} from '@casino/contracts';

/** The limits' query keys; game_limits realtime events invalidate `all` (RT-19). */
export const limitsKeys = {
  all: ['player', 'limits'] as const,
  realityCheck: ['player', 'reality-check'] as const,
};

/** GET /api/user_limits (LIM-06): rethrows on failure. */
export function limitsQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: limitsKeys.all,
    queryFn: async () => (await api.get<Limit[]>('/api/user_limits')).data,
    staleTime: 30_000,
  });
}

/** LIM-09: the limits are asked for only once a player is signed in. */
export function playerLimitsQuery(api: AxiosInstance, signedIn: boolean) {
  return { ...limitsQuery(api), enabled: signedIn };
}

/** POST /api/user_limits: tighter applies at once, looser comes back pending. */
export async function setLimit(api: AxiosInstance, request: LimitRequest): Promise<LimitChangeResponse> {
  return (await api.post<LimitChangeResponse>('/api/user_limits', request)).data;
}

/** DELETE /api/user_limits/{id}: a removal waits like a loosening. */
export async function removeLimit(api: AxiosInstance, id: number): Promise<LimitChangeResponse> {
  return (await api.delete<LimitChangeResponse>(`/api/user_limits/${id}`)).data;
}

/** POST /api/user_limits/confirm (LIM-07). */
export async function confirmLimit(api: AxiosInstance, token: string): Promise<LimitChangeResponse> {
  return (await api.post<LimitChangeResponse>('/api/user_limits/confirm', { token })).data;
}

/** The reality check's interval; the default when the call fails, so the check never silently stops. */
export function realityCheckQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: limitsKeys.realityCheck,
    queryFn: async (): Promise<RealityCheckSettings> =>
      (await api.get<RealityCheckSettings>('/api/user_limits/reality_check').catch(() => null))?.data ?? {
        interval_minutes: REALITY_CHECK_DEFAULT_MINUTES,
        chosen: false,
        min_minutes: REALITY_CHECK_MINUTES.min,
        max_minutes: REALITY_CHECK_MINUTES.max,
      },
    staleTime: 5 * 60_000,
  });
}

/** PUT /api/user_limits/reality_check: the player's interval, within the allowed range. */
export async function setRealityCheck(api: AxiosInstance, minutes: number): Promise<RealityCheckSettings> {
  return (await api.put<RealityCheckSettings>('/api/user_limits/reality_check', { interval_minutes: minutes })).data;
}
