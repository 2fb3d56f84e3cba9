import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE_NAME, type ApiFetch } from '@casino/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, PASSWORD, cookie, register } from '../test/accounts';
import { inProcessFetch } from './in-process-fetch';

let app: TestApp;
let origin: string;
let apiFetch: ApiFetch;
let token: string;

beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  origin = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
  apiFetch = inProcessFetch(app.fastify, () => origin);
  ({ token } = await register(app, 'in-process@example.com'));
});

afterAll(() => app.close());

const XHR = { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' };

/** What a caller reads of an answer: status, type and body (a JSON body parsed, so key order does not matter). */
async function seen(response: Response) {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  return { status: response.status, type, body: type.includes('json') && text ? (JSON.parse(text) as unknown) : text };
}

/** How many requests reached the server's socket while `work` ran. */
async function socketRequestsDuring(work: () => Promise<unknown>): Promise<number> {
  let requests = 0;
  const count = () => (requests += 1);
  app.fastify.server.on('request', count);
  try {
    await work();
  } finally {
    app.fastify.server.off('request', count);
  }
  return requests;
}

describe('the API asked in process by the page server (decision 078)', () => {
  it('answers every request as the network does: reads, a refused read, bad input, an unknown route', async () => {
    const requests: [string, RequestInit][] = [
      ['/api/player', { headers: cookie(token) }],
      ['/api/player/accounts?compatibility=', { headers: cookie(token) }],
      ['/api/player/accounts', {}],
      ['/api/users/sign_in', { method: 'POST', headers: XHR, body: JSON.stringify({ user: { email: 'x' } }) }],
      ['/api/users/sign_in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
      ['/api/no-such-route', {}],
    ];
    for (const [path, init] of requests) {
      const overNetwork = await seen(await fetch(`${origin}${path}`, init));
      const inProcess = await seen(await apiFetch(`${origin}${path}`, init));
      expect(inProcess, `${init.method ?? 'GET'} ${path}`).toEqual(overNetwork);
    }
    expect((await seen(await apiFetch(`${origin}/api/player`, { headers: cookie(token) }))).body).toMatchObject({
      email: 'in-process@example.com',
    });
  });

  it('reaches the routes without a socket', async () => {
    const inProcess = await socketRequestsDuring(() => apiFetch(`${origin}/api/player`, { headers: cookie(token) }));
    const overNetwork = await socketRequestsDuring(() => fetch(`${origin}/api/player`, { headers: cookie(token) }));
    expect({ inProcess, overNetwork }).toEqual({ inProcess: 0, overNetwork: 1 });
  });

  it('sends a request addressed to another origin over the network, as asked', async () => {
    const elsewhere = origin.replace('127.0.0.1', 'localhost');
    const viaSocket = await socketRequestsDuring(() => apiFetch(`${elsewhere}/api/player`, { headers: cookie(token) }));
    expect(viaSocket).toBe(1);
  });

  it('hands back every cookie a route sets, as a sign-in does', async () => {
    const response = await apiFetch(`${origin}/api/users/sign_in`, {
      method: 'POST',
      headers: XHR,
      body: JSON.stringify({ user: { email: 'in-process@example.com', password: PASSWORD } }),
    });
    expect(response.status).toBe(200);
    const sessionCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    const signedIn = await apiFetch(`${origin}/api/player`, { headers: { cookie: sessionCookie?.split(';')[0] ?? '' } });
    expect((await seen(signedIn)).body).toMatchObject({ email: 'in-process@example.com' });
  });

  it('counts a request against the visitor address it forwards, in the same rate limit as the network', async () => {
    const attempt = (send: ApiFetch, ip: string) =>
      send(`${origin}/api/users/sign_in`, {
        method: 'POST',
        headers: { ...XHR, 'x-forwarded-for': ip },
        body: JSON.stringify({ user: { email: 'nobody@example.com', password: 'wrong-password-1' } }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    // sign-in allows 30 a minute from one address: half over the network, half in process.
    for (let i = 0; i < 15; i++) statuses.push(await attempt(fetch, '203.0.113.7'), await attempt(apiFetch, '203.0.113.7'));
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect(await attempt(apiFetch, '203.0.113.7')).toBe(429);
    expect(await attempt(apiFetch, '203.0.113.8')).not.toBe(429);
  });

  it('gives up on an aborted request at once, as fetch does', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(apiFetch(`${origin}/api/player`, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
