import { vipProgressSchema } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/**
 * VIP-04: the progress comes from GET /jam/vip_status_progress. It lives under ['player'], so a
 * logout clears it and a login loads the new player's.
 */
export const vipProgressQuery = (api: AxiosInstance) =>
  queryOptions({
    queryKey: ['player', 'vip_progress'] as const,
    queryFn: async () => vipProgressSchema.parse((await api.get('/jam/vip_status_progress')).data),
    staleTime: 30_000,
    retry: 1,
  });
