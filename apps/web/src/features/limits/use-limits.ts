import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Limit, LimitChangeResponse, Player } from '@casino/contracts';
import { browserApi } from '../../api/server-api';
import { usePlayer, type PlayerSummary } from '../../common/player/use-player';
import { limitsKeys, playerLimitsQuery } from './api';
import { dropPlayerData, playerKeys } from '../../common/player/player-query';

/**
 * The signed-in player's limits (LIM-09: loaded once signed in, dropped at logout with the rest
 * of the player's data); null for a guest or until they load.
 */
export function usePlayerLimits(): { player: PlayerSummary | null; limits: Limit[] | null } {
  const player = usePlayer();
  const query = useQuery(playerLimitsQuery(browserApi(), player !== null));
  return { player, limits: player ? (query.data ?? null) : null };
}

/**
 * A limit change (set, remove, confirm); the limits are read again once it answers. A change
 * that `signsOut` (cooling-off, self-exclusion: the server ends every session) turns the page
 * into a guest's first, so nothing asks for the player's data any more.
 */
export function useLimitChange<A>(change: (args: A) => Promise<LimitChangeResponse>, options: { signsOut?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // The server ends the sessions before it answers (and tells the sockets): from the start of
    // the request nothing may ask for the player's data, or its 401 would look like an expiry.
    onMutate: () => {
      if (!options.signsOut) return { player: undefined };
      const player = queryClient.getQueryData<Player | null>(playerKeys.player);
      queryClient.setQueryData(playerKeys.player, null);
      return { player };
    },
    onSuccess: () => {
      if (options.signsOut) dropPlayerData(queryClient);
    },
    onError: (_error, _args, context) => {
      if (context?.player !== undefined) queryClient.setQueryData(playerKeys.player, context.player);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: limitsKeys.all }),
  });
}
