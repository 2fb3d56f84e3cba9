// Support chat (SHELL-20, ROLE-11): a player opens #chat and writes; an agent created with
// the staff:create command signs in to the console at /staff/support in a second browser context,
// answers, and the player sees the answer live; the agent closes the conversation. axe checks the
// widget and the console. This spec starts its own server on a data directory with the agent in it.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  openPage,
  screenshot,
  submitRegistration,
  useSystem,
  waitForHydration,
} from './helpers.mjs';
import { signInStaffConsole } from './steps.mjs';

const PASSWORD = 'Support-Journey-2026!';
const AGENT = { email: 'agent@casino.example', password: 'Agent-Console-Pass-42' };

const system = useSystem({ logName: 'server-support-chat', staff: [{ ...AGENT, role: 'support_agent', name: 'Sam' }] });
let m;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
});

browserTest(
  'SHELL-20 ROLE-11 SHELL-08 a player writes from #chat, an agent answers from the console, the player sees it live',
  { timeout: 180_000 },
  async () => {
    const player = await openPage(system.browser, { viewport: VIEWPORTS.phone });
    const agent = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401] });
    try {
      // The player registers, then opens the chat through the #chat hash link.
      const { page } = player;
      await page.goto(`${system.baseURL}/registration`);
      await submitRegistration(page, m, `chat-${Date.now()}@example.com`, PASSWORD);
      await page.waitForURL(`${system.baseURL}/`, { timeout: 30_000 });
      await waitForHydration(page, 'main');
      await page.goto(`${system.baseURL}/#chat`);
      await waitForHydration(page, 'main');
      const dialog = page.getByRole('dialog');
      const input = dialog.getByLabel(m['support.chat.label']);
      await input.waitFor({ timeout: 10_000 });
      await dialog.getByText(m['support.chat.empty']).waitFor();
      await assertNoSeriousAxe(page, 'dialog.modal');
      await input.fill('My withdrawal is pending since Monday.');
      await dialog.getByRole('button', { name: m['support.chat.send'] }).click();
      await dialog.getByText('My withdrawal is pending since Monday.').waitFor();
      await screenshot(page, 'support-chat-phone');

      // The agent signs in to the console and finds the conversation in the default queue.
      const console_ = agent.page;
      await signInStaffConsole(console_, system, AGENT);
      await console_.getByRole('button', { name: /My withdrawal is pending/ }).click();
      await console_.getByRole('log').getByText('My withdrawal is pending since Monday.').waitFor();
      await assertNoSeriousAxe(console_, 'main');
      await screenshot(console_, 'support-console-desktop');
      await console_.getByLabel('Answer').fill('Hi, it was approved just now.');
      await console_.getByRole('button', { name: 'Send answer' }).click();

      // The answer reaches the open widget without a reload.
      await dialog.getByText('Hi, it was approved just now.').waitFor({ timeout: 10_000 });
      assert.ok(await dialog.getByText('Sam').first().isVisible());

      // An attachment round trip: the player sends a screenshot, the agent sees its thumbnail.
      const shot = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPQtlEAAAGvAKtdhjsNAAAAAElFTkSuQmCC',
        'base64',
      );
      await dialog
        .getByLabel(m['support.attach.label'])
        .setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: shot });
      await dialog.getByRole('button', { name: m['support.chat.send'] }).click();
      await dialog.getByRole('img', { name: 'screenshot.png' }).waitFor({ timeout: 10_000 });
      await console_.getByRole('log').getByRole('img', { name: 'screenshot.png' }).waitFor({ timeout: 10_000 });
      // The thumbnail really loads from the agents' download route.
      await console_.getByRole('img', { name: 'screenshot.png' }).scrollIntoViewIfNeeded();
      await console_.waitForFunction(
        () => [...document.querySelectorAll('img')].some((img) => img.alt === 'screenshot.png' && img.naturalWidth === 1),
        undefined,
        { timeout: 10_000 },
      );
      await screenshot(page, 'support-chat-attachment-phone');

      // Closing shows in the widget too.
      await console_.getByRole('button', { name: 'Close conversation' }).click();
      await dialog.getByText(m['support.chat.closed']).waitFor({ timeout: 10_000 });
      await screenshot(page, 'support-chat-closed-phone');

      assert.deepEqual(await player.problems(), []);
      assert.deepEqual(await agent.problems(), []);
    } finally {
      await player.close();
      await agent.close();
    }
  },
);

browserTest(
  'SHELL-20 NOTIF-06 a signed-in player opens the chat from the desktop header; an answer shows on its unread counter',
  { timeout: 180_000 },
  async () => {
    const player = await openPage(system.browser, { viewport: VIEWPORTS.desktop });
    const agent = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401] });
    try {
      const { page } = player;
      await page.goto(`${system.baseURL}/registration`);
      await submitRegistration(page, m, `header-chat-${Date.now()}@example.com`, PASSWORD);
      await page.waitForURL(`${system.baseURL}/`, { timeout: 30_000 });
      await waitForHydration(page, 'main');
      const entry = page.getByTestId('header-chat');
      assert.equal(await entry.getAttribute('aria-label'), m['support.chat.title']);
      await entry.click();
      const dialog = page.getByRole('dialog');
      const input = dialog.getByLabel(m['support.chat.label']);
      await input.waitFor({ timeout: 10_000 });
      await input.fill('Is the header chat working?');
      await dialog.getByRole('button', { name: m['support.chat.send'] }).click();
      await dialog.getByText('Is the header chat working?').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      const console_ = agent.page;
      await signInStaffConsole(console_, system, AGENT);
      await console_.getByRole('button', { name: /Is the header chat working/ }).click();
      await console_.getByLabel('Answer').fill('Yes, loud and clear.');
      await console_.getByRole('button', { name: 'Send answer' }).click();

      // The counter on the header entry shows the unread answer live.
      await entry.locator('.counter').waitFor({ timeout: 10_000 });
      assert.equal((await entry.locator('.counter').textContent())?.trim(), '1');
      assert.match((await entry.getAttribute('aria-label')) ?? '', /1/);
      await entry.click();
      await page.getByRole('dialog').getByText('Yes, loud and clear.').waitFor({ timeout: 10_000 });
      await screenshot(page, 'support-chat-header-desktop');

      assert.deepEqual(await player.problems(), []);
      assert.deepEqual(await agent.problems(), []);
    } finally {
      await player.close();
      await agent.close();
    }
  },
);
