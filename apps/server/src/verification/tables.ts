import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, REJECTION_REASONS } from '@casino/contracts';
import { storedFiles } from '../files/tables';
import { players } from '../players/tables';
import { staffUsers } from '../staff/tables';

/** A player's verification document (PROF-10, docs/decisions/019-uploads.md); its bytes are a stored file. */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    type: text('type', { enum: DOCUMENT_TYPES }).notNull(),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull(),
    rejectionReason: text('rejection_reason', { enum: REJECTION_REASONS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('verification_documents_player_idx').on(t.playerId),
    index('verification_documents_status_idx').on(t.status, t.id),
  ],
);
