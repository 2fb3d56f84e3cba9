import { notificationListSchema, notificationUnreadSchema, type Notification } from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ENV, call, register, registerPayer } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, fieldErrorsOf } from '../test/http';
import { advance, card, deposit, pushes } from '../test/payments';
import { playerNotifications } from './tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const DAY = 24 * 60 * 60 * 1000;

function notice(id: string, extra: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'personal',
    event: 'test',
    title: `Title ${id}`,
    text: 'Text',
    content: null,
    end_at: null,
    action: null,
    ...extra,
  };
}

async function send(playerId: number, ...notifications: Notification[]) {
  for (const n of notifications) await app.services.notifications.notify(app.db, playerId, n);
  await app.services.outbox.drain();
}

async function list(token: string, query = '') {
  const res = await call(app, 'GET', `/api/player/notifications${query}`, { token });
  expect(res.statusCode).toBe(200);
  return bodyOf(res, notificationListSchema);
}

const enc = encodeURIComponent;

describe('the notification inbox', () => {
  it('NOTIF-02 NOTIF-03 RT-12 a succeeded deposit is kept for the player, unread, and a redelivery is stored and pushed once', async () => {
    const { id, token } = await registerPayer(app, 'inbox-deposit@example.com');
    const started = await deposit(app, token, { amount_cents: 5000, currency: 'EUR', method_id: 'visa', card: card() });
    await advance(app, 6000);
    await app.services.outbox.drain();
    const first = await list(token);
    expect(first.unread_count).toBe(1);
    expect(first.data).toHaveLength(1);
    expect(first.data[0]).toMatchObject({
      notification: { id: `deposit:${started.payment.id}`, event: 'deposit_succeeded', amount_cents: 5000 },
      read_at: null,
    });
    const [only] = first.data;
    if (only) await send(id, only.notification);
    expect((await list(token)).pagination.total_count).toBe(1);
    expect(await pushes(app, id, 'personal_notifications')).toHaveLength(1);
  });

  it('NOTIF-02 lists newest first in pages with the unread count of all', async () => {
    const { id, token } = await register(app, 'inbox-pages@example.com');
    await send(id, ...Array.from({ length: 25 }, (_, i) => notice(`n:${i}`)));
    const first = await list(token);
    expect(first.data.map((item) => item.notification.id).slice(0, 3)).toEqual(['n:24', 'n:23', 'n:22']);
    expect(first.data).toHaveLength(20);
    expect(first.pagination).toEqual({ current_page: 1, next_page: 2, prev_page: null, total_pages: 2, total_count: 25 });
    expect(first.unread_count).toBe(25);
    const second = await list(token, '?page=2');
    expect(second.data.map((item) => item.notification.id)).toEqual(['n:4', 'n:3', 'n:2', 'n:1', 'n:0']);
    expect((await list(token, '?page=3&page_size=10')).data.map((item) => item.notification.id)).toEqual([
      'n:4',
      'n:3',
      'n:2',
      'n:1',
      'n:0',
    ]);
  });

  it('NOTIF-06 marking one read and then all read changes the count and tells the other devices', async () => {
    const { id, token } = await register(app, 'inbox-read@example.com');
    await send(id, notice('a'), notice('b:1'), notice('c'));
    const one = await call(app, 'POST', `/api/player/notifications/${enc('b:1')}/read`, { token });
    expect(bodyOf(one, notificationUnreadSchema)).toEqual({ unread_count: 2 });
    const after = await list(token);
    expect(after.data.find((item) => item.notification.id === 'b:1')?.read_at).toBe(app.clock.now().toISOString());
    // Reading it again changes nothing and tells nobody.
    await call(app, 'POST', `/api/player/notifications/${enc('b:1')}/read`, { token });
    const all = await call(app, 'POST', '/api/player/notifications/read', { token });
    expect(bodyOf(all, notificationUnreadSchema)).toEqual({ unread_count: 0 });
    expect((await list(token)).data.every((item) => item.read_at !== null)).toBe(true);
    await app.services.outbox.drain();
    expect(await pushes(app, id, 'notifications_changes')).toEqual([
      { change: 'read', ids: ['b:1'], unread_count: 2 },
      { change: 'read', ids: null, unread_count: 0 },
    ]);
  });

  it('NOTIF-05 a notification is deleted for good, on every device', async () => {
    const { id, token } = await register(app, 'inbox-delete@example.com');
    await send(id, notice('keep'), notice('drop'));
    const res = await call(app, 'DELETE', '/api/player/notifications/drop', { token });
    expect(bodyOf(res, notificationUnreadSchema)).toEqual({ unread_count: 1 });
    expect((await list(token)).data.map((item) => item.notification.id)).toEqual(['keep']);
    expect((await call(app, 'DELETE', '/api/player/notifications/drop', { token })).statusCode).toBe(404);
    await app.services.outbox.drain();
    expect(await pushes(app, id, 'notifications_changes')).toEqual([{ change: 'deleted', ids: ['drop'], unread_count: 1 }]);
  });

  it("ROLE-03 another player's notification is unknown, and a guest is refused", async () => {
    const owner = await register(app, 'inbox-owner@example.com');
    const other = await register(app, 'inbox-other@example.com');
    await send(owner.id, notice('mine'));
    expect((await call(app, 'POST', '/api/player/notifications/mine/read', { token: other.token })).statusCode).toBe(404);
    expect((await call(app, 'DELETE', '/api/player/notifications/mine', { token: other.token })).statusCode).toBe(404);
    expect((await list(other.token)).data).toEqual([]);
    const mine = await list(owner.token);
    expect(mine.unread_count).toBe(1);
    expect(mine.data).toHaveLength(1);
    expect((await call(app, 'GET', '/api/player/notifications')).statusCode).toBe(401);
    expect((await call(app, 'POST', '/api/player/notifications/read')).statusCode).toBe(401);
  });

  it('answers 422 naming the field for a page, page size, parameter or id out of range', async () => {
    const { token } = await register(app, 'inbox-invalid@example.com');
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?page_size=101', 'page_size'],
    ] as const) {
      const res = await call(app, 'GET', `/api/player/notifications${query}`, { token });
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(fieldErrorsOf(res)), query).toContain(field);
    }
    expect((await call(app, 'GET', '/api/player/notifications?unread=1', { token })).statusCode).toBe(422);
    const long = await call(app, 'DELETE', `/api/player/notifications/${'x'.repeat(101)}`, { token });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(long))).toContain('id');
  });

  it('NOTIF-02 a notification past its end_at is no longer listed nor counted', async () => {
    const { id, token } = await register(app, 'inbox-ends@example.com');
    const endAt = new Date(app.clock.now().getTime() + 60_000).toISOString();
    await send(id, notice('lasting'), notice('lapsing', { end_at: endAt }));
    expect((await list(token)).unread_count).toBe(2);
    app.clock.advance(61_000);
    const later = await list(token);
    expect(later.data.map((item) => item.notification.id)).toEqual(['lasting']);
    expect(later.unread_count).toBe(1);
  });

  it('keeps a notification 90 days, then the retention job deletes it', async () => {
    const { id } = await register(app, 'inbox-retention@example.com');
    const kept = async () =>
      (
        await app.db
          .select({ id: playerNotifications.notificationId })
          .from(playerNotifications)
          .where(eq(playerNotifications.playerId, id))
          .orderBy(desc(playerNotifications.id))
      ).map((row) => row.id);
    await send(id, notice('old'));
    app.clock.advance(89 * DAY);
    await send(id, notice('new'));
    await app.services.notificationInbox.prune();
    expect(await kept()).toEqual(['new', 'old']);
    app.clock.advance(2 * DAY);
    expect(await app.services.notificationInbox.prune()).toBeGreaterThanOrEqual(1);
    expect(await kept()).toEqual(['new']);
  });
});
