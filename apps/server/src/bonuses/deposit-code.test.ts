import { giftListSchema, playerSchema } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf } from '../test/http';
import { auditLedger } from '../wallet';
import { giftCoupons, giftTemplates } from './tables';

let app: TestApp;
let deposits = 0;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  const [reload] = await app.db.select().from(giftTemplates).where(eq(giftTemplates.groupKey, 'weekly_reload'));
  if (!reload) throw new Error('the weekly reload template is missing');
  await app.db
    .insert(giftCoupons)
    .values({ code: 'RELOAD25', templateId: reload.id, maxRedemptions: 100, createdAt: app.clock.now() });
}, 180_000);
afterAll(async () => {
  await app?.close();
});

/** A succeeded deposit as the payments domain records it; the outbox is drained after. */
async function depositOf(playerId: number, amountCents: number) {
  deposits += 1;
  await app.services.wallet.deposit({
    key: `code-deposit-${playerId}-${deposits}`,
    playerId,
    currency: 'EUR',
    amountCents,
    metadata: { payment_id: 900_000 + deposits },
  });
  await app.services.outbox.drain();
}

async function reloadGifts(token: string) {
  const list = bodyOf(await call(app, 'GET', '/api/player/bonuses', { token }), giftListSchema);
  return list.filter((g) => g.group_key === 'weekly_reload');
}

const storedCode = async (token: string) =>
  bodyOf(await call(app, 'GET', '/api/player', { token }), playerSchema).deposit_bonus_code;

describe('a stored deposit bonus code', () => {
  it('GIFT-17 API-036 GIFT-21 the next succeeded deposit redeems the stored code once: its percent of the deposit as a wagering bonus, and the code is cleared', async () => {
    const player = await register(app, 'deposit-code@example.com');
    const set = await call(app, 'PATCH', '/api/player/set_bonus_code', {
      token: player.token,
      body: { deposit_bonus_code: 'reload25' },
    });
    expect(set.statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/bonuses/deposit', { token: player.token })).json()).toEqual([]);

    await depositOf(player.id, 8_000);
    expect(await reloadGifts(player.token)).toEqual([
      expect.objectContaining({ stage: 'handle_bets', amount_cents: 2_000, amount_wager_requirement_cents: 60_000 }),
    ]);
    expect(await storedCode(player.token)).toBeNull();

    // Stored again: the code was redeemed once, the next deposit gives nothing more and clears it.
    await call(app, 'PATCH', '/api/player/set_bonus_code', { token: player.token, body: { deposit_bonus_code: 'RELOAD25' } });
    await depositOf(player.id, 8_000);
    expect(await reloadGifts(player.token)).toHaveLength(1);
    expect(await storedCode(player.token)).toBeNull();
    const report = await auditLedger(app.db);
    expect(report.balanceDifferences).toEqual([]);
  });

  it('GIFT-17 API-037 an unknown stored code gives nothing and is spent; a cleared code is not redeemed; a deposit under the minimum gives nothing', async () => {
    const player = await register(app, 'deposit-code-other@example.com');
    await call(app, 'PATCH', '/api/player/set_bonus_code', { token: player.token, body: { deposit_bonus_code: 'NOSUCHCODE' } });
    await depositOf(player.id, 8_000);
    expect(await reloadGifts(player.token)).toEqual([]);
    expect(await storedCode(player.token)).toBeNull();

    await call(app, 'PATCH', '/api/player/set_bonus_code', { token: player.token, body: { deposit_bonus_code: 'RELOAD25' } });
    await call(app, 'DELETE', '/api/player/clear_bonus_code', { token: player.token });
    await depositOf(player.id, 8_000);
    expect(await reloadGifts(player.token)).toEqual([]);

    await call(app, 'PATCH', '/api/player/set_bonus_code', { token: player.token, body: { deposit_bonus_code: 'RELOAD25' } });
    await depositOf(player.id, 1_000);
    expect(await reloadGifts(player.token)).toEqual([]);
  });
});
