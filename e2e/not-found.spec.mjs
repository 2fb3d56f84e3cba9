// A visitor follows a dead link: a 404 status and the not-found page, never a crash.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertHtml,
  browserTest,
  findTags,
  headLinks,
  htmlText,
  openPage,
  screenshot,
  useSystem,
  waitForHydration,
} from './helpers.mjs';

const system = useSystem();

const UNKNOWN_PAGES = [
  { path: '/de/no-such-page', locale: 'de' },
  { path: '/fr-CA/a/b/c/d', locale: 'fr-CA' },
  { path: '/xx-YY', locale: 'en' },
  { path: '/no-such-page/deeper', locale: 'en' },
];

test('CMS-07 ROUTE-02: an unknown path answers 404 with the translated not-found page and title inside the shell', async () => {
  for (const { path, locale } of UNKNOWN_PAGES) {
    const messages = await (await fetch(`${system.baseURL}/messages/${locale}.json`)).json();
    const response = await fetch(`${system.baseURL}${path}`, { redirect: 'manual' });
    assert.equal(response.status, 404, `${path}: status`);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/, `${path}: an HTML page`);
    const html = await response.text();
    assertHtml(html, new RegExp(`<html lang="${locale}"`), `${path}: lang`);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    assert.deepEqual(
      findTags(main, 'h1').map((h) => h.text),
      [messages['error.not_found.title']],
      `${path}: the not-found title`,
    );
    assert.ok(htmlText(main).includes(messages['error.not_found.home']), `${path}: a link back to the lobby`);
    // WCAG 2.4.2: the document has a translated title, not an empty one.
    assert.equal(
      findTags(html, 'title')[0]?.text,
      `${messages['error.not_found.title']} | ${messages['site.name']}`,
      `${path}: the document title`,
    );
    // The shell is still there: header and footer around the message.
    assertHtml(html, /<header class="header">/, 'first response');
    assertHtml(html, /<footer class="footer">/, 'first response');
  }
});

function expectNotIndexed(html, path) {
  assertHtml(html, /<meta name="robots" content="noindex"\/>/, `${path}: robots noindex`);
  assert.equal(headLinks(html).filter((l) => l.rel === 'canonical').length, 0, `${path}: no canonical link`);
}

test('ROUTE-18: a 404 page under a locale is not indexed (robots noindex, no canonical link)', async () => {
  for (const path of ['/de/no-such-page', '/fr-CA/a/b/c/d', '/no-such-page/deeper']) {
    const response = await fetch(`${system.baseURL}${path}`);
    assert.equal(response.status, 404);
    expectNotIndexed(await response.text(), path);
  }
});

test('ROUTE-18: a 404 page for an unknown first segment is not indexed either', async () => {
  for (const path of ['/xx-YY', '/no-such-page']) {
    const response = await fetch(`${system.baseURL}${path}`);
    assert.equal(response.status, 404);
    expectNotIndexed(await response.text(), path);
  }
});

test('ERR-14: an unknown API path answers a 404 JSON error, not the HTML page', async () => {
  const response = await fetch(`${system.baseURL}/api/no-such-endpoint`);
  assert.equal(response.status, 404);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  assert.equal(typeof (await response.json()).error, 'string');
});

browserTest('CMS-07: the not-found page hydrates and its link leads back to the lobby of the same locale', async () => {
  const { page, problems, close } = await openPage(system.browser, { expectedStatuses: [404] });
  try {
    const response = await page.goto(`${system.baseURL}/de/no-such-page`);
    assert.equal(response.status(), 404);
    await waitForHydration(page, 'main h1');
    await screenshot(page, 'not-found-de-desktop');
    await page.locator('main').getByRole('link').click();
    await page.waitForURL(`${system.baseURL}/de`);
    await page.locator('main h1.hero__title').waitFor();
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});
