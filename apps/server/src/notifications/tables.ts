import type { Notification } from '@casino/contracts';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from '../players/tables';

/** Mails kept when no SMTP_URL is set (shown at /dev/mailbox outside production). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.id)],
);

/**
 * Every player's notifications (decision 037): the inbox the bell and the centre read on every
 * device. `notification_id` is the id derived from the cause (`deposit:42`), unique per player, so
 * a redelivered event stores and pushes it once. `payload` is the contracts' notification;
 * `ends_at` its end_at, after which it is no longer listed. Retention: rows older than
 * NOTIFICATION_RETENTION_DAYS are deleted hourly.
 */
export const playerNotifications = pgTable(
  'player_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    notificationId: text('notification_id').notNull(),
    payload: jsonb('payload').$type<Notification>().notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('player_notifications_player_notification_idx').on(t.playerId, t.notificationId),
    index('player_notifications_player_idx').on(t.playerId, t.id),
    index('player_notifications_created_idx').on(t.createdAt),
  ],
);
