import {
  QUEST_SIZES,
  questProgressSchema,
  tournamentListSchema,
  type QuestProgress,
  type QuestSize,
  type Tournament,
} from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { tournamentPath } from './api';

/** QUEST-12: the fields of a quest the shell uses. */
export interface ShellQuest {
  id: number;
  title: string;
  status: Tournament['status'];
  frontend_identifier: string;
  group_ids: number[];
  questSize: QuestSize;
  /** The quest's page, /action/{slug}. */
  path: string;
}

/** A quest of the shell with the player's progress; null when its status call failed (QUEST-16). */
export interface ShellQuestStatus {
  quest: ShellQuest;
  progress: QuestProgress | null;
}

/**
 * The quests widget's data, under ['player'] so the logout's reset drops it (QUEST-17) and
 * refreshed by tournaments_statuses and tournament_notifications as the player's bets move it.
 */
export const questsWidgetKey = ['player', 'quests'] as const;

const asSize = (size: string | undefined): QuestSize => QUEST_SIZES.find((s) => s === size) ?? 'm';

/** QUEST-12 QUEST-13: the running quests among what the caller may see, soonest to end first. */
export function activeShellQuests(list: readonly Tournament[]): ShellQuest[] {
  return list
    .filter((t) => t.quest !== null && t.status === 'active' && !t.canceled)
    .sort((a, b) => Date.parse(a.end_at) - Date.parse(b.end_at))
    .map((t) => ({
      id: t.id,
      title: t.title,
      status: t.status,
      frontend_identifier: t.frontend_identifier,
      group_ids: t.group_ids,
      questSize: asSize(t.quest?.size),
      path: tournamentPath(t),
    }));
}

/** QUEST-16: one status call per quest; a failed or malformed one becomes an empty status. */
export async function loadQuestStatuses(api: AxiosInstance, quests: readonly ShellQuest[]): Promise<ShellQuestStatus[]> {
  return Promise.all(
    quests.map(async (quest) => {
      try {
        return { quest, progress: questProgressSchema.parse((await api.get(`/api/tournaments/${quest.id}/quest`)).data) };
      } catch {
        return { quest, progress: null };
      }
    }),
  );
}

/** The list call, then the statuses; a failed list is no quest at all (QUEST-16). */
async function loadShellQuests(api: AxiosInstance): Promise<ShellQuestStatus[]> {
  try {
    const quests = activeShellQuests(tournamentListSchema.parse((await api.get('/api/tournaments')).data));
    return await loadQuestStatuses(api, quests);
  } catch {
    return [];
  }
}

/** The signed-in player's running quests and their progress, loaded after login (QUEST-13). */
export const questsWidgetQuery = (api: AxiosInstance) =>
  queryOptions({ queryKey: questsWidgetKey, queryFn: () => loadShellQuests(api), staleTime: 60_000 });

/** The levels completed past the start (the first level, threshold 0, is the start) and how many there are. */
export function levelsDone(progress: QuestProgress): { done: number; total: number } {
  const climbable = progress.levels.slice(1);
  return { done: climbable.filter((l) => l.state === 'completed').length, total: climbable.length };
}

/** The widget's link: the quest's page when one runs, the quests tab when several do. */
export function questsWidgetPath(quests: readonly ShellQuestStatus[]): string {
  const only = quests.length === 1 ? quests[0] : undefined;
  return only ? only.quest.path : '/tournaments/actions';
}
