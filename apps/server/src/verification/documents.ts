import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DocumentType } from '@casino/contracts';
import type { DbOrTx } from '../db/client';
import type { StoredFileRow } from '../files/store';
import { storedFiles } from '../files/tables';
import { notFound } from '../http/errors';
import { players } from '../players/tables';
import { verificationDocuments } from './tables';

export type DocumentRow = typeof verificationDocuments.$inferSelect;
export type FileMeta = Pick<StoredFileRow, 'name' | 'mediaType' | 'size'>;
/** A document with what its list entries show of its file. */
export type DocumentWithFile = { document: DocumentRow } & FileMeta;

const columns = {
  document: verificationDocuments,
  name: storedFiles.name,
  mediaType: storedFiles.mediaType,
  size: storedFiles.size,
};

/** One document (of the player, when given); 404 when there is none. */
export async function documentWithFile(tx: DbOrTx, documentId: number, playerId?: number): Promise<DocumentWithFile> {
  const [row] = await tx
    .select(columns)
    .from(verificationDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, verificationDocuments.fileId))
    .where(
      playerId === undefined
        ? eq(verificationDocuments.id, documentId)
        : and(eq(verificationDocuments.id, documentId), eq(verificationDocuments.playerId, playerId)),
    )
    .limit(1);
  if (!row) throw notFound('Document not found.');
  return row;
}

/** The player's documents, newest first. */
export function documentsOf(tx: DbOrTx, playerId: number): Promise<DocumentWithFile[]> {
  return tx
    .select(columns)
    .from(verificationDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, verificationDocuments.fileId))
    .where(eq(verificationDocuments.playerId, playerId))
    .orderBy(desc(verificationDocuments.id));
}

/** Documents of a status: pending ones oldest first (reviewed in order), reviewed ones newest first. */
export function documentsByStatus(tx: DbOrTx, status: DocumentRow['status'], limit: number): Promise<DocumentWithFile[]> {
  return tx
    .select(columns)
    .from(verificationDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, verificationDocuments.fileId))
    .where(eq(verificationDocuments.status, status))
    .orderBy(status === 'pending' ? asc(verificationDocuments.id) : desc(verificationDocuments.id))
    .limit(limit);
}

/** Whether the player is verified (false for an unknown player). */
export async function isVerified(tx: DbOrTx, playerId: number): Promise<boolean> {
  const [player] = await tx.select({ verified: players.verified }).from(players).where(eq(players.id, playerId));
  return Boolean(player?.verified);
}

/** Takes the player's row lock: one upload of a player at a time, so two at once cannot both pass the cap. */
export async function lockPlayerUploads(tx: DbOrTx, playerId: number): Promise<void> {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
}

/** The documents of a type the player holds: pending or approved (a rejected one no longer counts). */
export async function heldDocuments(tx: DbOrTx, playerId: number, type: DocumentType): Promise<number> {
  const [held] = await tx
    .select({ n: count() })
    .from(verificationDocuments)
    .where(
      and(
        eq(verificationDocuments.playerId, playerId),
        eq(verificationDocuments.type, type),
        inArray(verificationDocuments.status, ['pending', 'approved']),
      ),
    );
  return Number(held?.n ?? 0);
}

export async function insertDocument(
  tx: DbOrTx,
  values: { playerId: number; fileId: number; type: DocumentType; createdAt: Date },
): Promise<DocumentRow> {
  const [row] = await tx
    .insert(verificationDocuments)
    .values({ ...values, status: 'pending' })
    .returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

/** Deletes a document while it is pending; answers its file, or undefined when it was reviewed meanwhile. */
export async function deletePending(tx: DbOrTx, documentId: number): Promise<{ fileId: number } | undefined> {
  const [deleted] = await tx
    .delete(verificationDocuments)
    .where(and(eq(verificationDocuments.id, documentId), eq(verificationDocuments.status, 'pending')))
    .returning({ fileId: verificationDocuments.fileId });
  return deleted;
}

/**
 * Writes a review on a document while it is pending; undefined when it is not (two reviewers at
 * once: the second finds it reviewed).
 */
export async function markReviewed(
  tx: DbOrTx,
  documentId: number,
  review: Pick<DocumentRow, 'status' | 'rejectionReason' | 'reviewedAt' | 'reviewedBy'>,
): Promise<DocumentRow | undefined> {
  const [updated] = await tx
    .update(verificationDocuments)
    .set(review)
    .where(and(eq(verificationDocuments.id, documentId), eq(verificationDocuments.status, 'pending')))
    .returning();
  return updated;
}

/** The document types of the player that have an approved document. */
export async function approvedTypes(tx: DbOrTx, playerId: number): Promise<Set<DocumentType>> {
  const approved = await tx
    .selectDistinct({ type: verificationDocuments.type })
    .from(verificationDocuments)
    .where(and(eq(verificationDocuments.playerId, playerId), eq(verificationDocuments.status, 'approved')));
  return new Set(approved.map((r) => r.type));
}
