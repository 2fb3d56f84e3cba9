// The provider index at /producers and the lobby rows' previous and next arrows.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  LOCALES,
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  findTags,
  openPage,
  screenshot,
  useSystem,
  waitForHydration,
} from './helpers.mjs';

const system = useSystem();

const getJson = async (path) => {
  const response = await fetch(`${system.baseURL}${path}`);
  assert.equal(response.status, 200, `GET ${path}`);
  return response.json();
};
const messages = (locale = 'en') => getJson(`/messages/${locale}.json`);

test('GAME-02 GAME-07 GAME-11: /producers lists every provider with its game count and a link to its page, in every locale, on the server', async () => {
  const providers = (await getJson('/api/games/providers')).filter((p) => p.games_count > 0);
  assert.ok(providers.length > 14, 'more providers than the footer names');
  for (const locale of LOCALES) {
    const m = await messages(locale);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const response = await fetch(`${system.baseURL}${prefix}/producers`);
    assert.equal(response.status, 200, `${locale}: GET /producers`);
    const html = await response.text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    assert.equal(findTags(main, 'h1')[0]?.text, m['games.producers.title'], `${locale}: the h1`);
    assert.equal(
      findTags(html, 'title')[0]?.text,
      `${m['games.producers.meta_title']} | ${m['site.name']}`,
      `${locale}: <title>`,
    );
    for (const provider of providers) {
      assert.ok(main.includes(`href="${prefix}/producers/${provider.slug}"`), `${locale}: a link to ${provider.slug}`);
    }
    const anchors = [...main.matchAll(/<a [^>]*href="[^"]*\/producers\/[^"]+"/g)];
    assert.equal(anchors.length, providers.length, `${locale}: one link per provider with games`);
  }
  // The count, pluralised: a provider's line names its number of games.
  const m = await messages('en');
  const html = await (await fetch(`${system.baseURL}/producers`)).text();
  const biggest = [...providers].sort((a, b) => b.games_count - a.games_count)[0];
  assert.ok(html.includes(m['games.producers.count_other'].replace('{{count}}', String(biggest.games_count))));
});

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  browserTest(
    `GAME-02 SHELL-06: the footer's "all providers" link opens the provider index, which links to a provider page (${viewportName})`,
    async () => {
      const m = await messages();
      const { page: tab, problems, close } = await openPage(system.browser, { viewport });
      try {
        await tab.goto(`${system.baseURL}/`);
        await waitForHydration(tab, 'main h1');
        await tab.locator('footer').getByRole('link', { name: m['games.producers.all'] }).click();
        await tab.waitForURL((url) => url.pathname === '/producers');
        await tab.getByRole('heading', { level: 1, name: m['games.producers.title'] }).waitFor();
        await screenshot(tab, `lobby-browse-producers-${viewportName}`);
        await assertNoSeriousAxe(tab, 'main');
        const link = tab.locator('main .provider-index a').first();
        const name = (await link.locator('.provider-index__name').textContent())?.trim();
        await link.focus();
        await tab.keyboard.press('Enter');
        await tab.waitForURL((url) => url.pathname.startsWith('/producers/'));
        await tab.getByRole('heading', { level: 1, name }).waitFor();
        if (viewportName === 'phone') {
          await tab.setViewportSize({ width: 320, height: 700 });
          await tab.goto(`${system.baseURL}/producers`);
          await waitForHydration(tab, 'main h1');
          const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `no horizontal scroll at 320 px (${overflow})`);
        }
        assert.deepEqual(await problems(), []);
      } finally {
        await close();
      }
    },
  );
}

browserTest(
  'GAME-20: a lobby row scrolls by a page with its previous and next buttons, disabled at the ends, by keyboard too (desktop)',
  async () => {
    const m = await messages();
    const { page: tab, problems, close } = await openPage(system.browser);
    try {
      await tab.goto(`${system.baseURL}/`);
      await waitForHydration(tab, 'main h1');
      const row = tab.locator('main .game-row').first();
      const list = row.locator('.game-row__list');
      await list.locator('.game-tile').nth(10).waitFor({ state: 'attached' });
      const previous = row.getByRole('button', { name: m['games.row.previous'] });
      const next = row.getByRole('button', { name: m['games.row.next'] });
      await next.waitFor();
      const disabled = async (button) => (await button.getAttribute('aria-disabled')) === 'true';
      await tab.waitForFunction(
        () => document.querySelector('main .game-row .game-row__arrow:last-child')?.getAttribute('aria-disabled') === 'false',
      );
      assert.equal(await disabled(previous), true, 'previous disabled at the start');
      const width = await list.evaluate((el) => el.clientWidth);
      await next.focus();
      await tab.keyboard.press('Enter');
      await tab.waitForFunction((el) => el.scrollLeft > 0, await list.elementHandle());
      await tab.waitForTimeout(700);
      const scrolled = await list.evaluate((el) => el.scrollLeft);
      assert.ok(scrolled > width * 0.6 && scrolled <= width * 1.1, `one page further (${scrolled} of ${width})`);
      assert.equal(await disabled(previous), false, 'previous enabled once scrolled');
      assert.equal(
        await tab.evaluate(() => document.activeElement?.classList.contains('game-row__arrow')),
        true,
        'the focus stays',
      );
      await screenshot(tab, 'lobby-browse-row-arrows-desktop');
      for (let step = 0; step < 10 && !(await disabled(next)); step++) {
        await tab.keyboard.press('Enter');
        await tab.waitForTimeout(600);
      }
      assert.equal(await disabled(next), true, 'next disabled at the end');
      const end = await list.evaluate((el) => el.scrollLeft);
      // aria-disabled: Playwright would wait for it to be enabled, so the click is forced.
      await next.click({ force: true });
      await tab.waitForTimeout(300);
      assert.equal(await list.evaluate((el) => el.scrollLeft), end, 'a disabled arrow does nothing');
      const atEnd = await list.evaluate((el) => Math.abs(el.scrollWidth - el.clientWidth - el.scrollLeft) <= 2);
      assert.ok(atEnd, 'the row is at its end');
      // Back to the start with the previous button, by mouse.
      for (let step = 0; step < 10 && !(await disabled(previous)); step++) {
        await previous.click();
        await tab.waitForTimeout(600);
      }
      assert.equal(await list.evaluate((el) => el.scrollLeft), 0, 'back at the start');
      await assertNoSeriousAxe(tab, 'main .game-row');
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest('GAME-20: on a touch phone the lobby rows show no arrows (swipe instead)', async () => {
  const context = await system.browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
  try {
    const tab = await context.newPage();
    await tab.goto(`${system.baseURL}/`);
    await waitForHydration(tab, 'main h1');
    const row = tab.locator('main .game-row').first();
    await row.locator('.game-tile').first().waitFor();
    assert.equal(await row.locator('.game-row__arrow').count(), 2, 'the buttons are in the page');
    assert.equal(await row.locator('.game-row__arrow:visible').count(), 0, 'and hidden on touch');
  } finally {
    await context.close();
  }
});
