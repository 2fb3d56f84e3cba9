import { currentRoundResponseSchema, giftListSchema, playRoundSchema, promoCodeResponseSchema } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, giftTemplates, gifts } from '../db/schema';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf } from '../test/http';
import { completeProfile, frame, fund, launch } from '../test/play';
import { auditLedger } from '../wallet';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

/** A player with SPINS20 redeemed and activated, and a real session of one of its slots. */
async function playerWithSpins(email: string) {
  const player = await register(app, email);
  await completeProfile(app, player.token);
  await fund(app, player.id, 1_000);
  const redeemed = await call(app, 'POST', '/api/v2/bonuses/promo-code', { token: player.token, body: { code: 'SPINS20' } });
  const { gift } = bodyOf(redeemed, promoCodeResponseSchema);
  const activated = await call(app, 'POST', `/api/player/freespins/${gift.id}/activation`, { token: player.token });
  expect(activated.statusCode).toBe(200);
  const [game] = await app.db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.identifier, gift.game_ids[0] ?? ''));
  if (!game) throw new Error('the free-spin game is missing');
  const session = await launch(app, player.token, game.id, 'real');
  return { ...player, gameId: game.id, session: session.session };
}

async function walletOf(playerId: number) {
  const account = (await app.services.wallet.getAccounts(playerId)).find((a) => a.currency === 'EUR');
  if (!account) throw new Error('no EUR wallet');
  return { real: account.available_to_cashout_cents, bonus: account.amount_cents - account.available_to_cashout_cents };
}

async function giftsOf(token: string, kind: 'bonuses' | 'freespins') {
  return bodyOf(await call(app, 'GET', `/api/player/${kind}`, { token }), giftListSchema);
}

/** Plays one free spin to its end (a spin that triggers the slot's own free spins plays those too). */
async function spin(session: string, key: string) {
  const res = await frame(
    app,
    session,
    'POST',
    '/rounds',
    { bet_cents: 20, free_spin: true },
    { 'idempotency-key': `free-spin-request-${key}` },
  );
  if (res.statusCode !== 200) return { status: res.statusCode, round: null };
  let round = bodyOf(res, playRoundSchema);
  while (round.status === 'open') {
    const next = await frame(app, session, 'POST', `/rounds/${round.id}/actions`, { action: { type: 'spin' } });
    // Another session of the player took the open round over (it resumes anywhere): it finishes it.
    if (next.statusCode !== 200) return { status: 200, round };
    round = bodyOf(next, playRoundSchema);
  }
  return { status: 200, round };
}

/** Finishes the player's open round (the slot's own free spins), which the session takes over. */
async function finishOpen(session: string) {
  let { round } = bodyOf(await frame(app, session, 'GET', '/rounds/current'), currentRoundResponseSchema);
  while (round?.status === 'open') {
    round = bodyOf(
      await frame(app, session, 'POST', `/rounds/${round.id}/actions`, { action: { type: 'spin' } }),
      playRoundSchema,
    );
  }
}

async function expectAuditClean() {
  const report = await auditLedger(app.db);
  expect(report.balanceDifferences).toEqual([]);
  expect(report.unbalancedTransactions).toEqual([]);
}

describe('free spins in the in-house games', () => {
  it('GIFT-05 GIFT-07 API-099 API-104 twenty free spins cost nothing, count 1 to 20, and their winnings become bonus money with the free-spin wager', async () => {
    const player = await playerWithSpins('spins-play@example.com');
    const before = await walletOf(player.id);
    const current = bodyOf(await frame(app, player.session, 'GET', '/rounds/current'), currentRoundResponseSchema);
    expect(current.free_spins).toEqual({ next: 1, total: 20, bet_cents: 20 });

    let won = 0;
    let session = player.session;
    for (let n = 1; n <= 20; n++) {
      // A session of its own every few spins: the play rate (decision 030) counts per session.
      if (n % 8 === 0) session = (await launch(app, player.token, player.gameId, 'real')).session;
      const { round } = await spin(session, `spin-${n}`);
      expect(round).toMatchObject({ free_spin: n, stake_cents: 20, status: 'settled' });
      won += round?.win_cents ?? 0;
    }
    const fresh = (await launch(app, player.token, player.gameId, 'real')).session;
    expect(bodyOf(await frame(app, fresh, 'GET', '/rounds/current'), currentRoundResponseSchema).free_spins).toBeNull();
    expect((await spin(fresh, 'spin-21')).status).toBe(409);
    await app.services.outbox.drain();

    const [spins] = await giftsOf(player.token, 'freespins');
    expect(spins).toMatchObject({ stage: 'finished', freespins_used: 20 });
    const bonuses = (await giftsOf(player.token, 'bonuses')).filter((g) => g.group_key === 'coupon_spins20');
    const wallet = await walletOf(player.id);
    expect(wallet.real).toBe(before.real);
    if (won > 0) {
      expect(bonuses).toEqual([
        expect.objectContaining({ stage: 'handle_bets', amount_cents: won, amount_wager_requirement_cents: won * 30 }),
      ]);
      expect(wallet.bonus).toBe(won);
    } else {
      expect(bonuses).toEqual([]);
      expect(wallet.bonus).toBe(0);
    }
    await expectAuditClean();
  });

  it('GIFT-05 a replayed spin request answers the same round and concurrent requests never spend more spins than the gift has', async () => {
    const player = await playerWithSpins('spins-race@example.com');
    const first = await spin(player.session, 'same-key');
    const replay = await spin(player.session, 'same-key');
    expect(replay.round?.id).toBe(first.round?.id);
    expect((await giftsOf(player.token, 'freespins'))[0]?.freespins_used).toBe(1);

    // Sessions of their own, so the one-round-per-session rule does not serialise them.
    const sessions = await Promise.all(Array.from({ length: 30 }, () => launch(app, player.token, player.gameId, 'real')));
    const results = await Promise.all(sessions.map((s, i) => spin(s.session, `race-${i}`)));
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const played = results.flatMap((r) => (r.round ? [r.round.free_spin] : []));
    // A spin that opened the slot's own free spins holds the player's round until it ends: the rest are played one by one.
    const fresh = (await launch(app, player.token, player.gameId, 'real')).session;
    await finishOpen(fresh);
    for (let n = 0; n < 20; n++) {
      const next = await spin(fresh, `after-race-${n}`);
      if (next.round) played.push(next.round.free_spin);
      else break;
    }
    expect([...played].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 19 }, (_, i) => i + 2));
    await app.services.outbox.drain();
    expect((await giftsOf(player.token, 'freespins'))[0]).toMatchObject({ stage: 'finished', freespins_used: 20 });
    await expectAuditClean();
  });

  it('GIFT-07 API-104 a gift not yet activated, or a demo session, gives no free spin', async () => {
    const player = await register(app, 'spins-idle@example.com');
    await completeProfile(app, player.token);
    const { gift } = bodyOf(
      await call(app, 'POST', '/api/v2/bonuses/promo-code', { token: player.token, body: { code: 'SPINS20' } }),
      promoCodeResponseSchema,
    );
    const [game] = await app.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.identifier, gift.game_ids[0] ?? ''));
    const session = await launch(app, player.token, game?.id ?? 0, 'real');
    expect((await spin(session.session, 'idle')).status).toBe(409);
    const demo = await launch(app, player.token, game?.id ?? 0, 'demo');
    expect(bodyOf(await frame(app, demo.session, 'GET', '/rounds/current'), currentRoundResponseSchema).free_spins).toBeNull();
  });
  it("SHOP-16 GIFT-05 free spins issued with their own terms (a shop card group's settings) turn their winnings into bonus money with that wager and max win", async () => {
    const player = await register(app, 'spins-terms@example.com');
    await completeProfile(app, player.token);
    await fund(app, player.id, 1_000);
    const [template] = await app.db.select().from(giftTemplates).where(eq(giftTemplates.groupKey, 'coupon_spins20'));
    if (!template) throw new Error('the SPINS20 template is missing');
    const gameId = (
      await app.db
        .select({ id: games.id })
        .from(games)
        .where(eq(games.identifier, template.freespinGames[0] ?? ''))
    )[0]?.id;
    // Twenty spins that all lose are rare (well under one in a thousand); a second gift then plays again.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const [spins] = await app.services.bonuses.award({
        playerId: player.id,
        templateId: template.id,
        currency: 'EUR',
        source: `terms-test:${attempt}`,
        cause: 'test',
        terms: { freespinWager: 25, maxWinCents: 7_000 },
      });
      if (!spins) throw new Error('no free-spin gift issued');
      expect((await call(app, 'POST', `/api/player/freespins/${spins.id}/activation`, { token: player.token })).statusCode).toBe(
        200,
      );
      let won = 0;
      let session = '';
      for (let n = 1; n <= 20; n++) {
        if (n % 8 === 1) session = (await launch(app, player.token, gameId ?? 0, 'real')).session;
        const { round } = await spin(session, `terms-${attempt}-${n}`);
        won += round?.win_cents ?? 0;
      }
      await app.services.outbox.drain();
      if (won === 0) continue;
      const [bonus] = await app.db
        .select()
        .from(gifts)
        .where(eq(gifts.source, `freespins:${spins.id}`));
      expect(bonus).toMatchObject({ kind: 'bonus', bonusCents: won, wagerRequiredCents: won * 25, maxWinCents: 7_000 });
      expect(template.freespinWager).not.toBe(25);
      await expectAuditClean();
      return;
    }
    throw new Error('sixty free spins won nothing');
  });
});
