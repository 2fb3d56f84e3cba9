// The loyalty shop (SHOP-01…25, VIP-14, docs/decisions/052-loyalty.md, 064): a guest browses
// /rocket-mart and is offered Registration; a player earns coins by a real-money spin of an
// in-house slot (the promotions manager's earning rate set high so one spin is enough), sees them
// on /rocket-mart with the free-spins tab marked affordable, exchanges coins for free spins and
// finds them among the gifts, and sees the level progress on /profile/level; another buys a loot
// box and lottery tickets. Phone and desktop screenshots, axe on the pages and the popup.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  eventually,
  fundWithTestCard,
  findDemoGame,
  gameFrame,
  openPage,
  screenshot,
  textOf,
  useSystem,
  waitForHydration,
} from './helpers.mjs';
import { signInStaffConsole, staffApi } from './steps.mjs';

const CANADA = '99.224.0.1';
const PASSWORD = 'Loyalty-Shop-2026!';
const MANAGER = { email: 'promo@casino.example', password: 'Promo-Manager-Pass-42', role: 'promotions_manager', name: 'Pia' };

const system = useSystem({ logName: 'server-loyalty', staff: [MANAGER] });
let m;
let slotPath;
let player;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  slotPath = await findDemoGame(system.baseURL, 'slot-lines');
});
after(async () => {
  await player?.close();
});

const fill = (template, values) => Object.entries(values).reduce((text, [k, v]) => text.replace(`{{${k}}}`, String(v)), template);

/** The promotions manager makes every euro staked in any category earn 1,000 coins. */
async function generousRates() {
  const staff = await staffApi(system, MANAGER);
  const rates = await (await staff.get('/api/staff/loyalty/rates')).json();
  const body = rates.map((r) => (r.currency === 'EUR' ? { ...r, points_per_100: 100_000 } : r));
  const saved = await staff.put('/api/staff/loyalty/rates', { rates: body });
  assert.equal(saved.status, 200);
}

browserTest('SHOP-01 SHOP-07 SHOP-19: a guest browses the shop and a card offers Registration', async () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const { page, problems, close } = await openPage(system.browser, { viewport, expectedStatuses: [401] });
    try {
      await page.goto(`${system.baseURL}/rocket-mart`);
      await waitForHydration(page, 'main');
      await page.getByRole('heading', { level: 1, name: m['loyalty.shop.title'] }).waitFor();
      // SHOP-08: the static page rocket-mart gives the shop its introduction.
      await page.getByTestId('shop-content').filter({ hasText: 'Every real-money bet earns coins' }).waitFor();
      const tabs = page.getByRole('navigation', { name: m['loyalty.tabs'] });
      // SHOP-04: no discounts tab for a guest.
      assert.equal(await tabs.getByRole('link', { name: m['loyalty.tab.discounts'] }).count(), 0);
      const card = page.locator('.shop-card[data-group="fs_10"]');
      await card.waitFor();
      await screenshot(page, `loyalty-guest-${name}`);
      await assertNoSeriousAxe(page, 'main');
      await card.getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('link', { name: m['loyalty.registration'] }).waitFor();
      assert.equal(await dialog.getByRole('button', { name: m['loyalty.exchange'] }).count(), 0);
      await assertNoSeriousAxe(page, 'dialog');
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  }
});

/** The promotions manager prices the loot box at 10 coins and a lottery ticket at 5, so one spin buys both. */
async function cheapBoxesAndTickets() {
  const staff = await staffApi(system, MANAGER);
  const cards = await (await staff.get('/api/staff/loyalty/cards')).json();
  for (const [group, points] of [
    ['lootbox_1', 10],
    ['lottery_weekly', 5],
  ]) {
    const card = cards.find((c) => c.group === group);
    assert.ok(card, `the demo sells ${group}`);
    const saved = await staff.put('/api/staff/loyalty/cards', { ...card, rates: card.rates.map((r) => ({ ...r, points })) });
    assert.equal(saved.status, 200);
  }
}

/** A new player, signed up from Canada and funded, who earns coins by one real-money spin of an in-house slot. */
async function playerWithCoins(prefix) {
  const opened = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [422] });
  const { page } = opened;
  await opened.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
  await page.goto(`${system.baseURL}/registration`);
  await waitForHydration(page, 'main form');
  const form = page.locator('main form');
  await form.getByLabel(m['auth.email'], { exact: true }).fill(`${prefix}-${Date.now()}@example.com`);
  await form.getByLabel(m['auth.password'], { exact: true }).fill(PASSWORD);
  await form.getByLabel(m['auth.password_confirmation'], { exact: true }).fill(PASSWORD);
  await form.getByLabel(m['auth.terms.accept']).check();
  await form.getByRole('button', { name: m['auth.submit.sign_up'] }).click();
  await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });
  await fundWithTestCard(page, 10_000);
  const points = () => page.evaluate(async () => (await (await fetch('/api/player/comp_points')).json()).chargeable.points);
  await page.goto(`${system.baseURL}${slotPath}?mode=real`);
  await waitForHydration(page, 'main h1');
  const frame = gameFrame(page);
  await eventually(() => textOf(frame.getByTestId('frame-balance')), '€100.00', { timeout: 15_000 });
  await frame.getByRole('button', { name: m['play.slot.spin'], exact: true }).click({ timeout: 30_000 });
  await eventually(async () => (await points()) >= 50, true, { timeout: 20_000, interval: 300 });
  const recent = await page.evaluate(async () => (await fetch('/api/player/comp_points')).json());
  assert.ok(recent.chargeable.points >= 50, `the spin earned coins: ${JSON.stringify(recent)}`);
  return { ...opened, points };
}

browserTest(
  'SHOP-05 SHOP-09 SHOP-18 SHOP-22 SHOP-23 VIP-14: a player earns coins by a real spin, exchanges them for free spins, and sees the level progress',
  { timeout: 180_000 },
  async () => {
    await generousRates();
    player = await playerWithCoins('loyalty');
    const { page, problems, points } = player;
    const earned = await points();

    await page.goto(`${system.baseURL}/rocket-mart`);
    await waitForHydration(page, 'main');
    await page
      .getByTestId('comp-balance')
      .filter({ hasText: fill(m['loyalty.balance_other'], { count: earned }) })
      .waitFor();
    const tabs = page.getByRole('navigation', { name: m['loyalty.tabs'] });
    await tabs.getByTestId('accent-freespins').waitFor();
    // SHOP-04: a sale is on, so the player has the discounts tab.
    await tabs.getByRole('link', { name: m['loyalty.tab.discounts'] }).waitFor();
    await tabs.getByRole('link', { name: m['loyalty.tab.freespins'] }).click();
    await page.waitForURL((url) => url.pathname === '/rocket-mart/freespins');
    const card = page.locator('.shop-card[data-group="fs_10"]');
    await card.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: m['loyalty.exchange'] }).waitFor();
    await screenshot(page, 'loyalty-popup-phone');
    await assertNoSeriousAxe(page, 'dialog');
    await dialog.getByRole('button', { name: m['loyalty.exchange'] }).click();
    await dialog.getByRole('heading', { name: m['loyalty.result.success_title'] }).waitFor();
    assert.equal(await eventually(points, earned - 50, { timeout: 10_000 }), earned - 50);
    await dialog.getByRole('button', { name: m['loyalty.back'] }).click();
    await screenshot(page, 'loyalty-player-phone');
    await assertNoSeriousAxe(page, 'main');

    const spins = await page.evaluate(async () =>
      (await (await fetch('/api/player/freespins')).json()).map((g) => g.freespins_total),
    );
    assert.ok(spins.includes(10), `the 10 free spins are among the gifts: ${spins}`);

    await page.goto(`${system.baseURL}/profile/level`);
    await waitForHydration(page, 'main');
    const bar = page.getByRole('progressbar', { name: m['loyalty.level.progress'] });
    await bar.waitFor();
    assert.match(await textOf(page.locator('#level-progress-title')), /Level \d+/);
    await screenshot(page, 'loyalty-level-phone');
    await assertNoSeriousAxe(page, 'main');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'loyalty-level-desktop');
    await page.goto(`${system.baseURL}/rocket-mart`);
    await waitForHydration(page, 'main');
    await page.locator('.shop-card[data-group="fs_10"]').waitFor();
    await screenshot(page, 'loyalty-player-desktop');
    await assertNoSeriousAxe(page, 'main');
    assert.deepEqual(await problems(), []);
  },
);

browserTest(
  'SHOP-11 SHOP-17 LOTT-05 WHEEL-04: a player exchanges coins for a loot box (phone) and for three lottery tickets with the stepper (desktop)',
  { timeout: 180_000 },
  async () => {
    await generousRates();
    await cheapBoxesAndTickets();
    const buyer = await playerWithCoins('loyalty-boxes');
    const { page, problems, points, close } = buyer;
    try {
      const before = await points();
      const boxesBefore = await page.evaluate(async () => (await fetch('/api/player/lootboxes')).json());
      await page.goto(`${system.baseURL}/rocket-mart/special`);
      await waitForHydration(page, 'main');
      const box = page.locator('.shop-card[data-group="lootbox_1"]');
      await box.getByRole('heading', { name: m['loyalty.card.loot_box'] }).waitFor();
      await box.getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(m['loyalty.conditions.loot_box']).waitFor();
      await assertNoSeriousAxe(page, 'dialog');
      await dialog.getByRole('button', { name: m['loyalty.exchange'] }).click();
      await dialog.getByRole('link', { name: m['loyalty.result.open_box'] }).waitFor();
      await screenshot(page, 'loyalty-loot-box-phone');
      await assertNoSeriousAxe(page, 'dialog');
      // The spin's coins reached level 3 too, whose gift is a box: the exchange adds one more.
      const boxes = await page.evaluate(async () => (await fetch('/api/player/lootboxes')).json());
      assert.equal(boxes.length, boxesBefore.length + 1);
      assert.ok(boxes.every((b) => b.wheel === 'rocketmart' && b.stage === 'issued'));
      await dialog.getByRole('button', { name: m['loyalty.back'] }).click();

      await page.setViewportSize(VIEWPORTS.desktop);
      const ticket = page.locator('.shop-card[data-group="lottery_weekly"]');
      await ticket.getByRole('heading', { name: m['loyalty.card.lottery_ticket'] }).waitFor();
      await ticket.getByRole('button').click();
      await dialog.getByRole('group', { name: m['loyalty.tickets.label'] }).waitFor();
      await dialog.getByRole('button', { name: m['loyalty.tickets.more'] }).click();
      await dialog.getByRole('button', { name: m['loyalty.tickets.more'] }).click();
      await dialog
        .getByTestId('ticket-count')
        .filter({ hasText: fill(m['loyalty.tickets.count_other'], { count: 3 }) })
        .waitFor();
      await dialog.getByText(fill(m['loyalty.price_other'], { count: 15 })).waitFor();
      await screenshot(page, 'loyalty-lottery-desktop');
      await assertNoSeriousAxe(page, 'dialog');
      await dialog.getByRole('button', { name: m['loyalty.exchange'] }).click();
      await dialog.getByRole('heading', { name: m['loyalty.result.success_title'] }).waitFor();
      await dialog.getByText(/\d+, \d+, \d+/).waitFor();
      assert.equal(await eventually(points, before - 10 - 15, { timeout: 10_000 }), before - 25);
      const statuses = await page.evaluate(async () => (await fetch('/api/lotteries/statuses')).json());
      assert.equal(statuses.flatMap((s) => s.tickets).length, 3);
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest('WHEEL-03 WHEEL-16: rocket chance is off in the demo, so /rocket-chance takes a guest to /promotions', async () => {
  const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [401] });
  try {
    await page.goto(`${system.baseURL}/rocket-chance`);
    await page.waitForURL((url) => url.pathname === '/promotions');
    await waitForHydration(page, 'main');
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});

browserTest('the promotions manager edits an earning rate in the staff console; a bad value is refused in the form', async () => {
  // 401: the console asks who is signed in before the sign-in.
  const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401] });
  try {
    await signInStaffConsole(page, system, MANAGER);
    const panel = page.getByRole('region', { name: 'Loyalty shop' });
    await panel.waitFor();
    const rates = panel.locator('form[aria-labelledby="loyalty-rates-title"]');
    const first = rates.getByLabel('Points per 100, row 1', { exact: true });
    await first.fill('-5');
    await rates.getByRole('button', { name: 'Save the rates' }).click();
    await rates.getByRole('alert').waitFor();
    await first.fill('120');
    await rates.getByRole('button', { name: 'Save the rates' }).click();
    await rates.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await panel.locator('form[aria-labelledby="loyalty-sale-title"]').getByLabel('Last day (DD/MM/YYYY)').waitFor();
    await screenshot(page, 'loyalty-staff-desktop');
    await assertNoSeriousAxe(page, 'main');
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});
