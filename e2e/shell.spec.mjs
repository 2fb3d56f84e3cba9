// A guest finds their way around every page's frame: header, bottom bar, sidebar, footer,
// cookie banner, static pages, redirects and SEO files, on a phone and on a desktop.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  VIEWPORTS,
  browserTest,
  eventually,
  findTags,
  headLinks,
  openPage,
  redirectChain,
  screenshot,
  useSystem,
  waitForHydration,
} from './helpers.mjs';

const system = useSystem();
const messagesOf = async (locale) => (await fetch(`${system.baseURL}/messages/${locale}.json`)).json();

test('SHELL-01 SHELL-02 SHELL-06 SHELL-09: the first response carries the guest header and the full footer', async () => {
  const html = await (await fetch(`${system.baseURL}/`)).text();
  const m = await messagesOf('en');
  const header = html.split('<header')[1]?.split('</header>')[0] ?? '';
  assert.match(header, new RegExp(`>${m['shell.login']}<`), 'login button');
  assert.match(header, new RegExp(`>${m['shell.sign_up']}<`), 'sign-up button');
  assert.match(header, new RegExp(`aria-label="${m['shell.search']}"`), 'search button');
  assert.match(header, new RegExp(`aria-label="${m['shell.gifts']}"`), 'gifts');
  assert.match(header, new RegExp(`aria-label="${m['shell.support.title']}"`), 'support for a guest (DECISIONS-16)');
  assert.match(header, /<select/, 'language select: ten locales');
  assert.doesNotMatch(header, new RegExp(`>${m['shell.deposit']}<`), 'no deposit button for a guest');
  const footer = html.split('<footer')[1]?.split('</footer>')[0] ?? '';
  const project = await (await fetch(`${system.baseURL}/api/info/project`)).json();
  for (const text of [
    project.support_phone,
    project.support_email,
    m['shell.footer.chat'],
    m['shell.footer.awards'],
    m['shell.footer.providers'],
    m['shell.footer.payments'],
    m['shell.pwa.title'],
  ]) {
    assert.ok(footer.includes(text), `footer shows ${text}`);
  }
  assert.ok(footer.includes('Curaçao'), 'the default licence block');
  assert.ok(footer.includes('instagram.com'), 'socials');
  // The providers are the catalogue's, largest first, each linked to its page.
  const providers = await (await fetch(`${system.baseURL}/api/games/providers`)).json();
  const largest = [...providers].sort((a, b) => b.games_count - a.games_count || a.title.localeCompare(b.title))[0];
  assert.match(footer, new RegExp(`href="/producers/${largest.slug}"[^>]*>${largest.title}</a>`), 'the largest provider, linked');
  assert.ok(
    footer.includes(m['shell.footer.geo_attribution']) && footer.includes('https://www.maxmind.com'),
    'GeoLite2 attribution',
  );
});

test('ROUTE-18 ROUTE-19: shell pages rendered without JavaScript carry title, canonical, hreflang; deep paths are noindex', async () => {
  const m = await messagesOf('de');
  for (const [path, key] of [
    ['/de/benefits-of-crypto', 'shell.crypto.title'],
    ['/de/support', 'shell.contact.title'],
  ]) {
    const response = await fetch(`${system.baseURL}${path}`);
    assert.equal(response.status, 200, path);
    const html = await response.text();
    assert.equal(findTags(html, 'title')[0]?.text, `${m[key]} | ${m['site.name']}`, `${path}: title`);
    const links = headLinks(html);
    assert.equal(links.find((l) => l.rel === 'canonical')?.href, `${system.baseURL}${path}`, `${path}: canonical`);
    assert.equal(links.filter((l) => l.rel === 'alternate' && l.hreflang).length, 11, `${path}: hreflang`);
    assert.doesNotMatch(html, /name="robots" content="noindex"/, `${path}: indexed`);
  }
  const deep = await (await fetch(`${system.baseURL}/de/a/b/c/d`)).text();
  assert.match(deep, /name="robots" content="noindex"/, 'a page deeper than 4 segments is noindex');
});

test('ROUTE-08: the old account paths redirect, the query and the locale kept', async () => {
  const cases = [
    ['/profile/password/edit?reset_password_token=abc', '/new-password?reset_password_token=abc'],
    ['/users/password/edit', '/new-password'],
    ['/de/profile/confirmation?confirmation_token=t', '/de/confirmation?confirmation_token=t'],
    ['/users/confirmation', '/confirmation'],
    ['/et/accounts/history', '/et'],
  ];
  for (const [from, to] of cases) {
    const response = await fetch(`${system.baseURL}${from}`, { redirect: 'manual' });
    assert.equal(response.status, 301, from);
    assert.equal(new URL(response.headers.get('location'), system.baseURL).href, `${system.baseURL}${to}`, from);
  }
  const { hops } = await redirectChain(`${system.baseURL}/sign-up`);
  assert.equal(hops[0].location, `${system.baseURL}/?popup=modal-sign-up`, '/sign-up opens its popup over the lobby');
});

test('SEO ROUTE-19: sitemap.xml lists the lobby, the static CMS pages and the catalogue pages in every locale; robots.txt points to it', async () => {
  const response = await fetch(`${system.baseURL}/sitemap.xml`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /xml/);
  const xml = await response.text();
  for (const path of ['/', '/de', '/en-KW', '/de/terms-and-conditions', '/et/privacy-policy', '/it/benefits-of-crypto']) {
    assert.ok(xml.includes(`<loc>${system.baseURL}${path}</loc>`), `sitemap lists ${path}`);
  }
  const providers = await (await fetch(`${system.baseURL}/api/games/providers`)).json();
  const provider = providers.find((p) => p.games_count > 0);
  assert.ok(xml.includes(`<loc>${system.baseURL}/de/producers/${provider.slug}</loc>`), 'a provider page');
  assert.ok(xml.includes(`<loc>${system.baseURL}/categories/`), 'category pages');
  const robots = await (await fetch(`${system.baseURL}/robots.txt`)).text();
  assert.match(robots, /Disallow: \/api\//);
  assert.ok(robots.includes(`Sitemap: ${system.baseURL}/sitemap.xml`));
});

browserTest(
  'SHELL-03 SHELL-04 SHELL-05: on a phone the bottom bar opens the sidebar with menu, language and local time; Escape closes it',
  async () => {
    const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone });
    try {
      const m = await messagesOf('en');
      await page.goto(`${system.baseURL}/`);
      await waitForHydration(page, '.bottom-bar');
      const bar = page.getByRole('navigation', { name: m['shell.bottom_navigation'] });
      assert.ok(await bar.isVisible(), 'the bottom bar shows on a phone');
      for (const name of [m['shell.games'], m['menu.pokies'], m['menu.live'], m['shell.menu']]) {
        assert.ok(await bar.getByText(name, { exact: true }).isVisible(), `bottom bar: ${name}`);
      }
      const menuButton = bar.getByRole('button', { name: m['shell.menu'] });
      await menuButton.click();
      const sidebar = page.getByRole('dialog', { name: m['shell.menu'] });
      await sidebar.waitFor();
      assert.equal(await menuButton.getAttribute('aria-expanded'), 'true');
      assert.ok(await sidebar.locator('select').isVisible(), 'language in the sidebar');
      await sidebar.locator('.local-time__value').filter({ hasText: /\d/ }).waitFor();
      assert.ok(await sidebar.getByRole('button', { name: m['shell.login'] }).isVisible(), 'a guest can log in from the sidebar');
      await screenshot(page, 'shell-sidebar-phone');
      await page.keyboard.press('Escape');
      await sidebar.waitFor({ state: 'detached' });
      assert.equal(
        await page.evaluate(() => document.activeElement?.textContent),
        m['shell.menu'],
        'focus returns to the menu button',
      );
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest('SHELL-05 CONST-25: the sidebar clock is refreshed every 15000 ms', async () => {
  const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone });
  try {
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    await page.goto(`${system.baseURL}/`);
    await waitForHydration(page, '.bottom-bar');
    await page.locator('.bottom-bar button[aria-controls="sidebar"]').click();
    const clock = page.locator('.local-time__value');
    await clock.filter({ hasText: /\d/ }).waitFor();
    const first = await clock.getAttribute('datetime');
    await page.clock.runFor(14_000);
    assert.equal(await clock.getAttribute('datetime'), first, 'not refreshed before 15 s');
    await page.clock.runFor(1_000);
    assert.notEqual(await clock.getAttribute('datetime'), first, 'refreshed at 15 s');
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  browserTest(
    `SHELL-07 ROUTE-01 CONST-05: a guest on ${name} opens the lobby in three locales and accepts cookies once, for a year`,
    async () => {
      const { page, context, problems, close } = await openPage(system.browser, { viewport });
      try {
        for (const locale of ['de', 'fr-CA', 'et']) {
          const m = await messagesOf(locale);
          await page.goto(`${system.baseURL}/${locale}`);
          await waitForHydration(page, '.cookie-banner button');
          assert.equal(await page.locator('html').getAttribute('lang'), locale);
          assert.equal(
            (await page.locator('header').getByRole('button', { name: m['shell.sign_up'] }).textContent())?.trim(),
            m['shell.sign_up'],
          );
        }
        await screenshot(page, `shell-lobby-et-${name}`);
        await page.locator('.cookie-banner button').click();
        await page.locator('.cookie-banner').waitFor({ state: 'detached' });
        const cookie = (await context.cookies()).find((c) => c.name === 'cookies_accepted');
        assert.equal(cookie?.value, 'true');
        const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
        assert.ok(days > 364 && days <= 365, `cookies_accepted lasts a year (${days} days)`);
        await page.reload();
        await waitForHydration(page, 'main h1');
        assert.equal(await page.locator('.cookie-banner').count(), 0, 'not shown again');
        assert.deepEqual(await problems(), []);
      } finally {
        await close();
      }
    },
  );
}

browserTest('SHELL-14 CONST-28: the sticky header hides scrolling down and comes back after 100 px up', async () => {
  const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.desktop });
  try {
    await page.goto(`${system.baseURL}/terms-and-conditions`);
    await waitForHydration(page, 'main h1');
    const header = page.locator('header.header');
    const scroll = async (y) => {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await page.waitForTimeout(50);
    };
    await scroll(400);
    await scroll(1200);
    assert.equal(await header.getAttribute('data-hidden'), 'true', 'hidden while scrolling down');
    await scroll(1150);
    assert.equal(await header.getAttribute('data-hidden'), 'true', '50 px up is not enough');
    await scroll(1100);
    assert.equal(await header.getAttribute('data-hidden'), null, 'back after 100 px up');
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});

browserTest('SHELL-15: a hidden tab alternates its title every 2 s and restores it when shown', async () => {
  const { page, problems, close } = await openPage(system.browser);
  try {
    await page.clock.install();
    await page.goto(`${system.baseURL}/`);
    await waitForHydration(page, 'main h1');
    const m = await messagesOf('en');
    const title = await page.title();
    const setVisibility = (state) =>
      page.evaluate((s) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    const titleBecomes = async (expected) => assert.equal(await eventually(() => page.title(), expected), expected);
    await setVisibility('hidden');
    await titleBecomes(m['shell.idle_title']);
    await page.clock.runFor(2_000);
    await titleBecomes(title);
    await page.clock.runFor(2_000);
    await titleBecomes(m['shell.idle_title']);
    await setVisibility('visible');
    await titleBecomes(title);
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});

browserTest(
  'CONF-06 CONST-06: affiliate cookies come from the query, else 241 for a search referrer, else 122, for 30 days',
  async () => {
    const cases = [
      { url: '/?stag=777&affb_id=9', referer: undefined, stag: '777', affb: '9' },
      { url: '/', referer: 'https://www.google.com/', stag: '241' },
      { url: '/', referer: undefined, stag: '122' },
    ];
    for (const { url, referer, stag, affb } of cases) {
      const { page, context, problems, close } = await openPage(system.browser);
      try {
        await page.goto(`${system.baseURL}${url}`, { referer });
        await waitForHydration(page, 'main h1');
        await page.waitForFunction((s) => document.cookie.includes(`partner-stag=${s}`), stag);
        const cookies = await context.cookies();
        const cookie = cookies.find((c) => c.name === 'partner-stag');
        const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
        assert.ok(days > 29 && days <= 30, `30 days (${days})`);
        if (affb) assert.equal(cookies.find((c) => c.name === 'partner-affb_id')?.value, affb);
        assert.deepEqual(await problems(), []);
      } finally {
        await close();
      }
    }
  },
);

browserTest('ROUTE-13 SHELL-21: /support sends a contact message and shows 422 errors under their fields', async () => {
  const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [422] });
  try {
    const m = await messagesOf('en');
    await page.goto(`${system.baseURL}/support`);
    await waitForHydration(page, 'form button');
    await page.getByLabel(m['shell.contact.email']).fill('not-an-email');
    await page.getByRole('button', { name: m['shell.contact.send'] }).click();
    assert.ok(
      await page.getByText(m['shell.contact.error.invalid_email']).isVisible(),
      'checked in the browser with the contract schema',
    );
    assert.equal(await page.getByLabel(m['shell.contact.email']).getAttribute('aria-invalid'), 'true');

    await page.getByLabel(m['shell.contact.name']).fill('Ann Example');
    await page.getByLabel(m['shell.contact.email']).fill('ann@example.com');
    await page.getByLabel(m['shell.contact.subject']).fill('Withdrawal question');
    await page.getByLabel(m['shell.contact.message']).fill('How long does a withdrawal take?');
    // The server's answer is what counts: a 422 names the field.
    await page.route('**/api/send_contact_message', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ errors: { subject: ['required'] } }),
      }),
    );
    await page.getByRole('button', { name: m['shell.contact.send'] }).click();
    await page.getByText(m['shell.contact.error.required']).waitFor();
    assert.equal(await page.getByLabel(m['shell.contact.subject']).getAttribute('aria-invalid'), 'true');
    await page.unroute('**/api/send_contact_message');
    await page.getByRole('button', { name: m['shell.contact.send'] }).click();
    await page.getByText(m['shell.contact.sent']).waitFor();
    await screenshot(page, 'shell-support-sent-phone');
    assert.deepEqual(
      (await problems()).filter((p) => !p.includes('send_contact_message')),
      [],
    );
  } finally {
    await close();
  }
});

browserTest(
  'ROUTE-14 ROUTE-15 ROUTE-16 ROUTE-17: crypto benefits and oops pages; the betting overlay closes to the path in the query',
  async () => {
    const { page, problems, close } = await openPage(system.browser);
    try {
      const m = await messagesOf('it');
      await page.goto(`${system.baseURL}/it/benefits-of-crypto`);
      assert.equal((await page.locator('main h1').textContent())?.trim(), m['shell.crypto.title']);
      await page.goto(`${system.baseURL}/it/oops`);
      assert.equal((await page.locator('main h1').textContent())?.trim(), m['shell.oops.title']);
      await page.goto(`${system.baseURL}/it/sport/login?path=/pokies/all`);
      const overlay = page.getByRole('dialog', { name: m['shell.sport.login'] });
      await overlay.waitFor();
      await screenshot(page, 'shell-sport-login');
      // A click on the overlay, outside the panel.
      await page.mouse.click(5, 5);
      await page.waitForURL(`${system.baseURL}/it/pokies/all`);
      assert.deepEqual(
        (await problems()).filter((p) => !p.includes('404')),
        [],
      );
    } finally {
      await close();
    }
  },
);

browserTest('ROUTE-12 CONST-43: a hash target that renders late is still scrolled to (retried every 200 ms)', async () => {
  const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone });
  try {
    await page.goto(`${system.baseURL}/de#late-target`);
    await waitForHydration(page, 'main h1');
    await page.waitForTimeout(1_000);
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'nothing to scroll to yet');
    await page.evaluate(() => {
      const target = document.createElement('section');
      target.id = 'late-target';
      target.style.marginTop = '3000px';
      target.textContent = 'late';
      document.querySelector('main')?.append(target);
    });
    await page.waitForFunction(() => window.scrollY > 1000, null, { timeout: 2_000 });
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});
