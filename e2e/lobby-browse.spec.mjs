// Browsing the catalogue: the infinite list after a fling to the footer, search beyond its first
// page, the search popup's keyboard behaviour, the provider index and the lobby rows' arrows.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  LOCALES,
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  findTags,
  localeHome,
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
const searchTotal = async (title) => {
  const response = await fetch(`${system.baseURL}/api/games_filter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ device: 'desktop', filter: { title }, page: 1, page_size: 40 }),
  });
  assert.equal(response.status, 200);
  return (await response.json()).pagination.total_count;
};
const messages = (locale = 'en') => getJson(`/messages/${locale}.json`);
/** How many cells the main grid holds (loaded so far), mounted or not. */
const loadedCells = async (tab) =>
  Number(await tab.locator('main .game-grid > li[aria-setsize]').first().getAttribute('aria-setsize'));

browserTest('GAME-21 GAME-09: a fling to the footer, past the end of the list, still loads the next pages (phone)', async () => {
  const { page: tab, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone });
  try {
    await tab.goto(`${system.baseURL}/pokies/all`);
    await waitForHydration(tab, 'main h1');
    assert.equal(await loadedCells(tab), 41, 'the first page of 40 and the random-game card');
    // One jump to the very bottom: the list's end goes from below the viewport to above it
    // without ever crossing it.
    const endTop = await tab.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.querySelector('main .game-grid__more').getBoundingClientRect().bottom;
    });
    assert.ok(endTop < 0, `the "more" button is above the viewport after the fling (${endTop})`);
    await tab.waitForFunction(
      () => Number(document.querySelector('main .game-grid > li[aria-setsize]')?.getAttribute('aria-setsize')) >= 121,
      null,
      { timeout: 15_000 },
    );
    await screenshot(tab, 'lobby-browse-fling-phone');
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});

/** A title word whose search finds more than one page of games. */
async function wordWithManyResults() {
  for (const word of ['golden', 'gold', 'fire', 'book', 'fruit', 'wild', 'king', 'lucky', 'magic', 'star', 'hot', 'mega']) {
    const total = await searchTotal(word);
    if (total > 40 && total <= 200) return { word, total };
  }
  return null;
}

browserTest(
  'GAME-22 GAME-23 GAME-08: a search finding more than 40 games says the true count and loads the rest (desktop)',
  async () => {
    const m = await messages();
    const found = await wordWithManyResults();
    assert.ok(found, 'a word with more than one page of results');
    const { page: tab, problems, close } = await openPage(system.browser);
    try {
      await tab.goto(`${system.baseURL}/?popup=search`);
      const dialog = tab.getByRole('dialog');
      const input = dialog.getByLabel(m['shell.search.label']);
      await input.waitFor();
      await input.pressSequentially(found.word, { delay: 30 });
      const results = dialog.getByRole('list', { name: m['games.search.results'] });
      await results.waitFor();
      const expected = m['games.search.found'].replace('{{count}}', String(found.total));
      await dialog.getByText(expected, { exact: true }).first().waitFor();
      assert.equal(await results.locator('.game-tile').count(), 40, 'the first page');
      // The rest loads as the player scrolls the results, page by page.
      for (let step = 0; step < 20 && (await results.locator('.game-tile').count()) < found.total; step++) {
        await results.locator('.game-tile').last().scrollIntoViewIfNeeded();
        await tab.waitForTimeout(300);
      }
      assert.equal(await results.locator('.game-tile').count(), found.total, 'every game found is shown');
      assert.equal(await dialog.getByRole('button', { name: m['games.list.more'] }).count(), 0, 'nothing more to load');
      await screenshot(tab, 'lobby-browse-search-desktop');
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest(
  'GAME-22 GAME-25: the search popup opens with the focus in its field and one Escape closes it (desktop)',
  async () => {
    const m = await messages();
    const { page: tab, problems, close } = await openPage(system.browser);
    try {
      await tab.goto(`${system.baseURL}/`);
      await waitForHydration(tab, 'main h1');
      const opener = tab.locator('header').getByRole('button', { name: m['shell.search'], exact: true });
      await opener.click();
      const dialog = tab.getByRole('dialog');
      const input = dialog.getByLabel(m['shell.search.label']);
      await input.waitFor();
      await tab.waitForFunction(() => document.activeElement?.getAttribute('type') === 'search');
      await tab.keyboard.type('roulette');
      assert.equal(await input.inputValue(), 'roulette', 'typing goes to the field');
      await tab.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(new URL(tab.url()).searchParams.get('popup'), null, 'the popup left the URL');
      assert.equal(
        await tab.evaluate(() => document.activeElement?.getAttribute('aria-label')),
        m['shell.search'],
        'the focus is back on the search button',
      );
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

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
  assert.equal(localeHome('en'), '/');
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
      assert.equal(await previous.isDisabled(), true, 'previous disabled at the start');
      assert.equal(await next.isDisabled(), false);
      const width = await list.evaluate((el) => el.clientWidth);
      await next.focus();
      await tab.keyboard.press('Enter');
      await tab.waitForFunction((el) => el.scrollLeft > 0, await list.elementHandle());
      await tab.waitForTimeout(700);
      const scrolled = await list.evaluate((el) => el.scrollLeft);
      assert.ok(scrolled > width * 0.6 && scrolled <= width + 1, `one page further (${scrolled} of ${width})`);
      assert.equal(await previous.isDisabled(), false, 'previous enabled once scrolled');
      await screenshot(tab, 'lobby-browse-row-arrows-desktop');
      for (let step = 0; step < 10 && !(await next.isDisabled()); step++) {
        await next.click();
        await tab.waitForTimeout(600);
      }
      assert.equal(await next.isDisabled(), true, 'next disabled at the end');
      const atEnd = await list.evaluate((el) => Math.abs(el.scrollWidth - el.clientWidth - el.scrollLeft) <= 2);
      assert.ok(atEnd, 'the row is at its end');
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
