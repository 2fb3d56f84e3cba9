import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsResponseSchema, playerSchema } from '@casino/contracts';
import { domainEvents } from '../events/tables';
import { playerGroups, players } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, PASSWORD, call, mailsTo, register, sessionOf, solveCaptcha, tokenFromMail } from '../test/accounts';
import { errorOf, fieldErrorsOf } from '../test/http';
import { licenceFor } from './registration';
import { LIMITS } from './throttle';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
});
afterAll(async () => {
  await app?.close();
});

const user = async (extra: Record<string, unknown> = {}, ip?: string) => ({
  user: {
    email: 'new@example.com',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    currency: 'EUR',
    terms_acceptance: true,
    captcha: await solveCaptcha(app, ip),
    ...extra,
  },
});
const countPlayers = async () => (await app.db.select({ id: players.id }).from(players)).length;

describe('POST /api/users', () => {
  it('AUTH-10 API-051 registration stores the player, logs in and answers the Player', async () => {
    const res = await call(app, 'POST', '/api/users', {
      body: await user({ email: 'Ada@Example.com', country: 'CA', receive_promos: true }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const player = playerSchema.parse(res.json());
    expect(player).toMatchObject({
      email: 'ada@example.com',
      country: 'CA',
      currency: 'EUR',
      locale: 'en-CA',
      license_name: 'CW',
      receive_promos: true,
      confirmed_at: null,
      two_factor_enabled: false,
      auth_fields_missed: [],
    });
    const cookie = res.cookies.find((c) => c.name === 'casino_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await call(app, 'GET', '/api/player', { token: sessionOf(res) });
    expect(me.json()).toMatchObject({ id: player.id, email: 'ada@example.com' });
    const [row] = await app.db.select().from(players).where(eq(players.id, player.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('AUTH-10 PAY-16 registration opens the wallet of the chosen currency at zero, active, before any deposit', async () => {
    const res = await call(app, 'POST', '/api/users', { body: await user({ email: 'wallet@example.com', currency: 'USD' }) });
    expect(res.statusCode, res.body).toBe(200);
    const accounts = await call(app, 'GET', '/api/player/accounts?compatibility', { token: sessionOf(res) });
    const wallets = accountsResponseSchema.parse(accounts.json());
    expect(wallets).toHaveLength(1);
    expect(wallets[0]).toMatchObject({ currency: 'USD', active: true, amount_cents: 0, available_to_cashout_cents: 0 });
  });

  it('ROLE-07 RT-10 puts the new player in group 543 or 544 by the parity of the id, and tells groups_updates', async () => {
    const { id } = await register(app, 'parity@example.com');
    const groups = (await app.db.select().from(playerGroups).where(eq(playerGroups.playerId, id))).map((g) => g.groupId);
    expect(groups).toEqual([id % 2 === 1 ? 543 : 544]);
    const events = await app.db.select().from(domainEvents).where(eq(domainEvents.playerId, id));
    expect(events.map((e) => e.payload)).toContainEqual({ channel: 'groups_updates', data: { groups } });
  });

  it('AUTH-10 sends the confirmation mail in the player locale, with a link to /confirmation', async () => {
    await register(app, 'mail-de@example.com', { locale: 'de' });
    const [mail] = await mailsTo(app, 'mail-de@example.com');
    expect(mail?.kind).toBe('confirmation');
    expect(mail?.subject).toContain('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/de\/confirmation\?confirmation_token=[\w-]{43}$/);
  });

  it('VAL-01 VAL-02 VAL-03 refuses a bad address, a password with other symbols and a wrong confirmation, with messages by rule', async () => {
    const before = await countPlayers();
    const res = await call(app, 'POST', '/api/users', {
      body: await user({ email: 'not-an-email', password: 'abc def~~~', password_confirmation: 'other' }),
    });
    expect(res.statusCode).toBe(422);
    const errors = fieldErrorsOf(res);
    expect(errors['user.email']).toEqual(['invalid email']);
    expect(errors['user.password']?.[0]).toMatch(/^password may contain only letters, digits and the symbols/);
    expect(errors['user.password_confirmation']).toEqual(["password confirmation doesn't match the password"]);
    expect(await countPlayers()).toBe(before);
  });

  it('AUTH-10 a password of 64 characters works untruncated; a common breached password is refused', async () => {
    const long = `${'Ab1-'.repeat(15)}Zz9!`;
    expect(long).toHaveLength(64);
    const { token } = await register(app, 'long@example.com', { password: long, password_confirmation: long });
    expect(token).toBeDefined();
    const truncated = await call(app, 'POST', '/api/users/sign_in', {
      body: { user: { email: 'long@example.com', password: long.slice(0, 63) } },
    });
    expect(truncated.statusCode).toBe(422);
    const full = await call(app, 'POST', '/api/users/sign_in', { body: { user: { email: 'long@example.com', password: long } } });
    expect(full.statusCode).toBe(200);

    const common = await call(app, 'POST', '/api/users', {
      body: await user({ email: 'weak@example.com', password: 'password123', password_confirmation: 'password123' }),
    });
    expect(common.statusCode).toBe(422);
    expect(fieldErrorsOf(common)['password']?.[0]).toMatch(/most common passwords/);
  });

  it('AUTH-10 VAL-02 "aaaaaaaa" is refused at sign-up as too easy to guess, with the reason, and no account is made', async () => {
    const weak = await call(app, 'POST', '/api/users', {
      body: await user({ email: 'aaaa@example.com', password: 'aaaaaaaa', password_confirmation: 'aaaaaaaa' }),
    });
    expect(weak.statusCode).toBe(422);
    expect(fieldErrorsOf(weak)['password']).toEqual([
      'password is too easy to guess: it repeats characters or follows a sequence or a keyboard row; add words or characters without a pattern',
    ]);
    const signIn = await call(app, 'POST', '/api/users/sign_in', {
      body: { user: { email: 'aaaa@example.com', password: 'aaaaaaaa' } },
    });
    expect(signIn.statusCode).toBe(422);
    expect((await register(app, 'aaaa@example.com')).token).toBeDefined();
  });

  it('AUTH-10 VAL-14 refuses a taken address (any case), a currency that is not enabled and terms not accepted', async () => {
    await register(app, 'taken@example.com');
    const taken = await call(app, 'POST', '/api/users', { body: await user({ email: 'TAKEN@example.com' }) });
    expect(fieldErrorsOf(taken)).toEqual({ email: ['has already been taken'] });
    const currency = await call(app, 'POST', '/api/users', { body: await user({ email: 'gbp@example.com', currency: 'GBP' }) });
    expect(fieldErrorsOf(currency)).toEqual({ currency: ['currency GBP is not available'] });
    const terms = await call(app, 'POST', '/api/users', {
      body: await user({ email: 'terms@example.com', terms_acceptance: false }),
    });
    expect(fieldErrorsOf(terms)['user.terms_acceptance']).toEqual(['terms acceptance must be accepted']);
  });

  it('AUTH-15 requires a captcha, refuses a forged one and a solution used twice', async () => {
    const before = await countPlayers();
    const missing = await call(app, 'POST', '/api/users', {
      body: await user({ email: 'nocaptcha@example.com', captcha: undefined }),
    });
    expect(fieldErrorsOf(missing)).toEqual({ captcha: ['is required'] });
    const forged = await call(app, 'POST', '/api/users', {
      body: await user({ email: 'forged@example.com', captcha: Buffer.from('{"signature":"x","number":1}').toString('base64') }),
    });
    expect(fieldErrorsOf(forged)).toEqual({ captcha: ['is invalid or has expired'] });
    const solved = await solveCaptcha(app);
    expect(
      (await call(app, 'POST', '/api/users', { body: await user({ email: 'once@example.com', captcha: solved }) })).statusCode,
    ).toBe(200);
    const again = await call(app, 'POST', '/api/users', { body: await user({ email: 'twice@example.com', captcha: solved }) });
    expect(fieldErrorsOf(again)).toEqual({ captcha: ['is invalid or has expired'] });
    expect(await countPlayers()).toBe(before + 1);
  });

  it('AUTH-15 a captcha solved more than 10 minutes ago has expired', async () => {
    const solved = await solveCaptcha(app);
    app.clock.advance(10 * 60 * 1000 + 1);
    const res = await call(app, 'POST', '/api/users', { body: await user({ email: 'late@example.com', captcha: solved }) });
    expect(fieldErrorsOf(res)).toEqual({ captcha: ['is invalid or has expired'] });
  });

  it('GEO restricted countries cannot register: 403 with the spec message, nothing stored', async () => {
    const before = await countPlayers();
    const full = await call(app, 'POST', '/api/users', { ip: '81.2.69.142', body: await user({ email: 'gb@example.com' }) });
    expect(full.statusCode).toBe(403);
    expect(errorOf(full)).toBe('Registration restricted in your country');
    const partial = await call(app, 'POST', '/api/users', {
      headers: { cookie: 'debug_country=DK' },
      body: await user({ email: 'dk@example.com' }),
    });
    expect(errorOf(partial)).toBe('Registration restricted in your country');
    expect(await countPlayers()).toBe(before);
  });

  it('DECISIONS-13 a player from Estonia gets the EE licence', async () => {
    const { token } = await register(app, 'ee@example.com', { country: 'EE' });
    expect((await call(app, 'GET', '/api/player', { token })).json()).toMatchObject({ license_name: 'EE', locale: 'et' });
  });

  it('AUTH-10 refused sign-ups of one address cost nothing: a taken address or a weak password four times each, then an account', async () => {
    const ip = '10.200.0.2';
    await register(app, 'typo-taken@example.com', {}, ip);
    for (let i = 0; i < 4; i++) {
      const taken = await call(app, 'POST', '/api/users', { ip, body: await user({ email: 'typo-taken@example.com' }, ip) });
      expect(fieldErrorsOf(taken)).toEqual({ email: ['has already been taken'] });
      const weak = await call(app, 'POST', '/api/users', {
        ip,
        body: await user({ email: `typo${i}@example.com`, password: 'aaaaaaaa', password_confirmation: 'aaaaaaaa' }, ip),
      });
      expect(weak.statusCode).toBe(422);
    }
    expect(
      (await call(app, 'POST', '/api/users', { ip, body: await user({ email: 'typo-fixed@example.com' }, ip) })).statusCode,
    ).toBe(200);
  });

  it('AUTH-10 one address (a carrier NAT) creates 30 accounts an hour; the 31st is a 429 naming the wait in Retry-After and in minutes', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < LIMITS.registrationPerIp.max; i++) {
      await register(app, `burst${i}@example.com`, {}, ip);
      app.clock.advance(60 * 1000);
    }
    const res = await call(app, 'POST', '/api/users', { ip, body: await user({ email: 'burst-late@example.com' }, ip) });
    expect(res.statusCode).toBe(429);
    // The first of the 30 leaves the hour 30 minutes from now.
    expect(Number(res.headers['retry-after'])).toBe(30 * 60);
    expect(errorOf(res)).toBe('Too many attempts. Try again in 30 minutes.');
    // Another address is not held back.
    expect(
      (
        await call(app, 'POST', '/api/users', {
          ip: '10.200.0.3',
          body: await user({ email: 'other-ip@example.com' }, '10.200.0.3'),
        })
      ).statusCode,
    ).toBe(200);
    app.clock.advance(30 * 60 * 1000);
    const later = await call(app, 'POST', '/api/users', { ip, body: await user({ email: 'burst-late@example.com' }, ip) });
    expect(later.statusCode).toBe(200);
  }, 120_000);
});

describe('POST /check-email', () => {
  it('AUTH-13 API-048 tells whether an address is still free', async () => {
    await register(app, 'check@example.com');
    expect((await call(app, 'POST', '/check-email', { body: { email: 'CHECK@example.com' } })).json()).toEqual({
      available: false,
    });
    expect((await call(app, 'POST', '/check-email', { body: { email: 'free@example.com' } })).json()).toEqual({
      available: true,
    });
    expect(fieldErrorsOf(await call(app, 'POST', '/check-email', { body: { email: 'nope' } }))).toEqual({
      email: ['invalid email'],
    });
  });
});

describe('email confirmation', () => {
  it('AUTH-04 API-054 confirms with the mailed token once; a reused or unknown token is refused', async () => {
    const { token } = await register(app, 'confirm@example.com');
    const confirmation = await tokenFromMail(app, 'confirm@example.com', 'confirmation', 'confirmation_token');
    const res = await call(app, 'GET', `/api/users/confirmation?confirmation_token=${confirmation}`);
    expect(res.json()).toEqual({ confirmed: true, email: 'confirm@example.com' });
    expect((await call(app, 'GET', '/api/player', { token })).json().confirmed_at).toBe(app.clock.now().toISOString());
    const reused = await call(app, 'GET', `/api/users/confirmation?confirmation_token=${confirmation}`);
    expect(reused.statusCode).toBe(422);
    expect(fieldErrorsOf(reused)).toEqual({ confirmation_token: ['is invalid, was already used or has expired'] });
  });

  it('AUTH-04 a confirmation token expires after 3 days', async () => {
    await register(app, 'slow@example.com');
    const confirmation = await tokenFromMail(app, 'slow@example.com', 'confirmation', 'confirmation_token');
    app.clock.advance(3 * 24 * 3600 * 1000 + 1);
    expect((await call(app, 'GET', `/api/users/confirmation?confirmation_token=${confirmation}`)).statusCode).toBe(422);
  });

  it('AUTH-21 API-055 resends with a captcha; 422 names the email when there is nothing to confirm', async () => {
    await register(app, 'resend@example.com');
    const first = await tokenFromMail(app, 'resend@example.com', 'confirmation', 'confirmation_token');
    const res = await call(app, 'POST', '/api/users/confirmation', {
      body: { user: { email: 'resend@example.com' }, captcha: await solveCaptcha(app) },
    });
    expect(res.json()).toEqual({ ok: true });
    const second = await tokenFromMail(app, 'resend@example.com', 'confirmation', 'confirmation_token');
    expect(second).not.toBe(first);
    // The earlier link stops working once a new one is sent.
    expect((await call(app, 'GET', `/api/users/confirmation?confirmation_token=${first}`)).statusCode).toBe(422);
    expect((await call(app, 'GET', `/api/users/confirmation?confirmation_token=${second}`)).statusCode).toBe(200);
    const again = await call(app, 'POST', '/api/users/confirmation', {
      body: { user: { email: 'resend@example.com' }, captcha: await solveCaptcha(app) },
    });
    expect(fieldErrorsOf(again)).toEqual({ email: ['was already confirmed, please try signing in'] });
    const unknown = await call(app, 'POST', '/api/users/confirmation', {
      body: { user: { email: 'ghost@example.com' }, captcha: await solveCaptcha(app) },
    });
    expect(fieldErrorsOf(unknown)).toEqual({ email: ['not found'] });
    const noCaptcha = await call(app, 'POST', '/api/users/confirmation', { body: { user: { email: 'resend@example.com' } } });
    expect(fieldErrorsOf(noCaptcha)).toEqual({ captcha: ['is required'] });
  });

  it('AUTH-20 AUTH-21 a logged-in player resends to their own address without a captcha, never to another one', async () => {
    const { token } = await register(app, 'notice@example.com');
    await register(app, 'other-notice@example.com');
    const first = await tokenFromMail(app, 'notice@example.com', 'confirmation', 'confirmation_token');
    const own = await call(app, 'POST', '/api/users/confirmation', { token, body: { user: { email: 'notice@example.com' } } });
    expect(own.json()).toEqual({ ok: true });
    expect(await tokenFromMail(app, 'notice@example.com', 'confirmation', 'confirmation_token')).not.toBe(first);
    const other = await call(app, 'POST', '/api/users/confirmation', {
      token,
      body: { user: { email: 'other-notice@example.com' } },
    });
    expect(fieldErrorsOf(other)).toEqual({ captcha: ['is required'] });
  });
});

describe('licenceFor', () => {
  it('DECISIONS-13 a new account from Estonia plays under the Estonian licence, every other one under Curaçao', () => {
    expect(licenceFor('EE')).toBe('EE');
    expect(['DE', 'CA', null].map(licenceFor)).toEqual(['CW', 'CW', 'CW']);
  });
});
