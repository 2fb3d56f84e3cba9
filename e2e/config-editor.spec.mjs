// The configuration editor of the staff console (ROLE-11, CONF-01, docs/decisions/025-config-editor.md):
// a config_admin created with the staff:create command signs in at /staff/support, opens the
// survey widget's document, is refused a value that is not JSON and one its schema does not
// accept (both said in an alert, nothing saved), saves a valid one, and the casino's public
// route serves it. A second editor saving over an older version is told to reload. axe and
// desktop screenshots.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import { VIEWPORTS, assertNoSeriousAxe, browserTest, openPage, screenshot, useSystem } from './helpers.mjs';
import { signInStaffConsole } from './steps.mjs';

const ADMIN = { email: 'config@casino.example', password: 'Config-Console-Pass-42', role: 'config_admin', name: 'Cora' };
const K = 'support.config_editor';

const system = useSystem({ logName: 'server-config-editor', staff: [ADMIN] });
let m;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
});

async function signedIn() {
  // 401: the console asks who is signed in before the sign-in; 409 and 422: the refused saves below.
  const opened = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401, 409, 422] });
  const { page } = opened;
  await signInStaffConsole(page, system, ADMIN);
  await page.getByRole('heading', { level: 2, name: m[`${K}.title`] }).waitFor();
  return opened;
}

async function openSurveyConfig(page) {
  await page.getByLabel(m[`${K}.document`]).selectOption('survey-config');
  const value = page.getByLabel(m[`${K}.value`]);
  await value.waitFor();
  return value;
}

browserTest(
  'ROLE-11 CONF-01 a config admin edits the survey widget document: JSON and schema errors refused, a valid value served',
  { timeout: 120_000 },
  async () => {
    const { page, problems, close } = await signedIn();
    try {
      const value = await openSurveyConfig(page);
      const original = JSON.parse(await value.inputValue());
      await assertNoSeriousAxe(page, 'main');
      await screenshot(page, 'config-editor-desktop');

      // Not JSON: refused in the browser, nothing sent.
      await value.fill('{ "survey_id": ');
      await page.getByRole('button', { name: m[`${K}.save`] }).click();
      const alert = page.getByRole('alert');
      await alert.getByText(m[`${K}.invalid_json`].split('{{detail}}')[0].trim()).waitFor();
      assert.equal(await value.getAttribute('aria-invalid'), 'true');

      // JSON the schema refuses: the server names the field, nothing is saved.
      await value.fill(JSON.stringify({ ...original, is_enable_widget: 'yes' }, null, 2));
      await page.getByRole('button', { name: m[`${K}.save`] }).click();
      await alert.getByText(m[`${K}.refused`]).waitFor();
      await alert.getByText('value.is_enable_widget').waitFor();
      await assertNoSeriousAxe(page, 'main');
      await screenshot(page, 'config-editor-refused-desktop');
      const unchanged = await (await fetch(`${system.baseURL}/api/fe/config/survey-config`)).json();
      assert.equal(unchanged.survey_id, original.survey_id);

      // A valid value: saved, and the casino serves it.
      await value.fill(JSON.stringify({ ...original, survey_id: 'e2e-survey-2026' }, null, 2));
      await page.getByRole('button', { name: m[`${K}.save`] }).click();
      await page.getByRole('status').getByText(m[`${K}.saved`]).waitFor();
      const served = async () => (await (await fetch(`${system.baseURL}/api/fe/config/survey-config`)).json()).survey_id;
      // Other processes' caches keep a document for CACHE_TTL_MS; this one clears its own at once.
      assert.equal(await served(), 'e2e-survey-2026');
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest(
  'CONF-01 a second editor saving over an older version is told to reload, and then saves',
  { timeout: 120_000 },
  async () => {
    const first = await signedIn();
    const second = await signedIn();
    try {
      const mine = await openSurveyConfig(first.page);
      const theirs = await openSurveyConfig(second.page);
      const base = JSON.parse(await mine.inputValue());

      await mine.fill(JSON.stringify({ ...base, survey_collector_id: 'first-editor' }, null, 2));
      await first.page.getByRole('button', { name: m[`${K}.save`] }).click();
      await first.page.getByRole('status').getByText(m[`${K}.saved`]).waitFor();

      await theirs.fill(JSON.stringify({ ...base, survey_collector_id: 'second-editor' }, null, 2));
      await second.page.getByRole('button', { name: m[`${K}.save`] }).click();
      await second.page.getByRole('alert').getByText(m[`${K}.conflict`]).waitFor();
      const kept = await (await fetch(`${system.baseURL}/api/fe/config/survey-config`)).json();
      assert.equal(kept.survey_collector_id, 'first-editor', "the first editor's change stays");

      // Reload shows the first editor's value; a change made on it saves.
      await second.page.getByRole('button', { name: m[`${K}.reload`] }).click();
      await second.page.waitForFunction(() =>
        [...document.querySelectorAll('textarea')].some((t) => t.value.includes('first-editor')),
      );
      const reloaded = JSON.parse(await theirs.inputValue());
      await theirs.fill(JSON.stringify({ ...reloaded, survey_collector_id: 'second-editor' }, null, 2));
      await second.page.getByRole('button', { name: m[`${K}.save`] }).click();
      await second.page.getByRole('status').getByText(m[`${K}.saved`]).waitFor();
      const now = await (await fetch(`${system.baseURL}/api/fe/config/survey-config`)).json();
      assert.equal(now.survey_collector_id, 'second-editor');
    } finally {
      await first.close();
      await second.close();
    }
  },
);
