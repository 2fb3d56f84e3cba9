// HTTP load on the production build (PGlite): the server-rendered lobby, an API config route and,
// as a yardstick measured in the same run with the same settings, a bare Fastify server.
// Writes bench/results/latest.json and prints a table. Only 127.0.0.1 is ever targeted.
// Also, on the same casino: the lobby's JavaScript for a first load (gzip, bench/lobby-js.mjs) and
// Lighthouse with mobile emulation (bench/lighthouse.mjs); then, each in a child process, wallet
// debits, seamless-wallet bets and public:wins delivery to 2,000 clients, beside bare baselines.
//
// Settings (environment):
//   BENCH_CONNECTIONS=10      HTTP connections of the load runs (games_filter always uses 50)
//   BENCH_DURATION=10         seconds measured per HTTP target
//   BENCH_WARMUP=3            seconds of warm-up before each HTTP target
//   BENCH_LIGHTHOUSE=off      skip Lighthouse (CHROME_PATH: browser, default /usr/bin/chromium)
//   BENCH_WALLET_SECONDS=5    seconds per wallet-debit run; BENCH_DATABASE_URL adds PostgreSQL
//   BENCH_SEAMLESS_SECONDS=5  seconds per seamless-wallet run (callers in a worker thread, bench/bet-callers.ts),
//                             but the 100 bets in flight, which run BENCH_FLOOD_SECONDS=30;
//                             with BENCH_DATABASE_URL also on PostgreSQL, and one server process against two
//                             (bench/processes-bench.ts: BENCH_PROCESSES_SECONDS=5, BENCH_PLAYERS=20)
//   BENCH_BONUS_SECONDS=4     seconds per bonus-engine run (engine off, on, and the paced progress run)
//   BENCH_WINS=off            skip the public:wins fan-out
//   BENCH_WINS_CLIENTS=2000   connected clients (capped below `ulimit -n`)
//   BENCH_WINS_COUNT=200      notable wins per run (casino and bare Socket.IO each)
//   BENCH_WINS_PRODUCERS=4    wins in flight at once (each waits until every client heard it)
//   BENCH_WINS_CLIENT=raw     raw WebSocket clients speaking the Socket.IO wire format, or socket.io
//                             (socket.io-client itself; heavier, so the client process limits sooner)
//   BENCH_WINS_TIMEOUT=90     seconds before a wins run gives up
//   BENCH_ONLY=games_filter   only the games_filter targets and their bare yardsticks (report: bench/results/games_filter.json)
//   BENCH_ONLY=leaderboard    only the tournament leaderboard child (report: bench/results/leaderboard.json)
//   BENCH_LEADERBOARD_PLAYERS=10000, BENCH_LEADERBOARD_READS=1000, BENCH_LEADERBOARD_SECONDS=5: its board,
//                             reads measured, and seconds of bets at 50 a second
//   BENCH_ONLY=engines        only the promotion engines' on/off seamless-bet run (report: bench/results/engines.json)
//   BENCH_ENGINES_SECONDS=4   seconds per engines run (all off, each engine on alone, all on, all off again)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { lighthouseMedian } from './lighthouse.mjs';
import { lobbyJavaScript } from './lobby-js.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(ROOT, 'bench', 'results');
const SERVER_MAIN = join(ROOT, 'apps', 'server', 'dist', 'main.js');
const HOST = '127.0.0.1';

const settings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  /** BENCH_ONLY=games_filter: the catalogue targets and the bare routes, nothing else. */
  only: process.env.BENCH_ONLY ?? '',
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 3),
  pipelining: 1,
  // What a browser sends: pages and JSON above 1 KiB are compressed, as for a real visitor.
  headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/json;q=0.9,*/*;q=0.8' },
};

const children = new Set();
const hardStop = setTimeout(() => {
  console.error('bench: took longer than 25 minutes, stopping');
  for (const child of children) child.kill('SIGKILL');
  process.exit(2);
}, 25 * 60_000);
hardStop.unref();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(130);
  });
}

async function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Spawns a server process, its output into a log file, and waits until `readyPath` answers 200. */
async function spawnServer({ name, args, env, port, readyPath }) {
  mkdirSync(RESULTS, { recursive: true });
  const logFile = join(RESULTS, `${name}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  children.add(child);
  const exited = new Promise((res) => child.once('exit', (code, signal) => res({ code, signal })));
  const started = performance.now();
  const deadline = Date.now() + 90_000;
  for (;;) {
    const state = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 100))]);
    if (state) throw new Error(`${name} exited during start (${JSON.stringify(state)}); see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`${name} did not answer within 90 s; see ${logFile}`);
    const ok = await fetch(`http://${HOST}:${port}${readyPath}`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
  }
  return {
    pid: child.pid,
    startupMs: Math.round(performance.now() - started),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      children.delete(child);
    },
  };
}

/** VmRSS and VmHWM (peak) of a process, in MiB, from /proc. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
    return { rssMiB: round(kib('VmRSS') / 1024), peakRssMiB: round(kib('VmHWM') / 1024) };
  } catch {
    return { rssMiB: null, peakRssMiB: null };
  }
}

const round = (n, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

/** `request` may set method, body, extra headers and its own connection count (POST scenarios). */
function load(url, durationSeconds, request = {}) {
  return new Promise((resolveRun, reject) => {
    const instance = autocannon(
      {
        url,
        connections: request.connections ?? settings.connections,
        duration: durationSeconds,
        pipelining: settings.pipelining,
        headers: { ...settings.headers, ...request.headers },
        ...(request.method ? { method: request.method } : {}),
        ...(request.body ? { body: request.body } : {}),
        ...(request.requests ? { requests: request.requests } : {}),
        timeout: 10,
      },
      (err, result) => (err ? reject(err) : resolveRun(result)),
    );
    instance.on('error', reject);
  });
}

/** The process whose resident memory is read after each target (the casino, then the bare server). */
let measuredPid = null;

/** A warm-up, then the measured run, and the server's resident memory after it. */
async function measure(name, url, request = {}) {
  const check = await fetch(url, {
    method: request.method ?? 'GET',
    headers: { ...settings.headers, ...request.headers },
    ...(request.body ? { body: request.body } : {}),
  });
  if (check.status !== 200) throw new Error(`${name}: GET ${url} answered ${check.status}, not 200`);
  await check.arrayBuffer();
  process.stdout.write(`  ${name}: warm-up ${settings.warmupSeconds} s, `);
  if (settings.warmupSeconds > 0) await load(url, settings.warmupSeconds, request);
  process.stdout.write(`measuring ${settings.durationSeconds} s ... `);
  const r = await load(url, settings.durationSeconds, request);
  const summary = {
    url: url.replace(/:\d+/, ':PORT'),
    ...(request.method ? { method: request.method } : {}),
    ...(request.connections ? { connections: request.connections } : {}),
    requestsPerSecond: round(r.requests.average),
    requestsPerSecondStddev: round(r.requests.stddev),
    requestsTotal: r.requests.total,
    latencyMs: {
      average: round(r.latency.average, 2),
      p50: round(r.latency.p50, 2),
      p90: round(r.latency.p90, 2),
      p99: round(r.latency.p99, 2),
      max: round(r.latency.max, 2),
    },
    throughputKiBPerSecond: round(r.throughput.average / 1024),
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    rssAfterMiB: measuredPid ? memoryOf(measuredPid).rssMiB : null,
  };
  console.log(`${summary.requestsPerSecond} req/s`);
  return summary;
}

/** A plain text table: one header row, columns padded, numbers right-aligned. */
function formatTable(rows) {
  const columns = Object.keys(rows[0]);
  const cells = [columns, ...rows.map((row) => columns.map((c) => String(row[c] ?? '')))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const format = (line) =>
    line.map((cell, i) => (i > 0 && /^[-\d.]+$/.test(cell) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  return [format(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(format)].join('\n');
}

function gitCommit() {
  try {
    const head = readFileSync(join(ROOT, '.git', 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head;
    return readFileSync(join(ROOT, '.git', head.slice(5)), 'utf8').trim();
  } catch {
    return null;
  }
}

/** The games_filter scenario's concurrency (50 connections). */
const GAMES_CONNECTIONS = 50;
/** A browser's games_filter call: it always accepts compressed answers (identity: a client that does not). */
const gamesFilterRequest = (body, { identity = false } = {}) => ({
  connections: GAMES_CONNECTIONS,
  method: 'POST',
  body: JSON.stringify(body),
  headers: {
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    'accept-encoding': identity ? 'identity' : 'gzip, deflate, br',
  },
});

/** The category page the games_filter targets ask for: page 2 of pokies on a phone. */
const CATEGORY_BODY = { device: 'mobile', filter: { categories: { identifiers: ['pokies'], strategy: 'OR' } }, page: 2 };

/** Saves a games_filter answer's bytes as sent, gzip and identity, for the bare same-payload route. */
async function capturePayload(url, body, dir) {
  const post = (encoding) =>
    new Promise((resolveBytes, reject) => {
      const req = httpRequest(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-encoding': encoding },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            res.statusCode === 200 && (encoding === 'gzip') === (res.headers['content-encoding'] === 'gzip')
              ? resolveBytes(Buffer.concat(chunks))
              : reject(new Error(`games_filter answered ${res.statusCode} ${res.headers['content-encoding'] ?? 'identity'}`)),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });
  writeFileSync(join(dir, 'body.gz'), await post('gzip'));
  writeFileSync(join(dir, 'identity.json'), await post('identity'));
}

/**
 * Words of game titles and typos of them, combined in pairs for the varied search: 80 words make
 * 6,400 queries, more than the catalogue keeps (1,000 answers, 500 searches, least recently used
 * out), so each query of the cycle misses both caches and runs the trigram search in the database.
 */
const SEARCH_WORDS = (
  'golden goldn dragon fruit book lucky wild star gems fire mega queen rich diamond crash roulete black jack ice gold ' +
  'pharaoh phraoh tiger panda wolf buffalo moon sun egypt aztec viking pirate treasure candy sweet joker seven bell ' +
  'cherry lemon melon grape coin cash money power magic crystal ruby emerald sapphire thunder storm ocean fish shark ' +
  'jungle safari wizard witch vampire zombie knight castle kingdom empire legend hero rocket space planet galaxy ' +
  'neon retro vegas royal crown bonus spin reel'
).split(' ');

const BARE_SERVER = `
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
const app = Fastify({ logger: false });
const body = { ok: true, name: 'bare', items: [1, 2, 3] };
app.get('/', async () => body);
// The casino's games_filter answer, as bytes read once: the same payload with nothing of ours around it.
const identity = process.env.BARE_PAYLOAD_IDENTITY ? readFileSync(process.env.BARE_PAYLOAD_IDENTITY) : Buffer.from('{}');
const gzip = process.env.BARE_PAYLOAD_GZIP ? readFileSync(process.env.BARE_PAYLOAD_GZIP) : null;
app.post('/same-payload', async (request, reply) => {
  reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=60').header('vary', 'accept-encoding');
  if (gzip && /\\bgzip\\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(identity);
});
await app.listen({ host: '${HOST}', port: Number(process.env.PORT) });
`;

/**
 * Runs a TypeScript bench script of bench/ (`node --import tsx`), which imports the server's
 * source, as a child process and answers the JSON object it prints on its last line (or `{ error }`).
 */
function childBench(script, env = {}) {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', script)], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.add(child);
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', () => {
      children.delete(child);
      try {
        done(JSON.parse(out.trim().split('\n').at(-1) ?? '{}'));
      } catch {
        done({ error: out.slice(0, 500) });
      }
    });
  });
}

/** Wallet debits per second beside a bare transaction; PostgreSQL too when BENCH_DATABASE_URL (or DATABASE_URL) is set. */
const walletBench = () =>
  childBench('wallet-bench.ts', {
    BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? '',
  });
/** Bets per second through the signed seamless-wallet API (sequential and 50 concurrent callers). */
// NODE_ENV=production for the libraries: React renders the lobby page with its production build,
// as the built server does (the bench app's own settings are the test app's whatever this says).
const SEAMLESS_ENV = { NODE_ENV: 'production' };
const seamlessBench = () => childBench('seamless-bench.ts', SEAMLESS_ENV);
/** The same on PostgreSQL (a scratch database on BENCH_DATABASE_URL's server), when it is set. */
const seamlessPostgresBench = () =>
  childBench('seamless-bench.ts', { ...SEAMLESS_ENV, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' });
/** The seamless run's lines (bench/seamless-bench.ts): rates beside the bare bet, the open loop, the flood. */
function printSeamless(s, bareRps) {
  if (s?.betsPerSecondSequential === undefined) return;
  console.log(
    `seamless-wallet bets/s over HTTP (${s.database}): ${s.betsPerSecondSequential} sequential, ${s.betsPerSecond50Concurrent} at 50 concurrent, p99 ${s.betP99Ms50Concurrent} ms (bare route ${bareRps} req/s)`,
  );
  if (s.bareBet)
    console.log(
      `  the same bet's statements sent bare: ${s.bareBet.sequential} sequential, ${s.bareBet.concurrent} at 50 concurrent; seamless ÷ bare ${s.ratioToBare.sequential} and ${s.ratioToBare.concurrent50} (target >= 0.5)`,
    );
  if (s.duringCatchUp)
    console.log(
      `  the same rate while the outbox works through the yardstick's ${s.duringCatchUp.eventsPendingAtStart} events (as after a restart; ${s.duringCatchUp.eventsLeftAfter} left after): p50 ${s.duringCatchUp.p50Ms} ms, p99 ${s.duringCatchUp.p99Ms} ms, ${s.duringCatchUp.refused503} refused`,
    );
  if (s.offered)
    console.log(
      `  bets arriving at ${s.offered.perSecond}/s (half the 50-caller rate): ${s.offered.answeredPerSecond} answered/s, ${s.offered.refused503} refused, p50 ${s.offered.p50Ms} ms, p99 ${s.offered.p99Ms} ms (target < 100)`,
    );
  const flood = s.inFlight100;
  if (flood)
    console.log(
      `  100 bets in flight for ${flood.seconds} s: ${flood.betsPerSecond} bets/s, ${flood.refused503} refused 503, slowest ${flood.slowestBetMs} ms (target <= 2000; ${flood.slowestBetServedMs} ms of it in the server; the callers' first bets, which opened their 100 connections before the clock, up to ${flood.slowestOpeningBetMs} ms); meanwhile GET /api/player/accounts p99 ${flood.accountsReadP99Ms} ms over ${flood.accountsReads} reads, the lobby page p99 ${flood.lobbyPageP99Ms} ms over ${flood.lobbyPages} (targets < 250; the process's first page, before the flood: ${flood.lobbyFirstPageMs} ms); money ${JSON.stringify(s.money)}; rss ${s.rssMiB} MiB`,
    );
}

/** Seamless bets on one PostgreSQL database from one server process, then from two (BENCH_DATABASE_URL). */
const processesBench = () => childBench('processes-bench.ts', { NODE_ENV: 'test' });
/** Seamless bets with the bonus engine off and on, and the time from a bet to its wagering progress. */
const bonusBench = () => childBench('bonus-bench.ts', { NODE_ENV: 'test' });
/** A tournament of 10,000 players: the leaderboard read p99 and the bet-to-leaderboard p99 at 50 bets/s. */
const leaderboardBench = () => childBench('leaderboard-bench.ts', { NODE_ENV: 'test' });

/** The leaderboard figures as one line. */
function leaderboardLine(l) {
  if (!l?.leaderboardRead) return `leaderboard: ${l?.error ?? 'not run'}`;
  const baseline = l.baselineReadInProcessSpread
    ? ` beside the baseline read (no read model) p99 ${l.baselineReadInProcessSpread.p99Ms} ms (${l.baselineReadInProcessSpread.cpuMsPerRead} ms CPU a read) against ${l.leaderboardReadInProcessSpread.cpuMsPerRead} ms CPU`
    : '';
  return `leaderboard of ${l.players} players (${l.database}): read p99 ${l.leaderboardRead.p99Ms} ms (${l.leaderboardRead.cpuMsPerRead} ms CPU a read; target < 20 ms), in process over the board p99 ${l.leaderboardReadInProcessSpread.p99Ms} ms${baseline}; bet to leaderboard p99 ${l.betToLeaderboard.p99Ms} ms at ${l.betToLeaderboard.betsPerSecond} bets/s (target < 1000 ms); exactness differences ${l.exactnessDifferences}, read model differences ${l.readModelDifferences ?? 'not checked'}`;
}

/** BENCH_ONLY=leaderboard: the leaderboard child alone, its report in bench/results/leaderboard.json. */
async function leaderboardOnly() {
  console.log('leaderboard: 10,000 players in one tournament ...');
  const report = { date: new Date().toISOString(), commit: gitCommit(), leaderboard: await leaderboardBench() };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'leaderboard.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(leaderboardLine(report.leaderboard));
}

/** Seamless bets with every promotion engine off, then each on alone (docs/decisions/061-bet-path-round-trips.md). */
const enginesBench = () => childBench('engines-bench.ts', { NODE_ENV: 'test' });
/** public:wins delivered to BENCH_WINS_CLIENTS clients, beside a bare Socket.IO broadcast. */
const winsBench = () => childBench('wins-bench.ts', { NODE_ENV: 'test' });

/** Prints the engines' on/off line of the report. */
function printEngines(engines) {
  if (!engines?.onToOffRatios) {
    if (engines) console.log(`promotion engines on/off: ${JSON.stringify(engines.error ?? engines)}`);
    return;
  }
  const each = Object.entries(engines.onToOffRatios)
    .map(([engine, r]) => `${engine} ${r} (${engines.betsPerSecondOn[engine]}/s)`)
    .join(', ');
  console.log(
    `seamless bets/s, 50 callers, promotion engines on ÷ all off (${engines.betsPerSecondAllOff.join(' and ')}/s, target >= ${engines.ratioTarget}): ${each}; all on ${engines.allOnToOffRatio} (${engines.betsPerSecondAllOn}/s); audit differences ${engines.auditDifferences}`,
  );
}

/** BENCH_ONLY=engines: the engines' child alone, no casino server. */
async function enginesOnly() {
  const report = { date: new Date().toISOString(), commit: gitCommit(), cores: cpus().length, engines: await enginesBench() };
  mkdirSync(RESULTS, { recursive: true });
  const file = join(RESULTS, 'engines.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  printEngines(report.engines);
  console.log(`report: ${file.slice(ROOT.length + 1)}`);
  if (report.engines.error) process.exitCode = 1;
}

async function main() {
  if (settings.only === 'leaderboard') return leaderboardOnly();
  if (settings.only === 'engines') return enginesOnly();
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: {
      node: process.version,
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      memoryGiB: round(totalmem() / 2 ** 30),
    },
    settings: {
      ...settings,
      database: 'PGlite (temporary DATA_DIR)',
      logLevel: 'info (the default), written to bench/results/casino.log',
    },
    casino: {},
    targets: {},
    ratios: {},
  };

  console.log(
    `bench: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s per target, ${HOST} only\n`,
  );

  // The production server as `npm run serve` starts it, on a fresh embedded database.
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
  const payloadDir = mkdtempSync(join(tmpdir(), 'casino-bench-payload-'));
  const casinoPort = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    PORT: String(casinoPort),
    HOST,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  let casino;
  let bare;
  try {
    casino = await spawnServer({ name: 'casino', args: [SERVER_MAIN], env, port: casinoPort, readyPath: '/healthz' });
    report.casino.startupMs = casino.startupMs;
    report.casino.memoryBeforeLoad = memoryOf(casino.pid);
    measuredPid = casino.pid;
    console.log(`casino server pid ${casino.pid}, up in ${casino.startupMs} ms (first start: migrations and demo seed)`);

    const base = `http://${HOST}:${casinoPort}`;
    const all = settings.only !== 'games_filter';
    if (all) process.stdout.write('  lobby JavaScript for a first load ... ');
    if (all) report.lobbyJavaScript = await lobbyJavaScript(base, '/').catch((err) => ({ error: String(err) }));
    if (all)
      console.log(
        report.lobbyJavaScript.error ?? `${report.lobbyJavaScript.gzipKiB} KiB gzip in ${report.lobbyJavaScript.files} files`,
      );
    if (all && process.env.BENCH_LIGHTHOUSE !== 'off') {
      process.stdout.write('  Lighthouse on the lobby (mobile), 3 runs ... ');
      report.lighthouse = await lighthouseMedian(`${base}/`, 3).catch((err) => ({ error: String(err) }));
      console.log(report.lighthouse.error ?? `performance ${report.lighthouse.runs.map((r) => r.performanceScore).join(', ')}`);
    }
    if (all) report.targets.lobby = await measure('lobby GET / (server-rendered, guests share a render for 5 s)', `${base}/`);
    // The same page rendered for every request (a cookie the app does not know turns the guest cache off), as a signed-in player's is.
    if (all)
      report.targets.lobbyRendered = await measure('lobby GET / (rendered for every request)', `${base}/`, {
        headers: { cookie: 'bench_uncached=1' },
      });
    // One request at a time: how long one render takes, without the wait behind nine others that
    // the 10-connection figure adds to its p99 (one process renders one page at a time).
    if (all)
      report.targets.lobbyRenderedSingle = await measure('lobby GET / (rendered for every request, 1 connection)', `${base}/`, {
        headers: { cookie: 'bench_uncached=1' },
        connections: 1,
      });
    if (all) report.targets.config = await measure('API GET /api/fe/config/logo-config', `${base}/api/fe/config/logo-config`);
    // The game catalogue at 3,000+ games under 50 connections: a category page and a title search.
    report.targets.gamesFilterCategory = await measure(
      'API POST /api/games_filter (category, 50 connections)',
      `${base}/api/games_filter`,
      gamesFilterRequest(CATEGORY_BODY),
    );
    // The same without accept-encoding: the 38 KB answer written as it is.
    report.targets.gamesFilterCategoryIdentity = await measure(
      'API POST /api/games_filter (category, uncompressed, 50 connections)',
      `${base}/api/games_filter`,
      gamesFilterRequest(CATEGORY_BODY, { identity: true }),
    );
    report.targets.gamesFilterSearch = await measure(
      'API POST /api/games_filter (title search, 50 connections)',
      `${base}/api/games_filter`,
      gamesFilterRequest({ device: 'mobile', filter: { title: 'golden' }, page: 1 }),
    );
    // Many different searches, cycled so that none is in a cache when it comes again: the search itself.
    const titles = SEARCH_WORDS.flatMap((a) => SEARCH_WORDS.map((b) => `${a} ${b}`));
    let next = 0;
    report.targets.gamesFilterSearchVaried = await measure(
      `API POST /api/games_filter (${titles.length} different title searches, cache misses, 50 connections)`,
      `${base}/api/games_filter`,
      {
        ...gamesFilterRequest({ device: 'mobile', filter: { title: 'golden' }, page: 1 }),
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({ device: 'mobile', filter: { title: titles[next++ % titles.length] }, page: 1 }),
            }),
          },
        ],
      },
    );
    report.casino.memoryAfterLoad = memoryOf(casino.pid);
    // The category answer's bytes, for a bare route that sends the same payload (below).
    await capturePayload(`${base}/api/games_filter`, CATEGORY_BODY, payloadDir);
    await casino.stop();
    casino = undefined;

    const barePort = await freePort();
    bare = await spawnServer({
      name: 'bare-fastify',
      args: ['--input-type=module', '-e', BARE_SERVER],
      env: {
        ...process.env,
        PORT: String(barePort),
        BARE_PAYLOAD_IDENTITY: join(payloadDir, 'identity.json'),
        BARE_PAYLOAD_GZIP: join(payloadDir, 'body.gz'),
      },
      port: barePort,
      readyPath: '/',
    });
    measuredPid = bare.pid;
    report.targets.bareFastify = await measure('bare Fastify GET / (constant JSON)', `http://${HOST}:${barePort}/`);
    report.targets.bareFastify50 = await measure('bare Fastify GET / (50 connections)', `http://${HOST}:${barePort}/`, {
      connections: GAMES_CONNECTIONS,
    });
    // The same bytes as the casino's category answer from a bare route: what 50 connections can carry
    // of a 40-game page on this machine with nothing of ours in the way (the load generator shares
    // the two cores, so a 40-byte answer measures the generator more than the server).
    report.targets.bareSamePayload = await measure(
      'bare Fastify POST /same-payload (the category answer, 50 connections)',
      `http://${HOST}:${barePort}/same-payload`,
      gamesFilterRequest(CATEGORY_BODY),
    );
    report.targets.bareSamePayloadIdentity = await measure(
      'bare Fastify POST /same-payload (uncompressed, 50 connections)',
      `http://${HOST}:${barePort}/same-payload`,
      gamesFilterRequest(CATEGORY_BODY, { identity: true }),
    );
    report.bareFastifyMemoryAfterLoad = memoryOf(bare.pid);
  } finally {
    await casino?.stop();
    await bare?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(payloadDir, { recursive: true, force: true });
  }

  // Wallet debits per second beside a bare transaction of the same shape, PGlite and PostgreSQL.
  const all = settings.only !== 'games_filter';
  if (all) report.wallet = await walletBench();
  if (all) report.seamless = await seamlessBench();
  if (all && process.env.BENCH_DATABASE_URL) report.seamlessPostgres = await seamlessPostgresBench();
  if (all && process.env.BENCH_DATABASE_URL) report.processes = await processesBench();
  if (all) report.bonusEngine = await bonusBench();
  if (all) report.leaderboard = await leaderboardBench();
  if (all) report.engines = await enginesBench();
  if (all && process.env.BENCH_WINS !== 'off') {
    console.log('public:wins fan-out: connecting clients, casino then bare Socket.IO ...');
    report.wins = await winsBench();
  }
  if (report.seamless?.betsPerSecondSequential && report.targets.bareFastify?.requestsPerSecond)
    report.seamless.sequentialToBare = round(
      report.seamless.betsPerSecondSequential / report.targets.bareFastify.requestsPerSecond,
      4,
    );

  const bareRps = report.targets.bareFastify.requestsPerSecond;
  // A target left out (BENCH_ONLY) has no ratio.
  const ratio = (a, b) => (a && b ? round(a.requestsPerSecond / b.requestsPerSecond, 3) : null);
  report.ratios = {
    lobbyToBare: ratio(report.targets.lobby, report.targets.bareFastify),
    configToBare: ratio(report.targets.config, report.targets.bareFastify),
    // games_filter runs at 50 connections: compared with the bare route at the same concurrency.
    gamesFilterCategoryToBare50: ratio(report.targets.gamesFilterCategory, report.targets.bareFastify50),
    gamesFilterCategoryIdentityToBare50: ratio(report.targets.gamesFilterCategoryIdentity, report.targets.bareFastify50),
    gamesFilterSearchVariedToBare50: ratio(report.targets.gamesFilterSearchVaried, report.targets.bareFastify50),
    lobbyRenderedToBare: ratio(report.targets.lobbyRendered, report.targets.bareFastify),
    gamesFilterCategoryToSamePayload: ratio(report.targets.gamesFilterCategory, report.targets.bareSamePayload),
    gamesFilterCategoryIdentityToSamePayload: ratio(
      report.targets.gamesFilterCategoryIdentity,
      report.targets.bareSamePayloadIdentity,
    ),
    gamesFilterSearchToBare50: ratio(report.targets.gamesFilterSearch, report.targets.bareFastify50),
  };

  mkdirSync(RESULTS, { recursive: true });
  const file = join(RESULTS, all ? 'latest.json' : `${settings.only}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

  const rows = Object.entries({
    'lobby GET / (guest cache)': report.targets.lobby,
    'lobby GET / (every request rendered)': report.targets.lobbyRendered,
    'lobby GET / (every request rendered, 1 conn)': report.targets.lobbyRenderedSingle,
    'config GET /api/fe/config/logo-config': report.targets.config,
    'games_filter category (50 conn)': report.targets.gamesFilterCategory,
    'games_filter category, uncompressed (50 conn)': report.targets.gamesFilterCategoryIdentity,
    'games_filter title search (50 conn)': report.targets.gamesFilterSearch,
    'games_filter different searches, cache misses (50 conn)': report.targets.gamesFilterSearchVaried,
    'bare Fastify same payload (50 conn)': report.targets.bareSamePayload,
    'bare Fastify same payload, uncompressed (50 conn)': report.targets.bareSamePayloadIdentity,
    'bare Fastify GET / (50 conn)': report.targets.bareFastify50,
    'bare Fastify GET /': report.targets.bareFastify,
  })
    .filter(([, t]) => t)
    .map(([name, t]) => ({
      target: name,
      'req/s': t.requestsPerSecond,
      'p50 ms': t.latencyMs.p50,
      'p99 ms': t.latencyMs.p99,
      'max ms': t.latencyMs.max,
      'KiB/s': t.throughputKiBPerSecond,
      'non-2xx': t.non2xx,
      errors: t.errors + t.timeouts,
      'vs bare': round(t.requestsPerSecond / bareRps, 3),
      'RSS after MiB': t.rssAfterMiB ?? '',
    }));
  console.log(`\n${formatTable(rows)}\n`);
  const m = report.casino;
  console.log(
    `casino server RSS: ${m.memoryBeforeLoad.rssMiB} MiB before load, ${m.memoryAfterLoad.rssMiB} MiB after, peak ${m.memoryAfterLoad.peakRssMiB} MiB`,
  );
  if (all) console.log(`ratios: lobby/bare ${report.ratios.lobbyToBare}, config/bare ${report.ratios.configToBare}`);
  console.log(
    `games_filter vs bare at ${GAMES_CONNECTIONS} connections: category ${report.ratios.gamesFilterCategoryToBare50} (uncompressed ${report.ratios.gamesFilterCategoryIdentityToBare50}), title search ${report.ratios.gamesFilterSearchToBare50}, different searches (cache misses) ${report.ratios.gamesFilterSearchVariedToBare50} (target >= 0.4, p99 < 25 ms)`,
  );
  console.log(
    `games_filter category vs a bare route sending the same bytes at ${GAMES_CONNECTIONS} connections: ${report.ratios.gamesFilterCategoryToSamePayload} (uncompressed ${report.ratios.gamesFilterCategoryIdentityToSamePayload})`,
  );
  for (const [driver, w] of Object.entries(report.wallet ?? {})) {
    if (w && typeof w === 'object' && 'walletSequential' in w) {
      console.log(
        `wallet debits/s on ${driver}: ${w.walletSequential} sequential (bare ${w.bareSequential}, ratio ${w.ratioSequential}), ${w.wallet50} at 50 concurrent (bare ${w.bare50}, ratio ${w.ratio50})`,
      );
    }
  }
  printSeamless(report.seamless, bareRps);
  printSeamless(report.seamlessPostgres, bareRps);
  const procs = report.processes;
  if (procs?.twoToOneRatio !== undefined)
    console.log(
      `server processes on one PostgreSQL, 50 callers each over ${procs.players} players: one ${procs.oneProcess.betsPerSecond} bets/s (p99 ${procs.oneProcess.p99Ms} ms), two ${procs.twoProcesses.betsPerSecond} bets/s (p99 ${procs.twoProcesses.p99Ms} ms): ${procs.twoToOneRatio}x (target >= ${procs.ratioTarget}); money ${JSON.stringify(procs.money)}`,
    );
  else if (procs?.error) console.log(`server processes: ${procs.error}`);
  printEngines(report.engines);
  const js = report.lobbyJavaScript;
  if (js?.gzipKiB !== undefined) {
    console.log(
      `lobby JavaScript, first load: ${js.gzipKiB} KiB gzip (${js.rawKiB} KiB raw) in ${js.files} files (target < ${js.targetKiB} KB); HTML ${js.htmlGzipKiB} KiB gzip`,
    );
  } else if (js?.error) console.log(`lobby JavaScript: ${js.error}`);
  const lh = report.lighthouse;
  if (lh?.performanceScore !== undefined) {
    console.log(
      `Lighthouse ${lh.lighthouse} lobby (${lh.formFactor}, ${lh.throttling} throttling): performance ${lh.performanceScore} (target >= 90), LCP ${lh.lcpMs} ms (< 2500), CLS ${lh.cls} (< 0.05), TBT ${lh.tbtMs} ms, FCP ${lh.fcpMs} ms`,
    );
    console.log(
      `  runs (median reported): ${lh.runs.map((r) => `${r.performanceScore} (LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms)`).join(', ')}${lh.failedRuns ? `; ${lh.failedRuns} run(s) failed` : ''}`,
    );
  } else if (lh?.error) console.log(`Lighthouse: ${lh.error}`);
  const single = report.targets.lobbyRenderedSingle;
  const ten = report.targets.lobbyRendered;
  if (single?.latencyMs && ten?.latencyMs) {
    console.log(
      `lobby server render (every request rendered): p99 ${single.latencyMs.p99} ms one at a time (target < 60 ms), ${round(1000 / single.requestsPerSecond, 1)} ms per page; at 10 connections p99 ${ten.latencyMs.p99} ms, ${ten.requestsPerSecond} pages/s (each request waits behind the others: one process renders one page at a time)`,
    );
  }
  const w = report.wins;
  if (w?.casino?.messagesPerSecond !== undefined && w.bareSocketIo?.messagesPerSecond !== undefined) {
    const line = (name, r) =>
      `  ${name}: ${r.messagesPerSecond} msg/s (${r.winsPerSecond} wins/s), latency p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, ${r.messagesReceived}/${r.messagesExpected} delivered`;
    console.log(`public:wins to ${w.clients} clients, ${w.producers} wins in flight (${w.casino.client}):`);
    console.log(line('casino (dice rounds over HTTP -> outbox -> gateway)', w.casino));
    console.log(line('bare Socket.IO broadcast', w.bareSocketIo));
    console.log(`  ratios casino/bare: messages/s ${w.messagesPerSecondToBare}, p99 ${w.p99ToBare}`);
  } else if (w) console.log(`public:wins: ${JSON.stringify(w.error ?? w.casino?.error ?? w.bareSocketIo?.error ?? w)}`);
  if (report.leaderboard) console.log(leaderboardLine(report.leaderboard));
  console.log(`report: ${file.slice(ROOT.length + 1)}`);

  const broken = Object.entries(report.targets).filter(([, t]) => t.non2xx > 0 || t.errors > 0 || t.timeouts > 0);
  if (broken.length > 0) {
    console.error(`bench: ${broken.map(([n]) => n).join(', ')} answered errors or non-2xx statuses under load`);
    process.exitCode = 1;
  }
  for (const [name, r] of Object.entries({ casino: w?.casino, bare: w?.bareSocketIo })) {
    if (r && (r.error || r.errors?.length > 0 || r.messagesReceived < r.messagesExpected)) {
      console.error(`bench: public:wins (${name}) lost messages or failed: ${JSON.stringify(r.error ?? r.errors ?? '')}`);
      process.exitCode = 1;
    }
  }
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGKILL');
    clearTimeout(hardStop);
  });
