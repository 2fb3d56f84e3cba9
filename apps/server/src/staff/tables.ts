import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@casino/contracts';
import { sql } from 'drizzle-orm';

/** Back-office accounts (docs/decisions/017-staff-and-support.md); never players. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** argon2id, the same parameters as players' passwords. */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** A disabled account cannot sign in and its sessions end. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_users_email_key').on(sql`lower(${t.email})`)],
);

/** Staff sessions: the same token, idle and absolute rules as players' sessions. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * The staff audit log (decision 046): every staff action that changes anything, written in the
 * same transaction as the change. Append-only: a trigger of migration 0020 refuses UPDATE and
 * DELETE, so not even the application can rewrite what happened.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the system acting on a staff member's behalf (a scheduled job). */
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffUsers.id, { onDelete: 'restrict' }),
    role: text('role').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** What was done, as `<area>.<verb>`: "gift_template.create", "tournament.cancel". */
    action: text('action').notNull(),
    /** What it was done to: a table-like kind and the row's id. */
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The player concerned, when there is one, so a player's history can be searched. */
    playerId: bigint('player_id', { mode: 'number' }),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
  },
  (t) => [
    index('staff_audit_log_staff_idx').on(t.staffId, t.at),
    index('staff_audit_log_subject_idx').on(t.subjectKind, t.subjectId),
    index('staff_audit_log_player_idx').on(t.playerId, t.at),
    index('staff_audit_log_at_idx').on(t.at),
  ],
);
