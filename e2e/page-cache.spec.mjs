// Guests share a server render for a few seconds (docs/decisions/021-guest-page-cache.md): what a
// visitor would notice if it went wrong is another visitor's page, a broken CSP nonce or a stale
// cookie banner. Plain HTTP against the production server.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { useSystem } from './helpers.mjs';

const system = useSystem();
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

async function page(path, headers = {}) {
  const response = await fetch(`${system.baseURL}${path}`, { headers: { 'user-agent': DESKTOP, ...headers } });
  const html = await response.text();
  const csp = response.headers.get('content-security-policy') ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return { status: response.status, state: response.headers.get('x-page-cache'), html, scriptSrc, inline };
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('guests share the bytes of one render; the CSP allows exactly its inline scripts by hash, no nonce is shared', async () => {
  // A query of its own, so no other spec's visit is in the cache.
  const path = `/?page-cache=${Date.now()}`;
  const first = await page(path);
  const second = await page(path);
  assert.equal(first.status, 200);
  assert.equal(first.state, 'miss');
  assert.equal(second.state, 'hit');
  assert.equal(second.html, first.html);
  assert.ok(first.inline.length >= 2, 'the page has its inline scripts (router context, data)');
  for (const source of first.inline)
    assert.ok(first.scriptSrc.includes(sha256(source)), `script-src allows ${source.slice(0, 40)}`);
  assert.doesNotMatch(first.scriptSrc, /'nonce-/, 'no nonce in a policy many visitors receive');
  assert.doesNotMatch(first.html, /\snonce="/, 'no nonce attribute in a shared page');
  // The visitor's address stays out of a page another guest may get (the client context without it).
  assert.doesNotMatch(first.html, /\\"ip\\"|\\"server_time\\"/);
  assert.match(first.html, /\\"restriction\\"/, 'the client context is in the page, without the address');
});

test('a shared page is answered compressed and revalidates with its ETag', async () => {
  const path = `/?page-cache-etag=${Date.now()}`;
  await page(path);
  const response = await fetch(`${system.baseURL}${path}`, { headers: { 'user-agent': DESKTOP, 'accept-encoding': 'br' } });
  assert.equal(response.headers.get('content-encoding'), 'br');
  const etag = response.headers.get('etag');
  assert.ok(etag);
  await response.arrayBuffer();
  const again = await fetch(`${system.baseURL}${path}`, { headers: { 'user-agent': DESKTOP, 'if-none-match': etag } });
  assert.equal(again.status, 304);
});

test('the cookie banner follows each guest’s own cookie, and a phone gets the phone page', async () => {
  const path = `/?page-cache-variant=${Date.now()}`;
  const fresh = await page(path);
  const accepted = await page(path, { cookie: 'cookies_accepted=true' });
  const acceptedAgain = await page(path, { cookie: 'cookies_accepted=true' });
  assert.match(fresh.html, /class="cookie-banner"/);
  assert.doesNotMatch(accepted.html, /class="cookie-banner"/);
  assert.equal(accepted.state, 'miss', 'a guest with the cookie does not get the page of one without');
  assert.equal(acceptedAgain.state, 'hit');
  assert.doesNotMatch(acceptedAgain.html, /class="cookie-banner"/);
  const phone = await page(path, { 'user-agent': PHONE });
  assert.equal(phone.state, 'miss', 'a phone does not get the desktop render');
});

test('a page with any session cookie, or with a cookie the app does not know, is rendered for that request only', async () => {
  const path = `/?page-cache-personal=${Date.now()}`;
  await page(path);
  for (const cookie of ['casino_session=someone-else', 'casino_staff_session=agent', 'tracking=1']) {
    const answer = await page(path, { cookie });
    assert.equal(answer.status, 200);
    assert.equal(answer.state, null, `${cookie}: not from the guests' cache`);
  }
});
