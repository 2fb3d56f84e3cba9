import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../api/server-api';
import { accountsQuery, playerQuery } from '../player/player-query';

/** What a game tile needs of the signed-in player: the active wallet's currency; null for a guest. */
export interface GamePlayer {
  currency: string;
}

export function useGamePlayer(): GamePlayer | null {
  const player = useQuery(playerQuery(browserApi())).data ?? null;
  const accounts = useQuery({ ...accountsQuery(browserApi()), enabled: player !== null }).data;
  if (!player) return null;
  const active = accounts?.find((account) => account.active);
  return { currency: active?.currency ?? player.currency ?? 'EUR' };
}
