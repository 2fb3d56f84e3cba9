import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import type { StoredFile } from '@casino/contracts';
import type { DbOrTx } from '../db/client';
import type { ReceivedUpload } from './upload';
import { storedFiles } from './tables';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type FileOwner = { playerId: number } | { staffId: number };

/** Writes an accepted upload in the caller's transaction; answers its metadata. */
export async function saveFile(
  tx: DbOrTx,
  purpose: StoredFileRow['purpose'],
  owner: FileOwner,
  upload: ReceivedUpload,
  at: Date,
): Promise<StoredFileRow> {
  const [row] = await tx
    .insert(storedFiles)
    .values({
      purpose,
      playerId: 'playerId' in owner ? owner.playerId : null,
      staffId: 'staffId' in owner ? owner.staffId : null,
      sha256: upload.sha256,
      mediaType: upload.mediaType,
      size: upload.size,
      name: upload.name,
      createdAt: at,
      content: upload.bytes,
    })
    .returning();
  if (!row) throw new Error('stored file insert returned nothing');
  return row;
}

/** One file with its bytes, or undefined. */
export async function loadFile(tx: DbOrTx, id: number): Promise<StoredFileRow | undefined> {
  const [row] = await tx.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row;
}

export async function deleteFile(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(storedFiles).where(eq(storedFiles.id, id));
}

export const fileView = (row: Pick<StoredFileRow, 'id' | 'name' | 'mediaType' | 'size'>): StoredFile => ({
  id: row.id,
  name: row.name,
  media_type: row.mediaType,
  size: row.size,
});

/**
 * Sends a stored file: its detected type, never sniffed, sandboxed so an active document runs
 * nothing on our origin; PDFs download, images may show inline.
 */
export function sendFile(reply: FastifyReply, file: StoredFileRow): FastifyReply {
  const disposition = file.mediaType.startsWith('image/') ? 'inline' : 'attachment';
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .headers({
      'content-type': file.mediaType,
      'content-disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      'cache-control': 'private, no-store',
      'cross-origin-resource-policy': 'same-origin',
    })
    .send(file.content);
}
