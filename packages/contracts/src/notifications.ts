import { z } from 'zod';
import { pagedListSchema } from './pagination';

/** The kinds of notification of requirements §core-3, each fed by its private channel (RT-05, RT-06, RT-12). */
export const NOTIFICATION_TYPES = ['personal', 'bonuses_changes', 'freespins_changes'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The button of a notification leads to a named route (`toName`) or to an in-site path. */
export const notificationButtonSchema = z
  .object({
    title: z.string().max(80),
    toName: z.string().max(64).optional(),
    path: z
      .string()
      .max(300)
      .regex(/^\/(?!\/)/, 'an in-site path')
      .optional(),
  })
  .refine((button) => Boolean(button.toName) !== Boolean(button.path), 'either toName or path');

/**
 * What the player can do from the notification itself: a request to one of our own API paths.
 * While it runs the notice waits; a failure resets the waiting flag (NOTIF-08).
 */
export const notificationActionSchema = z.object({
  title: z.string().max(80),
  method: z.enum(['POST', 'PUT', 'DELETE']),
  path: z
    .string()
    .max(300)
    .regex(/^\/api\//, 'an API path of the casino'),
  body: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});

/** Notification (NOTIF-02, NOTIF-03): the entity of requirements §core-3 as the realtime channels carry it. */
export const notificationSchema = z.object({
  /** Stable per cause (`deposit:42`): a message delivered twice is shown once. */
  id: z.string().min(1).max(100),
  type: z.enum(NOTIFICATION_TYPES),
  event: z.string().max(64),
  title: z.string().max(200),
  text: z.string().max(1000),
  content: z
    .object({
      icon: z.string().max(64),
      title: z.string().max(200),
      button: notificationButtonSchema.nullable(),
    })
    .nullable(),
  end_at: z.string().nullable(),
  action: notificationActionSchema.nullable(),
  award_place: z.number().int().nullable().optional(),
  previous_place: z.number().int().nullable().optional(),
  amount_cents: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationAction = z.infer<typeof notificationActionSchema>;

/** One notification of the player's inbox (decision 037): when it arrived and when the player read it. */
export const playerNotificationSchema = z.object({
  notification: notificationSchema,
  received_at: z.string(),
  read_at: z.string().nullable(),
});
export type PlayerNotification = z.infer<typeof playerNotificationSchema>;

/** Notifications per page of GET /api/player/notifications: the default and the most a client may ask. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_SIZE_MAX = 100;

export const notificationListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_SIZE_MAX).default(NOTIFICATIONS_PAGE_SIZE),
  })
  .strict();

/** GET /api/player/notifications: a page, newest first, and how many of all are unread. */
export const notificationListSchema = pagedListSchema(playerNotificationSchema).extend({
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** The answer of marking read or deleting: how many stay unread. */
export const notificationUnreadSchema = z.object({ unread_count: z.number().int() });

/**
 * The notifications_changes channel: the inbox changed on another device (read, deleted), so
 * every open page of the player reloads it and shows the same counter.
 */
export const notificationsChangeSchema = z.object({
  change: z.enum(['read', 'deleted']),
  ids: z.array(z.string()).nullable(),
  unread_count: z.number().int(),
});
