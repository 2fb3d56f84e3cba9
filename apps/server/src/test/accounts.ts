import { solveChallenge } from 'altcha-lib/v1';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessions';
import type { TestApp } from './app';
import { XHR, injectFrom } from './http';

/** Test apps for account tests: an easy captcha, so a solution takes a few hashes. */
export const ACCOUNT_ENV = { CAPTCHA_MAX_NUMBER: '50' };
export const PASSWORD = 'Orbit-Lantern-42';

/** Solves a fresh captcha challenge the way the altcha widget does (from `ip`, if given); answers its payload. */
export async function solveCaptcha(app: TestApp, ip?: string): Promise<string> {
  const res = await app.fastify.inject({ url: '/api/captcha/challenge', ...(ip ? { remoteAddress: ip } : {}) });
  const challenge = res.json() as { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('captcha not solved');
  const payload = { ...challenge, number: solution.number };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** The session token a response set, if any. */
export function sessionOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

export const cookie = (token: string | undefined) => ({ cookie: `${SESSION_COOKIE}=${token ?? ''}` });

/** A request with the CSRF header and, when given, the session cookie. */
export function call(
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    ...(method === 'GET' ? {} : options.body === undefined ? { 'x-requested-with': 'XMLHttpRequest' } : XHR),
    ...(options.token ? cookie(options.token) : {}),
    ...options.headers,
  };
  return injectFrom(app.fastify, {
    method,
    url,
    headers,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

/** Registers a player through the API; answers the id and the session token. */
export async function register(
  app: TestApp,
  email: string,
  extra: Record<string, unknown> = {},
  ip?: string,
): Promise<{ id: number; token: string }> {
  const res = await call(app, 'POST', '/api/users', {
    ip,
    body: {
      user: {
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        currency: 'EUR',
        terms_acceptance: true,
        captcha: await solveCaptcha(app, ip),
        ...extra,
      },
    },
  });
  const token = sessionOf(res);
  if (res.statusCode !== 200 || !token) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return { id: (res.json() as { id: number }).id, token };
}

/** The deposit and cashout contexts' fields (PAY-03), as a player fills them in at the cashbox. */
export const PAYMENT_PROFILE = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '10/12/1990',
  mobile_phone: '+49301234567',
  country: 'DE',
  city: 'Berlin',
  address: 'Unter den Linden 1',
  postal_code: '10117',
} as const;

/** Fills in the profile a fiat deposit or withdrawal needs, through PATCH /api/player. */
export async function fillPaymentProfile(app: TestApp, token: string): Promise<void> {
  const res = await call(app, 'PATCH', '/api/player', { token, body: PAYMENT_PROFILE });
  if (res.statusCode !== 200) throw new Error(`profile not saved: ${res.statusCode} ${res.body}`);
}

/** Registers a player who has filled in the payment profile, ready for the cashbox. */
export async function registerPayer(
  app: TestApp,
  email: string,
  extra: Record<string, unknown> = {},
  ip?: string,
): Promise<{ id: number; token: string }> {
  const player = await register(app, email, extra, ip);
  await fillPaymentProfile(app, player.token);
  return player;
}

/** The mails sent to an address, newest first, from the development mailbox. */
export async function mailsTo(
  app: TestApp,
  to: string,
): Promise<{ kind: string; subject: string; text: string; links: string[] }[]> {
  const res = await app.fastify.inject({ url: `/dev/mailbox?to=${encodeURIComponent(to)}` });
  return (res.json() as { data: { kind: string; subject: string; text: string; links: string[] }[] }).data;
}

/** The token query parameter of the newest mail of a kind. */
export async function tokenFromMail(app: TestApp, to: string, kind: string, param: string): Promise<string> {
  const mail = (await mailsTo(app, to)).find((m) => m.kind === kind);
  const link = mail?.links[0];
  const token = link ? new URL(link).searchParams.get(param) : null;
  if (!token) throw new Error(`no ${kind} mail with ${param} for ${to}`);
  return token;
}
