// A visitor reaches the casino in any of its ten locales, by link or through the language select.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { test } from 'node:test';
import {
  assertHtml,
  assertNoHtml,
  redirectChain,
  browserTest,
  headLinks,
  localeHome,
  LOCALES,
  openPage,
  screenshot,
  useSystem,
  VIEWPORTS,
  waitForHydration,
} from './helpers.mjs';

const system = useSystem();

function expectSeoLinks(html, origin, locale) {
  const links = headLinks(html);
  const canonical = links.filter((l) => l.rel === 'canonical');
  assert.equal(canonical.length, 1, `${locale}: one canonical link`);
  assert.equal(canonical[0].href, `${origin}${localeHome(locale)}`, `${locale}: canonical`);
  const alternates = Object.fromEntries(links.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]));
  const expected = Object.fromEntries(LOCALES.map((l) => [l, `${origin}${localeHome(l)}`]));
  expected['x-default'] = `${origin}/`;
  assert.deepEqual(alternates, expected, `${locale}: hreflang alternates for every locale and x-default`);
}

test('ROUTE-01 ROUTE-02 ROUTE-19: each of the ten locales is server-rendered with its <html lang>, a canonical link and hreflang alternates', async () => {
  for (const locale of LOCALES) {
    const response = await fetch(`${system.baseURL}${localeHome(locale)}`, { redirect: 'manual' });
    assert.equal(response.status, 200, `${locale}: status`);
    const html = await response.text();
    assertHtml(html, new RegExp(`<html lang="${locale}"`), `${locale}: <html lang>`);
    expectSeoLinks(html, system.baseURL, locale);
    assertNoHtml(html, /<meta name="robots" content="noindex"/, `${locale}: the home page is indexed`);
    // The language select is rendered with this locale chosen.
    assertHtml(html, new RegExp(`<option value="${locale}" lang="${locale}" selected=""`), `${locale}: selected option`);
  }
});

browserTest('ROUTE-01 ROUTE-19: every locale home hydrates in the browser with its lang and SEO links and no error', async () => {
  const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone });
  try {
    for (const locale of LOCALES) {
      await page.goto(`${system.baseURL}${localeHome(locale)}`);
      await waitForHydration(page, 'main h1');
      assert.equal(await page.locator('html').getAttribute('lang'), locale);
      assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `${system.baseURL}${localeHome(locale)}`);
      assert.equal(await page.locator('link[rel="alternate"][hreflang]').count(), LOCALES.length + 1);
      assert.equal(await page.locator('header select').inputValue(), locale);
    }
    await screenshot(page, 'locale-en-KW-phone');
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});

/** A GET with its own Host header (fetch does not let a caller set one), without following redirects. */
function getAs(host, path, headers = {}) {
  const { hostname, port } = new URL(system.baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, headers: { host, ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, location: res.headers.location ?? null }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('ROUTE-03: on a locale mirror domain an unprefixed address opens the mirror locale, unless the visitor chose a language', async () => {
  assert.deepEqual(await getAs('casino-de.example', '/pokies/all?page=2'), { status: 302, location: '/de/pokies/all?page=2' });
  assert.deepEqual(await getAs('casino-qc.example', '/'), { status: 302, location: '/fr-CA' });
  // A prefixed address, the main domain and a visitor who chose English stay where they are.
  assert.equal((await getAs('casino-de.example', '/de')).status, 200);
  assert.equal((await getAs('casino.example', '/')).status, 200);
  assert.equal((await getAs('casino-de.example', '/', { cookie: 'locale_choice=en' })).status, 200);
});

test('ROUTE-07: a trailing slash is stripped by a permanent redirect (/de/ to /de, query kept)', async () => {
  for (const [from, to] of [
    ['/de/', '/de'],
    ['/en-NZ/', '/en-NZ'],
    ['/de/terms-and-conditions/', '/de/terms-and-conditions'],
    ['/de/?ref=mail', '/de?ref=mail'],
  ]) {
    const response = await fetch(`${system.baseURL}${from}`, { redirect: 'manual' });
    assert.equal(response.status, 301, `${from}: status`);
    assert.equal(new URL(response.headers.get('location'), system.baseURL).href, `${system.baseURL}${to}`, `${from}: Location`);
  }
});

test('ROUTE-02: /en and /en/... redirect permanently to the unprefixed English path', async () => {
  for (const [from, to] of [
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/terms-and-conditions', '/terms-and-conditions'],
    ['/en?ref=mail', '/?ref=mail'],
  ]) {
    // /en/ takes two hops (the trailing slash first): each must be permanent.
    const { hops } = await redirectChain(`${system.baseURL}${from}`);
    assert.ok(hops.length > 0, `${from}: redirected`);
    assert.deepEqual(
      hops.map((h) => h.status),
      hops.map(() => 301),
      `${from}: permanent redirects`,
    );
    assert.equal(hops.at(-1).location, `${system.baseURL}${to}`, `${from}: final location`);
  }
});

browserTest('ROUTE-07: the browser following /de/ lands on /de in German', async () => {
  const { page, problems, close } = await openPage(system.browser, { expectedStatuses: [301] });
  try {
    const response = await page.goto(`${system.baseURL}/de/`);
    assert.equal(response.status(), 200);
    assert.equal(new URL(page.url()).pathname, '/de');
    assert.equal(await page.locator('html').getAttribute('lang'), 'de');
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});

browserTest(
  'SHELL-01 SHELL-09 ROUTE-02: choosing another language in the select opens the same page in that locale',
  async () => {
    const { page, problems, close } = await openPage(system.browser);
    try {
      await page.goto(`${system.baseURL}/`);
      await waitForHydration(page, 'header select');
      const select = page.locator('header select');
      assert.ok((await select.locator('option').count()) >= 2, 'the select is shown because several locales exist');

      await select.selectOption('de');
      await page.waitForURL(`${system.baseURL}/de`);
      await page.waitForFunction(() => document.documentElement.lang === 'de');
      assert.equal(await select.inputValue(), 'de');
      assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `${system.baseURL}/de`);

      // Back to English: the unprefixed path.
      await select.selectOption('en');
      await page.waitForURL(`${system.baseURL}/`);
      await page.waitForFunction(() => document.documentElement.lang === 'en');

      // On a CMS page the path after the locale is kept.
      await page.goto(`${system.baseURL}/de/terms-and-conditions`);
      await waitForHydration(page, 'header select');
      await page.locator('header select').selectOption('fr-CA');
      await page.waitForURL(`${system.baseURL}/fr-CA/terms-and-conditions`);
      await page.waitForFunction(() => document.documentElement.lang === 'fr-CA');
      assert.equal(await page.locator('.not-found').count(), 0, 'the CMS page, not the 404 page');
      assert.ok((await page.locator('main h1').textContent())?.trim(), 'the page has its title');
      await screenshot(page, 'language-switch-fr-CA');
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);
