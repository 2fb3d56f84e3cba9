import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { prefetchPublic } from '../../api/shared-queries.server';
import { jackpotsQuery, jackpotWinsQuery } from './api';

/** The jackpot section's data for a server render: the levels and both winner lists (public, shared). */
export async function prefetchJackpots(queryClient: QueryClient, api: AxiosInstance): Promise<void> {
  await Promise.all([
    prefetchPublic(queryClient, jackpotsQuery(api)),
    prefetchPublic(queryClient, jackpotWinsQuery(api, 'biggest')),
    prefetchPublic(queryClient, jackpotWinsQuery(api, 'latest')),
  ]);
}
