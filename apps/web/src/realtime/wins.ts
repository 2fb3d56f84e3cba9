import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RealtimeData } from '@casino/contracts';

type Win = RealtimeData<'public:wins'>;
const MAX_WINS = 20;

/** Wins live only in the cache, filled by the realtime channel. */
export const recentWinsQuery = queryOptions({
  queryKey: ['realtime', 'wins'] as const,
  queryFn: (): Win[] => [],
  staleTime: Infinity,
});

export function addWin(queryClient: QueryClient, win: Win): void {
  queryClient.setQueryData(recentWinsQuery.queryKey, (old: Win[] | undefined) => [win, ...(old ?? [])].slice(0, MAX_WINS));
}
