import { formatMoney, intlLocale, notificationSchema, type Locale, type Notification } from '@casino/contracts';
import type { DbOrTx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import type { Clock } from '../platform/clock';
import notifications from '../seed/messages/notifications';
import { playerNotifications } from './tables';

export interface Notifier {
  /**
   * Sends a notification to one player: stored in the player's inbox in the caller's transaction,
   * so it exists only if that commits, then pushed on the player's personal_notifications channel
   * to every open page (decision 037). A second delivery of the same id (an event redelivered
   * after a crash) is neither stored nor pushed again.
   */
  notify(tx: DbOrTx, playerId: number, notification: Notification): Promise<void>;
}

/** The end_at of a notification as a time; an absent or unreadable one never ends. */
function endOf(endAt: string | null): Date | null {
  const at = endAt ? Date.parse(endAt) : Number.NaN;
  return Number.isNaN(at) ? null : new Date(at);
}

export function createNotifier(deps: { outbox: Outbox; clock: Clock }): Notifier {
  const { outbox, clock } = deps;
  return {
    async notify(tx, playerId, notification) {
      const data = notificationSchema.parse(notification);
      const stored = await tx
        .insert(playerNotifications)
        .values({
          playerId,
          notificationId: data.id,
          payload: data,
          endsAt: endOf(data.end_at),
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: [playerNotifications.playerId, playerNotifications.notificationId] })
        .returning({ id: playerNotifications.id });
      if (stored.length === 0) return;
      await outbox.publish(tx, { type: REALTIME_PUSH_EVENT, playerId, payload: { channel: 'personal_notifications', data } });
    },
  };
}

/** A text of the notifications domain in the player's locale; English variants fall back to English. */
export function notificationText(locale: Locale, key: string, vars: Record<string, string> = {}): string {
  const text = notifications[locale][key] ?? notifications.en[key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? '');
}

/** The "deposit succeeded" notification: the amount in the player's language, a button to the games. */
export function depositSucceededNotification(
  locale: Locale,
  deposit: { paymentId: number; amountCents: number; currency: string },
): Notification {
  const amount = formatMoney(deposit.amountCents, deposit.currency, intlLocale(locale));
  return {
    id: `deposit:${deposit.paymentId}`,
    type: 'personal',
    event: 'deposit_succeeded',
    title: notificationText(locale, 'notifications.deposit_succeeded.title'),
    text: notificationText(locale, 'notifications.deposit_succeeded.text', { amount }),
    content: {
      icon: 'wallet',
      title: notificationText(locale, 'notifications.deposit_succeeded.title'),
      button: { title: notificationText(locale, 'notifications.deposit_succeeded.button'), path: '/pokies/all' },
    },
    end_at: null,
    action: null,
    amount_cents: deposit.amountCents,
    currency: deposit.currency,
  };
}
