import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_SESSION_COOKIE_NAME, STAFF_SETUP_TTL_MS, staffSignInResponseSchema } from '@casino/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { call, mailsTo, tokenFromMail } from '../test/accounts';
import { fieldErrorsOf } from '../test/http';
import { signedInStaff, totpCode } from '../test/staff';

/**
 * Staff accounts managed by an administrator and the two-factor sign-in
 * (docs/decisions/066-staff-access.md).
 */
let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
const NEW_PASSWORD = 'Copper-Lighthouse-Staff-58';

beforeAll(async () => {
  app = await createTestApp();
});
// A fresh administrator per test: the tests move the clock past a session's idle time.
beforeEach(async () => {
  admin = await signedInStaff(app, 'administrator');
});
afterAll(async () => {
  await app?.close();
});

const asAdmin = (method: 'GET' | 'POST', url: string, body?: unknown) => call(app, method, url, { headers: admin.headers, body });
const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE_NAME)?.value;
const headersOf = (token: string | undefined) => ({ cookie: `${STAFF_SESSION_COOKIE_NAME}=${token ?? ''}` });

/** Signs in on a fresh time step, so the code was never used before. */
const signIn = (email: string, password: string, code?: (secret: string | undefined) => string, secret?: string) => {
  app.clock.advance(30_000);
  return call(app, 'POST', '/api/staff/sign_in', { body: { email, password, ...(code ? { code: code(secret) } : {}) } });
};

/** Invites `email`, sets the password from the mailed link, enrols two-factor: answers the seed and session. */
async function inviteAndSetUp(email: string, role = 'support_agent' as const) {
  const invited = await asAdmin('POST', '/api/staff/accounts', { email, name: 'Nia', role });
  expect(invited.statusCode).toBe(200);
  const token = await tokenFromMail(app, email, 'staff_invite', 'token');
  expect((await call(app, 'POST', '/api/staff/setup', { body: { token, password: NEW_PASSWORD } })).json()).toEqual({ email });
  const enrol = staffSignInResponseSchema.parse((await signIn(email, NEW_PASSWORD)).json());
  if (enrol.status !== 'enrol') throw new Error('expected enrolment');
  const signedIn = await signIn(email, NEW_PASSWORD, () => totpCode(app, enrol.secret));
  expect(signedIn.statusCode).toBe(200);
  return { id: (invited.json() as { id: number }).id, secret: enrol.secret, session: cookieOf(signedIn) };
}

describe('staff invitations (ROLE-11)', () => {
  it('ROLE-11 an administrator invites by mail; the one-time link sets a password, and two-factor is enrolled at the first sign-in', async () => {
    const email = 'nia@casino.example';
    const invited = await asAdmin('POST', '/api/staff/accounts', { email, name: 'Nia', role: 'kyc_agent' });
    expect(invited.json()).toMatchObject({ email, role: 'kyc_agent', status: 'invited', two_factor: false });
    const [mail] = await mailsTo(app, email);
    expect(mail?.kind).toBe('staff_invite');
    expect(mail?.links[0]).toMatch(/\/staff\/setup\?token=/);
    const token = await tokenFromMail(app, email, 'staff_invite', 'token');
    // No password yet: nothing signs in.
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(422);
    // A weak password is refused and the link still works.
    const weak = await call(app, 'POST', '/api/staff/setup', { body: { token, password: 'password1234' } });
    expect(fieldErrorsOf(weak)).toHaveProperty('password');
    expect((await call(app, 'POST', '/api/staff/setup', { body: { token, password: NEW_PASSWORD } })).statusCode).toBe(200);
    // Once spent, the link is dead.
    const again = await call(app, 'POST', '/api/staff/setup', { body: { token, password: NEW_PASSWORD } });
    expect(fieldErrorsOf(again)).toHaveProperty('token');

    const enrol = await signIn(email, NEW_PASSWORD);
    const answer = staffSignInResponseSchema.parse(enrol.json());
    expect(answer.status).toBe('enrol');
    expect(cookieOf(enrol)).toBeUndefined();
    if (answer.status !== 'enrol') return;
    expect(answer.qr_svg).toContain('<svg');
    expect(answer.otpauth_url).toContain(`secret=${answer.secret}`);
    // A wrong code enrols nothing.
    expect(fieldErrorsOf(await signIn(email, NEW_PASSWORD, () => '000000'))).toHaveProperty('code');
    const signedIn = await signIn(email, NEW_PASSWORD, () => totpCode(app, answer.secret));
    expect(signedIn.json()).toMatchObject({ status: 'signed_in', staff: { email, role: 'kyc_agent' } });
    // From now on every sign-in needs a code.
    expect(fieldErrorsOf(await signIn(email, NEW_PASSWORD))).toEqual({ code: ['is required'] });
    const list = (await asAdmin('GET', '/api/staff/accounts')).json() as {
      data: { email: string; status: string; two_factor: boolean }[];
    };
    expect(list.data.find((a) => a.email === email)).toMatchObject({ status: 'active', two_factor: true });
  });

  it('ROLE-11 a set-up link dies after 72 hours, and a taken address is refused', async () => {
    const email = 'late@casino.example';
    await asAdmin('POST', '/api/staff/accounts', { email, name: 'Late', role: 'support_agent' });
    const taken = await asAdmin('POST', '/api/staff/accounts', {
      email: 'LATE@casino.example',
      name: 'Twice',
      role: 'support_agent',
    });
    expect(fieldErrorsOf(taken)).toEqual({ email: ['has already been taken'] });
    const token = await tokenFromMail(app, email, 'staff_invite', 'token');
    app.clock.advance(STAFF_SETUP_TTL_MS + 1);
    const late = await call(app, 'POST', '/api/staff/setup', { body: { token, password: NEW_PASSWORD } });
    expect(fieldErrorsOf(late)).toHaveProperty('token');
  });

  it('ROLE-11 one set-up link used twice at once sets the password once', async () => {
    const email = 'race@casino.example';
    await asAdmin('POST', '/api/staff/accounts', { email, name: 'Race', role: 'support_agent' });
    const token = await tokenFromMail(app, email, 'staff_invite', 'token');
    const answers = await Promise.all(
      ['Copper-Lighthouse-First-11', 'Copper-Lighthouse-Second-22'].map((password) =>
        call(app, 'POST', '/api/staff/setup', { body: { token, password } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
  });
});

describe('two-factor sign-in (ROLE-11)', () => {
  it('ROLE-11 refuses a wrong code, and a right code used a second time', async () => {
    const { secret } = await inviteAndSetUp('twice@casino.example');
    expect(fieldErrorsOf(await signIn('twice@casino.example', NEW_PASSWORD, () => '123456'))).toHaveProperty('code');
    app.clock.advance(30_000);
    const code = totpCode(app, secret);
    const body = { email: 'twice@casino.example', password: NEW_PASSWORD, code };
    const [first, second] = await Promise.all([
      call(app, 'POST', '/api/staff/sign_in', { body }),
      call(app, 'POST', '/api/staff/sign_in', { body }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
  });
});

describe('managing staff accounts (ROLE-11)', () => {
  it('ROLE-11 disabling ends the member’s sessions at once and is audited with the reason', async () => {
    const member = await inviteAndSetUp('gone@casino.example');
    expect((await call(app, 'GET', '/api/staff/me', { headers: headersOf(member.session) })).statusCode).toBe(200);
    const disabled = await asAdmin('POST', `/api/staff/accounts/${member.id}/disable`, { reason: 'Left the team' });
    expect(disabled.json()).toMatchObject({ status: 'disabled' });
    expect((await call(app, 'GET', '/api/staff/me', { headers: headersOf(member.session) })).statusCode).toBe(401);
    expect((await signIn('gone@casino.example', NEW_PASSWORD, () => totpCode(app, member.secret))).statusCode).toBe(422);
    const audit = await asAdmin('GET', `/api/staff/audit?action=staff.disable&subject_id=${member.id}`);
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        action: 'staff.disable',
        subject_kind: 'staff',
        reason: 'Left the team',
        before: expect.objectContaining({ status: 'active' }),
        after: expect.objectContaining({ status: 'disabled' }),
      }),
    ]);
  });

  it('ROLE-11 a reset clears the password and two-factor, ends the sessions and mails a new link; the old one is dead', async () => {
    const email = 'reset@casino.example';
    const member = await inviteAndSetUp(email);
    const reset = await asAdmin('POST', `/api/staff/accounts/${member.id}/reset`, { reason: 'Lost phone' });
    expect(reset.json()).toMatchObject({ status: 'invited', two_factor: false });
    expect((await call(app, 'GET', '/api/staff/me', { headers: headersOf(member.session) })).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD, () => totpCode(app, member.secret))).statusCode).toBe(422);
    const token = await tokenFromMail(app, email, 'staff_reset', 'token');
    expect((await call(app, 'POST', '/api/staff/setup', { body: { token, password: NEW_PASSWORD } })).statusCode).toBe(200);
    // The old seed is gone: the next sign-in enrols a new one.
    expect((await signIn(email, NEW_PASSWORD)).json()).toMatchObject({ status: 'enrol' });
  });

  it('ROLE-11 changing a role ends the sessions and keeps before and after; nobody changes their own account', async () => {
    const member = await inviteAndSetUp('mover@casino.example');
    const moved = await asAdmin('POST', `/api/staff/accounts/${member.id}/role`, { role: 'risk_officer', reason: 'New team' });
    expect(moved.json()).toMatchObject({ role: 'risk_officer' });
    expect((await call(app, 'GET', '/api/staff/me', { headers: headersOf(member.session) })).statusCode).toBe(401);
    const audit = (await asAdmin('GET', `/api/staff/audit?action=staff&subject_id=${member.id}`)).json() as {
      data: { action: string; before: { role: string } | null; after: { role: string } }[];
    };
    expect(audit.data.map((e) => e.action)).toEqual(['staff.set_role', 'staff.set_up', 'staff.invite']);
    expect(audit.data[0]).toMatchObject({ before: { role: 'support_agent' }, after: { role: 'risk_officer' } });
    const me = (await asAdmin('GET', '/api/staff/me')).json() as { id: number };
    const self = await asAdmin('POST', `/api/staff/accounts/${me.id}/disable`, { reason: 'Oops' });
    expect(self.statusCode).toBe(409);
    expect((await asAdmin('GET', '/api/staff/me')).statusCode).toBe(200);
  });

  it('ROLE-11 bad input answers 422 and changes nothing', async () => {
    const before = (await asAdmin('GET', '/api/staff/accounts')).json() as { data: unknown[] };
    expect(
      (await asAdmin('POST', '/api/staff/accounts', { email: 'not-mail', name: 'X', role: 'support_agent' })).statusCode,
    ).toBe(422);
    expect(
      (await asAdmin('POST', '/api/staff/accounts', { email: 'x@casino.example', name: 'X', role: 'owner' })).statusCode,
    ).toBe(422);
    expect((await asAdmin('POST', '/api/staff/accounts/1/disable', { reason: '' })).statusCode).toBe(422);
    expect((await asAdmin('POST', '/api/staff/accounts/999999/disable', { reason: 'Nobody' })).statusCode).toBe(404);
    expect(((await asAdmin('GET', '/api/staff/accounts')).json() as { data: unknown[] }).data).toHaveLength(before.data.length);
  });
});
