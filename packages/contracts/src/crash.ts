import { z } from 'zod';
import { playRoundSchema } from './game-play';

/**
 * The shared crash round (docs/decisions/020-shared-crash-round.md): one round for everyone,
 * scheduled by the clock from a published hash chain. Multipliers are in hundredths (2.35x = 235).
 */
const cents = z.number().int();
const hundredths = z.number().int().min(100);

export const CRASH_PHASES = ['betting', 'flying', 'crashed'] as const;
export const crashPhaseSchema = z.enum(CRASH_PHASES);
export type CrashPhase = z.infer<typeof crashPhaseSchema>;

/** Bets of the round as everyone sees them: a masked name, never a player id. */
export const crashPublicBetSchema = z.object({
  player: z.string(),
  amount_cents: cents,
  currency: z.string(),
  /** The multiplier the bet was cashed out at, null while it flies or once lost. */
  cashed_out_at: hundredths.nullable(),
  win_cents: cents,
  /** Whether it is the asking session's own bet (in the state answer only). */
  mine: z.boolean(),
});
export type CrashPublicBet = z.infer<typeof crashPublicBetSchema>;

export const crashRoundInfoSchema = z.object({
  /** The global round number: round n plays link n of the chain. */
  id: z.number().int(),
  phase: crashPhaseSchema,
  betting_at: z.string(),
  flight_at: z.string(),
  /** Known once crashed. */
  crash_at: z.string().nullable(),
  crash_point: hundredths.nullable(),
  /** SHA-256 of the round's server seed: the previous round's seed (the chain link). */
  seed_hash: z.string(),
  /** Revealed at the crash. */
  server_seed: z.string().nullable(),
  /** When the next round opens for bets (known once crashed). */
  next_at: z.string().nullable(),
});
export type CrashRoundInfo = z.infer<typeof crashRoundInfoSchema>;

export const crashHistoryEntrySchema = z.object({
  id: z.number().int(),
  crash_point: hundredths,
  server_seed: z.string(),
  seed_hash: z.string(),
});
export type CrashHistoryEntry = z.infer<typeof crashHistoryEntrySchema>;

export const crashChainInfoSchema = z.object({
  /** SHA-256 of the chain's first link, published before its first round. */
  commitment: z.string(),
  first_round: z.number().int(),
  length: z.number().int(),
});
export type CrashChainInfo = z.infer<typeof crashChainInfoSchema>;

/** GET /provider/inhouse/api/crash/state: the round now, its bets, the session's bet and the last rounds. */
export const crashStateSchema = z.object({
  server_time: z.string(),
  round: crashRoundInfoSchema,
  bets: z.array(crashPublicBetSchema),
  my_bet: playRoundSchema.nullable(),
  history: z.array(crashHistoryEntrySchema),
  chain: crashChainInfoSchema,
  balance_cents: cents,
  currency: z.string(),
});
export type CrashStateResponse = z.infer<typeof crashStateSchema>;

/** GET /provider/inhouse/api/crash/history: public, for the fairness panel. */
export const crashHistorySchema = z.object({ chain: crashChainInfoSchema, rounds: z.array(crashHistoryEntrySchema) });
export type CrashHistory = z.infer<typeof crashHistorySchema>;

export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 1_000_000;

export const crashBetRequestSchema = z
  .object({
    /** The round the player means; a bet for another round (a late click) is refused. */
    round: z.number().int().min(0),
    bet_cents: z.number().int().positive(),
    auto_cashout: z.number().int().min(CRASH_MIN_TARGET).max(CRASH_MAX_TARGET).nullable().optional(),
  })
  .strict();
export type CrashBetRequest = z.infer<typeof crashBetRequestSchema>;

export const crashCashoutRequestSchema = z.object({ round: z.number().int().min(0) }).strict();

/** What the `public:crash` channel carries. */
export const crashRealtimeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('round'),
    round: z.number().int(),
    betting_at: z.string(),
    flight_at: z.string(),
    seed_hash: z.string(),
  }),
  z.object({
    type: z.literal('bet'),
    round: z.number().int(),
    player: z.string(),
    amount_cents: cents,
    currency: z.string(),
  }),
  z.object({
    type: z.literal('cashout'),
    round: z.number().int(),
    player: z.string(),
    multiplier: hundredths,
    win_cents: cents,
    currency: z.string(),
  }),
  z.object({
    type: z.literal('crashed'),
    round: z.number().int(),
    crash_point: hundredths,
    crash_at: z.string(),
    server_seed: z.string(),
    next_at: z.string(),
  }),
]);
export type CrashRealtime = z.infer<typeof crashRealtimeSchema>;
