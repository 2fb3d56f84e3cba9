// The account journey of a real player (decision 006): register through the form,
// confirm from the mail, log out and in, turn on two-factor, log in with a code, reset the
// password from the mail, switch the language; the auth guard's redirects; axe on the forms.
// This spec starts its own production server with SMTP_URL pointing at an SMTP sink run here,
// so the mails are the ones a player would receive.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import {
  WCAG_TAGS,
  browserTest,
  chromiumPath,
  launchBrowser,
  openPage,
  screenshot,
  startMailSink,
  startServer,
  waitForHydration,
  axeBuilder,
} from './helpers.mjs';

/** A Canadian address: the server trusts X-Forwarded-For from loopback (see restricted-country). */
const CANADA = '99.224.0.1';
const EMAIL = `journey-${Date.now()}@example.com`;
const PASSWORD = 'Journey-Pass-2026!';
const NEW_PASSWORD = 'Journey-Reset-2027?';

let mails = [];
const system = { baseURL: '', server: null, browser: null, sink: null };
/** One browser context for the whole journey: the player's cookies carry from step to step. */
let player;
let m;
let totp;
let lastStep = 0;

before(async () => {
  system.sink = await startMailSink();
  mails = system.sink.mails;
  system.server = await startServer({
    logName: 'server-account',
    env: (baseURL) => ({ SMTP_URL: system.sink.url, PUBLIC_URL: baseURL }),
  });
  system.baseURL = system.server.baseURL;
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  if (chromiumPath) {
    system.browser = await launchBrowser();
    player = await openPage(system.browser, { expectedStatuses: [422] });
    await player.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
  }
});

after(async () => {
  await player?.close();
  await system.browser?.close();
  await system.server?.stop();
  await system.sink?.close();
});

/**
 * The latest mail to `to` with a link containing `pathPart`, once there are at least `count` of
 * them, polled for up to 10 s (sent after commit).
 */
async function waitForMail(to, pathPart, count = 1) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = mails.filter((mail) => mail.to?.text.includes(to) && `${mail.text}${mail.html || ''}`.includes(pathPart));
    if (found.length >= count) return found[found.length - 1];
    if (Date.now() > deadline) {
      const seen = mails.map((mail) => `${mail.to?.text}: ${mail.subject}`).join('; ') || 'none';
      throw new Error(`no mail to ${to} with ${pathPart} within 10 s (seen: ${seen})`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The link to this server in a mail's text or HTML that contains `pathPart`. */
function linkIn(mail, pathPart) {
  const text = `${mail.text ?? ''}\n${mail.html || ''}`;
  const escape = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = text.match(new RegExp(`${escape(system.baseURL)}[^\\s"'<>]*${escape(pathPart)}[^\\s"'<>]*`))?.[0];
  assert.ok(link, `a ${pathPart} link to ${system.baseURL} in the mail:\n${mail.text}`);
  return link.replace(/&amp;/g, '&');
}

/** A TOTP code the server has not seen: a newer time step than the last one used (±1 step allowed). */
async function nextCode() {
  const nowStep = () => Math.floor(Date.now() / 1000 / 30);
  const step = Math.max(lastStep + 1, nowStep());
  while (step > nowStep() + 1) await new Promise((r) => setTimeout(r, 500));
  lastStep = step;
  return totp.generate({ timestamp: step * 30_000 + 1000 });
}

async function axe(page, where) {
  const results = await axeBuilder(page).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    serious.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    [],
    `${where}: no serious or critical axe violation`,
  );
}

const path = () => {
  const url = new URL(player.page.url());
  return `${url.pathname}${url.search}`;
};

async function signIn(password, { code } = {}) {
  const { page } = player;
  await page.goto(`${system.baseURL}/login`);
  await waitForHydration(page, 'main form');
  const form = page.locator('main form').first();
  await form.getByLabel(m['auth.email'], { exact: true }).fill(EMAIL);
  await form.getByLabel(m['auth.password'], { exact: true }).fill(password);
  await form.getByRole('button', { name: m['auth.submit.sign_in'] }).click();
  if (code) {
    const field = form.getByLabel(m['auth.otp_attempt'], { exact: true });
    await field.waitFor();
    await field.fill(await code());
    await form.getByRole('button', { name: m['auth.submit.sign_in'] }).click();
  }
  await page.waitForURL(`${system.baseURL}/`);
}

async function signOut() {
  const { page } = player;
  await page.goto(`${system.baseURL}/profile`);
  await waitForHydration(page, 'main h1');
  await page.getByRole('button', { name: m['auth.sign_out'] }).click();
  await page.waitForURL(`${system.baseURL}/`);
  // The session ended: the profile is a guest's redirect to registration again.
  await page.goto(`${system.baseURL}/profile`);
  assert.equal(new URL(page.url()).pathname, '/registration', 'signed out');
  // Widgets that mounted as the button was pressed asked with the ended session: 401, as they should.
  player.forgetStatus(401);
}

browserTest('AUTH-05: a guest opening /profile is sent to /registration?redirect=/profile', async () => {
  await player.page.goto(`${system.baseURL}/profile`);
  const url = new URL(player.page.url());
  assert.equal(url.pathname, '/registration');
  assert.equal(url.searchParams.get('redirect'), '/profile');
});

browserTest('AUTH-01 AUTH-10: axe on /registration, then register through the form (captcha solved)', async () => {
  const { page } = player;
  await page.goto(`${system.baseURL}/registration`);
  await waitForHydration(page, 'main form');
  await axe(page, '/registration');
  const form = page.locator('main form');
  await form.getByLabel(m['auth.email'], { exact: true }).fill(EMAIL);
  await form.getByLabel(m['auth.password'], { exact: true }).fill(PASSWORD);
  await form.getByLabel(m['auth.password_confirmation'], { exact: true }).fill(PASSWORD);
  await form.getByLabel(m['auth.terms.accept']).check();
  await form.getByRole('button', { name: m['auth.submit.sign_up'] }).click();
  await page.waitForURL(`${system.baseURL}/`, { timeout: 30_000 });
  const me = await page.evaluate(() => fetch('/api/player').then((r) => r.json()));
  assert.equal(me.email, EMAIL);
  assert.equal(me.confirmed_at ?? null, null, 'not confirmed yet');
  // PAY-16: the wallet of the chosen currency exists from the first second, empty, and the header shows it.
  const accounts = await page.evaluate(() => fetch('/api/player/accounts?compatibility').then((r) => r.json()));
  assert.deepEqual(
    accounts.map((a) => [a.currency, a.active, a.amount_cents]),
    [[me.currency, true, 0]],
  );
  assert.match((await page.getByTestId('header-balance').textContent()) ?? '', /^\D*0[.,]00\D*$/);
});

browserTest('AUTH-20 AUTH-21: the header asks to confirm the address and sends the mail again on request', async () => {
  const { page } = player;
  await waitForMail(EMAIL, 'confirmation_token=');
  const notice = page.locator('.header-notice').filter({ hasText: m['auth.confirmation.notice'] });
  await notice.waitFor();
  await notice.getByRole('button', { name: m['auth.confirmation.resend'] }).click();
  await page.getByText(m['auth.confirmation.sent'].replace('{{email}}', EMAIL)).waitFor();
  // The second mail carries a new link; the first one stops working.
  await waitForMail(EMAIL, 'confirmation_token=', 2);
});

browserTest('AUTH-03 AUTH-21: /email-verify offers the own address and sends the confirmation mail again', async () => {
  const { page } = player;
  await page.goto(`${system.baseURL}/email-verify`);
  await waitForHydration(page, 'main form');
  await axe(page, '/email-verify');
  const form = page.locator('main form');
  assert.equal(await form.getByLabel(m['auth.email'], { exact: true }).inputValue(), EMAIL, 'the unconfirmed address is offered');
  await form.getByRole('button', { name: m['auth.confirmation.resend'] }).click();
  await page
    .getByRole('status')
    .filter({ hasText: m['auth.confirmation.sent'].replace('{{email}}', EMAIL) })
    .waitFor();
  await waitForMail(EMAIL, 'confirmation_token=', 3);
});

browserTest('AUTH-04: the confirmation mail links to /confirmation, which confirms the address', async () => {
  const { page } = player;
  const mail = await waitForMail(EMAIL, 'confirmation_token=', 3);
  const link = linkIn(mail, '/confirmation?confirmation_token=');
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: m['auth.confirmation.done'] }).waitFor();
  assert.equal(await page.getByRole('alert').filter({ hasText: m['auth.confirmation.invalid'] }).count(), 0);
  const me = await page.evaluate(() => fetch('/api/player').then((r) => r.json()));
  assert.ok(me.confirmed_at, 'confirmed_at is set');
  await screenshot(page, 'account-confirmed');
  await page.goto(`${system.baseURL}/`);
  await waitForHydration(page);
  assert.equal(await page.locator('.header-notice').filter({ hasText: m['auth.confirmation.notice'] }).count(), 0);
});

browserTest(
  'AUTH-03 AUTH-21: a guest asks again in the email-verify popup; the captcha is solved and the 422 email error shown',
  async () => {
    const guest = await openPage(system.browser, { expectedStatuses: [422] });
    try {
      await guest.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
      await guest.page.goto(`${system.baseURL}/?popup=email-verify`);
      await waitForHydration(guest.page);
      const dialog = guest.page.getByRole('dialog', { name: m['auth.email_verify.title'] });
      await dialog.getByLabel(m['auth.email'], { exact: true }).fill(EMAIL);
      const answer = guest.page.waitForResponse((response) => response.url().endsWith('/api/users/confirmation'));
      await dialog.getByRole('button', { name: m['auth.confirmation.resend'] }).click();
      const response = await answer;
      assert.equal(response.status(), 422);
      assert.ok(JSON.parse(response.request().postData() ?? '{}').captcha, 'the guest sent a solved captcha');
      await dialog.getByText(m['validation.already_confirmed']).waitFor();
    } finally {
      await guest.close();
    }
  },
);

browserTest(
  'AUTH-17 AUTH-01 AUTH-11 AUTH-06 AUTH-02: log out, log in on /login; /login, /sign-in, /sign-up and /remind then send to the lobby without a popup',
  async () => {
    await signOut();
    await player.page.goto(`${system.baseURL}/login`);
    await waitForHydration(player.page, 'main form');
    await axe(player.page, '/login');
    await signIn(PASSWORD);
    await player.page.goto(`${system.baseURL}/login`);
    assert.equal(path(), '/', 'a signed-in player opening /login lands on the lobby');
    for (const popupPath of ['/sign-in', '/sign-up', '/remind']) {
      await player.page.goto(`${system.baseURL}${popupPath}`);
      assert.equal(path(), '/', `a signed-in player opening ${popupPath} lands on the lobby, no popup asked for`);
    }
    // The popup named in the URL (a hash link, an old bookmark) does not open either, and leaves the URL.
    await player.page.goto(`${system.baseURL}/?popup=modal-sign-up`);
    await waitForHydration(player.page);
    await player.page.waitForURL(`${system.baseURL}/`);
    assert.equal(await player.page.getByRole('dialog').count(), 0, 'no sign-up popup for a signed-in player');
  },
);

browserTest('PROF-11: axe on the security page, then turn two-factor on with the shown secret', async () => {
  const { page } = player;
  await page.goto(`${system.baseURL}/profile/security`);
  await waitForHydration(page, 'main form');
  await axe(page, '/profile/security');
  const section = page.locator('section[aria-labelledby="two-factor-title"]');
  await section.getByLabel(m['auth.password'], { exact: true }).fill(PASSWORD);
  await section.getByRole('button', { name: m['profile.security.enable'] }).click();
  await section.getByRole('img', { name: m['profile.security.scan'] }).waitFor();
  const secret = (await section.locator('p code').textContent())?.trim();
  assert.match(secret ?? '', /^[A-Z2-7]+=*$/, 'a base32 secret is shown next to the QR code');
  totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  await section.getByLabel(m['auth.otp_attempt'], { exact: true }).fill(await nextCode());
  await section.getByRole('button', { name: m['profile.security.enable'] }).click();
  await section.getByText(m['profile.security.recovery_codes']).waitFor();
  assert.ok((await section.locator('.recovery-codes li').count()) > 0, 'recovery codes are shown');
  await section.getByRole('button', { name: m['profile.security.done'] }).click();
  await section.getByRole('button', { name: m['profile.security.disable'] }).waitFor();
  const me = await page.evaluate(() => fetch('/api/player').then((r) => r.json()));
  assert.equal(me.two_factor_enabled, true);
});

browserTest('AUTH-12: log out, then log in with password and a TOTP code', async () => {
  await signOut();
  await signIn(PASSWORD, { code: nextCode });
  const me = await player.page.evaluate(() => fetch('/api/player').then((r) => r.json()));
  assert.equal(me.email, EMAIL);
});

browserTest('AUTH-19 AUTH-03: reset the password from the remind form and the mail, then log in with the new one', async () => {
  const { page } = player;
  await signOut();
  await page.goto(`${system.baseURL}/login`);
  await waitForHydration(page, 'main form');
  await page.locator('main details summary').click();
  const remind = page.locator('main details form');
  await remind.getByLabel(m['auth.email'], { exact: true }).fill(EMAIL);
  await remind.getByRole('button', { name: m['auth.submit.remind'] }).click();
  await page.getByRole('status').filter({ hasText: m['auth.reset.sent'] }).waitFor();

  const mail = await waitForMail(EMAIL, 'reset_password_token=');
  await page.goto(linkIn(mail, '/new-password?reset_password_token='));
  await waitForHydration(page, 'main form');
  const form = page.locator('main form');
  await form.getByLabel(m['auth.password'], { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel(m['auth.password_confirmation'], { exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: m['auth.new_password.title'] }).click();
  await page.waitForURL(`${system.baseURL}/login`);
  await signIn(NEW_PASSWORD, { code: nextCode });
  // The reset ended every session of the player: the page's requests with the old one got 401.
  player.forgetStatus(401);
});

browserTest("PROF-08 PROF-09: the profile's promo subscription says 'received promo', then 'already subscribed'", async () => {
  const { page } = player;
  await page.goto(`${system.baseURL}/profile`);
  await waitForHydration(page, 'main h1');
  const section = page.locator('section[aria-labelledby="subscriptions-title"]');
  await section.getByText(m['profile.subscriptions.off']).waitFor();
  await section.getByRole('button', { name: m['profile.subscriptions.subscribe'] }).click();
  await page.locator('[data-toast="promo-subscription"]').filter({ hasText: m['profile.subscriptions.received'] }).waitFor();
  await section.getByText(m['profile.subscriptions.on']).waitFor();
  const flags = await page.evaluate(() => fetch('/api/subscriptions').then((r) => r.json()));
  assert.equal(flags.receive_promos, true);
  await section.getByRole('button', { name: m['profile.subscriptions.subscribe'] }).click();
  await page.locator('[data-toast="promo-subscription"]').filter({ hasText: m['profile.subscriptions.already'] }).waitFor();
});

browserTest('ROUTE-06 PROF-02: the language control switches the signed-in profile to German and stores the locale', async () => {
  const { page } = player;
  const de = await (await fetch(`${system.baseURL}/messages/de.json`)).json();
  await page.goto(`${system.baseURL}/profile`);
  await waitForHydration(page, 'main h1');
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/player/update_locale') && response.request().method() === 'PATCH',
  );
  await page.getByLabel(m['shell.language']).first().selectOption('de');
  await page.waitForURL(`${system.baseURL}/de/profile`);
  assert.equal((await stored).status(), 200, 'PATCH /api/player/update_locale');
  await page.getByRole('heading', { level: 1, name: de['profile.title'] }).waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'de');
  assert.ok(await page.getByRole('button', { name: de['auth.sign_out'] }).isVisible());
  const me = await page.evaluate(() => fetch('/api/player').then((r) => r.json()));
  assert.equal(me.locale, 'de', "the player's stored locale (used for mails) follows");
  assert.deepEqual(await player.problems(), []);
});
