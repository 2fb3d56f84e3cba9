import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRoundSchema, roundDetailSchema } from '@casino/contracts';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { seededRng } from '../../platform/rng';
import { ACCOUNT_ENV, register } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { bodyOf } from '../../test/http';
import { auditLedger } from '../../wallet/audit';
import { ROUND_GRACE_MS } from './rounds';
import { gameRounds } from './tables';
import { balanceOf, frame, fund, gameOf } from './testing';

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

/** A server process started on the same database, as after a crash or a deploy. */
async function restart(): Promise<void> {
  const next = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CACHE_TTL_MS: '0', ...ACCOUNT_ENV }),
    database: app.database,
    clock: app.clock,
    rng: seededRng('restarted'),
  });
  await next.fastify.ready();
  await next.close();
}

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
  it('PLAY-05 a round left open is settled in the player’s favour at restart after the grace, and paid once', async () => {
    const before = await balanceOf(app, ada.id);
    const round = await openRound(500);
    expect(await balanceOf(app, ada.id)).toBe(before - 500);
    await restart();
    // Within the grace the round stays resumable.
    expect((await app.db.select().from(gameRounds).where(eq(gameRounds.id, round.id)))[0]?.status).toBe('open');
    app.clock.advance(ROUND_GRACE_MS + 1_000);
    await restart();
    await restart();
    // The hand is drawn as the published strategy holds it, and paid once however many restarts.
    const detail = roundDetailSchema.parse(await app.services.play.recall.detail(ada.id, round.id));
    expect(detail).toMatchObject({ status: 'settled', interrupted: true, balance_after_cents: before - 500 + detail.win_cents });
    expect(detail.state).toMatchObject({ finished: true });
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
});
