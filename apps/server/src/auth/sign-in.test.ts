import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, sessions } from './tables';
import { SESSION_IDLE_MS, SESSION_TTL_MS } from './sessions';
import { CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, LOCK_MS } from './service';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, PASSWORD, call, mailsTo, register, sessionOf, solveCaptcha } from '../test/accounts';
import { errorOf, fieldErrorsOf } from '../test/http';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
});
afterAll(async () => {
  await app?.close();
});

const signIn = (user: Record<string, unknown>, options: { ip?: string; token?: string; headers?: Record<string, string> } = {}) =>
  call(app, 'POST', '/api/users/sign_in', { body: { user }, ...options });

describe('POST /api/users/sign_in', () => {
  it('AUTH-11 API-049 signs in with email and password, answers the Player and sets a new session cookie', async () => {
    const { id } = await register(app, 'login@example.com');
    const res = await signIn({ email: 'LOGIN@example.com', password: PASSWORD, dfpc: 'fp-123', custom_login_reg: 'popup' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, email: 'login@example.com', current_sign_in_at: app.clock.now().toISOString() });
    expect(sessionOf(res)).toBeDefined();
    const [attempt] = await app.db.select().from(loginAttempts).where(eq(loginAttempts.dfpc, 'fp-123'));
    expect(attempt).toMatchObject({ playerId: id, success: true, email: 'login@example.com' });
  });

  it('AUTH-11 a wrong password and an unknown address get the same 422 message, and both are logged', async () => {
    await register(app, 'wrong@example.com');
    const wrong = await signIn({ email: 'wrong@example.com', password: 'Not-The-Password-1' });
    const unknown = await signIn({ email: 'nobody-here@example.com', password: 'Not-The-Password-1' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(fieldErrorsOf(res)).toEqual({ base: ['Invalid email or password.'] });
      expect(sessionOf(res)).toBeUndefined();
    }
    const logged = await app.db.select().from(loginAttempts).where(eq(loginAttempts.email, 'nobody-here@example.com'));
    expect(logged).toMatchObject([{ success: false, reason: 'password', playerId: null }]);
  });

  it('AUTH-15 after 3 failed attempts the server asks for a captcha, and accepts the password with one', async () => {
    await register(app, 'captcha@example.com');
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) await signIn({ email: 'captcha@example.com', password: 'wrong-password' });
    const asked = await signIn({ email: 'captcha@example.com', password: PASSWORD });
    expect(fieldErrorsOf(asked)).toEqual({ captcha: ['is required'] });
    const ok = await signIn({ email: 'captcha@example.com', password: PASSWORD, captcha: await solveCaptcha(app) });
    expect(ok.statusCode).toBe(200);
  });

  it('AUTH lock-out: 10 failures lock the account for 30 minutes with 429 Retry-After and a mail to the owner', async () => {
    await register(app, 'locked@example.com');
    let last = await signIn({ email: 'locked@example.com', password: 'wrong-password' });
    for (let i = 1; i < LOCK_AFTER_FAILURES; i++) {
      last = await signIn({ email: 'locked@example.com', password: 'wrong-password', captcha: await solveCaptcha(app) });
    }
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBe(String(LOCK_MS / 1000));
    // Locked: even the right password is refused until the lock ends.
    const right = await signIn({ email: 'locked@example.com', password: PASSWORD, captcha: await solveCaptcha(app) });
    expect(right.statusCode).toBe(429);
    expect(errorOf(right)).toMatch(/Too many failed sign-in attempts/);
    const [mail] = await mailsTo(app, 'locked@example.com');
    expect(mail).toMatchObject({ kind: 'lock' });
    expect(mail?.text).toContain('30 minutes');
    app.clock.advance(LOCK_MS);
    expect((await signIn({ email: 'locked@example.com', password: PASSWORD })).statusCode).toBe(200);
  });

  it('AUTH PROF-11 wrong passwords re-entered on the security and closure endpoints count toward the lock-out; locking ends the sessions', async () => {
    const { token } = await register(app, 'reauth-lock@example.com');
    // Five failed sign-ins from elsewhere, then guesses through the open session.
    for (let i = 0; i < 5; i++) {
      const captcha = i >= CAPTCHA_AFTER_FAILURES ? await solveCaptcha(app) : undefined;
      await signIn({ email: 'reauth-lock@example.com', password: 'wrong-password', ...(captcha ? { captcha } : {}) });
    }
    const guesses = [
      () =>
        call(app, 'PUT', '/api/player/password', {
          token,
          ip: '10.251.0.1',
          body: { current_password: 'guess-1', password: 'Fresh-Lantern-77', password_confirmation: 'Fresh-Lantern-77' },
        }),
      () =>
        call(app, 'PUT', '/api/player/email', {
          token,
          ip: '10.251.0.2',
          body: { email: 'thief@example.com', password: 'guess-2' },
        }),
      () => call(app, 'POST', '/api/player/two_factor', { token, ip: '10.251.0.3', body: { password: 'guess-3' } }),
      () => call(app, 'POST', '/api/player/closure', { token, ip: '10.251.0.4', body: { password: 'guess-4', reason: 'other' } }),
    ];
    for (const guess of guesses) expect((await guess()).statusCode).toBe(422);
    const last = await call(app, 'POST', '/api/player/two_factor', { token, ip: '10.251.0.5', body: { password: 'guess-5' } });
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBe(String(LOCK_MS / 1000));
    expect(errorOf(last)).toMatch(/Too many failed sign-in attempts/);
    // The session that guessed is over, the owner is told, and the right password waits for the lock to end.
    expect((await call(app, 'GET', '/api/player', { token })).statusCode).toBe(401);
    expect((await mailsTo(app, 'reauth-lock@example.com'))[0]).toMatchObject({ kind: 'lock' });
    const right = await signIn({ email: 'reauth-lock@example.com', password: PASSWORD, captcha: await solveCaptcha(app) });
    expect(right.statusCode).toBe(429);
    const failures = await app.db.select().from(loginAttempts).where(eq(loginAttempts.email, 'reauth-lock@example.com'));
    expect(failures.filter((row) => row.reason === 'reauth').map((row) => row.ip)).toEqual([
      '10.251.0.1',
      '10.251.0.2',
      '10.251.0.3',
      null,
      '10.251.0.5',
    ]);
    app.clock.advance(LOCK_MS);
    expect(
      (await signIn({ email: 'reauth-lock@example.com', password: PASSWORD, captcha: await solveCaptcha(app) })).statusCode,
    ).toBe(200);
  });

  it('AUTH per-address limit: 30 failures from one address answer 429 for any account', async () => {
    const ip = '10.250.0.9';
    for (let i = 0; i < 30; i++) await signIn({ email: `spray${i}@example.com`, password: 'wrong-password' }, { ip });
    const res = await signIn({ email: 'spray-next@example.com', password: 'wrong-password' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('GEO a visitor from a restricted country cannot sign in: 403 with the spec message', async () => {
    await register(app, 'traveller@example.com');
    const res = await signIn({ email: 'traveller@example.com', password: PASSWORD }, { ip: '81.2.69.142' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toBe('Login not available in your country');
  });

  it('AUTH sign-in rotates the session: the cookie the browser held before stops working', async () => {
    const { token: old } = await register(app, 'rotate@example.com');
    const res = await signIn({ email: 'rotate@example.com', password: PASSWORD }, { token: old });
    const fresh = sessionOf(res);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(old);
    expect((await call(app, 'GET', '/api/player', { token: old })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/player', { token: fresh })).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/sign_out', () => {
  it('AUTH-17 API-050 ends the session; the same cookie afterwards gets 401 { error }', async () => {
    const { token } = await register(app, 'logout@example.com');
    const res = await call(app, 'DELETE', '/api/users/sign_out', { token });
    expect(res.json()).toEqual({ ok: true });
    expect(res.cookies.find((c) => c.name === 'casino_session')?.value).toBe('');
    const after = await call(app, 'GET', '/api/player', { token });
    expect(after.statusCode).toBe(401);
    expect(errorOf(after)).toBe('You need to sign in or sign up before continuing.');
  });
});

describe('session lifetime', () => {
  it('AUTH a session ends after 30 minutes without a request', async () => {
    const { token } = await register(app, 'idle@example.com');
    app.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await call(app, 'GET', '/api/player', { token })).statusCode).toBe(200);
    // The request above counted as activity: another 29 minutes are fine.
    app.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await call(app, 'GET', '/api/player', { token })).statusCode).toBe(200);
    app.clock.advance(SESSION_IDLE_MS);
    expect((await call(app, 'GET', '/api/player', { token })).statusCode).toBe(401);
  });

  it('AUTH a busy session still ends 12 hours after sign-in', async () => {
    const { token } = await register(app, 'busy@example.com');
    for (let elapsed = 0; elapsed < SESSION_TTL_MS - 20 * 60_000; elapsed += 20 * 60_000) {
      app.clock.advance(20 * 60_000);
      expect((await call(app, 'GET', '/api/player', { token })).statusCode).toBe(200);
    }
    app.clock.advance(20 * 60_000);
    expect((await call(app, 'GET', '/api/player', { token })).statusCode).toBe(401);
  });
});

describe('GET /api/player/sessions and POST /api/player/sessions/end_others', () => {
  it('PROF-11 lists the live sessions with the current one marked, and ends the others', async () => {
    const { id, token } = await register(app, 'devices@example.com');
    const phone = sessionOf(
      await signIn({ email: 'devices@example.com', password: PASSWORD }, { headers: { 'user-agent': 'Phone' } }),
    );
    const list = (await call(app, 'GET', '/api/player/sessions', { token })).json() as {
      data: { current: boolean; user_agent: string | null }[];
    };
    expect(list.data).toHaveLength(2);
    expect(list.data.filter((s) => s.current)).toHaveLength(1);
    expect(list.data.map((s) => s.user_agent)).toContain('Phone');
    expect((await call(app, 'POST', '/api/player/sessions/end_others', { token })).json()).toEqual({ ended: 1 });
    expect((await call(app, 'GET', '/api/player', { token: phone })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/player', { token })).statusCode).toBe(200);
    const live = await app.db.select().from(sessions).where(eq(sessions.playerId, id));
    expect(live.filter((s) => s.revokedAt === null)).toHaveLength(1);
  });

  it('PROF-11 a session names its browser, system and country, not the raw user agent alone', async () => {
    const { token } = await register(app, 'where@example.com');
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    // 2a01:4f8::/32 is a German hoster's network in the shipped GeoLite2 table.
    await signIn({ email: 'where@example.com', password: PASSWORD }, { ip: '2a01:4f8::1', headers: { 'user-agent': android } });
    await signIn({ email: 'where@example.com', password: PASSWORD }, { ip: '10.1.2.3', headers: { 'user-agent': 'curl-ish' } });
    const list = (await call(app, 'GET', '/api/player/sessions', { token })).json() as {
      data: { browser: string | null; os: string | null; country: string | null; user_agent: string | null }[];
    };
    expect(list.data.find((s) => s.user_agent === android)).toMatchObject({ browser: 'Chrome', os: 'Android', country: 'DE' });
    expect(list.data.find((s) => s.user_agent === 'curl-ish')).toMatchObject({ browser: null, os: null, country: null });
  });

  it('PROF-11 the login history shows time, address, browser and dfpc of every attempt, newest first', async () => {
    const { token } = await register(app, 'history@example.com');
    await signIn({ email: 'history@example.com', password: 'bad-password' }, { ip: '10.9.9.9' });
    await signIn({ email: 'history@example.com', password: PASSWORD, dfpc: 'device-7' }, { ip: '10.9.9.8' });
    const history = (await call(app, 'GET', '/api/player/login_history', { token })).json() as {
      data: Record<string, unknown>[];
    };
    expect(history.data.slice(0, 2)).toMatchObject([
      { ip: '10.9.9.8', dfpc: 'device-7', success: true, at: app.clock.now().toISOString() },
      { ip: '10.9.9.9', success: false, reason: 'password' },
    ]);
  });
});
