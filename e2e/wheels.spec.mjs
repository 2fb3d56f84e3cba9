// Loot boxes and wheels (WHEEL-01, WHEEL-04, WHEEL-09, WHEEL-14, docs/decisions/055-loot-boxes-and-wheels.md):
// a guest sees the loot box wheel and Registration; the promotions manager makes the wheel land on
// €2 cash and grants a signed-up player loot boxes; the player sees the loot box widget, opens a
// box on /rocketmart-wheel, sees the prize the wheel landed on and finds it in the balance; a box
// landing on the €5 bonus shows the bonus with its wager and max win. Phone and desktop
// screenshots, axe on the page.
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
import { CANADA, activeWallet, playerGet, registerPlayer, staffApi } from './steps.mjs';

const PASSWORD = 'Wheel-Spinner-2026!';
const MANAGER = { email: 'wheels@casino.example', password: 'Wheel-Manager-Pass-42', role: 'promotions_manager', name: 'Wil' };

const system = useSystem({ logName: 'server-wheels', staff: [MANAGER] });
let m;
let player;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
});
after(async () => {
  await player?.close();
});

/** The manager makes the loot box wheel land on one segment (every other weight 0) and grants the player two boxes. */
async function rigAndGrant(playerId, label = '€2 cash') {
  const staff = await staffApi(system, MANAGER);
  const wheel = await (await staff.get('/api/staff/wheels/rocketmart')).json();
  const segments = wheel.segments.map((s) => ({ ...s, weight: s.label === label ? 1 : 0 }));
  const saved = await staff.put('/api/staff/wheels/rocketmart', { title: wheel.title, segments });
  assert.equal(saved.status, 200);
  const grant = await staff.post(
    '/api/staff/lootboxes',
    { player_id: playerId, wheel: 'rocketmart', count: 2, valid_days: 7 },
    { 'idempotency-key': `wheels-e2e-${playerId}-grant-${label === '€2 cash' ? '0001' : '0002'}` },
  );
  assert.equal(grant.status, 200);
}

browserTest('WHEEL-01: a guest sees the loot box wheel and Registration', async () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const { page, problems, close } = await openPage(system.browser, { viewport, expectedStatuses: [401] });
    try {
      await page.goto(`${system.baseURL}/rocketmart-wheel`);
      await waitForHydration(page, 'main');
      await page.getByRole('heading', { level: 1, name: m['wheels.rocketmart.title'] }).waitFor();
      await page.getByRole('link', { name: m['wheels.registration'] }).waitFor();
      await page.locator('.wheel-art__disc').waitFor();
      await screenshot(page, `wheels-guest-${name}`);
      await assertNoSeriousAxe(page, 'main');
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  }
});

browserTest(
  'WHEEL-04 WHEEL-09 WHEEL-14 WHEEL-15: a player opens loot boxes and sees the prize each landed on, cash credited, a bonus with its wager and max win',
  { timeout: 180_000 },
  async () => {
    player = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [422] });
    const { page, problems } = player;
    await player.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
    await registerPlayer(page, system, m, { email: `wheels-${Date.now()}@example.com`, password: PASSWORD });
    const me = await playerGet(page, '/api/player');
    await rigAndGrant(me.id);
    const balance = async () => (await activeWallet(page))?.amount_cents ?? 0;
    const before = await balance();

    for (const [name, viewport] of [
      ['phone', VIEWPORTS.phone],
      ['desktop', VIEWPORTS.desktop],
    ]) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`${system.baseURL}/rocketmart-wheel`);
      await waitForHydration(page, 'main');
      // WHEEL-14: the shell's widget leads here while boxes are waiting.
      await page.locator('.loot-box-widget').waitFor();
      const open = page.getByRole('button', { name: m['wheels.open'] });
      await open.waitFor();
      await eventually(() => open.isEnabled(), true, { timeout: 10_000, interval: 100 });
      await open.click();
      const status = page.getByRole('status').filter({ hasText: m['wheels.prize.money'].split('{{amount}}')[0].trim() });
      await status.waitFor({ timeout: 15_000 });
      const text = (await status.textContent()) ?? '';
      assert.match(text, /2\.00/, `the prize is the €2 the wheel landed on: ${text}`);
      await screenshot(page, `wheels-opened-${name}`);
      await assertNoSeriousAxe(page, 'main');
    }
    await eventually(async () => (await balance()) - before, 400, { timeout: 10_000, interval: 200 });

    // WHEEL-04: a box landing on the bonus names the bonus with the wager and max win it carries.
    await rigAndGrant(me.id, '€5 bonus');
    const prefix = (key) => m[key].split('{{')[0].trim();
    for (const [name, viewport] of [
      ['phone', VIEWPORTS.phone],
      ['desktop', VIEWPORTS.desktop],
    ]) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`${system.baseURL}/rocketmart-wheel`);
      await waitForHydration(page, 'main');
      const open = page.getByRole('button', { name: m['wheels.open'] });
      await eventually(() => open.isEnabled(), true, { timeout: 10_000, interval: 100 });
      await open.click();
      const status = page.getByRole('status').filter({ hasText: prefix('wheels.prize.bonus') });
      await status.waitFor({ timeout: 15_000 });
      const terms = (await status.locator('.wheel-page__terms').textContent()) ?? '';
      assert.ok(
        terms.includes(prefix('wheels.prize.wager_other')) || terms.includes(m['wheels.prize.no_wager']),
        `the bonus shows its wager: ${terms}`,
      );
      assert.ok(terms.includes(prefix('wheels.prize.max_win')), `the bonus shows its max win: ${terms}`);
      await screenshot(page, `wheels-bonus-${name}`);
      await assertNoSeriousAxe(page, 'main');
    }
    assert.deepEqual(await problems(), []);
  },
);
