// Browsing the catalogue: the infinite list after a fling to the footer, search beyond its first
// page and the search popup's keyboard behaviour (the provider index and row arrows: lobby-providers.spec.mjs).
import assert from 'node:assert/strict';
import { VIEWPORTS, browserTest, openPage, screenshot, useSystem, waitForHydration } from './helpers.mjs';

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
    // One jump to the very bottom, twice: each time the list's end goes from below the viewport
    // to above it without ever crossing it, and the next page loads.
    for (const expected of [81, 121]) {
      const endBottom = await tab.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.querySelector('main .game-grid__more').getBoundingClientRect().bottom;
      });
      assert.ok(endBottom < 0, `the "more" button is above the viewport after the fling (${endBottom})`);
      await tab.waitForFunction(
        (size) => Number(document.querySelector('main .game-grid > li[aria-setsize]')?.getAttribute('aria-setsize')) >= size,
        expected,
        { timeout: 30_000 },
      );
      // The new games fill the place the footer was: the player sees tiles, not an empty page.
      await tab.waitForFunction(() =>
        [...document.querySelectorAll('main .game-grid article.game-tile')].some((tile) => {
          const box = tile.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        }),
      );
    }
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
      const expected = m[found.total === 1 ? 'games.search.found_one' : 'games.search.found_other'].replace(
        '{{count}}',
        String(found.total),
      );
      await dialog.getByText(expected, { exact: true }).first().waitFor();
      assert.equal(await results.locator('.game-tile').count(), 40, 'the first page');
      // The rest loads as the player scrolls the results, page by page.
      // Scrolled inside the page in one step: the list re-renders as a page arrives, so a tile
      // located first and scrolled to after may be gone by then.
      const tiles = results.locator('.game-tile');
      for (let shown = await tiles.count(); shown < found.total; shown = await tiles.count()) {
        await results.evaluate((list) => [...list.querySelectorAll('.game-tile')].at(-1)?.scrollIntoView({ block: 'end' }));
        await tiles.nth(shown).waitFor({ timeout: 15_000 });
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
