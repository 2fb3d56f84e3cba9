// BANR-06: the welcome-pack exit banner. A guest whose pointer leaves the page through its top
// sees the welcome pack's popup with its Sign up button, once a session; a signed-in player never
// does (the server leaves the welcome pack out of their banners). Desktop screenshot, axe.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  eventually,
  openPage,
  screenshot,
  useSystem,
  waitForHydration,
} from './helpers.mjs';

const system = useSystem({ logName: 'server-welcome-exit' });
let m;
let guest;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  if (system.browser) guest = await openPage(system.browser, { viewport: VIEWPORTS.desktop });
});
after(async () => {
  await guest?.close();
});

/** The pointer goes from the page's middle up and out through its top edge. */
async function leaveThroughTop(page) {
  await page.mouse.move(640, 300);
  await page.mouse.move(640, 5, { steps: 4 });
  await page.mouse.move(640, -40, { steps: 2 });
}

browserTest(
  'BANR-06 a guest leaving through the top of the page sees the welcome pack with Sign up, once a session',
  async () => {
    const { page } = guest;
    await page.goto(`${system.baseURL}/promotions`);
    await waitForHydration(page, 'main h1');
    const dialog = page.getByRole('dialog', { name: m['promotions.exit.title'] });
    // The timed widgets arrive after the page's first paint: leave until the popup answers.
    await eventually(
      async () => {
        if ((await dialog.count()) === 0) await leaveThroughTop(page);
        return dialog.isVisible();
      },
      true,
      { timeout: 15_000, interval: 500 },
    );
    const pack = dialog.locator('[data-banner="welcome-pack"]');
    await pack.getByRole('link', { name: m['banner.welcome.button'] }).waitFor();
    await screenshot(page, 'welcome-exit-desktop');
    await assertNoSeriousAxe(page, 'dialog');
    await dialog.getByRole('button', { name: m['widgets.later'] }).click();
    await dialog.waitFor({ state: 'detached' });

    // Once a session: leaving again opens nothing.
    await leaveThroughTop(page);
    await page.waitForTimeout(500);
    assert.equal(await dialog.count(), 0, 'the exit banner is not shown twice in a session');
  },
);
