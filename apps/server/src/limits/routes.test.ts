import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIMIT_MESSAGES,
  limitEndsAt,
  limitChangeResponseSchema,
  limitsResponseSchema,
  type LimitChangeResponse,
  type LimitPeriod,
  REALITY_CHECK_DEFAULT_MINUTES,
  realityCheckSettingsSchema,
  validationErrorBodySchema,
} from '@casino/contracts';
import { ACCOUNT_ENV, PASSWORD, call, registerPayer, sessionOf, tokenFromMail } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, errorOf, fieldErrorsOf } from '../test/http';
import { card, historyOf, pushes } from '../test/payments';
import { connect, disconnectOf, listen } from '../test/realtime';
import { createOutbox } from '../events/outbox';
import { createMailer } from '../notifications';
import { seededRng } from '../platform/rng';
import { silentLogger } from '../test/logger';
import { createLimitsService } from './service';

let app: TestApp;
let baseUrl: string;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  baseUrl = await listen(app);
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
  return { email, ...(await registerPayer(app, email)) };
}
const list = async (token: string) => bodyOf(await call(app, 'GET', '/api/user_limits', { token }), limitsResponseSchema);
async function setLimit(token: string, body: Record<string, unknown>): Promise<LimitChangeResponse> {
  const res = await call(app, 'POST', '/api/user_limits', { token, body });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, limitChangeResponseSchema);
}
const depositLimit = (amount: number, period: LimitPeriod = 'day') => ({
  type: 'deposit' as const,
  period,
  currency: 'EUR',
  amount_cents: amount,
});
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
    // The refusal says what the limit still allows today, so the cashbox can show it.
    expect(bodyOf(refused, validationErrorBodySchema).details).toEqual({
      remaining_cents: 2_000,
      currency: 'EUR',
      period: 'day',
    });
    // Only the first deposit exists: the refused one never reached the provider.
    expect(await historyOf(app, token)).toHaveLength(1);
  });

  it('LIM-10 the lowest active limit of a type applies', async () => {
    const { token } = await player();
    await setLimit(token, depositLimit(20_000, 'day'));
    await setLimit(token, depositLimit(4_000, 'week'));
    const refused = await depositCall(token, 5_000);
    expect(fieldErrorsOf(refused)['amount_cents']).toEqual([LIMIT_MESSAGES.depositLimit]);
    // The weekly limit refused: the answer names its period and what is left of it.
    expect(bodyOf(refused, validationErrorBodySchema).details).toEqual({
      remaining_cents: 4_000,
      currency: 'EUR',
      period: 'week',
    });
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

describe('concurrent requests', () => {
  // On PostgreSQL (DATABASE_URL) these requests run in parallel transactions of the pool; PGlite runs them one by one.
  it('LIM-10 concurrent deposits never cross a deposit limit: exactly the deposits that fit are taken', async () => {
    const { token } = await player();
    await setLimit(token, depositLimit(10_000));
    const results = await Promise.all(Array.from({ length: 10 }, () => depositCall(token, 3_000)));
    const taken = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(taken).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const res of refused) expect(fieldErrorsOf(res)['amount_cents']).toEqual([LIMIT_MESSAGES.depositLimit]);
    expect(await historyOf(app, token)).toHaveLength(3);
    expect((await list(token))[0]?.accounts[0]).toMatchObject({
      current_value_amount_cents: 9_000,
      remaining_amount_cents: 1_000,
    });
  });

  it('LIM-10 two simultaneous first requests for the same limit answer like one (a double click), never 500', async () => {
    const { id, token } = await player();
    const money = await Promise.all(
      Array.from({ length: 4 }, () => call(app, 'POST', '/api/user_limits', { token, body: depositLimit(2_000) })),
    );
    expect(money.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const session = await Promise.all(
      Array.from({ length: 4 }, () => call(app, 'POST', '/api/user_limits', { token, body: { type: 'session', minutes: 90 } })),
    );
    expect(session.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await list(token)).map((l) => [l.type, l.accounts[0]?.amount_cents ?? l.minutes])).toEqual([
      ['deposit', 2_000],
      ['session', 90],
    ]);
    // A cooling-off ends the sessions, so its double click comes through the service.
    const blocks = await Promise.all(
      Array.from({ length: 4 }, () => app.services.limits.set(id, { type: 'cooling_off', duration: 'week' })),
    );
    expect(blocks.map((b) => b.applied)).toEqual([true, true, true, true]);
    expect(new Set(blocks.map((b) => b.limit?.id)).size).toBe(1);
    expect((await app.services.limits.list(id)).filter((l) => l.type === 'cooling_off')).toHaveLength(1);
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
  it('LIM-03 RT-08 a cooling-off applies at once, ends the sessions, restricts a new sign-in and cannot end early', async () => {
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

  it('LIM-10 self-exclusion for five years closes every open socket of the player within 5 seconds, not another player’s', async () => {
    const { id, token, email } = await player();
    const second = await relogin(email);
    const other = await player();
    const first = await connect(baseUrl, token);
    const again = await connect(baseUrl, second);
    const bystander = await connect(baseUrl, other.token);
    const started = Date.now();
    const set = await setLimit(token, { type: 'self_exclusion', duration: 'five_years' });
    // disconnectOf fails after 5 seconds (DELIVERY_TIMEOUT_MS).
    expect(await disconnectOf(first)).toBe('io server disconnect');
    expect(await disconnectOf(again)).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(bystander.socket.connected).toBe(true);
    bystander.close();
    expect(set.limit?.ends_at).toBe(limitEndsAt('five_years', app.clock.now())?.toISOString());
    await expect(app.services.limits.remove(id, set.limit?.id ?? 0)).rejects.toMatchObject({
      statusCode: 409,
      message: LIMIT_MESSAGES.cannotEndEarly,
    });
  });

  it('LIM-10 marketing is turned off in the self-exclusion’s own transaction: a stop right after the commit leaves no subscription', async () => {
    const { id, token } = await player();
    await call(app, 'PUT', '/api/subscriptions', { token, body: { receive_promos: true, receive_sms_promos: true } });
    const outbox = createOutbox({ db: app.db, clock: app.clock, log: silentLogger });
    // The same service on the same database, on a process that stops the moment the block committed.
    const stopping = createLimitsService({
      db: app.db,
      clock: app.clock,
      rng: seededRng('limits-stop'),
      outbox,
      mailer: createMailer({ db: app.db, clock: app.clock, outbox, log: silentLogger, from: 'casino@example.com' }),
      sessions: app.services.sessions,
      players: app.services.players,
      info: app.services.info,
      secret: 'limits-stop',
      publicUrl: 'http://localhost',
      disconnectSessions: () => {
        throw new Error('the process stopped');
      },
      log: silentLogger,
    });
    await expect(stopping.set(id, { type: 'self_exclusion', duration: 'six_months' })).rejects.toThrow('the process stopped');
    expect(await app.services.limits.signInRefusal(id)).toBe(LIMIT_MESSAGES.selfExcluded);
    expect(await app.services.players.subscriptions(id)).toEqual({ receive_promos: false, receive_sms_promos: false });
  });

  it('LIM-03 LIM-10 a cooling-off of a month ends on the same day next month, or that month’s last day', async () => {
    app.clock.set('2027-01-31T09:00:00Z');
    const { id } = await player();
    const set = await app.services.limits.set(id, { type: 'cooling_off', duration: 'month' });
    expect(set.limit?.ends_at).toBe('2027-02-28T09:00:00.000Z');
    app.clock.set('2027-02-28T08:59:59Z');
    expect(await app.services.limits.signInRefusal(id)).toBe(LIMIT_MESSAGES.coolingOff);
    app.clock.set('2027-02-28T09:00:00Z');
    expect(await app.services.limits.signInRefusal(id)).toBeNull();
  });

  it('LIM-03 LIM-10 a cooling-off of six weeks lasts 42 days and can be made longer, never shorter', async () => {
    const { id } = await player();
    const start = app.clock.now().getTime();
    const set = await app.services.limits.set(id, { type: 'cooling_off', duration: 'six_weeks' });
    expect(set.limit?.ends_at).toBe(new Date(start + 42 * DAY).toISOString());
    await expect(app.services.limits.set(id, { type: 'cooling_off', duration: 'month' })).rejects.toMatchObject({
      statusCode: 409,
      message: LIMIT_MESSAGES.cannotEndEarly,
    });
    app.clock.advance(41 * DAY);
    expect(await app.services.limits.signInRefusal(id)).toBe(LIMIT_MESSAGES.coolingOff);
    const longer = await app.services.limits.set(id, { type: 'cooling_off', duration: 'week' });
    expect(longer.limit?.ends_at).toBe(new Date(start + 48 * DAY).toISOString());
    app.clock.advance(7 * DAY);
    expect(await app.services.limits.signInRefusal(id)).toBeNull();
  });

  it('LIM-10 a cooling-off cannot be taken during a self-exclusion, which stays as it was', async () => {
    const { id } = await player();
    const exclusion = await app.services.limits.set(id, { type: 'self_exclusion', duration: 'year' });
    await expect(app.services.limits.set(id, { type: 'cooling_off', duration: 'six_weeks' })).rejects.toMatchObject({
      statusCode: 409,
      message: LIMIT_MESSAGES.cannotChange,
    });
    expect((await app.services.limits.list(id)).map((l) => [l.type, l.ends_at])).toEqual([
      ['self_exclusion', exclusion.limit?.ends_at],
    ]);
  });

  it('LIM-06 LIM-10 nothing can be loosened during a cooling-off: no raise, no removal, no confirmation of an earlier one', async () => {
    const { id, email } = await player();
    const deposit = await app.services.limits.set(id, depositLimit(1_000));
    const session = await app.services.limits.set(id, { type: 'session', minutes: 60 });
    // Asked for before the cooling-off: mailed, but it cannot be confirmed while the cooling-off runs.
    await app.services.limits.set(id, { type: 'session', minutes: 120 });
    app.clock.advance(DAY);
    await app.services.limits.runJobs();
    const mailed = await tokenFromMail(app, email, 'limit_change', 'token');
    await app.services.limits.set(id, { type: 'cooling_off', duration: '24_hours' });

    const refused = { statusCode: 409, message: LIMIT_MESSAGES.cannotLoosen };
    await expect(app.services.limits.set(id, depositLimit(5_000))).rejects.toMatchObject(refused);
    await expect(app.services.limits.remove(id, deposit.limit?.id ?? 0)).rejects.toMatchObject(refused);
    await expect(app.services.limits.remove(id, session.limit?.id ?? 0)).rejects.toMatchObject(refused);
    await expect(app.services.limits.confirm(id, mailed)).rejects.toMatchObject(refused);
    // Tightening stays possible.
    expect((await app.services.limits.set(id, depositLimit(500))).applied).toBe(true);
    const limits = await app.services.limits.list(id);
    expect(limits.find((l) => l.type === 'deposit')?.accounts[0]?.amount_cents).toBe(500);
    expect(limits.find((l) => l.type === 'session')?.minutes).toBe(60);

    // Once it ran out, the token still within its 7 days confirms the raise.
    app.clock.advance(DAY);
    expect((await app.services.limits.confirm(id, mailed)).limit?.minutes).toBe(120);
  });
});

describe('transitions of loss and session limits', () => {
  it('LIM-10 a loss limit: lower at once, higher pending 24 hours until confirmed with the mailed token', async () => {
    const { id, email } = await player();
    const loss = (amount: number) => ({ type: 'loss' as const, period: 'month' as const, currency: 'EUR', amount_cents: amount });
    await app.services.limits.set(id, loss(5_000));
    expect((await app.services.limits.set(id, loss(3_000))).applied).toBe(true);
    const raise = await app.services.limits.set(id, loss(8_000));
    expect(raise).toMatchObject({ applied: false, pending: { action: 'raise', amount_cents: 8_000 } });
    expect((await app.services.limits.list(id))[0]?.accounts[0]?.amount_cents).toBe(3_000);
    app.clock.advance(DAY - 1);
    await app.services.limits.runJobs();
    await expect(tokenFromMail(app, email, 'limit_change', 'token')).rejects.toThrow();
    app.clock.advance(1);
    await app.services.limits.runJobs();
    const mailed = await tokenFromMail(app, email, 'limit_change', 'token');
    expect((await app.services.limits.confirm(id, mailed)).limit?.accounts[0]?.amount_cents).toBe(8_000);
  });

  it('LIM-10 a session limit: shorter at once, longer pending until confirmed; tightening cancels the pending raise', async () => {
    const { id, email } = await player();
    await app.services.limits.set(id, { type: 'session', minutes: 60 });
    expect((await app.services.limits.set(id, { type: 'session', minutes: 45 })).limit?.minutes).toBe(45);
    const raise = await app.services.limits.set(id, { type: 'session', minutes: 90 });
    expect(raise).toMatchObject({ applied: false, pending: { action: 'raise', minutes: 90 } });
    // Tightening again cancels the open raise: nothing is mailed after the cooling period.
    expect((await app.services.limits.set(id, { type: 'session', minutes: 30 })).limit).toMatchObject({
      minutes: 30,
      pending: [],
    });
    app.clock.advance(DAY);
    await app.services.limits.runJobs();
    await expect(tokenFromMail(app, email, 'limit_change', 'token')).rejects.toThrow();

    await app.services.limits.set(id, { type: 'session', minutes: 90 });
    app.clock.advance(DAY);
    await app.services.limits.runJobs();
    const mailed = await tokenFromMail(app, email, 'limit_change', 'token');
    expect((await app.services.limits.confirm(id, mailed)).limit?.minutes).toBe(90);
  });

  it('LIM-10 a new loosening request replaces the pending one and starts its 24 hours again', async () => {
    const { id, email } = await player();
    await app.services.limits.set(id, depositLimit(1_000, 'week'));
    await app.services.limits.set(id, depositLimit(2_000, 'week'));
    app.clock.advance(12 * HOUR);
    const second = await app.services.limits.set(id, depositLimit(3_000, 'week'));
    const [limit] = await app.services.limits.list(id);
    expect(limit?.pending).toHaveLength(1);
    expect(limit?.pending[0]).toMatchObject({ amount_cents: 3_000, effective_at: second.pending?.effective_at });
    expect(second.pending?.effective_at).toBe(new Date(app.clock.now().getTime() + DAY).toISOString());
    // 24 hours after the first request nothing is mailed: the replaced one is canceled.
    app.clock.advance(12 * HOUR);
    await app.services.limits.runJobs();
    await expect(tokenFromMail(app, email, 'limit_change', 'token')).rejects.toThrow();
    app.clock.advance(12 * HOUR);
    await app.services.limits.runJobs();
    const mailed = await tokenFromMail(app, email, 'limit_change', 'token');
    expect((await app.services.limits.confirm(id, mailed)).limit?.accounts[0]?.amount_cents).toBe(3_000);
  });
});

describe('the reality-check interval', () => {
  const read = async (token: string) =>
    bodyOf(await call(app, 'GET', '/api/user_limits/reality_check', { token }), realityCheckSettingsSchema);
  const choose = (token: string, body: Record<string, unknown>) =>
    call(app, 'PUT', '/api/user_limits/reality_check', { token, body });

  it('LIM-10 a player chooses their interval within the allowed range; the next read and only theirs has it', async () => {
    const { token } = await player();
    const other = await player();
    expect(await read(token)).toEqual({
      interval_minutes: REALITY_CHECK_DEFAULT_MINUTES,
      chosen: false,
      min_minutes: 10,
      max_minutes: 180,
    });
    const res = await choose(token, { interval_minutes: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res, realityCheckSettingsSchema)).toMatchObject({ interval_minutes: 30, chosen: true });
    expect((await choose(token, { interval_minutes: 180 })).statusCode).toBe(200);
    expect(await read(token)).toMatchObject({ interval_minutes: 180, chosen: true });
    expect(await read(other.token)).toMatchObject({ interval_minutes: REALITY_CHECK_DEFAULT_MINUTES, chosen: false });
  });

  it('LIM-10 an interval outside the range, not whole or not a number is a 422 on interval_minutes, and nothing changes', async () => {
    const { token } = await player();
    await choose(token, { interval_minutes: 45 });
    for (const interval_minutes of [9, 181, 0, -30, 30.5, '30', null]) {
      const res = await choose(token, { interval_minutes });
      expect(res.statusCode, String(interval_minutes)).toBe(422);
      expect(Object.keys(fieldErrorsOf(res))).toEqual(['interval_minutes']);
    }
    expect((await choose(token, {})).statusCode).toBe(422);
    expect(await read(token)).toMatchObject({ interval_minutes: 45, chosen: true });
  });
});
