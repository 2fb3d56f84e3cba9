// Steps the promotion journeys share: the staff API and console sign-in, a new player's
// registration, and the player's own API calls from the page (its session cookie).
import assert from 'node:assert/strict';
import { staffCode, submitRegistration, waitForHydration } from './helpers.mjs';

/** The headers of a JSON call the server accepts (CSRF: X-Requested-With). */
export const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** A Canadian address: the server trusts X-Forwarded-For from loopback (see restricted-country). */
export const CANADA = '99.224.0.1';

/**
 * Signs a staff account ({ email, password } of `useSystem({ staff })`, with its authenticator
 * code) in through the staff API; answers `get`, `put` and
 * `post` (path, body, extra headers) that carry its session, each answering the Response.
 */
export async function staffApi(system, account) {
  const signIn = await fetch(`${system.baseURL}/api/staff/sign_in`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({ email: account.email, password: account.password, code: await staffCode(account) }),
  });
  assert.equal(signIn.status, 200, 'the staff account signs in');
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const send =
    (method) =>
    (path, body, headers = {}) =>
      fetch(`${system.baseURL}${path}`, {
        method,
        headers: { ...XHR, ...headers, cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
  return {
    cookie,
    get: (path) => fetch(`${system.baseURL}${path}`, { headers: { cookie } }),
    put: send('PUT'),
    post: send('POST'),
  };
}

/** Signs a staff account in on the console's sign-in page (/staff/support). */
export async function signInStaffConsole(page, system, account) {
  await page.goto(`${system.baseURL}/staff/support`);
  await waitForHydration(page, 'main');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Authentication code').fill(await staffCode(account));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Registers a new player on `page` through the registration form and waits until it leaves it;
 * `redirect` is the path the form sends the player to afterwards.
 */
export async function registerPlayer(page, system, m, { email, password, redirect }) {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  await page.goto(`${system.baseURL}/registration${query}`);
  await submitRegistration(page, m, email, password);
  await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });
}

/** The signed-in player's JSON answer of GET `path`, read from the page. */
export const playerGet = (page, path) => page.evaluate(async (p) => (await fetch(p)).json(), path);

/** The player's active wallet ({ amount_cents, available_to_cashout_cents, … }). */
export const activeWallet = async (page) => (await playerGet(page, '/api/player/accounts')).find((a) => a.active);

/** Reads until `accept` holds (or the time is up); answers the last value read. */
export async function until(read, accept, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
