import { rolesWith } from './staff-permissions';
import { z } from 'zod';

/**
 * Progressive jackpots (requirements §promo-3 Jackpot and Jackpot win, §promo-7 calls;
 * docs/decisions/053-progressive-jackpots.md). Amounts are integer minor units.
 */

export const JACKPOT_STATES = ['active', 'paused', 'ended'] as const;
export type JackpotStateName = (typeof JACKPOT_STATES)[number];

const cents = z.number().int().nonnegative();

/** JACK-02: a level of a jackpot (level_1, level_2, ...) and its pool. */
export const jackpotLevelSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  amount_cents: cents,
});
export type JackpotLevel = z.infer<typeof jackpotLevelSchema>;

/** JACK-02: a jackpot; `amount_cents` is the sum of its levels; the hits' seed is committed by its hash. */
export const jackpotSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  state: z.enum(JACKPOT_STATES),
  currency: z.string(),
  amount_cents: cents,
  levels: z.array(jackpotLevelSchema),
  server_seed_hash: z.string(),
});
export type Jackpot = z.infer<typeof jackpotSchema>;
export const jackpotListSchema = z.array(jackpotSchema);

/** JACK-04: a win; `amount_cents` in `currency` (the winner's), the pool's amount in the jackpot's currency. */
export const jackpotWinSchema = z.object({
  id: z.number().int(),
  user_name: z.string(),
  created_at: z.string(),
  amount_cents: cents,
  currency: z.string(),
  jackpot_original_amount_cents: cents,
  jackpot_original_currency: z.string(),
  jackpot_level_name: z.string(),
});
export type JackpotWin = z.infer<typeof jackpotWinSchema>;
export const jackpotWinListSchema = z.array(jackpotWinSchema);

/** JACK-06, API-107: `biggest` by amount (in the jackpots' currency), `latest` by time; 5 by default (JACK-09). */
export const jackpotWinsQuerySchema = z
  .object({
    order: z.enum(['biggest', 'latest']).default('latest'),
    limit: z.coerce.number().int().min(1).max(50).default(5),
  })
  .strict();

/** The draw space of a level, mean win − seed, is at most 2^32 (the generator's integer range). */
export const MAX_JACKPOT_GROWTH_CENTS = 2 ** 32;

/** An operator's settings of one level (decision 053); the level is named by its identifier. */
export const jackpotLevelConfigSchema = z
  .object({
    identifier: z.string().regex(/^level_[1-9][0-9]?$/),
    name: z.string().trim().min(1).max(60),
    contribution_ppm: z.number().int().min(0).max(100_000),
    seed_cents: z.number().int().positive().max(1e12),
    mean_win_cents: z.number().int().positive().max(1e12),
    ceiling_cents: z.number().int().positive().max(1e12).nullable(),
  })
  .strict()
  .refine((l) => l.mean_win_cents > l.seed_cents && l.mean_win_cents - l.seed_cents <= MAX_JACKPOT_GROWTH_CENTS, {
    path: ['mean_win_cents'],
    message: 'must be above the seed, by at most 2^32',
  })
  .refine((l) => l.ceiling_cents === null || l.ceiling_cents > l.seed_cents, {
    path: ['ceiling_cents'],
    message: 'must be above the seed',
  });
export type JackpotLevelConfig = z.infer<typeof jackpotLevelConfigSchema>;

/** A decimal rate: how many units of the jackpot's currency one unit of another currency is worth. */
const rateSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,8})(\.[0-9]{1,12})?$/)
  .refine((r) => Number(r) > 0, 'must be above zero');

/** PUT /api/staff/jackpots/:id: a jackpot's settings (the promotions manager's form). */
export const jackpotConfigSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    state: z.enum(JACKPOT_STATES),
    game_identifiers: z.array(z.string().min(1).max(120)).max(500),
    rates: z.record(z.string().regex(/^[A-Z]{3,5}$/), rateSchema),
    levels: z.array(jackpotLevelConfigSchema).min(1).max(10),
  })
  .strict();
export type JackpotConfig = z.infer<typeof jackpotConfigSchema>;

/** What the operator sees of a jackpot: its settings and, per level, the pool and its movements. */
export const staffJackpotSchema = jackpotConfigSchema.extend({
  id: z.number().int(),
  identifier: z.string(),
  currency: z.string(),
  level_totals: z.array(
    z.object({
      identifier: z.string(),
      amount_cents: cents,
      seeded_cents: cents,
      contributed_cents: cents,
      paid_cents: cents,
      hits: z.number().int(),
    }),
  ),
});
export type StaffJackpot = z.infer<typeof staffJackpotSchema>;

/** POST /api/staff/jackpots: a new jackpot, its identifier and currency fixed from then on. */
export const jackpotCreateSchema = jackpotConfigSchema.extend({
  identifier: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  currency: z.string().regex(/^[A-Z]{3,5}$/),
});
export type JackpotCreate = z.infer<typeof jackpotCreateSchema>;

/** Who may configure jackpots and see their pools. */
export const JACKPOT_MANAGER_ROLES = rolesWith('promotions.manage');
