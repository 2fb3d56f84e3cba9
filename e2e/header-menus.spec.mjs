// The desktop header as a player meets it: a signed-in player reaches the profile, favourites,
// limits, cashbox, notifications and sign-out from an account menu that works with the keyboard;
// the main navigation never cuts an item off (what does not fit is in a "More" menu, from
// 1024 px up, in long languages too) and the language select shows the language's whole name;
// the cookie banner never covers a game's Spin button on a phone.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  eventually,
  findDemoGame,
  gameFrame,
  localeHome,
  openPage,
  submitRegistration,
  useSystem,
  waitForHydration,
  screenshot as shot,
} from './helpers.mjs';

const PASSWORD = 'Header-Menus-2026!';
const DESKTOPS = { desktop: VIEWPORTS.desktop, 'small desktop': { width: 1024, height: 768 } };
const LOCALES = ['en', 'fr-CA', 'de'];

const system = useSystem();
/** The message catalogues by locale. */
const messages = {};
/** The session cookies of a player signed up once, shared by the tests that do not sign out. */
let playerCookies;
let slotPath;
let registrations = 0;

/** A Canadian address of its own for each sign-up, so the per-address registration limit never applies. */
const nextAddress = () => `99.224.${Math.floor(Math.random() * 200) + 1}.${++registrations}`;

/** A new player signed up through the form; returns the opened page (signed in, on the main page). */
async function newPlayer(viewport) {
  const opened = await openPage(system.browser, { viewport });
  await opened.context.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
  await opened.page.goto(`${system.baseURL}/registration`);
  await submitRegistration(opened.page, messages.en, `header-${Date.now()}-${registrations}@example.com`, PASSWORD);
  await opened.page.waitForURL(`${system.baseURL}/`, { timeout: 30_000 });
  return opened;
}

before(async () => {
  await system.ready();
  for (const locale of LOCALES) messages[locale] = await (await fetch(`${system.baseURL}/messages/${locale}.json`)).json();
  slotPath = await findDemoGame(system.baseURL, 'slot-lines');
  const { context, close } = await newPlayer(VIEWPORTS.desktop);
  playerCookies = await context.cookies();
  await close();
});

/** The screen as the player sees it (not the whole page); see screenshot in helpers.mjs. */
const screenshot = (page, name) => shot(page, name, { fullPage: false });

const text = (locale, key) => messages[locale][key] ?? messages.en[key];

/** The shared player's page at `path` in `locale`, hydrated; `prepare` runs on the page before it loads. */
async function signedIn(viewport, locale, path = '', prepare = async () => {}) {
  const opened = await openPage(system.browser, { viewport });
  await opened.context.addCookies(playerCookies);
  await prepare(opened.page);
  // Every layout shift of an element inside the header, from the first paint on.
  await opened.page.addInitScript(() => {
    window.__headerShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.sources.some((source) => source.node?.closest?.('header'))) window.__headerShifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await opened.page.goto(`${system.baseURL}${locale === 'en' ? path || '/' : `/${locale}${path}`}`);
  await waitForHydration(opened.page, 'header');
  return opened;
}

/** The accessible name (or text) of the focused element. */
const focused = (page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
  });

/** Presses Tab from the top of the page until `name` has focus; the number of presses, or null. */
async function tabTo(page, name, limit = 40) {
  await page.evaluate(() => document.body.focus());
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)) === name) return presses;
  }
  return null;
}

/**
 * What a player sees of the main navigation: each item's text and whether it shows whole inside
 * the header's navigation strip, and the More button.
 */
function readNavigation(page) {
  return page.evaluate(() => {
    const nav = document.querySelector('header nav');
    // The first list is the strip in the header; the More menu's list comes after it.
    const list = nav.querySelector('ul');
    const strip = list.getBoundingClientRect();
    const links = [...list.querySelectorAll(':scope > li > a')];
    const items = links.map((a) => {
      const box = a.getBoundingClientRect();
      const visible = box.width > 0 && getComputedStyle(a).visibility === 'visible';
      return {
        text: a.textContent.trim(),
        visible,
        whole: visible && box.left >= strip.left - 0.5 && box.right <= strip.right + 0.5,
      };
    });
    const more = nav.querySelector('[data-testid="header-more"]');
    const tools = document.querySelector('.header__tools').getBoundingClientRect();
    return {
      items,
      moreShown: getComputedStyle(more).visibility === 'visible',
      overlapsTools: nav.getBoundingClientRect().right > tools.left + 0.5,
    };
  });
}

/** Whether the language select is wide enough for the name of the chosen language. */
function languageFits(page) {
  return page.evaluate(() => {
    const select = document.querySelector('header .language-select select');
    const canvas = document.createElement('canvas').getContext('2d');
    const style = getComputedStyle(select);
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const name = select.selectedOptions[0].textContent;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
    return { name, fits: canvas.measureText(name).width <= room };
  });
}

/** Every navigation item shows whole or is in More (opened: axe on the header), once each; the language's name shows whole. */
async function checkNavigation(page, locale, viewport) {
  const more = page.getByTestId('header-more');
  let nav = await readNavigation(page);
  await eventually(async () => (nav = await readNavigation(page)).items.every((i) => i.whole || !i.visible), true);
  const shown = nav.items.filter((i) => i.visible);
  assert.ok(shown.length >= 1, 'at least one item shows in the header');
  assert.deepEqual(
    shown.filter((i) => !i.whole).map((i) => i.text),
    [],
    'no item shows cut off',
  );
  assert.equal(nav.overlapsTools, false, 'the navigation ends before the header tools');
  // Folding items into More moved nothing in the header (no layout shift since the first paint).
  assert.deepEqual(await page.evaluate(() => window.__headerShifts), [], 'layout shifts in the header');
  const hidden = nav.items.filter((i) => !i.visible).map((i) => i.text);
  assert.equal(nav.moreShown, hidden.length > 0, 'More shows exactly when items do not fit');
  if (hidden.length > 0) {
    await more.click();
    const list = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    assert.deepEqual(
      (await list.getByRole('link').allTextContents()).map((t) => t.trim()),
      hidden,
      'every item that does not fit is in More',
    );
    await assertNoSeriousAxe(page, 'header');
    await screenshot(page, `header-more-${locale}-${viewport.width}`);
    await page.keyboard.press('Escape');
  }
  // Every item of the menu is reachable one way or the other, once.
  assert.equal(nav.items.length, new Set(nav.items.map((i) => i.text)).size);
  const language = await languageFits(page);
  assert.ok(language.fits, `the language select shows "${language.name}" whole`);
}

/** The account menu with the keyboard: Tab to it, Enter, arrows, Home and End, Escape, Space; a click outside. */
async function checkAccountKeyboard(page, locale, viewport) {
  const name = text(locale, 'shell.account_menu');
  const button = page.getByRole('button', { name, exact: true });
  assert.ok((await tabTo(page, name)) !== null, 'the account menu is reachable with Tab');
  await page.keyboard.press('Enter');
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  const first = text(locale, 'cashbox.title');
  const signOut = text(locale, 'auth.sign_out');
  assert.equal(await eventually(() => focused(page), first), first, 'focus moves to the first item');
  await page.keyboard.press('ArrowDown');
  assert.match(await focused(page), new RegExp(`^${text(locale, 'shell.notifications')}`));
  await page.keyboard.press('End');
  assert.equal(await focused(page), signOut);
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(page), first, 'Down from the last item wraps to the first');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(page), signOut);
  await assertNoSeriousAxe(page, 'header');
  await screenshot(page, `header-account-${locale}-${viewport.width}`);
  await page.keyboard.press('Escape');
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  assert.equal(await focused(page), name, 'Escape returns focus to the button');
  await page.keyboard.press(' ');
  assert.equal(await button.getAttribute('aria-expanded'), 'true', 'Space opens it');
  await page.mouse.click(viewport.width / 2, viewport.height - 40);
  assert.equal(await button.getAttribute('aria-expanded'), 'false', 'a click outside closes it');
}

for (const [size, viewport] of Object.entries(DESKTOPS)) {
  for (const locale of LOCALES) {
    browserTest(
      `SHELL-01 SHELL-02 SHELL-04 SHELL-09 (WCAG 2.1.1, CLS): at ${viewport.width} px in ${locale} no navigation item is cut off (each shows whole or is in More, nothing shifts), the language's whole name shows, and the account menu works with the keyboard (${size})`,
      async () => {
        const { page, problems, close } = await signedIn(viewport, locale);
        try {
          await checkNavigation(page, locale, viewport);
          await checkAccountKeyboard(page, locale, viewport);
          assert.deepEqual(await problems(), []);
        } finally {
          await close();
        }
      },
    );
  }
}

browserTest('SHELL-01: an item in More navigates to its page and the menu closes (1024 px, fr-CA)', async () => {
  const { page, problems, close } = await signedIn(DESKTOPS['small desktop'], 'fr-CA');
  try {
    const more = page.getByTestId('header-more');
    await eventually(async () => (await readNavigation(page)).moreShown, true);
    await more.click();
    const list = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    const last = list.getByRole('link').last();
    const href = await last.getAttribute('href');
    await last.click();
    await page.waitForURL(`${system.baseURL}${href}`);
    assert.equal(await more.getAttribute('aria-expanded'), 'false');
    assert.equal(await list.isVisible(), false);
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});

/** The account destinations: the page each opens, or the popup. */
const DESTINATIONS = [
  { key: 'cashbox.title', popup: 'modal-cashbox-dashboard' },
  { key: 'shell.notifications', popup: 'modal-notifications' },
  { key: 'shell.profile', path: '/profile' },
  { key: 'gifts.title', path: '/profile/gifts' },
  { key: 'games.favourites.title', path: '/favorite-games' },
  { key: 'limits.nav', path: '/profile/limits' },
];

for (const locale of ['de']) {
  browserTest(
    `SHELL-02 SHELL-04 PROF-02 GIFT-01: each destination of the account menu opens its page or popup, ${locale}`,
    async () => {
      const { page, problems, close } = await signedIn(VIEWPORTS.desktop, locale);
      try {
        const button = page.getByRole('button', { name: text(locale, 'shell.account_menu'), exact: true });
        for (const destination of DESTINATIONS) {
          await page.goto(`${system.baseURL}${localeHome(locale)}`);
          await waitForHydration(page, 'header');
          await button.click();
          const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
          await list.getByText(text(locale, destination.key), { exact: true }).click();
          if (destination.path) {
            const prefix = locale === 'en' ? '' : `/${locale}`;
            await page.waitForURL(`${system.baseURL}${prefix}${destination.path}`);
            await page.locator('main h1').waitFor();
          } else {
            await page.waitForURL((url) => url.searchParams.get('popup') === destination.popup);
            await page.getByRole('dialog').first().waitFor();
          }
          assert.equal(await button.getAttribute('aria-expanded'), 'false', `${destination.key}: the menu closed`);
        }
        assert.deepEqual(await problems(), []);
      } finally {
        await close();
      }
    },
  );
}

browserTest(
  "SHELL-02 PAY-15: a signed-in player's balance and deposit button stay in the header while the balance panel loads late",
  async () => {
    let release = () => {};
    const held = new Promise((resolve) => (release = resolve));
    const { page, problems, close } = await signedIn(VIEWPORTS.phone, 'en', '', (opening) =>
      opening.route(/\/assets\/balance-panel-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      }),
    );
    try {
      // The header updates as the player's counts arrive; nothing in it may give way meanwhile.
      await page.waitForTimeout(1_000);
      const balance = page.getByTestId('header-balance');
      assert.ok(await balance.isVisible(), 'the balance shows while the panel loads');
      assert.ok(
        await page
          .getByRole('banner')
          .getByRole('button', { name: text('en', 'shell.deposit'), exact: true })
          .isVisible(),
      );
      assert.deepEqual(await page.evaluate(() => window.__headerShifts), [], 'nothing in the header moved');
      release();
      await balance.click();
      await page.getByRole('button', { name: text('en', 'cashbox.title'), exact: true }).waitFor();
      assert.deepEqual(await problems(), []);
    } finally {
      release();
      await close();
    }
  },
);

browserTest('SHELL-02 AUTH-17: signing out from the account menu leaves a guest on the main page', async () => {
  const { page, problems, close } = await newPlayer(DESKTOPS['small desktop']);
  try {
    await page.goto(`${system.baseURL}/favorite-games`);
    await waitForHydration(page, 'header');
    // The page's own loading of the player's data is over, as when a player reaches for the menu.
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('button', { name: messages.en['shell.account_menu'], exact: true });
    await button.click();
    const signedOut = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith('/api/users/sign_out'));
    await page.getByRole('button', { name: messages.en['auth.sign_out'], exact: true }).click();
    assert.equal((await signedOut).ok(), true);
    await page.waitForURL(`${system.baseURL}/`);
    await waitForHydration(page, 'header');
    await page.getByRole('button', { name: messages.en['shell.login'], exact: true }).waitFor();
    assert.equal(await button.count(), 0, 'a guest has no account menu');
    // The browser's cookies no longer open a session.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const player = await fetch(`${system.baseURL}/api/player`, { headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
    assert.equal(player.status, 401, 'the session is gone');
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});

browserTest(
  'SHELL-07 PLAY-01: on a phone the cookie banner does not cover the game, and Spin stays in view and clickable',
  async () => {
    const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone });
    try {
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '99.224.0.1' });
      await page.goto(`${system.baseURL}${slotPath}?mode=demo`);
      await waitForHydration(page, 'main h1');
      const banner = page.getByRole('region', { name: messages.en['shell.cookies.label'] });
      await banner.waitFor();
      const spin = gameFrame(page).getByRole('button', { name: messages.en['play.slot.spin'], exact: true });
      await spin.waitFor({ timeout: 15_000 });
      await screenshot(page, 'header-cookie-banner-game-390');
      const bottom = VIEWPORTS.phone.height - (await page.locator('.bottom-bar').boundingBox()).height;
      const spinBox = await spin.boundingBox();
      const bannerBox = await banner.boundingBox();
      const apart = spinBox.y >= bannerBox.y + bannerBox.height || spinBox.y + spinBox.height <= bannerBox.y;
      assert.ok(apart, 'the banner and Spin do not overlap');
      assert.ok(spinBox.y >= 0 && spinBox.y + spinBox.height <= bottom, 'Spin is in view above the bottom bar');
      await spin.click({ trial: true });
      // Accepted, the banner goes and the game keeps Spin in view.
      await banner.getByRole('button', { name: messages.en['shell.cookies.accept'] }).click();
      assert.equal(await banner.count(), 0);
      await eventually(async () => {
        const box = await spin.boundingBox();
        return box.y + box.height <= bottom;
      }, true);
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest('SHELL-01 SHELL-07: the main page on a phone still floats the cookie banner above the bottom bar', async () => {
  const { page, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone });
  try {
    await page.goto(`${system.baseURL}/`);
    await waitForHydration(page, 'header');
    const banner = page.getByRole('region', { name: messages.en['shell.cookies.label'] });
    const box = await banner.boundingBox();
    const bar = await page.locator('.bottom-bar').boundingBox();
    assert.ok(box.y + box.height <= bar.y, 'the banner sits above the bottom bar');
    await screenshot(page, 'header-phone-390');
  } finally {
    await close();
  }
});

browserTest(
  'SHELL-04 SHELL-02: on a phone the sidebar offers the same account destinations and sign-out as the desktop menu',
  async () => {
    const { page, problems, close } = await signedIn(VIEWPORTS.phone, 'de');
    try {
      await page
        .getByRole('navigation', { name: messages.de['shell.bottom_navigation'] })
        .getByRole('button', { name: messages.de['shell.menu'] })
        .click();
      const sidebar = page.getByRole('dialog', { name: messages.de['shell.menu'] });
      await sidebar.waitFor();
      for (const { key } of DESTINATIONS) {
        assert.ok(await sidebar.getByText(text('de', key), { exact: true }).isVisible(), `${key} in the sidebar`);
      }
      assert.ok(await sidebar.getByRole('button', { name: messages.de['auth.sign_out'] }).isVisible());
      // The sidebar slides in; the picture waits for it.
      await page.waitForTimeout(500);
      await screenshot(page, 'header-sidebar-phone-de-390');
      await sidebar.getByRole('link', { name: text('de', 'limits.nav'), exact: true }).click();
      await page.waitForURL(`${system.baseURL}/de/profile/limits`);
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);
