import {
  bonusSettingsResponseSchema,
  couponResponseSchema,
  depositGiftListSchema,
  giftActivationResponseSchema,
  giftDeleteResponseSchema,
  giftListSchema,
  promoCodeResponseSchema,
  registrationGiftListSchema,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ENV, call, register, registerPayer } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, fieldErrorsOf } from '../test/http';
import { advance, card, deposit, pushes } from '../test/payments';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

async function gifts(token: string, kind: 'bonuses' | 'freespins') {
  const res = await call(app, 'GET', `/api/player/${kind}`, { token });
  expect(res.statusCode).toBe(200);
  return bodyOf(res, giftListSchema);
}

describe('the gift routes', () => {
  it('GIFT-11 GIFT-20 API-098 API-101 API-114 a new player sees the registration gift, redeems WELCOME10 once, and an unknown code is refused by name', async () => {
    const { token } = await register(app, 'gift-routes-coupon@example.com');
    const offers = bodyOf(await call(app, 'GET', '/api/bonuses/registration', { token }), registrationGiftListSchema);
    expect(offers).toEqual([expect.objectContaining({ group_key: 'registration', amount_cents: 500, currency: 'EUR' })]);
    expect((await gifts(token, 'bonuses')).map((g) => [g.group_key, g.stage])).toEqual([['registration', 'issued']]);

    const res = await call(app, 'POST', '/api/bonuses/coupon', { token, body: { coupon_code: 'welcome10' } });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, couponResponseSchema)).toMatchObject({
      status: 'issued',
      gift: { group_key: 'coupon_welcome10', stage: 'issued', amount_cents: 1_000, activatable: true, max_win_cents: 10_000 },
    });
    const again = await call(app, 'POST', '/api/bonuses/coupon', { token, body: { coupon_code: 'WELCOME10' } });
    expect(again.statusCode).toBe(422);
    expect(fieldErrorsOf(again)).toEqual({ coupon_code: ['already_redeemed'] });
    const unknown = await call(app, 'POST', '/api/bonuses/coupon', { token, body: { coupon_code: 'NOPE' } });
    expect(fieldErrorsOf(unknown)).toEqual({ coupon_code: ['unknown'] });
    const malformed = await call(app, 'POST', '/api/bonuses/coupon', { token, body: { coupon_code: 'no spaces!' } });
    expect(malformed.statusCode).toBe(422);
  });

  it('GIFT-03 each list answers one kind of gift, every gift with its group_key, stage and bonuses[].title', async () => {
    const { token } = await register(app, 'gift-routes-kinds@example.com');
    for (const code of ['WELCOME10', 'SPINS20'])
      expect((await call(app, 'POST', '/api/bonuses/coupon', { token, body: { coupon_code: code } })).statusCode).toBe(200);
    const lists = {
      bonus: await gifts(token, 'bonuses'),
      freespins: await gifts(token, 'freespins'),
      deposit: bodyOf(await call(app, 'GET', '/api/bonuses/deposit', { token }), depositGiftListSchema),
      registration: bodyOf(await call(app, 'GET', '/api/bonuses/registration', { token }), registrationGiftListSchema),
    };
    expect(lists.bonus.map((g) => g.group_key).sort()).toEqual(['coupon_welcome10', 'registration']);
    expect(lists.freespins.map((g) => g.group_key)).toEqual(['coupon_spins20']);
    expect(lists.deposit.map((g) => g.group_key)).toEqual(['welcome_pack_1', 'weekly_reload']);
    expect(lists.registration.map((g) => g.group_key)).toEqual(['registration']);
    for (const [kind, list] of Object.entries(lists)) {
      for (const gift of list) {
        expect(gift.kind).toBe(kind);
        expect(gift.stage).toBe('issued');
        expect(gift.bonuses.length).toBeGreaterThan(0);
        for (const bonus of gift.bonuses) expect(bonus.title).not.toBe('');
      }
    }
    // Free spins carry a free-spin bonus; a deposit bonus with spins carries both.
    expect(lists.freespins[0]?.bonuses.map((b) => b.type)).toEqual(['freespins']);
    expect(lists.deposit[0]?.bonuses.map((b) => b.type)).toEqual(['bonus', 'freespins']);
  });

  it('GIFT-11 API-101 a visitor sees the registration gift of the currency they would sign up in; a currency it does not pay in shows none', async () => {
    const eur = await call(app, 'GET', '/api/bonuses/registration/preview?currency=EUR');
    expect(eur.statusCode).toBe(200);
    expect(bodyOf(eur, registrationGiftListSchema)).toEqual([
      expect.objectContaining({ group_key: 'registration', title_key: 'gifts.registration', amount_cents: 500, currency: 'EUR' }),
    ]);
    const nok = bodyOf(await call(app, 'GET', '/api/bonuses/registration/preview?currency=NOK'), registrationGiftListSchema);
    expect(nok[0]?.amount_cents).toBe(5_000);
    expect(bodyOf(await call(app, 'GET', '/api/bonuses/registration/preview?currency=XYZ'), registrationGiftListSchema)).toEqual(
      [],
    );
    expect((await call(app, 'GET', '/api/bonuses/registration/preview')).statusCode).toBe(422);
  });

  it('GIFT-19 API-113 API-099 API-104 API-102 SPINS20 as a promo code gives free spins that can be activated and deleted', async () => {
    const { token } = await register(app, 'gift-routes-spins@example.com');
    const res = await call(app, 'POST', '/api/v2/bonuses/promo-code', { token, body: { code: 'spins20' } });
    expect(res.statusCode).toBe(200);
    const { gift } = bodyOf(res, promoCodeResponseSchema);
    expect(gift).toMatchObject({ kind: 'freespins', freespins_total: 20, freespin_bet_cents: 20, wager_multiplier: 30 });
    expect(gift.game_ids.length).toBeGreaterThan(0);
    expect((await gifts(token, 'freespins')).map((g) => g.id)).toEqual([gift.id]);
    const activated = await call(app, 'POST', `/api/player/freespins/${gift.id}/activation`, { token });
    expect(bodyOf(activated, giftActivationResponseSchema).gift.stage).toBe('handle_bets');
    const deleted = await call(app, 'DELETE', `/api/player/freespins/${gift.id}`, { token });
    expect(bodyOf(deleted, giftDeleteResponseSchema)).toMatchObject({ gift: { stage: 'canceled' }, forfeited_cents: 0 });
  });

  it("GIFT-12 GIFT-13 API-105 API-103 another player's gift answers 404, a bonus id on the free-spin path too, and a bad id 422", async () => {
    const owner = await register(app, 'gift-routes-owner@example.com');
    const other = await register(app, 'gift-routes-other@example.com');
    const [gift] = await gifts(owner.token, 'bonuses');
    expect(gift).toBeDefined();
    const id = gift?.id ?? 0;
    expect((await call(app, 'POST', `/api/player/bonuses/${id}/activation`, { token: other.token })).statusCode).toBe(404);
    expect((await call(app, 'DELETE', `/api/player/bonuses/${id}`, { token: other.token })).statusCode).toBe(404);
    expect((await call(app, 'POST', `/api/player/freespins/${id}/activation`, { token: owner.token })).statusCode).toBe(404);
    expect((await call(app, 'POST', '/api/player/bonuses/abc/activation', { token: owner.token })).statusCode).toBe(422);
    const activated = await call(app, 'POST', `/api/player/bonuses/${id}/activation`, { token: owner.token });
    expect(bodyOf(activated, giftActivationResponseSchema).gift).toMatchObject({ stage: 'handle_bets', activatable: false });
    expect((await call(app, 'POST', `/api/player/bonuses/${id}/activation`, { token: owner.token })).statusCode).toBe(409);
    expect((await gifts(other.token, 'bonuses')).every((g) => g.id !== id)).toBe(true);
  });

  it('GIFT-14 API-100 the deposit offers list the welcome pack for the first deposit, and nothing once bonuses are refused', async () => {
    const { token } = await register(app, 'gift-routes-deposit@example.com');
    const offers = bodyOf(await call(app, 'GET', '/api/bonuses/deposit', { token }), depositGiftListSchema);
    expect(offers.map((o) => o.group_key)).toEqual(['welcome_pack_1', 'weekly_reload']);
    expect(offers[0]).toMatchObject({ percent: 100, max_amount_cents: 50_000, min_deposit_cents: 2_000, freespins_total: 50 });
    const code = await call(app, 'PATCH', '/api/player/set_bonus_code', { token, body: { deposit_bonus_code: 'FRIEND' } });
    expect(code.statusCode).toBe(200);
    expect(bodyOf(await call(app, 'GET', '/api/bonuses/deposit', { token }), depositGiftListSchema)).toEqual([]);
  });

  it('GIFT-18 API-038 a player who turns bonuses off gets no coupon gift and no registration gift until turning them on again', async () => {
    const { token } = await register(app, 'gift-routes-settings@example.com');
    const off = await call(app, 'PATCH', '/api/player/update_bonus_settings', { token, body: { can_issue: false } });
    expect(bodyOf(off, bonusSettingsResponseSchema)).toEqual({ can_issue_bonuses: false });
    const refused = await call(app, 'POST', '/api/bonuses/coupon', { token, body: { coupon_code: 'WELCOME10' } });
    expect(fieldErrorsOf(refused)).toEqual({ coupon_code: ['bonuses_disabled'] });
    expect(await gifts(token, 'bonuses')).toEqual([]);
    await call(app, 'PATCH', '/api/player/update_bonus_settings', { token, body: { can_issue: true } });
    const given = await call(app, 'POST', '/api/bonuses/coupon', { token, body: { coupon_code: 'WELCOME10' } });
    expect(given.statusCode).toBe(200);
  });

  it('GIFT-14 GIFT-05 a cashbox deposit with the gift chosen gives the first welcome bonus once it succeeds, wagering at once, pushed live', async () => {
    const { id, token } = await registerPayer(app, 'gift-routes-cashbox@example.com');
    await deposit(app, token, {
      amount_cents: 5_000,
      currency: 'EUR',
      method_id: 'visa',
      card: card(),
      deposit_bonus: 'deposit_gift',
    });
    await advance(app, 6_000);
    await app.services.outbox.drain();
    const welcome = (await gifts(token, 'bonuses')).find((g) => g.group_key === 'welcome_pack_1');
    expect(welcome).toMatchObject({ stage: 'handle_bets', amount_cents: 5_000, amount_wager_requirement_cents: 150_000 });
    const accounts = await app.services.wallet.getAccounts(id);
    expect(accounts.find((a) => a.currency === 'EUR')).toMatchObject({ amount_cents: 10_000, available_to_cashout_cents: 5_000 });
    const stages = (await pushes(app, id, 'bonuses_changes')).map((data) => data.stage);
    expect(stages).toEqual(expect.arrayContaining(['issued', 'handle_bets']));
  });
});
