import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, limitChangeResponseSchema, limitsResponseSchema, type LimitChangeResponse } from '@casino/contracts';
import { ACCOUNT_ENV, PASSWORD, call, register, sessionOf, tokenFromMail } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, errorOf, fieldErrorsOf } from '../test/http';
import { card, historyOf, pushes } from '../payments/testing';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
});
afterAll(async () => {
  await app?.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let counter = 0;
async function player() {
  counter += 1;
  const email = `limits-${counter}@example.com`;
  return { email, ...(await register(app, email)) };
}
const list = async (token: string) => bodyOf(await call(app, 'GET', '/api/user_limits', { token }), limitsResponseSchema);
async function setLimit(token: string, body: Record<string, unknown>): Promise<LimitChangeResponse> {
  const res = await call(app, 'POST', '/api/user_limits', { token, body });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, limitChangeResponseSchema);
}
const depositLimit = (amount: number, period = 'day') => ({ type: 'deposit', period, currency: 'EUR', amount_cents: amount });
const depositCall = (token: string, amount: number) =>
  call(app, 'POST', '/api/player/payments/deposits', {
    token,
    body: { amount_cents: amount, currency: 'EUR', method_id: 'visa', card: card() },
  });
const signIn = (email: string) => call(app, 'POST', '/api/users/sign_in', { body: { user: { email, password: PASSWORD } } });
/** A new session after the clock moved past the idle timeout. */
async function relogin(email: string): Promise<string> {
  const token = sessionOf(await signIn(email));
  if (!token) throw new Error(`no session for ${email}`);
  return token;
}

describe('POST /api/user_limits', () => {
  it('LIM-01 LIM-06 sets a deposit limit that applies at once, with the usage of the current period', async () => {
    const { token } = await player();
    const set = await setLimit(token, depositLimit(10_000));
    expect(set.applied).toBe(true);
    expect(set.limit?.accounts).toEqual([
      { currency: 'EUR', amount_cents: 10_000, current_value_amount_cents: 0, remaining_amount_cents: 10_000 },
    ]);
    expect((await depositCall(token, 6_000)).statusCode).toBe(200);
    const [limit] = await list(token);
    expect(limit?.accounts[0]?.current_value_amount_cents).toBe(6_000);
  });

  it('LIM-10 refuses a deposit over the limit before any money moves', async () => {
    const { token } = await player();
    await setLimit(token, depositLimit(5_000));
    expect((await depositCall(token, 3_000)).statusCode).toBe(200);
    const refused = await depositCall(token, 2_500);
    expect(refused.statusCode).toBe(422);
    expect(fieldErrorsOf(refused)['amount_cents']).toEqual([LIMIT_MESSAGES.depositLimit]);
    // Only the first deposit exists: the refused one never reached the provider.
    expect(await historyOf(app, token)).toHaveLength(1);
  });

  it('LIM-10 the lowest active limit of a type applies', async () => {
    const { token } = await player();
    await setLimit(token, depositLimit(20_000, 'day'));
    await setLimit(token, depositLimit(4_000, 'week'));
    const refused = await depositCall(token, 5_000);
    expect(fieldErrorsOf(refused)['amount_cents']).toEqual([LIMIT_MESSAGES.depositLimit]);
    expect((await depositCall(token, 4_000)).statusCode).toBe(200);
  });

  it('LIM-10 tightening applies at once; loosening stays pending for 24 hours, then needs the mailed token', async () => {
    const { email, ...first } = await player();
    let token = first.token;
    await setLimit(token, depositLimit(10_000));
    const tighter = await setLimit(token, depositLimit(3_000));
    expect(tighter.applied).toBe(true);
    expect(tighter.limit?.accounts[0]?.amount_cents).toBe(3_000);

    const looser = await setLimit(token, depositLimit(50_000));
    expect(looser.applied).toBe(false);
    expect(looser.limit?.accounts[0]?.amount_cents).toBe(3_000);
    expect(looser.pending).toMatchObject({
      action: 'raise',
      currency: 'EUR',
      amount_cents: 50_000,
      awaiting_confirmation: false,
    });
    expect(new Date(looser.pending?.effective_at ?? 0).getTime() - app.clock.now().getTime()).toBe(DAY);
    // The old, lower amount still holds meanwhile.
    expect(fieldErrorsOf(await depositCall(token, 4_000))['amount_cents']).toEqual([LIMIT_MESSAGES.depositLimit]);

    app.clock.advance(DAY - HOUR);
    await app.services.limits.runJobs();
    await expect(tokenFromMail(app, email, 'limit_change', 'token')).rejects.toThrow();

    app.clock.advance(HOUR);
    await app.services.limits.runJobs();
    const mailed = await tokenFromMail(app, email, 'limit_change', 'token');
    token = await relogin(email);
    const [pending] = await list(token);
    expect(pending?.pending[0]?.awaiting_confirmation).toBe(true);

    const confirmed = await call(app, 'POST', '/api/user_limits/confirm', { token, body: { token: mailed } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(bodyOf(confirmed, limitChangeResponseSchema).limit?.accounts[0]?.amount_cents).toBe(50_000);
    expect((await depositCall(token, 4_000)).statusCode).toBe(200);

    // LIM-07 a used token does not work twice.
    const reused = await call(app, 'POST', '/api/user_limits/confirm', { token, body: { token: mailed } });
    expect(fieldErrorsOf(reused)['token']).toEqual([LIMIT_MESSAGES.tokenInvalid]);
  });

  it('LIM-07 refuses a wrong token, an expired one and another player’s', async () => {
    const { email, ...first } = await player();
    let token = first.token;
    const other = await player();
    await setLimit(token, depositLimit(1_000));
    await setLimit(token, depositLimit(2_000));
    const wrong = await call(app, 'POST', '/api/user_limits/confirm', { token, body: { token: 'not-a-token' } });
    expect(fieldErrorsOf(wrong)['token']).toEqual([LIMIT_MESSAGES.tokenInvalid]);

    app.clock.advance(DAY);
    await app.services.limits.runJobs();
    const mailed = await tokenFromMail(app, email, 'limit_change', 'token');
    const stolen = await call(app, 'POST', '/api/user_limits/confirm', {
      token: await relogin(other.email),
      body: { token: mailed },
    });
    expect(fieldErrorsOf(stolen)['token']).toEqual([LIMIT_MESSAGES.tokenInvalid]);

    app.clock.advance(8 * DAY);
    token = await relogin(email);
    const expired = await call(app, 'POST', '/api/user_limits/confirm', { token, body: { token: mailed } });
    expect(fieldErrorsOf(expired)['token']).toEqual([LIMIT_MESSAGES.tokenExpired]);
    const [limit] = await list(token);
    expect(limit?.accounts[0]?.amount_cents).toBe(1_000);
    expect(limit?.pending).toEqual([]);
  });

  it('LIM-10 refuses fields of another kind of limit and a currency that is not enabled', async () => {
    const { token } = await player();
    const mixed = await call(app, 'POST', '/api/user_limits', { token, body: { ...depositLimit(100), minutes: 60 } });
    expect(fieldErrorsOf(mixed)['minutes']).toEqual([LIMIT_MESSAGES.notAllowed]);
    const missing = await call(app, 'POST', '/api/user_limits', { token, body: { type: 'loss' } });
    expect(Object.keys(fieldErrorsOf(missing)).sort()).toEqual(['amount_cents', 'currency', 'period']);
    const currency = await call(app, 'POST', '/api/user_limits', { token, body: { ...depositLimit(100), currency: 'XYZ' } });
    expect(fieldErrorsOf(currency)['currency']).toEqual([LIMIT_MESSAGES.currencyNotEnabled]);
  });
});

describe('DELETE /api/user_limits/{id}', () => {
  it('LIM-06 removal is pending like a loosening and ends the limit once confirmed', async () => {
    const { token, email } = await player();
    const set = await setLimit(token, { type: 'wager', period: 'week', currency: 'EUR', amount_cents: 9_000 });
    const id = set.limit?.id ?? 0;
    const removal = await call(app, 'DELETE', `/api/user_limits/${id}`, { token });
    expect(removal.statusCode, removal.body).toBe(200);
    expect(bodyOf(removal, limitChangeResponseSchema).pending?.action).toBe('remove');
    expect(await list(token)).toHaveLength(1);
    app.clock.advance(DAY);
    await app.services.limits.runJobs();
    const mailed = await tokenFromMail(app, email, 'limit_change', 'token');
    const later = await relogin(email);
    expect((await call(app, 'POST', '/api/user_limits/confirm', { token: later, body: { token: mailed } })).statusCode).toBe(200);
    expect(await list(later)).toEqual([]);
  });

  it('LIM-06 answers 404 for another player’s limit id and changes nothing', async () => {
    const owner = await player();
    const other = await player();
    const set = await setLimit(owner.token, depositLimit(1_000));
    const res = await call(app, 'DELETE', `/api/user_limits/${set.limit?.id ?? 0}`, { token: other.token });
    expect(res.statusCode).toBe(404);
    expect((await list(owner.token))[0]?.pending).toEqual([]);
  });
});

describe('cooling-off and self-exclusion', () => {
  it('LIM-03 a cooling-off applies at once, ends the sessions, restricts a new sign-in and cannot end early', async () => {
    const { id, token, email } = await player();
    const set = await setLimit(token, { type: 'cooling_off', duration: 'week' });
    expect(set.limit).toMatchObject({ type: 'cooling_off', reached: true });
    expect((await call(app, 'GET', '/api/player', { token })).statusCode).toBe(401);
    // Signing in again opens a restricted session: the player's data, yes; play, no.
    const restricted = sessionOf(await signIn(email));
    expect((await call(app, 'GET', '/api/player', { token: restricted })).statusCode).toBe(200);
    expect(errorOf(await call(app, 'GET', '/api/player/favorite_games', { token: restricted }))).toBe(
      LIMIT_MESSAGES.restrictedSession,
    );
    await expect(app.services.limits.remove(id, set.limit?.id ?? 0)).rejects.toMatchObject({ statusCode: 409 });
    await expect(app.services.limits.set(id, { type: 'cooling_off', duration: '24_hours' })).rejects.toMatchObject({
      statusCode: 409,
      message: LIMIT_MESSAGES.cannotEndEarly,
    });
    expect((await pushes(app, id, 'game_limits')).at(-1)).toEqual({ type: 'cooling_off', reached: true });

    app.clock.advance(7 * DAY);
    // Once it ran out, a new session is a full one again.
    const back = sessionOf(await signIn(email));
    expect((await call(app, 'GET', '/api/player/favorite_games', { token: back })).statusCode).toBe(200);
  });

  it('LIM-10 self-exclusion ends every session, stops marketing, cannot be reversed, and still lets the player withdraw', async () => {
    const { id, token, email } = await player();
    const second = await signIn(email);
    const secondToken = sessionOf(second) ?? '';
    await call(app, 'PUT', '/api/subscriptions', { token, body: { receive_promos: true, receive_sms_promos: true } });
    await app.services.wallet.openAccount(id, 'EUR');
    await app.services.wallet.credit({ key: `limits-test:${id}`, playerId: id, currency: 'EUR', amountCents: 10_000 });

    const set = await setLimit(token, { type: 'self_exclusion', duration: 'six_months' });
    expect((await call(app, 'GET', '/api/player', { token })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/player', { token: secondToken })).statusCode).toBe(401);
    expect((await signIn(email)).statusCode).toBe(200);
    expect(await app.services.players.subscriptions(id)).toEqual({ receive_promos: false, receive_sms_promos: false });
    await expect(app.services.limits.remove(id, set.limit?.id ?? 0)).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      app.services.payments.deposit(id, { amount_cents: 5_000, currency: 'EUR', method_id: 'visa', card: card() }),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: LIMIT_MESSAGES.selfExcluded,
    });
    const withdrawal = await app.services.payments.withdraw(id, {
      amount_cents: 5_000,
      currency: 'EUR',
      method_id: 'bank_transfer',
      iban: 'DE89 3704 0044 0532 0130 00',
    });
    expect(withdrawal.payment.state).toBe('reserved');
  });

  it('LIM-10 a permanent self-exclusion cannot be lifted within its first 7 days', async () => {
    const { id, token } = await player();
    const set = await setLimit(token, { type: 'self_exclusion', duration: 'permanent' });
    expect(set.limit?.ends_at).toBeNull();
    const limitId = set.limit?.id ?? 0;
    app.clock.advance(6 * DAY);
    await expect(app.services.limits.remove(id, limitId)).rejects.toMatchObject({ statusCode: 409 });
    app.clock.advance(DAY);
    const removal = await app.services.limits.remove(id, limitId);
    expect(removal.pending?.action).toBe('remove');
    // Still excluded while the removal waits for its cooling period and confirmation.
    expect(await app.services.limits.signInRefusal(id)).toBe(LIMIT_MESSAGES.selfExcluded);
  });
});
