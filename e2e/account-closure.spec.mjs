// Account closure on request and the promo code page: a new player arrives
// with ?depositPromocode=WELCOME and finds it on /profile/promocode; deposits 50 EUR with a
// sandbox card; closes the account on /profile/close-account; is signed out onto the
// confirmation; and cannot sign in again, told why. Phone and desktop screenshots, axe.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  VIEWPORTS,
  WCAG_TAGS,
  browserTest,
  eventually,
  openPage,
  screenshot,
  submitRegistration,
  useSystem,
  waitForHydration,
  PAYMENT_PROFILE,
  axeBuilder,
} from './helpers.mjs';

/** A Canadian address: the server trusts X-Forwarded-For from loopback (see restricted-country). */
const CANADA = '99.224.0.1';
const EMAIL = `closure-${Date.now()}@example.com`;
const PASSWORD = 'Closure-Pass-2026!';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

const system = useSystem({ logName: 'server-closure', env: { PAYMENTS_SANDBOX_STEP_MS: '300' } });
let player;
let m;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  if (system.browser) {
    // 422: the registration form's captcha round; 403: the refused sign-in of the closed account.
    player = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [401, 403, 422] });
    await player.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
  }
});
after(async () => {
  await player?.close();
});

async function axe(where) {
  const results = await axeBuilder(player.page).include('main').withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    serious.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    [],
    `${where}: no serious or critical axe violation`,
  );
}

const api = (method, path, data) =>
  player.page.request[method](`${system.baseURL}${path}`, { headers: XHR, ...(data ? { data } : {}) });

browserTest('GIFT-15 GIFT-16 GIFT-17 PROF-02: a promo code in the URL is taken out of it and applied to the player', async () => {
  const { page } = player;
  await page.goto(`${system.baseURL}/registration`);
  await submitRegistration(page, m, EMAIL, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });
  assert.equal((await api('get', '/api/player')).status(), 200);

  await page.goto(`${system.baseURL}/?depositPromocode=welcome&utm=x`);
  await waitForHydration(page);
  // GIFT-15: cleaned from the URL, other parameters kept, no history entry.
  await page.waitForURL((url) => !url.searchParams.has('depositPromocode'));
  assert.equal(new URL(page.url()).searchParams.get('utm'), 'x');
  // GIFT-16 GIFT-17: set on the player.
  assert.equal(
    await eventually(async () => (await (await api('get', '/api/player')).json()).deposit_bonus_code, 'WELCOME'),
    'WELCOME',
  );

  await page.goto(`${system.baseURL}/profile/promocode`);
  await waitForHydration(page, 'main form');
  await page.getByText(m['account.promocode.current'].replace('{{code}}', 'WELCOME')).waitFor();
  await axe('/profile/promocode');
  await screenshot(page, 'promocode-phone');
  // A bad code is refused in the form; a good one replaces the current one.
  const field = page.getByRole('textbox', { name: m['account.promocode.label'] });
  await field.fill('no spaces');
  await page.getByRole('button', { name: m['account.promocode.submit'] }).click();
  await page.getByText(m['account.promocode.invalid']).waitFor();
  await field.fill('spring_26');
  await page.getByRole('button', { name: m['account.promocode.submit'] }).click();
  await page.getByText(m['account.promocode.current'].replace('{{code}}', 'SPRING_26')).waitFor();
  await page.getByRole('button', { name: m['account.promocode.clear'] }).click();
  await page.getByText(m['account.promocode.none']).waitFor();
});

browserTest('LIMIT-closure AUTH-18: a player with money closes the account, is signed out and cannot sign in again', async () => {
  const { page } = player;
  await api('patch', '/api/player', { ...PAYMENT_PROFILE, last_name: 'Closer' });
  const deposited = await api('post', '/api/player/payments/deposits', {
    amount_cents: 5000,
    currency: 'EUR',
    method_id: 'visa',
    card: { number: '4242424242424242', expiry: '12/30', holder: 'Ada Closer', cvv: '123', save: true },
  });
  assert.equal(deposited.status(), 200, await deposited.text());
  const cashable = async () =>
    (await (await api('get', '/api/player/accounts?compatibility')).json()).find((a) => a.currency === 'EUR')
      ?.available_to_cashout_cents ?? 0;
  assert.equal(await eventually(cashable, 5000, { timeout: 15_000, interval: 200 }), 5000);

  await page.goto(`${system.baseURL}/profile`);
  await waitForHydration(page);
  await page.getByRole('navigation', { name: m['profile.nav'] }).getByRole('link', { name: m['account.close.nav'] }).click();
  await page.waitForURL((url) => url.pathname === '/profile/close-account');
  await page.getByRole('heading', { level: 1, name: m['account.close.title'] }).waitFor();
  await page.getByRole('link', { name: m['account.close.self_exclusion_link'] }).waitFor();
  await axe('/profile/close-account');
  await screenshot(page, 'close-account-phone');

  await page.getByRole('button', { name: m['account.close.start'] }).click();
  // Focus moves to the confirmation step; a wrong password is refused in the form.
  await eventually(() => page.evaluate(() => document.activeElement?.id), 'close-confirm-title');
  await page.getByLabel(m['account.close.password']).fill('Not-The-Password-1');
  await page.getByRole('button', { name: m['account.close.submit'] }).click();
  await page.getByText(m['account.close.password_incorrect']).waitFor();
  await page.getByLabel(m['account.close.password']).fill(PASSWORD);
  await page.getByLabel(m['account.close.reason']).selectOption('no_longer_interested');
  await axe('/profile/close-account confirmation');
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, 'close-account-confirm-desktop');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.getByRole('button', { name: m['account.close.submit'] }).click();

  // Signed out onto the confirmation; the session is gone on the server too.
  await page.waitForURL((url) => url.pathname === '/profile/close-account' && url.searchParams.has('closed'), {
    timeout: 15_000,
  });
  await page.getByRole('heading', { level: 1, name: m['account.closed.title'] }).waitFor();
  await axe('closure confirmation');
  await screenshot(page, 'account-closed-phone');
  assert.equal((await api('get', '/api/player')).status(), 401);

  // Signing in again is refused, with the reason.
  await page.goto(`${system.baseURL}/login`);
  await waitForHydration(page, 'main form');
  const form = page.locator('main form').first();
  await form.getByLabel(m['auth.email'], { exact: true }).fill(EMAIL);
  await form.getByLabel(m['auth.password'], { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: m['auth.submit.sign_in'] }).click();
  await page.getByText(m['account.error.closed']).waitFor();
  await screenshot(page, 'closed-sign-in-phone');
  assert.equal((await api('get', '/api/player')).status(), 401);
  assert.deepEqual(
    (await player.problems()).filter((p) => !/HTTP (401|403|422)/.test(p)),
    [],
  );
});
