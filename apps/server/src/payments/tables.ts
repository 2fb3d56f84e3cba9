import { HOLD_STATUSES, PAYMENT_ACTIONS, PAYMENT_STATUSES, type HoldReason } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../players/tables';

/** Payments (docs/decisions/010-payments.md). Amounts are BIGINT minor units of the currency. */
const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * One deposit or withdrawal. `state` moves forward only (a final state never changes);
 * `final_claim` is the first final status decided for it, held while its money moves, so two
 * different outcomes can never both move money. Ledger transaction ids tie it to its money.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    action: text('action', { enum: PAYMENT_ACTIONS }).notNull(),
    state: text('state', { enum: PAYMENT_STATUSES }).notNull(),
    finalClaim: text('final_claim', { enum: PAYMENT_STATUSES }),
    provider: text('provider').notNull(),
    methodId: text('method_id').notNull(),
    currency: text('currency').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** What reached the wallet (a crypto deposit may arrive short). */
    creditedCents: cents('credited_cents'),
    /** The provider's name for the payment; webhooks are matched by it. */
    reference: text('reference').unique(),
    /** The wallet's reserve of a withdrawal; its payout or release settles it. */
    reserveTransactionId: bigint('reserve_transaction_id', { mode: 'number' }),
    /** The ledger movement that finished the payment (deposit credit, payout or release). */
    settleTransactionId: bigint('settle_transaction_id', { mode: 'number' }),
    /** Masked instrument and flow details (card bin and last 4, IBAN country, address, gift). */
    details: jsonb('details').notNull().default({}),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('payments_player_idx').on(t.playerId, t.id),
    index('payments_open_idx')
      .on(t.state, t.createdAt)
      .where(sql`state IN ('pending', 'processing', 'reserved')`),
    check('payments_amount_check', sql`amount_cents > 0`),
    check('payments_action_check', oneOf('action', PAYMENT_ACTIONS)),
    check('payments_state_check', oneOf('state', PAYMENT_STATUSES)),
  ],
);

/** A saved card: only brand, bin, last 4, expiry and holder. The full number is never stored. */
export const paymentProfiles = pgTable(
  'payment_profiles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    methodId: text('method_id').notNull(),
    brand: text('brand').notNull(),
    bin: text('bin').notNull(),
    last4: text('last4').notNull(),
    expiry: text('expiry').notNull(),
    holder: text('holder').notNull(),
    /** The provider's token for charging the card again. */
    token: text('token').notNull(),
    createdAt: at('created_at').notNull(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('payment_profiles_player_idx').on(t.playerId),
    check('payment_profiles_masked_check', sql`bin ~ '^[0-9]{6}$' AND last4 ~ '^[0-9]{4}$'`),
  ],
);

/** Webhook events already applied, per provider: a redelivered event changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The sandbox provider's own side: webhooks it will send, each at its time. Any server process
 * may run a due job (leased with SKIP LOCKED); a job is done once our endpoint accepted it.
 */
export const sandboxJobs = pgTable(
  'payment_sandbox_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    runAt: at('run_at').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: at('lease_until'),
    doneAt: at('done_at'),
    canceledAt: at('canceled_at'),
  },
  (t) => [
    index('payment_sandbox_jobs_due_idx')
      .on(t.runAt)
      .where(sql`done_at IS NULL AND canceled_at IS NULL`),
    index('payment_sandbox_jobs_reference_idx').on(t.reference),
  ],
);

/** Fraud data of POST /api/users/transaction (requirements §core-7): card bin and last 4 only. */
export const fraudTransactions = pgTable(
  'fraud_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    country: text('country').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dfpc: text('dfpc'),
    cardBin: text('card_bin'),
    cardLast4: text('card_last4'),
    expiry: text('expiry'),
    holder: text('holder'),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    paymentSystem: text('payment_system').notNull(),
    customPlayerStatus: text('custom_player_status'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('fraud_transactions_player_idx').on(t.playerId, t.id),
    check(
      'fraud_transactions_masked_check',
      sql`(card_bin IS NULL OR card_bin ~ '^[0-9]{6}$') AND (card_last4 IS NULL OR card_last4 ~ '^[0-9]{4}$')`,
    ),
  ],
);

/**
 * A withdrawal held for a payments officer (docs/decisions/067-money-desk.md): its money is
 * reserved, but the provider hears of it only once approved. `payout` keeps what the provider
 * will need then (the method and the instrument). `status` moves from `held` once, by a
 * conditional update, so an approval, a rejection and the player's recall exclude each other.
 */
export const withdrawalHolds = pgTable(
  'withdrawal_holds',
  {
    paymentId: bigint('payment_id', { mode: 'number' })
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    reasons: jsonb('reasons').$type<HoldReason[]>().notNull(),
    payout: jsonb('payout').notNull(),
    status: text('status', { enum: HOLD_STATUSES }).notNull(),
    heldAt: at('held_at').notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: at('decided_at'),
    note: text('note'),
  },
  (t) => [
    index('withdrawal_holds_status_idx').on(t.status, t.heldAt),
    check('withdrawal_holds_status_check', oneOf('status', HOLD_STATUSES)),
  ],
);
