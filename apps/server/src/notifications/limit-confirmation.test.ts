import { LIMIT_MESSAGES, LOCALES, limitChangeResponseSchema, notificationSchema, type Notification } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushes } from '../test/payments';
import { ACCOUNT_ENV, PASSWORD, call, register, sessionOf, tokenFromMail } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, fieldErrorsOf } from '../test/http';
import { limitConfirmationNotification } from './producers';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const depositLimit = (amount: number) => ({ type: 'deposit', period: 'day', currency: 'EUR', amount_cents: amount });

async function relogin(email: string): Promise<string> {
  const token = sessionOf(await call(app, 'POST', '/api/users/sign_in', { body: { user: { email, password: PASSWORD } } }));
  if (!token) throw new Error(`no session for ${email}`);
  return token;
}

/** A player with a raised deposit limit whose 24 hours are over: the notices sent to them. */
async function raisedAndDue(email: string, locale?: 'de') {
  const { id, token } = await register(app, email, locale ? { locale } : {});
  expect((await call(app, 'POST', '/api/user_limits', { token, body: depositLimit(2_000) })).statusCode).toBe(200);
  expect((await call(app, 'POST', '/api/user_limits', { token, body: depositLimit(9_000) })).statusCode).toBe(200);
  await app.services.limits.runJobs();
  await app.services.outbox.drain();
  const before = await pushes(app, id, 'personal_notifications');
  app.clock.advance(DAY);
  await app.services.limits.runJobs();
  await app.services.outbox.drain();
  const sent = (await pushes(app, id, 'personal_notifications')).map((n) => notificationSchema.parse(n));
  return { id, before, sent, session: await relogin(email) };
}

const post = (session: string, notification: Notification) =>
  call(app, 'POST', notification.action?.path ?? '/missing', { token: session, body: notification.action?.body ?? {} });

describe('the "confirm your new limit" notification', () => {
  it('NOTIF-02 NOTIF-08 LIM-10 arrives when the cooling period ends, with the mailed token as its action, and its action applies the limit once', async () => {
    const email = 'notify-limit@example.com';
    const { before, sent, session } = await raisedAndDue(email);
    expect(before).toEqual([]);
    expect(sent).toHaveLength(1);
    const [notice] = sent as [Notification];
    const mailed = await tokenFromMail(app, email, 'limit_change', 'token');
    expect(notice).toMatchObject({
      type: 'personal',
      event: 'limit_change_confirmable',
      title: 'Your higher limit is ready',
      content: { button: { path: '/profile/limits' } },
      action: { title: 'Confirm new limit', method: 'POST', path: '/api/user_limits/confirm', body: { token: mailed } },
    });
    expect(notice.id).toMatch(/^limit-change:\d+$/);
    expect(new Date(notice.end_at ?? 0).getTime() - app.clock.now().getTime()).toBe(7 * DAY);

    const done = await post(session, notice);
    expect(done.statusCode, done.body).toBe(200);
    expect(bodyOf(done, limitChangeResponseSchema).limit?.accounts[0]?.amount_cents).toBe(9_000);
    // A second press (another tab, a stale notice) is refused: the token was single use.
    expect(fieldErrorsOf(await post(session, notice))['token']).toEqual([LIMIT_MESSAGES.tokenInvalid]);
  });

  it('NOTIF-08 LIM-07 the action is refused for another player, without a session and after the token lapsed', async () => {
    const email = 'notify-limit-late@example.com';
    const { sent } = await raisedAndDue(email, 'de');
    const [notice] = sent as [Notification];
    expect(notice.action?.title).toBe('Neues Limit bestätigen');
    const stranger = await register(app, 'notify-limit-stranger@example.com');
    expect(fieldErrorsOf(await post(stranger.token, notice))['token']).toEqual([LIMIT_MESSAGES.tokenInvalid]);
    expect((await call(app, 'POST', '/api/user_limits/confirm', { body: notice.action?.body ?? {} })).statusCode).toBe(401);
    app.clock.advance(8 * DAY);
    const late = await relogin(email);
    expect(fieldErrorsOf(await post(late, notice))['token']).toEqual([LIMIT_MESSAGES.tokenExpired]);
  });

  it.each(LOCALES)('NOTIF-02 the raise and removal notices have every text in %s', (locale) => {
    for (const removal of [false, true]) {
      const notice = limitConfirmationNotification(locale, { changeId: 3, token: 't', expiresAt: new Date(0), removal });
      expect(notificationSchema.parse(notice).id).toBe('limit-change:3');
      for (const text of [notice.title, notice.text, notice.action?.title ?? '', notice.content?.button?.title ?? '']) {
        expect(text).not.toMatch(/notifications\.|\{\{|^$/);
      }
    }
  });
});
