// CMS-12 ROLE-11 SHOP-08: the promotions manager edits the rocket mart's static page in German in
// the staff console, with a live preview in a phone and a desktop frame; the server removes the
// script the text carried; a guest opening /de/rocket-mart reads the new text. Screenshots, axe.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  eventually,
  openPage,
  screenshot,
  textOf,
  useSystem,
  waitForHydration,
} from './helpers.mjs';
import { signInStaffConsole } from './steps.mjs';

const MANAGER = { email: 'pages@casino.example', password: 'Promo-Pages-Pass-42', role: 'promotions_manager', name: 'Pia' };
const system = useSystem({ logName: 'server-cms-editor', staff: [MANAGER] });
let m;
let operator;
let guest;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  if (system.browser) {
    operator = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401, 422] });
    guest = await openPage(system.browser, { viewport: VIEWPORTS.phone });
  }
});
after(async () => {
  await operator?.close();
  await guest?.close();
});

const TITLE = 'Rocket Mart im Winter';
const LEAD = 'Neue Lootboxen jede Woche, nur im Winter.';

browserTest(
  'CMS-12 ROLE-11 SHOP-08 an operator edits the rocket-mart page in German with a live preview; a guest reads it, without the script it carried',
  { timeout: 240_000 },
  async () => {
    const { page } = operator;
    await signInStaffConsole(page, system, MANAGER);
    await page.getByLabel('Locale', { exact: true }).selectOption('de');
    const editor = page.getByRole('region', { name: m['promotions.cms_editor.title'].replace('{{locale}}', 'de') });
    await editor
      .getByLabel(m['promotions.cms_editor.page'], { exact: true })
      .selectOption({ label: 'Rocket Mart (/rocket-mart)' });
    const title = editor.getByLabel(m['promotions.cms_editor.field_title'], { exact: true });
    await eventually(async () => (await title.inputValue()).length > 0, true, { timeout: 10_000 });
    await title.fill(TITLE);
    await editor
      .getByLabel(m['promotions.cms_editor.field_content'])
      .fill(`<p>${LEAD}</p><script>document.title = 'hacked'</script><p onclick="alert(1)">Coins</p>`);
    // The live preview follows the draft, in both frames.
    for (const frame of ['phone', 'desktop']) {
      const preview = page.getByTestId(`cms-preview-${frame}`);
      await preview.getByText(LEAD).waitFor({ timeout: 20_000 });
      await preview.getByText(TITLE).waitFor({ timeout: 20_000 });
      assert.equal(await preview.locator('script, [onclick]').count(), 0, 'the preview runs no script of the draft');
    }
    await assertNoSeriousAxe(page, 'main');
    await screenshot(page, 'cms-editor-desktop');
    await editor.getByRole('button', { name: m['promotions.cms_editor.save'].replace('{{locale}}', 'de') }).click();
    await editor.getByRole('status').getByText(m['promotions.cms_editor.saved']).waitFor();
    // The editor now holds the text as stored: the script and the handler are gone.
    const stored = await editor.getByLabel(m['promotions.cms_editor.field_content']).inputValue();
    assert.ok(stored.includes(LEAD), stored);
    assert.ok(!stored.includes('<script') && !stored.includes('onclick'), stored);

    await eventually(
      async () => {
        await guest.page.goto(`${system.baseURL}/de/rocket-mart`);
        return textOf(guest.page.getByRole('heading', { level: 1 }));
      },
      TITLE,
      { timeout: 15_000, interval: 1_000 },
    );
    await waitForHydration(guest.page, 'main h1');
    await guest.page.getByTestId('shop-content').getByText(LEAD).waitFor();
    assert.notEqual(await guest.page.title(), 'hacked');
    await assertNoSeriousAxe(guest.page, 'main');
    await screenshot(guest.page, 'cms-editor-rocket-mart-de-phone');
  },
);
