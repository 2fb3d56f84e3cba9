import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  GAME_SLUG_MAX,
  RECENT_ROUNDS_LIMIT,
  type EngineInfo,
  type FairSeeds,
  type Game,
  type GameMode,
  type GameSession,
  type GamesPage,
  type RoundDetail,
} from '@casino/contracts';

export const playKeys = {
  session: (gameId: number, mode: GameMode) => ['play', 'session', gameId, mode] as const,
  fairness: ['player', 'fairness'] as const,
  recent: (gameId: number) => ['player', 'game-rounds', 'recent', gameId] as const,
  engine: (engine: string) => ['play', 'engine', engine] as const,
};

/** The largest provider list read while looking a game up by its slug (100 games a page). */
const MAX_LOOKUP_PAGES = 30;

/**
 * The catalogue game of a play path (/play/{producer}/{name}): a title search within the
 * provider first (the slug spelled as words), then the provider's pages, for titles whose
 * punctuation the slug dropped. Null when the provider has no such game.
 */
export async function findGame(api: AxiosInstance, producer: string, slug: string): Promise<Game | null> {
  // A provider slug longer than the filter accepts names no provider, so no game.
  if (producer.length > GAME_SLUG_MAX) return null;
  const ask = async (page: number, title?: string) =>
    (
      await api.post<GamesPage>(
        '/api/games_filter',
        { device: 'desktop', filter: { providers: [producer], ...(title ? { title } : {}) }, page, page_size: 100 },
        { idempotent: true },
      )
    ).data;
  const byTitle = await ask(1, slug.replace(/-/g, ' ').slice(0, 100));
  const hit = byTitle.data.find((game) => game.slug === slug && game.provider === producer);
  if (hit) return hit;
  for (let page = 1; page <= MAX_LOOKUP_PAGES; page++) {
    const list = await ask(page);
    const found = list.data.find((game) => game.slug === slug);
    if (found) return found;
    if (list.pagination.next_page === null) break;
  }
  return null;
}

/** POST /api/games/sessions: a game session and its frame URL (PLAY-05). */
async function launchGame(api: AxiosInstance, gameId: number, mode: GameMode): Promise<GameSession> {
  return (await api.post<GameSession>('/api/games/sessions', { game_id: gameId, mode })).data;
}

/**
 * One launch per visit of the game page: never reused from the cache (a new visit is a new
 * session), and never repeated on its own (each launch opens a session).
 */
export function gameSessionQuery(api: AxiosInstance, gameId: number, mode: GameMode) {
  return queryOptions({
    queryKey: playKeys.session(gameId, mode),
    queryFn: () => launchGame(api, gameId, mode),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** GET /api/player/fairness: the active seed pair (only the server seed's hash). */
export function fairnessQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: playKeys.fairness,
    queryFn: async () => (await api.get<FairSeeds>('/api/player/fairness')).data,
    staleTime: 0,
  });
}

export async function setClientSeed(api: AxiosInstance, clientSeed: string): Promise<FairSeeds> {
  return (await api.put<FairSeeds>('/api/player/fairness', { client_seed: clientSeed })).data;
}

export async function rotateSeeds(
  api: AxiosInstance,
): Promise<{ revealed: FairSeeds & { server_seed: string }; current: FairSeeds }> {
  return (await api.post<{ revealed: FairSeeds & { server_seed: string }; current: FairSeeds }>('/api/player/fairness/rotate'))
    .data;
}

/** GET /api/player/game_rounds/recent: the player's last rounds of a game in detail, newest first. */
export function recentRoundsQuery(api: AxiosInstance, gameId: number) {
  return queryOptions({
    queryKey: playKeys.recent(gameId),
    queryFn: async () =>
      (await api.get<{ data: RoundDetail[] }>('/api/player/game_rounds/recent', { params: { game_id: gameId } })).data.data.slice(
        0,
        RECENT_ROUNDS_LIMIT,
      ),
    staleTime: 0,
  });
}

/** GET /provider/inhouse/api/engines/{engine}: an engine's limits and published paytable. */
export function engineInfoQuery(api: AxiosInstance, engine: string) {
  return queryOptions({
    queryKey: playKeys.engine(engine),
    queryFn: async () => (await api.get<EngineInfo>(`/provider/inhouse/api/engines/${encodeURIComponent(engine)}`)).data,
    staleTime: Infinity,
  });
}
