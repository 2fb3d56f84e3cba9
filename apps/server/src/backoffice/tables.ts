import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  RG_ACTION_KINDS,
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_PARTS,
  ADJUSTMENT_REASONS,
  ADJUSTMENT_STATUSES,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { staffUsers } from '../staff/tables';

/** Notes staff keep on a player (docs/decisions/059-back-office.md); each one is also audited. */
export const staffPlayerNotes = pgTable(
  'staff_player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_player_notes_player_idx').on(t.playerId, t.createdAt)],
);

/**
 * Manual balance adjustments under four eyes (decision 059): proposed by one staff member,
 * approved or rejected by another. `approving` is the claim an approval holds while the wallet
 * posts the movement, keyed by the adjustment's id, so a second approval pays nothing more.
 */
export const manualAdjustments = pgTable(
  'manual_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    direction: text('direction', { enum: ADJUSTMENT_DIRECTIONS }).notNull(),
    part: text('part', { enum: ADJUSTMENT_PARTS }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: ADJUSTMENT_REASONS }).notNull(),
    comment: text('comment').notNull(),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull(),
    proposedBy: bigint('proposed_by', { mode: 'number' })
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staffUsers.id, { onDelete: 'restrict' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    /** The ledger transaction an approval posted. */
    transactionId: bigint('transaction_id', { mode: 'number' }),
    metadata: jsonb('metadata'),
  },
  (t) => [
    index('manual_adjustments_status_idx').on(t.status, t.proposedAt),
    index('manual_adjustments_player_idx').on(t.playerId, t.proposedAt),
    check('manual_adjustments_amount_check', sql`${t.amountCents} > 0`),
    check('manual_adjustments_four_eyes_check', sql`${t.decidedBy} IS NULL OR ${t.decidedBy} <> ${t.proposedBy}`),
  ],
);

/**
 * The responsible-gaming action log (docs/decisions/070-player-page-and-rg-actions.md): what an
 * officer did about a player's play (contacted, limit suggested, account restricted) or an
 * affordability note, with the note. Append-only like the audit entry written with each row.
 */
export const rgActions = pgTable(
  'rg_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: RG_ACTION_KINDS }).notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rg_actions_player_idx').on(t.playerId, t.createdAt), index('rg_actions_created_idx').on(t.createdAt)],
);
