// The language offer (ROUTE-04) comes with the page: on the game page, /profile/limits and the
// signed-in lobby of another locale, nothing moves it or the page under it after load (CLS); nor
// does anything move in that lobby, whose row of last games (GAME-27) is in the server's HTML.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import { browserTest, findDemoGame, submitRegistration, useSystem, waitForHydration } from './helpers.mjs';

const system = useSystem();
const PASSWORD = 'Offer-Shift-2026!';

let m;
let mDe;
let gamePath;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  mDe = await (await fetch(`${system.baseURL}/messages/de.json`)).json();
  gamePath = await findDemoGame(system.baseURL, 'slot-lines');
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
        total: counted.reduce((sum, entry) => sum + entry.value, 0),
        shifts: counted.map((entry) => `${entry.value.toFixed(3)}: ${entry.sources.map((s) => describe(s.node)).join(', ')}`),
      });
    }, 500);
  });
}

browserTest(
  'ROUTE-04 SHELL-01 GAME-27: the language offer and the last games are in the first render, so they shift nothing on the game page, /profile/limits and the lobby /de (CLS < 0.02)',
  async () => {
    const context = await system.browser.newContext({
      viewport: { width: 390, height: 844 },
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
        const html = await response.text();
        assert.match(html, /class="locale-suggestion"|data-testid="folded-notices"/, `${path}: the offer comes with the page`);
        await waitForHydration(page, 'main h1');
        await page.waitForLoadState('networkidle');
        const { cls, total, shifts } = await page.evaluate(offerShifts);
        assert.ok(cls < 0.02, `${path}: CLS ${cls.toFixed(3)} with the offer (all shifts: ${shifts.join('; ') || 'none'})`);
        if (path !== '/de') continue;
        // GAME-27: the demo game played above gives the lobby a row of last games. It comes with the
        // page, so nothing in the lobby moves after load either (it pushed the rows down by 0.13).
        assert.match(
          html,
          new RegExp(`<h2 id="[^"]+">${mDe['games.row.recently_played']}</h2>`),
          '/de: the last games come with the page',
        );
        assert.ok(total < 0.02, `/de: CLS ${total.toFixed(3)} (all shifts: ${shifts.join('; ') || 'none'})`);
      }
    } finally {
      await context.close();
    }
  },
);
