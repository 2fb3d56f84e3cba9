import type { Locale } from '@casino/contracts';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import { WALLET_EVENTS } from '../wallet';
import { depositSucceededNotification, notificationText, type Notifier } from './personal';
import type { Notification } from '@casino/contracts';

const depositPayload = z.object({ payment_id: z.number().int(), amount_cents: z.number().int(), currency: z.string() });

/**
 * The domain events that become personal notifications. Each handler runs after the event's
 * transaction committed and may run again after a crash: the notification id is derived from
 * the cause, so the browser shows a repeated delivery once.
 */
export function subscribeNotificationProducers(deps: {
  db: Db;
  outbox: Outbox;
  notifier: Notifier;
  localeOf: (playerId: number) => Promise<Locale>;
}): void {
  const { db, outbox, notifier } = deps;
  outbox.subscribe(WALLET_EVENTS.depositSucceeded, async (event) => {
    const parsed = depositPayload.safeParse(event.payload);
    // A deposit credited outside the payments flow (an operator's adjustment) has no payment id.
    if (!parsed.success || event.playerId === null) return;
    const locale = await deps.localeOf(event.playerId);
    const notification = depositSucceededNotification(locale, {
      paymentId: parsed.data.payment_id,
      amountCents: parsed.data.amount_cents,
      currency: parsed.data.currency,
    });
    await notifier.notify(db, event.playerId, notification);
    outbox.kick();
  });
}

/**
 * A loosened limit whose 24-hour cooling period ended waits for the player's confirmation
 * (decision 012). The limits job sends this in the transaction that mails the token: the
 * notice's action posts the same single-use token to /api/user_limits/confirm, which checks it
 * belongs to the signed-in player, is unused and has not lapsed. The id follows the change, so a
 * redelivery is shown once; it ends when the token lapses.
 */
export function limitConfirmationNotification(
  locale: Locale,
  change: { changeId: number; token: string; expiresAt: Date; removal: boolean },
): Notification {
  const kind = change.removal ? 'limit_removal' : 'limit_raise';
  const title = notificationText(locale, `notifications.${kind}.title`);
  return {
    id: `limit-change:${change.changeId}`,
    type: 'personal',
    event: 'limit_change_confirmable',
    title,
    text: notificationText(locale, `notifications.${kind}.text`),
    content: {
      icon: 'limits',
      title,
      button: { title: notificationText(locale, 'notifications.limit_change.button'), path: '/profile/limits' },
    },
    end_at: change.expiresAt.toISOString(),
    action: {
      title: notificationText(locale, `notifications.${kind}.action`),
      method: 'POST',
      path: '/api/user_limits/confirm',
      body: { token: change.token },
    },
  };
}
