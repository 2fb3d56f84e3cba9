import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, ValidationError } from '../http/errors';
import { players } from '../players/tables';
import { ACCOUNT_ENV, PASSWORD, call, mailsTo, register, sessionOf, solveCaptcha } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { recordAttempt } from './login-attempts';
import { CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, LOCK_MS, lockTimeLeft, lockedError } from './lockout';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
});
afterAll(async () => {
  await app?.close();
});

const statusOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled'
    ? 200
    : result.reason instanceof HttpError
      ? result.reason.statusCode
      : result.reason instanceof ValidationError
        ? 422
        : 500;

const lockMails = async (email: string) => (await mailsTo(app, email)).filter((mail) => mail.kind === 'lock');

const signedIn = async (token: string) => (await call(app, 'GET', '/api/player', { token })).statusCode === 200;

describe('lock-out rule', () => {
  it('a lock lasts LOCK_MS: the time left counts down to the end, then the account is open', () => {
    const now = new Date('2026-11-15T12:00:00Z');
    const until = new Date(now.getTime() + LOCK_MS);
    expect(lockTimeLeft(until, now)).toBe(LOCK_MS);
    expect(lockTimeLeft(until, new Date(until.getTime() - 1))).toBe(1);
    expect(lockTimeLeft(until, until)).toBeNull();
    expect(lockTimeLeft(null, now)).toBeNull();
  });

  it('the 429 of a lock says the minutes left, rounded up, and carries Retry-After', () => {
    const error = lockedError(90_500);
    expect(error.statusCode).toBe(429);
    expect(error.headers['retry-after']).toBe('91');
    expect(error.message).toBe('Too many failed sign-in attempts. Try again in 2 minutes or reset your password.');
  });
});

describe('lock-out consequences', () => {
  it('AUTH a lock reached at sign-in leaves the sessions the player holds open (failing on purpose signs nobody out)', async () => {
    const { token } = await register(app, 'keep-sessions@example.com');
    let last = await call(app, 'POST', '/api/users/sign_in', {
      body: { user: { email: 'keep-sessions@example.com', password: 'wrong-1' } },
    });
    for (let i = 1; i < LOCK_AFTER_FAILURES; i++) {
      const captcha = i >= CAPTCHA_AFTER_FAILURES ? await solveCaptcha(app) : undefined;
      last = await call(app, 'POST', '/api/users/sign_in', {
        body: { user: { email: 'keep-sessions@example.com', password: `wrong-${i + 1}`, ...(captcha ? { captcha } : {}) } },
      });
    }
    expect(last.statusCode).toBe(429);
    expect(await lockMails('keep-sessions@example.com')).toHaveLength(1);
    expect(await signedIn(token)).toBe(true);
  });

  it('AUTH PROF-11 a lock reached by passwords re-entered inside a session ends every session of the player', async () => {
    const { id, token } = await register(app, 'end-sessions@example.com');
    const other = sessionOf(
      await call(app, 'POST', '/api/users/sign_in', {
        body: { user: { email: 'end-sessions@example.com', password: PASSWORD } },
      }),
    );
    if (!other) throw new Error('second sign-in failed');
    const guesses: number[] = [];
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) {
      const guess = app.services.security.changePassword(id, 0, `guess-${i}`, 'Fresh-Lantern-77', '10.252.0.1');
      guesses.push(statusOf((await Promise.allSettled([guess]))[0] as PromiseSettledResult<unknown>));
    }
    expect(guesses).toEqual([...Array<number>(LOCK_AFTER_FAILURES - 1).fill(422), 429]);
    expect(await lockMails('end-sessions@example.com')).toHaveLength(1);
    expect(await signedIn(token)).toBe(false);
    expect(await signedIn(other)).toBe(false);
  });
});

describe('lock-out under concurrency', () => {
  it('AUTH concurrent wrong passwords are counted one at a time: none slips under the limit, and one lock mail is sent', async () => {
    const email = 'concurrent-guesses@example.com';
    await register(app, email);
    const at = app.clock.now();
    // Two guesses short of the lock; five more arrive at once.
    for (let i = 0; i < LOCK_AFTER_FAILURES - 2; i++) {
      await recordAttempt(app.db, { email, playerId: null, ip: '10.253.0.1', success: false, reason: 'password', at });
    }
    const captchas = await Promise.all(Array.from({ length: 5 }, () => solveCaptcha(app)));
    const results = await Promise.allSettled(
      captchas.map((captcha, i) =>
        app.services.auth.signIn({ email, password: `wrong-${i}`, captcha }, { ip: `10.253.1.${i}`, country: null }),
      ),
    );
    // The ninth failure is answered as a wrong password; the tenth locks; the rest meet the lock.
    expect(results.map(statusOf).sort()).toEqual([422, 429, 429, 429, 429]);
    expect(await lockMails(email)).toHaveLength(1);
    const [row] = await app.db.select({ lockedUntil: players.lockedUntil }).from(players).where(eq(players.email, email));
    expect(row?.lockedUntil?.getTime()).toBe(at.getTime() + LOCK_MS);
  });
});
