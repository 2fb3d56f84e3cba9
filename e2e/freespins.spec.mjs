// Free spins: a new player sees the registration gift on the sign-up sheet, registers, redeems the
// seeded coupon SPINS20 on /profile/promocode, activates the free spins on /profile/gifts and plays
// them in one of its in-house slots with real money: the game shows "Free spin N of 20", the spins
// cost nothing, and after the last the winnings arrive as bonus money with the free-spin wager.
// Phone and desktop screenshots, axe on the game page.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  PAYMENT_PROFILE,
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  eventually,
  gameFrame,
  openPage,
  screenshot,
  submitRegistration,
  textOf,
  useSystem,
  waitForHydration,
} from './helpers.mjs';
import { until } from './steps.mjs';

const EMAIL = `freespins-${Date.now()}@example.com`;
const PASSWORD = 'Spins-Pass-2026!';
const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

const system = useSystem({ logName: 'server-freespins' });
let player;
let m;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  if (system.browser) {
    // 401: the gifts read before sign-in; 409: a spin's retry while the first is still running; 422: the captcha round.
    player = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [401, 409, 422] });
  }
});
after(async () => {
  await player?.close();
});

/** "Free spin N of 20" as the frame says it. */
const spinLine = (n) => m['play.gift_spins.status_other'].replace('{{number}}', String(n)).replace('{{count}}', '20');

/** The player's gifts of a kind through the API, from the page (its session cookie). */
const giftsOf = (page, kind) => page.evaluate(async (k) => (await fetch(`/api/player/${k}`)).json(), kind);

browserTest('GIFT-11: the sign-up sheet shows the registration gift a new player receives', async () => {
  const { page } = player;
  await page.goto(`${system.baseURL}/#sign-up`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: m['auth.sign_up.title'] }).waitFor({ timeout: 30_000 });
  await dialog.getByRole('heading', { name: m['gifts.signup.heading'] }).waitFor({ timeout: 30_000 });
  await dialog.getByText(m['gifts.registration'], { exact: true }).waitFor();
  await screenshot(page, 'freespins-signup-phone');
  await assertNoSeriousAxe(page, 'dialog');
});

browserTest(
  'GIFT-19 GIFT-12 GIFT-05 API-104: SPINS20 redeemed and activated, its 20 free spins are played in a slot at no cost, and the winnings become bonus money',
  async () => {
    const { page, problems } = player;
    await page.goto(`${system.baseURL}/registration`);
    await submitRegistration(page, m, EMAIL, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });
    // The profile fields real play asks first (PLAY-04).
    await page.evaluate(
      async ({ headers, profile }) => fetch('/api/player', { method: 'PATCH', headers, body: JSON.stringify(profile) }),
      { headers: XHR, profile: PAYMENT_PROFILE },
    );

    await page.goto(`${system.baseURL}/profile/promocode`);
    await waitForHydration(page, 'main form');
    await page.getByRole('textbox', { name: m['gifts.coupon.label'] }).fill('SPINS20');
    await page.getByRole('button', { name: m['gifts.coupon.submit'] }).click();
    await page.getByText(m['gifts.coupon.redeemed'].replace('{{title}}', m['gifts.coupon_spins20'])).waitFor();

    await page.goto(`${system.baseURL}/profile/gifts`);
    await waitForHydration(page, 'main');
    const spinsCard = page
      .getByTestId('gift-card')
      .filter({ has: page.getByRole('heading', { name: m['gifts.coupon_spins20'], exact: true }) });
    await spinsCard.getByRole('button', { name: m['gifts.card.activate'] }).click();
    await page.getByText(m['gifts.status.activated']).waitFor();

    const [gift] = await giftsOf(page, 'freespins');
    const [provider, slug] = gift.game_ids[0].split(':');
    const balanceBefore = await page.evaluate(
      async () => (await (await fetch('/api/player/accounts')).json()).find((a) => a.active)?.amount_cents ?? 0,
    );
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${system.baseURL}/play/${provider}/${slug}?mode=real`);
    await waitForHydration(page, 'main h1');
    const frame = gameFrame(page);
    const line = frame.locator('.slot__gift');
    assert.ok(
      (
        await until(
          () => textOf(line),
          (text) => text.startsWith(spinLine(1)),
        )
      ).startsWith(spinLine(1)),
    );
    await screenshot(page, 'freespins-game-desktop');
    await assertNoSeriousAxe(page, 'main');

    const button = frame.getByRole('button', { name: m['play.slot.free_spin'], exact: true });
    const seen = new Set();
    for (let click = 0; click < 80 && !(await textOf(line)).includes(m['play.gift_spins.done']); click++) {
      await button.click();
      await frame.locator('.game__result').filter({ hasNotText: m['play.slot.spinning'] }).waitFor({ timeout: 15_000 });
      // After the last free spin the button is the ordinary spin again.
      await eventually(() => frame.locator('.game__main').isEnabled(), true, { timeout: 15_000 });
      const match = (await textOf(line)).match(/(\d+) of 20/);
      if (match) seen.add(Number(match[1]));
      if (match?.[1] === '3') await screenshot(page, 'freespins-spin-3-desktop');
    }
    assert.ok(seen.has(3), 'the game said "Free spin 3 of 20"');
    assert.ok(seen.has(20), 'the game reached the last free spin');
    await line.getByText(m['play.gift_spins.done']).waitFor();

    // The spins cost nothing; their winnings arrived as bonus money wagered ×30.
    const finished = await until(
      async () => (await giftsOf(page, 'freespins'))[0],
      (g) => g.stage === 'finished',
    );
    assert.equal(finished.stage, 'finished');
    const bonus = (await giftsOf(page, 'bonuses')).find((g) => g.group_key === 'coupon_spins20');
    const balanceAfter = await page.evaluate(
      async () => (await (await fetch('/api/player/accounts')).json()).find((a) => a.active)?.amount_cents ?? 0,
    );
    if (finished.amount_cents > 0) {
      assert.equal(bonus?.amount_cents, finished.amount_cents);
      assert.equal(bonus?.amount_wager_requirement_cents, finished.amount_cents * 30);
      assert.equal(balanceAfter, balanceBefore + finished.amount_cents, 'the bonus money is in the balance');
    } else {
      assert.equal(bonus, undefined);
      assert.equal(balanceAfter, balanceBefore);
    }
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'freespins-done-phone');
    assert.deepEqual(await problems(), []);
  },
);
