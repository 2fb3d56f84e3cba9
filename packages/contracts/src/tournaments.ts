import { z } from 'zod';
import { currencyInfo } from './money';

/**
 * Tournaments and quests (requirements §promo-3, §promo-4, §promo-7; docs/decisions/050-tournaments.md,
 * docs/decisions/051-quest-ladders.md).
 */

/** How a tournament ranks its players. */
export const TOURNAMENT_STRATEGIES = ['bet_sum', 'bet_count', 'best_multiplier'] as const;
export type TournamentStrategy = (typeof TOURNAMENT_STRATEGIES)[number];

/** TOUR-06: the status derived from time. */
export const TOURNAMENT_STATUSES = ['future', 'active', 'archive'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export function tournamentStatus(startAt: Date, endAt: Date, now: Date): TournamentStatus {
  if (now < startAt) return 'future';
  if (now < endAt) return 'active';
  return 'archive';
}

const cents = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const currencyCode = z.string().regex(/^[A-Z]{3,4}$/);

const placeNumber = z.number().int().min(1).max(1000);
const moneyPrize = z.object({ place: placeNumber, kind: z.literal('money'), amount_cents: cents.min(1) });
const giftPrize = z.object({
  place: placeNumber,
  kind: z.literal('gift'),
  template_id: z.number().int().positive(),
  amount_cents: cents.min(1).optional(),
});

/** A prize of money or a gift (bonus money, free spins): what lotteries pay too. */
export const moneyOrGiftPrizeSchema = z.discriminatedUnion('kind', [moneyPrize, giftPrize]);

/**
 * One place's prize: real money in the tournament's currency, a gift template's gift (bonus money,
 * free spins), or chargeable comp points credited through the loyalty domain (issue 21).
 */
export const tournamentPrizeSchema = z.discriminatedUnion('kind', [
  moneyPrize,
  giftPrize,
  z.object({ place: placeNumber, kind: z.literal('comp_points'), points: z.number().int().min(1).max(100_000_000) }),
]);
export type TournamentPrize = z.infer<typeof tournamentPrizeSchema>;

/** The push a winner gets once a place's or a quest level's prize is paid (`tournament_notifications`, RT-13). */
export const tournamentNotificationSchema = z.object({
  tournament_id: z.number().int(),
  /** The place won, or the quest level completed. */
  award_place: z.number().int().nullable(),
  previous_place: z.number().int().nullable(),
  /** What was paid in `currency` (null: a gift at its template's amount). */
  amount_cents: cents.nullable(),
  currency: z.string().nullable(),
  /** The tournament's title and slug, so the notice names it and its open page can reload. */
  title: z.string(),
  frontend_identifier: z.string(),
  /** A quest level's prize, not a place at the end. */
  quest_level: z.boolean(),
  prize: tournamentPrizeSchema,
});
export type TournamentNotification = z.infer<typeof tournamentNotificationSchema>;

/** TOUR-04: a tournament as players see it. */
export const tournamentSchema = z.object({
  id: z.number().int(),
  frontend_identifier: z.string(),
  title: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  group_ids: z.array(z.number().int()),
  in_progress: z.boolean(),
  currency: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  strategy: z.enum(TOURNAMENT_STRATEGIES),
  confirmation_required: z.boolean(),
  min_bet_cents: cents,
  games: z.array(z.string()),
  providers: z.array(z.string()),
  categories: z.array(z.string()),
  prizes: z.array(tournamentPrizeSchema),
  /** Canceled by an operator (players never see such a tournament). */
  canceled: z.boolean(),
  /** Quests only (QUEST-03): the size and slug parsed from frontend_identifier. */
  quest: z.object({ size: z.string(), slug: z.string().nullable() }).nullable(),
});
export type Tournament = z.infer<typeof tournamentSchema>;
export const tournamentListSchema = z.array(tournamentSchema);

/** A row of a leaderboard: place, the shown name and the score. */
export const leaderboardRowSchema = z.object({
  award_place: z.number().int(),
  nickname: z.string(),
  score: z.number().int(),
  bets: cents,
});

/** TOUR-05: the player's standing in one tournament. */
export const tournamentPlayerStatusSchema = z.object({
  tournament_id: z.number().int(),
  bets: cents,
  bets_count: z.number().int(),
  score: z.number().int(),
  award_place: z.number().int().nullable(),
  nickname: z.string(),
  confirmed: z.boolean(),
  top_players: z.array(leaderboardRowSchema),
});
export type TournamentPlayerStatus = z.infer<typeof tournamentPlayerStatusSchema>;

/** TOUR-05: a player tournament: id and its top players. */
export const playerTournamentSchema = z.object({
  id: z.number().int(),
  top_players: z.array(leaderboardRowSchema.pick({ award_place: true, nickname: true })),
});
export const playerTournamentListSchema = z.array(playerTournamentSchema);

/** Operators: how many rows of a tournament's live leaderboard the staff console shows. */
export const STAFF_LEADERBOARD_SIZE = 50;

/** Operators: a tournament's live leaderboard and each prize recorded for it (TOUR-12, ROLE-11). */
export const staffTournamentBoardSchema = z.object({
  tournament_id: z.number().int(),
  leaderboard: z.array(
    z.object({ place: z.number().int().min(1), player_id: z.number().int(), nickname: z.string(), score: z.number().int() }),
  ),
  awards: z.array(
    z.object({
      place: z.number().int().min(1),
      player_id: z.number().int(),
      prize: tournamentPrizeSchema,
      currency: currencyCode,
      /** What was paid in `currency` (null: a gift at its template's amount). */
      amount_cents: cents.nullable(),
      /** When it was paid; null while it is recorded and not yet paid. */
      paid_at: z.string().datetime().nullable(),
      /** The wallet transaction of a money prize; null for a gift or before payment. */
      transaction_id: z.number().int().nullable(),
    }),
  ),
});
export type StaffTournamentBoard = z.infer<typeof staffTournamentBoardSchema>;

export const tournamentIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
/** TOUR-08, API-092. */
export const tournamentConfirmSchema = z.object({ confirmed: z.literal(true) }).strict();

/** What an operator configures (docs/decisions/050-tournaments.md). */
export const tournamentInputSchema = z
  .object({
    frontend_identifier: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .regex(/^[a-z0-9-]+$/),
    title: z.string().trim().min(1).max(200),
    currency: currencyCode,
    strategy: z.enum(TOURNAMENT_STRATEGIES),
    confirmation_required: z.boolean(),
    min_bet_cents: cents,
    games: z.array(z.string().min(1).max(200)).max(500),
    providers: z.array(z.string().min(1).max(100)).max(100),
    categories: z.array(z.string().min(1).max(100)).max(100),
    /** Tournament currency micro-units per one unit of another currency (1 EUR = 1.08 USD: USD 925926). */
    rates_ppm: z.record(currencyCode, z.number().int().positive().max(1e15)),
    group_ids: z.array(z.number().int().positive()).max(100),
    prizes: z.array(tournamentPrizeSchema).max(1000),
    start_at: z.string().datetime({ offset: true }),
    end_at: z.string().datetime({ offset: true }),
  })
  .strict()
  .refine((t) => new Date(t.end_at) > new Date(t.start_at), { path: ['end_at'], message: 'end_at must be after start_at' })
  .refine((t) => new Set(t.prizes.map((p) => p.place)).size === t.prizes.length, {
    path: ['prizes'],
    message: 'one prize per place',
  });
export type TournamentInput = z.infer<typeof tournamentInputSchema>;

const isDateText = (value: string) => !Number.isNaN(Date.parse(value));

/**
 * The operator's short form (the staff console): one prize for the first place and a category
 * list typed as text, made into the full configuration and checked by its schema.
 */
export const tournamentFormSchema = z
  .object({
    frontend_identifier: z.string(),
    title: z.string(),
    strategy: z.enum(TOURNAMENT_STRATEGIES),
    confirmation_required: z.boolean(),
    min_bet_cents: z.coerce.number().int().nonnegative(),
    categories: z.string(),
    start_at: z.string().refine(isDateText, 'invalid'),
    end_at: z.string().refine(isDateText, 'invalid'),
    first_prize_cents: z.coerce.number().int().positive(),
    /** Comp points for second place; empty or 0: none. */
    second_prize_points: z.coerce.number().int().nonnegative().optional(),
  })
  .transform((form): TournamentInput => ({
    frontend_identifier: form.frontend_identifier,
    title: form.title,
    currency: 'EUR',
    strategy: form.strategy,
    confirmation_required: form.confirmation_required,
    min_bet_cents: form.min_bet_cents,
    games: [],
    providers: [],
    categories: form.categories
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    rates_ppm: {},
    group_ids: [],
    prizes: [
      { place: 1, kind: 'money', amount_cents: form.first_prize_cents },
      ...(form.second_prize_points ? [{ place: 2, kind: 'comp_points' as const, points: form.second_prize_points }] : []),
    ],
    start_at: new Date(form.start_at).toISOString(),
    end_at: new Date(form.end_at).toISOString(),
  }))
  .pipe(tournamentInputSchema);
export type TournamentFormValues = z.input<typeof tournamentFormSchema>;

/** VAL-22: a tournament or quest hidden from lists. */
export const isNonvisible = (frontendIdentifier: string): boolean => frontendIdentifier.includes('nonvisible');

// ---------------------------------------------------------------- quests

/** QUEST-04: the quest sizes. */
export const QUEST_SIZES = ['xs', 's', 'm', 'robot-s', 'robot-m'] as const;
export type QuestSize = (typeof QUEST_SIZES)[number];

/**
 * CONST-44 (QUEST-06…QUEST-10): level thresholds in whole euros. The intermediate values of m,
 * robot-s and robot-m are designed in docs/decisions/051-quest-ladders.md.
 */
export const QUEST_LADDERS: Readonly<Record<QuestSize, readonly number[]>> = {
  xs: [0, 150, 500, 1000, 5000, 15000],
  s: [0, 400, 1000, 2500, 7500, 10000, 25000, 50000, 75000, 100000, 150000, 250000, 500000, 750000, 1000000],
  m: [
    0, 400, 1000, 2500, 5000, 7500, 10000, 15000, 25000, 35000, 50000, 75000, 100000, 150000, 200000, 250000, 350000, 500000,
    650000, 800000, 1000000, 1250000, 1500000, 1750000, 2000000,
  ],
  'robot-s': [0, 250, 750, 1500, 3000, 5000, 10000, 20000, 35000, 50000, 100000, 200000, 350000, 550000, 800000],
  'robot-m': [
    0, 500, 1250, 3000, 6000, 10000, 15000, 20000, 30000, 45000, 60000, 80000, 100000, 150000, 200000, 300000, 400000, 550000,
    700000, 900000, 1150000, 1450000, 1750000, 2100000, 2500000,
  ],
};

/** QUEST-02, QUEST-03: a quest's size and slug from its frontend_identifier; null when it is not a quest. */
export function parseQuest(frontendIdentifier: string): { size: QuestSize; slug: string | null } | null {
  if (!frontendIdentifier.includes('quest')) return null;
  const parts = frontendIdentifier.split('--');
  const size = (QUEST_SIZES as readonly string[]).includes(parts[1] ?? '') ? (parts[1] as QuestSize) : 'm';
  return { size, slug: parts[2] || null };
}

/** The display step a converted threshold is rounded up to (DECISIONS-18): a whole unit, 0.0001 of a crypto coin. */
export function currencyStepCents(currency: string): number {
  const info = currencyInfo(currency);
  if (!info) return 1;
  return info.fiat ? info.subunits_to_unit : info.subunits_to_unit / 10_000;
}

/**
 * A EUR threshold (whole euros) in another currency's minor units: converted with the rate (EUR
 * micro-units per one unit of the currency) and rounded up to the currency's step. Null when the
 * currency has no rate.
 */
export function questThresholdCents(euros: number, currency: string, ratesPpm: Readonly<Record<string, number>>): number | null {
  const info = currencyInfo(currency);
  if (!info) return null;
  if (currency === 'EUR') return euros * 100;
  const rate = ratesPpm[currency];
  if (!rate) return null;
  const units = BigInt(euros) * 1_000_000n * BigInt(info.subunits_to_unit);
  const raw = (units + BigInt(rate) - 1n) / BigInt(rate);
  const step = BigInt(currencyStepCents(currency));
  return Number(((raw + step - 1n) / step) * step);
}

export const QUEST_LEVEL_STATES = ['completed', 'active', 'locked'] as const;
export const questLevelSchema = z.object({
  position: z.number().int(),
  min_bets_cents: cents,
  state: z.enum(QUEST_LEVEL_STATES),
});
export type QuestLevel = z.infer<typeof questLevelSchema>;

/**
 * QUEST-11: each level's state from the player's total bets: completed when the total reaches its
 * threshold, active for the first level not yet completed, locked after it.
 */
export function questLevels(size: QuestSize, thresholdsCents: readonly number[], totalCents: number): QuestLevel[] {
  let activeGiven = false;
  return QUEST_LADDERS[size].map((_, index) => {
    const min = thresholdsCents[index] ?? 0;
    let state: QuestLevel['state'] = 'locked';
    if (totalCents >= min) state = 'completed';
    else if (!activeGiven) {
      state = 'active';
      activeGiven = true;
    }
    return { position: index + 1, min_bets_cents: min, state };
  });
}

/** GET /api/tournaments/{id}/quest: the ladder of the player's currency and their progress. */
export const questProgressSchema = z.object({
  tournament_id: z.number().int(),
  size: z.enum(QUEST_SIZES),
  currency: z.string(),
  bets: cents,
  levels: z.array(questLevelSchema),
});
export type QuestProgress = z.infer<typeof questProgressSchema>;
