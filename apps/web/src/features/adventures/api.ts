import { adventureSchema } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/**
 * The player's adventure calendar (docs/decisions/057-adventure-calendar.md). Keyed under
 * ['player'], so the logout's reset clears it; gifts changes refresh it with the rest.
 */
export const adventureKeys = { calendar: ['player', 'adventure'] as const };

export const adventureQuery = (api: AxiosInstance) =>
  queryOptions({
    queryKey: adventureKeys.calendar,
    queryFn: async () => adventureSchema.parse((await api.get('/api/player/adventure')).data),
    staleTime: 30_000,
  });
