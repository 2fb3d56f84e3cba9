// Closure payouts (LIMIT-closure, ROLE-11, docs/decisions/018-account-closure.md): a player who
// only ever deposited by bank transfer closes the account, so the balance waits for support. A
// support lead created with the staff:create command finds it in the staff console, is refused
// a reference that is too short (the error under the field), marks it as paid with the
// transfer's reference, and finds it in the paid list. The section speaks the browser's
// language (German here too). axe and desktop screenshots.
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
  PAYMENT_PROFILE,
  axeBuilder,
} from './helpers.mjs';
import { signInStaffConsole, staffSignInLabels } from './steps.mjs';

/** A Canadian address: the server trusts X-Forwarded-For from loopback (see restricted-country). */
const CANADA = '99.224.0.1';
const EMAIL = `payout-${Date.now()}@example.com`;
const PASSWORD = 'Payout-Journey-2026!';
const LEAD = { email: 'lead@casino.example', password: 'Lead-Console-Pass-42', role: 'support_lead', name: 'Lena' };
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const K = 'support.closure_payouts';

const system = useSystem({
  logName: 'server-closure-payouts',
  env: { PAYMENTS_SANDBOX_STEP_MS: '300' },
  staff: [LEAD],
});
let m;
let de;
let player;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  de = await (await fetch(`${system.baseURL}/messages/de.json`)).json();
  if (system.browser) {
    // 422: the registration form's captcha round.
    player = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [422] });
    await player.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
  }
});
after(async () => {
  await player?.close();
});

async function axe(page, where) {
  const results = await axeBuilder(page).include('main').withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    serious.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    [],
    `${where}: no serious or critical axe violation`,
  );
}

/** The player: signs up, deposits 42.00 EUR by bank transfer, and closes the account. */
async function closedIbanPlayer() {
  const { page } = player;
  const api = (method, path, data) =>
    page.request[method](`${system.baseURL}${path}`, { headers: XHR, ...(data ? { data } : {}) });
  await page.goto(`${system.baseURL}/registration`);
  await submitRegistration(page, m, EMAIL, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });
  await api('patch', '/api/player', { ...PAYMENT_PROFILE, last_name: 'Payout' });
  const deposited = await api('post', '/api/player/payments/deposits', {
    amount_cents: 4200,
    currency: 'EUR',
    method_id: 'bank_transfer',
    iban: 'DE89 3704 0044 0532 0130 00',
  });
  assert.equal(deposited.status(), 200, await deposited.text());
  const cashable = async () =>
    (await (await api('get', '/api/player/accounts?compatibility')).json()).find((a) => a.currency === 'EUR')
      ?.available_to_cashout_cents ?? 0;
  assert.equal(await eventually(cashable, 4200, { timeout: 15_000, interval: 200 }), 4200);
  const closed = await api('post', '/api/player/closure', { password: PASSWORD });
  assert.equal(closed.status(), 200, await closed.text());
  assert.deepEqual(
    (await closed.json()).payouts.map((p) => [p.route, p.amount_cents]),
    [['staff', 4200]],
  );
}

browserTest(
  'LIMIT-closure ROLE-11 a support lead marks the closure payout of an IBAN-only player as paid in the staff console',
  { timeout: 180_000 },
  async () => {
    await closedIbanPlayer();
    // 401: the console asks who is signed in before the sign-in.
    const lead = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401] });
    try {
      const { page } = lead;
      await signInStaffConsole(page, system, LEAD, { labels: staffSignInLabels(m) });
      await page.getByRole('heading', { level: 2, name: m[`${K}.title`] }).waitFor();
      const open = page.getByRole('table', { name: m[`${K}.open_title`] });
      const row = open.getByRole('row').filter({ hasText: EMAIL });
      await row.waitFor();
      assert.match(await row.textContent(), /€42\.00/);
      await axe(page, 'closure payouts');
      await screenshot(page, 'closure-payouts-desktop');

      // "Mark as paid" opens the reference field with the focus in it.
      await row.getByRole('button', { name: new RegExp(`^${m[`${K}.mark_paid`]}`) }).click();
      const reference = page.getByLabel(m[`${K}.reference_label`]);
      await reference.waitFor();
      assert.equal(await reference.evaluate((el) => el === document.activeElement), true);

      // Too short: the error shows under the field and the field says it is invalid.
      await reference.fill('ab');
      await page.getByRole('button', { name: m[`${K}.confirm`] }).click();
      await page.getByText(m[`${K}.error.reference_length`]).waitFor();
      assert.equal(await reference.getAttribute('aria-invalid'), 'true');
      await axe(page, 'closure payouts with a refused reference');
      await screenshot(page, 'closure-payouts-error-desktop');

      await reference.fill('SEPA-E2E-0001');
      await page.getByRole('button', { name: m[`${K}.confirm`] }).click();
      await page
        .getByRole('status')
        .getByText(m[`${K}.paid_notice`].replace('{{amount}}', '€42.00').replace('{{player}}', EMAIL))
        .waitFor({ timeout: 10_000 });
      // The row left the open list; focus went to its heading; the paid list names the reference and the lead.
      await page.getByText(m[`${K}.empty_open`]).waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'closure-payouts-open');
      const paid = page
        .getByRole('table', { name: m[`${K}.done_title`] })
        .getByRole('row')
        .filter({ hasText: EMAIL });
      await paid.getByText('SEPA-E2E-0001').waitFor();
      await paid.getByText(LEAD.name).waitFor();
      await axe(page, 'closure payouts after payment');
      await screenshot(page, 'closure-payouts-paid-desktop');
      assert.deepEqual(await lead.problems(), []);
    } finally {
      await lead.close();
    }
  },
);

browserTest('ROLE-11 the closure payouts section speaks the browser language', { timeout: 60_000 }, async () => {
  const context = await system.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'de-DE' });
  try {
    const page = await context.newPage();
    await signInStaffConsole(page, system, LEAD, { labels: staffSignInLabels(de) });
    const section = page.getByRole('region', { name: de[`${K}.title`] });
    await section.getByRole('heading', { level: 3, name: de[`${K}.done_title`] }).waitFor();
    assert.equal(await section.getAttribute('lang'), 'de');
    await section.getByRole('columnheader', { name: de[`${K}.col.reference`] }).waitFor();
    await axe(page, 'closure payouts in German');
  } finally {
    await context.close();
  }
});
