import { PRIVATE_CHANNELS } from '@casino/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshForChannel } from './use-realtime';
import { playerKeys } from '../common/player/player-query';

describe('private channel refresh', () => {
  it('RT-10 ROLE-10 groups_updates refetches the player query (its groups) and not the other player data', async () => {
    const queryClient = new QueryClient();
    let serverGroups = [543];
    let accountFetches = 0;
    queryClient.setQueryData(playerKeys.player, { id: 7, groups: serverGroups });
    queryClient.setQueryData(['player', 'accounts'], []);
    // Mounted observers, as the shell has: both queries are active and fresh.
    const player = new QueryObserver(queryClient, {
      queryKey: playerKeys.player,
      queryFn: async () => ({ id: 7, groups: serverGroups }),
      staleTime: Infinity,
    });
    const accounts = new QueryObserver(queryClient, {
      queryKey: ['player', 'accounts'],
      queryFn: async () => {
        accountFetches += 1;
        return [];
      },
      staleTime: Infinity,
    });
    const offs = [player.subscribe(() => undefined), accounts.subscribe(() => undefined)];

    serverGroups = [543, 21];
    await refreshForChannel(queryClient, 'groups_updates');

    expect(queryClient.getQueryData(playerKeys.player)).toEqual({ id: 7, groups: [543, 21] });
    expect(accountFetches).toBe(0);
    offs.forEach((off) => off());
  });

  it('TOUR-11 RT-09 RT-13 a signed-in player listens to tournaments_statuses and tournament_notifications, which refresh the standing and the quests widget', async () => {
    expect(PRIVATE_CHANNELS).toEqual(expect.arrayContaining(['tournaments_statuses', 'tournament_notifications']));
    for (const channel of ['tournaments_statuses', 'tournament_notifications'] as const) {
      const queryClient = new QueryClient();
      const fetched: string[] = [];
      const observe = (queryKey: readonly unknown[], name: string) => {
        queryClient.setQueryData(queryKey, name);
        return new QueryObserver(queryClient, {
          queryKey,
          queryFn: async () => {
            fetched.push(name);
            return name;
          },
          staleTime: Infinity,
        }).subscribe(() => undefined);
      };
      const offs = [
        observe(['tournaments', 'status', 3, 7], 'standing'),
        observe(['player', 'quests'], 'quests'),
        observe(['jackpots'], 'jackpots'),
      ];
      await refreshForChannel(queryClient, channel);
      expect(fetched.sort()).toEqual(['quests', 'standing']);
      offs.forEach((off) => off());
    }
  });
});
