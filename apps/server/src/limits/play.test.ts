import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, limitChangeResponseSchema, limitsResponseSchema } from '@casino/contracts';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf } from '../test/http';
import { pushes } from '../test/payments';
import { LimitError } from './errors';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
/** A registered player with 1,000.00 EUR to play with. */
async function funded(extra: Record<string, unknown> = {}) {
  counter += 1;
  const email = `limits-play-${counter}@example.com`;
  const { id, token } = await register(app, email, extra);
  await app.services.wallet.openAccount(id, 'EUR');
  await app.services.wallet.credit({ key: `limits-play:${id}`, playerId: id, currency: 'EUR', amountCents: 100_000 });
  return { id, token, email };
}
async function setLimit(token: string, body: Record<string, unknown>) {
  const res = await call(app, 'POST', '/api/user_limits', { token, body });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, limitChangeResponseSchema);
}
let betNo = 0;
const bet = (playerId: number, amountCents: number) =>
  app.services.wallet.bet({ key: `limits-bet:${++betNo}`, playerId, currency: 'EUR', amountCents });
const usage = async (token: string) =>
  bodyOf(await call(app, 'GET', '/api/user_limits', { token }), limitsResponseSchema).map((l) => ({
    type: l.type,
    used: l.accounts[0]?.current_value_amount_cents,
    reached: l.reached,
  }));

describe('limits in the bet path', () => {
  it('LIM-10 concurrent bets never cross a loss limit: exactly the stakes that fit are taken', async () => {
    const { id, token } = await funded();
    await setLimit(token, { type: 'loss', period: 'day', currency: 'EUR', amount_cents: 1_000 });
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => bet(id, 100)));
    const taken = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as unknown);
    expect(taken).toHaveLength(10);
    expect(refused).toHaveLength(15);
    for (const reason of refused) expect(reason).toMatchObject({ statusCode: 403, message: LIMIT_MESSAGES.lossLimit });
    expect(await usage(token)).toEqual([{ type: 'loss', used: 1_000, reached: true }]);
    const [account] = await app.services.wallet.getAccounts(id);
    expect(account?.amount_cents).toBe(100_000 - 1_000);
  });

  it('LIM-10 a win lowers the loss, so play can go on; a wager limit counts every stake', async () => {
    const { id, token } = await funded();
    await setLimit(token, { type: 'loss', period: 'week', currency: 'EUR', amount_cents: 500 });
    await setLimit(token, { type: 'wager', period: 'day', currency: 'EUR', amount_cents: 1_000 });
    const first = await bet(id, 500);
    await expect(bet(id, 100)).rejects.toMatchObject({ message: LIMIT_MESSAGES.lossLimit });
    await app.services.wallet.win({
      key: `limits-win:${id}`,
      playerId: id,
      currency: 'EUR',
      amountCents: 400,
      betTransactionId: first.transactionId,
    });
    // Net loss 100 now: 400 more fit the loss limit, and 900 staked in all fit the wager limit.
    await bet(id, 400);
    await expect(bet(id, 200)).rejects.toMatchObject({ message: LIMIT_MESSAGES.wagerLimit });
    expect(await usage(token)).toEqual([
      { type: 'loss', used: 500, reached: true },
      { type: 'wager', used: 900, reached: false },
    ]);
    expect((await pushes(app, id, 'game_limits')).at(-1)).toMatchObject({ reached: true });
  });

  it('LIM-10 a day limit rolls over at the player’s local midnight (country time zone)', async () => {
    // Australia/Sydney is UTC+11 in November: the local day starts at 13:00 UTC.
    const { id, token } = await funded();
    const patched = await call(app, 'PATCH', '/api/player', { token, body: { country: 'AU' } });
    expect(patched.statusCode, patched.body).toBe(200);
    await setLimit(token, { type: 'wager', period: 'day', currency: 'EUR', amount_cents: 1_000 });
    await bet(id, 1_000);
    await expect(bet(id, 100)).rejects.toBeInstanceOf(LimitError);
    app.clock.set('2026-11-15T12:59:00Z');
    await expect(bet(id, 100)).rejects.toBeInstanceOf(LimitError);
    app.clock.set('2026-11-15T13:00:00Z');
    await expect(bet(id, 1_000)).resolves.toMatchObject({ replayed: false });
  });

  it('LIM-10 RT-08 a reached session-time limit ends real play and the session', async () => {
    app.clock.set('2026-11-20T10:00:00Z');
    const { id, token } = await funded();
    await setLimit(token, { type: 'session', minutes: 15 });
    await bet(id, 100);
    app.clock.advance(10 * 60 * 1000);
    await call(app, 'GET', '/api/player', { token });
    await bet(id, 100);
    app.clock.advance(5 * 60 * 1000);
    await expect(bet(id, 100)).rejects.toMatchObject({ statusCode: 403, message: LIMIT_MESSAGES.sessionLimit });
    await app.services.limits.runJobs();
    expect((await call(app, 'GET', '/api/player', { token })).statusCode).toBe(401);
    expect((await pushes(app, id, 'game_limits')).at(-1)).toEqual({ type: 'session', reached: true });
  });

  it("LIM-10 one round of the session job ends exactly the sessions past their own player's limit", async () => {
    app.clock.set('2026-11-21T10:00:00Z');
    const short = await funded();
    const long = await funded();
    const none = await funded();
    await setLimit(short.token, { type: 'session', minutes: 15 });
    await setLimit(long.token, { type: 'session', minutes: 60 });
    app.clock.advance(20 * 60 * 1000);
    for (const p of [short, long, none]) await call(app, 'GET', '/api/player', { token: p.token });
    await app.services.limits.runJobs();
    expect((await call(app, 'GET', '/api/player', { token: short.token })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/player', { token: long.token })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/player', { token: none.token })).statusCode).toBe(200);
    expect((await pushes(app, long.id, 'game_limits')).some((p) => p['type'] === 'session' && p['reached'] === true)).toBe(false);
  });

  it('LIM-03 a cooling-off refuses every bet; wins of earlier bets are still paid', async () => {
    const { id, token } = await funded();
    const placed = await bet(id, 200);
    await setLimit(token, { type: 'cooling_off', duration: '24_hours' });
    await expect(bet(id, 100)).rejects.toMatchObject({ statusCode: 403, message: LIMIT_MESSAGES.coolingOff });
    const win = await app.services.wallet.win({
      key: `limits-late-win:${id}`,
      playerId: id,
      currency: 'EUR',
      amountCents: 300,
      betTransactionId: placed.transactionId,
    });
    expect(win.account.amount_cents).toBe(100_000 - 200 + 300);
  });

  it('LIM-10 a rolled-back stake leaves both the wager and the loss usage, on the day it was staked', async () => {
    const { id } = await funded();
    await app.services.limits.set(id, { type: 'wager', period: 'day', currency: 'EUR', amount_cents: 1_000 });
    await app.services.limits.set(id, { type: 'loss', period: 'month', currency: 'EUR', amount_cents: 5_000 });
    const rollback = (betTransactionId: number) =>
      app.services.wallet.rollback({ key: `limits-rollback:${betTransactionId}`, playerId: id, betTransactionId });
    const used = async () =>
      Object.fromEntries((await app.services.limits.list(id)).map((l) => [l.type, l.accounts[0]?.current_value_amount_cents]));

    const first = await bet(id, 600);
    const second = await bet(id, 400);
    await expect(bet(id, 100)).rejects.toMatchObject({ message: LIMIT_MESSAGES.wagerLimit });
    // A stake given back was never played: it frees the wager limit as much as the loss limit.
    await rollback(second.transactionId);
    expect(await used()).toEqual({ wager: 600, loss: 600 });
    await bet(id, 400);
    await expect(bet(id, 100)).rejects.toMatchObject({ message: LIMIT_MESSAGES.wagerLimit });

    // Given back the next day, it leaves yesterday's usage: today's wager stays untouched.
    app.clock.advance(24 * 60 * 60 * 1000);
    await rollback(first.transactionId);
    expect(await used()).toEqual({ wager: 0, loss: 400 });
    await bet(id, 1_000);
    await expect(bet(id, 100)).rejects.toMatchObject({ message: LIMIT_MESSAGES.wagerLimit });
  });

  /** A funded player in Australia (Sydney: UTC+11 in November and December) with one limit of `period`. */
  async function inSydney(type: 'wager' | 'loss', period: 'week' | 'month') {
    const player = await funded();
    const patched = await call(app, 'PATCH', '/api/player', { token: player.token, body: { country: 'AU' } });
    expect(patched.statusCode, patched.body).toBe(200);
    await app.services.limits.set(player.id, { type, period, currency: 'EUR', amount_cents: 1_000 });
    return player;
  }

  it('LIM-10 a week limit rolls over on Monday at the player’s local midnight, not at UTC’s', async () => {
    // Monday 30 November 2026 starts in Sydney at 13:00 UTC on Sunday the 29th.
    app.clock.set('2026-11-29T12:00:00Z');
    const { id } = await inSydney('wager', 'week');
    await bet(id, 1_000);
    app.clock.set('2026-11-29T12:59:59Z');
    await expect(bet(id, 100)).rejects.toMatchObject({ message: LIMIT_MESSAGES.wagerLimit });
    app.clock.set('2026-11-29T13:00:00Z');
    await expect(bet(id, 1_000)).resolves.toMatchObject({ replayed: false });
    await expect(bet(id, 100)).rejects.toMatchObject({ message: LIMIT_MESSAGES.wagerLimit });
  });

  it('LIM-10 a month limit rolls over on the 1st at the player’s local midnight, not at UTC’s', async () => {
    // 1 December 2026 starts in Sydney at 13:00 UTC on 30 November.
    app.clock.set('2026-11-30T12:00:00Z');
    const { id } = await inSydney('loss', 'month');
    await bet(id, 1_000);
    app.clock.set('2026-11-30T12:59:59Z');
    await expect(bet(id, 100)).rejects.toMatchObject({ message: LIMIT_MESSAGES.lossLimit });
    app.clock.set('2026-11-30T13:00:00Z');
    await expect(bet(id, 1_000)).resolves.toMatchObject({ replayed: false });
    await expect(bet(id, 100)).rejects.toMatchObject({ message: LIMIT_MESSAGES.lossLimit });
  });
});
