import { and, gte, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { gameRounds } from './tables';
import { gameIdsOfProviders } from '../catalogue';

/**
 * The players who played a real or demo round of one of the providers since the given time, each
 * once: the audience of the promo-provider popup (docs/decisions/015-notifications-pwa-flags.md).
 */
export async function playersWhoPlayed(tx: DbOrTx, providerSlugs: readonly string[], since: Date): Promise<number[]> {
  const gameIds = await gameIdsOfProviders(tx, providerSlugs);
  if (gameIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ playerId: gameRounds.playerId })
    .from(gameRounds)
    .where(and(isNotNull(gameRounds.playerId), inArray(gameRounds.gameId, gameIds), gte(gameRounds.createdAt, since)));
  return rows.flatMap((r) => (r.playerId === null ? [] : [r.playerId]));
}
