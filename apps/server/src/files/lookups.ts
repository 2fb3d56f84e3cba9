import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { StoredFileRow } from './store';
import { storedFiles } from './tables';

/** A stored file's metadata, never its bytes. */
export type StoredFileInfo = Pick<StoredFileRow, 'id' | 'name' | 'mediaType' | 'size'>;

/** The metadata of the given files by id (a missing id has no entry), for the domains that list them. */
export async function fileInfosOf(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, StoredFileInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: storedFiles.id, name: storedFiles.name, mediaType: storedFiles.mediaType, size: storedFiles.size })
    .from(storedFiles)
    .where(inArray(storedFiles.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
