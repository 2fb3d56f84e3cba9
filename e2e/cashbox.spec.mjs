// The cashbox journey of a new player: a guest landing on /deposit is sent to sign up
// and comes back to the cashbox over the lobby; the personal-info form comes first; a 50 EUR card
// deposit reaches the header balance live; a withdrawal to an IBAN is reserved, shows in the
// history and is recalled; the crypto deposit address shows with its QR code; axe on the popups.
// The deposit's Idempotency-Key: sent again with it, the deposit answers the same and pays once.
// This spec starts its own production server with a fast sandbox provider (one step every 300 ms).
import assert from 'node:assert/strict';
import { before } from 'node:test';
import {
  VIEWPORTS,
  WCAG_TAGS,
  browserTest,
  eventually,
  openPage,
  submitRegistration,
  useSystem,
  waitForHydration,
  screenshot as shot,
  axeBuilder,
} from './helpers.mjs';

/** A Canadian address: the server trusts X-Forwarded-For from loopback (see restricted-country). */
const CANADA = '99.224.0.1';
const EMAIL = `cashbox-${Date.now()}@example.com`;
const PASSWORD = 'Cashbox-Pass-2026!';

const system = useSystem({ logName: 'server-cashbox', env: { PAYMENTS_SANDBOX_STEP_MS: '300' } });
let player;
let m;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  if (system.browser) {
    // 422: the registration form's captcha round; the cashbox's own field errors are asserted on screen.
    player = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [422] });
    await player.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
    await player.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: system.baseURL });
  }
});

const t = (key, values = {}) => Object.entries(values).reduce((text, [k, v]) => text.replaceAll(`{{${k}}}`, v), m[key]);
const dialog = () => player.page.locator('dialog[open]');
const popupParam = () => new URL(player.page.url()).searchParams.get('popup');
const headerBalance = () => player.page.locator('[data-testid="header-balance"]').textContent();

async function axe(where) {
  const results = await axeBuilder(player.page).include('dialog[open]').withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    serious.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    [],
    `${where}: no serious or critical axe violation`,
  );
}

/** The viewport as the player sees it, popup included (the page below is not the point here); see screenshot in helpers.mjs. */
const screenshot = (page, name) => shot(page, name, { fullPage: false });

async function tab(name) {
  await dialog().getByRole('navigation', { name: m['cashbox.title'] }).getByRole('link', { name }).click();
}

browserTest('PAY-01 PAY-02: a guest opening /deposit signs up first, then lands on main with the cashbox open', async () => {
  const { page } = player;
  await page.goto(`${system.baseURL}/deposit`);
  const url = new URL(page.url());
  assert.equal(url.pathname, '/registration');
  assert.equal(url.searchParams.get('redirect'), '/deposit');
  await submitRegistration(page, m, EMAIL, PASSWORD);
  // /deposit has no page of its own: main, with the deposit popup (then the personal-info form) over it.
  await page.waitForURL((next) => next.pathname === '/' && next.searchParams.has('popup'), { timeout: 30_000 });
  await dialog().waitFor();
});

browserTest(
  'PAY-03: a fiat wallet with an empty profile gets the personal-info form first; saved, the deposit step opens',
  async () => {
    const { page } = player;
    await dialog().getByRole('heading', { name: m['cashbox.personal.title'] }).waitFor();
    assert.equal(popupParam(), 'modal-user-personal-info');
    await axe('personal-info popup');
    const form = dialog().locator('form');
    await form.getByLabel(m['profile.field.first_name'], { exact: true }).fill('Ada');
    await form.getByLabel(m['profile.field.last_name'], { exact: true }).fill('Lovelace');
    await form.getByLabel(m['profile.field.date_of_birth'], { exact: true }).fill('10/12/1990');
    await form.getByLabel(m['profile.field.mobile_phone'], { exact: true }).fill('+1 416 555 0100');
    // The country the player gave (at sign-up, from Canada) is already chosen once the list loads.
    const country = form.getByLabel(m['cashbox.personal.country'], { exact: true });
    assert.equal(await eventually(() => country.inputValue(), 'CA', { timeout: 10_000 }), 'CA');
    await form.getByLabel(m['profile.field.city'], { exact: true }).fill('Toronto');
    await form.getByLabel(m['profile.field.address'], { exact: true }).fill('1 King St W');
    // A postal code that is not Canadian is refused on the spot (requirements §core-5).
    await form.getByLabel(m['profile.field.postal_code'], { exact: true }).fill('12345');
    await form.getByRole('button', { name: m['cashbox.personal.submit'] }).click();
    await form.locator('.form__error').first().waitFor();
    await form.getByLabel(m['profile.field.postal_code'], { exact: true }).fill('M5H 1A1');
    await form.getByRole('button', { name: m['cashbox.personal.submit'] }).click();
    await page.waitForURL((next) => next.searchParams.get('popup') === 'modal-cashbox-step-deposit');
    await dialog().getByRole('group', { name: m['cashbox.method.legend'] }).waitFor();
    const me = await page.evaluate(() => fetch('/api/player').then((r) => r.json()));
    assert.equal(me.city, 'Toronto');
    assert.equal(me.postal_code, 'M5H 1A1');
  },
);

browserTest(
  'PAY-17 PAY-14 PAY-15: the header balance dropdown opens the wallets, where a EUR wallet is opened and used',
  async () => {
    const { page } = player;
    await page.keyboard.press('Escape');
    await page.waitForURL((next) => !next.searchParams.has('popup'));
    await page.locator('.balance-dropdown summary').click();
    const dropdown = page.locator('.balance-dropdown__panel');
    await dropdown.getByText(m['cashbox.balance.real']).waitFor();
    await dropdown.getByText(m['cashbox.balance.bonus']).waitFor();
    await dropdown.getByRole('button', { name: m['cashbox.title'] }).click();
    await page.waitForURL((next) => next.searchParams.get('popup') === 'modal-cashbox-dashboard');
    await dialog().getByRole('heading', { name: m['cashbox.wallets.title'] }).waitFor();
    await axe('cashbox dashboard');
    const accounts = await page.evaluate(() => fetch('/api/player/accounts?compatibility').then((r) => r.json()));
    if (!accounts.some((a) => a.currency === 'EUR' && a.active)) {
      await dialog().getByLabel(m['cashbox.wallets.open'], { exact: true }).selectOption('EUR');
      await dialog().getByRole('button', { name: m['cashbox.wallets.open_button'] }).click();
      await dialog().locator('.wallet[data-active="true"] .wallet__currency', { hasText: 'EUR' }).waitFor();
    }
    assert.equal(await eventually(headerBalance, '€0.00'), '€0.00', 'the header shows the EUR wallet, empty');
    await screenshot(page, 'cashbox-dashboard-desktop');
  },
);

browserTest(
  'PAY-25 PAY-08 PAY-09 PAY-21 LIM-10 VAL-11 CONST-16 CONST-36: a first deposit is preceded by the deposit-limit invitation, starts at 50 EUR; the card pays and the header balance follows live',
  async () => {
    const { page } = player;
    await tab(m['cashbox.tab.deposit']);
    await page.waitForURL((next) => next.searchParams.get('popup') === 'modal-cashbox-step-deposit');
    const box = dialog();
    // Before a first deposit the player is invited to set a deposit limit; "Not now" holds for the tab.
    const invite = box.getByRole('form', { name: m['limits.invite.title'] });
    await invite.waitFor();
    await invite.getByRole('button', { name: m['limits.invite.not_now'] }).click();
    await invite.waitFor({ state: 'detached' });
    const methods = box.getByRole('group', { name: m['cashbox.method.legend'] });
    await methods.getByRole('radio', { name: /Visa/ }).check();
    const amount = box.getByLabel(t('cashbox.amount', { unit: 'EUR' }), { exact: true });
    assert.equal(await amount.inputValue(), '50', 'PAY-25: the first deposit amount is 50');
    // Amount presets from the card's €10 minimum up the 1-2-5 series; a preset fills the field.
    const presets = box.getByRole('group', { name: m['cashbox.presets.label'] });
    assert.deepEqual(await presets.getByRole('button').allTextContents(), ['€10.00', '€20.00', '€50.00', '€100.00']);
    assert.equal(await presets.getByRole('button', { name: '€50.00' }).getAttribute('aria-pressed'), 'true');
    await presets.getByRole('button', { name: '€20.00' }).focus();
    await page.keyboard.press('Enter');
    assert.equal(await amount.inputValue(), '20', 'a preset fills the amount field from the keyboard');
    await presets.getByRole('button', { name: '€50.00' }).click();
    assert.equal(await amount.inputValue(), '50');
    // The card methods show their brand logo; the number field shows the brand as it is typed.
    assert.equal(await methods.locator('svg.card-logo[data-brand="visa"]').count(), 1);
    assert.ok((await methods.textContent()).includes(m['cashbox.method.instant_free']), 'PAY-09: instant and fee-free');
    assert.ok(
      (await methods.textContent()).includes(t('cashbox.limits.card_deposit', { min: '€10.00', max: '€5,000.00' })),
      'PAY-08: card limits from translations',
    );
    // Luhn and expiry are checked before anything is sent.
    await box.getByLabel(m['cashbox.card.number'], { exact: true }).fill('4242424242424241');
    await box.getByLabel(m['cashbox.card.expiry'], { exact: true }).fill('0120');
    await box.getByLabel(m['cashbox.card.cvv'], { exact: true }).fill('123');
    await box.getByRole('button', { name: t('cashbox.deposit.submit_amount', { amount: '€50.00' }) }).click();
    await box.getByText(m['validation.invalid_card_number']).waitFor();
    await box.getByText(m['validation.card_expired']).waitFor();
    await axe('deposit step with field errors');
    await screenshot(page, 'cashbox-deposit-errors-desktop');

    await box.getByLabel(m['cashbox.card.number'], { exact: true }).fill('5555 5555 5555 4444');
    await box.locator('.card-fields__brand svg[data-brand="mastercard"]').waitFor();
    await box
      .locator('.card-fields__brand')
      .getByText(t('cashbox.card.brand', { brand: 'Mastercard' }))
      .waitFor();
    await box.getByLabel(m['cashbox.card.number'], { exact: true }).fill('4242424242424242');
    assert.equal(await box.getByLabel(m['cashbox.card.number'], { exact: true }).inputValue(), '4242 4242 4242 4242');
    await box.locator('.card-fields__brand svg[data-brand="visa"]').waitFor();
    await box.getByLabel(m['cashbox.card.expiry'], { exact: true }).fill('1239');
    await box.getByLabel(m['cashbox.card.save']).check();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/player/payments/deposits'));
    await box.getByRole('button', { name: t('cashbox.deposit.submit_amount', { amount: '€50.00' }) }).click();
    await box.getByRole('heading', { name: m['cashbox.deposit.started'] }).waitFor();
    await box.getByText(t('cashbox.status.deposit.succeeded', { amount: '€50.00' })).waitFor({ timeout: 20_000 });
    assert.equal(
      await eventually(headerBalance, '€50.00', { timeout: 10_000 }),
      '€50.00',
      'the header balance changed without a reload',
    );
    const fraud = await page.evaluate(() => fetch('/api/player/payments').then((r) => r.json()));
    assert.equal(fraud.data[0].state, 'succeeded');

    // The deposit carried an Idempotency-Key; sent again with it (a retry), it answers the first
    // answer and pays nothing more (decision 028).
    const request = await sent;
    const key = (await request.allHeaders())['idempotency-key'];
    assert.match(key ?? '', /^[A-Za-z0-9_-]{16,64}$/);
    const first = await (await request.response())?.text();
    const replay = await page.evaluate(
      async ({ key, body }) => {
        const res = await fetch('/api/player/payments/deposits', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'idempotency-key': key },
          body,
        });
        return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: await res.text() };
      },
      { key, body: request.postData() },
    );
    assert.deepEqual(replay, { status: 200, replayed: 'true', body: first });
    const history = await page.evaluate(() => fetch('/api/player/payments').then((r) => r.json()));
    assert.equal(history.data.filter((p) => p.action === 'deposit').length, 1, 'one deposit, however often it is sent');
    assert.equal(await headerBalance(), '€50.00');
    await screenshot(page, 'cashbox-deposit-succeeded-desktop');
  },
);

browserTest(
  'PAY-20 PAY-18 PAY-19 VAL-13: a withdrawal to an IBAN is reserved, listed in the history, recalled, and the balance comes back',
  async () => {
    const { page } = player;
    await tab(m['cashbox.tab.withdraw']);
    await page.waitForURL((next) => next.searchParams.get('popup') === 'modal-cashbox-step-withdraw');
    const box = dialog();
    await box
      .getByRole('group', { name: m['cashbox.method.legend'] })
      .getByRole('radio', { name: m['cashbox.method.bank_transfer'] })
      .check();
    const amount = box.getByLabel(t('cashbox.amount', { unit: 'EUR' }), { exact: true });
    // More than the real money is refused on the spot.
    await amount.fill('60');
    await box.getByLabel(m['cashbox.iban'], { exact: true }).fill('DE89 3704 0044 0532 0130 00');
    await box.getByRole('button', { name: m['cashbox.withdraw.submit'] }).click();
    await box.getByText(m['validation.not_enough_money']).waitFor();
    // Amount ending in 55: the sandbox keeps the withdrawal reserved, so it stays recallable.
    await amount.fill('20.55');
    await box.getByRole('button', { name: m['cashbox.withdraw.submit'] }).click();
    await box.getByRole('heading', { name: m['cashbox.withdraw.started'] }).waitFor();
    assert.equal(await eventually(headerBalance, '€29.45', { timeout: 10_000 }), '€29.45', 'the amount is reserved at once');
    const row = box.locator('.payment-history__item').filter({ hasText: m['cashbox.action.cashout'] }).first();
    await row.getByText(m['cashbox.state.reserved']).waitFor();
    await axe('withdraw step with history');
    await screenshot(page, 'cashbox-withdraw-reserved-desktop');
    await row.getByRole('button', { name: m['cashbox.history.recall'] }).click();
    await row.getByText(m['cashbox.state.recalled']).waitFor({ timeout: 10_000 });
    assert.equal(await row.getByRole('button', { name: m['cashbox.history.recall'] }).count(), 0, 'no longer recallable');
    assert.equal(await eventually(headerBalance, '€50.00', { timeout: 10_000 }), '€50.00', 'the balance is back');
  },
);

browserTest('PAY-11 PAY-10 PAY-12: a BTC wallet shows its deposit address with a QR code and copies it', async () => {
  const { page } = player;
  await tab(m['cashbox.tab.dashboard']);
  await dialog().getByLabel(m['cashbox.wallets.open'], { exact: true }).selectOption('BTC');
  await dialog().getByRole('button', { name: m['cashbox.wallets.open_button'] }).click();
  await dialog().locator('.wallet[data-active="true"] .wallet__currency', { hasText: 'BTC' }).waitFor();
  assert.equal(await eventually(headerBalance, '0 µBTC'), '0 µBTC', 'PAY-11: BTC in micro units');
  await tab(m['cashbox.tab.deposit']);
  const box = dialog();
  await box
    .getByRole('img', { name: t('cashbox.crypto.qr', { currency: 'BTC' }) })
    .locator('svg')
    .waitFor();
  const address = await box.getByTestId('crypto-address').textContent();
  assert.match(address, /^bc1q/);
  assert.ok(
    (await box.textContent()).includes(t('cashbox.crypto.minimum', { min: '100 µBTC' })),
    'PAY-10: the minimum deposit of 0.0001 BTC',
  );
  await box.getByRole('button', { name: m['cashbox.crypto.copy'] }).click();
  await box.getByText(m['cashbox.crypto.copied']).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), address);
  // The crypto wallet needs no personal info and deposits by sending coins to the address.
  const amount = box.getByLabel(t('cashbox.amount', { unit: 'µBTC' }), { exact: true });
  assert.equal(await amount.inputValue(), '100');
  await amount.fill('250');
  await box.getByRole('button', { name: m['cashbox.crypto.sent'] }).click();
  await box.getByText(t('cashbox.status.deposit.succeeded', { amount: '250 µBTC' })).waitFor({ timeout: 20_000 });
  assert.equal(await eventually(headerBalance, '250 µBTC', { timeout: 10_000 }), '250 µBTC');
  await axe('crypto deposit');
  await screenshot(page, 'cashbox-crypto-desktop');
});

browserTest('PAY-01: on a phone the bottom bar opens the cashbox; axe finds nothing serious', async () => {
  const { page } = player;
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`${system.baseURL}/`);
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: m['shell.bottom_navigation'] })
    .getByRole('button', { name: m['shell.deposit'] })
    .click();
  await page.waitForURL((next) => next.searchParams.get('popup') === 'modal-cashbox-dashboard');
  await dialog().getByRole('heading', { name: m['cashbox.history.title'] }).waitFor();
  await dialog().locator('.payment-history__item').first().waitFor();
  await axe('cashbox on a phone');
  await screenshot(page, 'cashbox-dashboard-phone');
  await tab(m['cashbox.tab.deposit']);
  await dialog().getByRole('group', { name: m['cashbox.method.legend'] }).waitFor();
  await screenshot(page, 'cashbox-deposit-phone');
  assert.deepEqual(await player.problems(), [], 'no console errors or failed requests');
});
