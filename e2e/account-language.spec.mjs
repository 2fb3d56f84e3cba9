// Accounts as a player meets them in their own language: every refusal of the sign-up, sign-in
// and security forms in German and French-Canadian (the server's own texts included), the
// show-password toggle and the terms link of the sign-up form, sessions named by device, country
// and time, a QR code of a fixed size, and a browser kept out of demo games after a
// self-exclusion was set in it.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  eventually,
  findDemoGame,
  gameFrame,
  openPage,
  screenshot,
  submitRegistration,
  textOf,
  useSystem,
  waitForHydration,
} from './helpers.mjs';

const PASSWORD = 'Lingo-Lantern-2026!';
const system = useSystem();
const messages = {};

before(async () => {
  await system.ready();
  for (const locale of ['en', 'de', 'fr-CA']) {
    messages[locale] = await (await fetch(`${system.baseURL}/messages/${locale}.json`)).json();
  }
});

/** Each test signs up from an address of its own (Canadian, as the other journeys). */
let visitor = 120;
const fromOwnAddress = (page) => page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `99.224.1.${++visitor}` });
const prefix = (locale) => (locale === 'en' ? '' : `/${locale}`);

/** Words an English refusal has and a German or French one has not. */
const ENGLISH = /\b(the|is|has|been|your|already|taken|invalid|required|try|again|password|common|too many|went wrong)\b/i;

/** The visible refusals of a form, each checked to be no English text. */
async function refusals(form, locale) {
  const errors = form.locator('.form__error');
  await errors.first().waitFor();
  const texts = (await errors.allTextContents()).map((text) => text.trim());
  const english = new Set(Object.values(messages.en));
  for (const text of texts) {
    assert.ok(!english.has(text) && !ENGLISH.test(text), `${locale}: "${text}" is English`);
  }
  return texts;
}

/** Signs up through /<locale>/registration from a fresh context; answers the page signed in. */
async function signedUp(locale, email, viewport) {
  const opened = await openPage(system.browser, { viewport, expectedStatuses: [401, 422] });
  await fromOwnAddress(opened.page);
  await opened.page.goto(`${system.baseURL}${prefix(locale)}/registration`);
  await submitRegistration(opened.page, messages[locale], email, PASSWORD);
  await opened.page.waitForURL((url) => !url.pathname.endsWith('/registration'), { timeout: 30_000 });
  return opened;
}

for (const locale of ['de', 'fr-CA']) {
  browserTest(
    `VAL-21 AUTH-10 AUTH-11 PROF-11 every refusal of the sign-up, sign-in and security forms reads in ${locale} on a phone, none in English`,
    { timeout: 180_000 },
    async () => {
      const t = messages[locale];
      const email = `lingo-${locale}-${Date.now()}@example.com`;
      const player = await signedUp(locale, email, VIEWPORTS.phone);
      try {
        // The security page: a wrong current password, then a new one too easy to guess.
        const { page } = player;
        await page.goto(`${system.baseURL}${prefix(locale)}/profile/security`);
        await waitForHydration(page, 'main form');
        const change = page.locator('main form').first();
        await change.getByLabel(t['profile.security.current_password'], { exact: true }).fill('Not-My-Password-1');
        await change.getByLabel(t['auth.password'], { exact: true }).fill('Fresh-Lantern-2027!');
        await change.getByLabel(t['auth.password_confirmation'], { exact: true }).fill('Fresh-Lantern-2027!');
        await change.getByRole('button', { name: t['profile.save'] }).click();
        assert.deepEqual(await refusals(change, locale), [t['validation.incorrect']]);
        await change.getByLabel(t['profile.security.current_password'], { exact: true }).fill(PASSWORD);
        await change.getByLabel(t['auth.password'], { exact: true }).fill('password1234');
        await change.getByLabel(t['auth.password_confirmation'], { exact: true }).fill('password1234');
        await change.getByRole('button', { name: t['profile.save'] }).click();
        const common = t['validation.password_common'].replace('{{field}}', t['validation.field.password']);
        await eventually(async () => (await refusals(change, locale)).join(' | '), common);
        await screenshot(page, `security-refusal-${locale}-phone`);
      } finally {
        await player.close();
      }

      // A guest: the sign-up with the address just taken and a common password, then a wrong sign-in.
      const guest = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [401, 422] });
      try {
        await fromOwnAddress(guest.page);
        await guest.page.goto(`${system.baseURL}${prefix(locale)}/registration`);
        await submitRegistration(guest.page, t, email, 'password1234');
        const signUp = guest.page.locator('main form');
        const shown = await refusals(signUp, locale);
        assert.ok(
          shown.includes(t['validation.taken']),
          `${locale}: the taken address is said in ${locale}: ${shown.join(' | ')}`,
        );
        assert.ok(shown.length >= 2, 'the common password is refused too');
        await screenshot(guest.page, `sign-up-refusal-${locale}-phone`);

        await guest.page.goto(`${system.baseURL}${prefix(locale)}/login`);
        await waitForHydration(guest.page, 'main form');
        const signIn = guest.page.locator('main form').first();
        await signIn.getByLabel(t['auth.email'], { exact: true }).fill(email);
        await signIn.getByLabel(t['auth.password'], { exact: true }).fill('Wrong-Lantern-2026!');
        await signIn.getByRole('button', { name: t['auth.submit.sign_in'] }).click();
        assert.deepEqual(await refusals(signIn, locale), [t['validation.invalid_credentials']]);
      } finally {
        await guest.close();
      }
    },
  );
}

browserTest(
  'AUTH-10 the sign-up form shows the password on request and opens the terms beside it, keeping what was typed (phone)',
  { timeout: 120_000 },
  async () => {
    const m = messages.en;
    const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone });
    try {
      await fromOwnAddress(page);
      await page.goto(`${system.baseURL}/registration`);
      await waitForHydration(page, 'main form');
      const form = page.locator('main form');
      await form.getByLabel(m['auth.email'], { exact: true }).fill('keeps-typing@example.com');
      const password = form.getByLabel(m['auth.password'], { exact: true });
      await password.fill(PASSWORD);
      const toggles = form.getByRole('button', { name: m['forms.password.show'] });
      assert.equal(await toggles.count(), 2, 'the password and its confirmation each have a toggle');
      assert.equal(await password.getAttribute('type'), 'password');
      // Keyboard: Tab from the password reaches its toggle; Space shows the text.
      await password.focus();
      await page.keyboard.press('Tab');
      assert.equal(await toggles.first().evaluate((el) => el === document.activeElement), true, 'the toggle follows its input');
      await page.keyboard.press('Space');
      assert.equal(await toggles.first().getAttribute('aria-pressed'), 'true');
      assert.equal(await password.getAttribute('type'), 'text');
      assert.equal(await password.inputValue(), PASSWORD);
      await screenshot(page, 'sign-up-password-shown-phone');

      const terms = form.getByRole('link', { name: m['shell.popup.terms.link'] });
      const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
      await tab.waitForLoadState('domcontentloaded');
      assert.equal(new URL(tab.url()).pathname, '/terms-and-conditions');
      await tab.close();
      assert.equal(await form.getByLabel(m['auth.email'], { exact: true }).inputValue(), 'keeps-typing@example.com');
      assert.equal(await password.inputValue(), PASSWORD, 'the form keeps what was typed');
      await assertNoSeriousAxe(page, 'main');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
      assert.equal(overflow, false);
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest(
  'PROF-11 on a desktop the sessions read as browser, system and time, and the two-factor QR code keeps a fixed size',
  { timeout: 120_000 },
  async () => {
    const m = messages.en;
    const { page, problems, close } = await signedUp('en', `devices-${Date.now()}@example.com`, VIEWPORTS.desktop);
    try {
      await page.goto(`${system.baseURL}/profile/security`);
      await waitForHydration(page, 'main form');
      const sessions = page.locator('section[aria-labelledby="sessions-title"] li');
      const line = await textOf(sessions.first());
      assert.doesNotMatch(line, /Mozilla\/5\.0/, 'no raw user agent');
      // The sign-up came from a Canadian address (x-forwarded-for): the bundled IP table names the country.
      assert.match(line, /^Chrome( Headless)? on Linux, Canada, (now|\d+ seconds? ago|\d+ minutes? ago)/, line);

      const section = page.locator('section[aria-labelledby="two-factor-title"]');
      const toggle = section.getByRole('button', { name: m['forms.password.show'] });
      await section.getByLabel(m['auth.password'], { exact: true }).fill(PASSWORD);
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
      await section.getByRole('button', { name: m['profile.security.enable'] }).click();
      const qr = section.getByRole('img', { name: m['profile.security.scan'] });
      await qr.waitFor();
      const box = await qr.boundingBox();
      assert.ok(box && box.width <= 240 && box.width >= 160 && Math.abs(box.width - box.height) < 1, `QR ${JSON.stringify(box)}`);
      await assertNoSeriousAxe(page, 'main');
      await screenshot(page, 'security-sessions-qr-desktop');
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest(
  'LIM-10 after a self-exclusion the signed-out browser gets no demo game, told why; another browser still plays demo',
  { timeout: 120_000 },
  async () => {
    const m = messages.en;
    const demoPath = await findDemoGame(system.baseURL, 'slot-lines');
    const { page, close } = await signedUp('en', `excluded-${Date.now()}@example.com`, VIEWPORTS.phone);
    const other = await openPage(system.browser, { viewport: VIEWPORTS.phone });
    try {
      const set = await page.evaluate(() =>
        fetch('/api/user_limits', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({ type: 'self_exclusion', duration: 'six_months' }),
        }).then((r) => r.status),
      );
      assert.equal(set, 200);
      await page.goto(`${system.baseURL}${demoPath}?mode=demo`);
      await page.getByText(m['limits.error.blocked_browser']).waitFor({ timeout: 15_000 });
      await screenshot(page, 'demo-blocked-after-exclusion-phone');

      await other.page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '99.224.0.1' });
      await other.page.goto(`${system.baseURL}${demoPath}?mode=demo`);
      await eventually(() => textOf(gameFrame(other.page).getByTestId('frame-balance')), 'FUN 1,000.00', { timeout: 15_000 });
    } finally {
      await close();
      await other.close();
    }
  },
);
