import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isFinalPaymentStatus } from '@casino/contracts';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { parseEnv } from '../env';
import { ManualClock } from '../platform/clock';
import { seededRng } from '../platform/rng';
import { PASSWORD, PAYMENT_PROFILE } from '../test/accounts';
import { REPO_ROOT, freePort } from '../test/processes';
import { auditLedger } from '../wallet';
import { payments } from './tables';

const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

/** Starts the server as `npm start` would, on a PGlite directory; resolves once it is up. */
async function startChild(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB: 'off',
      CAPTCHA_MAX_NUMBER: '50',
      // Ten minutes between sandbox steps: the kill lands before any webhook is sent.
      PAYMENTS_SANDBOX_STEP_MS: '600000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`not up:\n${log}`)), 150_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString('utf8');
      if (log.includes('"msg":"casino is up"')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => fail(new Error(`exited before it was up:\n${log}`)));
  });
  return { url: `http://127.0.0.1:${port}`, kill: () => child.kill('SIGKILL'), exited };
}

/** Registers a player over HTTP the way the web app does (captcha included); answers the cookie. */
async function registerOver(url: string): Promise<string> {
  const challenge = (await (await fetch(`${url}/api/captcha/challenge`)).json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  const captcha = Buffer.from(JSON.stringify({ ...challenge, number: solution?.number })).toString('base64');
  const res = await fetch(`${url}/api/users`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({
      user: {
        email: 'crash@example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        currency: 'EUR',
        terms_acceptance: true,
        captcha,
      },
    }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  // The profile a fiat deposit needs (PAY-03).
  const profile = await fetch(`${url}/api/player`, {
    method: 'PATCH',
    headers: { ...XHR, cookie },
    body: JSON.stringify(PAYMENT_PROFILE),
  });
  if (profile.status !== 200) throw new Error(`profile not saved: ${profile.status} ${await profile.text()}`);
  return cookie;
}

describe('a server killed mid-deposit', () => {
  it('PAY-26 leaves no ledger difference, and after restart every payment completes or is cleanly canceled', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'payments-crash-'));
    try {
      const server = await startChild(dataDir);
      const cookie = await registerOver(server.url);
      const body = (amount: number) =>
        JSON.stringify({
          amount_cents: amount,
          currency: 'EUR',
          method_id: 'visa',
          card: { number: '4242424242424242', expiry: '12/30', holder: 'Ada Lovelace', cvv: '123' },
        });
      // Twelve deposits in flight; the process dies as soon as the first one was answered.
      const inFlight = Array.from({ length: 12 }, (_, i) =>
        fetch(`${server.url}/api/player/payments/deposits`, {
          method: 'POST',
          headers: { ...XHR, cookie },
          body: body(1000 + i * 100),
        }).then(
          (r) => r.status,
          () => 0,
        ),
      );
      await Promise.race(inFlight);
      server.kill();
      await server.exited;
      const statuses = await Promise.all(inFlight);
      expect(statuses).toContain(200);

      // The restart: the same directory, the server's code, a clock two hours on.
      const database = await openDatabase({ dataDir });
      const clock = new ManualClock(new Date(Date.now() + 2 * 60 * 60 * 1000));
      const app = await buildApp({
        env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PAYMENTS_SANDBOX_STEP_MS: '600000' }),
        database,
        clock,
        rng: seededRng('crash'),
      });
      try {
        expect((await auditLedger(database.db)).ok).toBe(true);
        await app.services.payments.runJobs();
        const rows = await database.db.select().from(payments).where(eq(payments.action, 'deposit'));
        expect(rows.length).toBeGreaterThanOrEqual(statuses.filter((s) => s === 200).length);
        for (const row of rows) expect(isFinalPaymentStatus(row.state), `payment ${row.id} ${row.state}`).toBe(true);
        const succeeded = rows.filter((r) => r.state === 'succeeded');
        expect(succeeded.length).toBeGreaterThan(0);
        for (const r of rows) expect(['succeeded', 'canceled']).toContain(r.state);
        const [wallet] = await app.services.wallet.getAccounts(rows[0]?.playerId ?? 0);
        expect(wallet?.amount_cents).toBe(succeeded.reduce((sum, r) => sum + r.amountCents, 0));
        expect((await auditLedger(database.db)).ok).toBe(true);
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
