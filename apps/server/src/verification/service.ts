import type {
  DocumentReviewRequest,
  DocumentType,
  Staff,
  StaffDocument,
  VerificationDocument,
  VerificationDocumentList,
} from '@casino/contracts';
import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import { deleteFile, loadFile, saveFile, type ReceivedUpload, type StoredFileRow } from '../files';
import { conflict, notFound, ValidationError } from '../http/errors';
import type { Notifier } from '../notifications';
import type { Clock } from '../platform/clock';
import { isVerified, lockPlayerRow, markVerified, type PlayerService } from '../players';
import {
  approvedTypes,
  deletePending,
  documentsByStatus,
  documentsOf,
  documentWithFile,
  heldDocuments,
  insertDocument,
  markReviewed,
  type DocumentRow,
  type DocumentWithFile,
  type FileMeta,
} from './documents';
import { reviewNotification } from './notification';
import { mayUploadAnother, reviewOf, verifiesPlayer } from './rules';

/** The staff review list shows at most this many documents, the oldest first. */
const REVIEW_PAGE = 100;

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

interface VerificationDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  notifier: Notifier;
  players: PlayerService;
}

/** The rules are in rules.ts, the queries in documents.ts; this wires them to the interface. */
export function createVerificationService(deps: VerificationDeps): VerificationService {
  const { db, clock, outbox, notifier } = deps;

  async function staffView(row: DocumentWithFile): Promise<StaffDocument> {
    const player = await deps.players.get(row.document.playerId);
    const name = [player.first_name, player.last_name].filter(Boolean).join(' ') || player.nickname || null;
    return {
      ...documentView(row.document, row),
      player: { id: player.id, email: player.email, name, verified: player.verified },
    };
  }

  /** A document's stored file; 404 when the document (of the player, when given) or its file is gone. */
  async function fileOf(documentId: number, playerId?: number): Promise<StoredFileRow> {
    const { document } = await documentWithFile(db, documentId, playerId);
    const file = await loadFile(db, document.fileId);
    if (!file) throw notFound('Document not found.');
    return file;
  }

  return {
    async list(playerId) {
      const rows = await documentsOf(db, playerId);
      return { verified: await isVerified(db, playerId), data: rows.map((r) => documentView(r.document, r)) };
    },

    async upload(playerId, type, upload) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        // One upload of a player at a time, so two at once cannot both pass the cap.
        await lockPlayerRow(tx, playerId);
        if (!mayUploadAnother(await heldDocuments(tx, playerId, type)))
          throw new ValidationError({ file: ['verification.error.too_many'] });
        const file = await saveFile(tx, 'document', { playerId }, upload, now);
        const row = await insertDocument(tx, { playerId, fileId: file.id, type, createdAt: now });
        return documentView(row, file);
      });
    },

    file: (playerId, documentId) => fileOf(documentId, playerId),

    async remove(playerId, documentId) {
      await db.transaction(async (tx) => {
        const { document } = await documentWithFile(tx, documentId, playerId);
        if (document.status !== 'pending') throw conflict('verification.error.already_reviewed');
        const deleted = await deletePending(tx, documentId);
        if (!deleted) throw conflict('verification.error.already_reviewed');
        await deleteFile(tx, deleted.fileId);
      });
    },

    async reviewQueue(status) {
      return Promise.all((await documentsByStatus(db, status, REVIEW_PAGE)).map(staffView));
    },

    reviewFile: (documentId) => fileOf(documentId),

    async review(staff, documentId, decision) {
      const review = reviewOf(decision, staff.id, clock.now());
      const found = await documentWithFile(db, documentId);
      // Read before the transaction: the player service answers from its own connection.
      const locale = (await deps.players.get(found.document.playerId)).locale;
      const reviewed = await db.transaction(async (tx) => {
        const updated = await markReviewed(tx, documentId, review);
        if (!updated) throw conflict('verification.error.already_reviewed');
        if (updated.status === 'approved' && verifiesPlayer(await approvedTypes(tx, updated.playerId))) {
          await markVerified(tx, updated.playerId);
        }
        await notifier.notify(tx, updated.playerId, reviewNotification(locale, updated));
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
