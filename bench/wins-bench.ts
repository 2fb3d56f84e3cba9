/**
 * public:wins delivery to many connected clients: messages per second and latency from
 * the win to its receipt, beside a bare Socket.IO server broadcasting the same payload to the same
 * number of clients. Run by bench/run.mjs: `node --import tsx bench/wins-bench.ts`;
 * prints JSON on its last line.
 *
 * The casino side is the real path: in-house dice rounds in real money, big enough to be notable
 * (bet 1,000 EUR on "under 98.00", so nearly every round wins at least the notable amount), played
 * over HTTP; the round's settlement writes the public:wins event to the outbox, the dispatcher
 * sends it through the realtime gateway. The clients and the producers live in a child process
 * (bench/wins-clients.mjs), so they never share an event loop with the server they measure.
 * PGlite in memory, or a scratch database on DATABASE_URL's server.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Server } from 'socket.io';
import { REALTIME_PATH, SUBSCRIBE_EVENT, type RealtimeData } from '@casino/contracts';
import { buildApp } from '../apps/server/src/app';
import { parseEnv } from '../apps/server/src/env';
import { NOTABLE_WIN_CENTS } from '../apps/server/src/games/play/notify';
import { UNLIMITED_PLAY } from '../apps/server/src/games/play/play-rate';
import { gameOf } from '../apps/server/src/test/play';
import { systemClock } from '../apps/server/src/platform/clock';
import { cryptoRng } from '../apps/server/src/platform/rng';
import { seedDemo } from '../apps/server/src/seed';
import type { TestApp } from '../apps/server/src/test/app';
import { openTestDatabase } from '../apps/server/src/test/database';
import { createPlayer } from '../apps/server/src/test/players';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLIENTS_SCRIPT = join(ROOT, 'bench', 'wins-clients.mjs');
/** The soft limit of open files (`ulimit -n`); each process here holds one descriptor per client. */
function openFilesLimit(): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8').match(/^Max open files\s+(\d+)/m);
    return line ? Number(line[1]) : Infinity;
  } catch {
    return Infinity;
  }
}
const FILES_LIMIT = openFilesLimit();
const ASKED_CLIENTS = Number(process.env['BENCH_WINS_CLIENTS'] ?? 2000);
/** Within what the machine allows: the limit less room for the database, logs and HTTP. */
const CLIENTS = Math.min(ASKED_CLIENTS, FILES_LIMIT - 256);
const WINS = Number(process.env['BENCH_WINS_COUNT'] ?? 200);
const PRODUCERS = Number(process.env['BENCH_WINS_PRODUCERS'] ?? 4);
const CLIENT = process.env['BENCH_WINS_CLIENT'] === 'socket.io' ? 'socket.io' : 'raw';
const TIMEOUT_MS = Number(process.env['BENCH_WINS_TIMEOUT'] ?? 90) * 1000;
const BET_CENTS = NOTABLE_WIN_CENTS['EUR'] ?? 100_000;
const DICE_PARAMS = { direction: 'under', target: 9800 };

type ClientsReport = Record<string, unknown> & { messagesPerSecond?: number; latencyMs?: { p50: number; p99: number } };

/** Runs the client process against a server and answers its JSON report. */
function runClients(job: Record<string, unknown>): Promise<ClientsReport> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [CLIENTS_SCRIPT], {
      cwd: ROOT,
      env: {
        ...process.env,
        BENCH_WINS_JOB: JSON.stringify({
          clients: CLIENTS,
          client: CLIENT,
          wins: WINS,
          producers: PRODUCERS,
          timeoutMs: TIMEOUT_MS,
          ...job,
        }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', () => {
      try {
        done(JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as ClientsReport);
      } catch {
        done({ error: out.slice(0, 500) });
      }
    });
  });
}

/** The casino on a fresh seeded database, with the real clock (a win's `at` is when it settled). */
async function casino(): Promise<ClientsReport> {
  const testDb = await openTestDatabase();
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await seedDemo(testDb.database.db);
    app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: testDb.database,
      clock: systemClock,
      rng: cryptoRng,
      playRate: UNLIMITED_PLAY,
    });
    const address = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
    app.services.outbox.start();
    const gameId = await gameOf({ ...app, db: testDb.database.db } as TestApp, 'dice');
    // One player and game session per producer: a session plays one round at a time.
    const sessions: string[] = [];
    for (let i = 0; i < PRODUCERS; i++) {
      const playerId = await createPlayer(testDb.database.db, `lucky${i}@example.com`);
      await app.services.wallet.openAccount(playerId, 'EUR');
      await app.services.wallet.deposit({ key: `bench-wins-fund-${i}`, playerId, currency: 'EUR', amountCents: 1e13 });
      const { session } = await app.services.play.sessions.launch({ gameId, mode: 'real', playerId, restricted: false });
      sessions.push(session);
    }
    return await runClients({
      url: address,
      produce: { kind: 'rounds', sessions, betCents: BET_CENTS, notableCents: BET_CENTS, params: DICE_PARAMS },
    });
  } finally {
    await app?.close();
    await testDb.close();
  }
}

/** A bare Socket.IO server with the same path and subscribe protocol; POST /publish broadcasts one win. */
async function bare(): Promise<ClientsReport> {
  const http: HttpServer = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/publish') {
      const data: RealtimeData<'public:wins'> = {
        game_identifier: 'inhouse:dice',
        game_title: 'Dice',
        nickname: 'lucky0***',
        amount_cents: 101_000,
        currency: 'EUR',
        at: new Date().toISOString(),
      };
      io.to('public:wins').emit('public:wins', data);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    res.writeHead(404).end();
  });
  const io = new Server(http, { path: REALTIME_PATH, serveClient: false, maxHttpBufferSize: 16 * 1024, cors: { origin: false } });
  io.on('connection', (socket) => {
    socket.on(SUBSCRIBE_EVENT, (raw: { channels?: string[] }, ack?: (answer: unknown) => void) => {
      const channels = (raw.channels ?? []).filter((c) => c === 'public:wins');
      void socket.join(channels);
      if (typeof ack === 'function') ack({ subscribed: channels, refused: [] });
    });
  });
  await new Promise<void>((listening) => http.listen(0, '127.0.0.1', listening));
  const { port } = http.address() as AddressInfo;
  try {
    return await runClients({ url: `http://127.0.0.1:${port}`, produce: { kind: 'bare' } });
  } finally {
    await new Promise<void>((closed) => {
      void io.close(() => closed());
    });
  }
}

async function main() {
  const casinoReport = await casino();
  const bareReport = await bare();
  const ratio = (a?: number, b?: number) => (a && b ? Number((a / b).toFixed(3)) : null);
  console.log(
    JSON.stringify({
      database: process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite',
      clients: CLIENTS,
      ...(CLIENTS < ASKED_CLIENTS ? { clientsAsked: ASKED_CLIENTS } : {}),
      openFilesLimit: Number.isFinite(FILES_LIMIT) ? FILES_LIMIT : null,
      winsPerRun: WINS,
      producers: PRODUCERS,
      casino: casinoReport,
      bareSocketIo: bareReport,
      messagesPerSecondToBare: ratio(casinoReport.messagesPerSecond, bareReport.messagesPerSecond),
      p99ToBare: ratio(casinoReport.latencyMs?.p99, bareReport.latencyMs?.p99),
    }),
  );
}

main().catch((err: unknown) => {
  console.log(JSON.stringify({ error: String(err) }));
  process.exitCode = 1;
});
