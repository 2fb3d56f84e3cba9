// The adventure calendar (ADV-01…ADV-13, docs/decisions/057-adventure-calendar.md): a new player
// opens /rocketplay-adventure, sees today's card active with Details and Deposit (the deposit
// opens the cashbox), the days before lost and locked, the ones after locked; deposits with the
// test card, and finds the day completed with a countdown and its gift, then the gift on
// /profile/gifts. The promotions manager's adventure panel refuses a bad date. Phone and desktop
// screenshots, axe on every page.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  fundWithTestCard,
  openPage,
  screenshot,
  useSystem,
  waitForHydration,
} from './helpers.mjs';
import { registerPlayer, signInStaffConsole } from './steps.mjs';

const PASSWORD = 'Adventure-Days-2026!';
const MANAGER = { email: 'adventure@casino.example', password: 'Promo-Manager-Pass-57', role: 'promotions_manager', name: 'Ada' };

const system = useSystem({ logName: 'server-adventure', staff: [MANAGER] });
let m;
let player;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
});
after(async () => {
  await player?.close();
});

browserTest(
  'ADV-01 ADV-03 ADV-05 ADV-07 ADV-08 ADV-09 ADV-11: a player completes today with a deposit and finds the gift in /profile/gifts',
  { timeout: 180_000 },
  async () => {
    player = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [401, 422] });
    const { page, problems } = player;
    await registerPlayer(page, system, m, {
      email: `adventure-${Date.now()}@example.com`,
      password: PASSWORD,
      redirect: '/rocketplay-adventure',
    });
    await page.goto(`${system.baseURL}/rocketplay-adventure`);
    await waitForHydration(page, 'main');
    await page.getByRole('heading', { level: 1, name: m['adventures.title'] }).waitFor();
    const active = page.locator('.adventure-card[data-status="active"]');
    await active.waitFor();
    // ADV-05: the card title is the step of the total, the super prize is the step after the last day.
    assert.match(await active.locator('h3').innerText(), /^Day \d\/8$/);
    await page.locator('.adventure-card[data-status="superb"]').waitFor();
    // ADV-08: lost and future cards carry the lock.
    assert.ok((await page.locator('.adventure-card[data-status="lost"] .adventure-card__lock').count()) >= 1);
    assert.ok((await page.locator('.adventure-card[data-status="future"] .adventure-card__lock').count()) >= 1);
    // ADV-09 ADV-11: the active card counts down to the next day and offers Details and Deposit.
    await active.getByTestId('adventure-countdown').waitFor();
    await active.getByRole('button', { name: m['adventures.action.hide_details'] }).waitFor();
    await screenshot(page, 'adventure-active-phone');
    await assertNoSeriousAxe(page, 'main');
    await active.getByRole('button', { name: m['adventures.action.deposit'] }).click();
    await page.waitForURL((url) => url.searchParams.get('popup') === 'modal-cashbox-step-deposit');
    await page.getByRole('dialog').waitFor();
    await page.goBack();

    await fundWithTestCard(page, 5_000);
    await page.goto(`${system.baseURL}/rocketplay-adventure`);
    await waitForHydration(page, 'main');
    const done = page.locator('.adventure-card[data-status="completed"]');
    await done.waitFor({ timeout: 20_000 });
    await done.getByTestId('adventure-countdown').waitFor();
    await done.getByText(m['adventures.countdown_gift']).waitFor();
    await screenshot(page, 'adventure-completed-phone');
    await assertNoSeriousAxe(page, 'main');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'adventure-completed-desktop');
    await assertNoSeriousAxe(page, 'main');

    await done.getByRole('link', { name: m['adventures.action.gifts'] }).click();
    await page.waitForURL((url) => url.pathname === '/profile/gifts');
    await waitForHydration(page, 'main');
    const titles = [m['gifts.adventure_bonus'], m['gifts.adventure_spins']];
    await page
      .locator('main')
      .getByText(new RegExp(titles.join('|')))
      .first()
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'adventure-gifts-desktop');
    assert.deepEqual(await problems(), []);
  },
);

browserTest('ADV-14: the promotions manager edits the adventure; a bad date is refused in the form', async () => {
  const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401] });
  try {
    await signInStaffConsole(page, system, MANAGER);
    const panel = page.getByRole('region', { name: 'Adventure calendar' });
    await panel.waitFor();
    const start = panel.getByLabel('Start date (YYYY-MM-DD)');
    const saved = await start.inputValue();
    await start.fill('tomorrow');
    await panel.getByRole('button', { name: 'Save the adventure' }).click();
    await panel.getByRole('alert').first().waitFor();
    await start.fill(saved);
    await panel.getByRole('button', { name: 'Save the adventure' }).click();
    await panel.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'adventure-staff-desktop');
    await assertNoSeriousAxe(page, 'main');
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});
