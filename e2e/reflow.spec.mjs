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
  { name: 'lobby with the cookie banner', path: '/', ready: '.cookie-banner' },
  { name: 'category page', path: '/pokies/all', ready: 'main h1' },
  { name: 'game page', path: `${gamePath}?mode=demo`, ready: 'main h1' },
  { name: 'provider index', path: '/producers', ready: 'main h1' },
  { name: 'CMS page', path: '/terms-and-conditions', ready: 'main h1' },
  { name: 'sign-up sheet', path: '/?popup=modal-sign-up', ready: 'dialog[open] form' },
  { name: 'search sheet', path: '/?popup=search', ready: 'dialog[open] input' },
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
  if (!fits) await screenshot(page, `reflow-${label.replace(/[^\w-]+/g, '-')}`);
  assert.ok(
    fits,
    `${label}: the page is ${found.scrollWidth} px wide on a ${found.innerWidth} px screen; sticking out: ${found.culprits.join('; ') || '(none found)'}`,
  );
}

/** Waits until the page has laid out again (after a resize). */
const nextFrames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * Opens each page of `pages` in every locale and checks its width on both phones: loaded on one,
 * then turned to the other, and the next page loaded on that one, so each width is also seen
 * fresh from the server. Returns the failures.
 */
async function checkPages(page, pages) {
  const failures = [];
  for (const locale of LOCALES) {
    for (const { name, path, ready } of pages) {
      await page.goto(`${system.baseURL}${at(locale, path)}`);
      await waitForHydration(page, 'main');
      await page.locator(ready).first().waitFor({ timeout: 15_000 });
      const first = page.viewportSize();
      const second = PHONES.find((phone) => phone.width !== first.width);
      for (const viewport of [first, second]) {
        if (viewport !== first) await page.setViewportSize(viewport);
        await nextFrames(page);
        const label = `${name} ${at(locale, path)} at ${viewport.width}x${viewport.height}`;
        await assertFits(page, label).catch((error) => failures.push(error.message));
      }
    }
  }
  return failures;
}

browserTest(
  'ROUTE-01 SHELL-01 SHELL-03 SHELL-07 (WCAG 1.4.10 reflow): the main pages, sheets and the cookie banner of all ten locales fit 320 and 390 px without sideways scrolling',
  { timeout: 240_000 },
  async () => {
    const context = await system.browser.newContext({ viewport: PHONES[0], locale: 'en-US' });
    try {
      const page = await context.newPage();
      const failures = await checkPages(page, guestPages());
      await page.goto(`${system.baseURL}/registration`);
      await submitRegistration(page, m, `reflow-${Date.now()}@example.com`, PASSWORD);
      await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });
      failures.push(...(await checkPages(page, playerPages)));
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

/**
 * The layout shifts since the page started loading (without those right after an input) that the
 * language offer takes part in: the offer itself moving, or the whole page under it (main and the
 * footer), as a bar inserted above them does. Shifts inside the page's own content are not its.
 */
function offerShifts() {
  return new Promise((resolve) => {
    const entries = [];
    new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({ type: 'layout-shift', buffered: true });
    const describe = (node) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName);
    const offerOrBelow = (node) =>
      node instanceof Element && (node.matches('main, footer, .shell-notices') || node.closest('.locale-suggestion') !== null);
    setTimeout(() => {
      const counted = entries.filter((entry) => !entry.hadRecentInput);
      const offers = counted.filter((entry) => entry.sources.some((source) => offerOrBelow(source.node)));
      resolve({
        cls: offers.reduce((sum, entry) => sum + entry.value, 0),
        shifts: counted.map((entry) => `${entry.value.toFixed(3)}: ${entry.sources.map((s) => describe(s.node)).join(', ')}`),
      });
    }, 500);
  });
}

browserTest(
  'ROUTE-04 SHELL-01: the language offer is in the first render, so it shifts nothing on the game page, /profile/limits and /de (CLS < 0.02)',
  async () => {
    const context = await system.browser.newContext({
      viewport: PHONES[1],
      locale: 'it-IT',
      extraHTTPHeaders: { 'accept-language': 'it-IT,it;q=0.9' },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${system.baseURL}/registration`);
      await submitRegistration(page, m, `offer-${Date.now()}@example.com`, PASSWORD);
      await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });
      for (const path of [`${gamePath}?mode=demo`, '/profile/limits', '/de']) {
        const response = await page.goto(`${system.baseURL}${path}`);
        assert.match(
          await response.text(),
          /class="locale-suggestion"|data-testid="folded-notices"/,
          `${path}: the offer comes with the page`,
        );
        await waitForHydration(page, 'main h1');
        await page.waitForLoadState('networkidle');
        const { cls, shifts } = await page.evaluate(offerShifts);
        assert.ok(cls < 0.02, `${path}: CLS ${cls.toFixed(3)} with the offer (all shifts: ${shifts.join('; ') || 'none'})`);
      }
    } finally {
      await context.close();
    }
  },
);
