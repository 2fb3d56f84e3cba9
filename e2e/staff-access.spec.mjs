// Staff accounts and the audit log (ROLE-11, docs/decisions/066-staff-access.md): an
// administrator created with the staff:create command signs in with two-factor, invites a KYC
// agent on the staff screen; the invitation mail (caught by an SMTP sink run here) carries the
// set-up link, where the agent chooses a password, enrols two-factor at the first sign-in and
// lands in the console; the audit log screen finds the invitation. axe on each screen, phone and
// desktop.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  openPage,
  screenshot,
  staffCode,
  startMailSink,
  useSystem,
  waitForHydration,
} from './helpers.mjs';

const ADMIN = { email: 'admin@casino.example', password: 'Admin-Console-Pass-42', role: 'administrator', name: 'Ada' };
const AGENT = { email: `kim-${Date.now()}@casino.example`, password: 'Kyc-Agent-Setup-Pass-77', name: 'Kim' };

const sink = await startMailSink();
const system = useSystem({
  logName: 'server-staff-access',
  staff: [ADMIN],
  env: (baseURL) => ({ SMTP_URL: sink.url, PUBLIC_URL: baseURL }),
});
let m;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
});
after(() => sink.close());

/** The set-up link of the newest invitation to `to`, once its mail has arrived (sent after commit). */
async function setupLinkFor(to) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = sink.mails.findLast((x) => x.to?.text.includes(to));
    const link = mail?.text?.match(/https?:\/\/\S+\/staff\/setup\?token=[\w-]+/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no set-up mail to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Fills the console's sign-in form; answers once the console shows the section navigation. */
async function signIn(page, account, code) {
  await page.getByLabel(m['staff_access.sign_in.email']).fill(account.email);
  await page.getByLabel(m['staff_access.sign_in.password']).fill(account.password);
  if (code) await page.getByLabel(m['staff_access.sign_in.code']).fill(code);
  await page.getByRole('button', { name: m['staff_access.sign_in.submit'] }).click();
}

browserTest(
  'ROLE-11 an administrator invites a staff member, who sets a password and two-factor and signs in; the audit log shows the invitation',
  { timeout: 240_000 },
  async () => {
    // 401: the console asks who is signed in before the sign-in.
    const admin = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401] });
    const agent = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [401] });
    try {
      const { page } = admin;
      await page.goto(`${system.baseURL}/staff/staff`);
      await waitForHydration(page, 'main');
      await assertNoSeriousAxe(page, 'main');
      await signIn(page, ADMIN, await staffCode(ADMIN));
      const nav = page.getByRole('navigation', { name: m['staff_access.nav.label'] });
      await nav.getByRole('link', { name: m['staff_access.nav.staff'] }).waitFor();
      await page.getByRole('heading', { level: 2, name: m['staff_access.accounts.title'] }).waitFor();

      // The invitation.
      const invite = page.getByRole('form', { name: m['staff_access.accounts.invite_title'] });
      await invite.getByLabel(m['staff_access.accounts.name']).fill(AGENT.name);
      await invite.getByLabel(m['staff_access.accounts.email']).fill(AGENT.email);
      await invite.getByLabel(m['staff_access.accounts.role']).selectOption('kyc_agent');
      await invite.getByRole('button', { name: m['staff_access.accounts.invite'] }).click();
      await page.getByText(m['staff_access.accounts.invited'].replace('{{email}}', AGENT.email)).waitFor();
      const row = page.getByRole('row', { name: new RegExp(AGENT.name) });
      await row.getByText(m['staff_access.status.invited']).waitFor();
      await assertNoSeriousAxe(page, 'main');
      await screenshot(page, 'staff-accounts-desktop');

      // The agent follows the mailed link: a password, then two-factor at the first sign-in.
      const link = await setupLinkFor(AGENT.email);
      assert.ok(link.startsWith(system.baseURL), link);
      const phone = agent.page;
      await phone.goto(link);
      await waitForHydration(phone, 'main');
      await phone.getByRole('heading', { level: 1, name: m['staff_access.setup.title'] }).waitFor();
      await assertNoSeriousAxe(phone, 'main');
      await phone.getByLabel(m['staff_access.setup.password']).fill(AGENT.password);
      await phone.getByLabel(m['staff_access.setup.repeat']).fill(AGENT.password);
      await phone.getByRole('button', { name: m['staff_access.setup.submit'] }).click();
      await phone.waitForURL(/\/staff\?email=/);
      assert.equal(await phone.getByLabel(m['staff_access.sign_in.email']).inputValue(), AGENT.email);
      await signIn(phone, AGENT);
      await phone.getByRole('heading', { level: 1, name: m['staff_access.enrol.title'] }).waitFor();
      await phone.getByRole('img', { name: m['staff_access.enrol.qr_alt'] }).waitFor();
      await assertNoSeriousAxe(phone, 'main');
      await screenshot(phone, 'staff-enrolment-phone');
      const secret = (await phone.getByTestId('staff-totp-secret').textContent()).trim();
      await phone.getByLabel(m['staff_access.sign_in.code']).fill(await staffCode(AGENT, secret));
      await phone.getByRole('button', { name: m['staff_access.enrol.submit'] }).click();
      await phone.getByText(`${AGENT.name} · kyc agent`).waitFor();

      // The administrator's list shows the agent active with two-factor; the audit log finds the invitation.
      await page.reload();
      await row.getByText(m['staff_access.status.active']).waitFor();
      await row.getByText(m['staff_access.accounts.two_factor_on']).waitFor();
      await nav.getByRole('link', { name: m['staff_access.nav.audit'] }).click();
      await page.getByRole('heading', { level: 2, name: m['staff_access.audit.title'] }).waitFor();
      const filters = page.getByRole('form', { name: m['staff_access.audit.filters'] });
      await filters.getByLabel(m['staff_access.audit.staff']).selectOption({ label: ADMIN.name });
      await filters.getByLabel(m['staff_access.audit.kind']).fill('staff.invite');
      await filters.getByRole('button', { name: m['staff_access.audit.search'] }).click();
      // The search's own answer (the unfiltered list stays on screen until it comes).
      await page.getByText(m['staff_access.audit.results_one'].replace('{{count}}', '1'), { exact: true }).waitFor();
      const log = page.getByTestId('audit-log');
      await log
        .getByRole('row', { name: /staff\.invite/ })
        .getByText(AGENT.email)
        .waitFor();
      assert.equal(await log.getByRole('row').count(), 2, 'one entry under the header');
      await assertNoSeriousAxe(page, 'main');
      await screenshot(page, 'staff-audit-desktop');
      assert.deepEqual(await admin.problems(), []);
      assert.deepEqual(await agent.problems(), []);
    } finally {
      await admin.close();
      await agent.close();
    }
  },
);
