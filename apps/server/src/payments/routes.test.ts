import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEPOSIT_ADDRESS_CRYPTO,
  ENABLED_CURRENCIES,
  GROUPS,
  PAYMENT_FIAT_CURRENCIES,
  PAYMENT_FIELD_REQUIRED,
  PAYMENT_MESSAGES,
  cryptoAddressResponseSchema,
  paymentHistoryItemSchema,
  paymentMethodsResponseSchema,
  withdrawalResponseSchema,
} from '@casino/contracts';
import { playerGroups, players } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, call, fillPaymentProfile, register, registerPayer } from '../test/accounts';
import { errorOf, fieldErrorsOf } from '../test/http';
import { auditLedger } from '../wallet';
import { SANDBOX_CARDS, SANDBOX_CHALLENGE_CODE } from './sandbox';
import { fraudTransactions, paymentProfiles, payments } from './tables';
import { advance, balanceOf, card, deposit, historyOf, pushes } from '../test/payments';

let app: TestApp;
const STEP = 3000;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

let n = 0;
const player = () => registerPayer(app, `pay-${++n}@example.com`);
const methods = async (token: string, currency: string, action: string) =>
  paymentMethodsResponseSchema.parse(
    (await call(app, 'GET', `/api/player/payments/methods?currency=${currency}&action=${action}`, { token })).json(),
  );

describe('GET /api/player/payments/methods', () => {
  it('PAY-06 PAY-09 PAY-10 PAY-12 CONST-15 CONST-16 lists cards, bank and sofort for fiat and the coin with the spec limits for crypto', async () => {
    const { token } = await player();
    const eur = await methods(token, 'EUR', 'deposit');
    expect(eur.map((m) => m.brand)).toEqual(['visa', 'mastercard', 'maestro', 'ecopayz', 'bank_transfer', 'sofort']);
    const visa = eur[0];
    expect(visa).toMatchObject({
      id: 'visa',
      provider: 'sandbox',
      currency: 'EUR',
      type: 'card',
      savedProfiles: [],
      termsOfService: { restrictions: { amountCurrencyCode: 'EUR' } },
      info: { processingTime: 'instant', fee: 0, deposit: { min: 1000, max: 500_000 }, withdrawal: { min: 2000, max: 400_000 } },
    });
    expect((await methods(token, 'EUR', 'cashout')).map((m) => m.brand)).not.toContain('sofort');
    const btc = await methods(token, 'BTC', 'cashout');
    expect(btc).toHaveLength(1);
    expect(btc[0]).toMatchObject({ brand: 'bitcoin', type: 'crypto', info: { withdrawal: { min: 10_000, max: 40_000_000 } } });
    const usdt = await methods(token, 'USDT', 'deposit');
    expect(usdt[0]?.info).toMatchObject({
      deposit: { min: 2_000_000_000 },
      withdrawal: { min: 2_500_000_000, max: 400_000_000_000 },
    });
    // GBP is not enabled: nothing to pay with.
    expect(await methods(token, 'GBP', 'deposit')).toEqual([]);
  });

  it('CONST-17 CONST-18 caps fiat deposits at the currency\u2019s deposit threshold in minor units, listed and enforced', async () => {
    const { token } = await player();
    const deposits = async (currency: string) => (await methods(token, currency, 'deposit')).find((m) => m.id === 'visa');
    // NOK cards go to 50,000 kroner; the default threshold of 900,000 øre (9,000 kroner) is lower.
    expect((await deposits('NOK'))?.info.deposit).toEqual({ min: 10_000, max: 900_000 });
    // Under the threshold the method's own maximum stays (EUR: 5,000 < 6,000 euros).
    expect((await deposits('EUR'))?.info.deposit).toEqual({ min: 1000, max: 500_000 });
    const over = await call(app, 'POST', '/api/player/payments/deposits', {
      token,
      body: { amount_cents: 900_001, currency: 'NOK', method_id: 'visa', card: card(SANDBOX_CARDS.staysPending) },
    });
    expect(over.statusCode).toBe(422);
    expect(fieldErrorsOf(over)).toEqual({ amount_cents: ['amount must be at most 900000'] });
    const at = await deposit(app, token, {
      amount_cents: 900_000,
      currency: 'NOK',
      method_id: 'visa',
      card: card(SANDBOX_CARDS.staysPending),
    });
    expect(at.payment).toMatchObject({ state: 'pending', amount_cents: 900_000, currency: 'NOK' });
  });

  it('PAY-07 CONST-41 hides the sofort brand from a player in group 631', async () => {
    const { id, token } = await player();
    await app.db.insert(playerGroups).values({ playerId: id, groupId: GROUPS.sofortFilter, createdAt: app.clock.now() });
    expect((await methods(token, 'EUR', 'deposit')).map((m) => m.brand)).not.toContain('sofort');
    const res = await call(app, 'POST', '/api/player/payments/deposits', {
      token,
      body: { amount_cents: 5000, currency: 'EUR', method_id: 'sofort', iban: 'DE89 3704 0044 0532 0130 00' },
    });
    expect(res.statusCode).toBe(422);
    expect(fieldErrorsOf(res)).toEqual({ method_id: ['is not an available payment method'] });
  });

  it('PAY-06 answers 401 without a session', async () => {
    expect((await call(app, 'GET', '/api/player/payments/methods?currency=EUR&action=deposit')).statusCode).toBe(401);
  });
});

describe('POST /api/player/payments/deposits', () => {
  it('PAY-18 PAY-19 PAY-21 RT-15 RT-17 a card deposit goes pending, processing, succeeded and is credited once, with realtime changes', async () => {
    const { id, token } = await player();
    const started = await deposit(app, token, { amount_cents: 5000, currency: 'EUR', method_id: 'visa', card: card() });
    expect(started.payment).toMatchObject({ action: 'deposit', state: 'pending', amount_cents: 5000, recallable: false });
    expect(started.challenge).toBeNull();
    expect((await balanceOf(app, token)).amount).toBe(0);
    await advance(app, STEP);
    expect((await historyOf(app, token))[0]?.state).toBe('processing');
    await advance(app, STEP);
    const [item] = await historyOf(app, token);
    expect(item).toMatchObject({ id: started.payment.id, state: 'succeeded', amount_cents: 5000, currency: 'EUR' });
    expect(item?.finished_at).toBe(app.clock.now().toISOString());
    expect(await balanceOf(app, token)).toEqual({ amount: 5000, cashout: 5000 });
    expect((await pushes(app, id, 'payments_changes')).map((d) => d['state'])).toEqual(['pending', 'processing', 'succeeded']);
    expect((await pushes(app, id, 'balance')).at(-1)).toMatchObject({ currency: 'EUR', amount_cents: 5000 });
    // Nothing is left to send: running again credits nothing more.
    await advance(app, STEP * 10);
    expect((await balanceOf(app, token)).amount).toBe(5000);
  });

  it('PAY-19 PAY-22 RT-14 a declined card and a card that fails later end declined with a payments_events notice and no money', async () => {
    const { id, token } = await player();
    const declined = await deposit(app, token, {
      amount_cents: 5000,
      currency: 'EUR',
      method_id: 'visa',
      card: card(SANDBOX_CARDS.declined),
    });
    const later = await deposit(app, token, {
      amount_cents: 6000,
      currency: 'EUR',
      method_id: 'visa',
      card: card(SANDBOX_CARDS.failsLater),
    });
    const pending = await deposit(app, token, {
      amount_cents: 7000,
      currency: 'EUR',
      method_id: 'visa',
      card: card(SANDBOX_CARDS.staysPending),
    });
    await advance(app, STEP);
    await advance(app, STEP);
    await advance(app, 20 * 60 * 1000);
    const states = new Map((await historyOf(app, token)).map((p) => [p.id, p.state]));
    expect(states.get(declined.payment.id)).toBe('declined');
    expect(states.get(later.payment.id)).toBe('declined');
    expect(states.get(pending.payment.id)).toBe('pending');
    expect((await balanceOf(app, token)).amount).toBe(0);
    expect((await pushes(app, id, 'payments_events')).map((d) => d['id']).sort()).toEqual(
      [declined.payment.id, later.payment.id].sort(),
    );
  });

  it('RT-18 a card asking for a challenge waits for the player; the right code credits, the outcome is pushed on allsecure_notification', async () => {
    const { id, token } = await player();
    const started = await deposit(app, token, {
      amount_cents: 2500,
      currency: 'EUR',
      method_id: 'visa',
      card: card(SANDBOX_CARDS.challenge),
    });
    expect(started.challenge).toEqual({ url: `/api/player/payments/${started.payment.id}/challenge` });
    await advance(app, STEP * 5);
    expect((await historyOf(app, token))[0]?.state).toBe('pending');
    const answered = await call(app, 'POST', `/api/player/payments/${started.payment.id}/challenge`, {
      token,
      body: { code: SANDBOX_CHALLENGE_CODE },
    });
    expect(answered.statusCode).toBe(200);
    expect(await pushes(app, id, 'allsecure_notification')).toEqual([
      { payment_id: started.payment.id, status: 'succeeded', redirect_url: null },
    ]);
    await advance(app, 0);
    expect((await historyOf(app, token))[0]?.state).toBe('succeeded');
    expect((await balanceOf(app, token)).amount).toBe(2500);
    // A second answer finds no open challenge, and the timeout never fires.
    const again = await call(app, 'POST', `/api/player/payments/${started.payment.id}/challenge`, {
      token,
      body: { code: '0000' },
    });
    expect(again.statusCode).toBe(409);
    await advance(app, 20 * 60 * 1000);
    expect((await historyOf(app, token))[0]?.state).toBe('succeeded');
  });

  it('PAY-22 RT-14 an unanswered challenge cancels the deposit after 15 minutes, with the canceled notice once', async () => {
    const { id, token } = await player();
    const started = await deposit(app, token, {
      amount_cents: 2500,
      currency: 'EUR',
      method_id: 'visa',
      card: card(SANDBOX_CARDS.challenge),
    });
    await advance(app, 15 * 60 * 1000);
    expect((await historyOf(app, token))[0]?.state).toBe('canceled');
    expect(await pushes(app, id, 'payments_events')).toEqual([
      { id: started.payment.id, action: 'deposit', state: 'canceled', created_at: started.payment.created_at },
    ]);
  });

  it('PAY-06 RT-16 a saved card keeps only bin, last 4, expiry and holder, can pay again and is deleted by its owner only', async () => {
    const { id, token } = await player();
    const other = await player();
    await deposit(app, token, {
      amount_cents: 5000,
      currency: 'EUR',
      method_id: 'visa',
      card: card(SANDBOX_CARDS.succeeds, { save: true }),
    });
    const visa = (await methods(token, 'EUR', 'deposit')).find((m) => m.id === 'visa');
    expect(visa?.savedProfiles).toEqual([
      { id: expect.any(Number), brand: 'visa', bin: '424242', last4: '4242', expiry: '12/30', holder: 'Ada Lovelace' },
    ]);
    const profileId = visa?.savedProfiles[0]?.id ?? 0;
    const stored = await app.db.select().from(paymentProfiles).where(eq(paymentProfiles.playerId, id));
    expect(JSON.stringify(stored)).not.toContain(SANDBOX_CARDS.succeeds);
    expect(await pushes(app, id, 'payment_methods_updated')).toEqual([{ currency: 'EUR' }]);

    const again = await deposit(app, token, {
      amount_cents: 3000,
      currency: 'EUR',
      method_id: 'visa',
      saved_profile_id: profileId,
    });
    await advance(app, STEP);
    await advance(app, STEP);
    expect((await historyOf(app, token)).find((p) => p.id === again.payment.id)?.state).toBe('succeeded');
    expect((await balanceOf(app, token)).amount).toBe(8000);

    // Another player paying with or deleting this card: 404, nothing changes.
    const stolen = await call(app, 'POST', '/api/player/payments/deposits', {
      token: other.token,
      body: { amount_cents: 3000, currency: 'EUR', method_id: 'visa', saved_profile_id: profileId },
    });
    expect(stolen.statusCode).toBe(404);
    expect(
      (await call(app, 'DELETE', `/api/player/payments/saved_profiles/${profileId}`, { token: other.token })).statusCode,
    ).toBe(404);
    expect(await historyOf(app, other.token)).toEqual([]);
    expect((await call(app, 'DELETE', `/api/player/payments/saved_profiles/${profileId}`, { token })).statusCode).toBe(200);
    expect((await methods(token, 'EUR', 'deposit')).find((m) => m.id === 'visa')?.savedProfiles).toEqual([]);
    expect(await pushes(app, id, 'payment_methods_updated')).toHaveLength(2);
  });

  it('PAY-12 crypto: a deterministic address per player and coin, credited after the confirmations; an under-payment credits what arrived', async () => {
    const { id, token } = await player();
    const address = cryptoAddressResponseSchema.parse(
      (await call(app, 'GET', '/api/player/payments/crypto_address?currency=BTC', { token })).json(),
    );
    expect(address).toMatchObject({ currency: 'BTC', confirmations_required: 3, min_deposit_cents: 10_000 });
    expect(address.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    const again = (await call(app, 'GET', '/api/player/payments/crypto_address?currency=BTC', { token })).json() as {
      address: string;
    };
    expect(again.address).toBe(address.address);
    const eth = (await call(app, 'GET', '/api/player/payments/crypto_address?currency=ETH', { token })).json() as {
      address: string;
    };
    expect(eth.address).toMatch(/^0x[0-9a-f]{40}$/);
    const other = await player();
    const theirs = (
      await call(app, 'GET', '/api/player/payments/crypto_address?currency=BTC', { token: other.token })
    ).json() as {
      address: string;
    };
    expect(theirs.address).not.toBe(address.address);

    const paid = await deposit(app, token, { amount_cents: 50_000, currency: 'BTC', method_id: 'bitcoin' });
    expect(paid.crypto).toEqual({ address: address.address, confirmations_required: 3 });
    await advance(app, STEP);
    await advance(app, STEP);
    expect((await historyOf(app, token))[0]?.state).toBe('processing');
    expect((await balanceOf(app, token, 'BTC')).amount).toBe(0);
    await advance(app, STEP);
    expect((await historyOf(app, token))[0]?.state).toBe('succeeded');
    expect((await balanceOf(app, token, 'BTC')).amount).toBe(50_000);

    await deposit(app, token, { amount_cents: 100_077, currency: 'BTC', method_id: 'bitcoin' });
    await deposit(app, token, { amount_cents: 100_013, currency: 'BTC', method_id: 'bitcoin' });
    for (let i = 0; i < 3; i++) await advance(app, STEP);
    expect((await historyOf(app, token)).slice(0, 2).map((p) => p.state)).toEqual(['declined', 'succeeded']);
    expect((await balanceOf(app, token, 'BTC')).amount).toBe(50_000 + 90_069);
    expect((await pushes(app, id, 'payments_changes')).length).toBeGreaterThan(0);
  });

  it('CONST-12 CONST-13 pays in the spec fiat list and gives deposit addresses for the six coins only', async () => {
    const { token } = await player();
    expect([...PAYMENT_FIAT_CURRENCIES]).toEqual(['EUR', 'USD', 'AUD', 'CAD', 'NZD', 'BRL', 'NOK', 'JPY', 'KZT']);
    for (const currency of PAYMENT_FIAT_CURRENCIES.filter((c) => (ENABLED_CURRENCIES as readonly string[]).includes(c))) {
      expect(
        (await methods(token, currency, 'deposit')).map((m) => m.type),
        currency,
      ).toContain('card');
    }
    expect([...DEPOSIT_ADDRESS_CRYPTO].sort()).toEqual(['BCH', 'BTC', 'DOG', 'ETH', 'LTC', 'USDT']);
    const addresses = new Set<string>();
    for (const currency of DEPOSIT_ADDRESS_CRYPTO) {
      const res = await call(app, 'GET', `/api/player/payments/crypto_address?currency=${currency}`, { token });
      expect(res.statusCode, currency).toBe(200);
      addresses.add(cryptoAddressResponseSchema.parse(res.json()).address);
      expect(
        (await methods(token, currency, 'deposit')).map((m) => m.type),
        currency,
      ).toEqual(['crypto']);
    }
    expect(addresses.size).toBe(DEPOSIT_ADDRESS_CRYPTO.length);
    const fiat = await call(app, 'GET', '/api/player/payments/crypto_address?currency=EUR', { token });
    expect(fiat.statusCode).toBe(422);
    expect(fieldErrorsOf(fiat)).toEqual({ currency: ['has no deposit address'] });
  });

  it('PAY-26 VAL-16 CONST-41 an IBAN starting with LT adds the player to group 1101 and answers the Lithuania flag', async () => {
    const { id, token } = await player();
    const lt = await deposit(app, token, {
      amount_cents: 5000,
      currency: 'EUR',
      method_id: 'bank_transfer',
      iban: 'LT12 1000 0111 0100 1000',
    });
    expect(lt.lithuanian_iban).toBe(true);
    const groups = await app.db.select().from(playerGroups).where(eq(playerGroups.playerId, id));
    expect(groups.map((g) => g.groupId)).toContain(GROUPS.lithuanianIban);
    expect((await pushes(app, id, 'groups_updates')).at(-1)?.['groups']).toContain(GROUPS.lithuanianIban);
    const de = await deposit(app, token, {
      amount_cents: 5000,
      currency: 'EUR',
      method_id: 'bank_transfer',
      iban: 'DE89 3704 0044 0532 0130 00',
    });
    expect(de.lithuanian_iban).toBe(false);
  });

  it('PAY-26 VAL-10 VAL-11 VAL-12 VAL-14 VAL-15 refuses every bad input with a clear 422 and changes nothing', async () => {
    const { token } = await player();
    const before = await app.db.select({ n: count() }).from(payments);
    const base = { amount_cents: 5000, currency: 'EUR', method_id: 'visa', card: card() };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, amount_cents: 0 }, 'amount_cents', 'amount must be greater than 0'],
      [{ ...base, amount_cents: -100 }, 'amount_cents', 'amount must be greater than 0'],
      [{ ...base, amount_cents: 10.5 }, 'amount_cents', 'amount must be a whole number of minor units'],
      [{ ...base, amount_cents: 500_001 }, 'amount_cents', 'amount must be at most 500000'],
      [{ ...base, amount_cents: 999 }, 'amount_cents', 'amount must be at least 1000'],
      [{ ...base, card: card('4242424242424241') }, 'card.number', 'card number is invalid'],
      [{ ...base, card: card('4000050000000007') }, 'card.number', 'cards of this bank are not accepted'],
      [{ ...base, card: card(SANDBOX_CARDS.succeedsMastercard) }, 'card.number', 'card number does not belong to visa'],
      [{ ...base, card: card(SANDBOX_CARDS.succeeds, { expiry: '10/26' }) }, 'card.expiry', 'card has expired'],
      [{ ...base, card: card(SANDBOX_CARDS.succeeds, { expiry: '13/30' }) }, 'card.expiry', 'expiry must be MM/YY'],
      [{ ...base, method_id: 'bank_transfer', card: undefined, iban: 'LT12 1000 0111 0100 1001' }, 'iban', PAY_IBAN],
      [{ ...base, method_id: 'bank_transfer', card: undefined, iban: 'LT12-1000-0111-0100-1000' }, 'iban', PAY_IBAN],
      [{ ...base, method_id: 'paypal' }, 'method_id', 'is not an available payment method'],
      [{ ...base, currency: 'GBP' }, 'currency', 'is not enabled'],
      [{ ...base, card: undefined }, 'card', 'is required'],
      [{ ...base, card: card(SANDBOX_CARDS.succeeds, { holder: 'Ада Лавлейс' }) }, 'card.holder', 'use English letters only'],
      [{ ...base, card: card(SANDBOX_CARDS.succeeds, { holder: 'Zoë Ørsted' }) }, 'card.holder', 'use English letters only'],
      [
        { amount_cents: 2_000_000_050, currency: 'USDT', method_id: 'tether' },
        'amount_cents',
        'amount must be a multiple of 100',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(app, 'POST', '/api/player/payments/deposits', { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(fieldErrorsOf(res)[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await app.db.select({ n: count() }).from(payments)).toEqual(before);
    expect(await historyOf(app, token)).toEqual([]);
  });
});

describe('who may deposit', () => {
  const body = { amount_cents: 5000, currency: 'EUR', method_id: 'visa', card: card() };
  const from = (token: string, country: string, path: string, payload: Record<string, unknown>) =>
    call(app, 'POST', path, { token, body: payload, headers: { cookie: `casino_session=${token}; debug_country=${country}` } });

  it('PAY-03 a fiat deposit or withdrawal with the profile incomplete is 422 naming each empty field, and nothing is stored or moved', async () => {
    const bare = await register(app, `pay-bare-${++n}@example.com`);
    const all = ['first_name', 'last_name', 'date_of_birth', 'mobile_phone', 'country', 'city', 'address', 'postal_code'];
    const refused = await call(app, 'POST', '/api/player/payments/deposits', { token: bare.token, body });
    expect(refused.statusCode).toBe(422);
    const missing = fieldErrorsOf(refused);
    // Registration may have taken the country from the visitor's address; every other field is empty.
    expect(Object.keys(missing).sort()).toEqual(all.filter((f) => f !== 'country' || missing['country']).sort());
    for (const messages of Object.values(missing)) expect(messages).toEqual([PAYMENT_FIELD_REQUIRED]);
    // Half filled: only the rest is named.
    const partial = { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '10/12/1990', country: 'DE' };
    expect((await call(app, 'PATCH', '/api/player', { token: bare.token, body: partial })).statusCode).toBe(200);
    const still = await call(app, 'POST', '/api/player/payments/deposits', { token: bare.token, body });
    expect(fieldErrorsOf(still)).toEqual({
      mobile_phone: [PAYMENT_FIELD_REQUIRED],
      city: [PAYMENT_FIELD_REQUIRED],
      address: [PAYMENT_FIELD_REQUIRED],
      postal_code: [PAYMENT_FIELD_REQUIRED],
    });
    // The withdrawal asks the cashout context the same way, before any reserve.
    await app.services.wallet.deposit({ key: `pay-bare-funds-${n}`, playerId: bare.id, currency: 'EUR', amountCents: 5_000 });
    const cashout = await call(app, 'POST', '/api/player/payments/withdrawals', {
      token: bare.token,
      body: { amount_cents: 3_000, currency: 'EUR', method_id: 'bank_transfer', iban: 'DE89 3704 0044 0532 0130 00' },
    });
    expect(cashout.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(cashout)).sort()).toEqual(['address', 'city', 'mobile_phone', 'postal_code']);
    expect(await historyOf(app, bare.token)).toEqual([]);
    expect(await balanceOf(app, bare.token)).toEqual({ amount: 5_000, cashout: 5_000 });
    expect((await auditLedger(app.db)).ok).toBe(true);
    // Crypto asks nothing (PAY-03 is for fiat currencies); once filled in, the fiat deposit goes through.
    await deposit(app, bare.token, { amount_cents: 50_000, currency: 'BTC', method_id: 'bitcoin' });
    await fillPaymentProfile(app, bare.token);
    expect((await call(app, 'POST', '/api/player/payments/deposits', { token: bare.token, body })).statusCode).toBe(200);
  });

  it('PAY-26 a signed-in player in a restricted country cannot deposit (403, nothing stored) but can still withdraw', async () => {
    const { token } = await player();
    await deposit(app, token, { ...body, method_id: 'bank_transfer', card: undefined, iban: 'DE89 3704 0044 0532 0130 00' });
    await advance(app, STEP);
    await advance(app, STEP);
    expect((await balanceOf(app, token)).amount).toBe(5000);
    for (const country of ['AS', 'SE']) {
      const refused = await from(token, country, '/api/player/payments/deposits', body);
      expect(refused.statusCode, country).toBe(403);
      expect(errorOf(refused)).toBe(PAYMENT_MESSAGES.restrictedCountry);
    }
    expect((await historyOf(app, token)).filter((p) => p.action === 'deposit')).toHaveLength(1);
    expect((await from(token, 'DE', '/api/player/payments/deposits', body)).statusCode).toBe(200);
    const withdrawn = await from(token, 'AS', '/api/player/payments/withdrawals', {
      amount_cents: 4000,
      currency: 'EUR',
      method_id: 'bank_transfer',
      iban: 'DE89 3704 0044 0532 0130 00',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await balanceOf(app, token)).amount).toBe(1000);
  });

  it('GIFT-14 ROLE-06 refuses a deposit gift from a multi-account player, one who may not get bonuses or one holding a bonus code', async () => {
    const multi = await player();
    await app.db.insert(playerGroups).values({ playerId: multi.id, groupId: GROUPS.multiAccount, createdAt: app.clock.now() });
    const noBonuses = await player();
    await app.db.update(players).set({ canIssueBonuses: false }).where(eq(players.id, noBonuses.id));
    const withCode = await player();
    await app.db.update(players).set({ depositBonusCode: 'WELCOME' }).where(eq(players.id, withCode.id));
    for (const { token } of [multi, noBonuses, withCode]) {
      const res = await call(app, 'POST', '/api/player/payments/deposits', {
        token,
        body: { ...body, deposit_bonus: 'welcome' },
      });
      expect(res.statusCode).toBe(422);
      expect(fieldErrorsOf(res)).toEqual({ deposit_bonus: ['deposit gifts are not available for this account'] });
      expect(await historyOf(app, token)).toEqual([]);
      // Without the gift the same deposit goes through.
      expect((await deposit(app, token, body)).payment.state).toBe('pending');
    }
    const ordinary = await player();
    const gifted = await deposit(app, ordinary.token, { ...body, deposit_bonus: 'welcome' });
    const [row] = await app.db.select().from(payments).where(eq(payments.id, gifted.payment.id));
    expect(row?.details).toMatchObject({ deposit_bonus: 'welcome' });
  });
});

const PAY_IBAN = 'IBAN may contain only letters, digits and spaces and must be a valid account number';

describe('POST /api/player/payments/withdrawals and recall', () => {
  async function funded(amount = 100_000) {
    const p = await player();
    await deposit(app, p.token, {
      amount_cents: amount,
      currency: 'EUR',
      method_id: 'bank_transfer',
      iban: 'DE89 3704 0044 0532 0130 00',
    });
    await advance(app, STEP);
    await advance(app, STEP);
    return p;
  }
  const withdraw = (token: string, amount: number) =>
    call(app, 'POST', '/api/player/payments/withdrawals', {
      token,
      body: { amount_cents: amount, currency: 'EUR', method_id: 'bank_transfer', iban: 'DE89 3704 0044 0532 0130 00' },
    });

  it('PAY-19 PAY-20 reserves at once, is recallable while reserved, and a recall returns the money', async () => {
    const { id, token } = await funded();
    const res = await withdraw(token, 30_055);
    expect(res.statusCode, res.body).toBe(200);
    const { payment } = withdrawalResponseSchema.parse(res.json());
    expect(payment).toMatchObject({ action: 'cashout', state: 'reserved', recallable: true });
    expect(await balanceOf(app, token)).toEqual({ amount: 69_945, cashout: 69_945 });
    await advance(app, STEP * 10);
    const recalled = await call(app, 'POST', `/api/player/payments/${payment.id}/recall`, { token });
    expect(recalled.statusCode).toBe(200);
    expect(paymentHistoryItemSchema.parse(recalled.json())).toMatchObject({ state: 'recalled', recallable: false });
    expect(await balanceOf(app, token)).toEqual({ amount: 100_000, cashout: 100_000 });
    expect((await pushes(app, id, 'payments_changes')).filter((d) => d['id'] === payment.id).map((d) => d['state'])).toEqual([
      'reserved',
      'recalled',
    ]);
    // Recalled twice: 409, nothing moves.
    expect((await call(app, 'POST', `/api/player/payments/${payment.id}/recall`, { token })).statusCode).toBe(409);
    expect(await balanceOf(app, token)).toEqual({ amount: 100_000, cashout: 100_000 });
  });

  it('PAY-19 pays out on succeeded, releases on rejected and on declined; a payout on its way cannot be recalled', async () => {
    const { token } = await funded();
    const paid = withdrawalResponseSchema.parse((await withdraw(token, 20_000)).json()).payment;
    const rejected = withdrawalResponseSchema.parse((await withdraw(token, 10_013)).json()).payment;
    const declined = withdrawalResponseSchema.parse((await withdraw(token, 10_031)).json()).payment;
    expect((await balanceOf(app, token)).amount).toBe(100_000 - 40_044);
    await advance(app, STEP);
    expect((await call(app, 'POST', `/api/player/payments/${paid.id}/recall`, { token })).statusCode).toBe(409);
    await advance(app, STEP);
    const states = new Map((await historyOf(app, token)).map((p) => [p.id, p.state]));
    expect([states.get(paid.id), states.get(rejected.id), states.get(declined.id)]).toEqual([
      'succeeded',
      'rejected',
      'declined',
    ]);
    expect(await balanceOf(app, token)).toEqual({ amount: 80_000, cashout: 80_000 });
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PAY-14 VAL-13 withdraws only real money: more than available_to_cashout is refused with 422 and changes nothing', async () => {
    const { id, token } = await funded(10_000);
    await app.services.wallet.grantBonus({
      key: `bonus-${id}`,
      playerId: id,
      currency: 'EUR',
      amountCents: 50_000,
      wageringRequiredCents: 0,
    });
    const res = await withdraw(token, 20_000);
    expect(res.statusCode).toBe(422);
    expect(fieldErrorsOf(res)).toEqual({ amount_cents: ['not enough money'] });
    const crypto = await call(app, 'POST', '/api/player/payments/withdrawals', {
      token,
      body: { amount_cents: 20_000, currency: 'BTC', method_id: 'bitcoin', address: 'not-an-address' },
    });
    expect(crypto.statusCode).toBe(422);
    expect(await balanceOf(app, token)).toEqual({ amount: 60_000, cashout: 10_000 });
    expect((await historyOf(app, token)).filter((p) => p.action === 'cashout')).toEqual([]);
  });

  /** Runs `during` right after the wallet reserved a withdrawal, before the provider hears of it. */
  function inReserveWindow(during: () => Promise<void>, fail?: Error) {
    const wallet = app.services.wallet;
    const reserve = wallet.reserve.bind(wallet);
    vi.spyOn(wallet, 'reserve').mockImplementationOnce(async (input) => {
      const done = await reserve(input);
      await during();
      if (fail) throw fail;
      return done;
    });
  }
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('PAY-20 PAY-19 a withdrawal still being requested cannot be recalled, and one the sweep canceled meanwhile is never paid out', async () => {
    const { token } = await funded();
    const payouts = vi.spyOn(app.services.payments.sandbox, 'startPayout');
    const recalls: number[] = [];
    inReserveWindow(async () => {
      const [open] = await historyOf(app, token);
      expect(open).toMatchObject({ action: 'cashout', state: 'pending', recallable: false });
      recalls.push((await call(app, 'POST', `/api/player/payments/${open?.id}/recall`, { token })).statusCode);
    });
    const first = withdrawalResponseSchema.parse((await withdraw(token, 10_055)).json()).payment;
    expect(recalls).toEqual([409]);
    expect(first).toMatchObject({ state: 'reserved', recallable: true });
    expect(payouts).toHaveBeenCalledTimes(1);
    // Once reserved it is recalled, and its money comes back once.
    expect((await call(app, 'POST', `/api/player/payments/${first.id}/recall`, { token })).statusCode).toBe(200);
    expect(await balanceOf(app, token)).toEqual({ amount: 100_000, cashout: 100_000 });

    // The crash sweep cancels the row between the reserve and the payout request.
    inReserveWindow(async () => {
      app.clock.advance(11 * 60 * 1000);
      await app.services.payments.runJobs();
    });
    const second = withdrawalResponseSchema.parse((await withdraw(token, 10_055)).json()).payment;
    expect(second).toMatchObject({ state: 'canceled', recallable: false });
    expect(payouts).toHaveBeenCalledTimes(1);
    await advance(app, STEP * 10);
    expect((await historyOf(app, token)).find((p) => p.id === second.id)?.state).toBe('canceled');
    expect(await balanceOf(app, token)).toEqual({ amount: 100_000, cashout: 100_000 });
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PAY-19 a reserve that fails after it committed leaves the payment for the sweep, which releases the money', async () => {
    const { token } = await funded();
    inReserveWindow(async () => undefined, new Error('connection lost after COMMIT'));
    const res = await withdraw(token, 10_055);
    expect(res.statusCode).toBe(500);
    const [left] = (await historyOf(app, token)).filter((p) => p.action === 'cashout');
    expect(left).toMatchObject({ state: 'pending', recallable: false });
    expect((await balanceOf(app, token)).amount).toBe(100_000 - 10_055);
    await advance(app, 11 * 60 * 1000);
    expect((await historyOf(app, token)).find((p) => p.id === left?.id)?.state).toBe('canceled');
    expect(await balanceOf(app, token)).toEqual({ amount: 100_000, cashout: 100_000 });
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PAY-20 recalling, reading or paying with another player\u2019s payment answers 404 and changes nothing', async () => {
    const owner = await funded();
    const thief = await funded();
    const { payment } = withdrawalResponseSchema.parse((await withdraw(owner.token, 10_055)).json());
    expect((await call(app, 'POST', `/api/player/payments/${payment.id}/recall`, { token: thief.token })).statusCode).toBe(404);
    expect(
      (await call(app, 'POST', `/api/player/payments/${payment.id}/challenge`, { token: thief.token, body: { code: '1234' } }))
        .statusCode,
    ).toBe(404);
    expect((await call(app, 'POST', '/api/player/payments/999999999/recall', { token: thief.token })).statusCode).toBe(404);
    expect((await historyOf(app, thief.token)).map((p) => p.id)).not.toContain(payment.id);
    expect((await historyOf(app, owner.token)).find((p) => p.id === payment.id)).toMatchObject({
      state: 'reserved',
      recallable: true,
    });
    expect(await balanceOf(app, owner.token)).toEqual({ amount: 89_945, cashout: 89_945 });
    expect(await balanceOf(app, thief.token)).toEqual({ amount: 100_000, cashout: 100_000 });
  });
});

describe('GET /api/player/payments', () => {
  it('PAY-18 pages the history newest first', async () => {
    const { token } = await player();
    for (const amount of [1000, 2000, 3000]) {
      await deposit(app, token, {
        amount_cents: amount,
        currency: 'EUR',
        method_id: 'visa',
        card: card(SANDBOX_CARDS.staysPending),
      });
    }
    const res = await call(app, 'GET', '/api/player/payments?page=2&per_page=2', { token });
    expect(res.json()).toMatchObject({
      data: [{ amount_cents: 1000 }],
      pagination: { current_page: 2, prev_page: 1, next_page: null, total_pages: 2, total_count: 3 },
    });
    expect((await historyOf(app, token)).map((p) => p.amount_cents)).toEqual([3000, 2000, 1000]);
  });
});

describe('POST /api/users/transaction', () => {
  it('PAY-23 API-066 stores the fraud data with card bin (6 digits) and last 4 only, and refuses a full card number', async () => {
    const { id, token } = await player();
    const body = {
      country: 'DE',
      first_name: 'Ada',
      last_name: 'Lovelace',
      dfpc: 'fp-123',
      card_bin: '424242',
      card_last4: '4242',
      expiry: '12/30',
      holder: 'Ada Lovelace',
      amount_cents: 5000,
      currency: 'EUR',
      payment_system: 'visa',
      type: 'transaction',
      custom_player_status: 'regular',
    };
    expect((await call(app, 'POST', '/api/users/transaction', { token, body })).statusCode).toBe(200);
    const full = await call(app, 'POST', '/api/users/transaction', {
      token,
      body: { ...body, card_number: SANDBOX_CARDS.succeeds },
    });
    expect(full.statusCode).toBe(422);
    expect(fieldErrorsOf(full)).toEqual({ card_number: ['is not allowed'] });
    const binTooLong = await call(app, 'POST', '/api/users/transaction', {
      token,
      body: { ...body, card_bin: SANDBOX_CARDS.succeeds },
    });
    expect(binTooLong.statusCode).toBe(422);
    const eightDigits = await call(app, 'POST', '/api/users/transaction', { token, body: { ...body, card_bin: '42424242' } });
    expect(fieldErrorsOf(eightDigits)).toEqual({ card_bin: ['must be the first 6 digits'] });
    const rows = await app.db.select().from(fraudTransactions).where(eq(fraudTransactions.playerId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cardBin: '424242', cardLast4: '4242', type: 'transaction', amountCents: 5000 });
    expect(JSON.stringify(rows)).not.toContain(SANDBOX_CARDS.succeeds);
    // The table itself keeps 6 digits only, whatever writes to it (migration 0010).
    const [stored] = rows;
    if (!stored) throw new Error('the fraud row is missing');
    const { id: _id, ...row } = stored;
    const refused = await app.db
      .insert(fraudTransactions)
      .values({ ...row, cardBin: '42424242' })
      .then(
        () => null,
        (err: Error & { cause?: Error }) => `${err.message} ${err.cause?.message ?? ''}`,
      );
    expect(refused).toContain('fraud_transactions_masked_check');
    expect(await app.db.select().from(fraudTransactions).where(eq(fraudTransactions.playerId, id))).toHaveLength(1);
  });
});
