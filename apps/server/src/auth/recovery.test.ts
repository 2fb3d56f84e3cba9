import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, PASSWORD, call, mailsTo, register, tokenFromMail } from '../test/accounts';
import { fieldErrorsOf } from '../test/http';
import { SHIPPED_MESSAGES } from '../seed/translations';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
});
afterAll(async () => {
  await app?.close();
});

const NEW = 'Quiet-Harbour-77';
const requestReset = (email: string, ip?: string) => call(app, 'POST', '/api/users/password', { ip, body: { user: { email } } });
const restore = (token: string, password = NEW) =>
  call(app, 'PUT', '/api/users/password', {
    body: { user: { reset_password_token: token, password, password_confirmation: password } },
  });
const signIn = (email: string, password: string) =>
  call(app, 'POST', '/api/users/sign_in', { body: { user: { email, password } } });

describe('password reset', () => {
  it('AUTH-19 API-052 answers the same whether the address has an account or not, and mails only a real one', async () => {
    await register(app, 'reset@example.com');
    const known = await requestReset('reset@example.com');
    const unknown = await requestReset('nobody-at-all@example.com');
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(known.json()).toEqual({ ok: true });
    expect(await mailsTo(app, 'nobody-at-all@example.com')).toEqual([]);
    const [mail] = await mailsTo(app, 'reset@example.com');
    expect(mail?.kind).toBe('reset');
    expect(mail?.links[0]).toMatch(/\/new-password\?reset_password_token=/);
  });

  it('AUTH-19 API-053 the mailed token sets a new password once and ends every session', async () => {
    const { token: session } = await register(app, 'restore@example.com');
    await requestReset('restore@example.com');
    const reset = await tokenFromMail(app, 'restore@example.com', 'reset', 'reset_password_token');
    expect((await restore(reset)).json()).toEqual({ ok: true });
    expect((await call(app, 'GET', '/api/player', { token: session })).statusCode).toBe(401);
    expect((await signIn('restore@example.com', PASSWORD)).statusCode).toBe(422);
    expect((await signIn('restore@example.com', NEW)).statusCode).toBe(200);
    expect((await mailsTo(app, 'restore@example.com'))[0]?.kind).toBe('password_changed');
    const reused = await restore(reset, 'Another-Secret-9');
    expect(fieldErrorsOf(reused)).toEqual({ reset_password_token: ['is invalid or has expired'] });
    expect((await signIn('restore@example.com', NEW)).statusCode).toBe(200);
  });

  it('AUTH-19 a reset link expires after one hour', async () => {
    await register(app, 'expire@example.com');
    await requestReset('expire@example.com');
    const reset = await tokenFromMail(app, 'expire@example.com', 'reset', 'reset_password_token');
    app.clock.advance(60 * 60 * 1000);
    expect(fieldErrorsOf(await restore(reset))).toEqual({ reset_password_token: ['is invalid or has expired'] });
    expect((await signIn('expire@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('AUTH-19 VAL-14 the new password must follow the rules and not be a common one', async () => {
    await register(app, 'rules@example.com');
    await requestReset('rules@example.com');
    const reset = await tokenFromMail(app, 'rules@example.com', 'reset', 'reset_password_token');
    const short = await restore(reset, 'short');
    expect(fieldErrorsOf(short)['user.password']).toEqual(['password is too short (minimum is 8 characters)']);
    expect(fieldErrorsOf(await restore(reset, 'qwerty123'))['password']?.[0]).toMatch(/most common passwords/);
    // Refused attempts did not spend the token.
    expect((await restore(reset)).statusCode).toBe(200);
  });

  it('AUTH-19 per-address limit on reset requests: 429 with Retry-After after 10 an hour', async () => {
    const ip = '10.240.0.1';
    for (let i = 0; i < 10; i++) expect((await requestReset(`r${i}@example.com`, ip)).statusCode).toBe(200);
    const res = await requestReset('r10@example.com', ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('AUTH-19 per-account limit: at most 3 reset mails an hour, the answer stays the same', async () => {
    await register(app, 'flood@example.com');
    for (let i = 0; i < 5; i++) expect((await requestReset('flood@example.com')).json()).toEqual({ ok: true });
    expect((await mailsTo(app, 'flood@example.com')).filter((m) => m.kind === 'reset')).toHaveLength(3);
  });
});

describe('PUT /api/player/password and PUT /api/player/email', () => {
  it('PROF-11 changing the password needs the old one and signs out the other sessions', async () => {
    const { token } = await register(app, 'change@example.com');
    const other = (await signIn('change@example.com', PASSWORD)).cookies.find((c) => c.name === 'casino_session')?.value;
    const wrong = await call(app, 'PUT', '/api/player/password', {
      token,
      body: { current_password: 'not-it-at-all', password: NEW, password_confirmation: NEW },
    });
    expect(fieldErrorsOf(wrong)).toEqual({ current_password: ['is incorrect'] });
    const ok = await call(app, 'PUT', '/api/player/password', {
      token,
      body: { current_password: PASSWORD, password: NEW, password_confirmation: NEW },
    });
    expect(ok.json()).toEqual({ ok: true });
    expect((await call(app, 'GET', '/api/player', { token })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/player', { token: other })).statusCode).toBe(401);
    expect((await signIn('change@example.com', NEW)).statusCode).toBe(200);
  });

  it('PROF-11 changing the email needs the password; the new address counts once confirmed', async () => {
    const { token } = await register(app, 'old-address@example.com');
    const wrong = await call(app, 'PUT', '/api/player/email', {
      token,
      body: { email: 'new-address@example.com', password: 'wrong-one' },
    });
    expect(fieldErrorsOf(wrong)).toEqual({ password: ['is incorrect'] });
    await call(app, 'PUT', '/api/player/email', { token, body: { email: 'new-address@example.com', password: PASSWORD } });
    expect((await call(app, 'GET', '/api/player', { token })).json().email).toBe('old-address@example.com');
    const confirmation = await tokenFromMail(app, 'new-address@example.com', 'confirmation', 'confirmation_token');
    expect((await call(app, 'GET', `/api/users/confirmation?confirmation_token=${confirmation}`)).json()).toEqual({
      confirmed: true,
      email: 'new-address@example.com',
    });
    expect((await call(app, 'GET', '/api/player', { token })).json().email).toBe('new-address@example.com');
    expect((await signIn('new-address@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('PROF-11 an email change request is told to the old address at once, naming the new one', async () => {
    const { token } = await register(app, 'owner-old@example.com');
    const res = await call(app, 'PUT', '/api/player/email', { token, body: { email: 'Taker@example.com', password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    const [notice] = await mailsTo(app, 'owner-old@example.com');
    expect(notice).toMatchObject({ kind: 'email_change_requested', subject: expect.stringContaining('email address') });
    expect(notice?.text).toContain('taker@example.com');
    expect(notice?.links).toEqual([]);
    // The confirmation link goes to the new address only.
    expect((await mailsTo(app, 'taker@example.com')).map((mail) => mail.kind)).toEqual(['confirmation']);
  });
});

describe('weak passwords', () => {
  const TOO_EASY = /too easy to guess/;

  it('AUTH-19 API-053 PROF-11 "aaaaaaaa" and other guessable passwords are refused at reset and at a change, nothing changes', async () => {
    const { token } = await register(app, 'weak-change@example.com');
    await requestReset('weak-change@example.com');
    const reset = await tokenFromMail(app, 'weak-change@example.com', 'reset', 'reset_password_token');
    for (const weak of ['aaaaaaaa', 'abcd1234abcd', 'Sommer2024']) {
      const refused = await restore(reset, weak);
      expect(refused.statusCode).toBe(422);
      expect(fieldErrorsOf(refused)['password']?.[0]).toMatch(TOO_EASY);
      const change = await call(app, 'PUT', '/api/player/password', {
        token,
        body: { current_password: PASSWORD, password: weak, password_confirmation: weak },
      });
      expect(change.statusCode).toBe(422);
      expect(fieldErrorsOf(change)['password']?.[0]).toMatch(TOO_EASY);
    }
    // A password built on the player's own address is refused with that reason.
    const personal = await call(app, 'PUT', '/api/player/password', {
      token,
      body: { current_password: PASSWORD, password: 'weakchange', password_confirmation: 'weakchange' },
    });
    expect(fieldErrorsOf(personal)['password']).toEqual([
      'password is too easy to guess: it contains your email address; choose one without it',
    ]);
    // Nothing changed: the old password still signs in, and the reset link is still good.
    expect((await signIn('weak-change@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await restore(reset)).statusCode).toBe(200);
  });

  it('VAL-21 each reason a password is refused with is translated in every locale, not copied from English', () => {
    const rules = [
      'password_common',
      'password_pattern',
      'password_dates',
      'password_words',
      'password_personal',
      'password_weak',
    ];
    for (const rule of rules) {
      const english = SHIPPED_MESSAGES.en[`validation.${rule}`];
      expect(english, rule).toContain('{{field}}');
      for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const) {
        const text = SHIPPED_MESSAGES[locale][`validation.${rule}`];
        expect(text, `${locale} ${rule}`).toContain('{{field}}');
        expect(text, `${locale} ${rule}`).not.toBe(english);
      }
    }
  });
});
