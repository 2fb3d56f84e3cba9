// Reflow (WCAG 2.2 1.4.10): the main pages, sheets and banners in every locale fit a 320 px and a
// 390 px wide phone without sideways scrolling. A failure names the elements that stick out.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import {
  LOCALES,
  browserTest,
  findDemoGame,
  gameFrame,
  localeHome,
  screenshot,
  submitRegistration,
  useSystem,
  waitForHydration,
} from './helpers.mjs';

const system = useSystem();
const PASSWORD = 'Reflow-Pass-2026!';
const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];

let m;
let gamePath;
let roulettePath;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  gamePath = await findDemoGame(system.baseURL, 'slot-lines');
  roulettePath = await findDemoGame(system.baseURL, 'roulette');
});

/** A path of `locale`: English unprefixed, every other locale under its prefix. */
const at = (locale, path) => (path === '/' ? localeHome(locale) : `${locale === 'en' ? '' : `/${locale}`}${path}`);

/** The guest's pages: what a visitor opens first, with the cookie banner still up. */
const guestPages = () => [
  // The lobby with the cookie banner under the sign-up sheet, then the search sheet opened from the header.
  {
    name: 'lobby, cookie banner and sign-up sheet',
    path: '/?popup=modal-sign-up',
    ready: 'dialog[open] form',
    then: { name: 'search sheet', open: openSearch, ready: 'dialog[open] input' },
  },
  { name: 'category page', path: '/pokies/all', ready: 'main h1' },
  { name: 'game page', path: `${gamePath}?mode=demo`, ready: 'main h1' },
  { name: 'provider index', path: '/producers', ready: 'main h1' },
  { name: 'CMS page', path: '/terms-and-conditions', ready: 'main h1' },
];
const playerPages = [
  { name: 'profile', path: '/profile', ready: 'main h1' },
  { name: 'limits', path: '/profile/limits', ready: 'main h1' },
];

/**
 * The page's width beyond the viewport and what causes it: elements whose right edge passes the
 * viewport while their parent's does not (the origin of the overflow), text running out of its
 * box (a long word), unless an ancestor clips or scrolls them, and open sheets whose content is
 * wider than the sheet.
 */
function measureOverflow() {
  const limit = window.innerWidth;
  const clips = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible') return true;
    }
    return false;
  };
  const describe = (el, right) => {
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}> "${text}" right=${Math.round(right)}`;
  };
  const sticksOut = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.right > limit + 0.5;
  };
  const culprits = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (!sticksOut(el) || clips(el)) continue;
    if (el.parentElement && el.parentElement !== document.body && sticksOut(el.parentElement)) continue;
    culprits.push(describe(el, el.getBoundingClientRect().right));
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent.trim() || sticksOut(parent) || clips(parent)) continue;
    range.selectNodeContents(node);
    const right = range.getBoundingClientRect().right;
    if (right > limit + 0.5) culprits.push(`text of ${describe(parent, right)}`);
  }
  for (const sheet of document.querySelectorAll('dialog[open]')) {
    if (sheet.scrollWidth > sheet.clientWidth + 1)
      culprits.push(`content of ${describe(sheet, sheet.getBoundingClientRect().left + sheet.scrollWidth)}`);
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: limit, culprits: culprits.slice(0, 8) };
}

async function assertFits(page, label) {
  const found = await page.evaluate(measureOverflow);
  const fits = found.scrollWidth <= found.innerWidth && found.culprits.length === 0;
  if (!fits) await screenshot(page, `reflow-${label.replace(/[^\w-]+/g, '-')}`, { failure: true });
  assert.ok(
    fits,
    `${label}: the page is ${found.scrollWidth} px wide on a ${found.innerWidth} px screen; sticking out: ${found.culprits.join('; ') || '(none found)'}`,
  );
}

/** Waits until the page has laid out again (after a resize). */
const nextFrames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Closes the open sheet and opens the search sheet with the header's search button. */
async function openSearch(page) {
  await page.keyboard.press('Escape');
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
  await page.locator('.header__tools .icon-button').first().click();
}

/** Checks the page on the width it has, then on the other phone's; returns the failures. */
async function checkBothWidths(page, label) {
  const failures = [];
  const first = page.viewportSize();
  const second = PHONES.find((phone) => phone.width !== first.width);
  for (const viewport of [first, second]) {
    if (viewport !== first) await page.setViewportSize(viewport);
    await nextFrames(page);
    await assertFits(page, `${label} at ${viewport.width}x${viewport.height}`).catch((error) => failures.push(error.message));
  }
  return failures;
}

/**
 * Opens each page of `pages` in the `locales` and checks its width on both phones: loaded on one,
 * then turned to the other, and the next page loaded on that one, so each width is also seen
 * fresh from the server. Returns the failures.
 */
async function checkPages(page, pages, locales) {
  const failures = [];
  for (const locale of locales) {
    for (const { name, path, ready, then } of pages) {
      await page.goto(`${system.baseURL}${at(locale, path)}`);
      await waitForHydration(page, 'main');
      await page.locator(ready).first().waitFor({ timeout: 15_000 });
      failures.push(...(await checkBothWidths(page, `${name} ${at(locale, path)}`)));
      if (!then) continue;
      await then.open(page);
      await page.locator(then.ready).first().waitFor({ timeout: 15_000 });
      failures.push(...(await checkBothWidths(page, `${then.name} ${at(locale, path)}`)));
    }
  }
  return failures;
}

/** The pages in every locale, half of the locales in each of two tabs of the context. */
async function checkAllLocales(context, pages) {
  const halves = [LOCALES.filter((_, i) => i % 2 === 0), LOCALES.filter((_, i) => i % 2 === 1)];
  const results = await Promise.all(halves.map(async (locales) => checkPages(await context.newPage(), pages, locales)));
  return results.flat();
}

browserTest(
  'ROUTE-01 SHELL-01 SHELL-03 SHELL-07 (WCAG 1.4.10 reflow): the main pages, sheets and the cookie banner of all ten locales fit 320 and 390 px without sideways scrolling',
  { timeout: 240_000 },
  async () => {
    const context = await system.browser.newContext({ viewport: PHONES[0], locale: 'en-US' });
    try {
      const failures = await checkAllLocales(context, guestPages());
      const page = await context.newPage();
      await page.goto(`${system.baseURL}/registration`);
      await submitRegistration(page, m, `reflow-${Date.now()}@example.com`, PASSWORD);
      await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });
      failures.push(...(await checkAllLocales(context, playerPages)));
      assert.deepEqual(failures, []);
    } finally {
      await context.close();
    }
  },
);

browserTest('PLAY-01 (WCAG 1.4.10 reflow): the roulette board fits a 320 px phone without sideways scrolling', async () => {
  const context = await system.browser.newContext({ viewport: PHONES[0], locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto(`${system.baseURL}${roulettePath}?mode=demo`);
    await waitForHydration(page, 'main h1');
    const frame = gameFrame(page);
    await frame.getByTestId('frame-balance').waitFor({ timeout: 15_000 });
    await assertFits(page, 'roulette game page at 320');
    const inner = await page.frames().find((f) => f !== page.mainFrame() && f.url().includes('/provider/inhouse/'));
    assert.ok(inner, 'the game frame is there');
    const found = await inner.evaluate(measureOverflow);
    assert.ok(
      found.scrollWidth <= found.innerWidth,
      `the roulette frame is ${found.scrollWidth} px wide in ${found.innerWidth} px; sticking out: ${found.culprits.join('; ')}`,
    );
    await screenshot(page, 'reflow-roulette-320');
  } finally {
    await context.close();
  }
});
