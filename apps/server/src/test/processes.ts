import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, where `node --import tsx apps/server/src/main.ts` runs. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  output(): string;
  /** Sends a signal; answers how the process ended and how long after the signal. */
  signal(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  stop(): Promise<void>;
}

/** How the server is started by default: its sources under tsx. */
const FROM_SOURCES = [process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'];

/**
 * Starts `apps/server/src/main.ts` (or another command, such as `npm run serve`) in a child process
 * and resolves once it logs that it is up (its log line, not a timer) and answers /healthz.
 */
export async function startServer(name: string, env: Record<string, string>, command = FROM_SOURCES): Promise<ServerProcess> {
  const port = await freePort();
  const [program = process.execPath, ...args] = command;
  const child: ChildProcess = spawn(program, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const up = new Promise<void>((ready, fail) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString('utf8');
      if (log.includes('"msg":"casino is up"')) ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code }) => fail(new Error(`${name} exited with ${code} before it was up:\n${log}`)));
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${name} was not up within ${START_TIMEOUT_MS} ms:\n${log}`)), START_TIMEOUT_MS);
  });
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => log,
    async signal(signal) {
      const sent = Date.now();
      child.kill(signal);
      const kill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      const end = await exited;
      clearTimeout(kill);
      return { ...end, ms: Date.now() - sent };
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(kill);
    },
  };
  try {
    await Promise.race([up, timeout]);
    const health = await fetch(`${server.url}/healthz`);
    if (!health.ok) throw new Error(`${name} /healthz answered ${health.status}`);
    return server;
  } catch (err) {
    await server.stop();
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
