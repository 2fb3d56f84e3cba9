// A visitor reads a static page of the CMS (terms and conditions), directly or from the footer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertHtml, browserTest, findTags, headLinks, openPage, screenshot, useSystem, waitForHydration } from './helpers.mjs';

const system = useSystem();
const PAGE = '/terms-and-conditions';

async function cmsPage(locale) {
  const response = await fetch(`${system.baseURL}/api/cms/pages${PAGE}?l=${locale}`);
  assert.equal(response.status, 200, `the demo has ${PAGE} in ${locale}`);
  return response.json();
}

async function expectServerRenderedPage(path, locale) {
  const page = await cmsPage(locale);
  const response = await fetch(`${system.baseURL}${path}`, { redirect: 'manual' });
  assert.equal(response.status, 200, `${path}: status`);
  const html = await response.text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  assert.deepEqual(
    findTags(main, 'h1').map((h) => h.text),
    [page.title],
    `${path}: the page title is the h1`,
  );
  assert.ok(main.includes(page.content), `${path}: the page content is in the first response`);
  assert.equal(findTags(html, 'title')[0]?.text, page.blocks.title || page.title, `${path}: <title>`);
  assertHtml(html, new RegExp(`<html lang="${locale}"`), 'first response');
  const canonical = headLinks(html).find((l) => l.rel === 'canonical');
  assert.equal(canonical?.href, `${system.baseURL}${path}`, `${path}: canonical`);
}

test('CMS-05 CMS-01 CMS-02 ROUTE-02: /de/terms-and-conditions is server-rendered with the page title, content and canonical link', async () => {
  await expectServerRenderedPage(`/de${PAGE}`, 'de');
});

test('CMS-05 CMS-01 CMS-02: /terms-and-conditions (English) is server-rendered with its title', async () => {
  await expectServerRenderedPage(PAGE, 'en');
});

test('CMS-06 GEO-02: a visitor from Australia is sent to the Australian variant of a static page, others get the base page', async () => {
  // The server trusts X-Forwarded-For from loopback, where the test connects from (restricted-country.spec.mjs).
  const fromAustralia = { 'x-forwarded-for': '139.130.4.5' };
  const redirected = await fetch(`${system.baseURL}/responsible-gaming`, { redirect: 'manual', headers: fromAustralia });
  assert.equal(redirected.status, 302);
  assert.equal(new URL(redirected.headers.get('location') ?? '', system.baseURL).pathname, '/responsible-gaming/AU');
  const variant = await (await fetch(`${system.baseURL}/api/cms/pages/responsible-gaming/AU?l=en-AU`)).json();
  const page = await fetch(`${system.baseURL}/en-AU/responsible-gaming/AU`, { headers: fromAustralia });
  assert.equal(page.status, 200);
  const html = await page.text();
  assert.deepEqual(
    findTags(html.slice(html.indexOf('<main'), html.indexOf('</main>')), 'h1').map((h) => h.text),
    [variant.title],
  );
  assert.ok(html.includes('BetStop'), 'the Australian page names the national self-exclusion register');
  const elsewhere = await fetch(`${system.baseURL}/responsible-gaming`, {
    redirect: 'manual',
    headers: { 'x-forwarded-for': '78.64.0.1' },
  });
  assert.equal(elsewhere.status, 200, 'a visitor from Sweden reads the base page');
});

browserTest(
  'SHELL-06 CMS-05: the footer link of the German lobby opens the terms page, hydrated and without errors',
  async () => {
    const { page, problems, close } = await openPage(system.browser);
    try {
      const { title } = await cmsPage('de');
      await page.goto(`${system.baseURL}/de`);
      await waitForHydration(page, 'footer');
      await page.locator('footer').getByRole('link', { name: title }).click();
      await page.waitForURL(`${system.baseURL}/de${PAGE}`);
      await assertHeading(page, title);
      // A full load of the same URL shows the same page.
      await page.reload();
      await waitForHydration(page, 'main h1');
      await assertHeading(page, title);
      assert.equal(await page.title(), title);
      await screenshot(page, 'cms-terms-de-desktop');
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest('SHELL-06 CMS-05: the footer link of the English lobby opens /terms-and-conditions', async () => {
  const { page, problems, close } = await openPage(system.browser);
  try {
    const { title } = await cmsPage('en');
    await page.goto(`${system.baseURL}/`);
    await waitForHydration(page, 'footer');
    await page.locator('footer').getByRole('link', { name: title }).click();
    await page.waitForURL(`${system.baseURL}${PAGE}`);
    await assertHeading(page, title);
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});

async function assertHeading(page, title) {
  // The URL changes a moment before React commits the new page: wait for the page's own heading.
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  const heading = page.getByRole('heading', { level: 1 });
  assert.equal((await heading.textContent())?.trim(), title);
}
