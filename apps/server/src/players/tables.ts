import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { CLOSURE_REASONS } from '@casino/contracts';

/** The player: the account and the profile fields of requirements §core-3 (PROF-01). */
export const players = pgTable(
  'players',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /** argon2id PHC string; null for an account that never set a password. */
    passwordHash: text('password_hash'),
    nickname: text('nickname'),
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    postalCode: text('postal_code'),
    state: text('state'),
    mobilePhone: text('mobile_phone'),
    personalId: text('personal_id'),
    profession: text('profession'),
    receivePromos: boolean('receive_promos').notNull().default(false),
    receiveSmsPromos: boolean('receive_sms_promos').notNull().default(false),
    currency: text('currency').notNull().default('EUR'),
    licenseName: text('license_name').notNull().default('CW'),
    statusId: integer('status_id').notNull().default(1),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    currentSignInAt: timestamp('current_sign_in_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    lastSignInIp: text('last_sign_in_ip'),
    signInCount: integer('sign_in_count').notNull().default(0),
    depositBonusCode: text('deposit_bonus_code'),
    canIssueBonuses: boolean('can_issue_bonuses').notNull().default(true),
    autoregistered: boolean('autoregistered').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    sumsubVerified: boolean('sumsub_verified').notNull().default(false),
    sowQuestionnaireExpiresAt: timestamp('sow_questionnaire_expires_at', { withTimezone: true }),
    /** A temporary lock after repeated failed sign-ins (brute-force defence). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Closed by the player (docs/decisions/018-account-closure.md); sign-in refused, reopening is a staff matter. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closureReason: text('closure_reason', { enum: CLOSURE_REASONS }),
    /** Blocked by staff (docs/decisions/059-back-office.md): sign-in refused until unblocked. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('players_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Group membership (requirements §core-6): A/B, VIP, tester, PWA, multi-account and the rest. */
export const playerGroups = pgTable(
  'player_groups',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.groupId] })],
);

/** Support-chat restore ids per player, chat project and chat type. */
export const chatRestoreIds = pgTable(
  'chat_restore_ids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    project: text('project').notNull(),
    type: text('type').notNull(),
    internalId: text('internal_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_restore_ids_key').on(t.playerId, t.project, t.type),
    index('chat_restore_ids_player_idx').on(t.playerId),
  ],
);
