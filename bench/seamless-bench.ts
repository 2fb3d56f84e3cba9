/**
 * Bets per second through the seamless-wallet API over HTTP (signed POST /api/seamless/bet on a
 * listening server), one caller at a time and 50 at once. Run by bench/run.mjs:
 * `node --import tsx bench/seamless-bench.ts`; prints JSON on its last line.
 * PGlite in memory, or a scratch database on DATABASE_URL's server.
 */
import { SEAMLESS_SIGNATURE_HEADER } from '@casino/contracts';
import { createTestApp } from '../apps/server/src/test/app';
import { createPlayer } from '../apps/server/src/test/players';
import { UNLIMITED_PLAY } from '../apps/server/src/games/play/play-rate';
import { DEV_SEAMLESS_SECRET, signSeamless } from '../apps/server/src/games/play/signature';
import { gameOf } from '../apps/server/src/test/play';

const SECONDS = Number(process.env['BENCH_SEAMLESS_SECONDS'] ?? 5);
const CONCURRENCY = 50;

async function main() {
  const app = await createTestApp({}, { playRate: UNLIMITED_PLAY });
  try {
    const address = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
    const playerId = await createPlayer(app.db, 'bench-seamless@example.com');
    await app.services.wallet.openAccount(playerId, 'EUR');
    await app.services.wallet.deposit({ key: 'bench-seamless-fund', playerId, currency: 'EUR', amountCents: 1e12 });
    const gameId = await gameOf(app, 'dice');
    const { session } = await app.services.play.sessions.launch({ gameId, mode: 'real', playerId, restricted: false });
    let seq = 0;
    const bet = async () => {
      seq += 1;
      const payload = JSON.stringify({
        session,
        player_id: playerId,
        transaction_id: `bench-${seq}`,
        round_id: `round-${seq}`,
        amount_cents: 1,
        currency: 'EUR',
      });
      const res = await fetch(`${address}/api/seamless/bet`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SEAMLESS_SIGNATURE_HEADER]: signSeamless(DEV_SEAMLESS_SECRET, payload),
        },
        body: payload,
      });
      if (res.status !== 200) throw new Error(`bet answered ${res.status}: ${await res.text()}`);
    };
    const timed = async (concurrency: number) => {
      const end = Date.now() + SECONDS * 1000;
      const started = Date.now();
      let done = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (Date.now() < end) {
            await bet();
            done += 1;
          }
        }),
      );
      return Math.round((done * 1000) / (Date.now() - started));
    };
    const sequential = await timed(1);
    const concurrent = await timed(CONCURRENCY);
    console.log(
      JSON.stringify({
        database: app.databaseUrl ? 'PostgreSQL' : 'PGlite',
        seconds: SECONDS,
        betsPerSecondSequential: sequential,
        betsPerSecond50Concurrent: concurrent,
      }),
    );
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  console.log(JSON.stringify({ error: String(err) }));
  process.exitCode = 1;
});
