// The PWA: the manifest is linked, the service worker registers from /sw.js and
// controls the page, static assets are precached while pages and the API never are, and with the
// network cut a page shows the offline page in the visitor's language, which comes back online
// by its retry link. The footer's install block, /ffc's flags kept per browser, axe on both.
import assert from 'node:assert/strict';
import {
  VIEWPORTS,
  WCAG_TAGS,
  browserTest,
  eventually,
  openPage,
  screenshot,
  useSystem,
  waitForHydration,
  axeBuilder,
} from './helpers.mjs';

const system = useSystem();

async function messages(locale) {
  return (await fetch(`${system.baseURL}/messages/${locale}.json`)).json();
}

async function axe(page, where) {
  const results = await axeBuilder(page).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    serious.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `${where}: no serious or critical axe violation`,
  );
}

browserTest(
  'SHELL-18 SHELL-19: the service worker registers, precaches assets only, and the offline page shows when the network is cut',
  async () => {
    const de = await messages('de');
    const opened = await openPage(system.browser, { viewport: VIEWPORTS.phone });
    const { page, context } = opened;
    try {
      await page.goto(`${system.baseURL}/de`);
      await waitForHydration(page, 'main');
      assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest');
      const manifest = await (await fetch(`${system.baseURL}/manifest.webmanifest`)).json();
      assert.equal(manifest.display, 'standalone');

      const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
      assert.equal(new URL(script).pathname, '/sw.js');
      assert.equal(await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), true), true);
      // The page told the worker its locale: the German texts are kept for the offline page.
      const kept = () =>
        page.evaluate(async () => Boolean(await (await caches.open('casino-offline-messages-v1')).match('/messages/de.json')));
      assert.equal(await eventually(kept, true, { timeout: 10_000 }), true);
      assert.deepEqual(await opened.problems(), []);

      // Nothing personal: every cached address is a built asset, a public file or the texts.
      const cached = await page.evaluate(async () => {
        const urls = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
      assert.ok(
        cached.some((path) => path.startsWith('/assets/') && path.endsWith('.js')),
        'static assets are precached',
      );
      for (const icon of ['/icon-192.png', '/icon-512.png', '/icon-maskable-512.png', '/apple-touch-icon.png'])
        assert.ok(cached.includes(icon), `the install icon ${icon} is precached`);
      const unexpected = cached.filter(
        (path) =>
          !/^\/(assets\/|brand\/|favicon\.svg|manifest\.webmanifest|messages\/[\w-]+\.json|icon-[\w-]+\.png$|apple-touch-icon\.png$)/.test(
            path,
          ),
      );
      assert.deepEqual(unexpected, [], 'no page and no API answer is cached');

      await context.setOffline(true);
      await page.goto(`${system.baseURL}/de/pokies/all`);
      const offline = page.locator('main[data-offline]');
      await offline.getByRole('heading', { name: de['pwa.offline.title'] }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'de');
      assert.equal(await offline.locator('p').textContent(), de['pwa.offline.text']);
      await axe(page, 'offline page');
      await screenshot(page, 'pwa-offline-phone');

      await context.setOffline(false);
      await offline.getByRole('link', { name: de['pwa.offline.retry'] }).click();
      await waitForHydration(page, 'main h1');
      assert.equal(new URL(page.url()).pathname, '/de/pokies/all');
    } finally {
      await context.setOffline(false);
      await opened.close();
    }
  },
);

browserTest('SHELL-06 SHELL-19: the footer install block explains how to install when the browser offers no prompt', async () => {
  const en = await messages('en');
  const opened = await openPage(system.browser, { viewport: VIEWPORTS.desktop });
  const { page } = opened;
  await page.goto(`${system.baseURL}/`);
  await waitForHydration(page, 'main');
  const block = page.locator('footer .footer__pwa');
  await block.getByRole('button', { name: en['pwa.install'] }).click();
  await block.getByText(en['pwa.browser_hint']).waitFor();
  assert.equal(await block.getByRole('button', { name: en['pwa.install'] }).getAttribute('aria-expanded'), 'true');
  // The browser reports a finished install: the event reaches POST /api/pwa_events.
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/pwa_events') && r.method() === 'POST');
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  assert.deepEqual((await sent).postDataJSON(), { event: 'app_installed' });
  await block.getByText(en['pwa.installed']).waitFor();
  assert.deepEqual(await opened.problems(), []);
  await opened.close();
});

/**
 * Chromium offers an install only to a secure, engaged origin: the test offers one itself with a
 * synthetic `beforeinstallprompt` whose prompt() the player answers with `outcome`.
 */
async function offerInstall(page, outcome) {
  await page.evaluate((choice) => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    window.__installPrompted = 0;
    offer.prompt = async () => {
      window.__installPrompted += 1;
    };
    offer.userChoice = Promise.resolve({ outcome: choice, platform: 'web' });
    window.dispatchEvent(offer);
  }, outcome);
}

/** The events the page posts to /api/pwa_events, in order. */
function pwaEvents(page) {
  const events = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/pwa_events') && r.method() === 'POST') events.push(r.postDataJSON().event);
  });
  return events;
}

browserTest(
  'SHELL-06 SHELL-19: the footer install block opens the browser install prompt when offered, and reports it',
  async () => {
    const en = await messages('en');
    const opened = await openPage(system.browser, { viewport: VIEWPORTS.desktop });
    const { page } = opened;
    const events = pwaEvents(page);
    await page.goto(`${system.baseURL}/`);
    await waitForHydration(page, 'main');
    const block = page.locator('footer .footer__pwa');
    await offerInstall(page, 'accepted');
    const install = block.getByRole('button', { name: en['pwa.install'] });
    // Offered by the browser: the button installs instead of explaining (no disclosure state).
    assert.equal(await eventually(() => install.getAttribute('aria-expanded'), null), null);
    await install.click();
    const want = 'prompt_shown install_accepted';
    assert.equal(await eventually(() => events.join(' '), want), want);
    assert.equal(await page.evaluate(() => window.__installPrompted), 1, 'the browser prompt was shown once');
    assert.equal(await block.getByText(en['pwa.browser_hint']).count(), 0, 'no manual hint while the browser installs');
    assert.deepEqual(await opened.problems(), []);
    await opened.close();
  },
);

browserTest(
  'SHELL-04 SHELL-19: the sidebar installer on a phone prompts, reports a dismissal, and explains afterwards',
  async () => {
    const de = await messages('de');
    const opened = await openPage(system.browser, { viewport: VIEWPORTS.phone });
    const { page } = opened;
    const events = pwaEvents(page);
    await page.goto(`${system.baseURL}/de`);
    await waitForHydration(page, '.bottom-bar');
    await offerInstall(page, 'dismissed');
    await page
      .getByRole('navigation', { name: de['shell.bottom_navigation'] })
      .getByRole('button', { name: de['shell.menu'] })
      .click();
    const sidebar = page.getByRole('dialog', { name: de['shell.menu'] });
    const install = sidebar.locator('.sidebar__pwa').getByRole('button', { name: de['pwa.install'] });
    await install.click();
    const want = 'prompt_shown install_dismissed';
    assert.equal(await eventually(() => events.join(' '), want), want);
    // The offer is used up: pressed again, the block explains how to install by hand.
    await install.click();
    await sidebar.getByText(de['pwa.browser_hint']).waitFor();
    assert.equal(await install.getAttribute('aria-expanded'), 'true');
    await axe(page, 'sidebar with the installer');
    assert.deepEqual(await opened.problems(), []);
    await opened.close();
  },
);

browserTest('CONF-01 CONF-12: /ffc lists every flag with its value; a switch is kept in this browser only', async () => {
  const en = await messages('en');
  const opened = await openPage(system.browser, { viewport: VIEWPORTS.desktop });
  const { page } = opened;
  await page.goto(`${system.baseURL}/ffc`);
  await waitForHydration(page, 'main h1');
  await page.getByRole('heading', { level: 1, name: en['ffc.title'] }).waitFor();
  const row = page.locator('tr[data-flag="test-quests"]');
  const toggle = row.getByRole('switch', { name: en['ffc.flag.test-quests'] });
  assert.equal(await toggle.isChecked(), false);
  // The server's flags arrive after the first paint; until then the built-in defaults show.
  assert.equal(await eventually(() => row.locator('td').nth(1).textContent(), en['ffc.source.server']), en['ffc.source.server']);
  await toggle.check();
  await page.reload();
  await waitForHydration(page, 'main h1');
  assert.equal(await eventually(() => toggle.isChecked(), true), true);
  assert.equal(await row.locator('td').nth(1).textContent(), en['ffc.source.browser']);
  assert.equal(await page.locator('tr[data-flag]').count(), 7, 'every flag the app reads');
  await axe(page, '/ffc');
  await screenshot(page, 'ffc-desktop');
  await page.getByRole('button', { name: en['ffc.reset'] }).click();
  assert.equal(await eventually(() => toggle.isChecked(), false), false);
  assert.deepEqual(await opened.problems(), []);
  await opened.close();
});
