// HTTP load on the production build (PGlite): the server-rendered lobby, an API config route and,
// as a yardstick measured in the same run with the same settings, a bare Fastify server.
// Writes bench/results/latest.json and prints a table. Only 127.0.0.1 is ever targeted.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(ROOT, 'bench', 'results');
const SERVER_MAIN = join(ROOT, 'apps', 'server', 'dist', 'main.js');
const HOST = '127.0.0.1';

const settings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 3),
  pipelining: 1,
  // What a browser sends: pages and JSON above 1 KiB are compressed, as for a real visitor.
  headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/json;q=0.9,*/*;q=0.8' },
};

const children = new Set();
const hardStop = setTimeout(() => {
  console.error('bench: took longer than 5 minutes, stopping');
  for (const child of children) child.kill('SIGKILL');
  process.exit(2);
}, 5 * 60_000);
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

function load(url, durationSeconds) {
  return new Promise((resolveRun, reject) => {
    const instance = autocannon(
      {
        url,
        connections: settings.connections,
        duration: durationSeconds,
        pipelining: settings.pipelining,
        headers: settings.headers,
        timeout: 10,
      },
      (err, result) => (err ? reject(err) : resolveRun(result)),
    );
    instance.on('error', reject);
  });
}

/** A warm-up, then the measured run. */
async function measure(name, url) {
  const check = await fetch(url, { headers: settings.headers });
  if (check.status !== 200) throw new Error(`${name}: GET ${url} answered ${check.status}, not 200`);
  await check.arrayBuffer();
  process.stdout.write(`  ${name}: warm-up ${settings.warmupSeconds} s, `);
  if (settings.warmupSeconds > 0) await load(url, settings.warmupSeconds);
  process.stdout.write(`measuring ${settings.durationSeconds} s ... `);
  const r = await load(url, settings.durationSeconds);
  const summary = {
    url: url.replace(/:\d+/, ':PORT'),
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

const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
const body = { ok: true, name: 'bare', items: [1, 2, 3] };
app.get('/', async () => body);
await app.listen({ host: '${HOST}', port: Number(process.env.PORT) });
`;

async function main() {
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
    console.log(`casino server pid ${casino.pid}, up in ${casino.startupMs} ms (first start: migrations and demo seed)`);

    const base = `http://${HOST}:${casinoPort}`;
    report.targets.lobby = await measure('lobby GET / (server-rendered)', `${base}/`);
    report.targets.config = await measure('API GET /api/fe/config/logo-config', `${base}/api/fe/config/logo-config`);
    report.casino.memoryAfterLoad = memoryOf(casino.pid);
    await casino.stop();
    casino = undefined;

    const barePort = await freePort();
    bare = await spawnServer({
      name: 'bare-fastify',
      args: ['--input-type=module', '-e', BARE_SERVER],
      env: { ...process.env, PORT: String(barePort) },
      port: barePort,
      readyPath: '/',
    });
    report.targets.bareFastify = await measure('bare Fastify GET / (constant JSON)', `http://${HOST}:${barePort}/`);
    report.bareFastifyMemoryAfterLoad = memoryOf(bare.pid);
  } finally {
    await casino?.stop();
    await bare?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const bareRps = report.targets.bareFastify.requestsPerSecond;
  report.ratios = {
    lobbyToBare: round(report.targets.lobby.requestsPerSecond / bareRps, 3),
    configToBare: round(report.targets.config.requestsPerSecond / bareRps, 3),
  };

  mkdirSync(RESULTS, { recursive: true });
  const file = join(RESULTS, 'latest.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

  const rows = Object.entries({
    'lobby GET /': report.targets.lobby,
    'config GET /api/fe/config/logo-config': report.targets.config,
    'bare Fastify GET /': report.targets.bareFastify,
  }).map(([name, t]) => ({
    target: name,
    'req/s': t.requestsPerSecond,
    'p50 ms': t.latencyMs.p50,
    'p99 ms': t.latencyMs.p99,
    'max ms': t.latencyMs.max,
    'KiB/s': t.throughputKiBPerSecond,
    'non-2xx': t.non2xx,
    errors: t.errors + t.timeouts,
    'vs bare': round(t.requestsPerSecond / bareRps, 3),
  }));
  console.log(`\n${formatTable(rows)}\n`);
  const m = report.casino;
  console.log(
    `casino server RSS: ${m.memoryBeforeLoad.rssMiB} MiB before load, ${m.memoryAfterLoad.rssMiB} MiB after, peak ${m.memoryAfterLoad.peakRssMiB} MiB`,
  );
  console.log(`ratios: lobby/bare ${report.ratios.lobbyToBare}, config/bare ${report.ratios.configToBare}`);
  console.log(`report: ${file.slice(ROOT.length + 1)}`);

  const broken = Object.entries(report.targets).filter(([, t]) => t.non2xx > 0 || t.errors > 0 || t.timeouts > 0);
  if (broken.length > 0) {
    console.error(`bench: ${broken.map(([n]) => n).join(', ')} answered errors or non-2xx statuses under load`);
    process.exitCode = 1;
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
