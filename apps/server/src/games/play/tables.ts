import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from '../../players/tables';

/** Money columns are BIGINT minor units read as JS numbers (see wallet/tables.ts). */
const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Provably fair seed pairs (docs/decisions/011-game-play.md). A player has one active pair; a
 * guest's demo session has a pair of its own (player_id null). `nonce` is the next round's.
 * The server seed is kept secret until `revealed_at`.
 */
export const fairSeedPairs = pgTable(
  'fair_seed_pairs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
    revealedAt: at('revealed_at'),
  },
  (t) => [
    uniqueIndex('fair_seed_pairs_one_active_idx')
      .on(t.playerId)
      .where(sql`active AND player_id IS NOT NULL`),
  ],
);

/** A launched game: bound to a player (none for a guest's demo), a currency and a game. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the opaque token the game frame holds. */
    tokenHash: text('token_hash').notNull().unique(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    engine: text('engine').notNull(),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    currency: text('currency').notNull(),
    /** Play money of a demo session; null in real mode, where the wallet holds the balance. */
    demoBalanceCents: cents('demo_balance_cents'),
    /** The seed pair of a guest's demo session. */
    seedPairId: bigint('seed_pair_id', { mode: 'number' }).references(() => fairSeedPairs.id),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('game_sessions_player_idx').on(t.playerId)],
);

/**
 * Every round of every game (game recall). `status`: betting (a stake is on its way to the
 * wallet), open (waiting for the player's next action), settling (the payout is on its way),
 * settled, rejected (the wallet refused the first stake). `pending` holds the state a stake
 * increase leads to until the wallet took it.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    engine: text('engine').notNull(),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['betting', 'open', 'settling', 'settled', 'rejected'] }).notNull(),
    stakeCents: cents('stake_cents').notNull(),
    winCents: cents('win_cents').notNull().default(0),
    params: jsonb('params').notNull(),
    actions: jsonb('actions').$type<unknown[]>().notNull().default([]),
    state: jsonb('state').notNull(),
    pending: jsonb('pending'),
    /** Seamless transaction ids of the round's stakes, in order. */
    betIds: jsonb('bet_ids').$type<string[]>().notNull().default([]),
    seedPairId: bigint('seed_pair_id', { mode: 'number' })
      .notNull()
      .references(() => fairSeedPairs.id),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    rngPosition: integer('rng_position').notNull().default(0),
    balanceBeforeCents: cents('balance_before_cents'),
    balanceAfterCents: cents('balance_after_cents'),
    interrupted: boolean('interrupted').notNull().default(false),
    /** The shared crash round the bet is in (docs/decisions/020-shared-crash-round.md); null for other rounds. */
    crashRound: bigint('crash_round', { mode: 'number' }),
    /** A free spin of a gift (docs/decisions/048-free-spins.md): the gift that paid the stake and which spin it was. */
    freespinGiftId: bigint('freespin_gift_id', { mode: 'number' }),
    freespinNumber: integer('freespin_number'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    // One bet per player, mode and shared crash round, whatever the session.
    uniqueIndex('game_rounds_crash_player_idx')
      .on(t.crashRound, t.playerId, t.mode)
      .where(sql`crash_round IS NOT NULL AND player_id IS NOT NULL`),
    index('game_rounds_crash_round_idx')
      .on(t.crashRound)
      .where(sql`crash_round IS NOT NULL`),
    index('game_rounds_player_idx').on(t.playerId, t.id),
    index('game_rounds_player_game_idx').on(t.playerId, t.gameId, t.id),
    index('game_rounds_unfinished_idx')
      .on(t.updatedAt)
      .where(sql`status IN ('betting', 'open', 'settling')`),
    // One unfinished round per game session: a second start waits for the first to end.
    uniqueIndex('game_rounds_one_open_per_session_idx')
      .on(t.sessionId)
      .where(sql`status IN ('betting', 'open', 'settling')`),
  ],
);

/**
 * Calls of the seamless-wallet API, one row per (provider, transaction id): applied at most once,
 * a repeat answers `response`. A rollback whose bet never arrived is kept as a tombstone
 * (`kind` rollback, `tombstone` true) so the late bet is refused.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: ['bet', 'win', 'rollback'] }).notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountCents: cents('amount_cents').notNull(),
    roundRef: text('round_ref').notNull(),
    /** For a win or rollback: the bet's transaction id. */
    betTransactionId: text('bet_transaction_id'),
    requestHash: text('request_hash').notNull(),
    walletTransactionId: bigint('wallet_transaction_id', { mode: 'number' }),
    tombstone: boolean('tombstone').notNull().default(false),
    /**
     * On a bet of a provider whose bets take one win: the transaction id of the win that settles
     * it, claimed before any money moves, so a second win under another id is refused.
     */
    settledBy: text('settled_by'),
    response: jsonb('response').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('seamless_transactions_provider_tx_idx').on(t.provider, t.transactionId),
    index('seamless_transactions_bet_idx').on(t.provider, t.betTransactionId),
  ],
);

/**
 * The shared crash round's hash chains (docs/decisions/020-shared-crash-round.md): each is made
 * once from a secret end, by the first process that needs it; every process derives the same
 * links and schedule from the row. `commitment` is SHA-256 of the first link, published.
 */
export const crashChains = pgTable('crash_chains', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  firstRound: bigint('first_round', { mode: 'number' }).notNull().unique(),
  length: integer('length').notNull(),
  secretSeed: text('secret_seed').notNull(),
  commitment: text('commitment').notNull(),
  /** When the chain's first round opens for bets. */
  epoch: at('epoch').notNull(),
  createdAt: at('created_at').notNull(),
});

/**
 * A shared crash round once announced: its seed pair (server seed = the chain link, client seed
 * `crash`, nonce = the round, revealed at the crash) and when the crash was published.
 */
export const crashRounds = pgTable('crash_rounds', {
  round: bigint('round', { mode: 'number' }).primaryKey(),
  chainId: bigint('chain_id', { mode: 'number' })
    .notNull()
    .references(() => crashChains.id),
  seedPairId: bigint('seed_pair_id', { mode: 'number' })
    .notNull()
    .references(() => fairSeedPairs.id),
  bettingAt: at('betting_at').notNull(),
  /** Crash point in hundredths, written when the crash is published. */
  crashPoint: bigint('crash_point', { mode: 'number' }),
  crashedAt: at('crashed_at'),
});
