import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '../../api/server-api';
import { favouriteIdsQuery, gamesKeys, setFavourite } from './api';

/**
 * The favourite state of one game and its toggle (GAME-16, GAME-17): the heart flips at once
 * (optimistic), flips back if the request fails, and the toggle is blocked while pending.
 */
export function useFavourite(gameId: number, loggedIn: boolean) {
  const queryClient = useQueryClient();
  const ids = useQuery({ ...favouriteIdsQuery(browserApi()), enabled: loggedIn });
  const mutation = useMutation({
    mutationFn: (favourite: boolean) => setFavourite(browserApi(), gameId, favourite),
    onMutate: async (favourite: boolean) => {
      await queryClient.cancelQueries({ queryKey: gamesKeys.favouriteIds });
      const previous = queryClient.getQueryData<number[]>(gamesKeys.favouriteIds);
      queryClient.setQueryData<number[]>(gamesKeys.favouriteIds, (list = []) =>
        favourite ? [...list.filter((id) => id !== gameId), gameId] : list.filter((id) => id !== gameId),
      );
      return { previous };
    },
    onError: (_error, _favourite, context) => {
      queryClient.setQueryData(gamesKeys.favouriteIds, context?.previous);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gamesKeys.favouriteIds }),
        queryClient.invalidateQueries({ queryKey: gamesKeys.favouriteGames }),
      ]),
  });
  const favourite = ids.data?.includes(gameId) ?? false;
  return {
    favourite,
    pending: mutation.isPending,
    toggle: () => {
      if (!mutation.isPending) mutation.mutate(!favourite);
    },
  };
}
