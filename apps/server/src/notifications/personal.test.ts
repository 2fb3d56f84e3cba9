import { LOCALES, notificationSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../payments';
import { advance, card, deposit, pushes } from '../test/payments';
import { ACCOUNT_ENV, registerPayer } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { depositSucceededNotification } from './personal';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const STEP = 3000;

describe('personal notifications', () => {
  it('NOTIF-02 NOTIF-03 RT-12 a succeeded deposit sends a personal notification in the player language', async () => {
    const { id, token } = await registerPayer(app, 'notify-de@example.com', { locale: 'de' });
    const started = await deposit(app, token, { amount_cents: 5000, currency: 'EUR', method_id: 'visa', card: card() });
    await advance(app, STEP);
    await app.services.outbox.drain();
    expect(await pushes(app, id, 'personal_notifications')).toEqual([]);
    await advance(app, STEP);
    await app.services.outbox.drain();
    const sent = await pushes(app, id, 'personal_notifications');
    expect(sent).toHaveLength(1);
    const notification = notificationSchema.parse(sent[0]);
    expect(notification).toMatchObject({
      id: `deposit:${started.payment.id}`,
      type: 'personal',
      event: 'deposit_succeeded',
      title: 'Einzahlung eingegangen',
      amount_cents: 5000,
      currency: 'EUR',
      content: { icon: 'wallet', button: { title: 'Jetzt spielen', path: '/pokies/all' } },
      end_at: null,
      action: null,
    });
    expect(notification.text).toContain('50,00');
  });

  it('NOTIF-02 a declined deposit sends no notification', async () => {
    const { id, token } = await registerPayer(app, 'notify-declined@example.com');
    await deposit(app, token, { amount_cents: 5000, currency: 'EUR', method_id: 'visa', card: card(SANDBOX_CARDS.declined) });
    await advance(app, STEP * 3);
    await app.services.outbox.drain();
    expect(await pushes(app, id, 'personal_notifications')).toEqual([]);
  });

  it.each(LOCALES)('NOTIF-02 the deposit notification has every text in %s', (locale) => {
    const notification = depositSucceededNotification(locale, { paymentId: 7, amountCents: 12_345, currency: 'EUR' });
    expect(notificationSchema.parse(notification).id).toBe('deposit:7');
    for (const text of [notification.title, notification.text, notification.content?.button?.title ?? '']) {
      expect(text).not.toMatch(/notifications\.|\{\{/);
    }
    expect(notification.text).toMatch(/123[.,]45/);
  });
});
