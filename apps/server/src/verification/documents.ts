import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DocumentType } from '@casino/contracts';
import type { DbOrTx } from '../db/client';
import { fileInfosOf, type StoredFileRow } from '../files';
import { notFound } from '../http/errors';
import { verificationDocuments } from './tables';

export type DocumentRow = typeof verificationDocuments.$inferSelect;
export type FileMeta = Pick<StoredFileRow, 'name' | 'mediaType' | 'size'>;
/** A document with what its list entries show of its file. */
export type DocumentWithFile = { document: DocumentRow } & FileMeta;

/** Each document with its file's metadata (from files); a document without its file is left out. */
async function withFiles(tx: DbOrTx, documents: DocumentRow[]): Promise<DocumentWithFile[]> {
  const files = await fileInfosOf(
    tx,
    documents.map((d) => d.fileId),
  );
  return documents.flatMap((document) => {
    const file = files.get(document.fileId);
    return file ? [{ document, name: file.name, mediaType: file.mediaType, size: file.size }] : [];
  });
}

/** One document (of the player, when given); 404 when there is none. */
export async function documentWithFile(tx: DbOrTx, documentId: number, playerId?: number): Promise<DocumentWithFile> {
  const documents = await tx
    .select()
    .from(verificationDocuments)
    .where(
      playerId === undefined
        ? eq(verificationDocuments.id, documentId)
        : and(eq(verificationDocuments.id, documentId), eq(verificationDocuments.playerId, playerId)),
    )
    .limit(1);
  const [row] = await withFiles(tx, documents);
  if (!row) throw notFound('Document not found.');
  return row;
}

/** The player's documents, newest first. */
export async function documentsOf(tx: DbOrTx, playerId: number): Promise<DocumentWithFile[]> {
  const documents = await tx
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.playerId, playerId))
    .orderBy(desc(verificationDocuments.id));
  return withFiles(tx, documents);
}

/** Documents of a status: pending ones oldest first (reviewed in order), reviewed ones newest first. */
export async function documentsByStatus(tx: DbOrTx, status: DocumentRow['status'], limit: number): Promise<DocumentWithFile[]> {
  const documents = await tx
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.status, status))
    .orderBy(status === 'pending' ? asc(verificationDocuments.id) : desc(verificationDocuments.id))
    .limit(limit);
  return withFiles(tx, documents);
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
