import {
  DOCUMENTS_PER_TYPE,
  VERIFYING_DOCUMENT_TYPES,
  type DocumentReviewRequest,
  type DocumentType,
  type Staff,
  type StaffDocument,
  type VerificationDocument,
  type VerificationDocumentList,
} from '@casino/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { deleteFile, fileInfosOf, loadFile, saveFile, type ReceivedUpload, type StoredFileRow } from '../files';
import { conflict, notFound, ValidationError } from '../http/errors';
import type { Notifier } from '../notifications';
import type { Clock } from '../platform/clock';
import { isVerified, lockPlayerRow, markVerified, type PlayerService } from '../players';
import { reviewNotification } from './notification';
import { verificationDocuments } from './tables';

/** The staff review list shows at most this many documents, the oldest first. */
const REVIEW_PAGE = 100;

type DocumentRow = typeof verificationDocuments.$inferSelect;
type FileMeta = Pick<StoredFileRow, 'name' | 'mediaType' | 'size'>;

export interface VerificationService {
  /** The player's documents, newest first, and whether the player is verified. */
  list(playerId: number): Promise<VerificationDocumentList>;
  /** Stores an accepted upload as a pending document; 422 past the per-type cap. */
  upload(playerId: number, type: DocumentType, upload: ReceivedUpload): Promise<VerificationDocument>;
  /** The file of one of the player's own documents; another player's id is 404. */
  file(playerId: number, documentId: number): Promise<StoredFileRow>;
  /** Withdraws a pending document (409 once reviewed). */
  remove(playerId: number, documentId: number): Promise<void>;
  /** Documents of a status for review, the oldest first. */
  reviewQueue(status: DocumentRow['status']): Promise<StaffDocument[]>;
  /** A document's file for a reviewer. */
  reviewFile(documentId: number): Promise<StoredFileRow>;
  /** Approves or rejects a pending document; identity and address approved make the player verified. */
  review(staff: Staff, documentId: number, decision: DocumentReviewRequest): Promise<StaffDocument>;
}

export function createVerificationService(deps: {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  notifier: Notifier;
  players: PlayerService;
}): VerificationService {
  const { db, clock, outbox, notifier } = deps;

  /** Each document with its file's metadata (from files); a document without its file is left out. */
  async function withFiles(tx: DbOrTx, documents: DocumentRow[]): Promise<({ document: DocumentRow } & FileMeta)[]> {
    const files = await fileInfosOf(
      tx,
      documents.map((d) => d.fileId),
    );
    return documents.flatMap((document) => {
      const file = files.get(document.fileId);
      return file ? [{ document, name: file.name, mediaType: file.mediaType, size: file.size }] : [];
    });
  }

  async function one(tx: DbOrTx, documentId: number, playerId?: number) {
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

  async function staffView(row: { document: DocumentRow } & FileMeta): Promise<StaffDocument> {
    const player = await deps.players.get(row.document.playerId);
    const name = [player.first_name, player.last_name].filter(Boolean).join(' ') || player.nickname || null;
    return {
      ...documentView(row.document, row),
      player: { id: player.id, email: player.email, name, verified: player.verified },
    };
  }

  return {
    async list(playerId) {
      const documents = await db
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.playerId, playerId))
        .orderBy(desc(verificationDocuments.id));
      const rows = await withFiles(db, documents);
      return { verified: await isVerified(db, playerId), data: rows.map((r) => documentView(r.document, r)) };
    },

    async upload(playerId, type, upload) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        // One upload of a player at a time, so two at once cannot both pass the cap.
        await lockPlayerRow(tx, playerId);
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
        if (Number(held?.n ?? 0) >= DOCUMENTS_PER_TYPE) throw new ValidationError({ file: ['verification.error.too_many'] });
        const file = await saveFile(tx, 'document', { playerId }, upload, now);
        const [row] = await tx
          .insert(verificationDocuments)
          .values({ playerId, fileId: file.id, type, status: 'pending', createdAt: now })
          .returning();
        if (!row) throw new Error('document insert returned nothing');
        return documentView(row, file);
      });
    },

    async file(playerId, documentId) {
      const { document } = await one(db, documentId, playerId);
      const file = await loadFile(db, document.fileId);
      if (!file) throw notFound('Document not found.');
      return file;
    },

    async remove(playerId, documentId) {
      await db.transaction(async (tx) => {
        const { document } = await one(tx, documentId, playerId);
        if (document.status !== 'pending') throw conflict('verification.error.already_reviewed');
        const [deleted] = await tx
          .delete(verificationDocuments)
          .where(and(eq(verificationDocuments.id, documentId), eq(verificationDocuments.status, 'pending')))
          .returning({ fileId: verificationDocuments.fileId });
        if (!deleted) throw conflict('verification.error.already_reviewed');
        await deleteFile(tx, deleted.fileId);
      });
    },

    async reviewQueue(status) {
      const documents = await db
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.status, status))
        .orderBy(status === 'pending' ? asc(verificationDocuments.id) : desc(verificationDocuments.id))
        .limit(REVIEW_PAGE);
      return Promise.all((await withFiles(db, documents)).map(staffView));
    },

    async reviewFile(documentId) {
      const { document } = await one(db, documentId);
      const file = await loadFile(db, document.fileId);
      if (!file) throw notFound('Document not found.');
      return file;
    },

    async review(staff, documentId, decision) {
      if (decision.decision === 'reject' && !decision.reason) throw new ValidationError({ reason: ['is required to reject'] });
      const now = clock.now();
      const found = await one(db, documentId);
      // Read before the transaction: the player service answers from its own connection.
      const locale = (await deps.players.get(found.document.playerId)).locale;
      const reviewed = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(verificationDocuments)
          .set({
            status: decision.decision === 'approve' ? 'approved' : 'rejected',
            rejectionReason: decision.decision === 'reject' ? (decision.reason ?? null) : null,
            reviewedAt: now,
            reviewedBy: staff.id,
          })
          // Only a pending document changes: two reviewers at once, the second gets 409.
          .where(and(eq(verificationDocuments.id, documentId), eq(verificationDocuments.status, 'pending')))
          .returning();
        if (!updated) throw conflict('verification.error.already_reviewed');
        const playerId = updated.playerId;
        if (updated.status === 'approved') {
          const approved = await tx
            .selectDistinct({ type: verificationDocuments.type })
            .from(verificationDocuments)
            .where(and(eq(verificationDocuments.playerId, playerId), eq(verificationDocuments.status, 'approved')));
          const types = new Set(approved.map((r) => r.type));
          if (VERIFYING_DOCUMENT_TYPES.every((t) => types.has(t))) await markVerified(tx, playerId);
        }
        await notifier.notify(tx, playerId, reviewNotification(locale, updated));
        return { document: updated, name: found.name, mediaType: found.mediaType, size: found.size };
      });
      outbox.kick();
      return staffView(reviewed);
    },
  };
}

function documentView(row: DocumentRow, file: FileMeta): VerificationDocument {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    rejection_reason: row.rejectionReason ? `verification.reason.${row.rejectionReason}` : null,
    uploaded_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    file_name: file.name,
    media_type: file.mediaType,
    size: file.size,
  };
}
