// The promotions section of the staff console (GIFT-21, ROLE-11, docs/decisions/049-promotions-console.md):
// a promotions manager created with the staff:create command signs in at /staff/support, creates a
// gift template with the form (a refused field is named first), makes a batch of coupon codes for
// it, issues it to a player by e-mail, and the player, on /profile/gifts in a second browser
// context, sees the gift arrive without a reload. The manager then finds the gift with its history
// and the actions in the audit log.
// axe on every section, desktop and tablet screenshots of the console, phone of the player.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  openPage,
  screenshot,
  submitRegistration,
  useSystem,
  waitForHydration,
} from './helpers.mjs';
import { signInStaffConsole } from './steps.mjs';

const MANAGER = { email: 'promo@casino.example', password: 'Promo-Console-Pass-42', role: 'promotions_manager', name: 'Pia' };
const EMAIL = `promo-console-${Date.now()}@example.com`;
const PASSWORD = 'Promo-Player-2026!';
const TITLE = 'Operator goodwill';

const system = useSystem({ logName: 'server-promotions-console', staff: [MANAGER] });
let m;
let player;
let operator;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  if (system.browser) {
    // 401: the console asks who is signed in before the sign-in; 422: the captcha round and the refused template.
    player = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [401, 422] });
    operator = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401, 422] });
  }
});
after(async () => {
  await player?.close();
  await operator?.close();
});

/** The Promotions panel: the console also holds the tournaments', the shop's and the jackpots' panels. */
const promotions = (page) => page.locator('section.promo-console');
const section = (page, name) => page.getByRole('navigation', { name: 'Promotions sections' }).getByRole('button', { name });

browserTest(
  'GIFT-21 ROLE-11 RT-05 an operator creates a template, issues it to a player, who sees it arrive live on /profile/gifts',
  { timeout: 180_000 },
  async () => {
    const { page: playerPage } = player;
    await playerPage.goto(`${system.baseURL}/registration`);
    await submitRegistration(playerPage, m, EMAIL, PASSWORD);
    await playerPage.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });
    await playerPage.goto(`${system.baseURL}/profile/gifts`);
    await waitForHydration(playerPage, 'main');

    const { page } = operator;
    await signInStaffConsole(page, system, MANAGER);
    await page.getByRole('heading', { level: 2, name: 'Promotions' }).waitFor();
    await assertNoSeriousAxe(page, 'main');

    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('form', { name: 'New gift template' });
    await form.waitFor();
    // Nothing filled: the schema names the title and the amount.
    await form.getByRole('button', { name: 'Create template' }).click();
    await form.getByLabel('Title', { exact: true }).and(page.locator('[aria-invalid="true"]')).waitFor();
    await form.getByLabel('Title', { exact: true }).fill(TITLE);
    await form.getByLabel('Group key').fill('operator_goodwill');
    for (const code of ['EUR', 'USD', 'CAD']) await form.getByLabel(`Amount in ${code}`).fill('5');
    await form.getByRole('complementary', { name: 'Player preview' }).getByText('€5.00 bonus').waitFor();
    await assertNoSeriousAxe(page, 'main');
    await screenshot(page, 'promotions-console-template-desktop');
    await form.getByRole('button', { name: 'Create template' }).click();
    await page.getByRole('row', { name: new RegExp(TITLE) }).waitFor();
    await page.setViewportSize({ width: 820, height: 1180 });
    await screenshot(page, 'promotions-console-templates-tablet');
    await page.setViewportSize(VIEWPORTS.desktop);

    // GIFT-20: a batch of unique codes for the template, listed with its count.
    await section(page, 'Coupons').click();
    await promotions(page).getByLabel('Template').selectOption({ label: TITLE });
    await promotions(page).getByLabel('Name').fill('Newsletter week 48');
    await promotions(page).getByLabel('How many codes').fill('3');
    await page.getByRole('button', { name: 'Make codes' }).click();
    await page.getByRole('status').getByText('made with 3 codes').waitFor();
    await page
      .getByRole('row', { name: /Newsletter week 48/ })
      .getByText('3 unique')
      .waitFor();
    await assertNoSeriousAxe(page, 'main');
    await screenshot(page, 'promotions-console-coupons-desktop');

    await section(page, 'Issue a gift').click();
    await promotions(page).getByLabel('Template').selectOption({ label: TITLE });
    await promotions(page).getByLabel('Player id or e-mail').fill(EMAIL);
    await promotions(page).getByLabel('Reason').fill('goodwill after a support call');
    await assertNoSeriousAxe(page, 'main');
    await page.getByRole('button', { name: 'Issue gift' }).click();
    await page.getByRole('status').getByText('1 gift issued.').waitFor();

    // RT-05: the player's page shows the new gift without a reload.
    await playerPage.getByTestId('gifts-new').getByRole('heading', { name: TITLE, exact: true }).waitFor({ timeout: 20_000 });
    await screenshot(playerPage, 'promotions-console-player-gift-phone');

    await section(page, "A player's gifts").click();
    await promotions(page).getByLabel('Player id or e-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Show gifts' }).click();
    const gift = page.locator('.promo-console__gift').filter({ hasText: TITLE });
    await gift.waitFor();
    await gift.locator('summary').click();
    await gift.getByText('(staff_issued)').waitFor();
    await assertNoSeriousAxe(page, 'main');

    await section(page, 'Audit log').click();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('cell', { name: 'gift.issue' }).waitFor();
    await page.getByRole('cell', { name: 'gift_template.create' }).waitFor();
    await assertNoSeriousAxe(page, 'main');
    await screenshot(page, 'promotions-console-audit-desktop');
    assert.deepEqual(await player.problems(), []);
  },
);
