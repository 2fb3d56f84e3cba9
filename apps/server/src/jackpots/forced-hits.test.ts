import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { ACCOUNT_ENV, call } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { balanceOf, fund } from '../test/play';
import { createPlayer } from '../test/players';
import { signedInStaff } from '../test/staff';
import { jackpotLevels } from './tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ...ACCOUNT_ENV, JACKPOT_FORCED_HITS: 'on' });
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const GAME = 'test-studio:forced-hit-game';

async function jackpot(): Promise<number> {
  return app.services.jackpots.create(
    {
      identifier: 'forced-hit-test',
      name: 'Forced hit test',
      state: 'active',
      currency: 'EUR',
      game_identifiers: [GAME],
      rates: {},
      // Draws practically never hit: the mean win is 2^32 above the seed.
      levels: [
        {
          identifier: 'level_1',
          name: 'Mini',
          contribution_ppm: 10_000,
          seed_cents: 1_000,
          mean_win_cents: 1_000 + 2 ** 32,
          ceiling_cents: null,
        },
      ],
    },
    null,
  );
}

describe('forced jackpot hits (browser tests only)', () => {
  it('JACK-13 the switch is refused outside NODE_ENV=test, so a production process never has it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', JACKPOT_FORCED_HITS: 'on' })).toThrow(/JACKPOT_FORCED_HITS/);
    expect(() => parseEnv({ NODE_ENV: 'development', JACKPOT_FORCED_HITS: 'on' })).toThrow(/NODE_ENV=test/);
    expect(parseEnv({ NODE_ENV: 'production' }).JACKPOT_FORCED_HITS).toBe('off');
  });

  it('JACK-13 an armed level drops on the next qualifying bet, once; a bad level is 422, an unknown one 404, a support agent 403', async () => {
    const id = await jackpot();
    const { headers } = await signedInStaff(app, 'promotions_manager');
    const agent = await signedInStaff(app, 'support_agent');
    const url = `/api/staff/jackpots/${id}/forced_hit`;
    expect((await call(app, 'POST', url, { headers: agent.headers, body: { level: 'level_1' } })).statusCode).toBe(403);
    expect((await call(app, 'POST', url, { headers, body: { level: 'mini' } })).statusCode).toBe(422);
    expect((await call(app, 'POST', url, { headers, body: { level: 'level_9' } })).statusCode).toBe(404);
    expect((await call(app, 'POST', url, { headers, body: { level: 'level_1' } })).statusCode).toBe(200);

    const playerId = await createPlayer(app.db, 'forced-hit@example.com');
    await fund(app, playerId, 10_000);
    const bet = () =>
      app.services.wallet.bet({
        key: `forced-${Math.random()}`,
        playerId,
        currency: 'EUR',
        amountCents: 1_000,
        metadata: { game_identifier: GAME },
      });
    await bet();
    await app.services.outbox.drain();
    // The pool (seed 10.00 + 0.10 contributed) is paid, the level seeded again.
    expect(await balanceOf(app, playerId)).toBe(10_000 - 1_000 + 1_010);
    const [level] = await app.db.select().from(jackpotLevels).where(eq(jackpotLevels.jackpotId, id));
    expect(level).toMatchObject({ hits: 1, amountCents: 1_000 });
    await bet();
    await app.services.outbox.drain();
    const [after] = await app.db.select().from(jackpotLevels).where(eq(jackpotLevels.jackpotId, id));
    expect(after).toMatchObject({ hits: 1, amountCents: 1_010 });
  });
});
