import { formatMoney, intlLocale, notificationSchema, type Locale, type Notification } from '@casino/contracts';
import type { DbOrTx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import notifications from '../seed/messages/notifications';

export interface Notifier {
  /**
   * Sends a notification to one player: written in the caller's transaction, so it leaves only
   * if that commits, then pushed on the player's personal_notifications channel. The browser
   * keeps it (2 hours) and drops a second delivery of the same id.
   */
  notify(tx: DbOrTx, playerId: number, notification: Notification): Promise<void>;
}

export function createNotifier(deps: { outbox: Outbox }): Notifier {
  const { outbox } = deps;
  return {
    async notify(tx, playerId, notification) {
      const data = notificationSchema.parse(notification);
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
