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

/** The English console's sign-in labels. */
const STAFF_SIGN_IN_LABELS = { email: 'Email', password: 'Password', code: 'Authentication code', submit: 'Sign in' };

/** The console's sign-in labels in the language of a message catalogue (`staff_access.sign_in.*`). */
export const staffSignInLabels = (messages) =>
  Object.fromEntries(Object.keys(STAFF_SIGN_IN_LABELS).map((key) => [key, messages[`staff_access.sign_in.${key}`]]));

/**
 * Signs a staff account in on the console's sign-in page: `path` (default /staff/support) shows
 * it to a visitor who is not signed in; `labels` are the form's labels in the browser's language
 * (`staffSignInLabels(messages)`, English by default).
 */
export async function signInStaffConsole(page, system, account, { path = '/staff/support', labels = STAFF_SIGN_IN_LABELS } = {}) {
  await page.goto(`${system.baseURL}${path}`);
  await waitForHydration(page, 'main');
  await page.getByLabel(labels.email, { exact: true }).fill(account.email);
  await page.getByLabel(labels.password, { exact: true }).fill(account.password);
  await page.getByLabel(labels.code, { exact: true }).fill(await staffCode(account));
  await page.getByRole('button', { name: labels.submit }).click();
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
