/**
 * Bets per second through the seamless-wallet API over HTTP (signed POST /api/seamless/bet on a
 * listening server, called from a worker thread as a provider's servers would: bench/bet-callers.ts),
 * one caller at a time and 50 at once, with each bet's p99, beside the same bet's statements sent
 * bare through the same driver (bench/bare-bet.ts); then bets arriving at half that 50-caller rate,
 * however fast they are answered (the latency a player feels while the casino is half busy); then 100 bets in flight
 * for BENCH_FLOOD_SECONDS (30) while a signed-in player reads GET /api/player/accounts and the lobby
 * page (server-rendered for that player, when the production build exists; the process's first
 * page, cold, is timed on its own before): how many bets were
 * answered, refused 503 by the bet lane (docs/decisions/039-bet-path-admission.md), the slowest
 * answer, the reads' p99 (read from a worker thread of their own, bench/read-loop.ts), and the ledger audit and replays afterwards.
 * The yardstick's bets write their events as bets do; the open loop first runs while the outbox
 * works through them (as after a restart with events pending), then, with the outbox caught up,
 * again; the flood starts caught up too.
 * Run by bench/run.mjs: `NODE_ENV=production node --import tsx bench/seamless-bench.ts` (React's
 * production build for the lobby page); prints JSON on its last line.
 * PGlite on files in a temporary directory, as `npm start` keeps it (in memory its files grow by
 * copying, which a running casino never does: docs/decisions/077-embedded-database-stalls.md), or a
 * scratch database on DATABASE_URL's server.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productionWeb } from '../apps/server/src/page-server';
import { createTestApp, type TestApp } from '../apps/server/src/test/app';
import { cookie, register } from '../apps/server/src/test/accounts';
import { UNLIMITED_PLAY } from '../apps/server/src/games/play/play-rate';
import { completeProfile, fund, gameOf } from '../apps/server/src/test/play';
import { auditLedger } from '../apps/server/src/wallet';
import { betFromWorker, type BetTarget } from './bet-callers';
import { bareBet, bareBetRows } from './bare-bet';
import { BENCH_APP_ENV, p99, percentile } from './betting';
import { readFromWorker } from './read-loop';
import { sendSeamlessBet } from './seamless-call';

const SECONDS = Number(process.env['BENCH_SEAMLESS_SECONDS'] ?? 5);
/** The flood's length: issue 19's 30 seconds, so its p99s are not one slow answer among a few dozen. */
const FLOOD_SECONDS = Number(process.env['BENCH_FLOOD_SECONDS'] ?? 30);
/** Pages read before the flood: a running casino's route modules are loaded and its shared data cached. */
const WARM_PAGES = 5;
const CONCURRENCY = 50;
const IN_FLIGHT = 100;
/** The open-loop rate, as a share of the bets per second the 50 callers got: the casino half busy. */
const OFFERED_SHARE = 0.5;
const WEB_BUILD = new URL('../apps/web/build/server/index.js', import.meta.url);

/** Runs `concurrency` loops of `call` for SECONDS; answers the rate and every call's time in ms. */
async function timed(concurrency: number, call: () => Promise<void>) {
  const end = Date.now() + SECONDS * 1000;
  const started = Date.now();
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const at = performance.now();
        await call();
        times.push(performance.now() - at);
      }
    }),
  );
  return { perSecond: Math.round((times.length * 1000) / (Date.now() - started)), times };
}

/** A real-money bettor: registered, profile complete, funded, with a launched dice session. */
async function bettor(app: TestApp, email: string) {
  const player = await register(app, email);
  await completeProfile(app, player.token);
  await fund(app, player.id, 1e12);
  const gameId = await gameOf(app, 'dice');
  const { session } = await app.services.play.sessions.launch({ gameId, mode: 'real', playerId: player.id, restricted: false });
  return { player, session };
}

/**
 * How long the server took over each request to `path`, from the moment it had read the request
 * to its answer's last byte: the caller's time without its own queue (the callers, the bench's
 * reads and the server share two cores, so a caller's clock also counts the turns it waited for).
 */
function serverTimes(app: TestApp, path: string) {
  const times: number[] = [];
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith(path)) return;
    const at = performance.now();
    res.once('finish', () => times.push(performance.now() - at));
  };
  app.fastify.server.on('request', listener);
  return { times, stop: () => app.fastify.server.off('request', listener) };
}

/**
 * The process's first lobby page (its route modules loaded, its shared data fetched: what the
 * first visitor after a start waits), then a few more, so the flood measures a running casino.
 */
async function warmPages(url: string, headers: Record<string, string>) {
  const started = performance.now();
  await (await fetch(url, { headers })).text();
  const firstPageMs = Math.round(performance.now() - started);
  for (let i = 1; i < WARM_PAGES; i++) await (await fetch(url, { headers })).text();
  return firstPageMs;
}

/** Waits until the outbox has dispatched every pending event; answers how many there were and how long it took. */
async function caughtUp(app: TestApp) {
  const started = performance.now();
  const { pending } = await app.services.outbox.backlog();
  await app.services.outbox.drain();
  return { events: pending, ms: Math.round(performance.now() - started) };
}

/** The bet's statements sent bare, one at a time and from 50 loops (bench/bare-bet.ts). */
async function bareYardstick(app: TestApp) {
  const { player } = await bettor(app, 'bench-bare@example.com');
  const rows = await bareBetRows(app.db, player.id);
  let n = 0;
  const run = (concurrency: number) => timed(concurrency, () => bareBet(app.db, rows, `bare-${(n += 1)}`));
  await run(CONCURRENCY);
  const sequential = await run(1);
  const concurrent = await run(CONCURRENCY);
  return { sequential: sequential.perSecond, concurrent: concurrent.perSecond, p99At50: p99(concurrent.times) };
}

async function main() {
  let address = '';
  // The lobby as the production build renders it, when there is one (bench/run.mjs builds it).
  const web = existsSync(WEB_BUILD) ? await productionWeb({ api: () => address }) : undefined;
  // The bet lane as in production (the test apps lift its wait budget).
  const pgliteDir = process.env['DATABASE_URL'] ? undefined : mkdtempSync(join(tmpdir(), 'casino-bench-'));
  const app = await createTestApp(BENCH_APP_ENV, { playRate: UNLIMITED_PLAY, web, pgliteDir });
  try {
    address = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
    const { player, session } = await bettor(app, 'bench-seamless@example.com');
    const target = (prefix: string): BetTarget => ({ addresses: [address], bettors: [{ session, playerId: player.id }], prefix });
    const send = (transactionId: string) => sendSeamlessBet(address, { session, playerId: player.id }, transactionId);
    await betFromWorker(target('warm-up'), CONCURRENCY, 1);
    const sequential = await betFromWorker(target('seq'), 1, SECONDS);
    const concurrent = await betFromWorker(target('c50'), CONCURRENCY, SECONDS);
    const bare = await bareYardstick(app);
    const offeredPerSecond = Math.max(1, Math.round(concurrent.perSecond * OFFERED_SHARE));
    // The yardstick's events are pending, as a casino's are after a restart: the first bet kicks
    // the outbox, and the engines work through them while the bets keep arriving.
    const backlog = (await app.services.outbox.backlog()).pending;
    const duringCatchUp = await betFromWorker(target('catch-up'), { perSecond: offeredPerSecond }, SECONDS);
    const yardstickEvents = { ...(await caughtUp(app)), pendingAtStart: backlog };
    const offered = await betFromWorker(target('offered'), { perSecond: offeredPerSecond }, SECONDS);
    await caughtUp(app);
    const readHeaders = { ...cookie(player.token), accept: 'text/html,application/json' };
    const reads = (path: string) => readFromWorker(`${address}${path}`, readHeaders, FLOOD_SECONDS);
    const firstPageMs = web ? await warmPages(`${address}/`, readHeaders) : undefined;
    const served = serverTimes(app, '/api/seamless/bet');
    const [flood, accounts, pages] = await Promise.all([
      betFromWorker(target('flood'), IN_FLIGHT, FLOOD_SECONDS),
      reads('/api/player/accounts'),
      web ? reads('/') : undefined,
    ]);
    served.stop();
    // Replays answer the first answer and move nothing.
    const before = await (await fetch(`${address}/api/player/accounts`, { headers: cookie(player.token) })).text();
    const replays = await Promise.all([send('seq-1'), send('seq-2'), send('c50-3')]);
    const after = await (await fetch(`${address}/api/player/accounts`, { headers: cookie(player.token) })).text();
    const audit = await auditLedger(app.db);
    console.log(
      JSON.stringify({
        database: app.databaseUrl ? 'PostgreSQL' : 'PGlite on files',
        seconds: SECONDS,
        betsPerSecondSequential: sequential.perSecond,
        betsPerSecond50Concurrent: concurrent.perSecond,
        betP99Ms50Concurrent: p99(concurrent.times),
        refused503At50: concurrent.refused,
        bareBet: bare,
        duringCatchUp: {
          eventsPendingAtStart: yardstickEvents.pendingAtStart,
          eventsLeftAfter: yardstickEvents.events,
          p50Ms: percentile(duringCatchUp.times, 0.5),
          p99Ms: p99(duringCatchUp.times),
          refused503: duringCatchUp.refused,
        },
        ratioToBare: {
          sequential: Number((sequential.perSecond / bare.sequential).toFixed(3)),
          concurrent50: Number((concurrent.perSecond / bare.concurrent).toFixed(3)),
        },
        offered: {
          perSecond: offeredPerSecond,
          answeredPerSecond: offered.perSecond,
          refused503: offered.refused,
          p50Ms: percentile(offered.times, 0.5),
          p99Ms: p99(offered.times),
        },
        inFlight100: {
          seconds: FLOOD_SECONDS,
          betsPerSecond: flood.perSecond,
          refused503: flood.refused,
          slowestBetMs: Math.round(Math.max(...flood.times)),
          slowestBetServedMs: Math.round(Math.max(...served.times)),
          slowestOpeningBetMs: flood.slowestOpeningMs,
          accountsReadP99Ms: p99(accounts),
          accountsReads: accounts.length,
          lobbyPageP99Ms: pages ? p99(pages) : 'not measured: no production build (npm run build)',
          lobbyPages: pages?.length ?? 0,
          lobbyFirstPageMs: firstPageMs ?? 'not measured',
        },
        money: {
          auditOk: audit.ok,
          balanceDifferences: audit.balanceDifferences.length,
          unbalancedTransactions: audit.unbalancedTransactions.length,
          replaysAnswered200: replays.every((r) => r.status === 200),
          replaysMovedNothing: before === after,
        },
        rssMiB: Math.round(process.memoryUsage().rss / 2 ** 20),
      }),
    );
  } finally {
    await app.close();
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.log(JSON.stringify({ error: String(err) }));
  process.exitCode = 1;
});
