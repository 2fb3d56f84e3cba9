import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import type { StoredFile } from '@casino/contracts';
import type { DbOrTx } from '../db/client';
import type { ReceivedUpload } from './upload';
import { storedFiles } from './tables';

export type StoredFileRow = typeof storedFiles.$inferSelect;
type FileOwner = { playerId: number } | { staffId: number };

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
 * nothing on our origin. Every file is an attachment: opened from its link it downloads, so a
 * browser tab never decodes it (an <img> of the chat still shows an image, within the pixel cap).
 * The header is the content-disposition package's: an ASCII fallback name (other characters as
 * `_`) and, when it differs, the UTF-8 name percent-encoded per RFC 8187, '()* included.
 */
export function sendFile(reply: FastifyReply, file: StoredFileRow): FastifyReply {
  return reply
    .headers({
      'content-type': file.mediaType,
      'content-disposition': contentDisposition(file.name, { fallback: file.name.replace(/[^\x20-\x7e]/g, '_') }),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      'cache-control': 'private, no-store',
      'cross-origin-resource-policy': 'same-origin',
    })
    .send(file.content);
}
