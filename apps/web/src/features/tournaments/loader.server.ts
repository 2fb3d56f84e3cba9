import type { Tournament } from '@casino/contracts';
import type { AxiosInstance } from 'axios';
import { fetchTournaments } from './api';

/** The current tournaments, or null when they cannot be read (the page says so, with status 503). */
export async function loadTournaments(api: AxiosInstance): Promise<Tournament[] | null> {
  return fetchTournaments(api, 'current').catch(() => null);
}

/**
 * A tournament by its page slug among the current and the recent ones: a quest by the slug of its
 * frontend_identifier (or the whole identifier), any other by its frontend_identifier.
 * Undefined when none matches (404); null when the lists cannot be read (503).
 */
export async function findTournament(api: AxiosInstance, slug: string, quest: boolean): Promise<Tournament | null | undefined> {
  try {
    const [current, recent] = await Promise.all([fetchTournaments(api, 'current'), fetchTournaments(api, 'recent')]);
    return [...current, ...recent].find((t) =>
      quest
        ? t.quest !== null && (t.quest.slug === slug || t.frontend_identifier === slug)
        : t.quest === null && t.frontend_identifier === slug,
    );
  } catch {
    return null;
  }
}
