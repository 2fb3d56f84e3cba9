import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, limitsResponseSchema, withdrawalResponseSchema } from '@casino/contracts';
import { ACCOUNT_ENV, PASSWORD, call, register, sessionOf } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, errorOf } from '../test/http';
import { frame, fund, gameOf, launch } from '../test/play';
import { balanceOf, card, historyOf } from '../test/payments';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
});
afterAll(async () => {
  await app?.close();
});

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;
/** A player with 100.00 EUR, the profile a withdrawal needs, and a real game open. */
async function excludedPlayer(type: 'cooling_off' | 'self_exclusion', duration: string) {
  counter += 1;
  const email = `restricted-${counter}@example.com`;
  const { id, token } = await register(app, email, { country: 'DE' });
  const profile = await call(app, 'PATCH', '/api/player', {
    token,
    body: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      date_of_birth: '10/12/1990',
      city: 'Berlin',
      address: 'Unter den Linden 1',
      postal_code: '10117',
      mobile_phone: '+49301234567',
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  await fund(app, id, 10_000);
  const game = await launch(app, token, await gameOf(app, 'slot-lines'), 'real');
  const set = await call(app, 'POST', '/api/user_limits', { token, body: { type, duration } });
  expect(set.statusCode, set.body).toBe(200);
  const signedIn = await call(app, 'POST', '/api/users/sign_in', { body: { user: { email, password: PASSWORD } } });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const restricted = sessionOf(signedIn);
  if (!restricted) throw new Error('no restricted session');
  return { id, email, restricted, gameToken: game.session };
}

const withdrawal = { amount_cents: 4_000, currency: 'EUR', method_id: 'bank_transfer', iban: 'DE89 3704 0044 0532 0130 00' };

describe('a restricted session (signed in during a cooling-off or self-exclusion)', () => {
  it('LIM-10 cannot deposit, bet, start a game or change the profile; every refusal names the restriction', async () => {
    const { restricted, gameToken } = await excludedPlayer('self_exclusion', 'six_months');
    const refusals = await Promise.all([
      call(app, 'POST', '/api/player/payments/deposits', {
        token: restricted,
        body: { amount_cents: 5_000, currency: 'EUR', method_id: 'visa', card: card() },
      }),
      call(app, 'PATCH', '/api/player', { token: restricted, body: { city: 'Hamburg' } }),
      call(app, 'PUT', '/api/subscriptions', { token: restricted, body: { receive_promos: true, receive_sms_promos: true } }),
      call(app, 'POST', '/api/player/accounts', { token: restricted, body: { currency: 'USD' } }),
      call(app, 'GET', '/api/player/game_rounds', { token: restricted }),
      call(app, 'POST', '/api/games/sessions', {
        token: restricted,
        body: { game_id: await gameOf(app, 'slot-lines'), mode: 'demo' },
      }),
    ]);
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(403);
      expect(errorOf(res)).toBe(LIMIT_MESSAGES.restrictedSession);
    }
    // A game frame left open from before the exclusion cannot bet either: the wallet refuses the stake.
    const bet = await frame(app, gameToken, 'POST', '/rounds', { bet_cents: 100 });
    expect(bet.statusCode).toBe(403);
    expect(errorOf(bet)).toBe(LIMIT_MESSAGES.selfExcluded);
    expect((await balanceOf(app, restricted)).amount).toBe(10_000);
  });

  it('LIM-10 reads the player, balance, payments and limits, and withdraws the balance', async () => {
    const { restricted } = await excludedPlayer('cooling_off', 'week');
    expect((await call(app, 'GET', '/api/player', { token: restricted })).statusCode).toBe(200);
    const limits = bodyOf(await call(app, 'GET', '/api/user_limits', { token: restricted }), limitsResponseSchema);
    expect(limits.map((l) => [l.type, l.reached])).toEqual([['cooling_off', true]]);
    const methods = await call(app, 'GET', '/api/player/payments/methods?currency=EUR&action=cashout', { token: restricted });
    expect(methods.statusCode, methods.body).toBe(200);
    const paid = await call(app, 'POST', '/api/player/payments/withdrawals', { token: restricted, body: withdrawal });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(bodyOf(paid, withdrawalResponseSchema).payment.action).toBe('cashout');
    expect((await balanceOf(app, restricted)).amount).toBe(6_000);
    expect((await historyOf(app, restricted)).map((p) => p.action)).toContain('cashout');
    // A cooling-off can only be made longer, also from a restricted session.
    const longer = await call(app, 'POST', '/api/user_limits', {
      token: restricted,
      body: { type: 'self_exclusion', duration: 'year' },
    });
    expect(longer.statusCode, longer.body).toBe(200);
    expect((await call(app, 'DELETE', '/api/users/sign_out', { token: restricted })).statusCode).toBe(200);
  });

  it('LIM-10 a session opened after the cooling-off ran out is a full one', async () => {
    const { email } = await excludedPlayer('cooling_off', '24_hours');
    app.clock.advance(DAY);
    const later = sessionOf(await call(app, 'POST', '/api/users/sign_in', { body: { user: { email, password: PASSWORD } } }));
    const rounds = await call(app, 'GET', '/api/player/game_rounds', { token: later });
    expect(rounds.statusCode, rounds.body).toBe(200);
  });

  it('LIM-10 the browser a block was set in gets no demo game as a guest until the block ends; another browser still does', async () => {
    const { token } = await register(app, `demo-block-${counter++}@example.com`);
    const set = await call(app, 'POST', '/api/user_limits', { token, body: { type: 'cooling_off', duration: 'week' } });
    expect(set.statusCode, set.body).toBe(200);
    const mark = set.cookies.find((c) => c.name === 'play_block');
    expect(mark?.httpOnly).toBe(true);
    const demo = async (cookie?: string) =>
      call(app, 'POST', '/api/games/sessions', {
        body: { game_id: await gameOf(app, 'slot-lines'), mode: 'demo' },
        ...(cookie ? { headers: { cookie } } : {}),
      });
    const here = await demo(`play_block=${mark?.value}`);
    expect(here.statusCode, here.body).toBe(403);
    expect(errorOf(here)).toBe(LIMIT_MESSAGES.blockedBrowser);
    expect((await demo()).statusCode).toBe(200);
    app.clock.advance(8 * DAY);
    expect((await demo(`play_block=${mark?.value}`)).statusCode).toBe(200);
  });
});
