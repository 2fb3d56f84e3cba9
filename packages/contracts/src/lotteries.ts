import { z } from 'zod';
import { currencyInfo } from './money';
import { moneyOrGiftPrizeSchema, TOURNAMENT_STATUSES } from './tournaments';

/**
 * Lotteries (requirements §promo-3, §promo-7; docs/decisions/054-lotteries.md): tickets issued by
 * the operator or the loyalty shop, a provably fair draw at the end, prizes by place.
 */

/** One place's prize: real money in the lottery's currency, or a gift template's gift. */
export const lotteryPrizeSchema = moneyOrGiftPrizeSchema;
export type LotteryPrize = z.infer<typeof lotteryPrizeSchema>;

/** A drawn place: the winning ticket, the winner's masked name and the prize. */
export const lotteryWinnerSchema = z.object({
  place: z.number().int(),
  ticket: z.number().int(),
  nickname: z.string(),
  prize: lotteryPrizeSchema,
});
export type LotteryWinner = z.infer<typeof lotteryWinnerSchema>;

/** LOTT-02: a lottery as players see it, with the hash of its seed and, once drawn, the seed and winners. */
export const lotterySchema = z.object({
  id: z.number().int(),
  frontend_identifier: z.string(),
  title: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  group_ids: z.array(z.number().int()),
  in_progress: z.boolean(),
  status: z.enum(TOURNAMENT_STATUSES),
  currency: z.string(),
  prizes: z.array(lotteryPrizeSchema),
  tickets_count: z.number().int(),
  server_seed_hash: z.string(),
  /** Revealed once the draw is done; null before. */
  server_seed: z.string().nullable(),
  drawn_at: z.string().nullable(),
  winners: z.array(lotteryWinnerSchema),
  /** Canceled by an operator before its draw: its tickets are void and it is never drawn (players never see it). */
  canceled: z.boolean(),
});
export type Lottery = z.infer<typeof lotterySchema>;
export const lotteryListSchema = z.array(lotterySchema);

/** LOTT-02: the caller's tickets (their numbers) in one lottery. */
export const lotteryStatusSchema = z.object({ lottery_id: z.number().int(), tickets: z.array(z.number().int()) });
export type LotteryStatus = z.infer<typeof lotteryStatusSchema>;
export const lotteryStatusListSchema = z.array(lotteryStatusSchema);

/** The full ticket list of a drawn lottery (ticket number → owner id), the draw's public input. */
export const lotteryDrawSchema = z.object({
  lottery_id: z.number().int(),
  server_seed_hash: z.string(),
  server_seed: z.string().nullable(),
  tickets: z.array(z.object({ number: z.number().int(), player_id: z.number().int() })),
  winners: z.array(lotteryWinnerSchema.extend({ player_id: z.number().int(), paid: z.boolean() })),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

export const lotterySlugParamsSchema = z.object({ slug: z.string().min(1).max(120) }).strict();
export const lotteryIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

/** What an operator configures when creating a lottery (VAL-26). */
export const lotteryInputSchema = z
  .object({
    frontend_identifier: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .regex(/^[a-z0-9-]+$/),
    title: z.string().trim().min(1).max(200),
    currency: z
      .string()
      .regex(/^[A-Z]{3,4}$/)
      .refine((c) => currencyInfo(c) !== undefined, 'unknown currency'),
    group_ids: z.array(z.number().int().positive()).max(100),
    prizes: z.array(lotteryPrizeSchema).min(1).max(100),
    start_at: z.string().datetime({ offset: true }),
    end_at: z.string().datetime({ offset: true }),
  })
  .strict()
  .refine((t) => new Date(t.end_at) > new Date(t.start_at), { path: ['end_at'], message: 'end_at must be after start_at' })
  .refine((t) => new Set(t.prizes.map((p) => p.place)).size === t.prizes.length, {
    path: ['prizes'],
    message: 'one prize per place',
  });
export type LotteryInput = z.infer<typeof lotteryInputSchema>;

/** Most tickets one issue may carry (the shop's stepper and the operator's grant). */
export const LOTTERY_TICKETS_MAX = 1000;

/** The operator grants tickets; `request_id` makes a retried grant issue nothing new. */
export const lotteryTicketGrantSchema = z
  .object({
    player_id: z.number().int().positive().max(2_147_483_647),
    count: z.number().int().min(1).max(LOTTERY_TICKETS_MAX),
    request_id: z.string().uuid(),
  })
  .strict();
export type LotteryTicketGrant = z.infer<typeof lotteryTicketGrantSchema>;
export const lotteryTicketGrantResultSchema = z.object({
  lottery_id: z.number().int(),
  issued: z.number().int(),
  tickets: z.array(z.number().int()),
});

/** The push a winner gets once their prize is paid (`lottery_notifications`). */
export const lotteryNotificationSchema = z.object({
  lottery_id: z.number().int(),
  frontend_identifier: z.string(),
  title: z.string(),
  place: z.number().int(),
  ticket: z.number().int(),
  prize: lotteryPrizeSchema,
  currency: z.string(),
});
export type LotteryNotification = z.infer<typeof lotteryNotificationSchema>;
