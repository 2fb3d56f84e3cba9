import type { Locale } from '@casino/contracts';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import { WALLET_EVENTS } from '../wallet/events';
import { depositSucceededNotification, type Notifier } from './personal';

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
