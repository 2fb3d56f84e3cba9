import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SESSION_COOKIE_NAME, STAFF_SESSION_IDLE_MS, SESSION_IDLE_MS, staffSchema } from '@casino/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { call } from '../test/accounts';
import { fieldErrorsOf } from '../test/http';
import { connect, disconnectOf, listen } from '../test/realtime';
import { STAFF_TOTP_SECRET, totpCode } from '../test/staff';
import { STAFF_SIGN_IN_LIMITS } from './service';

let app: TestApp;
let baseUrl: string;
const PASSWORD = 'Quiet-Harbour-Staff-71';

beforeAll(async () => {
  app = await createTestApp();
  await app.services.staff.create({
    email: 'Lead@Casino.example',
    name: 'Lena',
    role: 'support_lead',
    password: PASSWORD,
    totpSecret: STAFF_TOTP_SECRET,
  });
  baseUrl = await listen(app);
});
afterAll(async () => {
  await app?.close();
});

/** Signs in with the authenticator's code of a new time step (a code is never accepted twice). */
const signIn = (email: string, password: string, ip?: string) => {
  app.clock.advance(30_000);
  return call(app, 'POST', '/api/staff/sign_in', { body: { email, password, code: totpCode(app) }, ...(ip ? { ip } : {}) });
};
const cookieOf = (res: Awaited<ReturnType<typeof signIn>>) => res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE_NAME);

describe('POST /api/staff/sign_in', () => {
  it('ROLE-11 CONST-42 signs a staff member in with a cookie of its own, answers the role and its queues', async () => {
    const res = await signIn('lead@casino.example', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('signed_in');
    expect(staffSchema.parse(res.json().staff)).toMatchObject({
      email: 'lead@casino.example',
      role: 'support_lead',
      queues: [26, 1, 2],
    });
    const cookie = cookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await call(app, 'GET', '/api/staff/me', { headers: { cookie: `${STAFF_SESSION_COOKIE_NAME}=${cookie?.value}` } });
    expect(me.json().name).toBe('Lena');
    // The players' cookie slot holds nothing: a staff session is no player session.
    expect((await call(app, 'GET', '/api/player', { token: cookie?.value })).statusCode).toBe(401);
  });

  it('ROLE-11 answers a wrong password and an unknown address alike', async () => {
    const wrong = await signIn('lead@casino.example', 'not-the-password');
    const unknown = await signIn('nobody@casino.example', PASSWORD);
    expect([wrong.statusCode, unknown.statusCode]).toEqual([422, 422]);
    expect(fieldErrorsOf(wrong)).toEqual(fieldErrorsOf(unknown));
    expect(cookieOf(wrong)).toBeUndefined();
  });

  it('ROLE-11 rotates the session at sign-in and ends it at sign-out', async () => {
    const first = cookieOf(await signIn('lead@casino.example', PASSWORD))?.value;
    const headers = { cookie: `${STAFF_SESSION_COOKIE_NAME}=${first}` };
    app.clock.advance(30_000);
    const second = await call(app, 'POST', '/api/staff/sign_in', {
      headers,
      body: { email: 'lead@casino.example', password: PASSWORD, code: totpCode(app) },
    });
    expect((await call(app, 'GET', '/api/staff/me', { headers })).statusCode).toBe(401);
    const secondHeaders = { cookie: `${STAFF_SESSION_COOKIE_NAME}=${cookieOf(second)?.value}` };
    expect((await call(app, 'GET', '/api/staff/me', { headers: secondHeaders })).statusCode).toBe(200);
    expect((await call(app, 'DELETE', '/api/staff/sign_out', { headers: secondHeaders })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/staff/me', { headers: secondHeaders })).statusCode).toBe(401);
  });

  it('ROLE-11 signing out closes the console connection of that session, not of the others', async () => {
    const token = cookieOf(await signIn('lead@casino.example', PASSWORD))?.value ?? '';
    const otherToken = cookieOf(await signIn('lead@casino.example', PASSWORD))?.value ?? '';
    const consoleSocket = await connect(baseUrl, token, STAFF_SESSION_COOKIE_NAME);
    const otherConsole = await connect(baseUrl, otherToken, STAFF_SESSION_COOKIE_NAME);
    const headers = { cookie: `${STAFF_SESSION_COOKIE_NAME}=${token}` };
    expect((await call(app, 'DELETE', '/api/staff/sign_out', { headers })).statusCode).toBe(200);
    expect(await disconnectOf(consoleSocket)).toBe('io server disconnect');
    expect(otherConsole.socket.connected).toBe(true);
    otherConsole.close();
  });

  it("ROLE-11 ends a session after 15 idle minutes, half of players' 30", async () => {
    expect(STAFF_SESSION_IDLE_MS * 2).toBe(SESSION_IDLE_MS);
    const token = cookieOf(await signIn('lead@casino.example', PASSWORD))?.value;
    const headers = { cookie: `${STAFF_SESSION_COOKIE_NAME}=${token}` };
    app.clock.advance(14 * 60 * 1000);
    expect((await call(app, 'GET', '/api/staff/me', { headers })).statusCode).toBe(200);
    app.clock.advance(15 * 60 * 1000 + 1);
    expect((await call(app, 'GET', '/api/staff/me', { headers })).statusCode).toBe(401);
  });

  it('ROLE-11 limits sign-in attempts per account with 429 and Retry-After', async () => {
    await app.services.staff.create({ email: 'target@casino.example', name: 'T', role: 'support_agent', password: PASSWORD });
    for (let i = 0; i < 10; i += 1) expect((await signIn('target@casino.example', `wrong-${i}`)).statusCode).toBe(422);
    const limited = await signIn('target@casino.example', PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ROLE-11 concurrent wrong passwords for one account: no more get a password check than the limit allows', async () => {
    await app.services.staff.create({ email: 'rush@casino.example', name: 'R', role: 'support_agent', password: PASSWORD });
    // 25 at once, each from its own address: the per-account count must hold under the race.
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => signIn('rush@casino.example', `wrong-${i}`)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(STAFF_SIGN_IN_LIMITS.perAccount.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - STAFF_SIGN_IN_LIMITS.perAccount.max);
    // The right password is refused too until the window ends.
    expect((await signIn('rush@casino.example', PASSWORD)).statusCode).toBe(429);
  });

  it('ROLE-11 the staff:create rules refuse a short password and a taken address', async () => {
    await expect(
      app.services.staff.create({ email: 'short@casino.example', name: 'S', role: 'support_agent', password: 'short' }),
    ).rejects.toMatchObject({ errors: { password: ['must be 12 to 128 characters'] } });
    await expect(
      app.services.staff.create({ email: 'lead@casino.example', name: 'L', role: 'support_agent', password: PASSWORD }),
    ).rejects.toMatchObject({ errors: { email: ['has already been taken'] } });
  });
});
