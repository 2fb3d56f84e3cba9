// The back office's reports and system pages (ROLE-11, docs/decisions/068-reports-and-system.md):
// an administrator created with the staff:create command signs in at /staff/reports, sees
// yesterday's seeded figures in the totals table under the charts and downloads them as CSV; on
// /staff/system the seeded failed event is listed with its error and retried. axe on both pages,
// desktop and phone screenshots.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { before } from 'node:test';
import { VIEWPORTS, assertNoSeriousAxe, browserTest, openPage, screenshot, useSystem } from './helpers.mjs';
import { signInStaffConsole } from './steps.mjs';

const ADMIN = { email: 'owner@casino.example', password: 'Owner-Reports-Pass-42', role: 'administrator', name: 'Olga' };
const system = useSystem({ logName: 'server-reports', staff: [ADMIN] });
let m;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
});

const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function signedIn(path, viewport = VIEWPORTS.desktop) {
  // 401: the console asks who is signed in before the sign-in.
  const opened = await openPage(system.browser, { viewport, expectedStatuses: [401] });
  const { page } = opened;
  await signInStaffConsole(page, system, ADMIN, { path });
  return opened;
}

browserTest(
  "ROLE-11 the reports page shows yesterday's seeded figures and exports them as CSV",
  { timeout: 120_000 },
  async () => {
    const { page, problems, close } = await signedIn('/staff/reports');
    try {
      await page.getByRole('heading', { level: 2, name: m['reports.title'] }).waitFor();
      const totals = page.getByRole('table', { name: m['reports.totals_caption'].replace('{{currency}}', 'EUR') });
      const row = totals.getByRole('row', { name: new RegExp(yesterday) });
      // 175.00 EUR and 80.00 USD at 0.92 deposited by the demo's players yesterday.
      await row.getByText('€248.60').waitFor();
      await page.getByRole('img', { name: m['reports.chart.money'].replace('{{currency}}', 'EUR') }).waitFor();
      await assertNoSeriousAxe(page, 'main');
      await screenshot(page, 'reports-desktop');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: m['reports.download_csv'] }).click(),
      ]);
      const csv = await readFile(await download.path(), 'utf8');
      assert.match(csv, /^period,scope,currency,deposits,/);
      assert.ok(csv.includes(`${yesterday},total,EUR,248.60,30.00,`), csv);
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest('ROLE-11 the reports page is usable on a phone', { timeout: 120_000 }, async () => {
  const { page, close } = await signedIn('/staff/reports', VIEWPORTS.phone);
  try {
    await page.getByRole('heading', { level: 2, name: m['reports.title'] }).waitFor();
    await page.getByRole('cell', { name: '€248.60' }).first().waitFor();
    await assertNoSeriousAxe(page, 'main');
    await screenshot(page, 'reports-phone');
  } finally {
    await close();
  }
});

browserTest('ROLE-11 the system page lists a failed event with its error and retries it', { timeout: 120_000 }, async () => {
  const { page, problems, close } = await signedIn('/staff/system');
  try {
    await page.getByRole('heading', { level: 2, name: m['system.title'] }).waitFor();
    const events = page.getByRole('table', { name: m['system.events_caption'] });
    const failed = events.getByRole('row', { name: /demo\.daily_summary_mail/ });
    await failed.getByText(/ECONNREFUSED/).waitFor();
    await page.getByRole('table', { name: m['system.jobs_caption'] }).waitFor();
    await assertNoSeriousAxe(page, 'main');
    await screenshot(page, 'system-desktop');

    await failed.getByRole('button', { name: m['system.retry'] }).click();
    // Delivered (nothing listens to it) or waiting for the dispatcher: no longer failed.
    await failed.getByRole('button', { name: m['system.retry'] }).waitFor({ state: 'detached' });
    const audit = await page.request.get(`${system.baseURL}/api/staff/audit?subject_kind=domain_event`);
    assert.equal(audit.status(), 200);
    assert.ok(JSON.stringify(await audit.json()).includes('domain_event.retry'));
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});
