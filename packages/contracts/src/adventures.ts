import { z } from 'zod';
import { giftStageSchema } from './gifts';

/**
 * The player's adventure calendar, GET /api/player/adventure (requirements §promo-3 Adventure
 * day and gift, §promo-4 adventure statuses; docs/decisions/057-adventure-calendar.md). The
 * field names of a day are the specification's.
 */

/** ADV-10: the day state names. */
export const ADVENTURE_DAY_STATES = ['lost', 'completed', 'future', 'active', 'superPrize'] as const;
export type AdventureDayState = (typeof ADVENTURE_DAY_STATES)[number];

/** ADV-07: the card statuses; `superb` is the super prize's card, the step after the last day. */
export const ADVENTURE_CARD_STATUSES = ['superb', 'completed', 'active', 'lost', 'future'] as const;
export type AdventureCardStatus = (typeof ADVENTURE_CARD_STATUSES)[number];

/** ADV-06: the gift a completed day (or the super prize) issued, as the bonus engine sees it now. */
export const adventureGiftSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(['bonus', 'freespins']),
  title: z.string(),
  title_key: z.string().nullable(),
  stage: giftStageSchema,
  activatable: z.boolean(),
  activatable_until: z.string().nullable(),
});
export type AdventureGift = z.infer<typeof adventureGiftSchema>;

/** ADV-04: one card of the calendar. */
export const adventureDaySchema = z.object({
  /** The day of the month of its date. */
  day: z.number().int().positive(),
  /** Its place in the calendar, from 0. */
  index: z.number().int().nonnegative(),
  /** The month of its date, 1–12. */
  month: z.number().int().min(1).max(12),
  /** 0 Sunday … 6 Saturday. */
  weekday: z.number().int().min(0).max(6),
  /** Its local date, YYYY-MM-DD. */
  date: z.string(),
  isCompleted: z.boolean(),
  today: z.boolean(),
  isSuperPrize: z.boolean(),
  /** ADV-05: the step of the calendar, from 1; the super prize is step stepTotal. */
  step: z.number().int().positive(),
  stepTotal: z.number().int().positive(),
  state: z.enum(ADVENTURE_DAY_STATES),
  status: z.enum(ADVENTURE_CARD_STATUSES),
  prize: z.object({
    type: z.enum(['bonus', 'freespins']),
    text_key: z.string(),
    freespins_count: z.number().int().nullable(),
    bonus_cents: z.number().int().nullable(),
  }),
  /** Null on the super prize's card. */
  condition: z
    .object({
      minDep: z.number().int().nonnegative(),
      wager: z.number().int().nonnegative(),
      periodActivationDays: z.number().int(),
    })
    .nullable(),
  variables: z.record(z.string(), z.string()),
  /** What the player did toward the day's task, in the adventure's currency. */
  progress: z.object({ deposit_cents: z.number().int(), wager_cents: z.number().int(), wager_required_cents: z.number().int() }),
  gift: adventureGiftSchema.nullable(),
  /** ADV-09: when the card's countdown ends (the gift's activation deadline, or the next day's start); null without one. */
  countdown_until: z.string().nullable(),
});
export type AdventureDay = z.infer<typeof adventureDaySchema>;

export const adventureSchema = z.object({
  /** Whether an adventure is configured and enabled; false answers no days. */
  available: z.boolean(),
  /** ADV-12: over once the last day is completed or today is after the day after the last. */
  is_over: z.boolean(),
  /** ADV-13: whether the shell shows the adventures widget to this player. */
  show_widget: z.boolean(),
  currency: z.string(),
  time_zone: z.string(),
  days: z.array(adventureDaySchema),
});
export type Adventure = z.infer<typeof adventureSchema>;
