import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { games } from './tables';

/** The ids of every game of the given providers, enabled or not. */
export async function gameIdsOfProviders(tx: DbOrTx, providerSlugs: readonly string[]): Promise<number[]> {
  if (providerSlugs.length === 0) return [];
  const rows = await tx
    .select({ id: games.id })
    .from(games)
    .where(inArray(games.providerSlug, [...providerSlugs]));
  return rows.map((r) => r.id);
}
