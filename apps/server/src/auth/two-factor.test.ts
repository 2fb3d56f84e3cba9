import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, PASSWORD, call, mailsTo, register, sessionOf, tokenFromMail } from '../test/accounts';
import { players } from '../db/schema';
import { twoFactor } from './tables';
import { errorOf, fieldErrorsOf } from '../test/http';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
});
afterAll(async () => {
  await app?.close();
});

const codeAt = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: app.clock.now().getTime() + offsetMs,
  });
const signIn = (email: string, extra: Record<string, unknown> = {}) =>
  call(app, 'POST', '/api/users/sign_in', { body: { user: { email, password: PASSWORD, ...extra } } });
/** The next 30-second step, so a new code is not the one just used. */
const nextStep = () => app.clock.advance(30_000);

async function enable(email: string): Promise<{ token: string; secret: string; recovery: string[] }> {
  const { token } = await register(app, email);
  const setup = await call(app, 'POST', '/api/player/two_factor', { token, body: { password: PASSWORD } });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauth_url: url, qr_svg: svg } = setup.json() as { secret: string; otpauth_url: string; qr_svg: string };
  expect(url).toMatch(/^otpauth:\/\/totp\/Rocket%20Casino:/);
  expect(svg).toContain('<svg');
  const confirm = await call(app, 'POST', '/api/player/two_factor/confirm', { token, body: { code: codeAt(secret) } });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const recovery = (confirm.json() as { recovery_codes: string[] }).recovery_codes;
  expect(recovery).toHaveLength(10);
  nextStep();
  return { token, secret, recovery };
}

describe('two-factor authentication', () => {
  it('PROF-11 AUTH-12 setting it up asks for the password again', async () => {
    const { token } = await register(app, 'tf-pass@example.com');
    const res = await call(app, 'POST', '/api/player/two_factor', { token, body: { password: 'wrong-password' } });
    expect(fieldErrorsOf(res)).toEqual({ password: ['is incorrect'] });
    expect((await call(app, 'GET', '/api/player', { token })).json().two_factor_enabled).toBe(false);
  });

  it('AUTH-12 once on, sign-in needs otp_attempt; a right code signs in, a wrong one is refused', async () => {
    const { token, secret } = await enable('tf-login@example.com');
    expect((await call(app, 'GET', '/api/player', { token })).json().two_factor_enabled).toBe(true);
    const missing = await signIn('tf-login@example.com');
    expect(fieldErrorsOf(missing)).toEqual({ otp_attempt: ['is required: enter the code from your authenticator app'] });
    expect(sessionOf(missing)).toBeUndefined();
    const wrong = await signIn('tf-login@example.com', { otp_attempt: codeAt(secret, 5 * 60_000) });
    expect(fieldErrorsOf(wrong)).toEqual({ otp_attempt: ['is invalid or was already used'] });
    const right = await signIn('tf-login@example.com', { otp_attempt: codeAt(secret) });
    expect(right.statusCode).toBe(200);
  });

  it('AUTH-12 a used code is refused the second time; one step of drift is accepted, two are not', async () => {
    const { secret } = await enable('tf-replay@example.com');
    const code = codeAt(secret);
    expect((await signIn('tf-replay@example.com', { otp_attempt: code })).statusCode).toBe(200);
    expect(fieldErrorsOf(await signIn('tf-replay@example.com', { otp_attempt: code }))).toEqual({
      otp_attempt: ['is invalid or was already used'],
    });
    nextStep();
    nextStep();
    // A phone one step (30 s) behind is accepted...
    expect((await signIn('tf-replay@example.com', { otp_attempt: codeAt(secret, -30_000) })).statusCode).toBe(200);
    nextStep();
    nextStep();
    // ...two steps behind is not, and one step ahead is.
    expect((await signIn('tf-replay@example.com', { otp_attempt: codeAt(secret, -60_000) })).statusCode).toBe(422);
    expect((await signIn('tf-replay@example.com', { otp_attempt: codeAt(secret, 30_000) })).statusCode).toBe(200);
  });

  it('AUTH-12 a recovery code signs in once', async () => {
    const { recovery } = await enable('tf-recovery@example.com');
    const code = recovery[0] ?? '';
    expect((await signIn('tf-recovery@example.com', { otp_attempt: code })).statusCode).toBe(200);
    expect((await signIn('tf-recovery@example.com', { otp_attempt: code })).statusCode).toBe(422);
  });

  it('AUTH-19 a password reset does not switch two-factor off', async () => {
    const { secret } = await enable('tf-reset@example.com');
    await call(app, 'POST', '/api/users/password', { body: { user: { email: 'tf-reset@example.com' } } });
    const reset = await tokenFromMail(app, 'tf-reset@example.com', 'reset', 'reset_password_token');
    const next = 'Quiet-Harbour-77';
    const res = await call(app, 'PUT', '/api/users/password', {
      body: { user: { reset_password_token: reset, password: next, password_confirmation: next } },
    });
    expect(res.statusCode).toBe(200);
    const login = await call(app, 'POST', '/api/users/sign_in', {
      body: { user: { email: 'tf-reset@example.com', password: next } },
    });
    expect(fieldErrorsOf(login)).toHaveProperty('otp_attempt');
    const withCode = await call(app, 'POST', '/api/users/sign_in', {
      body: { user: { email: 'tf-reset@example.com', password: next, otp_attempt: codeAt(secret) } },
    });
    expect(withCode.statusCode).toBe(200);
  });

  it('PROF-11 switching it off needs the password and a code; a second setup while on is a 409', async () => {
    const { token, secret } = await enable('tf-off@example.com');
    const again = await call(app, 'POST', '/api/player/two_factor', { token, body: { password: PASSWORD } });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe('Two-factor authentication is already on');
    const noPassword = await call(app, 'POST', '/api/player/two_factor/disable', {
      token,
      body: { password: 'nope-nope', code: codeAt(secret) },
    });
    expect(fieldErrorsOf(noPassword)).toEqual({ password: ['is incorrect'] });
    const off = await call(app, 'POST', '/api/player/two_factor/disable', {
      token,
      body: { password: PASSWORD, code: codeAt(secret) },
    });
    expect(off.json()).toEqual({ ok: true });
    expect((await signIn('tf-off@example.com')).statusCode).toBe(200);
  });

  it('PROF-11 switching it off mails the owner', async () => {
    const { token, secret } = await enable('tf-off-mail@example.com');
    expect((await mailsTo(app, 'tf-off-mail@example.com')).some((mail) => mail.kind === 'two_factor_disabled')).toBe(false);
    const off = await call(app, 'POST', '/api/player/two_factor/disable', {
      token,
      body: { password: PASSWORD, code: codeAt(secret) },
    });
    expect(off.statusCode, off.body).toBe(200);
    const [mail] = await mailsTo(app, 'tf-off-mail@example.com');
    expect(mail).toMatchObject({
      kind: 'two_factor_disabled',
      subject: expect.stringContaining('Two-factor authentication was switched off'),
    });
  });

  it('AUTH-12 the stored TOTP secret is encrypted: the column never holds the secret, and codes still work', async () => {
    const { id, token } = await register(app, 'tf-sealed@example.com');
    const setup = await call(app, 'POST', '/api/player/two_factor', { token, body: { password: PASSWORD } });
    const { secret } = setup.json() as { secret: string };
    const [row] = await app.db.select().from(twoFactor).where(eq(twoFactor.playerId, id));
    expect(row?.secret).toMatch(/^v1:/);
    expect(row?.secret).not.toContain(secret);
    expect(Buffer.from(row?.secret.slice(3) ?? '', 'base64url').toString('latin1')).not.toContain(secret);
    expect(
      (await call(app, 'POST', '/api/player/two_factor/confirm', { token, body: { code: codeAt(secret) } })).statusCode,
    ).toBe(200);
    nextStep();
    expect((await signIn('tf-sealed@example.com', { otp_attempt: codeAt(secret) })).statusCode).toBe(200);
  });

  it('AUTH-12 a secret stored in plaintext before encryption still works and is encrypted on its next use', async () => {
    const { secret } = await enable('tf-legacy@example.com');
    const [owner] = await app.db
      .select({ playerId: twoFactor.playerId })
      .from(twoFactor)
      .innerJoin(players, eq(players.id, twoFactor.playerId))
      .where(eq(players.email, 'tf-legacy@example.com'));
    const playerId = owner?.playerId ?? 0;
    // A row as an older release wrote it.
    await app.db.update(twoFactor).set({ secret }).where(eq(twoFactor.playerId, playerId));
    expect((await signIn('tf-legacy@example.com', { otp_attempt: codeAt(secret) })).statusCode).toBe(200);
    const [after] = await app.db.select().from(twoFactor).where(eq(twoFactor.playerId, playerId));
    expect(after?.secret).toMatch(/^v1:/);
    expect(after?.secret).not.toContain(secret);
    nextStep();
    expect((await signIn('tf-legacy@example.com', { otp_attempt: codeAt(secret) })).statusCode).toBe(200);
  });
});
