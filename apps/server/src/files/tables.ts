import { bigint, bigserial, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../players/tables';
import { staffUsers } from '../staff/tables';

/** Raw bytes; node-postgres hands back a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files (docs/decisions/019-uploads.md), kept in the database so every server process
 * on every host serves them. Exactly one of player_id and staff_id names the uploader.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the file is for: a verification document or a chat attachment. */
    purpose: text('purpose', { enum: ['document', 'chat'] }).notNull(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id, { onDelete: 'cascade' }),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffUsers.id, { onDelete: 'set null' }),
    sha256: text('sha256').notNull(),
    /** Detected from the bytes, never taken from the client. */
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    /** The client's file name, sanitised, with the extension of the detected type. */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('stored_files_player_idx').on(t.playerId)],
);
