import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** argon2id, the same parameters as players' passwords; null until an invited member sets one (decision 066). */
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** A disabled account cannot sign in and its sessions end. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The TOTP seed, sealed (decision 066): null until enrolled at the first sign-in; no session without it. */
    totpSecret: text('totp_secret'),
    /** The seed shown at the first sign-in, sealed, until a first code confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The time step of the last code used: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step').notNull().default(0),
  },
  (t) => [uniqueIndex('staff_users_email_key').on(sql`lower(${t.email})`)],
);

/**
 * The one-time set-up links of invitations and resets (decision 066): the token's hash, spent
 * once, dead after STAFF_SETUP_TTL_MS or when a newer link is sent.
 */
export const staffSetupTokens = pgTable(
  'staff_setup_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_setup_tokens_staff_idx').on(t.staffId)],
);

/** Staff sessions: shorter than players' (STAFF_SESSION_IDLE_MS, STAFF_SESSION_TTL_MS, decision 066). */
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
