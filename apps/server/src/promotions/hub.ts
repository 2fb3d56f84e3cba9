import type { ActivityHub, QuestProgress, Tournament, TournamentPlayerStatus } from '@casino/contracts';

/** What the activity hub asks other domains (passed in by services.ts). */
export interface HubDeps {
  /** The tournaments and quests this player may see (competitions' entry). */
  visibleTournaments(playerId: number): Promise<Tournament[]>;
  tournamentStatus(id: number, playerId: number): Promise<TournamentPlayerStatus>;
  questProgress(id: number, playerId: number): Promise<QuestProgress>;
  /** How many gifts wait for the player to activate them (the bonus engine's entry). */
  giftsWaiting(playerId: number): Promise<number>;
}

/** The quest level a player has reached: the last completed one, 0 before the first. */
export function reachedLevel(progress: Pick<QuestProgress, 'levels'>): number {
  return progress.levels.filter((level) => level.state === 'completed').length;
}

/**
 * BANR-15 BANR-16: what runs for this player now: the active tournaments with their place
 * (null before a first scored bet), the active quests with their level, and the gifts waiting.
 */
export async function activityHub(deps: HubDeps, playerId: number): Promise<ActivityHub> {
  const active = (await deps.visibleTournaments(playerId)).filter((t) => t.status === 'active' && !t.canceled);
  const [tournaments, quests, giftsWaiting] = await Promise.all([
    Promise.all(
      active
        .filter((t) => t.quest === null)
        .map(async (t) => {
          const status = await deps.tournamentStatus(t.id, playerId);
          return {
            id: t.id,
            title: t.title,
            frontend_identifier: t.frontend_identifier,
            end_at: t.end_at,
            place: status.award_place,
          };
        }),
    ),
    Promise.all(
      active
        .filter((t) => t.quest !== null)
        .map(async (t) => {
          const level = reachedLevel(await deps.questProgress(t.id, playerId));
          return { id: t.id, title: t.title, frontend_identifier: t.frontend_identifier, end_at: t.end_at, level };
        }),
    ),
    deps.giftsWaiting(playerId),
  ]);
  return { tournaments, quests, gifts_waiting: giftsWaiting };
}
