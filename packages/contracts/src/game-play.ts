import { z } from 'zod';
import { pagedListSchema } from './pagination';

/**
 * Playing games: provably fair seeds, game sessions, the in-house provider's round API,
 * the seamless-wallet API between a game provider and the casino, and game recall.
 */

const cents = z.number().int();
/** A stake or payout in minor units: a whole positive number. */
const positiveCents = z.number().int('must be a whole number of minor units').positive('must be greater than 0');
const transactionId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9:._-]+$/, 'is not a transaction id');

// ---- Provably fair seeds ----

/** The active seed pair: only the server seed's SHA-256 is shown until rotation. */
export const fairSeedsSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** The nonce of the next round. */
  nonce: z.number().int(),
});
export type FairSeeds = z.infer<typeof fairSeedsSchema>;

export const setClientSeedRequestSchema = z
  .object({ client_seed: z.string().regex(/^[\x20-\x7e]{1,64}$/, 'must be 1 to 64 printable characters') })
  .strict();

export const rotateSeedsResponseSchema = z.object({
  /** The pair that ended: its server seed is now public, so its rounds can be verified. */
  revealed: fairSeedsSchema.extend({ server_seed: z.string() }),
  current: fairSeedsSchema,
});

// ---- Game sessions ----

export const GAME_MODES = ['real', 'demo'] as const;
export const gameModeSchema = z.enum(GAME_MODES);
export type GameMode = z.infer<typeof gameModeSchema>;

/** The play-money balance a demo session starts with (1,000.00 FUN). */
export const DEMO_BALANCE_CENTS = 100_000;

export const launchGameRequestSchema = z
  .object({
    game_id: z.number().int().positive(),
    mode: gameModeSchema,
    /** Real mode: the wallet to play from; the player's active wallet when left out. */
    currency: z
      .string()
      .regex(/^[A-Z0-9]{2,10}$/, 'is not a currency code')
      .optional(),
  })
  .strict();

export const gameSessionSchema = z.object({
  /** Opaque token the game frame sends as `X-Game-Session`. */
  session: z.string(),
  /** The game frame, served from the provider's own origin path. */
  url: z.string(),
  mode: gameModeSchema,
  game_id: z.number().int(),
  engine: z.string(),
  currency: z.string(),
  balance_cents: cents,
  expires_at: z.string(),
});
export type GameSession = z.infer<typeof gameSessionSchema>;

// ---- The in-house provider's round API (called by the game frame) ----

export const GAME_SESSION_HEADER = 'x-game-session';

export const startRoundRequestSchema = z
  .object({
    bet_cents: positiveCents,
    /** Engine-specific bet layout and options (lines, roulette bets, auto cash-out, ...). */
    params: z.record(z.string(), z.unknown()).optional(),
    /** Plays the next free spin of the player's gift for the game at the gift's stake (bet_cents is ignored). */
    free_spin: z.boolean().optional(),
  })
  .strict();

/** A gift's free spins for the game (docs/decisions/048-free-spins.md): the next spin of how many, at a fixed stake. */
export const freeSpinOfferSchema = z.object({ next: z.number().int(), total: z.number().int(), bet_cents: cents });
export type FreeSpinOffer = z.infer<typeof freeSpinOfferSchema>;

export const roundActionRequestSchema = z.object({ action: z.record(z.string(), z.unknown()) }).strict();

export const ROUND_STATUSES = ['betting', 'open', 'settling', 'settled', 'rejected'] as const;
export const roundStatusSchema = z.enum(ROUND_STATUSES);

/** A round as the game frame sees it: the engine state is the outcome so far. */
export const playRoundSchema = z.object({
  id: z.number().int(),
  game_id: z.number().int(),
  engine: z.string(),
  mode: gameModeSchema,
  status: roundStatusSchema,
  currency: z.string(),
  stake_cents: cents,
  win_cents: cents,
  state: z.unknown(),
  /** The wallet (or demo) balance after the last step. */
  balance_cents: cents,
  /** Which free spin of a gift the round is; null for a round staked from the wallet. */
  free_spin: z.number().int().nullable().optional(),
});
export type PlayRound = z.infer<typeof playRoundSchema>;

export const currentRoundResponseSchema = z.object({
  round: playRoundSchema.nullable(),
  balance_cents: cents,
  currency: z.string(),
  /** The player's free spins for the game; null when there are none. */
  free_spins: freeSpinOfferSchema.nullable().optional(),
});

// ---- Game recall ----

export const roundSummarySchema = z.object({
  id: z.number().int(),
  game_id: z.number().int(),
  game_identifier: z.string(),
  game_title: z.string(),
  mode: gameModeSchema,
  status: roundStatusSchema,
  currency: z.string(),
  stake_cents: cents,
  win_cents: cents,
  balance_before_cents: cents.nullable(),
  balance_after_cents: cents.nullable(),
  interrupted: z.boolean(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});

export const roundDetailSchema = roundSummarySchema.extend({
  engine: z.string(),
  params: z.unknown(),
  actions: z.array(z.unknown()),
  state: z.unknown(),
  fairness: z.object({
    server_seed_hash: z.string(),
    /** Revealed once the seed pair was rotated, null before. */
    server_seed: z.string().nullable(),
    client_seed: z.string(),
    nonce: z.number().int(),
    rng_position: z.number().int(),
  }),
});
export type RoundDetail = z.infer<typeof roundDetailSchema>;

export const roundsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    game_id: z.coerce.number().int().positive().optional(),
  })
  .strict();
export const roundsResponseSchema = pagedListSchema(roundSummarySchema);
export type RoundSummary = z.infer<typeof roundSummarySchema>;
export type RoundsResponse = z.infer<typeof roundsResponseSchema>;

export const recentRoundsQuerySchema = z.object({ game_id: z.coerce.number().int().positive() }).strict();
/** The last rounds of a game in detail, for replay (newest first). */
export const RECENT_ROUNDS_LIMIT = 10;
export const recentRoundsResponseSchema = z.object({ data: z.array(roundDetailSchema) });

// ---- Seamless wallet (provider -> casino) ----

/** Header with the hex HMAC-SHA256 of the raw body, keyed by the provider's shared secret. */
export const SEAMLESS_SIGNATURE_HEADER = 'x-seamless-signature';

const seamlessBase = {
  /** The game session token the provider received at launch. */
  session: z.string().min(1).max(200),
  player_id: z.number().int().positive(),
};

export const seamlessBalanceRequestSchema = z.object(seamlessBase).strict();

export const seamlessBetRequestSchema = z
  .object({
    ...seamlessBase,
    transaction_id: transactionId,
    round_id: z.string().min(1).max(100),
    amount_cents: positiveCents,
    currency: z.string().min(2).max(10),
  })
  .strict();

export const seamlessWinRequestSchema = z
  .object({
    ...seamlessBase,
    transaction_id: transactionId,
    round_id: z.string().min(1).max(100),
    /** The bet this win settles. */
    bet_transaction_id: transactionId,
    /** 0 closes a lost round (the aggregators' convention): the bet is settled, nothing is paid. */
    amount_cents: z.number().int('must be a whole number of minor units').nonnegative('must not be negative'),
    currency: z.string().min(2).max(10),
  })
  .strict();

export const seamlessRollbackRequestSchema = z
  .object({
    ...seamlessBase,
    transaction_id: transactionId,
    round_id: z.string().min(1).max(100),
    bet_transaction_id: transactionId,
  })
  .strict();

export const seamlessResponseSchema = z.object({
  balance_cents: cents,
  currency: z.string(),
  /** The casino's id of the movement; absent for a balance call and a rollback recorded before its bet. */
  casino_transaction_id: z.string().optional(),
});
export type SeamlessResponse = z.infer<typeof seamlessResponseSchema>;

/** Error codes of the seamless API, in `{ error, code }` bodies. */
export const SEAMLESS_ERRORS = [
  'invalid_signature',
  'session_expired',
  'session_not_found',
  'player_mismatch',
  'currency_mismatch',
  'insufficient_funds',
  'duplicate_transaction',
  'bet_not_found',
  'bet_rolled_back',
  'already_settled',
  'invalid_amount',
  /** A responsible-gaming limit of the player refuses the bet (loss, wager or session limit). */
  'limit_reached',
  /** The player is in a cooling-off or self-exclusion: no play at all. */
  'player_blocked',
  /** Bets of the session or the player come faster than the documented rate: 429, retry after Retry-After seconds. */
  'rate_limited',
] as const;
export type SeamlessErrorCode = (typeof SEAMLESS_ERRORS)[number];
export const seamlessErrorSchema = z.object({ error: z.string(), code: z.enum(SEAMLESS_ERRORS) });

// ---- The in-house engines' published rules (read by the game frames and the verifier) ----

/** GET /provider/inhouse/api/engines/{engine}: an engine's limits and published paytable. */
export const engineInfoSchema = z.object({
  id: z.string(),
  kind: z.enum(['slot', 'table', 'instant']),
  /** Message key of the rules text. */
  rules_key: z.string(),
  /** Theoretical return as a fraction (0.973 = 97.30%). */
  rtp: z.number(),
  volatility: z.enum(['low', 'medium', 'high']),
  /** Stake limits of a round's first stake in minor units (the currency's bet threshold applies too). */
  min_bet_cents: cents,
  max_bet_cents: cents,
  multi_step: z.boolean(),
  /** Symbols, lines, pays, reel strips or weights: what a player needs to recompute a round. */
  paytable: z.unknown(),
});
export type EngineInfo = z.infer<typeof engineInfoSchema>;
