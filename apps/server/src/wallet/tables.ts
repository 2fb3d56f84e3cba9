import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from '../players/tables';

/**
 * The ledger (docs/decisions/007-ledger.md). Amounts are BIGINT minor units read as JS numbers:
 * every amount entering the service is checked to be a safe integer, and no balance can reach
 * 2^53 (9e15 minor units) through checked additions.
 */
const cents = (name: string) => bigint(name, { mode: 'number' });

/** Who holds an account: a player's wallet, or one of the house's counter-party accounts. */
export const ACCOUNT_KINDS = [
  'player',
  // money received from or sent to payment providers
  'provider_clearing',
  // withdrawals reserved and not yet paid out or released
  'pending_payout',
  // stakes taken and winnings paid by games
  'game_provider',
  // bonus money granted, converted or forfeited
  'bonus_pool',
  // the house side of a currency exchange
  'exchange',
  // manual corrections by staff
  'adjustment',
  // real-money prizes the promotions pay (tournament places, lottery wins, shop money cards)
  'promotions',
  // progressive jackpot pools: contributions in, seeds in, wins out
  'jackpot_pool',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal_reserve',
  'withdrawal_release',
  'withdrawal_payout',
  'bet',
  'win',
  'rollback',
  'bonus_grant',
  'bonus_conversion',
  'bonus_forfeit',
  'exchange',
  'adjustment',
  // a promotion's real-money prize (promotions -> player)
  'promotion_prize',
  // a share of a bet fed to a jackpot pool, and a pool's seed (house -> jackpot_pool)
  'jackpot_contribution',
  'jackpot_seed',
  // a jackpot hit paid (jackpot_pool -> player)
  'jackpot_win',
  // a staff correction approved under four eyes (adjustment -> player or back), decision 059
  'manual_adjustment',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** The two parts of a balance: real money (cashable) and bonus money (locked by wagering). */
export const BALANCE_PARTS = ['real', 'bonus'] as const;
export type BalancePart = (typeof BALANCE_PARTS)[number];

/** `value IN (...)` over a constant list, so the database refuses a kind the code does not know. */
const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * Every account, player wallets and house accounts alike. A player's wallet keeps its balance
 * on the row (real + bonus = the spec's amount_cents) and is locked FOR UPDATE by every
 * movement. House accounts keep no stored balance: every bet of every player touches them,
 * so a running total there would serialize the whole casino on one row; their balance is the
 * sum of their entries (see audit.ts).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    /** The player's chosen wallet; at most one per player. */
    active: boolean('active').notNull().default(false),
    realCents: cents('real_cents').notNull().default(0),
    bonusCents: cents('bonus_cents').notNull().default(0),
    /** Bets the current bonus money still requires, and how much of that is met. */
    wageringRequiredCents: cents('wagering_required_cents').notNull().default(0),
    wageredCents: cents('wagered_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The target of the entries' (account_id, currency) key: an entry cannot name another currency.
    unique('ledger_accounts_id_currency_key').on(t.id, t.currency),
    uniqueIndex('ledger_accounts_player_currency_idx')
      .on(t.playerId, t.currency)
      .where(sql`player_id IS NOT NULL`),
    uniqueIndex('ledger_accounts_house_idx')
      .on(t.kind, t.currency)
      .where(sql`player_id IS NULL`),
    uniqueIndex('ledger_accounts_one_active_idx')
      .on(t.playerId)
      .where(sql`active`),
    check('ledger_accounts_kind_check', oneOf('kind', ACCOUNT_KINDS)),
    check('ledger_accounts_owner_check', sql`(kind = 'player') = (player_id IS NOT NULL)`),
    check('ledger_accounts_non_negative_check', sql`real_cents >= 0 AND bonus_cents >= 0`),
    check('ledger_accounts_house_unstored_check', sql`kind = 'player' OR (real_cents = 0 AND bonus_cents = 0 AND NOT active)`),
    check('ledger_accounts_wagering_check', sql`wagering_required_cents >= 0 AND wagered_cents >= 0`),
  ],
);

/**
 * One movement of money. The idempotency key is the caller's name for the request (a payment
 * id, a game transaction id); `request_hash` fingerprints its content so a reused key with
 * other content is refused. `reference_id` ties a win, rollback, release or payout to the bet or
 * reserve it settles; the partial unique index lets each be settled once.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: TRANSACTION_KINDS }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id, { onDelete: 'restrict' }),
    referenceId: bigint('reference_id', { mode: 'number' }),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.referenceId], foreignColumns: [t.id], name: 'ledger_transactions_reference_fk' }),
    check('ledger_transactions_kind_check', oneOf('kind', TRANSACTION_KINDS)),
    uniqueIndex('ledger_transactions_settles_once_idx')
      .on(t.referenceId)
      .where(sql`kind IN ('rollback', 'withdrawal_release', 'withdrawal_payout')`),
    index('ledger_transactions_reference_idx').on(t.referenceId),
    index('ledger_transactions_player_idx').on(t.playerId, t.id),
  ],
);

/** The legs of a transaction; per transaction and currency they sum to zero. Never updated. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    part: text('part', { enum: BALANCE_PARTS }).notNull(),
    /** Positive credits the account, negative debits it. */
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [
    foreignKey({
      columns: [t.accountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
      name: 'ledger_entries_account_currency_fk',
    }).onDelete('restrict'),
    check('ledger_entries_amount_check', sql`amount_cents <> 0`),
    check('ledger_entries_part_check', oneOf('part', BALANCE_PARTS)),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId),
  ],
);
