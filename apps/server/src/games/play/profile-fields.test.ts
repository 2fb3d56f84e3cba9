import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAL_PLAY_FIELD_REQUIRED, gameSessionSchema } from '@casino/contracts';
import { ACCOUNT_ENV, call, register } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { bodyOf, fieldErrorsOf } from '../../test/http';
import { gameSessions } from './tables';
import { fund, gameOf, launch } from '../../test/play';

let app: TestApp;
let dice: number;

beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  dice = await gameOf(app, 'dice', { demo: true });
});
afterAll(async () => {
  await app?.close();
});

const launchReal = (token: string) => call(app, 'POST', '/api/games/sessions', { token, body: { game_id: dice, mode: 'real' } });

describe('POST /api/games/sessions before the profile is complete', () => {
  it('PLAY-04 PROF-06 refuses real play with 422 naming exactly the empty provider fields; demo stays open', async () => {
    const player = await register(app, 'new.player@example.com', { country: 'DE' });
    await fund(app, player.id, 5_000);

    const refused = await launchReal(player.token);
    expect(refused.statusCode).toBe(422);
    expect(fieldErrorsOf(refused)).toEqual({
      first_name: [REAL_PLAY_FIELD_REQUIRED],
      last_name: [REAL_PLAY_FIELD_REQUIRED],
      date_of_birth: [REAL_PLAY_FIELD_REQUIRED],
    });
    // Nothing was opened for the refused launch.
    expect(await app.db.select().from(gameSessions).where(eq(gameSessions.playerId, player.id))).toEqual([]);

    const demo = await launch(app, player.token, dice, 'demo');
    expect(demo).toMatchObject({ mode: 'demo', currency: 'FUN' });

    const named = await call(app, 'PATCH', '/api/player', {
      token: player.token,
      body: { first_name: 'Ada', last_name: 'Lovelace' },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(fieldErrorsOf(await launchReal(player.token))).toEqual({ date_of_birth: [REAL_PLAY_FIELD_REQUIRED] });

    const born = await call(app, 'PATCH', '/api/player', { token: player.token, body: { date_of_birth: '10/12/1990' } });
    expect(born.statusCode, born.body).toBe(200);
    const opened = bodyOf(await launchReal(player.token), gameSessionSchema);
    expect(opened).toMatchObject({ mode: 'real', currency: 'EUR', balance_cents: 5_000 });
  });

  it('PLAY-04 a restricted country is refused before the profile is asked for', async () => {
    const player = await register(app, 'restricted.player@example.com', { country: 'DE' });
    const restricted = await call(app, 'POST', '/api/games/sessions', {
      token: player.token,
      body: { game_id: dice, mode: 'real' },
      headers: { cookie: `casino_session=${player.token}; debug_country=AS` },
    });
    expect(restricted.statusCode).toBe(403);
  });
});
