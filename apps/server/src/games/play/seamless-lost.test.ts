import { couponResponseSchema, giftListSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ENV, call, register } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { bodyOf } from '../../test/http';
import { completeProfile, gameOf, launch, signedSeamless } from '../../test/play';
import { auditLedger } from '../../wallet';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

/** A signed call of an external provider through the seamless-wallet API. */
const seamless = (path: string, body: Record<string, unknown>) => signedSeamless(app, path, body);

/** A player whose wallet holds only the WELCOME10 bonus, wagering, and a real session to bet with. */
async function bonusOnlyPlayer(email: string) {
  const player = await register(app, email);
  await completeProfile(app, player.token);
  const { gift } = bodyOf(
    await call(app, 'POST', '/api/bonuses/coupon', { token: player.token, body: { coupon_code: 'WELCOME10' } }),
    couponResponseSchema,
  );
  expect((await call(app, 'POST', `/api/player/bonuses/${gift?.id ?? 0}/activation`, { token: player.token })).statusCode).toBe(
    200,
  );
  const session = (await launch(app, player.token, await gameOf(app, 'dice'), 'real')).session;
  return { ...player, giftId: gift?.id ?? 0, session };
}

async function stageOf(token: string, id: number) {
  const list = bodyOf(await call(app, 'GET', '/api/player/bonuses', { token }), giftListSchema);
  return list.find((g) => g.id === id)?.stage;
}

describe('a bonus played away through the seamless wallet', () => {
  it('GIFT-05 GIFT-21 is lost once the external round closes with nothing won, not before; a replayed close changes nothing', async () => {
    const player = await bonusOnlyPlayer('seamless-lost@example.com');
    const round = { session: player.session, player_id: player.id, round_id: 'ext-round-1', currency: 'EUR' };
    expect((await seamless('bet', { ...round, transaction_id: 'ext-bet-1', amount_cents: 1_000 })).statusCode).toBe(200);
    await app.services.outbox.drain();
    // The round is still open: its win may yet come.
    expect(await stageOf(player.token, player.giftId)).toBe('handle_bets');

    const close = { ...round, transaction_id: 'ext-win-1', bet_transaction_id: 'ext-bet-1', amount_cents: 0 };
    expect((await seamless('win', close)).statusCode).toBe(200);
    expect((await seamless('win', close)).statusCode).toBe(200);
    await app.services.outbox.drain();
    expect(await stageOf(player.token, player.giftId)).toBe('lost');
    const report = await auditLedger(app.db);
    expect(report.balanceDifferences).toEqual([]);
    expect(report.unbalancedTransactions).toEqual([]);
  });

  it('GIFT-05 a lost external round leaves a bonus with money left wagering', async () => {
    const player = await bonusOnlyPlayer('seamless-kept@example.com');
    const round = { session: player.session, player_id: player.id, round_id: 'ext-round-2', currency: 'EUR' };
    await seamless('bet', { ...round, transaction_id: 'ext-bet-2', amount_cents: 400 });
    await seamless('win', { ...round, transaction_id: 'ext-win-2', bet_transaction_id: 'ext-bet-2', amount_cents: 0 });
    await app.services.outbox.drain();
    expect(await stageOf(player.token, player.giftId)).toBe('handle_bets');
  });
});
