import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAMLESS_SIGNATURE_HEADER, seamlessErrorSchema, seamlessResponseSchema } from '@casino/contracts';
import { ACCOUNT_ENV, call, register } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { bodyOf, injectFrom } from '../../test/http';
import { auditLedger } from '../../wallet';
import { SeamlessError } from './seamless';
import { GAME_SESSION_IDLE_MS, INHOUSE_PROVIDER } from './sessions';
import { DEV_SEAMLESS_SECRET, signSeamless } from './signature';
import { balanceOf, completeProfile, fund, gameOf, launch } from '../../test/play';

let app: TestApp;
let ada: { id: number; token: string };
let bob: { id: number; token: string };
let session: string;
let bobSession: string;

beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  ada = await register(app, 'ada@example.com');
  bob = await register(app, 'bob@example.com');
  await completeProfile(app, ada.token);
  await completeProfile(app, bob.token);
  await fund(app, ada.id, 10_000);
  await fund(app, bob.id, 10_000);
  const dice = await gameOf(app, 'dice');
  session = (await launch(app, ada.token, dice, 'real')).session;
  bobSession = (await launch(app, bob.token, dice, 'real')).session;
});
afterAll(async () => {
  await app?.close();
});

/** A signed call of an external provider. */
function seamless(path: string, body: Record<string, unknown>, signature?: string) {
  const payload = JSON.stringify(body);
  return injectFrom(app.fastify, {
    method: 'POST',
    url: `/api/seamless/${path}`,
    headers: {
      'content-type': 'application/json',
      [SEAMLESS_SIGNATURE_HEADER]: signature ?? signSeamless(DEV_SEAMLESS_SECRET, payload),
    },
    payload,
  });
}
const codeOf = (res: Awaited<ReturnType<typeof seamless>>) => bodyOf(res, seamlessErrorSchema).code;
let seq = 0;
const txid = (kind: string) => `${kind}-${++seq}`;
const bet = (transaction_id: string, amount_cents = 100, extra: Record<string, unknown> = {}) =>
  seamless('bet', {
    session,
    player_id: ada.id,
    transaction_id,
    round_id: `r-${transaction_id}`,
    amount_cents,
    currency: 'EUR',
    ...extra,
  });
const win = (transaction_id: string, bet_transaction_id: string, amount_cents = 250) =>
  seamless('win', {
    session,
    player_id: ada.id,
    transaction_id,
    round_id: 'r',
    bet_transaction_id,
    amount_cents,
    currency: 'EUR',
  });
const rollback = (transaction_id: string, bet_transaction_id: string) =>
  seamless('rollback', { session, player_id: ada.id, transaction_id, round_id: 'r', bet_transaction_id });

describe('POST /api/seamless/*', () => {
  it('PLAY-05 answers the balance of a signed call and refuses an unsigned or forged one', async () => {
    const res = await seamless('balance', { session, player_id: ada.id });
    expect(bodyOf(res, seamlessResponseSchema)).toEqual({ balance_cents: 10_000, currency: 'EUR' });
    const forged = await seamless('balance', { session, player_id: ada.id }, 'ab'.repeat(32));
    expect(forged.statusCode).toBe(401);
    expect(codeOf(forged)).toBe('invalid_signature');
  });

  it('PLAY-05 a bet is applied once: a repeat gets the first answer, the same id with other data is a duplicate', async () => {
    const before = await balanceOf(app, ada.id);
    const id = txid('bet');
    const first = bodyOf(await bet(id), seamlessResponseSchema);
    expect(first.balance_cents).toBe(before - 100);
    expect(bodyOf(await bet(id), seamlessResponseSchema)).toEqual(first);
    const other = await bet(id, 200);
    expect(other.statusCode).toBe(409);
    expect(codeOf(other)).toBe('duplicate_transaction');
    expect(await balanceOf(app, ada.id)).toBe(before - 100);
  });

  it('PLAY-05 a win settles its bet; a win for an unknown bet gets bet_not_found', async () => {
    const before = await balanceOf(app, ada.id);
    const b = txid('bet');
    await bet(b);
    const w = txid('win');
    expect(bodyOf(await win(w, b), seamlessResponseSchema).balance_cents).toBe(before + 150);
    expect(bodyOf(await win(w, b), seamlessResponseSchema).balance_cents).toBe(before + 150);
    const unknown = await win(txid('win'), 'never-placed');
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('bet_not_found');
    // A rollback after settlement is refused.
    const late = await rollback(txid('rb'), b);
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('already_settled');
    expect(await balanceOf(app, ada.id)).toBe(before + 150);
  });

  it('PLAY-05 an external bet may take several wins (feature rounds): each new id is credited once, then no rollback', async () => {
    const before = await balanceOf(app, ada.id);
    const b = txid('bet');
    await bet(b, 100);
    const base = txid('win');
    const feature = txid('win');
    expect(bodyOf(await win(base, b, 250), seamlessResponseSchema).balance_cents).toBe(before - 100 + 250);
    const second = bodyOf(await win(feature, b, 50), seamlessResponseSchema);
    expect(second.balance_cents).toBe(before - 100 + 300);
    expect(bodyOf(await win(feature, b, 50), seamlessResponseSchema)).toEqual(second);
    const late = await rollback(txid('rb'), b);
    expect([late.statusCode, codeOf(late)]).toEqual([409, 'already_settled']);
    expect(await balanceOf(app, ada.id)).toBe(before + 200);
  });

  it('PLAY-05 an in-house bet takes one win: a second win under a new id is refused with already_settled and pays nothing', async () => {
    const { seamless: wallet, sessions } = app.services.play;
    const game = { provider: INHOUSE_PROVIDER, session: { id: (await sessions.resolve(session, false)).id }, playerId: ada.id };
    const before = await balanceOf(app, ada.id);
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => 'paid',
        (err: unknown) => (err instanceof SeamlessError ? `${err.statusCode} ${err.code}` : String(err)),
      );
    const winOf = (transactionId: string, betTransactionId: string, amountCents: number) =>
      wallet.win({ ...game, transactionId, betTransactionId, roundRef: betTransactionId, amountCents, currency: 'EUR' });
    const betOf = (transactionId: string) =>
      wallet.bet({ ...game, transactionId, roundRef: transactionId, amountCents: 100, currency: 'EUR' });

    await betOf('inhouse-won-bet');
    await winOf('inhouse-won-win', 'inhouse-won-bet', 250);
    expect(await refusal(winOf('inhouse-won-win', 'inhouse-won-bet', 250))).toBe('paid');
    expect(await refusal(winOf('inhouse-won-win-again', 'inhouse-won-bet', 250))).toBe('409 already_settled');
    // A round closed with a win of 0 is settled too.
    await betOf('inhouse-lost-bet');
    await winOf('inhouse-lost-win', 'inhouse-lost-bet', 0);
    expect(await refusal(winOf('inhouse-lost-win-2', 'inhouse-lost-bet', 500))).toBe('409 already_settled');
    // Two wins under different ids at once: exactly one is paid.
    await betOf('inhouse-race-bet');
    const raced = await Promise.all(
      Array.from({ length: 6 }, (_, i) => refusal(winOf(`inhouse-race-win-${i}`, 'inhouse-race-bet', 300))),
    );
    expect(raced.filter((r) => r === 'paid')).toHaveLength(1);
    expect(raced.filter((r) => r === '409 already_settled')).toHaveLength(5);
    expect(await balanceOf(app, ada.id)).toBe(before - 300 + 250 + 300);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PLAY-05 a rollback gives the stake back once, a duplicate rollback is acknowledged without a second credit', async () => {
    const before = await balanceOf(app, ada.id);
    const b = txid('bet');
    await bet(b, 300);
    const r = txid('rb');
    expect(bodyOf(await rollback(r, b), seamlessResponseSchema).balance_cents).toBe(before);
    expect(bodyOf(await rollback(r, b), seamlessResponseSchema).balance_cents).toBe(before);
    expect((await rollback(txid('rb'), b)).statusCode).toBe(200);
    expect(await balanceOf(app, ada.id)).toBe(before);
    // A win for a rolled-back bet is refused.
    const w = await win(txid('win'), b);
    expect(w.statusCode).toBe(409);
  });

  it('PLAY-05 two rollbacks of one bet under different ids at once are both acknowledged, and the stake comes back once', async () => {
    const before = await balanceOf(app, ada.id);
    const b = txid('bet');
    await bet(b, 700);
    const answers = await Promise.all([rollback(txid('rb'), b), rollback(txid('rb'), b), rollback(txid('rb'), b)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await balanceOf(app, ada.id)).toBe(before);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PLAY-05 a win of 0 closes a lost round: accepted, repeatable, and a later rollback is refused', async () => {
    const before = await balanceOf(app, ada.id);
    const b = txid('bet');
    await bet(b, 200);
    const w = txid('win');
    const closed = await win(w, b, 0);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(bodyOf(closed, seamlessResponseSchema).balance_cents).toBe(before - 200);
    expect(bodyOf(await win(w, b, 0), seamlessResponseSchema).balance_cents).toBe(before - 200);
    const late = await rollback(txid('rb'), b);
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('already_settled');
    expect((await win(txid('win'), b, -1)).statusCode).toBe(422);
    expect(await balanceOf(app, ada.id)).toBe(before - 200);
  });

  it('PLAY-05 a stake the wallet took before a crash lost its record is given back exactly once by the rollback', async () => {
    const before = await balanceOf(app, ada.id);
    const b = txid('bet');
    // The kill window: the wallet debited the bet under its key, the process died before recording it.
    await app.services.wallet.bet({ key: `seamless:external:${b}`, playerId: ada.id, currency: 'EUR', amountCents: 450 });
    expect(await balanceOf(app, ada.id)).toBe(before - 450);
    const r = txid('rb');
    expect(bodyOf(await rollback(r, b), seamlessResponseSchema).balance_cents).toBe(before);
    // Repeated, or under another id, or racing twins: never a second credit.
    expect(bodyOf(await rollback(r, b), seamlessResponseSchema).balance_cents).toBe(before);
    expect((await rollback(txid('rb'), b)).statusCode).toBe(200);
    // The provider's retry of the bet is refused, and takes nothing.
    const retry = await bet(b, 450);
    expect(retry.statusCode).toBe(409);
    expect(codeOf(retry)).toBe('bet_rolled_back');
    expect(await balanceOf(app, ada.id)).toBe(before);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PLAY-05 two tabs betting at once on one wallet: exactly what the balance covers is taken, the rest is insufficient_funds', async () => {
    const carol = await register(app, 'carol@example.com');
    await completeProfile(app, carol.token);
    await fund(app, carol.id, 2_000);
    const dice = await gameOf(app, 'dice');
    const tabs = [(await launch(app, carol.token, dice, 'real')).session, (await launch(app, carol.token, dice, 'real')).session];
    // 2 tabs x 15 bets of 1.00 at once against 20.00: the wallet lock lets exactly 20 through.
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        seamless('bet', {
          session: tabs[i % 2],
          player_id: carol.id,
          transaction_id: txid('tab'),
          round_id: `tab-${i}`,
          amount_cents: 100,
          currency: 'EUR',
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(20);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => [r.statusCode, codeOf(r)])).toEqual(Array.from({ length: 10 }, () => [409, 'insufficient_funds']));
    expect(await balanceOf(app, carol.id)).toBe(0);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PLAY-05 a rollback that arrives before its bet is recorded, and the late bet is refused', async () => {
    const before = await balanceOf(app, ada.id);
    const b = txid('bet');
    expect((await rollback(txid('rb'), b)).statusCode).toBe(200);
    const late = await bet(b);
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('bet_rolled_back');
    expect(await balanceOf(app, ada.id)).toBe(before);
  });

  it('PLAY-05 CONST-17 CONST-18 bad input: over the balance, bad amounts, another currency, another player’s session', async () => {
    const before = await balanceOf(app, ada.id);
    const over = await bet(txid('bet'), 1_000_000);
    expect([over.statusCode, codeOf(over)]).toEqual([409, 'insufficient_funds']);
    const threshold = await bet(txid('bet'), 6_000_001);
    expect([threshold.statusCode, codeOf(threshold)]).toEqual([422, 'invalid_amount']);
    for (const amount of [-1, 0, 1.5]) expect((await bet(txid('bet'), amount)).statusCode).toBe(422);
    const currency = await bet(txid('bet'), 100, { currency: 'USD' });
    expect([currency.statusCode, codeOf(currency)]).toEqual([422, 'currency_mismatch']);
    const stolen = await bet(txid('bet'), 100, { session: bobSession });
    expect([stolen.statusCode, codeOf(stolen)]).toEqual([403, 'player_mismatch']);
    expect(await balanceOf(app, ada.id)).toBe(before);
    expect(await balanceOf(app, bob.id)).toBe(10_000);
  });

  it("PLAY-05 LIM-10 a bet over the player's loss limit is refused with limit_reached and moves no money", async () => {
    const limit = await call(app, 'POST', '/api/user_limits', {
      token: bob.token,
      body: { type: 'loss', period: 'day', currency: 'EUR', amount_cents: 150 },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const bobBet = (transaction_id: string) =>
      seamless('bet', {
        session: bobSession,
        player_id: bob.id,
        transaction_id,
        round_id: `r-${transaction_id}`,
        amount_cents: 100,
        currency: 'EUR',
      });
    expect((await bobBet(txid('bob'))).statusCode).toBe(200);
    const over = await bobBet(txid('bob'));
    expect([over.statusCode, codeOf(over)]).toEqual([403, 'limit_reached']);
    expect(await balanceOf(app, bob.id)).toBe(10_000 - 100);
  });

  it('PLAY-05 after the session expired, bets are refused but wins and rollbacks are still accepted', async () => {
    const before = await balanceOf(app, ada.id);
    const b1 = txid('bet');
    const b2 = txid('bet');
    await bet(b1);
    await bet(b2);
    app.clock.advance(GAME_SESSION_IDLE_MS + 1_000);
    const expired = await bet(txid('bet'));
    expect([expired.statusCode, codeOf(expired)]).toEqual([401, 'session_expired']);
    expect((await win(txid('win'), b1, 500)).statusCode).toBe(200);
    expect((await rollback(txid('rb'), b2)).statusCode).toBe(200);
    expect(await balanceOf(app, ada.id)).toBe(before - 100 + 500);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });
});
