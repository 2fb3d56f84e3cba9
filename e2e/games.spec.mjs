// The game catalogue as a player meets it: lobby rows, category and provider pages rendered on
// the server, infinite scroll, search in its popup and favourites (axe: games-accessibility.spec.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  VIEWPORTS,
  attributes,
  browserTest,
  findTags,
  headLinks,
  openPage,
  screenshot,
  useSystem,
  submitRegistration,
  waitForHydration,
} from './helpers.mjs';

const system = useSystem();
const PASSWORD = 'Games-Pass-2026!';

const getJson = async (path) => {
  const response = await fetch(`${system.baseURL}${path}`);
  assert.equal(response.status, 200, `GET ${path}`);
  return response.json();
};
const postJson = async (path, body) => {
  const response = await fetch(`${system.baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 200, `POST ${path}`);
  return response.json();
};
const messages = () => getJson('/messages/en.json');
const mainOf = (html) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
/** The server-rendered cells of a main's first game grid: 'game', 'random' or 'cashback'. */
const cellsOf = (main) =>
  [
    ...main.matchAll(
      /<li class="game-grid__cell"[^>]*>\s*<(?:article|div) class="(game-tile|game-card game-card--(?:random|cashback))/g,
    ),
  ].map((m) => (m[1] === 'game-tile' ? 'game' : m[1].replace('game-card game-card--', '')));

/**
 * How many cells a game grid holds (games and cards loaded so far), mounted or not: a windowed
 * grid mounts only the rows near the viewport and tells assistive technology the list's size.
 */
const loadedCells = async (tab) =>
  Number(await tab.locator('main .game-grid > li[aria-setsize]').first().getAttribute('aria-setsize'));

/** The tile of the game titled `title`, scrolling down the windowed grid until it is mounted. */
async function scrollToTile(tab, title) {
  const tile = tab.locator('main').getByRole('article', { name: title, exact: true }).first();
  for (let step = 0; step < 60 && (await tile.count()) === 0; step++) {
    await tab.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
    await tab.waitForTimeout(50);
  }
  await tile.scrollIntoViewIfNeeded();
  return tile;
}

async function page(path, expected = 200) {
  const response = await fetch(`${system.baseURL}${path}`);
  assert.equal(response.status, expected, `GET ${path}`);
  return response.text();
}

test('GAME-01 GAME-13 GAME-20 CONST-37: the lobby is rendered on the server with category rows of at most 15 tiles and "see all" links', async () => {
  const m = await messages();
  const main = mainOf(await page('/'));
  const rows = [...main.matchAll(/<section class="game-row"[\s\S]*?<\/section>/g)].map((r) => r[0]);
  assert.ok(rows.length >= 4, `at least 4 rows, got ${rows.length}`);
  for (const [index, row] of rows.entries()) {
    const tiles = row.match(/<article class="game-tile/g) ?? [];
    // The first three rows come with the page; the others load as they come near (skeletons until then).
    if (index < 3) assert.ok(tiles.length > 0 && tiles.length <= 15, `row ${index} has 1..15 tiles, got ${tiles.length}`);
    else assert.match(row, /game-tile--skeleton/, `row ${index} waits with skeletons`);
    const seeAll = findTags(row, 'a').find((a) => a.text.startsWith(m['games.row.see_all']));
    assert.ok(seeAll, 'a see-all link');
    assert.match(attributes(seeAll.attrs).href, /^\/(categories\/[a-z-]+|pokies\/all|live\/all)$/);
  }
  const images = [...main.matchAll(/<img\s([^>]*)>/g)].map((i) => attributes(i[1]));
  const tileImages = images.filter((i) => i.src && !i.src.startsWith('data:'));
  assert.ok(tileImages.length > 20, 'three rows of images');
  for (const image of tileImages) {
    assert.match(image.width ?? '', /^\d+$/, 'width set');
    assert.match(image.height ?? '', /^\d+$/, 'height set');
  }
  assert.equal(tileImages[0].loading, 'eager', 'the first row loads at once');
  assert.equal(tileImages.at(-1).loading, 'lazy', 'later rows load lazily');
  // A tile names its game, its provider and its badges.
  const first = main.slice(main.indexOf('<article class="game-tile'));
  assert.match(first, /game-tile__title">[^<]+</);
  assert.match(first, /game-tile__provider">[^<]+</);
});

test('GAME-12 API-015: the header navigation and the lobby category links are the items of menu-categories-games', async () => {
  const m = await messages();
  const { items } = await getJson('/api/fe/config/menu-categories-games');
  assert.ok(items.length > 3, 'the config lists categories');
  const html = await page('/');
  const linksIn = (fragment) => findTags(fragment, 'a').map((a) => ({ href: attributes(a.attrs).href, text: a.text.trim() }));
  const expected = items.map((item) => ({ href: item.path, text: m[item.title_key] }));
  const nav = html.slice(
    html.indexOf('<nav class="header__nav"'),
    html.indexOf('</nav>', html.indexOf('<nav class="header__nav"')),
  );
  assert.deepEqual(linksIn(nav).slice(0, items.length), expected, 'the header navigation starts with the menu items');
  const main = mainOf(html);
  const categories = main.slice(
    main.indexOf('<section class="categories"'),
    main.indexOf('</section>', main.indexOf('<section class="categories"')),
  );
  assert.deepEqual(
    linksIn(categories),
    expected.filter((item) => item.href !== '/'),
    'the lobby links every menu category but the lobby itself',
  );
});

test('GAME-02 GAME-04 GAME-18 GAME-19 CONST-03 CONST-49: category pages render their first 40 games with the random-game and cashback cards', async () => {
  const m = await messages();
  const collections = await getJson('/api/games/collections?l=en');
  const titleOf = (slug) => collections.find((c) => c.slug === slug)?.title;

  const pokies = mainOf(await page('/pokies/all'));
  assert.equal(findTags(pokies, 'h1')[0]?.text, titleOf('pokies'));
  const pokiesCells = cellsOf(pokies);
  assert.equal(pokiesCells.filter((c) => c === 'game').length, 40, 'page size 40');
  assert.equal(pokiesCells.indexOf('random'), 10, 'random card after position 10');

  const liveMain = mainOf(await page('/live/all'));
  const live = cellsOf(liveMain);
  assert.equal(live[0], 'cashback', 'the live category starts with the cashback card');
  assert.equal(live.indexOf('random'), 11, 'then the random card after 10 games');
  // The cashback card leads to a page that exists.
  const cashbackHref = liveMain.match(/game-card--cashback[\s\S]*?<a [^>]*href="([^"]+)"/)?.[1];
  assert.ok(cashbackHref, 'the cashback card has a link');
  await page(cashbackHref);

  // Under /live a category lists its live-dealer games only (the seed names them "Live ..."), under /pokies none of them.
  const titlesOf = (main) => [...main.matchAll(/game-tile__title">([^<]+)</g)].map((x) => x[1]);
  const liveRoulette = titlesOf(mainOf(await page('/live/roulette')));
  assert.ok(liveRoulette.length > 0, 'live roulettes');
  assert.deepEqual(
    liveRoulette.filter((t) => !t.startsWith('Live ')),
    [],
    '/live/roulette lists live games only',
  );
  const rngRoulette = titlesOf(mainOf(await page('/pokies/roulette')));
  assert.ok(rngRoulette.length > 0, 'table roulettes');
  assert.deepEqual(
    rngRoulette.filter((t) => t.startsWith('Live ')),
    [],
    '/pokies/roulette lists no live game',
  );

  for (const slug of ['new', 'top']) {
    const cells = cellsOf(mainOf(await page(`/categories/${slug}`)));
    assert.equal(cells.at(-1), 'random', `${slug}: the random card goes at the end`);
  }

  for (const path of ['/slots', '/categories/all']) {
    assert.equal(findTags(mainOf(await page(path)), 'h1')[0]?.text, m['games.main.title'], path);
  }
  const html = await page('/categories/megaways');
  const canonical = headLinks(html).find((l) => l.rel === 'canonical');
  assert.match(canonical?.href ?? '', /\/categories\/megaways$/, 'canonical link');
  assert.match(findTags(html, 'title')[0]?.text ?? '', new RegExp(titleOf('megaways')));

  await page('/de/pokies/all');
  await page('/categories/no-such-category', 404);
  await page('/pokies/no-such-category', 404);
  await page('/producers/no-such-studio', 404);
  await page('/producers/no-such-studio/2', 404);
});

browserTest(
  'GAME-02 GAME-07: a provider page lists that provider only, and /producers/{slug}/{page} starts at that page',
  async () => {
    const providers = await getJson('/api/games/providers');
    const provider = providers.filter((p) => p.games_count > 40).sort((a, b) => b.games_count - a.games_count)[0];
    assert.ok(provider, 'a provider with more than one page');
    const { page: tab, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone });
    try {
      await tab.goto(`${system.baseURL}/producers/${provider.slug}`);
      await waitForHydration(tab, 'main h1');
      assert.equal(await tab.locator('main h1').textContent(), provider.title);
      assert.equal(await loadedCells(tab), 41, 'the first page of 40 and the random-game card');
      const providerNames = await tab.locator('main .game-grid .game-tile__provider').allTextContents();
      assert.deepEqual([...new Set(providerNames)], [provider.title]);
      const firstTitles = await tab.locator('main .game-grid .game-tile__title').allTextContents();
      await screenshot(tab, 'games-provider-phone');

      await tab.goto(`${system.baseURL}/producers/${provider.slug}/2`);
      await waitForHydration(tab, 'main h1');
      const secondTitles = await tab.locator('main .game-grid .game-tile__title').allTextContents();
      assert.ok(secondTitles.length > 0, 'page 2 has games');
      assert.ok(
        secondTitles.some((t) => !firstTitles.includes(t)),
        'page 2 shows other games',
      );
      assert.deepEqual(
        [...new Set(await tab.locator('main .game-grid .game-tile__provider').allTextContents())],
        [provider.title],
      );
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest(
  'GAME-09 GAME-21 CONST-30: scrolling near the end of a category loads its next page (500 px early), skeletons meanwhile',
  async () => {
    const { page: tab, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone });
    try {
      await tab.goto(`${system.baseURL}/pokies/all`);
      await waitForHydration(tab, 'main h1');
      assert.equal(await loadedCells(tab), 41, 'the first page of 40 and the random-game card');
      const nextPage = tab.waitForRequest(
        (r) => r.url().endsWith('/api/games_filter') && JSON.parse(r.postData() ?? '{}').page === 2,
      );
      // Page 2 answers slowly, so the skeletons can be seen.
      await tab.route('**/api/games_filter', async (route) => {
        if (JSON.parse(route.request().postData() ?? '{}').page === 2) await new Promise((r) => setTimeout(r, 800));
        await route.continue();
      });
      // The end of the list (the "more" button) 400 px below the viewport: close enough to load.
      await tab.evaluate(() => {
        const end = document.querySelector('main .game-grid__more').getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, end - window.innerHeight - 400);
      });
      await nextPage;
      await tab.locator('main .game-tile--skeleton').first().waitFor({ state: 'attached' });
      await tab.waitForFunction(() => document.querySelector('main .game-grid > li')?.getAttribute('aria-setsize') === '81');
      assert.equal(await tab.locator('main .game-tile--skeleton').count(), 0, 'skeletons gone');
      // The page stays where the player is: the next page waits until the end comes near again.
      await tab.waitForTimeout(1000);
      assert.equal(await loadedCells(tab), 81, 'one page per approach to the end');
      await screenshot(tab, 'games-category-scrolled-phone');
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest(
  'GAME-09 GAME-21 CONST-03 CONST-30: a long category is windowed: hundreds of games loaded, a bounded number of tiles mounted, the first ones back on scrolling up',
  async (t) => {
    const { page: tab, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone });
    try {
      await tab.goto(`${system.baseURL}/pokies/all`);
      await waitForHydration(tab, 'main h1');
      const tiles = tab.locator('main .game-grid article.game-tile');
      const firstTitles = await tab
        .locator('main .game-grid .game-tile__title')
        .evaluateAll((els) => els.slice(0, 4).map((el) => el.textContent));
      // A tile focused from the keyboard stays mounted (and focused) however far the list scrolls away.
      const firstPlay = tab.locator('main .game-grid .game-tile__play').first();
      await firstPlay.focus();
      const focusedLabel = await firstPlay.getAttribute('aria-label');
      const mounted = [];
      let loaded = await loadedCells(tab);
      while (loaded < 400) {
        // To the end of the list: the next page loads within 500 px of it (one page per approach).
        await tab.evaluate(() => document.querySelector('main .game-grid__more').scrollIntoView({ block: 'end' }));
        await tab.waitForFunction(
          (before) => Number(document.querySelector('main .game-grid > li[aria-setsize]')?.getAttribute('aria-setsize')) > before,
          loaded,
          { timeout: 15_000 },
        );
        loaded = await loadedCells(tab);
        mounted.push(await tab.locator('main .game-grid > li').count());
      }
      assert.ok(loaded >= 400, `hundreds of games loaded: ${loaded}`);
      t.diagnostic(`cells loaded ${loaded}; mounted after each page: ${mounted.join(', ')}`);
      assert.ok(Math.max(...mounted) < 150, `at most 150 cells mounted, got ${mounted.join(', ')}`);
      assert.ok((await tiles.count()) > 0, 'the tiles at the end are shown');
      const inView = await tab.evaluate(
        () =>
          [...document.querySelectorAll('main .game-grid article.game-tile')].filter((tile) => {
            const box = tile.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          }).length,
      );
      assert.ok(inView > 0, 'tiles are in view at the end');
      assert.equal(
        await tab.evaluate(() => document.activeElement?.getAttribute('aria-label')),
        focusedLabel,
        'the focused tile stayed mounted and focused',
      );
      await screenshot(tab, 'games-category-windowed-phone', { fullPage: false });

      // Back to the top: the first tiles are there again, in the same order, in view.
      await tab.evaluate(() => window.scrollTo(0, 0));
      await tab.waitForFunction(
        (expected) =>
          [...document.querySelectorAll('main .game-grid .game-tile__title')]
            .slice(0, expected.length)
            .map((el) => el.textContent)
            .join('\n') === expected.join('\n'),
        firstTitles,
        { timeout: 5_000 },
      );
      const first = await tiles.first().boundingBox();
      assert.ok(first && first.y >= 0 && first.y < VIEWPORTS.phone.height, 'the first tile is in view');
      assert.ok((await tab.locator('main .game-grid > li').count()) < 150, 'still a bounded number mounted');
      // Tab order follows the list: from the focused first tile to the tiles after it.
      await firstPlay.focus();
      await tab.keyboard.press('Tab');
      const next = await tab.evaluate(() => document.activeElement?.closest('li')?.getAttribute('aria-posinset'));
      assert.ok(Number(next) >= 1 && Number(next) <= 3, `the next tab stop is in the first cells (${next})`);
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest(
  'GAME-22 GAME-23 GAME-24 GAME-25 CONST-38: search runs 300 ms after typing 3+ characters; 2 characters show the recommended games',
  async () => {
    const m = await messages();
    const { data } = await postJson('/api/games_filter', { device: 'desktop', page: 1, page_size: 40 });
    const word = data.map((g) => g.title.split(/\s+/)[0]).find((w) => /^[A-Za-z]{4,}$/.test(w));
    assert.ok(word, 'a game title with a plain first word');
    const { page: tab, problems, close } = await openPage(system.browser);
    try {
      const searches = [];
      tab.on('request', (r) => {
        if (!r.url().endsWith('/api/games_filter')) return;
        const body = JSON.parse(r.postData() ?? '{}');
        if (body.filter?.title !== undefined) searches.push(body.filter.title);
      });
      await tab.goto(`${system.baseURL}/?popup=search`);
      const dialog = tab.getByRole('dialog');
      const input = dialog.getByLabel(m['shell.search.label']);
      await input.waitFor();
      await dialog.getByRole('heading', { name: m['games.search.recommended'] }).waitFor();
      await input.pressSequentially(word.slice(0, 2).toLowerCase(), { delay: 40 });
      await tab.waitForTimeout(700);
      assert.deepEqual(searches, [], 'a 2-letter query sends no request');
      assert.equal(await dialog.getByRole('button', { name: m['games.search.clear'] }).count(), 0, 'no clear button yet');

      await input.pressSequentially(word.slice(2).toLowerCase(), { delay: 40 });
      await dialog.getByRole('list', { name: m['games.search.results'] }).waitFor();
      assert.deepEqual(searches, [word.toLowerCase()], 'one request, for the whole word, after the typing stopped');
      const found = await dialog.locator('.game-tile__title').allTextContents();
      assert.ok(
        found.some((t) => t.toLowerCase().includes(word.toLowerCase())),
        `a result holds ${word}`,
      );
      assert.match((await dialog.getByRole('status').textContent()) ?? '', /\d/, 'the count is announced');
      await screenshot(tab, 'games-search-desktop');

      await dialog.getByRole('button', { name: m['games.search.clear'] }).click();
      assert.equal(await input.inputValue(), '');
      await dialog.getByRole('heading', { name: m['games.search.recommended'] }).waitFor();

      await input.pressSequentially('qqxzjvwk', { delay: 20 });
      await dialog.getByText(m['games.search.empty']).first().waitFor();
      assert.equal(await dialog.locator('.game-tile').count(), 0);
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest(
  'GAME-14 GAME-16 GAME-17: a guest is sent to registration; a player toggles a favourite and finds it on /favorite-games',
  async () => {
    const m = await messages();
    const { page: tab, problems, close } = await openPage(system.browser, { expectedStatuses: [422] });
    try {
      await tab.goto(`${system.baseURL}/pokies/all`);
      await waitForHydration(tab, 'main h1');
      const play = tab.locator('main .game-tile__play').first();
      const href = await play.getAttribute('href');
      const target = new URL(href, system.baseURL);
      assert.equal(target.pathname, '/registration');
      assert.match(target.searchParams.get('redirect') ?? '', /^\/play\/[^/]+\/[^/?]+\?mode=real$/);
      assert.equal(await tab.locator('main .game-tile__favourite').count(), 0, 'no favourite toggle for guests');

      await tab.goto(`${system.baseURL}/favorite-games`);
      await tab.waitForURL((url) => url.pathname === '/registration');
      assert.equal(new URL(tab.url()).searchParams.get('redirect'), '/favorite-games');
      await submitRegistration(tab, m, `games-${Date.now()}@example.com`, PASSWORD);
      // Where registration lands is the sign-up flow's business (AUTH-05); then the page opens for the player.
      await tab.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });
      await tab.goto(`${system.baseURL}/favorite-games`);
      assert.equal(new URL(tab.url()).pathname, '/favorite-games');
      await tab.getByText(m['games.favourites.empty']).waitFor();

      await tab.goto(`${system.baseURL}/pokies/all`);
      await waitForHydration(tab, 'main h1');
      const tile = tab.locator('main article.game-tile').nth(2);
      const title = await tile.locator('.game-tile__title').textContent();
      const heart = tile.locator('.game-tile__favourite');
      assert.equal(await heart.getAttribute('aria-pressed'), 'false');
      // The PUT is held until released, so the pending state can be seen.
      let release;
      const held = new Promise((resolve) => (release = resolve));
      let puts = 0;
      await tab.route('**/api/player/favorite_games/*', async (route) => {
        if (route.request().method() === 'PUT') {
          puts += 1;
          await held;
        }
        await route.continue();
      });
      const put = tab.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/player/favorite_games/'));
      await heart.click();
      // The heart flips on the click (optimistic) and is blocked while its request is pending.
      await tile.locator('.game-tile__favourite[aria-pressed="true"][aria-busy="true"]').waitFor({ timeout: 2_000 });
      assert.equal(await heart.isDisabled(), true, 'disabled while pending');
      await heart.dispatchEvent('click');
      await heart.click({ force: true });
      assert.equal(await heart.getAttribute('aria-pressed'), 'true', 'a click while pending changes nothing');
      release();
      assert.ok((await put).ok());
      await tile.locator('.game-tile__favourite[aria-pressed="true"]:not([disabled])').waitFor({ timeout: 5_000 });
      assert.equal(puts, 1, 'one request for the clicks made while pending');
      await tab.unroute('**/api/player/favorite_games/*');
      await tab.goto(`${system.baseURL}/favorite-games`);
      await tab
        .locator('main .game-tile__title', { hasText: title ?? '' })
        .first()
        .waitFor();
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest(
  'GAME-15: a signed-in fiat player sees a game without a launch id for the wallet currency locked, and one with it playable',
  async () => {
    const m = await messages();
    const { page: tab, problems, close } = await openPage(system.browser, { expectedStatuses: [422] });
    try {
      await tab.goto(`${system.baseURL}/registration`);
      await submitRegistration(tab, m, `locked-${Date.now()}@example.com`, PASSWORD);
      await tab.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });
      // The player plays in EUR (a fiat currency some studios are not licensed for in the seed).
      const currency = await tab.evaluate(async () => {
        const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
        await fetch('/api/player/accounts', { method: 'POST', headers, body: JSON.stringify({ currency: 'EUR' }) });
        const accounts = await (await fetch('/api/player/accounts', { headers })).json();
        return accounts.find((account) => account.active)?.currency;
      });
      assert.equal(currency, 'EUR', 'the active wallet is in EUR');

      // A studio's page (40 games a page, as the web app reads it) holding a game without EUR and one with it.
      const providers = await getJson('/api/games/providers');
      let found = null;
      for (const provider of providers.filter((p) => p.games_count > 0)) {
        for (let number = 1; !found; number++) {
          const { data, pagination } = await postJson('/api/games_filter', {
            device: 'desktop',
            filter: { providers: [provider.slug] },
            page: number,
            page_size: 40,
          });
          const locked = data.find((g) => !Object.hasOwn(g.currencies, currency));
          const open = data.find((g) => Object.hasOwn(g.currencies, currency));
          if (locked && open) found = { provider, number, locked, open };
          if (!pagination.next_page) break;
        }
        if (found) break;
      }
      assert.ok(found, `a seeded game without ${currency}`);
      const { provider, number, locked, open } = found;

      await tab.goto(`${system.baseURL}/producers/${provider.slug}/${number}`);
      await waitForHydration(tab, 'main h1');
      const lockedTile = await scrollToTile(tab, locked.title);
      await lockedTile.locator('.game-tile__locked').waitFor();
      assert.equal(
        (await lockedTile.locator('.game-tile__locked').textContent())?.trim(),
        m['games.tile.currency_not_supported'],
      );
      assert.equal(await lockedTile.locator('.game-tile__play').count(), 0, 'no play button on the locked tile');
      assert.equal(
        await lockedTile
          .getByRole('link', { name: m['games.tile.play_title'].replace('{{title}}', locked.title), exact: true })
          .count(),
        0,
      );

      await tab.evaluate(() => window.scrollTo(0, 0));
      const openTile = await scrollToTile(tab, open.title);
      await openTile.locator('.game-tile__play').waitFor();
      assert.equal(await openTile.locator('.game-tile__locked').count(), 0, 'a game with EUR is not locked');
      assert.match((await openTile.locator('.game-tile__play').getAttribute('href')) ?? '', /^\/play\/[^/]+\/[^/?]+\?mode=real$/);

      // Real play of the locked game by its address is refused with the same text, no game frame.
      await tab.goto(
        `${system.baseURL}/play/${encodeURIComponent(locked.provider)}/${encodeURIComponent(locked.slug)}?mode=real`,
      );
      await waitForHydration(tab, 'main h1');
      await tab.getByRole('alert').filter({ hasText: m['games.tile.currency_not_supported'] }).waitFor();
      assert.equal(await tab.locator('iframe.play-stage__frame').count(), 0, 'no game is started');
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest('GAME-26 API-060: a failed search is logged as LOAD_FOUND_GAMES_ERROR and shows nothing', async () => {
  const m = await messages();
  const { page: tab, problems, close } = await openPage(system.browser, { expectedStatuses: [500] });
  try {
    const logged = [];
    await tab.route('**/log', async (route) => {
      logged.push(JSON.parse(route.request().postData() ?? '{}').code);
      await route.fulfill({ status: 204 });
    });
    // Title searches fail; the recommended games (no title) load as usual.
    await tab.route('**/api/games_filter', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}');
      if (body.filter?.title === undefined) return route.continue();
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' });
    });
    await tab.goto(`${system.baseURL}/?popup=search`);
    const dialog = tab.getByRole('dialog');
    const input = dialog.getByLabel(m['shell.search.label']);
    await input.waitFor();
    await dialog.getByRole('heading', { name: m['games.search.recommended'] }).waitFor();
    const failed = tab.waitForResponse((r) => r.url().endsWith('/api/games_filter') && r.status() === 500);
    const warned = tab.waitForEvent('console', {
      predicate: (message) => message.type() === 'warning' && message.text().includes('"code":"LOAD_FOUND_GAMES_ERROR"'),
    });
    await input.pressSequentially('golden', { delay: 30 });
    await failed;
    await warned;
    // The popup leaves the recommended games and shows no result, not even the empty-list text.
    await dialog.getByRole('heading', { name: m['games.search.recommended'] }).waitFor({ state: 'detached' });
    assert.equal(await dialog.locator('.game-tile').count(), 0, 'no tiles');
    assert.equal(await dialog.getByText(m['games.search.empty']).count(), 0, 'not the empty-list text either');
    assert.equal(await dialog.getByRole('heading', { name: m['games.search.recommended'] }).count(), 0);
    assert.equal(await dialog.getByRole('list', { name: m['games.search.results'] }).count(), 0);
    assert.ok(logged.includes('LOAD_FOUND_GAMES_ERROR'), `sent to /log: ${JSON.stringify(logged)}`);
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});
