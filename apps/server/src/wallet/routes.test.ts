import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, accountsResponseSchema, balanceView } from '@casino/contracts';
import { SESSION_COOKIE } from '../auth';
import { createTestApp, type TestApp } from '../test/app';
import { XHR, bodyOf, errorOf, fieldErrorsOf, injectFrom } from '../test/http';
import { createPlayer } from '../test/players';
import { connect, listen } from '../test/realtime';

let app: TestApp;
let seq = 0;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A player with a live session; returns the id and the cookie header. */
async function signedIn(): Promise<{ playerId: number; cookie: string }> {
  seq += 1;
  const playerId = await createPlayer(app.db, `wallet-route-${seq}@example.com`);
  const { token } = await app.services.sessions.create(playerId);
  return { playerId, cookie: `${SESSION_COOKIE}=${token}` };
}
const call = (options: InjectOptions) => injectFrom(app.fastify, options);
const list = (cookie?: string) => call({ url: '/api/player/accounts?compatibility', headers: cookie ? { cookie } : {} });
const choose = (cookie: string | undefined, currency: unknown) =>
  call({
    method: 'POST',
    url: '/api/player/accounts',
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
    payload: { currency },
  });

describe('GET /api/player/accounts', () => {
  it('API-024 PAY-16 answers 401 { error } without a session', async () => {
    const res = await list();
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toBe('You need to sign in or sign up before continuing.');
    expect((await list(`${SESSION_COOKIE}=forged`)).statusCode).toBe(401);
  });

  it("API-024 PAY-14 lists the player's own wallets with total, cashout part and wagering, never cached", async () => {
    const { playerId, cookie } = await signedIn();
    const other = await signedIn();
    expect(bodyOf(await list(cookie), accountsResponseSchema)).toEqual([]);
    await app.services.wallet.openAccount(playerId, 'EUR');
    await app.services.wallet.deposit({ key: `route-dep-${playerId}`, playerId, currency: 'EUR', amountCents: 3_000 });
    await app.services.wallet.grantBonus({
      key: `route-bonus-${playerId}`,
      playerId,
      currency: 'EUR',
      amountCents: 1_000,
      wageringRequiredCents: 30_000,
    });
    await app.services.wallet.openAccount(other.playerId, 'USD');
    const res = await list(cookie);
    expect(res.headers['cache-control']).toBe('no-store');
    const [account, ...rest] = bodyOf(res, accountsResponseSchema);
    expect(rest).toEqual([]);
    expect(account).toMatchObject({
      currency: 'EUR',
      active: true,
      amount_cents: 4_000,
      available_to_cashout_cents: 3_000,
      total_wagering_cents: 30_000,
      wagered_cents: 0,
    });
    if (!account) throw new Error('no account');
    expect(balanceView(account)).toMatchObject({
      real_cents: 3_000,
      bonus_cents: 1_000,
      common_cents: 4_000,
      wagering_percent: 0,
    });
  });
});

describe('POST /api/player/accounts', () => {
  it('API-025 PAY-17 opens the wallet of a currency and makes it the active one', async () => {
    const { cookie } = await signedIn();
    const eur = bodyOf(await choose(cookie, 'EUR'), accountSchema);
    expect(eur).toMatchObject({ currency: 'EUR', active: true, amount_cents: 0, available_to_cashout_cents: 0 });
    const btc = bodyOf(await choose(cookie, 'BTC'), accountSchema);
    expect(btc).toMatchObject({ currency: 'BTC', active: true });
    expect(bodyOf(await choose(cookie, 'EUR'), accountSchema)).toMatchObject({ id: eur.id, active: true });
    expect(bodyOf(await list(cookie), accountsResponseSchema).map((a) => [a.currency, a.active])).toEqual([
      ['EUR', true],
      ['BTC', false],
    ]);
  });

  it('API-025 CONST-10 refuses a currency that is not enabled with 422 on currency, and opens nothing', async () => {
    const { cookie } = await signedIn();
    const gbp = await choose(cookie, 'GBP');
    expect(gbp.statusCode).toBe(422);
    expect(fieldErrorsOf(gbp)).toEqual({ currency: ['is not enabled'] });
    const current = await app.services.config.get('currency-config');
    await app.services.config.set('currency-config', { ...current, enabled: current.enabled.filter((c) => c !== 'DOG') });
    try {
      expect(fieldErrorsOf(await choose(cookie, 'DOG'))).toEqual({ currency: ['is not enabled'] });
    } finally {
      await app.services.config.set('currency-config', current);
    }
    expect(fieldErrorsOf(await choose(cookie, 'eur'))).toEqual({ currency: ['is not a currency code'] });
    expect(bodyOf(await list(cookie), accountsResponseSchema)).toEqual([]);
  });

  it('API-025 answers 401 { error } without a session, and 403 without X-Requested-With', async () => {
    expect((await choose(undefined, 'EUR')).statusCode).toBe(401);
    const { cookie } = await signedIn();
    const res = await call({
      method: 'POST',
      url: '/api/player/accounts',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { currency: 'EUR' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('API-025 two selections at once leave exactly one active wallet', async () => {
    const { cookie } = await signedIn();
    await Promise.all(['EUR', 'USD', 'BTC', 'ETH', 'EUR', 'USD'].map((c) => choose(cookie, c)));
    const accounts = bodyOf(await list(cookie), accountsResponseSchema);
    expect(accounts).toHaveLength(4);
    expect(accounts.filter((a) => a.active)).toHaveLength(1);
  });
});

describe('balance channel', () => {
  it('PAY-16 pushes { currency, amount_cents, available_to_cashout_cents } to the player after a movement commits', async () => {
    const url = await listen(app);
    seq += 1;
    const playerId = await createPlayer(app.db, `wallet-realtime-${seq}@example.com`);
    const { token } = await app.services.sessions.create(playerId);
    const client = await connect(url, token);
    try {
      expect((await client.subscribe(['balance'])).subscribed).toEqual(['balance']);
      // Resolves at the second balance message; the test's timeout bounds the wait.
      const two = new Promise<unknown[]>((resolve) => {
        const seen: unknown[] = [];
        client.socket.on('balance', (data: unknown) => {
          seen.push(data);
          if (seen.length === 2) resolve(seen);
        });
      });
      await app.services.wallet.openAccount(playerId, 'EUR');
      await app.services.wallet.deposit({ key: `realtime-dep-${playerId}`, playerId, currency: 'EUR', amountCents: 2_500 });
      await app.services.wallet.grantBonus({
        key: `realtime-bonus-${playerId}`,
        playerId,
        currency: 'EUR',
        amountCents: 500,
        wageringRequiredCents: 0,
      });
      await app.services.outbox.drain();
      expect(await two).toEqual([
        { currency: 'EUR', amount_cents: 2_500, available_to_cashout_cents: 2_500 },
        { currency: 'EUR', amount_cents: 3_000, available_to_cashout_cents: 2_500 },
      ]);
    } finally {
      client.close();
    }
  });
});
