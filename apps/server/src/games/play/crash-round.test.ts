import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashHistorySchema, crashStateSchema, playRoundSchema, roundDetailSchema } from '@casino/contracts';
import { domainEvents } from '../../events/tables';
import { ACCOUNT_ENV, call, register } from '../../test/accounts';
import { createTestApp, openSecondProcess, type TestApp } from '../../test/app';
import { bodyOf, errorOf, fieldErrorsOf } from '../../test/http';
import { auditLedger } from '../../wallet';
import { crashPointFromSeed, multiplierAt, timeOf } from '../engines/crash';
import { BETTING_MS, sha256Hex } from '../fair/crash-chain';
import { nodeHmac } from '../fair/hmac';
import { verify } from '../fair/verify';
import type { CrashMoment } from './crash-round';
import { gameRounds } from './tables';
import { balanceOf, completeProfile, frame, fund, gameOf, launch } from '../../test/play';

let app: TestApp;
let ada: { id: number; token: string };
let bob: { id: number; token: string };
let crashGame: number;

beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  ada = await register(app, 'ada.crash@example.com');
  bob = await register(app, 'bob.crash@example.com');
  for (const player of [ada, bob]) {
    await completeProfile(app, player.token);
    await fund(app, player.id, 100_000);
  }
  crashGame = await gameOf(app, 'crash', { demo: true });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const crash = () => app.services.play.crash;
const now = () => app.clock.now().getTime();
const sessionOf = async (player: { token: string }) => (await launch(app, player.token, crashGame, 'real')).session;
const state = async (session: string) => bodyOf(await frame(app, session, 'GET', '/crash/state'), crashStateSchema);
const bet = (session: string, round: number, betCents: number, auto?: number) =>
  frame(app, session, 'POST', '/crash/bets', { round, bet_cents: betCents, ...(auto ? { auto_cashout: auto } : {}) });
const cashout = (session: string, round: number) => frame(app, session, 'POST', '/crash/cashout', { round });

/** Moves the clock to the betting phase of the next round whose crash point is at least `min`. */
async function nextRound(min = 100, max = Number.MAX_SAFE_INTEGER): Promise<CrashMoment> {
  let moment = await crash().at(now());
  for (;;) {
    app.clock.set(new Date(moment.times.endAt + 10));
    moment = await crash().at(now());
    if (moment.times.crashPoint >= min && moment.times.crashPoint <= max) {
      await crash().tick();
      return moment;
    }
  }
}

/** The types of the public:crash pushes written for one round, sorted. */
async function crashEventsOf(round: number): Promise<string[]> {
  const events = await app.db
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.type, 'realtime.push'), sql`${domainEvents.payload}->>'channel' = 'public:crash'`));
  return events
    .map((e) => (e.payload as { data: { type: string; round: number } }).data)
    .filter((d) => d.round === round)
    .map((d) => d.type)
    .sort();
}

describe('PLAY-05 the shared crash round', () => {
  it('PLAY-05 two server processes derive the same schedule, seeds and crash points from the stored chain', async () => {
    const first = await crash().at(now());
    const other = await openSecondProcess(app, ACCOUNT_ENV);
    try {
      for (const ms of [now(), now() + 60_000, now() + 3_600_000]) {
        const here = await crash().at(ms);
        const there = await other.services.play.crash.at(ms);
        expect(there.times).toEqual(here.times);
        expect(there.chain.commitment).toBe(here.chain.commitment);
        expect(there.chain.seedOf(here.index)).toBe(here.chain.seedOf(here.index));
      }
    } finally {
      await other.close();
    }
    // The chain: each round's seed hashes to the one before, the first to the published commitment,
    // and the crash point is the documented derivation of the seed and the round number.
    const { chain } = first;
    for (let i = 1; i < 50; i++) expect(sha256Hex(chain.seedOf(i))).toBe(chain.seedOf(i - 1));
    expect(sha256Hex(chain.seedOf(0))).toBe(chain.commitment);
    for (let i = 0; i < 50; i++) {
      const times = chain.times(i);
      expect(times.crashPoint).toBe(crashPointFromSeed(nodeHmac, chain.seedOf(i), chain.firstRound + i));
      expect(times.flightAt).toBe(times.bettingAt + BETTING_MS);
      expect(times.crashAt).toBe(times.flightAt + timeOf(times.crashPoint));
      expect(chain.times(i + 1).bettingAt).toBe(times.endAt);
    }
  });

  it('PLAY-05 a bet is taken once in the betting phase, a late one answers 422, and a cash-out pays the server clock’s multiplier', async () => {
    const session = await sessionOf(ada);
    const moment = await nextRound(300);
    const round = moment.times.round;
    const before = await balanceOf(app, ada.id);
    const placed = bodyOf(await bet(session, round, 1_000), playRoundSchema);
    expect(placed).toMatchObject({ status: 'open', stake_cents: 1_000, balance_cents: before - 1_000 });
    expect((placed.state as { crashPoint: unknown }).crashPoint).toBeNull();
    // A retry of the same bet answers the same bet and takes nothing more.
    expect(bodyOf(await bet(session, round, 1_000), playRoundSchema).id).toBe(placed.id);
    // The same player from another session: one bet per player and round.
    const again = await bet(await sessionOf(ada), round, 1_000);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(app, ada.id)).toBe(before - 1_000);
    const seen = await state(session);
    expect(seen.round).toMatchObject({ id: round, phase: 'betting', crash_point: null, server_seed: null });
    expect(seen.bets).toEqual([expect.objectContaining({ amount_cents: 1_000, mine: true, player: 'ada.cr***' })]);
    expect(seen.my_bet?.id).toBe(placed.id);

    // Cash-out before the flight is refused; Bob's bet once the flight started answers 422.
    expect((await cashout(session, round)).statusCode).toBe(409);
    app.clock.set(new Date(moment.times.flightAt + timeOf(150)));
    const bobSession = await sessionOf(bob);
    const late = await bet(bobSession, round, 500);
    expect(late.statusCode).toBe(422);
    expect(fieldErrorsOf(late).round?.[0]).toContain('takes no more bets');
    expect(await balanceOf(app, bob.id)).toBe(100_000);

    // The client claims nothing: the multiplier is the one of the server's clock at the request.
    const done = bodyOf(await cashout(session, round), playRoundSchema);
    const at = multiplierAt(timeOf(150));
    expect(done).toMatchObject({ status: 'settled', win_cents: Math.floor((1_000 * at) / 100) });
    expect(done.state).toMatchObject({ cashedOutAt: at, settledBy: 'cashout', crashPoint: null });
    expect(await balanceOf(app, ada.id)).toBe(before - 1_000 + done.win_cents);
    expect((await state(session)).bets[0]).toMatchObject({ cashed_out_at: at, win_cents: done.win_cents });
  });

  it('PLAY-05 concurrent cash-out retries credit the win once', async () => {
    const session = await sessionOf(bob);
    const moment = await nextRound(200);
    const before = await balanceOf(app, bob.id);
    expect((await bet(session, moment.times.round, 2_000)).statusCode).toBe(200);
    app.clock.set(new Date(moment.times.flightAt + timeOf(120)));
    const answers = await Promise.all(Array.from({ length: 4 }, () => cashout(session, moment.times.round)));
    const rounds = answers.map((res) => bodyOf(res, playRoundSchema));
    const win = Math.floor((2_000 * multiplierAt(timeOf(120))) / 100);
    for (const round of rounds) expect(round).toMatchObject({ status: 'settled', win_cents: win });
    expect(await balanceOf(app, bob.id)).toBe(before - 2_000 + win);
    // And later retries too.
    app.clock.set(new Date(moment.times.crashAt + 1));
    expect(bodyOf(await cashout(session, moment.times.round), playRoundSchema).win_cents).toBe(win);
    expect(await balanceOf(app, bob.id)).toBe(before - 2_000 + win);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PLAY-05 after the crash a cash-out is refused, the bet is lost, the seed is revealed and the round verifies', async () => {
    const session = await sessionOf(ada);
    const moment = await nextRound(100, 400);
    const round = moment.times.round;
    const before = await balanceOf(app, ada.id);
    const placed = bodyOf(await bet(session, round, 700), playRoundSchema);
    app.clock.set(new Date(moment.times.crashAt));
    const refused = await cashout(session, round);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toContain('crashed');
    await crash().tick();
    expect(await balanceOf(app, ada.id)).toBe(before - 700);
    const seen = await state(session);
    expect(seen.round).toMatchObject({ id: round, phase: 'crashed', crash_point: moment.times.crashPoint });
    expect(seen.round.server_seed).toBe(moment.chain.seedOf(moment.index));
    expect(sha256Hex(seen.round.server_seed ?? '')).toBe(seen.round.seed_hash);
    expect(seen.my_bet).toMatchObject({ id: placed.id, status: 'settled', win_cents: 0 });
    expect(seen.history[0]).toMatchObject({ id: round, crash_point: moment.times.crashPoint });
    // Game recall shows the seed once crashed, and the published derivation gives the crash point.
    const detail = bodyOf(
      await call(app, 'GET', `/api/player/game_rounds/${placed.id}`, { token: ada.token }),
      roundDetailSchema,
    );
    expect(detail.fairness).toMatchObject({ client_seed: 'crash', nonce: round, server_seed: seen.round.server_seed });
    const replay = verify(nodeHmac, {
      serverSeed: detail.fairness.server_seed ?? '',
      serverSeedHash: detail.fairness.server_seed_hash,
      clientSeed: 'crash',
      nonce: round,
      engine: 'crash',
      params: {},
      bet: 700,
    });
    expect(replay.hashMatches).toBe(true);
    expect((replay.state as unknown as { crashPoint: number }).crashPoint).toBe(
      (detail.state as { crashPoint: number }).crashPoint,
    );
    const history = bodyOf(await frame(app, session, 'GET', '/crash/history'), crashHistorySchema);
    expect(history.chain.commitment).toBe(moment.chain.commitment);
  });

  it('PLAY-05 an auto cash-out is paid when the curve passes it, in real money and in demo play money', async () => {
    const real = await sessionOf(bob);
    const demo = await launch(app, undefined, crashGame, 'demo');
    const moment = await nextRound(250);
    const before = await balanceOf(app, bob.id);
    expect((await bet(real, moment.times.round, 1_000, 200)).statusCode).toBe(200);
    const demoBet = bodyOf(await bet(demo.session, moment.times.round, 500, 150), playRoundSchema);
    expect(demoBet).toMatchObject({ mode: 'demo', balance_cents: demo.balance_cents - 500 });
    app.clock.set(new Date(moment.times.flightAt + timeOf(200)));
    await crash().tick();
    expect(await balanceOf(app, bob.id)).toBe(before - 1_000 + 2_000);
    const demoState = await state(demo.session);
    expect(demoState.my_bet).toMatchObject({ status: 'settled', win_cents: 750 });
    expect(demoState.balance_cents).toBe(demo.balance_cents - 500 + 750);
    // Both bets are in the one shared round, shown to everyone.
    expect(demoState.bets.map((b) => [b.currency, b.cashed_out_at])).toEqual([
      ['EUR', 200],
      ['FUN', 150],
    ]);
  });

  it('PLAY-05 publishes the round, its bets, cash-outs and the crash on public:crash, once', async () => {
    const session = await sessionOf(ada);
    const moment = await nextRound(150);
    await crash().tick();
    await crash().tick();
    expect((await bet(session, moment.times.round, 300)).statusCode).toBe(200);
    app.clock.set(new Date(moment.times.crashAt + 5));
    await Promise.all([crash().tick(), crash().tick()]);
    const ofRound = await crashEventsOf(moment.times.round);
    expect(ofRound).toEqual(['bet', 'crashed', 'round']);
  });

  it('PLAY-05 two processes ticking at once (no leader) announce, crash and settle a round once: one event each, one payout', async () => {
    // On PostgreSQL the other process has a connection pool of its own.
    const other = await openSecondProcess(app, ACCOUNT_ENV);
    const both = () =>
      Promise.all([crash().tick(), other.services.play.crash.tick(), crash().tick(), other.services.play.crash.tick()]);
    try {
      const session = await sessionOf(bob);
      let moment = await crash().at(now());
      do {
        app.clock.set(new Date(moment.times.endAt + 10));
        moment = await crash().at(now());
      } while (moment.times.crashPoint < 250);
      await both();
      const before = await balanceOf(app, bob.id);
      expect((await bet(session, moment.times.round, 1_000, 200)).statusCode).toBe(200);
      app.clock.set(new Date(moment.times.flightAt + timeOf(200)));
      await both();
      app.clock.set(new Date(moment.times.crashAt + 5));
      await both();
      const ofRound = await crashEventsOf(moment.times.round);
      expect(ofRound).toEqual(['bet', 'cashout', 'crashed', 'round']);
      expect(await balanceOf(app, bob.id)).toBe(before - 1_000 + 2_000);
    } finally {
      await other.close();
    }
    expect(await auditLedger(app.db)).toMatchObject({ ok: true });
  });

  it('PLAY-05 a crash session no longer plays private rounds', async () => {
    const res = await frame(app, await sessionOf(ada), 'POST', '/rounds', { bet_cents: 100 });
    expect(res.statusCode).toBe(409);
    expect(await app.db.select().from(gameRounds).where(eq(gameRounds.engine, 'crash'))).not.toContainEqual(
      expect.objectContaining({ crashRound: null }),
    );
  });
});
