import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerSchema } from '@casino/contracts';
import { domainEvents } from '../events/tables';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { errorOf, fieldErrorsOf } from '../test/http';
import { players } from './tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
});
afterAll(async () => {
  await app?.close();
});

const patch = (token: string, body: Record<string, unknown>) => call(app, 'PATCH', '/api/player', { token, body });
const rowOf = async (id: number) => (await app.db.select().from(players).where(eq(players.id, id)))[0];

describe('GET /api/player', () => {
  it('AUTH-08 PROF-01 PROF-12 API-021 answers the whole Player of requirements §core-3 for the session, 401 without one', async () => {
    const { id, token } = await register(app, 'profile@example.com');
    const player = playerSchema.parse((await call(app, 'GET', '/api/player', { token })).json());
    expect(player).toMatchObject({
      id,
      statuses: [{ id: 1, name: 'active' }],
      groups: [id % 2 === 1 ? 543 : 544],
      level: 'level_1',
      vip: false,
      manager: null,
      autologin_link: null,
      language: 'en',
      cent: { path: '/realtime' },
    });
    expect(player.cent.channels).toContain('groups_updates');
    const guest = await call(app, 'GET', '/api/player');
    expect(guest.statusCode).toBe(401);
    expect(errorOf(guest)).toBe('You need to sign in or sign up before continuing.');
  });

  it("PROF-03 a player cannot read another player's data: there is no id to ask for", async () => {
    const ada = await register(app, 'ada-own@example.com');
    const eve = await register(app, 'eve-own@example.com');
    const res = await call(app, 'GET', `/api/player?id=${ada.id}`, { token: eve.token });
    expect(fieldErrorsOf(res)).toEqual({ id: ['is not allowed'] });
    expect((await call(app, 'GET', '/api/player', { token: eve.token })).json().email).toBe('eve-own@example.com');
  });
});

describe('PATCH /api/player', () => {
  it('PROF-03 API-022 stores the fields a player may change', async () => {
    const { id, token } = await register(app, 'edit@example.com', { country: 'CA' });
    const res = await patch(token, {
      first_name: 'Ada',
      last_name: 'Lovelace-Byron',
      nickname: 'ada.l',
      date_of_birth: '10/12/1990',
      gender: 'female',
      city: 'Toronto',
      address: '1 King St.',
      postal_code: 'M5H 2N2',
      mobile_phone: '+1 (416) 555-0100',
      personal_id: '12345678901',
      receive_sms_promos: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Ada', date_of_birth: '10/12/1990', postal_code: 'M5H 2N2' });
    expect((await rowOf(id))?.dateOfBirth).toBe('1990-12-10');
  });

  it('PROF-07 VAL-18 VAL-19 an empty state is derived from the postal code in Canada and Australia', async () => {
    const ca = await register(app, 'state-ca@example.com', { country: 'CA' });
    expect((await patch(ca.token, { postal_code: 'h2x 1y4' })).json()).toMatchObject({ postal_code: 'H2X 1Y4', state: 'Quebec' });
    const au = await register(app, 'state-au@example.com', { country: 'AU' });
    expect((await patch(au.token, { postal_code: '2600' })).json().state).toBe('Australian Capital Territory');
    // A state the player chose stays.
    expect((await patch(au.token, { state: 'Victoria', postal_code: '2000' })).json().state).toBe('Victoria');
  });

  it('VAL-17 a postal code must fit the country', async () => {
    const { id, token } = await register(app, 'postal@example.com', { country: 'DE' });
    const res = await patch(token, { postal_code: 'ABC' });
    expect(fieldErrorsOf(res)).toEqual({ postal_code: ['postal code is not a valid postal code for DE'] });
    expect((await rowOf(id))?.postalCode).toBeNull();
  });

  it('VAL-08 VAL-09 DECISIONS-13 the birthday must be a real DD/MM/YYYY day at least 18 years back, 21 under the EE licence', async () => {
    const { token } = await register(app, 'age@example.com', { country: 'CA' });
    expect(fieldErrorsOf(await patch(token, { date_of_birth: '31/02/1990' }))).toEqual({
      date_of_birth: ['date of birth must be a valid date as DD/MM/YYYY'],
    });
    // The test clock is 15/11/2026: born 16/11/2008 is one day short of 18.
    expect(fieldErrorsOf(await patch(token, { date_of_birth: '16/11/2008' }))).toEqual({
      date_of_birth: ['you must be at least 18 years old'],
    });
    expect((await patch(token, { date_of_birth: '15/11/2008' })).statusCode).toBe(200);
    const ee = await register(app, 'age-ee@example.com', { country: 'EE' });
    expect(fieldErrorsOf(await patch(ee.token, { date_of_birth: '15/11/2008' }))).toEqual({
      date_of_birth: ['you must be at least 21 years old'],
    });
    expect((await patch(ee.token, { date_of_birth: '15/11/2005' })).statusCode).toBe(200);
  });

  it('PROF-03 email, groups and balance are refused with 422 and nothing is stored', async () => {
    const { id, token } = await register(app, 'forbidden@example.com');
    const before = await rowOf(id);
    const res = await patch(token, { first_name: 'Mallory', email: 'hijack@example.com', groups: [759], balance: 1_000_000 });
    expect(res.statusCode).toBe(422);
    expect(fieldErrorsOf(res)).toEqual({ email: ['is not allowed'], groups: ['is not allowed'], balance: ['is not allowed'] });
    expect(await rowOf(id)).toEqual(before);
  });

  it('VAL-04 VAL-05 VAL-06 VAL-07 VAL-25 CONST-39 scripts in names and bad nickname, phone and personal id are refused', async () => {
    const { id, token } = await register(app, 'xss@example.com');
    const res = await patch(token, {
      first_name: '<script>alert(1)</script>',
      nickname: 'ab',
      mobile_phone: '12-34',
      personal_id: '123',
      city: '<img src=x onerror=alert(1)>',
    });
    expect(fieldErrorsOf(res)).toEqual({
      first_name: ['first name may contain only letters, digits, spaces, dots and hyphens'],
      nickname: ['nickname is too short (minimum is 3 characters)'],
      mobile_phone: ['mobile phone is too short (minimum is 8 characters)'],
      personal_id: ['personal id must be exactly 11 characters'],
      city: ['city is invalid'],
    });
    expect((await rowOf(id))?.firstName).toBeNull();
    expect((await patch(token, { nickname: '' })).json().nickname).toBeNull();
  });

  it('PROF-03 the country is set once; changing it later is refused', async () => {
    const { token } = await register(app, 'country@example.com', { country: 'CA' });
    expect(fieldErrorsOf(await patch(token, { country: 'DE' }))).toEqual({
      country: ['cannot be changed; please contact support'],
    });
  });
});

describe('settings, locale, stats and subscriptions', () => {
  it('PROF-04 API-023 settings answer guests the captcha key and players their own data', async () => {
    const guest = (await call(app, 'GET', '/api/player/settings')).json();
    expect(guest).toMatchObject({ locale: null, captcha: { key: 'altcha', challenge_url: '/api/captcha/challenge' } });
    expect(guest.session).toEqual({ idle_timeout_s: 1800, absolute_timeout_s: 43200 });
    const { token } = await register(app, 'settings@example.com', { locale: 'it' });
    expect((await call(app, 'GET', '/api/player/settings', { token })).json()).toMatchObject({ locale: 'it', currency: 'EUR' });
  });

  it('API-032 update_locale stores a known locale and refuses others', async () => {
    const { token } = await register(app, 'locale@example.com');
    expect((await call(app, 'PATCH', '/api/player/update_locale', { token, body: { locale: 'fr-CA' } })).json()).toEqual({
      locale: 'fr-CA',
    });
    expect((await call(app, 'GET', '/api/player', { token })).json().locale).toBe('fr-CA');
    const bad = await call(app, 'PATCH', '/api/player/update_locale', { token, body: { locale: 'xx' } });
    expect(Object.keys(fieldErrorsOf(bad))).toEqual(['locale']);
  });

  it('PROF-01 PROF-03 a verified player cannot change name, birthday or personal id (422, nothing stored); other fields still change', async () => {
    const { id, token } = await register(app, 'kyc-locked@example.com', { country: 'CA' });
    const identity = { first_name: 'Grace', last_name: 'Hopper', date_of_birth: '09/12/1976', personal_id: '12345678901' };
    expect((await patch(token, identity)).statusCode).toBe(200);
    await app.db.update(players).set({ verified: true }).where(eq(players.id, id));

    const res = await patch(token, {
      first_name: 'Mallory',
      last_name: 'Hopper',
      date_of_birth: '01/01/1970',
      personal_id: '99999999999',
      city: 'Ottawa',
    });
    expect(res.statusCode).toBe(422);
    const locked = 'cannot be changed after your identity was verified; please contact support';
    expect(fieldErrorsOf(res)).toEqual({ first_name: [locked], date_of_birth: [locked], personal_id: [locked] });
    const row = await rowOf(id);
    expect(row).toMatchObject({ firstName: 'Grace', dateOfBirth: '1976-12-09', personalId: '12345678901' });
    expect(row?.city).toBeNull();
    // Sending the verified values unchanged (a form posts every field) is fine, and other fields change.
    const same = await patch(token, { ...identity, city: 'Ottawa' });
    expect(same.statusCode, same.body).toBe(200);
    expect((await rowOf(id))?.city).toBe('Ottawa');
  });

  it('PROF-04 API-029 stats count the sign-ins', async () => {
    const { token } = await register(app, 'stats@example.com');
    expect((await call(app, 'GET', '/api/player/stats', { token })).json()).toMatchObject({ sign_in_count: 1, confirmed: false });
  });

  it('PROF-08 API-039 API-040 subscriptions read and change the promo flags', async () => {
    const { token } = await register(app, 'subs@example.com');
    expect((await call(app, 'GET', '/api/subscriptions', { token })).json()).toEqual({
      receive_promos: false,
      receive_sms_promos: false,
    });
    const res = await call(app, 'PUT', '/api/subscriptions', { token, body: { receive_promos: true } });
    expect(res.json()).toEqual({ receive_promos: true, receive_sms_promos: false });
    expect((await call(app, 'GET', '/api/player', { token })).json().receive_promos).toBe(true);
  });
});

describe('POST /api/player/groups', () => {
  it('ROLE-10 API-028 CONST-41 joins the PWA group (1401), tells groups_updates, and refuses groups a player may not join', async () => {
    const { id, token } = await register(app, 'groups@example.com');
    const own = id % 2 === 1 ? 543 : 544;
    const res = await call(app, 'POST', '/api/player/groups', { token, body: { groups: { add: [1401] } } });
    expect(res.json()).toEqual({ groups: [own, 1401].sort((a, b) => a - b) });
    const events = await app.db.select().from(domainEvents).where(eq(domainEvents.playerId, id)).orderBy(asc(domainEvents.id));
    expect(events.at(-1)?.payload).toEqual({ channel: 'groups_updates', data: { groups: [own, 1401].sort((a, b) => a - b) } });
    for (const group of [759, 21, 100, own === 543 ? 544 : 543]) {
      const refused = await call(app, 'POST', '/api/player/groups', { token, body: { groups: { add: [group] } } });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toBe(`Group ${group} cannot be joined`);
    }
    expect((await call(app, 'GET', '/api/player', { token })).json().groups).toEqual([own, 1401].sort((a, b) => a - b));
  });
});

describe('restore-id and update_details', () => {
  it('API-078 API-079 keeps a chat restore id per player, project and type', async () => {
    const ada = await register(app, 'chat-ada@example.com');
    const eve = await register(app, 'chat-eve@example.com');
    const key = { project: 'casino', type: 'livechat' };
    await call(app, 'POST', '/restore-id/set', { token: ada.token, body: { ...key, internal_id: 'restore-ada' } });
    expect((await call(app, 'POST', '/restore-id/get', { token: ada.token, body: key })).json()).toEqual({
      internal_id: 'restore-ada',
    });
    expect((await call(app, 'POST', '/restore-id/get', { token: eve.token, body: key })).json()).toEqual({ internal_id: null });
  });

  it('AUTH-23 API-056 update_details records the acceptance of the terms', async () => {
    const { id, token } = await register(app, 'terms-later@example.com');
    await app.db.update(players).set({ termsAcceptedAt: null }).where(eq(players.id, id));
    expect((await call(app, 'GET', '/api/player', { token })).json().auth_fields_missed).toEqual(['terms_acceptance']);
    const res = await call(app, 'POST', '/api/auth_providers/update_details', {
      token,
      body: { user: { terms_acceptance: true } },
    });
    expect(res.json().auth_fields_missed).toEqual([]);
  });

  it('AUTH-22 AUTH-23 new terms taking effect ask every player who accepted earlier to accept again', async () => {
    const { token } = await register(app, 'terms-new@example.com');
    const missed = async () => (await call(app, 'GET', '/api/player', { token })).json().auth_fields_missed;
    expect(await missed()).toEqual([]);
    const project = await app.services.config.getInternal('project');
    try {
      // Terms dated a minute ahead are not in effect yet.
      const soon = new Date(app.clock.now().getTime() + 60_000);
      await app.services.config.setInternal('project', { ...project, terms_version: soon.toISOString() });
      expect(await missed()).toEqual([]);
      app.clock.advance(2 * 60_000);
      expect(await missed()).toEqual(['terms_acceptance']);
      const accepted = await call(app, 'POST', '/api/auth_providers/update_details', {
        token,
        body: { user: { terms_acceptance: true } },
      });
      expect(accepted.json().auth_fields_missed).toEqual([]);
      expect(await missed()).toEqual([]);
      // Someone registering after the new terms took effect accepted them at registration.
      const later = await register(app, 'terms-newer@example.com');
      expect((await call(app, 'GET', '/api/player', { token: later.token })).json().auth_fields_missed).toEqual([]);
    } finally {
      await app.services.config.setInternal('project', project);
    }
  });
});
