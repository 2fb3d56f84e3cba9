// The EE session timer (GEO-07, requirements §core-4): hh:mm:ss, kept in session storage, reset at logout,
// shown only to a player signed in under the EE licence. A player registered from Estonia gets
// that licence; the visitor's country comes from the edge header this server is told to trust.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import { browserTest, eventually, openPage, submitRegistration, useSystem, waitForHydration } from './helpers.mjs';

const PASSWORD = 'Timer-Pass-2026!';
const KEY = 'session_timer_started_at';
const system = useSystem({ logName: 'server-session-timer', env: { COUNTRY_HEADER: 'x-test-country' } });
let m;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
});

/** A new browser context whose requests say the visitor is in `country`, and a player registered from there. */
async function registeredFrom(country) {
  // 422: the registration captcha round; 401: what the open page asks right after the sign-out.
  const opened = await openPage(system.browser, { expectedStatuses: [401, 422] });
  await opened.context.setExtraHTTPHeaders({ 'x-test-country': country });
  const { page } = opened;
  await page.goto(`${system.baseURL}/registration`);
  await submitRegistration(page, m, `timer-${country.toLowerCase()}-${Date.now()}@example.com`, PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/registration'), { timeout: 30_000 });
  const player = await page.evaluate(async () => (await fetch('/api/player')).json());
  assert.equal(player.license_name, country === 'EE' ? 'EE' : 'CW');
  return opened;
}

const timer = (page) => page.locator('.session-timer time[role="timer"]');
const stored = (page) => page.evaluate((key) => window.sessionStorage.getItem(key), KEY);

browserTest(
  'GEO-07 LIM-10: the session timer reads hh:mm:ss under the EE licence, survives a reload, resets at logout',
  async () => {
    const opened = await registeredFrom('EE');
    const { page } = opened;
    await timer(page).waitFor();
    assert.match(await timer(page).innerText(), /^\d{2}:\d{2}:\d{2}$/);
    const started = await stored(page);
    assert.ok(Number(started) > 0, 'the start is kept in session storage');
    // It counts on: a second later the display changed.
    const first = await timer(page).innerText();
    assert.equal(await eventually(async () => (await timer(page).innerText()) !== first, true, { timeout: 3_000 }), true);

    // A reload keeps the same start: the session's time goes on, not from zero.
    await page.reload();
    await waitForHydration(page);
    await timer(page).waitFor();
    assert.equal(await stored(page), started);

    // Logging out drops it; the next sign-in starts from zero.
    const out = await page.evaluate(
      async () =>
        (await fetch('/api/users/sign_out', { method: 'DELETE', headers: { 'x-requested-with': 'XMLHttpRequest' } })).status,
    );
    assert.ok(out < 300, `sign-out answered ${out}`);
    await page.reload();
    await waitForHydration(page);
    assert.equal(await eventually(() => stored(page), null), null, 'the start is dropped at logout');
    assert.equal(await timer(page).count(), 0, 'no timer for a guest');
    assert.deepEqual(await opened.problems(), []);
    await opened.close();
  },
);

browserTest('GEO-07: a player under the CW licence sees no session timer', async () => {
  const opened = await registeredFrom('DE');
  const { page } = opened;
  await waitForHydration(page);
  // The signed-in shell ran the timer's effect (the start is stored for every player) ...
  assert.equal(await eventually(async () => (await stored(page)) !== null, true), true);
  // ... and, given two seconds to appear as it does under EE, the timer stays away.
  assert.equal(await eventually(() => timer(page).count(), 1, { timeout: 2_000 }), 0);
  assert.deepEqual(await opened.problems(), []);
  await opened.close();
});
