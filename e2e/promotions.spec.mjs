// Promotions: a guest sees the welcome pack with Sign up in the lobby's banners, a signed-in player
// the reload offer in its place; /promotions lists the promo items with their status and
// countdowns; the activity hub shows a player's races. Phone and desktop screenshots, axe.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  eventually,
  openPage,
  screenshot,
  submitRegistration,
  textOf,
  useSystem,
  waitForHydration,
} from './helpers.mjs';

const PASSWORD = 'Promo-Pass-2026!';
const system = useSystem({ logName: 'server-promotions' });
let m;
let guest;
let player;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  if (system.browser) {
    guest = await openPage(system.browser, { viewport: VIEWPORTS.phone });
    player = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401, 422] });
  }
});
after(async () => {
  await guest?.close();
  await player?.close();
});

const slideIds = async (page) =>
  page.locator('section.hero li[data-banner]').evaluateAll((els) => els.map((el) => el.dataset.banner));

browserTest(
  'BANR-02 BANR-06 BANR-13 BANR-08: a guest on a phone sees the welcome pack with Sign up and the promotions list',
  async () => {
    const { page } = guest;
    await page.goto(`${system.baseURL}/`);
    await waitForHydration(page, 'section.hero');
    const ids = await slideIds(page);
    assert.ok(ids.includes('welcome-pack'), `the welcome pack is shown (${ids})`);
    assert.ok(!ids.includes('reload-offer'), 'no reload offer for a guest');
    const welcome = page.locator('li[data-banner="welcome-pack"]');
    await welcome.getByRole('link', { name: m['banner.welcome.button'] }).waitFor();
    await screenshot(page, 'promotions-lobby-guest-phone');
    await assertNoSeriousAxe(page, 'section.hero');

    await page.goto(`${system.baseURL}/promotions`);
    await waitForHydration(page, 'main h1');
    await page.getByRole('heading', { level: 1, name: m['promotions.title'] }).waitFor();
    const cards = page.getByTestId('promo-card');
    assert.ok((await cards.count()) >= 3, 'the seeded promo items are listed');
    assert.equal(await cards.first().getAttribute('data-status'), 'active');
    await cards.first().getByText(m['promotions.status.active']).waitFor();
    // BANR-09: the countdown ticks in days, hours, minutes and seconds once the page runs.
    const countdown = cards.first().getByTestId('promo-countdown');
    await eventually(async () => /\d{2}:\d{2}:\d{2}$/.test(await textOf(countdown)), true, { timeout: 5_000 });
    const future = page.locator('[data-testid="promo-card"][data-status="future"]');
    await future.getByText(m['promotions.starts_in']).waitFor();
    await screenshot(page, 'promotions-list-phone');
    await assertNoSeriousAxe(page, 'main');
  },
);

browserTest(
  'BANR-06 BANR-15: a signed-in player on a desktop sees the reload offer instead of Sign up, and the activity hub',
  async () => {
    const { page } = player;
    await page.goto(`${system.baseURL}/registration`);
    await submitRegistration(page, m, `promotions-${Date.now()}@example.com`, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });
    await page.goto(`${system.baseURL}/`);
    await waitForHydration(page, 'section.hero');
    const ids = await slideIds(page);
    assert.ok(ids.includes('reload-offer'), `the reload offer is shown (${ids})`);
    assert.ok(!ids.includes('welcome-pack'), 'no welcome pack with Sign up for a signed-in player');
    await page.locator('li[data-banner="reload-offer"]').getByRole('link', { name: m['banner.reload.button'] }).waitFor();
    assert.equal(await page.locator('section.hero').getByRole('link', { name: m['banner.welcome.button'] }).count(), 0);
    await screenshot(page, 'promotions-lobby-player-desktop');
    await assertNoSeriousAxe(page, 'section.hero');

    await page.goto(`${system.baseURL}/promotions`);
    await waitForHydration(page, 'main h1');
    await page.getByTestId('promo-card').first().waitFor();
    await screenshot(page, 'promotions-list-desktop');
    await assertNoSeriousAxe(page, 'main');

    await page.goto(`${system.baseURL}/aquanova-odyssey`);
    await waitForHydration(page, 'main h1');
    await page.getByRole('heading', { level: 1, name: m['promotions.hub.title'] }).waitFor();
    const hub = page.getByTestId('activity-hub');
    await hub.getByRole('heading', { name: m['promotions.hub.tournaments'] }).waitFor();
    await hub.getByRole('link', { name: 'Weekly race' }).waitFor();
    await screenshot(page, 'promotions-hub-desktop');
    await assertNoSeriousAxe(page, 'main');
  },
);
