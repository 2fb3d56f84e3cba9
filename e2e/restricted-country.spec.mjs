// Visitors from restricted countries, Australia and partial-restriction countries (GEO-03..06).
// The server's debug_country cookie is honoured outside production only, and this suite runs the
// production build; the visitor's country comes from its address instead: the server trusts
// X-Forwarded-For from loopback (server rendering), which is where the browser connects from.
import assert from 'node:assert/strict';
import { VIEWPORTS, browserTest, openPage, screenshot, useSystem, waitForHydration } from './helpers.mjs';

const system = useSystem();
const messagesOf = async (locale) => (await fetch(`${system.baseURL}/messages/${locale}.json`)).json();
const FROM = { GB: '81.2.69.142', SE: '78.64.0.1', AU: '139.130.4.5' };

async function openFrom(country, viewport = VIEWPORTS.desktop, options = {}) {
  const opened = await openPage(system.browser, { viewport, ...options });
  await opened.context.setExtraHTTPHeaders({ 'x-forwarded-for': FROM[country] });
  return opened;
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  browserTest(
    `GEO-03 GEO-04 NOTIF-01: a guest from a fully restricted country (GB) gets a persistent warning and cannot open login, ${viewportName}`,
    async () => {
      const { page, problems, close } = await openFrom('GB', viewport);
      try {
        const m = await messagesOf('en');
        await page.clock.install();
        await page.goto(`${system.baseURL}/`);
        await waitForHydration(page, 'header button');
        const restricted = page.locator('[data-toast="restricted-geo"]');
        await restricted.waitFor();
        assert.equal((await restricted.locator('p').textContent())?.trim(), m['OOPS.RESTRICTED_GEO']);

        await page.locator('header').getByRole('button', { name: m['shell.login'] }).click();
        const refused = page.locator('[data-toast="geo-login"]');
        await refused.waitFor();
        assert.equal((await refused.locator('p').textContent())?.trim(), m['shell.geo.login_restricted']);
        await page.waitForTimeout(300);
        assert.equal(await page.locator('dialog').count(), 0, 'the popup did not open');
        assert.equal(new URL(page.url()).searchParams.get('popup'), null, 'navigation cancelled');
        await screenshot(page, `geo-restricted-${viewportName}`);

        await page.clock.runFor(10_500);
        await refused.waitFor({ state: 'detached' });
        assert.ok(await restricted.isVisible(), 'the restricted-country warning has no timeout');
        assert.deepEqual(await problems(), []);
      } finally {
        await close();
      }
    },
  );
}

browserTest(
  'GEO-04: a restricted guest opening registration, remind, new-password or a game by URL lands on the lobby, told why',
  async () => {
    const { page, problems, close } = await openFrom('GB');
    try {
      const m = await messagesOf('de');
      const cases = [
        ['/de/registration', 'geo-registration', 'shell.geo.registration_restricted'],
        ['/de/new-password', 'geo-login', 'shell.geo.login_restricted'],
        ['/de/email-verify', 'geo-login', 'shell.geo.login_restricted'],
        ['/de/play/rocket/book-of-stars', 'geo-login', 'shell.geo.login_restricted'],
        ['/de/sign-up', 'geo-registration', 'shell.geo.registration_restricted'],
      ];
      for (const [path, toast, key] of cases) {
        await page.goto(`${system.baseURL}${path}`);
        await page.waitForURL(`${system.baseURL}/de`);
        await page.locator(`[data-toast="${toast}"]`).waitFor();
        assert.equal((await page.locator(`[data-toast="${toast}"] p`).textContent())?.trim(), m[key], path);
      }
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest('GEO-05: in a partially restricted country (SE) the login and sign-up buttons are disabled', async () => {
  const { page, problems, close } = await openFrom('SE', VIEWPORTS.phone);
  try {
    const m = await messagesOf('en');
    await page.goto(`${system.baseURL}/`);
    await waitForHydration(page, 'header button');
    const header = page.locator('header');
    assert.ok(await header.getByRole('button', { name: m['shell.login'] }).isDisabled());
    assert.ok(await header.getByRole('button', { name: m['shell.sign_up'] }).isDisabled());
    assert.equal(await page.locator('[data-toast="restricted-geo"]').count(), 0, 'no restricted-country warning');
    await screenshot(page, 'geo-partial-phone');
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});

browserTest(
  'GEO-06 ROUTE-04 CONST-07: a visitor from Australia is offered en-AU and confirms the card; Approve stores EMP_user_approved for 400 days',
  async () => {
    const { page, context, problems, close } = await openFrom('AU', VIEWPORTS.phone);
    try {
      const m = await messagesOf('en');
      await page.goto(`${system.baseURL}/`);
      await waitForHydration(page, '.au-card button');
      assert.ok(
        await page.locator('.locale-suggestion').getByText(m['locale.en-AU'], { exact: false }).isVisible(),
        'en-AU offered',
      );
      assert.equal(new URL(page.url()).pathname, '/', 'no automatic redirect (decision 002)');
      await screenshot(page, 'geo-au-card-phone');
      await page.locator('.au-card').getByRole('button', { name: m['shell.au.approve'] }).click();
      await page.locator('.au-card').waitFor({ state: 'detached' });
      const cookie = (await context.cookies()).find((c) => c.name === 'EMP_user_approved');
      assert.ok(cookie && (cookie.expires * 1000 - Date.now()) / 86_400_000 > 399, 'long expiry: 400 days, the browser maximum');
      await page.reload();
      await waitForHydration(page, 'main h1');
      assert.equal(await page.locator('.au-card').count(), 0, 'not asked again');

      // Choosing the suggested locale is remembered.
      await page.locator('.locale-suggestion').getByRole('button', { name: m['shell.locale_switch'] }).click();
      await page.waitForURL(`${system.baseURL}/en-AU`);
      await page.reload();
      await waitForHydration(page, 'main h1');
      assert.equal(await page.locator('.locale-suggestion').count(), 0, 'the choice is remembered');
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest('GEO-06: Decline on the Australian card goes to the Oops page', async () => {
  const { page, problems, close } = await openFrom('AU');
  try {
    const m = await messagesOf('en');
    await page.goto(`${system.baseURL}/`);
    await waitForHydration(page, '.au-card button');
    await page.locator('.au-card').getByRole('button', { name: m['shell.au.decline'] }).click();
    await page.waitForURL(`${system.baseURL}/oops`);
    await page.locator('main h1', { hasText: m['shell.oops.title'] }).waitFor();
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});
