// The sign-up sheet (AUTH-02, AUTH-10, AUTH-15): its form shows at once, even on a slow phone,
// while the captcha is solved in the background in altcha's web workers (CSP: worker-src
// 'self'); a player faster than the captcha sees the button say it is verifying, and the sign-up
// completes with the solution. axe on the sheet, screenshots on a phone and a desktop.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import { VIEWPORTS, assertNoSeriousAxe, browserTest, openPage, screenshot, useSystem, waitForHydration } from './helpers.mjs';

const PASSWORD = 'Sheet-Journey-2026!';
const system = useSystem();
let m;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
});

/**
 * Each test signs up from an address of its own (Canadian, as other journeys): the shared server
 * allows a few registrations per address and hour, and other spec files register from loopback.
 */
let visitor = 40;
const fromOwnAddress = (page) => page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `99.224.0.${++visitor}` });

/** Fills the sheet's form; the button is left to the caller. */
async function fill(dialog, email) {
  await dialog.getByLabel(m['auth.email'], { exact: true }).fill(email);
  await dialog.getByLabel(m['auth.password'], { exact: true }).fill(PASSWORD);
  await dialog.getByLabel(m['auth.password_confirmation'], { exact: true }).fill(PASSWORD);
  await dialog.getByLabel(m['auth.terms.accept']).check();
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  browserTest(
    `AUTH-02 AUTH-10 AUTH-15 the sign-up sheet shows its form at once on a slow ${name}, and signs up with the captcha solved in the background`,
    { timeout: 120_000 },
    async () => {
      const { page, problems, close } = await openPage(system.browser, { viewport });
      await fromOwnAddress(page);
      try {
        await page.goto(`${system.baseURL}/`);
        await waitForHydration(page, 'main');
        const challenges = [];
        page.on('request', (r) => {
          if (new URL(r.url()).pathname === '/api/captcha/challenge') challenges.push(Date.now());
        });
        // A slow phone's CPU from here on.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
        await page.evaluate(() => {
          location.hash = 'sign-up';
        });
        const dialog = page.getByRole('dialog', { name: m['auth.sign_up.title'] });
        await dialog.waitFor({ timeout: 20_000 });
        // The form is there with its sheet: no blank sheet while the captcha or the currency load.
        assert.ok(await dialog.getByLabel(m['auth.email'], { exact: true }).isVisible(), 'the form shows with the sheet');
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await assertNoSeriousAxe(page, 'dialog.modal');
        await screenshot(page, `sign-up-sheet-${name}`);
        await fill(dialog, `sheet-${name}-${Date.now()}@example.com`);
        assert.ok(challenges.length >= 1, 'the captcha is fetched while the player types, before the submit');

        const registration = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/users');
        await dialog.getByRole('button', { name: m['auth.submit.sign_up'] }).click();
        const sent = JSON.parse((await registration).postData() ?? '{}');
        assert.ok(sent.user?.captcha, 'the sign-up carries the solved captcha');
        await dialog.waitFor({ state: 'detached', timeout: 20_000 });
        // Signed in: the header shows the player's actions.
        await page.locator('.player-actions').waitFor({ timeout: 20_000 });
        assert.deepEqual(await problems(), []);
      } finally {
        await close();
      }
    },
  );
}

browserTest(
  'AUTH-10 AUTH-15 a player faster than the captcha sees the button verifying, then is signed up',
  { timeout: 120_000 },
  async () => {
    const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone });
    await fromOwnAddress(page);
    try {
      // The challenge is held back until the player has submitted: the player is faster than the captcha.
      let release;
      const held = new Promise((resolve) => {
        release = resolve;
      });
      await page.route('**/api/captcha/challenge', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${system.baseURL}/?popup=modal-sign-up`);
      await waitForHydration(page, 'main');
      const dialog = page.getByRole('dialog', { name: m['auth.sign_up.title'] });
      await fill(dialog, `fast-${Date.now()}@example.com`);
      await dialog.getByRole('button', { name: m['auth.submit.sign_up'] }).click();
      const verifying = dialog.getByRole('button', { name: m['auth.captcha.verifying'] });
      await verifying.waitFor({ timeout: 5_000 });
      assert.equal(await verifying.isDisabled(), true, 'a second click cannot send the form twice');
      await screenshot(page, 'sign-up-sheet-verifying-phone');
      release();
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);
