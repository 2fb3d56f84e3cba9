import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRoundSchema, roundDetailSchema } from '@casino/contracts';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { seededRng } from '../../platform/rng';
import { ACCOUNT_ENV, register } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { bodyOf } from '../../test/http';
import { auditLedger } from '../../wallet';
import { PENDING_GRACE_MS, ROUND_GRACE_MS } from './rounds';
import { SCHEDULED_JOBS } from '../../jobs/schedule';
import { gameRounds } from './tables';
import { balanceOf, frame, fund, gameOf } from '../../test/play';
import { currentRoundResponseSchema } from '@casino/contracts';

let app: TestApp;
let ada: { id: number; token: string };
let poker: number;

beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  ada = await register(app, 'ada@example.com');
  await fund(app, ada.id, 10_000);
  poker = await gameOf(app, 'video-poker');
});
afterAll(async () => {
  await app?.close();
});

/** Another server process on the same database, as after a crash or a deploy, or beside this one. */
async function otherProcess() {
  const next = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CACHE_TTL_MS: '0', ...ACCOUNT_ENV }),
    database: app.database,
    clock: app.clock,
    rng: seededRng('restarted'),
  });
  await next.fastify.ready();
  return next;
}

/** A server process started on the same database, as after a crash or a deploy. */
async function restart(): Promise<void> {
  await (await otherProcess()).close();
}

/** One run of the scheduled sweep of interrupted rounds, as the job queue runs it. */
async function sweepTick(): Promise<void> {
  await app.services.jobs.run(SCHEDULED_JOBS.interruptedRounds);
}

const statusOf = async (id: number) => (await app.db.select().from(gameRounds).where(eq(gameRounds.id, id)))[0]?.status;

/** A multi-step round left open: a video-poker hand dealt, not drawn (crash is one shared round now). */
async function openRound(bet: number) {
  // The player signs in again after the hours the clock moved.
  const { session } = await app.services.play.sessions.launch({
    gameId: poker,
    mode: 'real',
    playerId: ada.id,
    restricted: false,
  });
  const res = await frame(app, session, 'POST', '/rounds', { bet_cents: bet });
  expect(res.statusCode, res.body).toBe(200);
  const round = bodyOf(res, playRoundSchema);
  expect(round.status).toBe('open');
  return round;
}

describe('interrupted rounds', () => {
  it('PLAY-05 a round left open is settled in the player’s favour at restart after the grace: the dealt hand as it pays, or the stake back, once', async () => {
    const before = await balanceOf(app, ada.id);
    const round = await openRound(500);
    expect(await balanceOf(app, ada.id)).toBe(before - 500);
    await restart();
    // Within the grace the round stays resumable.
    expect((await app.db.select().from(gameRounds).where(eq(gameRounds.id, round.id)))[0]?.status).toBe('open');
    app.clock.advance(ROUND_GRACE_MS + 1_000);
    await restart();
    await restart();
    // No card is drawn for the player: the dealt hand pays if it wins, else the stake comes back; once, however many restarts.
    const detail = roundDetailSchema.parse(await app.services.play.recall.detail(ada.id, round.id));
    expect(detail).toMatchObject({ status: 'settled', interrupted: true, balance_after_cents: before - 500 + detail.win_cents });
    const dealt = (round.state as { dealt: number[] }).dealt;
    expect(detail.state).toMatchObject({ finished: true, final: dealt });
    expect(detail.win_cents).toBeGreaterThanOrEqual(500);
    expect(await balanceOf(app, ada.id)).toBe(before - 500 + detail.win_cents);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PLAY-05 a payout a crash left on its way is paid exactly once at restart', async () => {
    const before = await balanceOf(app, ada.id);
    const round = await openRound(400);
    // The process stopped right after deciding the payout, before the wallet credited it.
    await app.db.update(gameRounds).set({ status: 'settling', winCents: 900 }).where(eq(gameRounds.id, round.id));
    app.clock.advance(ROUND_GRACE_MS + 1_000);
    await restart();
    await restart();
    expect(await balanceOf(app, ada.id)).toBe(before - 400 + 900);
    expect((await app.db.select().from(gameRounds).where(eq(gameRounds.id, round.id)))[0]?.status).toBe('settled');
  });

  it('PLAY-05 a stake whose fate a crash left unknown is given back, never half paid', async () => {
    const before = await balanceOf(app, ada.id);
    const round = await openRound(300);
    // The process stopped after the wallet took the first stake but before the round recorded it.
    await app.db.update(gameRounds).set({ status: 'betting', betIds: [] }).where(eq(gameRounds.id, round.id));
    app.clock.advance(ROUND_GRACE_MS + 1_000);
    await restart();
    expect(await balanceOf(app, ada.id)).toBe(before);
    expect((await app.db.select().from(gameRounds).where(eq(gameRounds.id, round.id)))[0]?.status).toBe('rejected');
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PLAY-05 a running process sweeps rounds left open past the grace, without a restart; two processes sweeping at once pay once', async () => {
    const before = await balanceOf(app, ada.id);
    const round = await openRound(600);
    await sweepTick();
    expect(await statusOf(round.id)).toBe('open');
    app.clock.advance(ROUND_GRACE_MS + 1_000);
    const other = await otherProcess();
    try {
      await Promise.all([sweepTick(), other.services.play.rounds.recover(), app.services.play.rounds.recover()]);
    } finally {
      await other.close();
    }
    expect(await statusOf(round.id)).toBe('settled');
    const detail = roundDetailSchema.parse(await app.services.play.recall.detail(ada.id, round.id));
    expect(detail.win_cents).toBeGreaterThanOrEqual(600);
    expect(await balanceOf(app, ada.id)).toBe(before - 600 + detail.win_cents);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PLAY-05 a payout or a stake left on its way is finished by the sweep a minute later, not an hour', async () => {
    const before = await balanceOf(app, ada.id);
    const paid = await openRound(200);
    await app.db.update(gameRounds).set({ status: 'settling', winCents: 700 }).where(eq(gameRounds.id, paid.id));
    app.clock.advance(PENDING_GRACE_MS + 1_000);
    await sweepTick();
    expect(await statusOf(paid.id)).toBe('settled');
    expect(await balanceOf(app, ada.id)).toBe(before - 200 + 700);
    const refunded = await openRound(300);
    await app.db.update(gameRounds).set({ status: 'betting', betIds: [] }).where(eq(gameRounds.id, refunded.id));
    await sweepTick();
    expect(await statusOf(refunded.id)).toBe('betting');
    app.clock.advance(PENDING_GRACE_MS + 1_000);
    await sweepTick();
    expect(await statusOf(refunded.id)).toBe('rejected');
    expect(await balanceOf(app, ada.id)).toBe(before - 200 + 700);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PLAY-05 a reload of the game page resumes the open hand in the new game session', async () => {
    const before = await balanceOf(app, ada.id);
    const round = await openRound(100);
    // The game page is opened again: a new session of the same game for the same player.
    const { session: reloaded } = await app.services.play.sessions.launch({
      gameId: poker,
      mode: 'real',
      playerId: ada.id,
      restricted: false,
    });
    const resumed = bodyOf(await frame(app, reloaded, 'GET', '/rounds/current'), currentRoundResponseSchema);
    expect(resumed.round).toMatchObject({ id: round.id, status: 'open', stake_cents: 100 });
    // A new round cannot start beside it; the hand is played on.
    expect((await frame(app, reloaded, 'POST', '/rounds', { bet_cents: 100 })).statusCode).toBe(409);
    const drawn = await frame(app, reloaded, 'POST', `/rounds/${round.id}/actions`, {
      action: { type: 'draw', hold: [true, true, true, true, true] },
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const settled = bodyOf(drawn, playRoundSchema);
    expect(settled.status).toBe('settled');
    expect(await balanceOf(app, ada.id)).toBe(before - 100 + settled.win_cents);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });
});
