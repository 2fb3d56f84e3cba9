import {
  questProgressSchema,
  tournamentListSchema,
  tournamentPlayerStatusSchema,
  type QuestProgress,
  type Tournament,
  type TournamentPlayerStatus,
} from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/**
 * The tournament calls (requirements §promo-7). The player's keys are under ['tournaments'], which
 * the realtime channels tournaments_statuses and tournament_notifications refresh (RT-09, RT-13),
 * keyed by the player so a logout never shows the previous player's standing (TOUR-10).
 */
export const tournamentKeys = {
  status: (id: number, playerId: number) => ['tournaments', 'status', id, playerId] as const,
  quest: (id: number, playerId: number) => ['tournaments', 'quest', id, playerId] as const,
};

/** GET /api/tournaments (API-090) and /api/tournaments/recent (API-095): what the caller may see. */
export async function fetchTournaments(api: AxiosInstance, which: 'current' | 'recent'): Promise<Tournament[]> {
  const path = which === 'current' ? '/api/tournaments' : '/api/tournaments/recent';
  return tournamentListSchema.parse((await api.get(path)).data);
}

/** GET /api/tournaments/{id}/status (API-094): the player's standing and the top 20. */
export function tournamentStatusQuery(api: AxiosInstance, id: number, playerId: number) {
  return queryOptions({
    queryKey: tournamentKeys.status(id, playerId),
    // Others' bets move the board too: their pushes go to them, so the page also polls.
    refetchInterval: 15_000,
    queryFn: async (): Promise<TournamentPlayerStatus> =>
      tournamentPlayerStatusSchema.parse((await api.get(`/api/tournaments/${id}/status`)).data),
  });
}

/** GET /api/tournaments/{id}/quest: the ladder in the player's currency and its level states. */
export function questProgressQuery(api: AxiosInstance, id: number, playerId: number) {
  return queryOptions({
    queryKey: tournamentKeys.quest(id, playerId),
    queryFn: async (): Promise<QuestProgress> => questProgressSchema.parse((await api.get(`/api/tournaments/${id}/quest`)).data),
  });
}

/** POST /api/tournaments/{id}/confirm (TOUR-08, API-092). */
export async function confirmTournament(api: AxiosInstance, id: number): Promise<TournamentPlayerStatus> {
  return tournamentPlayerStatusSchema.parse((await api.post(`/api/tournaments/${id}/confirm`, { confirmed: true })).data);
}

/** The tabs of /tournaments (TOUR-01); lotteries redirect to all while the lotteries page is off (TOUR-02). */
export const TOURNAMENT_TABS = ['all', 'producers', 'actions', 'live', 'achievements'] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];

/** Which tournaments a tab lists: quests under actions (DECISIONS-21), the others by their game filter. */
export function inTab(tab: TournamentTab, t: Tournament): boolean {
  if (tab === 'achievements') return false;
  if (tab === 'actions') return t.quest !== null;
  if (t.quest !== null) return false;
  if (tab === 'producers') return t.providers.length > 0;
  if (tab === 'live') return t.categories.includes('live');
  return tab === 'all';
}

/** A tournament's page: quests at /action/{slug}, the others at /tournaments/{frontend_identifier}. */
export function tournamentPath(t: Tournament): string {
  if (t.quest) return `/action/${t.quest.slug ?? t.frontend_identifier}`;
  return `/tournaments/${t.frontend_identifier}`;
}
