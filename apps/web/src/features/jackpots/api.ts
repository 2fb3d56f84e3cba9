import type { Jackpot, JackpotWin } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/**
 * The jackpots and their winners (API-106, API-107), public data. Every key is under ['jackpots']:
 * public:jackpots_changes and jackpot_win_award invalidate them (realtime/use-realtime.ts).
 * Plain reads, no schema: the lobby's code stays small (the server's responses are typed by it).
 */
export const jackpotsQuery = (api: AxiosInstance) =>
  queryOptions({
    queryKey: ['jackpots', 'list'] as const,
    queryFn: async (): Promise<Jackpot[]> => (await api.get<Jackpot[]>('/api/jackpots')).data,
  });

/** JACK-06: a failed load is logged and the list stays empty. */
export const jackpotWinsQuery = (api: AxiosInstance, order: 'biggest' | 'latest') =>
  queryOptions({
    queryKey: ['jackpots', 'wins', order] as const,
    queryFn: async (): Promise<JackpotWin[]> => {
      try {
        return (await api.get<JackpotWin[]>('/api/jackpot_wins', { params: { order, limit: 5 } })).data;
      } catch (err) {
        console.warn('jackpot wins could not be loaded', err);
        return [];
      }
    },
  });
