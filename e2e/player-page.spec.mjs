// The back office's player page sections and actions (ROLE-11, docs/decisions/070-player-page-and-rg-actions.md):
// an administrator finds a player and sees their sessions and devices, limits with their history,
// the exclusion state, game rounds and support conversations; records a responsible-gaming
// action with a note; forces a password reset, after which the player's session has ended and
// the old password no longer signs in. axe on desktop and tablet.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { VIEWPORTS, assertNoSeriousAxe, browserTest, openPage, screenshot, useSystem } from './helpers.mjs';
import { registerPlayer, signInStaffConsole } from './steps.mjs';

const CANADA = '99.224.0.1';
const EMAIL = `player-page-${Date.now()}@example.com`;
const PASSWORD = 'Player-Page-Pass-2026!';
const ADMIN = { email: 'pia@casino.example', password: 'Admin-Console-Pass-42', role: 'administrator', name: 'Pia' };
const TABLET = { width: 820, height: 1180 };
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

const system = useSystem({ logName: 'server-player-page', staff: [ADMIN] });
let m;
let player;

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

async function adminOn(viewport) {
  // 401: the console asks who is signed in before the sign-in.
  const opened = await openPage(system.browser, { viewport, expectedStatuses: [401] });
  const { page } = opened;
  await signInStaffConsole(page, system, ADMIN, { path: '/staff/players' });
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  await page.getByLabel(m['desk.players.search_label']).fill(EMAIL);
  await page.getByRole('button', { name: m['desk.players.search'] }).click();
  await page.getByRole('button', { name: new RegExp(EMAIL) }).click();
  await page.getByRole('table', { name: m['desk.players.sessions'] }).waitFor();
  return opened;
}

const api = (method, path, data) =>
  player.page.request[method](`${system.baseURL}${path}`, { headers: XHR, ...(data ? { data } : {}) });

browserTest(
  'ROLE-11 the player page shows sessions, limits, exclusion, rounds and conversations; an RG action and a forced password reset are recorded',
  { timeout: 240_000 },
  async () => {
    await registerPlayer(player.page, system, m, { email: EMAIL, password: PASSWORD });
    const limit = await api('post', '/api/user_limits', {
      type: 'deposit',
      period: 'day',
      currency: 'CAD',
      amount_cents: 10_000,
    });
    assert.ok(limit.status() < 300, await limit.text());
    const asked = await api('post', '/api/support/conversation/messages', { body: 'Where is my bonus?' });
    assert.equal(asked.status(), 200, await asked.text());

    for (const viewport of [VIEWPORTS.desktop, TABLET]) {
      const admin = await adminOn(viewport);
      try {
        const { page } = admin;
        const sessions = page.getByRole('table', { name: m['desk.players.sessions'] });
        assert.equal(await sessions.locator('tbody tr').count(), 1, 'the player’s one session');
        await page.getByText(m['desk.players.not_excluded']).waitFor();
        const history = page.getByRole('table', { name: m['desk.players.limit_history'] });
        await history.getByRole('row').filter({ hasText: m['desk.limit.deposit'] }).first().waitFor();
        const talks = page.getByRole('table', { name: m['desk.players.conversations'] });
        await talks.getByRole('row').filter({ hasText: m['desk.conversation.open'] }).waitFor();
        // No round played yet: the section says so.
        await page.getByRole('heading', { name: m['desk.players.rounds'], exact: true }).waitFor();
        await assertNoSeriousAxe(page, 'main', `player page sections ${viewport.width}px`);
        await screenshot(page, `player-page-sections-${viewport.width}`);
      } finally {
        await admin.close();
      }
    }

    const admin = await adminOn(VIEWPORTS.desktop);
    try {
      const { page } = admin;
      // A responsible-gaming action with its note, listed on the page at once.
      await page.getByLabel(m['desk.rg.note'], { exact: true }).fill('Phoned about night play');
      await page.getByRole('button', { name: m['desk.rg.kind.contacted'] }).click();
      const log = page.getByRole('table', { name: m['desk.rg.title'] });
      await log.getByRole('row').filter({ hasText: 'Phoned about night play' }).waitFor({ timeout: 15_000 });
      // The forced password reset, with its reason.
      await page.getByLabel(m['desk.reason'], { exact: true }).first().fill('Account shared with a friend');
      await page.getByRole('button', { name: m['desk.players.reset_password'] }).click();
      await page.getByText(m['desk.done']).waitFor({ timeout: 15_000 });
      await assertNoSeriousAxe(page, 'main', 'player page after the actions');
      await screenshot(page, 'player-page-actions-desktop');
    } finally {
      await admin.close();
    }
    // The player's session has ended, and the old password no longer signs in.
    assert.equal((await api('get', '/api/player')).status(), 401);
    const signIn = await api('post', '/api/users/sign_in', { user: { email: EMAIL, password: PASSWORD } });
    assert.equal(signIn.status(), 422);
  },
);
