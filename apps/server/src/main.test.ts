import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startServer, type ServerProcess } from './test/processes';
import { connect } from './test/realtime';

/** Answers the error code of a TCP connection attempt to the port, or 'connected'. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
  });
}

/** Starts a PUT whose body is sent in two halves; answers the status once the second half went out. */
function halfSentRequest(server: ServerProcess): { finish(): Promise<number> } {
  const body = JSON.stringify({ rtt: 120, downlink: 10, effectiveType: '4g' });
  const req = request(`${server.url}/network-performance`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-requested-with': 'XMLHttpRequest',
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    req.once('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('error', reject);
  });
  req.write(body.slice(0, 10));
  return {
    finish() {
      req.end(body.slice(10));
      return status;
    },
  };
}

describe('the server process on SIGTERM', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-shutdown-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, closes the websockets, frees the port and exits 0 promptly', async () => {
    server = await startServer('server', {
      NODE_ENV: 'production',
      WEB: 'off',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SHUTDOWN_TIMEOUT_MS: '30000',
    });
    // The probes answer, and only their failures would be logged.
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const client = await connect(server.url);
    const inFlight = halfSentRequest(server);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exit = server.signal('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The request that had started is answered, not cut off.
    expect(await inFlight.finish()).toBe(200);
    // The connection is closed, not told to go away: the client reconnects, to another process.
    expect(await client.disconnected).toBe('transport close');
    const { code, ms } = await exit;
    expect(code).toBe(0);
    // Well within the 30 s bound: nothing waited for the timeout.
    expect(ms).toBeLessThan(10_000);
    expect(await tryConnect(server.port)).toBe('ECONNREFUSED');
    expect(server.output()).toContain('"msg":"shut down"');
    expect(server.output()).toContain('"url":"/network-performance"');
    expect(server.output()).not.toMatch(/"url":"\/(healthz|readyz)"/);
  }, 90_000);
});

describe('npm run serve on SIGTERM', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-serve-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the built server in production, which gets the signal itself: npm exits 0 and the port is closed', async () => {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    // No NODE_ENV: the production build runs in production by default.
    server = await startServer('npm run serve', { WEB: 'off', DATA_DIR: dataDir, SEED_DEMO: 'false' }, ['npm', 'run', 'serve']);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.headers.get('strict-transport-security')).toContain('max-age=');

    const { code, ms } = await server.signal('SIGTERM');
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    // Before, npm ended (143) while the node process behind it went on answering.
    expect(await tryConnect(server.port)).toBe('ECONNREFUSED');
    expect(server.output()).toContain('"msg":"shut down"');
  }, 120_000);
});
