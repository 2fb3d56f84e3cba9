import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_SESSION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  currentRoundResponseSchema,
  playRoundSchema,
  type PlayRound,
} from '@casino/contracts';
import type { App } from '../../app';
import { IN_PROGRESS_MESSAGE, KEY_REUSED_MESSAGE } from '../../http/idempotency';
import { ACCOUNT_ENV, register } from '../../test/accounts';
import { createTestApp, openSecondProcess, type TestApp } from '../../test/app';
import { XHR, bodyOf, errorOf, fieldErrorsOf, injectFrom } from '../../test/http';
import { auditLedger } from '../../wallet';
import { timeOf } from '../engines/crash';
import { gameRounds } from './tables';
import { balanceOf, completeProfile, fund, gameOf, launch } from '../../test/play';

let app: TestApp;
let other: App;
let ada: { id: number; token: string };
let bob: { id: number; token: string };

beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  other = await openSecondProcess(app, ACCOUNT_ENV);
  ada = await register(app, 'ada.idem@example.com');
  bob = await register(app, 'bob.idem@example.com');
  for (const player of [ada, bob]) {
    await completeProfile(app, player.token);
    await fund(app, player.id, 100_000);
  }
}, 120_000);
afterAll(async () => {
  await other?.close();
  await app?.close();
});

const DICE = { direction: 'under', target: 5000 };

/** A POST of the game frame with its session and an Idempotency-Key; `via` picks the process. */
const play = (session: string, path: string, body: unknown, key: string, via: App = app) =>
  injectFrom(via.fastify, {
    method: 'POST',
    url: `/provider/inhouse/api${path}`,
    headers: { ...XHR, [GAME_SESSION_HEADER]: session, [IDEMPOTENCY_KEY_HEADER]: key },
    payload: body as Record<string, unknown>,
  });

/** Five identical requests at once, alternately to each process. */
const fiveAtOnce = (send: (via: App) => Promise<LightMyRequestResponse>) =>
  Promise.all([0, 1, 2, 3, 4].map((i) => send(i % 2 === 0 ? app : other)));

/** One answer ran; every other is it again or the documented 409. Answers the round it played. */
function oneAnswer(responses: LightMyRequestResponse[]): PlayRound {
  const first = responses.find((r) => r.statusCode === 200 && r.headers[IDEMPOTENT_REPLAYED_HEADER] === undefined);
  expect(first, responses.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toBeDefined();
  for (const res of responses) {
    if (res === first) continue;
    if (res.statusCode === 409) expect(errorOf(res)).toBe(IN_PROGRESS_MESSAGE);
    else expect([res.statusCode, res.body]).toEqual([200, first?.body]);
  }
  return bodyOf(first as LightMyRequestResponse, playRoundSchema);
}

const roundsOf = async (playerId: number) =>
  (await app.db.select({ id: gameRounds.id }).from(gameRounds).where(eq(gameRounds.playerId, playerId))).length;

describe('Idempotency-Key on the in-house provider', () => {
  it('PLAY-05 five dice rounds with one key at once, on two processes: one round, one stake, one payout', async () => {
    const session = (await launch(app, ada.token, await gameOf(app, 'dice'), 'real')).session;
    const before = await balanceOf(app, ada.id);
    const rounds = await roundsOf(ada.id);
    const key = randomUUID();
    const round = oneAnswer(await fiveAtOnce((via) => play(session, '/rounds', { bet_cents: 1_000, params: DICE }, key, via)));
    expect(round.status).toBe('settled');
    expect(await roundsOf(ada.id)).toBe(rounds + 1);
    expect(await balanceOf(app, ada.id)).toBe(before - 1_000 + round.win_cents);
    // Another bet under the key: 422, nothing staked.
    const changed = await play(session, '/rounds', { bet_cents: 2_000, params: DICE }, key);
    expect(changed.statusCode).toBe(422);
    expect(fieldErrorsOf(changed)).toEqual({ idempotency_key: [KEY_REUSED_MESSAGE] });
    expect(await balanceOf(app, ada.id)).toBe(before - 1_000 + round.win_cents);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PLAY-05 keys are per player: Bob’s same key plays his own round; Ada’s from another game session is another request (422)', async () => {
    const dice = await gameOf(app, 'dice');
    const key = randomUUID();
    const adaRounds = await roundsOf(ada.id);
    const bobRounds = await roundsOf(bob.id);
    const first = await play(
      (await launch(app, ada.token, dice, 'real')).session,
      '/rounds',
      { bet_cents: 100, params: DICE },
      key,
    );
    const bobs = await play(
      (await launch(app, bob.token, dice, 'real')).session,
      '/rounds',
      { bet_cents: 100, params: DICE },
      key,
    );
    expect([first.statusCode, bobs.statusCode]).toEqual([200, 200]);
    expect(bobs.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(await roundsOf(bob.id)).toBe(bobRounds + 1);
    // Ada's same key from another game session is another request, refused rather than replayed.
    const elsewhere = await play(
      (await launch(app, ada.token, dice, 'real')).session,
      '/rounds',
      { bet_cents: 100, params: DICE },
      key,
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(await roundsOf(ada.id)).toBe(adaRounds + 1);
  });

  it('PLAY-05 a blackjack step sent five times at once with one key is played once', async () => {
    const session = (await launch(app, ada.token, await gameOf(app, 'blackjack'), 'real')).session;
    let open: PlayRound | null = null;
    for (let i = 0; i < 30 && !open; i++) {
      let round = bodyOf(await play(session, '/rounds', { bet_cents: 100 }, randomUUID()), playRoundSchema);
      if (round.status === 'open' && (round.state as { phase?: string }).phase === 'insurance') {
        const insurance = { action: { type: 'insurance', take: false } };
        round = bodyOf(await play(session, `/rounds/${round.id}/actions`, insurance, randomUUID()), playRoundSchema);
      }
      if (round.status === 'open') open = round;
    }
    expect(open).not.toBeNull();
    const id = open?.id ?? 0;
    const before = await balanceOf(app, ada.id);
    const key = randomUUID();
    const hit = oneAnswer(
      await fiveAtOnce((via) => play(session, `/rounds/${id}/actions`, { action: { type: 'hit' } }, key, via)),
    );
    // Once: the round is where the one hit left it, and a later repeat answers that hit again.
    const current = bodyOf(
      await injectFrom(app.fastify, {
        method: 'GET',
        url: '/provider/inhouse/api/rounds/current',
        headers: { [GAME_SESSION_HEADER]: session },
      }),
      currentRoundResponseSchema,
    );
    if (hit.status === 'open') expect(current.round?.state).toEqual(hit.state);
    else expect(current.round).toBeNull();
    expect(await balanceOf(app, ada.id)).toBe(before + hit.win_cents);
    const again = await play(session, `/rounds/${id}/actions`, { action: { type: 'hit' } }, key);
    expect(bodyOf(again, playRoundSchema)).toEqual(hit);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PLAY-05 a crash bet and its cash-out, each sent five times at once with one key, stake once and pay once', async () => {
    const crashGame = await gameOf(app, 'crash');
    const session = (await launch(app, bob.token, crashGame, 'real')).session;
    const crash = app.services.play.crash;
    // The betting phase of a round that flies past 2x.
    let moment = await crash.at(app.clock.now().getTime());
    while (moment.times.crashPoint < 200) {
      app.clock.set(new Date(moment.times.endAt + 10));
      moment = await crash.at(app.clock.now().getTime());
    }
    await crash.tick();
    const round = moment.times.round;
    const before = await balanceOf(app, bob.id);
    const betKey = randomUUID();
    const placed = oneAnswer(await fiveAtOnce((via) => play(session, '/crash/bets', { round, bet_cents: 2_000 }, betKey, via)));
    expect(placed.stake_cents).toBe(2_000);
    expect(await balanceOf(app, bob.id)).toBe(before - 2_000);
    app.clock.set(new Date(moment.times.flightAt + timeOf(150)));
    const cashKey = randomUUID();
    const done = oneAnswer(await fiveAtOnce((via) => play(session, '/crash/cashout', { round }, cashKey, via)));
    expect(done.status).toBe('settled');
    expect(await balanceOf(app, bob.id)).toBe(before - 2_000 + done.win_cents);
    const rows = await app.db
      .select({ id: gameRounds.id })
      .from(gameRounds)
      .where(and(eq(gameRounds.playerId, bob.id), eq(gameRounds.id, placed.id)));
    expect(rows).toHaveLength(1);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });
});
