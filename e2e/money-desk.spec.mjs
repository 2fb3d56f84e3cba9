// The money desk (ROLE-11, docs/decisions/067-money-desk.md): a player's withdrawal above the
// demo's review amount (2,000.00 EUR) waits in the cashbox until a payments officer approves it
// in the back office's Money section, then it is paid; a manual credit proposed by an
// administrator is approved by the payments officer (four eyes) and reaches the player's header
// balance live. The Players and Risk sections open too. axe on each screen, desktop and phone.
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
  useSystem,
  waitForHydration,
  PAYMENT_PROFILE,
} from './helpers.mjs';
import { signInStaffConsole } from './steps.mjs';

const CANADA = '99.224.0.1';
const EMAIL = `money-desk-${Date.now()}@example.com`;
const PASSWORD = 'Money-Desk-Pass-2026!';
const IBAN = 'DE89 3704 0044 0532 0130 00';
const OFFICER = { email: 'olga@casino.example', password: 'Officer-Console-Pass-42', role: 'payments_officer', name: 'Olga' };
const ADMIN = { email: 'ada@casino.example', password: 'Admin-Console-Pass-42', role: 'administrator', name: 'Ada' };
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

const system = useSystem({ logName: 'server-money-desk', env: { PAYMENTS_SANDBOX_STEP_MS: '300' }, staff: [OFFICER, ADMIN] });
let m;
let player;
let playerId;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  if (system.browser) {
    // 422: the registration form's captcha round.
    player = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [422] });
    await player.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
  }
});
after(async () => {
  await player?.close();
});

/** Staff sign-in to a console section: the one place this spec signs staff in. */
async function staffSignIn(page, account, section) {
  await signInStaffConsole(page, system, account, { path: `/staff/${section}` });
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** A staff member's console page, signed in on its own browser context. */
async function staffPage(account, section, viewport = VIEWPORTS.desktop) {
  // 401: the console asks who is signed in before the sign-in.
  const opened = await openPage(system.browser, { viewport, expectedStatuses: [401] });
  await staffSignIn(opened.page, account, section);
  return opened;
}

const api = (method, path, data) =>
  player.page.request[method](`${system.baseURL}${path}`, { headers: XHR, ...(data ? { data } : {}) });
const headerBalance = () => player.page.locator('[data-testid="header-balance"]').textContent();
const payment = async (id) => (await (await api('get', '/api/player/payments')).json()).data.find((p) => p.id === id);

/** The player signs up, deposits 3,000.00 EUR by bank transfer and asks to withdraw 2,500.00 EUR. */
async function heldWithdrawal() {
  const { page } = player;
  await page.goto(`${system.baseURL}/registration`);
  await submitRegistration(page, m, EMAIL, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 90_000 });
  await api('patch', '/api/player', PAYMENT_PROFILE);
  // The euro wallet is the active one, so the header shows the euro balance.
  await api('post', '/api/player/accounts', { currency: 'EUR' });
  playerId = (await (await api('get', '/api/player')).json()).id;
  const deposited = await api('post', '/api/player/payments/deposits', {
    amount_cents: 300_000,
    currency: 'EUR',
    method_id: 'bank_transfer',
    iban: IBAN,
  });
  assert.equal(deposited.status(), 200, await deposited.text());
  const cashable = async () =>
    (await (await api('get', '/api/player/accounts?compatibility')).json()).find((a) => a.currency === 'EUR')
      ?.available_to_cashout_cents ?? 0;
  assert.equal(await eventually(cashable, 300_000, { timeout: 15_000, interval: 200 }), 300_000);
  const asked = await api('post', '/api/player/payments/withdrawals', {
    amount_cents: 250_000,
    currency: 'EUR',
    method_id: 'bank_transfer',
    iban: IBAN,
  });
  assert.equal(asked.status(), 200, await asked.text());
  return (await asked.json()).payment;
}

browserTest(
  'ROLE-11 PAY-19 a withdrawal above the review amount waits in the cashbox until a payments officer approves it',
  { timeout: 240_000 },
  async () => {
    const held = await heldWithdrawal();
    assert.equal(held.review, 'held');
    // The player's cashbox says the withdrawal waits for a review.
    const { page } = player;
    await page.goto(`${system.baseURL}/?popup=modal-cashbox-step-withdraw`);
    const waiting = page.locator('dialog[open] .payment-history__item').filter({ hasText: m['cashbox.review.held'] });
    await waiting.first().waitFor({ timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await payment(held.id)).state, 'reserved', 'the provider has not been asked');

    const officer = await staffPage(OFFICER, 'money');
    try {
      const queue = officer.page.getByRole('table', { name: m['desk.money.held_title'] });
      const row = queue.getByRole('row').filter({ hasText: EMAIL });
      await row.waitFor({ timeout: 15_000 });
      assert.match(await row.textContent(), /€2,500\.00/);
      assert.match(await row.textContent(), new RegExp(m['desk.hold_reason.amount']));
      await assertNoSeriousAxe(officer.page, 'main', 'money desk with a held withdrawal');
      await screenshot(officer.page, 'money-desk-held-desktop');
      await row.getByLabel(m['desk.money.reason_for'].replace('{{id}}', String(held.id))).fill('Source of funds checked');
      await row.getByRole('button', { name: m['desk.approve'] }).click();
      await row.waitFor({ state: 'detached', timeout: 15_000 });
    } finally {
      await officer.close();
    }
    const state = async () => (await payment(held.id)).state;
    assert.equal(await eventually(state, 'succeeded', { timeout: 20_000, interval: 300 }), 'succeeded', 'paid once approved');
  },
);

browserTest(
  'ROLE-11 a manual credit proposed by an administrator and approved by a payments officer reaches the player live, and the audit log shows both',
  { timeout: 240_000 },
  async () => {
    const { page } = player;
    await page.goto(`${system.baseURL}/`);
    await waitForHydration(page, 'main');
    const before = await headerBalance();
    const admin = await staffPage(ADMIN, 'money');
    const officer = await staffPage(OFFICER, 'money');
    try {
      const form = admin.page.getByRole('form', { name: m['desk.money.propose_title'] });
      await form.getByLabel(m['desk.money.player_id']).fill(String(playerId));
      await form.getByLabel(m['desk.col.amount']).fill('25');
      await form.getByLabel(m['desk.money.reason_kind']).selectOption('goodwill');
      await form.getByLabel(m['desk.money.comment']).fill('Game froze during a paid round');
      await form.getByRole('button', { name: m['desk.money.propose'] }).click();
      await admin.page.getByText(m['desk.money.proposed']).waitFor();
      // The proposer cannot approve their own proposal: the row waits for a colleague.
      const own = admin.page
        .getByRole('table', { name: m['desk.money.adjustments_title'] })
        .getByRole('row')
        .filter({ hasText: `#${playerId}` });
      await own.getByText(m['desk.money.waits_for_colleague']).waitFor();
      await assertNoSeriousAxe(admin.page, 'main', 'money desk with a proposal');

      await officer.page.reload();
      const row = officer.page
        .getByRole('table', { name: m['desk.money.adjustments_title'] })
        .getByRole('row')
        .filter({ hasText: `#${playerId}` });
      await row.getByRole('button', { name: m['desk.approve'] }).waitFor({ timeout: 15_000 });
      await row.getByRole('button', { name: m['desk.approve'] }).click();
      await row.getByText(m['desk.adjustment_status.approved']).waitFor({ timeout: 15_000 });
      await screenshot(officer.page, 'money-desk-adjustment-approved-desktop');

      // An auditor finds both sides in the audit log: the proposal by one, the approval by the other.
      await admin.page.goto(`${system.baseURL}/staff/audit`);
      await admin.page.getByRole('heading', { level: 2, name: m['staff_access.audit.title'] }).waitFor();
      const filters = admin.page.getByRole('form', { name: m['staff_access.audit.filters'] });
      await filters.getByLabel(m['staff_access.audit.player']).fill(String(playerId));
      await filters.getByLabel(m['staff_access.audit.kind']).fill('adjustment');
      await filters.getByRole('button', { name: m['staff_access.audit.search'] }).click();
      await admin.page.getByText(m['staff_access.audit.results_other'].replace('{{count}}', '2'), { exact: true }).waitFor();
      const log = admin.page.getByTestId('audit-log');
      await log
        .getByRole('row', { name: /adjustment\.propose/ })
        .getByText(ADMIN.name)
        .waitFor();
      await log
        .getByRole('row', { name: /adjustment\.approve/ })
        .getByText(OFFICER.name)
        .waitFor();
      await assertNoSeriousAxe(admin.page, 'main', 'audit log of the adjustment');
      // The entry's player number opens the player's page, whose address survives a reload.
      await log
        .getByRole('row', { name: /adjustment\.approve/ })
        .getByRole('link', { name: String(playerId) })
        .click();
      await admin.page.waitForURL(
        (url) => url.pathname === '/staff/players' && url.searchParams.get('player') === String(playerId),
      );
      const playerHeading = admin.page.getByRole('heading', { level: 3, name: new RegExp(`#${playerId}$`) });
      await playerHeading.waitFor();
      await admin.page.reload();
      await playerHeading.waitFor();
    } finally {
      await admin.close();
      await officer.close();
    }
    const after = await eventually(headerBalance, '€525.00', { timeout: 15_000 });
    assert.notEqual(before, after);
    assert.equal(after, '€525.00', 'the credit shows in the header without a reload');
  },
);

browserTest(
  'ROLE-11 the Players and Risk sections find the player and list the oversight, on desktop and phone',
  { timeout: 180_000 },
  async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const admin = await staffPage(ADMIN, 'players', viewport);
      try {
        const { page } = admin;
        await page.getByLabel(m['desk.players.search_label']).fill(EMAIL);
        await page.getByRole('button', { name: m['desk.players.search'] }).click();
        await page.getByRole('button', { name: new RegExp(EMAIL) }).click();
        await page.getByRole('table', { name: m['desk.players.wallets'] }).waitFor();
        await assertNoSeriousAxe(page, 'main', `player page ${viewport.width}px`);
        await screenshot(page, `players-desk-${viewport.width}`);
        await page.goto(`${system.baseURL}/staff/risk`);
        await page.getByRole('heading', { level: 2, name: m['desk.risk.title'] }).waitFor();
        await page.getByRole('heading', { name: m['desk.risk.flagged'] }).waitFor();
        await assertNoSeriousAxe(page, 'main', `risk oversight ${viewport.width}px`);
      } finally {
        await admin.close();
      }
    }
  },
);
