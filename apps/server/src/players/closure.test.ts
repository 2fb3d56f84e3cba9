import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, closureResponseSchema } from '@casino/contracts';
import { SESSION_COOKIE } from '../auth';
import { CLOSURE_PAYOUT_METHOD, SANDBOX_CARDS } from '../payments';
import { payments } from '../db/schema';
import { advance, balanceOf, card, deposit, historyOf } from '../test/payments';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, PASSWORD, call, mailsTo, register, registerPayer, solveCaptcha } from '../test/accounts';
import { errorOf, fieldErrorsOf } from '../test/http';
import { auditLedger } from '../wallet';
import { players } from './tables';

let app: TestApp;
const STEP = 3000;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

let n = 0;
const emailOf = () => `closure-${++n}@example.com`;
const close = (token: string, body: Record<string, unknown> = { password: PASSWORD }) =>
  call(app, 'POST', '/api/player/closure', { token, body });
const signIn = (email: string, password = PASSWORD) =>
  call(app, 'POST', '/api/users/sign_in', { body: { user: { email, password } } });
const rowOf = async (id: number) => (await app.db.select().from(players).where(eq(players.id, id)))[0];

/** A player with `cents` of real money from a succeeded card deposit; the card is saved when `save`. */
async function funded(cents: number, save: boolean, extra: Record<string, unknown> = {}) {
  const email = emailOf();
  const player = await registerPayer(app, email, extra);
  await deposit(app, player.token, {
    amount_cents: cents,
    currency: 'EUR',
    method_id: 'visa',
    card: card(SANDBOX_CARDS.succeeds, { save }),
  });
  await advance(app, STEP);
  await advance(app, STEP);
  expect((await balanceOf(app, player.token)).cashout).toBe(cents);
  return { ...player, email };
}

describe('POST /api/player/closure', () => {
  it('LIMIT-closure AUTH-18 pays back exactly the real balance to the last deposit card, forfeits the bonus, ends every session and stops marketing', async () => {
    const ada = await funded(5000, true, { receive_promos: true, receive_sms_promos: true, locale: 'de' });
    const otherDevice = (await signIn(ada.email)).cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    await app.services.wallet.grantBonus({
      key: `test-bonus-${ada.id}`,
      playerId: ada.id,
      currency: 'EUR',
      amountCents: 700,
      wageringRequiredCents: 7000,
    });
    expect(await balanceOf(app, ada.token)).toEqual({ amount: 5700, cashout: 5000 });

    const res = await close(ada.token, { password: PASSWORD, reason: 'too_much_time' });
    expect(res.statusCode, res.body).toBe(200);
    const body = closureResponseSchema.parse(res.json());
    expect(body.payouts).toEqual([{ payment_id: expect.any(Number), currency: 'EUR', amount_cents: 5000, route: 'method' }]);
    expect(body.forfeited).toEqual([{ currency: 'EUR', amount_cents: 700 }]);
    // AUTH-18: the browser's cookie is cleared, and both sessions are over.
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await call(app, 'GET', '/api/player', { token: ada.token })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/player', { token: otherDevice })).statusCode).toBe(401);

    const row = await rowOf(ada.id);
    expect(row).toMatchObject({ closureReason: 'too_much_time', receivePromos: false, receiveSmsPromos: false });
    expect(row?.closedAt).toBeInstanceOf(Date);
    const [payout] = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.playerId, ada.id), eq(payments.action, 'cashout')));
    expect(payout).toMatchObject({ methodId: 'visa', amountCents: 5000, state: 'reserved' });
    const wallet = (await app.services.wallet.getAccounts(ada.id))[0];
    expect(wallet).toMatchObject({ amount_cents: 0, available_to_cashout_cents: 0 });
    // The card payout finishes like any withdrawal.
    await advance(app, STEP);
    await advance(app, STEP);
    expect(
      (
        await app.db
          .select()
          .from(payments)
          .where(eq(payments.id, payout?.id ?? 0))
      )[0]?.state,
    ).toBe('succeeded');

    const [mail] = await mailsTo(app, ada.email);
    expect(mail).toMatchObject({ kind: 'account_closed', subject: expect.stringContaining('Dein Konto ist geschlossen') });
    expect(mail?.text).toContain('50,00');
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('LIMIT-closure without a card to pay back to, the balance is reserved as a closure payout in the payment history', async () => {
    const eve = await funded(3000, false);
    const res = await close(eve.token);
    expect(closureResponseSchema.parse(res.json()).payouts).toEqual([
      { payment_id: expect.any(Number), currency: 'EUR', amount_cents: 3000, route: 'staff' },
    ]);
    const [payout] = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.playerId, eve.id), eq(payments.action, 'cashout')));
    expect(payout).toMatchObject({ methodId: CLOSURE_PAYOUT_METHOD, amountCents: 3000, state: 'reserved', provider: 'manual' });
    expect(payout?.reserveTransactionId).toEqual(expect.any(Number));
    expect((await app.services.wallet.getAccounts(eve.id))[0]).toMatchObject({ amount_cents: 0 });
    expect(
      (await app.services.payments.history(eve.id, 1, 10)).data.map((p) => [p.method_id, p.state, p.amount_cents]),
    ).toContainEqual([CLOSURE_PAYOUT_METHOD, 'reserved', 3000]);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('LIMIT-closure pending withdrawals stay pending and a balance under the card minimum goes to support', async () => {
    const bob = await funded(6000, true);
    const methods = await call(app, 'GET', '/api/player/payments/methods?currency=EUR&action=cashout', { token: bob.token });
    const profileId = (methods.json() as { id: string; savedProfiles: { id: number }[] }[]).find((m) => m.id === 'visa')
      ?.savedProfiles[0]?.id;
    const pending = await call(app, 'POST', '/api/player/payments/withdrawals', {
      token: bob.token,
      body: { amount_cents: 4500, currency: 'EUR', method_id: 'visa', saved_profile_id: profileId },
    });
    expect(pending.statusCode, pending.body).toBe(200);
    const body = closureResponseSchema.parse((await close(bob.token)).json());
    // 15.00 left is under the card's 20.00 minimum: support pays it.
    expect(body.payouts).toEqual([{ payment_id: expect.any(Number), currency: 'EUR', amount_cents: 1500, route: 'staff' }]);
    const first = (
      await app.db
        .select()
        .from(payments)
        .where(eq(payments.id, (pending.json() as { payment: { id: number } }).payment.id))
    )[0];
    expect(first).toMatchObject({ amountCents: 4500, state: 'reserved', finalClaim: null });
  });

  it('LIMIT-closure a closed account cannot sign in (403 with the message key) and its email cannot register again', async () => {
    const { email, token } = { ...(await register(app, 'closed-login@example.com')), email: 'closed-login@example.com' };
    expect((await close(token)).statusCode).toBe(200);

    const refused = await signIn(email);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe(ACCOUNT_MESSAGES.closed);
    expect(refused.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    // A wrong password learns nothing about the closure.
    expect(fieldErrorsOf(await signIn(email, 'Wrong-Password-1'))).toEqual({ base: ['Invalid email or password.'] });

    const again = await call(app, 'POST', '/api/users', {
      body: {
        user: {
          email: 'Closed-Login@example.com',
          password: PASSWORD,
          password_confirmation: PASSWORD,
          currency: 'EUR',
          terms_acceptance: true,
          captcha: await solveCaptcha(app),
        },
      },
    });
    expect(fieldErrorsOf(again)).toEqual({ email: [ACCOUNT_MESSAGES.closedEmail] });
  });

  it('LIMIT-closure a wrong password answers 422 on password and changes nothing', async () => {
    const carl = await funded(2500, true, { receive_promos: true });
    const before = await rowOf(carl.id);
    const res = await close(carl.token, { password: 'not-my-password' });
    expect(res.statusCode).toBe(422);
    expect(fieldErrorsOf(res)).toEqual({ password: ['is incorrect'] });
    expect(await rowOf(carl.id)).toEqual(before);
    expect(await balanceOf(app, carl.token)).toEqual({ amount: 2500, cashout: 2500 });
    expect((await historyOf(app, carl.token)).filter((p) => p.action === 'cashout')).toEqual([]);
  });

  it('LIMIT-closure two closures at once: one closes, the other answers 409 and moves no money', async () => {
    const dora = await funded(4000, false);
    const [a, b] = await Promise.all([close(dora.token), close(dora.token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(errorOf(a.statusCode === 409 ? a : b)).toBe(ACCOUNT_MESSAGES.alreadyClosed);
    const cashouts = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.playerId, dora.id), eq(payments.action, 'cashout')));
    expect(cashouts.map((p) => p.amountCents)).toEqual([4000]);
    // And later, called again by the service: still 409.
    await expect(app.services.closure.close(dora.id, PASSWORD)).rejects.toMatchObject({ statusCode: 409 });
  });

  it("LIMIT-closure another player's account, balance and sessions are untouched", async () => {
    const mine = await funded(2000, true);
    const theirs = await funded(2200, true);
    expect((await close(mine.token)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/player', { token: theirs.token })).json().id).toBe(theirs.id);
    expect(await balanceOf(app, theirs.token)).toEqual({ amount: 2200, cashout: 2200 });
    expect((await rowOf(theirs.id))?.closedAt).toBeNull();
  });

  it('LIMIT-closure money that arrives after the closure (a deposit still settling) is reserved for support at once', async () => {
    const fay = await funded(2000, true);
    await deposit(app, fay.token, { amount_cents: 2600, currency: 'EUR', method_id: 'visa', card: card() });
    expect((await close(fay.token)).statusCode).toBe(200);
    await advance(app, STEP);
    await advance(app, STEP);
    await app.services.outbox.drain();
    const cashouts = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.playerId, fay.id), eq(payments.action, 'cashout')));
    expect(cashouts.map((p) => [p.methodId, p.amountCents])).toEqual([
      ['visa', 2000],
      [CLOSURE_PAYOUT_METHOD, 2600],
    ]);
    expect((await app.services.wallet.getAccounts(fay.id))[0]).toMatchObject({ amount_cents: 0 });
  });

  it('LIMIT-closure concurrent bets and a settling deposit: no money is created or lost', async () => {
    const eli = await funded(10_000, true);
    const second = await deposit(app, eli.token, { amount_cents: 3000, currency: 'EUR', method_id: 'visa', card: card() });
    const bets = Array.from({ length: 6 }, (_, i) =>
      app.services.wallet
        .bet({ key: `closure-race-${eli.id}-${i}`, playerId: eli.id, currency: 'EUR', amountCents: 700 })
        .then(() => 700)
        .catch(() => 0),
    );
    const [closed, ...settled] = await Promise.all([
      close(eli.token),
      advance(app, STEP).then(() => advance(app, STEP)),
      ...bets,
    ]);
    expect(closed.statusCode, closed.body).toBe(200);
    const staked = (settled.slice(1) as number[]).reduce((a, b) => a + b, 0);
    const credited =
      (await app.db.select().from(payments).where(eq(payments.id, second.payment.id)))[0]?.state === 'succeeded' ? 3000 : 0;
    const out = (
      await app.db
        .select()
        .from(payments)
        .where(and(eq(payments.playerId, eli.id), eq(payments.action, 'cashout')))
    ).reduce((sum, p) => sum + p.amountCents, 0);
    const left = (await app.services.wallet.getAccounts(eli.id))[0]?.amount_cents ?? 0;
    expect(out + staked + left).toBe(10_000 + credited);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('LIMIT-closure a closure the process stopped in before paying back is finished at the next start, once', async () => {
    const gus = await funded(4100, true);
    await app.services.wallet.grantBonus({
      key: `test-bonus-${gus.id}`,
      playerId: gus.id,
      currency: 'EUR',
      amountCents: 300,
      wageringRequiredCents: 3000,
    });
    // What step 1 leaves when the process dies right after it: closed, the money still in the wallet.
    await app.db
      .update(players)
      .set({ closedAt: new Date(app.clock.now().getTime()) })
      .where(eq(players.id, gus.id));
    expect(await app.services.closure.recover()).toBeGreaterThanOrEqual(1);
    expect((await app.services.wallet.getAccounts(gus.id))[0]).toMatchObject({ amount_cents: 0 });
    const cashouts = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.playerId, gus.id), eq(payments.action, 'cashout')));
    expect(cashouts.map((p) => [p.methodId, p.amountCents])).toEqual([[CLOSURE_PAYOUT_METHOD, 4100]]);
    // A second start finds nothing left to do.
    await app.services.closure.recover();
    expect(
      await app.db
        .select()
        .from(payments)
        .where(and(eq(payments.playerId, gus.id), eq(payments.action, 'cashout'))),
    ).toHaveLength(1);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });
});
