// What an operator tries against the production build: broken cookies and absurdly long paths
// answer like any other bad input (the page, a 404, a JSON error), never a 500.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertHtml, findTags, useSystem } from './helpers.mjs';

const system = useSystem();

/** Cookie headers a browser extension, a proxy or a hand-made request can send. */
const BROKEN_COOKIES = [
  'locale_choice=%E0',
  'cookies_accepted=%',
  'EMP_user_approved=%E0%A4%A; cookies_accepted=true',
  'casino_session=%E0; locale_choice=de',
  'casino_staff_session=%; partner-stag=%ZZ',
];

const get = (path, headers = {}) => fetch(`${system.baseURL}${path}`, { headers, redirect: 'manual' });

test('ERR-14 SHELL-07: a malformed cookie is ignored: pages answer as they do without it, never 500', async () => {
  for (const path of ['/', '/de', '/no-such-page']) {
    const plain = await get(path);
    for (const cookie of BROKEN_COOKIES) {
      const response = await get(path, { cookie });
      assert.equal(response.status, plain.status, `${path} with ${cookie}`);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, `${path} with ${cookie}`);
      assertHtml(await response.text(), /<header class="header">/, `${path} with ${cookie}`);
    }
  }
});

test('ERR-14: API routes answer a malformed cookie as if it were absent, never 500', async () => {
  const routes = [
    { path: '/api/fe/config/logo-config', status: 200 },
    { path: '/api/player', status: 401 },
    { path: '/api/staff/me', status: 401 },
    { path: '/api/player/settings', status: 200 },
  ];
  for (const { path, status } of routes) {
    for (const cookie of BROKEN_COOKIES) {
      const response = await get(path, { cookie });
      assert.equal(response.status, status, `${path} with ${cookie}`);
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/, `${path} with ${cookie}`);
    }
  }
});

async function expectNotFoundPage(path, locale) {
  const messages = await (await fetch(`${system.baseURL}/messages/${locale}.json`)).json();
  const response = await fetch(`${system.baseURL}${path}`);
  assert.equal(response.status, 404, `${path.slice(0, 40)}…: status`);
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  const html = await response.text();
  assertHtml(html, new RegExp(`<html lang="${locale}"`), 'lang');
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  assert.deepEqual(
    findTags(main, 'h1').map((h) => h.text),
    [messages['error.not_found.title']],
  );
}

test('ERR-14 CMS-07 ROUTE-02: a page path over 300 characters is the translated not-found page (404)', async () => {
  const long = 'a'.repeat(301);
  await expectNotFoundPage(`/${long}`, 'en');
  await expectNotFoundPage(`/${'b'.repeat(5000)}`, 'en');
  await expectNotFoundPage(`/en/${long}`, 'en');
  await expectNotFoundPage(`/de/${long}`, 'de');
  await expectNotFoundPage(`/de/${long}/${long}`, 'de');
});

test('ERR-14: a page with a parameter over 300 characters answers its page, a redirect or a 404, never 500', async () => {
  const long = 'a'.repeat(301);
  const paths = [
    `/producers/${long}`,
    `/categories/${long}`,
    `/live/${long}`,
    `/de/slots/${long}`,
    `/play/${long}/${long}`,
    `/sport/${long}`,
    `/provider/inhouse/games/${long}`,
  ];
  for (const path of paths) {
    const response = await get(path);
    assert.ok(response.status < 500, `${path.slice(0, 40)}…: ${response.status}`);
    if (response.status !== 200) continue;
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  }
});

test('ERR-14: an API path that is too long answers a JSON error of the error model, never 500', async () => {
  const paths = [
    `/provider/inhouse/api/engines/${'1'.repeat(1000)}`,
    `/api/cms/pages/${'a'.repeat(301)}`,
    `/api/${'a'.repeat(5000)}`,
    `/api/games/art/${'9'.repeat(1000)}.svg`,
  ];
  for (const path of paths) {
    const response = await get(path);
    assert.ok([404, 422].includes(response.status), `${path.slice(0, 40)}…: ${response.status}`);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    const body = await response.json();
    assert.ok(typeof body.error === 'string' || typeof body.errors === 'object', JSON.stringify(body));
  }
});
