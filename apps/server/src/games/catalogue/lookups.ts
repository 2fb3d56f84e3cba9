import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { engineById, isEngineId } from '../engines';
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

/** A game's title, studio and the RTP its engine publishes (null for an engine we do not run). */
export interface PublishedReturn {
  id: number;
  title: string;
  provider: string;
  rtp: number | null;
}

/** The published RTP of the given games, for the back office's reports (decision 068). */
export async function publishedReturnsOf(tx: DbOrTx, ids: readonly number[]): Promise<PublishedReturn[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: games.id, title: games.title, provider: games.providerSlug, engine: games.engine })
    .from(games)
    .where(inArray(games.id, [...ids]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    provider: r.provider,
    rtp: isEngineId(r.engine) ? engineById(r.engine).meta.rtp : null,
  }));
}
