import { z } from 'zod';

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
