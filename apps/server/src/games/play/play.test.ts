import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_BALANCE_CENTS,
  currentRoundResponseSchema,
  fairSeedsSchema,
  playRoundSchema,
  recentRoundsResponseSchema,
  rotateSeedsResponseSchema,
  roundDetailSchema,
  roundsResponseSchema,
} from '@casino/contracts';
import { domainEvents } from '../../events/tables';
import { ACCOUNT_ENV, call, register } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { bodyOf, errorOf, fieldErrorsOf } from '../../test/http';
import { auditLedger } from '../../wallet';
import { nodeHmac } from '../fair/hmac';
import { verify } from '../fair/verify';
import { games } from '../../db/schema';
import { isEngineId } from '../engines';
import { balanceOf, completeProfile, frame, fund, gameOf, launch } from '../../test/play';

let app: TestApp;
let ada: { id: number; token: string };
let bob: { id: number; token: string };
let dice: number;

beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  ada = await register(app, 'ada.lovelace@example.com');
  bob = await register(app, 'bob@example.com');
  await completeProfile(app, ada.token);
  await completeProfile(app, bob.token);
  await fund(app, ada.id, 400_000);
  await fund(app, bob.id, 1_000);
  dice = await gameOf(app, 'dice', { demo: true });
});
afterAll(async () => {
  await app?.close();
});

const DICE = { direction: 'under', target: 5000 };

describe('provably fair seeds', () => {
  it('PLAY-05 shows the hash, lets the player set the client seed, and rotation reveals a seed that verifies past rounds', async () => {
    const seeds = bodyOf(await call(app, 'GET', '/api/player/fairness', { token: ada.token }), fairSeedsSchema);
    expect(seeds.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const set = await call(app, 'PUT', '/api/player/fairness', { token: ada.token, body: { client_seed: 'my lucky seed' } });
    expect(bodyOf(set, fairSeedsSchema)).toMatchObject({
      client_seed: 'my lucky seed',
      server_seed_hash: seeds.server_seed_hash,
    });
    expect(
      fieldErrorsOf(await call(app, 'PUT', '/api/player/fairness', { token: ada.token, body: { client_seed: '' } })),
    ).toHaveProperty('client_seed');

    const session = await launch(app, ada.token, dice, 'real');
    const round = bodyOf(await frame(app, session.session, 'POST', '/rounds', { bet_cents: 100, params: DICE }), playRoundSchema);
    expect(round.status).toBe('settled');
    const before = bodyOf(await call(app, 'GET', `/api/player/game_rounds/${round.id}`, { token: ada.token }), roundDetailSchema);
    expect(before.fairness).toMatchObject({ server_seed: null, client_seed: 'my lucky seed', nonce: seeds.nonce });
    expect(bodyOf(await call(app, 'GET', '/api/player/fairness', { token: ada.token }), fairSeedsSchema).nonce).toBe(
      seeds.nonce + 1,
    );

    const rotated = bodyOf(
      await call(app, 'POST', '/api/player/fairness/rotate', { token: ada.token }),
      rotateSeedsResponseSchema,
    );
    expect(createHash('sha256').update(rotated.revealed.server_seed).digest('hex')).toBe(seeds.server_seed_hash);
    expect(rotated.current.server_seed_hash).not.toBe(seeds.server_seed_hash);
    expect(rotated.current).toMatchObject({ client_seed: 'my lucky seed', nonce: 0 });

    const after = bodyOf(await call(app, 'GET', `/api/player/game_rounds/${round.id}`, { token: ada.token }), roundDetailSchema);
    expect(after.fairness.server_seed).toBe(rotated.revealed.server_seed);
    const check = verify(nodeHmac, {
      serverSeed: rotated.revealed.server_seed,
      serverSeedHash: after.fairness.server_seed_hash,
      clientSeed: after.fairness.client_seed,
      nonce: after.fairness.nonce,
      engine: after.engine,
      params: after.params,
      bet: after.stake_cents,
    });
    expect(check.hashMatches).toBe(true);
    expect(check.payout).toBe(after.win_cents);
    expect(check.state).toEqual(after.state);
  });
});

describe('POST /api/games/sessions', () => {
  it('PLAY-03 ROLE-01 a guest plays demo with FUN play money, but real play needs a login', async () => {
    const demo = await launch(app, undefined, dice, 'demo');
    expect(demo).toMatchObject({ mode: 'demo', currency: 'FUN', balance_cents: DEMO_BALANCE_CENTS });
    expect(demo.url).toBe(`/provider/inhouse/games/dice?session=${encodeURIComponent(demo.session)}`);
    // The frame page is the web app's; the provider publishes the rules it plays by.
    const info = await app.fastify.inject({ url: '/provider/inhouse/api/engines/dice' });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ id: 'dice', min_bet_cents: 10, multi_step: false });
    expect((await app.fastify.inject({ url: '/provider/inhouse/api/engines/nope' })).statusCode).toBe(404);
    expect((await call(app, 'POST', '/api/games/sessions', { body: { game_id: dice, mode: 'real' } })).statusCode).toBe(401);
  });

  it('PLAY-05 real play refuses a currency the game does not support, a restricted country and an unknown game', async () => {
    // A game whose studio is not licensed for a currency the casino offers, and a wallet in it.
    const enabled = (await app.services.info.currencies()).enabled.filter((c) => c !== 'FUN');
    const rows = await app.db
      .select({ id: games.id, engine: games.engine, currencies: games.currencies })
      .from(games)
      .orderBy(games.id);
    const lacking = rows
      .filter((g) => isEngineId(g.engine))
      .map((g) => ({ id: g.id, currency: enabled.find((c) => !(c in g.currencies)) }))
      .find((g) => g.currency !== undefined);
    if (!lacking?.currency) throw new Error('the catalogue has no game lacking an enabled currency');
    await app.services.wallet.openAccount(ada.id, lacking.currency);
    const res = await call(app, 'POST', '/api/games/sessions', {
      token: ada.token,
      body: { game_id: lacking.id, mode: 'real', currency: lacking.currency },
    });
    expect(res.statusCode).toBe(422);
    expect(fieldErrorsOf(res).currency).toEqual(['is not supported by this game']);
    const restricted = await call(app, 'POST', '/api/games/sessions', {
      token: ada.token,
      body: { game_id: dice, mode: 'real' },
      headers: { cookie: `casino_session=${ada.token}; debug_country=AS` },
    });
    expect(restricted.statusCode).toBe(403);
    expect(
      (await call(app, 'POST', '/api/games/sessions', { token: ada.token, body: { game_id: 99_999_999, mode: 'real' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('rounds through the seamless wallet', () => {
  it('PLAY-05 a real dice round takes the stake and pays the win once; history shows balance before and after', async () => {
    const session = await launch(app, ada.token, dice, 'real');
    const before = await balanceOf(app, ada.id);
    const round = bodyOf(await frame(app, session.session, 'POST', '/rounds', { bet_cents: 200, params: DICE }), playRoundSchema);
    expect(round.status).toBe('settled');
    expect(await balanceOf(app, ada.id)).toBe(before - 200 + round.win_cents);
    expect(round.balance_cents).toBe(before - 200 + round.win_cents);
    const history = bodyOf(
      await call(app, 'GET', `/api/player/game_rounds?game_id=${dice}&per_page=1`, { token: ada.token }),
      roundsResponseSchema,
    );
    expect(history.data[0]).toMatchObject({
      id: round.id,
      stake_cents: 200,
      win_cents: round.win_cents,
      balance_before_cents: before,
      balance_after_cents: before - 200 + round.win_cents,
    });
    expect(history.pagination.total_count).toBeGreaterThanOrEqual(2);
    expect(history.pagination.next_page).toBe(2);
    const recent = bodyOf(
      await call(app, 'GET', `/api/player/game_rounds/recent?game_id=${dice}`, { token: ada.token }),
      recentRoundsResponseSchema,
    );
    expect(recent.data[0]?.id).toBe(round.id);
    expect((await call(app, 'GET', `/api/player/game_rounds/${round.id}`, { token: bob.token })).statusCode).toBe(404);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PLAY-05 a bet feeds the outbox with the game, and the round settles with an event', async () => {
    const session = await launch(app, ada.token, dice, 'real');
    const round = bodyOf(await frame(app, session.session, 'POST', '/rounds', { bet_cents: 300, params: DICE }), playRoundSchema);
    const events = await app.db.select().from(domainEvents).where(eq(domainEvents.playerId, ada.id));
    const bet = events.find(
      (e) => e.type === 'bet.placed' && (e.payload as { round_ref?: string }).round_ref === String(round.id),
    );
    expect(bet?.payload).toMatchObject({ game_id: dice, amount_cents: 300, currency: 'EUR', provider: expect.any(String) });
    expect((bet?.payload as { categories: string[] }).categories.length).toBeGreaterThan(0);
    const settled = events.find(
      (e) => e.type === 'game.round_settled' && (e.payload as { round_id: number }).round_id === round.id,
    );
    expect(settled?.payload).toMatchObject({ stake_cents: 300, win_cents: round.win_cents, game_id: dice });
    const balances = events.filter((e) => e.type === 'realtime.push' && (e.payload as { channel: string }).channel === 'balance');
    expect(balances.length).toBeGreaterThan(0);
  });

  it('RT-02 a win above the currency amount goes to public:wins with the name masked; a small one does not', async () => {
    const session = await launch(app, ada.token, dice, 'real');
    let won = null;
    for (let i = 0; i < 5 && !won; i++) {
      const round = bodyOf(
        await frame(app, session.session, 'POST', '/rounds', {
          bet_cents: 100_000,
          params: { direction: 'under', target: 9800 },
        }),
        playRoundSchema,
      );
      if (round.win_cents > 0) won = round;
    }
    expect(won?.win_cents).toBeGreaterThanOrEqual(100_000);
    const pushes = await app.db.select().from(domainEvents).where(eq(domainEvents.type, 'realtime.push'));
    const wins = pushes
      .map((e) => e.payload as { channel: string; data: { nickname: string; amount_cents: number } })
      .filter((p) => p.channel === 'public:wins');
    expect(wins.at(-1)?.data).toMatchObject({ nickname: 'ada.lo***', amount_cents: won?.win_cents });
    // The small wins of the earlier rounds were not broadcast.
    expect(wins.every((w) => w.data.amount_cents >= 100_000)).toBe(true);
  });

  it('PLAY-05 CONST-17 CONST-18 bad bets get a clear answer and change nothing', async () => {
    const session = await launch(app, bob.token, dice, 'real');
    const before = await balanceOf(app, bob.id);
    const over = await frame(app, session.session, 'POST', '/rounds', { bet_cents: 5_000, params: DICE });
    expect(over.statusCode).toBe(409);
    expect(errorOf(over)).toBe('not enough money');
    const low = await frame(app, session.session, 'POST', '/rounds', { bet_cents: 5, params: DICE });
    expect(low.statusCode).toBe(422);
    expect(fieldErrorsOf(low)).toHaveProperty('bet_cents');
    const huge = await frame(app, session.session, 'POST', '/rounds', { bet_cents: 6_000_001, params: DICE });
    expect(fieldErrorsOf(huge)).toHaveProperty('bet_cents');
    for (const bet of [-100, 10.5, '100']) {
      const res = await frame(app, session.session, 'POST', '/rounds', { bet_cents: bet, params: DICE });
      expect(res.statusCode).toBe(422);
      expect(fieldErrorsOf(res)).toHaveProperty('bet_cents');
    }
    expect(
      fieldErrorsOf(
        await frame(app, session.session, 'POST', '/rounds', { bet_cents: 100, params: { direction: 'sideways', target: 1 } }),
      ),
    ).toHaveProperty('direction');
    expect(await balanceOf(app, bob.id)).toBe(before);
    // Another player's game session under one's own login.
    const adaSession = await launch(app, ada.token, dice, 'real');
    const stolen = await frame(
      app,
      adaSession.session,
      'POST',
      '/rounds',
      { bet_cents: 100, params: DICE },
      { cookie: `casino_session=${bob.token}` },
    );
    expect(stolen.statusCode).toBe(403);
    expect((await frame(app, 'not-a-session', 'POST', '/rounds', { bet_cents: 100, params: DICE })).statusCode).toBe(401);
  });

  it('PLAY-03 demo play moves play money only and never the real wallet', async () => {
    const session = await launch(app, ada.token, dice, 'demo');
    const real = await balanceOf(app, ada.id);
    const round = bodyOf(
      await frame(app, session.session, 'POST', '/rounds', { bet_cents: 1_000, params: DICE }),
      playRoundSchema,
    );
    expect(round).toMatchObject({ mode: 'demo', currency: 'FUN', balance_cents: DEMO_BALANCE_CENTS - 1_000 + round.win_cents });
    expect(await balanceOf(app, ada.id)).toBe(real);
    const current = bodyOf(await frame(app, session.session, 'GET', '/rounds/current'), currentRoundResponseSchema);
    expect(current).toMatchObject({ round: null, balance_cents: DEMO_BALANCE_CENTS - 1_000 + round.win_cents, currency: 'FUN' });
  });

  it('PLAY-05 a multi-step round takes each stake increase as a bet and resumes after a disconnect', async () => {
    const blackjack = await gameOf(app, 'blackjack');
    const session = await launch(app, ada.token, blackjack, 'real');
    let doubled = false;
    for (let i = 0; i < 30 && !doubled; i++) {
      const before = await balanceOf(app, ada.id);
      const started = bodyOf(await frame(app, session.session, 'POST', '/rounds', { bet_cents: 100 }), playRoundSchema);
      let round = started;
      if (round.status === 'open' && (round.state as { phase: string }).phase === 'insurance') {
        round = bodyOf(
          await frame(app, session.session, 'POST', `/rounds/${round.id}/actions`, {
            action: { type: 'insurance', take: false },
          }),
          playRoundSchema,
        );
      }
      if (round.status === 'open') {
        // The frame reconnects: the same round comes back.
        const resumed = bodyOf(await frame(app, session.session, 'GET', '/rounds/current'), currentRoundResponseSchema);
        expect(resumed.round?.id).toBe(round.id);
        const res = await frame(app, session.session, 'POST', `/rounds/${round.id}/actions`, { action: { type: 'double' } });
        if (res.statusCode === 200) {
          round = bodyOf(res, playRoundSchema);
          doubled = true;
          expect(round.stake_cents).toBe(200);
          expect(round.status).toBe('settled');
          expect(await balanceOf(app, ada.id)).toBe(before - 200 + round.win_cents);
        } else {
          expect(res.statusCode).toBe(422);
          round = bodyOf(
            await frame(app, session.session, 'POST', `/rounds/${round.id}/actions`, { action: { type: 'stand' } }),
            playRoundSchema,
          );
        }
      }
    }
    expect(doubled).toBe(true);
    const [bets] = [
      await app.db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.playerId, ada.id), eq(domainEvents.type, 'bet.placed'))),
    ];
    expect(bets.length).toBeGreaterThan(2);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it("PLAY-05 game recall never shows the dealer's hole card or the server seed while the hand is played, and shows it once settled", async () => {
    const blackjack = await gameOf(app, 'blackjack');
    const session = await launch(app, ada.token, blackjack, 'real');
    const dealerOf = (state: unknown) => (state as { dealer: number[] }).dealer;
    const detailOf = async (id: number) =>
      bodyOf(await call(app, 'GET', `/api/player/game_rounds/${id}`, { token: ada.token }), roundDetailSchema);
    const recentOf = async (id: number) =>
      bodyOf(
        await call(app, 'GET', `/api/player/game_rounds/recent?game_id=${blackjack}`, { token: ada.token }),
        recentRoundsResponseSchema,
      ).data.find((r) => r.id === id);
    let checked = false;
    for (let i = 0; i < 20 && !checked; i++) {
      const round = bodyOf(await frame(app, session.session, 'POST', '/rounds', { bet_cents: 100 }), playRoundSchema);
      if (round.status !== 'open') continue;
      // Mid-hand: the API shows the up card only, as the table does.
      expect(dealerOf((await detailOf(round.id)).state)).toHaveLength(1);
      // And the seed that would tell the hole card cannot be revealed until the hand is over.
      const rotate = await call(app, 'POST', '/api/player/fairness/rotate', { token: ada.token });
      expect(rotate.statusCode).toBe(409);
      expect((await detailOf(round.id)).fairness.server_seed).toBeNull();
      expect(dealerOf((await recentOf(round.id))?.state)).toHaveLength(1);
      let played = round;
      for (let step = 0; step < 12 && played.status === 'open'; step++) {
        const phase = (played.state as { phase: string }).phase;
        const action = phase === 'insurance' ? { type: 'insurance', take: false } : { type: 'stand' };
        played = bodyOf(await frame(app, session.session, 'POST', `/rounds/${round.id}/actions`, { action }), playRoundSchema);
        if (played.status === 'open') expect(dealerOf((await detailOf(round.id)).state)).toHaveLength(1);
      }
      expect(played.status).toBe('settled');
      // Settled: the whole dealer hand, hole card included.
      expect(dealerOf((await detailOf(round.id)).state).length).toBeGreaterThanOrEqual(2);
      expect(dealerOf((await recentOf(round.id))?.state).length).toBeGreaterThanOrEqual(2);
      checked = true;
    }
    expect(checked).toBe(true);
  });
});
