// Gifts: a new player redeems the seeded coupons SPINS20 and WELCOME10 on /profile/promocode,
// finds both gifts on /profile/gifts (and their count on the header's gifts entry), activates the
// bonus and sees its wagering progress, then cancels it after a confirmation that says what is
// forfeited. Phone and desktop screenshots, axe on the page and the dialog.
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

/** A Canadian address: the server trusts X-Forwarded-For from loopback (see restricted-country). */
const CANADA = '99.224.0.1';
const EMAIL = `gifts-${Date.now()}@example.com`;
const PASSWORD = 'Gifts-Pass-2026!';

const system = useSystem({ logName: 'server-gifts' });
let player;
let m;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  if (system.browser) {
    // 422: the registration form's captcha round and the refused coupon.
    player = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [401, 422] });
    await player.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
  }
});
after(async () => {
  await player?.close();
});

/** The card titled `title` in `scope` (a list of the page); the inner locator is matched inside each card. */
const card = (scope, title) =>
  scope.getByTestId('gift-card').filter({ has: scope.page().getByRole('heading', { name: title, exact: true }) });

browserTest(
  'GIFT-20 RT-05 RT-06: a coupon is redeemed on the promo code page and its gift announced live; an unknown one is refused, told why',
  async () => {
    const { page } = player;
    await page.goto(`${system.baseURL}/registration`);
    await submitRegistration(page, m, EMAIL, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });

    await page.goto(`${system.baseURL}/profile/promocode`);
    await waitForHydration(page, 'main form');
    const field = page.getByRole('textbox', { name: m['gifts.coupon.label'] });
    const redeem = page.getByRole('button', { name: m['gifts.coupon.submit'] });
    await field.fill('no spaces');
    await redeem.click();
    await page.getByText(m['gifts.coupon.invalid']).waitFor();
    await field.fill('NO-SUCH-COUPON');
    await redeem.click();
    await page.getByText(m['gifts.coupon.refused.unknown']).waitFor();

    await field.fill('spins20');
    await redeem.click();
    await page.getByText(m['gifts.coupon.redeemed'].replace('{{title}}', m['gifts.coupon_spins20'])).waitFor();
    // RT-06 GIFT-09: the gift issued is announced live, with its translated title.
    await page.locator('.toasts').getByText(m['gifts.notice.issued'].replace('{{title}}', m['gifts.coupon_spins20'])).waitFor();
    await field.fill('WELCOME10');
    await redeem.click();
    await page.getByText(m['gifts.coupon.redeemed'].replace('{{title}}', m['gifts.coupon_welcome10'])).waitFor();
    // RT-05 GIFT-09: and so is the bonus.
    await page.locator('.toasts').getByText(m['gifts.notice.issued'].replace('{{title}}', m['gifts.coupon_welcome10'])).waitFor();
    assert.equal(await page.getByRole('link', { name: m['gifts.coupon.open_gifts'] }).count(), 1);
    // One redemption per player.
    await field.fill('WELCOME10');
    await redeem.click();
    await page.getByText(m['gifts.coupon.refused.already_redeemed']).waitFor();
    await assertNoSeriousAxe(page, 'main');
  },
);

browserTest(
  'GIFT-01 GIFT-08 GIFT-10 GIFT-12: the gifts arrive as new gifts, and an activated bonus shows its wagering progress',
  async () => {
    const { page } = player;
    await page.getByRole('link', { name: m['gifts.title'], exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile/gifts');
    await waitForHydration(page, 'main');
    const fresh = page.getByTestId('gifts-new');
    const spins = card(fresh, m['gifts.coupon_spins20']);
    const bonus = card(fresh, m['gifts.coupon_welcome10']);
    await spins.waitFor();
    await bonus.waitFor();
    assert.match(await textOf(spins.getByTestId('gift-spins')), /^0 of 20 free spins played/);
    assert.ok((await spins.getByRole('link').count()) > 0, 'the free spins name the games they play on');
    assert.match(await textOf(bonus.getByTestId('gift-countdown')), /^\d+ days? \d\d:\d\d:\d\d$/);
    await screenshot(page, 'gifts-phone');
    await assertNoSeriousAxe(page, 'main');

    await bonus.getByRole('button', { name: m['gifts.card.activate'] }).click();
    await page.getByText(m['gifts.status.activated']).waitFor();
    const active = card(page.getByTestId('gifts-active'), m['gifts.coupon_welcome10']);
    await active.waitFor();
    const bar = active.getByRole('progressbar');
    assert.equal(await bar.getAttribute('aria-valuenow'), '0');
    assert.equal(await textOf(active.locator('.gift-card__stage')), m['gifts.stage.handle_bets']);
  },
);

browserTest('GIFT-13: canceling asks first, names what is forfeited, and moves the gift to the past ones', async () => {
  const { page } = player;
  const active = card(page.getByTestId('gifts-active'), m['gifts.coupon_welcome10']);
  await active.getByRole('button', { name: m['gifts.card.cancel'] }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const forfeited = await textOf(dialog.getByTestId('gift-forfeit'));
  assert.match(forfeited, /bonus money left in your balance, up to CA\$10\.00/);
  await assertNoSeriousAxe(page, 'dialog');
  // Keeping it changes nothing.
  await dialog.getByRole('button', { name: m['gifts.cancel.keep'] }).click();
  await dialog.waitFor({ state: 'detached' });
  await active.waitFor();

  await active.getByRole('button', { name: m['gifts.card.cancel'] }).click();
  await page.getByRole('dialog').getByRole('button', { name: m['gifts.cancel.confirm'] }).click();
  await page.getByText(/The gift is canceled/).waitFor();
  const past = card(page.getByTestId('gifts-past'), m['gifts.coupon_welcome10']);
  await past.waitFor();
  assert.equal(await past.getByRole('button').count(), 0, 'a past gift offers no action');
  assert.deepEqual(await player.problems(), []);
});

browserTest('GIFT-01: the header shows the count of current gifts on a desktop', async () => {
  const desktop = await openPage(system.browser, { viewport: VIEWPORTS.desktop });
  try {
    await desktop.context.addCookies(await player.context.cookies());
    await desktop.page.goto(`${system.baseURL}/profile/gifts`);
    await waitForHydration(desktop.page, 'main');
    await card(desktop.page.getByTestId('gifts-new'), m['gifts.coupon_spins20']).waitFor();
    // The entry counts the new and active gifts the page lists (the registration gift among them).
    const current =
      (await desktop.page.getByTestId('gifts-new').getByTestId('gift-card').count()) +
      (await desktop.page.getByTestId('gifts-active').getByTestId('gift-card').count());
    assert.ok(current >= 1);
    const expected = m[current === 1 ? 'gifts.header_count_one' : 'gifts.header_count_other'].replace(
      '{{count}}',
      String(current),
    );
    const entry = desktop.page.getByTestId('header-gifts');
    assert.equal(await eventually(() => entry.getAttribute('aria-label'), expected), expected);
    assert.equal(await textOf(entry.locator('.counter')), String(current));
    await screenshot(desktop.page, 'gifts-desktop');
    await assertNoSeriousAxe(desktop.page, 'main');
    assert.deepEqual(await desktop.problems(), []);
  } finally {
    await desktop.close();
  }
});
