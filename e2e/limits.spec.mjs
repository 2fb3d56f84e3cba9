// Responsible gaming as a player meets it: a deposit limit set on /profile/limits
// refuses a deposit over it, is tightened at once, a loosening stays pending; a cooling-off
// signs the player out and closes play; signing in again during it shows only the notice, the
// balance and the withdrawal. axe on the limits page, phone and desktop.
// This spec starts its own production server with a fast sandbox provider (one step every 300 ms).
import assert from 'node:assert/strict';
import { before } from 'node:test';
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
  axeBuilder,
} from './helpers.mjs';

const EMAIL = `limits-${Date.now()}@example.com`;
const PASSWORD = 'Limits-Pass-2026!';
const CARD = { number: '4242424242424242', expiry: '12/39', holder: 'Ada Lovelace', cvv: '123' };

const system = useSystem({ logName: 'server-limits', env: { PAYMENTS_SANDBOX_STEP_MS: '300' } });
let player;
let m;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  if (system.browser) {
    // 422: the registration captcha round and the deposit refused by the limit; 401: the ended
    // session, asked on purpose; 403: play and deposits refused during the break.
    player = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401, 403, 422] });
  }
});

const t = (key, values = {}) => Object.entries(values).reduce((text, [k, v]) => text.replaceAll(`{{${k}}}`, v), m[key]);
const api = (method, url, body) =>
  player.page.evaluate(
    async ([method, url, body]) => {
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, url, body],
  );
const depositCard = (cents) =>
  api('POST', '/api/player/payments/deposits', { amount_cents: cents, currency: 'EUR', method_id: 'visa', card: CARD });
const card = (type) => player.page.locator(`.limit-card[data-limit-type="${type}"]`);

async function axe(where, include = 'main') {
  const results = await axeBuilder(player.page).include(include).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    serious.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    [],
    `${where}: no serious or critical axe violation`,
  );
}

browserTest(
  'LIM-08 PROF-02: a new player finds the limits page in the profile; axe finds nothing serious on phone and desktop',
  async () => {
    const { page } = player;
    await page.goto(`${system.baseURL}/registration`);
    await submitRegistration(page, m, EMAIL, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });
    // Play money in EUR: the wallet the limits below are set in.
    assert.equal((await api('POST', '/api/player/accounts', { currency: 'EUR' })).status, 200);
    // The personal data the cashbox asks before a fiat deposit or withdrawal (PAY-03).
    const profile = await api('PATCH', '/api/player', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      date_of_birth: '10/12/1990',
      country: 'DE',
      city: 'Berlin',
      address: 'Unter den Linden 1',
      postal_code: '10117',
      mobile_phone: '+49301234567',
    });
    assert.equal(profile.status, 200, JSON.stringify(profile.body));

    await page.goto(`${system.baseURL}/profile`);
    await waitForHydration(page, 'main h1');
    await page.getByRole('navigation', { name: m['profile.nav'] }).getByRole('link', { name: m['limits.nav'] }).click();
    await page.waitForURL((url) => url.pathname === '/profile/limits');
    await page.getByRole('heading', { level: 1, name: m['limits.title'] }).waitFor();
    await page.getByText(m['limits.current.none']).waitFor();
    await axe('limits page on desktop');
    await screenshot(page, 'limits-empty-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await axe('limits page on a phone');
    await screenshot(page, 'limits-empty-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
  },
);

browserTest('LIM-01 LIM-10 RT-08: a deposit limit applies at once and refuses a deposit over it', async () => {
  const { page } = player;
  const form = page.locator('form[aria-labelledby="limits-money"]');
  await form.getByLabel(m['limits.form.type']).selectOption('deposit');
  await form.getByLabel(m['limits.form.period']).selectOption('day');
  await form.getByLabel(m['limits.form.currency']).selectOption('EUR');
  await form.getByLabel(t('limits.form.amount', { unit: 'EUR' })).fill('20');
  await form.getByRole('button', { name: m['limits.form.submit'] }).click();
  await form.getByText(m['limits.result.applied']).waitFor();
  await card('deposit')
    .getByText(t('limits.usage', { used: '€0.00', amount: '€20.00' }))
    .waitFor();

  const refused = await depositCard(5_000);
  assert.equal(refused.status, 422);
  assert.deepEqual(refused.body.errors.amount_cents, ['limits.error.deposit_limit_exceeded']);
  // The refusal says what the limit still allows, and in which period.
  assert.deepEqual(refused.body.details, { remaining_cents: 2_000, currency: 'EUR', period: 'day' });
  const paid = await depositCard(1_500);
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const state = async () => (await api('GET', '/api/player/payments')).body.data[0].state;
  assert.equal(await eventually(state, 'succeeded', { timeout: 15_000 }), 'succeeded');
  // The usage follows live (game_limits refreshes the page's limits).
  await card('deposit')
    .getByText(t('limits.usage', { used: '€15.00', amount: '€20.00' }))
    .waitFor({ timeout: 10_000 });
  await card('deposit')
    .getByText(t('limits.remaining', { remaining: '€5.00' }))
    .waitFor();

  // In the cashbox, a deposit over what is left says how much more can go in today.
  await page.goto(`${system.baseURL}/?popup=modal-cashbox-step-deposit`);
  const box = page.locator('dialog[open]');
  await box.getByRole('group', { name: m['cashbox.method.legend'] }).getByRole('radio', { name: /Visa/ }).check();
  await box.getByLabel(t('cashbox.amount', { unit: 'EUR' }), { exact: true }).fill('20');
  await box.getByLabel(m['cashbox.card.number'], { exact: true }).fill(CARD.number);
  await box.getByLabel(m['cashbox.card.expiry'], { exact: true }).fill('1239');
  await box.getByLabel(m['cashbox.card.cvv'], { exact: true }).fill(CARD.cvv);
  await box.getByRole('button', { name: t('cashbox.deposit.submit_amount', { amount: '€20.00' }) }).click();
  await box
    .getByText(`${m['limits.error.deposit_limit_exceeded']} ${t('limits.error.deposit_remaining_day', { amount: '€5.00' })}`)
    .waitFor();
  await axe('deposit refused by the deposit limit', 'dialog[open]');
  await screenshot(page, 'limits-deposit-remaining-desktop');
  await page.goto(`${system.baseURL}/profile/limits`);
  await waitForHydration(page, 'main h1');
});

browserTest(
  'LIM-02 LIM-04 LIM-05: tightening applies at once; the reached deposit limit shows a persistent warning',
  async () => {
    const { page } = player;
    await card('deposit')
      .getByRole('button', { name: t('limits.action.change_currency', { currency: 'EUR' }) })
      .click();
    const form = page.locator('form[aria-labelledby="limits-money"]');
    const amount = form.getByLabel(t('limits.form.amount', { unit: 'EUR' }));
    assert.equal(await amount.inputValue(), '20');
    await amount.fill('10');
    await form.getByRole('button', { name: m['limits.form.submit'] }).click();
    await form.getByText(m['limits.result.applied']).waitFor();
    await card('deposit')
      .getByText(t('limits.usage', { used: '€15.00', amount: '€10.00' }))
      .waitFor();
    await card('deposit').getByText(m['limits.reached']).waitFor();
    const toast = page.locator('[data-toast="deposit-limit-reached"]');
    await toast.getByText(m['limits.toast.deposit_reached']).waitFor();
    // Persistent: still there after the 10 s lifetime of ordinary toasts.
    await page.waitForTimeout(10_500);
    assert.equal(await toast.count(), 1);
  },
);

browserTest('LIM-10: a loosening stays pending with the time it can take effect; the lower amount still holds', async () => {
  const { page } = player;
  const form = page.locator('form[aria-labelledby="limits-money"]');
  await form.getByLabel(t('limits.form.amount', { unit: 'EUR' })).fill('100');
  await form.getByRole('button', { name: m['limits.form.submit'] }).click();
  await form.locator('.limit-result--pending').waitFor();
  await card('deposit')
    .getByText(t('limits.pending.raise', { amount: '€100.00' }))
    .waitFor();
  await card('deposit')
    .getByText(t('limits.usage', { used: '€15.00', amount: '€10.00' }))
    .waitFor();
  await page.reload();
  await waitForHydration(page, 'main h1');
  await card('deposit')
    .getByText(t('limits.pending.raise', { amount: '€100.00' }))
    .waitFor();
  await axe('limits page with a pending change');
  await screenshot(page, 'limits-pending-desktop');
  await page.setViewportSize(VIEWPORTS.phone);
  await axe('limits page with a pending change on a phone');
  await screenshot(page, 'limits-pending-phone');
  await page.setViewportSize(VIEWPORTS.desktop);
});

browserTest('LIM-10: the player chooses the reality-check interval on the limits page; it holds after a reload', async () => {
  const { page } = player;
  const form = page.locator('form[aria-labelledby="limits-reality-check"]');
  const interval = form.getByLabel(m['limits.reality_interval.label'], { exact: true });
  assert.equal(await eventually(() => interval.inputValue(), '60'), '60', 'the default interval is shown');
  await interval.selectOption('30');
  await form.getByRole('button', { name: m['limits.reality_interval.submit'] }).click();
  await form.getByText(t('limits.reality_interval.saved_other', { count: '30' })).waitFor();
  assert.equal((await api('GET', '/api/user_limits/reality_check')).body.interval_minutes, 30);
  // Outside the allowed range the server refuses it.
  assert.equal((await api('PUT', '/api/user_limits/reality_check', { interval_minutes: 5 })).status, 422);
  await page.reload();
  await waitForHydration(page, 'main h1');
  assert.equal(await eventually(() => interval.inputValue(), '30'), '30');
  await axe('limits page with the reality-check interval');
  await page.setViewportSize(VIEWPORTS.phone);
  await form.scrollIntoViewIfNeeded();
  await screenshot(page, 'limits-reality-check-phone');
  await page.setViewportSize(VIEWPORTS.desktop);
});

browserTest('LIM-08 SHELL-10: the modal-limits popup shows the same limits over the lobby', async () => {
  const { page } = player;
  await page.goto(`${system.baseURL}/?popup=modal-limits`);
  await waitForHydration(page, 'main h1');
  const dialog = page.getByRole('dialog', { name: m['limits.title'] });
  await dialog
    .locator('.limit-card[data-limit-type="deposit"]')
    .getByText(t('limits.pending.raise', { amount: '€100.00' }))
    .waitFor();
  await axe('modal-limits popup', 'dialog');
});

browserTest('LIM-03 LIM-10: a cooling-off says what it does before it starts, signs the player out and closes play', async () => {
  const { page } = player;
  const section = page.locator('section[aria-labelledby="limits-cooling-off"]');
  await section.getByRole('radio', { name: m['limits.duration.24_hours'] }).check();
  await section.getByRole('button', { name: m['limits.form.continue'] }).click();
  const confirm = section.getByRole('group', {
    name: t('limits.confirm.title_cooling_off', { duration: m['limits.duration.24_hours'] }),
  });
  for (const key of ['sessions', 'play', 'deposits', 'marketing', 'withdraw', 'no_undo']) {
    await confirm.getByText(m[`limits.confirm.${key}`]).waitFor();
  }
  await axe('cooling-off confirmation');
  await screenshot(page, 'limits-cooling-off-confirm-desktop');
  await confirm.getByRole('button', { name: m['limits.confirm.yes_cooling_off'] }).click();
  await section.getByText(m['limits.done.title_cooling_off']).waitFor();
  assert.equal((await api('GET', '/api/player')).status, 401, 'every session ended, this one too');
});

browserTest(
  'PLAY-02 LIM-10: signing in during the cooling-off shows only the notice, the balance and the withdrawal',
  async () => {
    const { page } = player;
    await page.goto(`${system.baseURL}/login`);
    await waitForHydration(page, 'main form');
    const form = page.locator('main form').first();
    await form.getByLabel(m['auth.email'], { exact: true }).fill(EMAIL);
    await form.getByLabel(m['auth.password'], { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: m['auth.submit.sign_in'] }).click();
    const notice = page.getByTestId('restricted-notice');
    await notice.getByRole('heading', { name: m['limits.restricted.title_cooling_off'] }).waitFor({ timeout: 15_000 });
    assert.equal(await page.getByTestId('restricted-balance').textContent(), '€15.00');
    assert.equal(await page.locator('[data-testid="header-balance"]').count(), 0, 'no casino header');
    assert.equal(await page.locator('.game-grid').count(), 0, 'no games');
    await screenshot(page, 'limits-restricted-desktop');

    // Play is refused: the game page sends the player to the limits, the launch answers 403.
    const list = await api('POST', '/api/games_filter', { device: 'desktop', filter: {}, page: 1, page_size: 1 });
    const game = list.body.data[0];
    await page.goto(`${system.baseURL}/play/${game.provider}/${game.slug}?mode=real`);
    await page.waitForURL((url) => url.pathname === '/profile/limits');
    await notice.waitFor();
    const launch = await api('POST', '/api/games/sessions', { game_id: game.id, mode: 'real' });
    assert.equal(launch.status, 403);
    assert.equal(launch.body.error, 'limits.error.restricted_session');
    assert.equal((await depositCard(1_000)).status, 403, 'no deposit either');

    // The withdrawal is open.
    await page.getByRole('link', { name: m['limits.restricted.withdraw'] }).click();
    await page.waitForURL((url) => url.searchParams.get('popup') === 'modal-cashbox-step-withdraw');
    await page.locator('dialog[open]').getByRole('group', { name: m['cashbox.method.legend'] }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'limits-restricted-withdraw-desktop');
    await page.keyboard.press('Escape');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${system.baseURL}/`);
    await waitForHydration(page);
    await notice.waitFor();
    await axe('restricted frame on a phone');
    await screenshot(page, 'limits-restricted-phone');
    assert.deepEqual(await player.problems(), [], 'no console errors or failed requests');
  },
);
