import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRoundSchema, seamlessErrorSchema } from '@casino/contracts';
import { and, count, eq } from 'drizzle-orm';
import { ACCOUNT_ENV, register } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { bodyOf, errorOf } from '../../test/http';
import { auditLedger } from '../../wallet';
import { PLAY_RATE, PLAY_TOO_FAST } from './play-rate';
import { gameRounds } from './tables';
import { balanceOf, completeProfile, frame, fund, gameOf, launch, signedSeamless } from '../../test/play';

// With REDIS_URL set the counters live in Redis, as in a deployment of several processes.
const REDIS_URL = process.env['REDIS_URL'];
const REDIS: Record<string, string> = REDIS_URL ? { REDIS_URL } : {};
const DICE = { bet_cents: 100, params: { direction: 'under', target: 5000 } };
/** The short windows: what a burst may take of a session and of a player. */
const SESSION_BURST = PLAY_RATE.perSession[0].max;
const PLAYER_BURST = PLAY_RATE.perPlayer[0].max;

let app: TestApp;
let dice: number;
let seq = 0;

beforeAll(async () => {
  app = await createTestApp({ ...ACCOUNT_ENV, ...REDIS });
  dice = await gameOf(app, 'dice');
});
afterAll(async () => {
  await app?.close();
});

/** A player with a complete profile and 1,000.00 EUR. */
async function player() {
  seq += 1;
  const p = await register(app, `pace-${seq}@example.com`);
  await completeProfile(app, p.token);
  await fund(app, p.id, 100_000);
  return p;
}

async function settledRoundsOf(session: string) {
  const id = (await app.services.play.sessions.resolve(session, false)).id;
  const [row] = await app.db
    .select({ n: count() })
    .from(gameRounds)
    .where(and(eq(gameRounds.sessionId, id), eq(gameRounds.status, 'settled')));
  return Number(row?.n ?? 0);
}

function seamlessBet(session: string, playerId: number) {
  seq += 1;
  return signedSeamless(app, 'bet', {
    session,
    player_id: playerId,
    transaction_id: `pace-bet-${seq}`,
    round_id: `pace-round-${seq}`,
    amount_cents: 100,
    currency: 'EUR',
  });
}

describe('the pace of bets (docs/decisions/030-play-rate.md)', () => {
  it('PLAY-05 a script firing in-house rounds on one game session gets 429 with Retry-After, and a refused round moves no money', async () => {
    const ada = await player();
    const { session } = await launch(app, ada.token, dice, 'real');
    const before = await balanceOf(app, ada.id);
    const answers = await Promise.all(
      Array.from({ length: SESSION_BURST + 10 }, () => frame(app, session, 'POST', '/rounds', DICE)),
    );
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(10);
    for (const res of refused) {
      expect(errorOf(res)).toBe(PLAY_TOO_FAST);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // The rest were played (or found a round of the same session in progress); only played rounds moved money.
    const played = answers.filter((res) => res.statusCode === 200).map((res) => bodyOf(res, playRoundSchema));
    expect(answers.filter((res) => ![200, 409, 429].includes(res.statusCode))).toEqual([]);
    const net = played.reduce((sum, round) => sum + round.win_cents - round.stake_cents, 0);
    expect(await balanceOf(app, ada.id)).toBe(before + net);
    expect(await settledRoundsOf(session)).toBe(played.length);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PLAY-05 seamless bets over the session rate are refused with 429 rate_limited and Retry-After, and take nothing', async () => {
    const carol = await player();
    const { session } = await launch(app, carol.token, dice, 'real');
    const before = await balanceOf(app, carol.id);
    const answers = await Promise.all(Array.from({ length: SESSION_BURST + 10 }, () => seamlessBet(session, carol.id)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(SESSION_BURST);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(10);
    for (const res of refused) {
      expect(bodyOf(res, seamlessErrorSchema).code).toBe('rate_limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(await balanceOf(app, carol.id)).toBe(before - 100 * SESSION_BURST);
  });

  it('PLAY-05 the player rate spans sessions: three tabs, each under its own rate, together pass only the player rate', async () => {
    const dan = await player();
    const tabs = [];
    for (let i = 0; i < 3; i += 1) tabs.push((await launch(app, dan.token, dice, 'real')).session);
    const before = await balanceOf(app, dan.id);
    const perTab = SESSION_BURST - 5;
    const answers = await Promise.all(tabs.flatMap((tab) => Array.from({ length: perTab }, () => seamlessBet(tab, dan.id))));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(PLAYER_BURST);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(3 * perTab - PLAYER_BURST);
    expect(await balanceOf(app, dan.id)).toBe(before - 100 * PLAYER_BURST);
  });

  it('PLAY-05 a person playing fast, a round and a seamless bet every half second for 12 s, is never refused', async () => {
    const eve = await player();
    const fay = await player();
    const inhouse = (await launch(app, eve.token, dice, 'real')).session;
    const external = (await launch(app, fay.token, dice, 'real')).session;
    const start = Date.now();
    let rounds = 0;
    for (let i = 0; Date.now() - start < 12_000; i += 1) {
      const [round, bet] = await Promise.all([frame(app, inhouse, 'POST', '/rounds', DICE), seamlessBet(external, fay.id)]);
      expect(round.statusCode, round.body).toBe(200);
      expect(bet.statusCode, bet.body).toBe(200);
      rounds += 1;
      // The next click comes half a second after the previous one, or at once when the answer took longer.
      await sleep(Math.max(0, start + (i + 1) * 500 - Date.now()));
    }
    expect(await settledRoundsOf(inhouse)).toBe(rounds);
  });
  it('PLAY-05 PAY-26 a keyed round refused for pace runs when sent again with its key after Retry-After, not replayed as 429', async () => {
    const ada = await player();
    const { session } = await launch(app, ada.token, dice, 'real');
    for (let i = 0; i < SESSION_BURST; i++) expect((await frame(app, session, 'POST', '/rounds', DICE)).statusCode).toBe(200);
    const key = { 'idempotency-key': `pace-retry-${seq}-0123456789abcdef` };
    const refused = await frame(app, session, 'POST', '/rounds', DICE, key);
    expect(refused.statusCode).toBe(429);
    await sleep(Number(refused.headers['retry-after']) * 1000 + 200);
    const played = await frame(app, session, 'POST', '/rounds', DICE, key);
    expect(played.statusCode).toBe(200);
    expect(played.headers['idempotent-replayed']).toBeUndefined();
    const again = await frame(app, session, 'POST', '/rounds', DICE, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(played.body);
  }, 30_000);
});
