// Jackpots, the forced hit (decisions 056, 062): a server in test mode (NODE_ENV=test with
// JACKPOT_FORCED_HITS=on, which a production process refuses) lets the promotions manager arm the
// Mini level; the player's next real spin of a mystic-jackpots slot wins it and the shell shows
// the win popup, on a desktop and then on a phone. The manager's jackpot panel shows the pools and
// the payouts. Screenshots, axe.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  fundWithTestCard,
  gameFrame,
  openPage,
  screenshot,
  useSystem,
  waitForHydration,
} from './helpers.mjs';
import { CANADA, XHR, registerPlayer, signInStaffConsole, staffApi } from './steps.mjs';

const PASSWORD = 'Jackpot-Forced-2026!';
const MANAGER = {
  email: 'jackpot-promo@casino.example',
  password: 'Promo-Manager-Pass-42',
  role: 'promotions_manager',
  name: 'Jon',
};

const system = useSystem({
  logName: 'server-jackpots-forced',
  env: { NODE_ENV: 'test', JACKPOT_FORCED_HITS: 'on' },
  staff: [MANAGER],
});
let m;
let player;
let staff;
let jackpot;
let slotPath;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
});
after(async () => {
  await player?.close();
});

/** The demo jackpot and a slot of its qualifying games that plays for euros. */
async function demoJackpot() {
  const { data } = await (await staff.get('/api/staff/jackpots')).json();
  const active = data.find((j) => j.state === 'active' && j.currency === 'EUR');
  assert.ok(active, 'an active EUR jackpot');
  const response = await fetch(`${system.baseURL}/api/games_filter`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({
      device: 'desktop',
      filter: { categories: { identifiers: ['mystic-jackpots'] } },
      page: 1,
      page_size: 100,
    }),
  });
  const games = (await response.json()).data;
  const game = games.find((g) => g.engine === 'slot-lines' && g.currencies.EUR && active.game_identifiers.includes(g.identifier));
  assert.ok(game, 'a qualifying mystic-jackpots slot');
  return { jackpot: active, slotPath: `/play/${game.provider}/${game.slug}` };
}

/** The manager arms the Mini; the player's next real spin wins it and the popup shows. */
async function forcedWin(page, name) {
  const armed = await staff.post(`/api/staff/jackpots/${jackpot.id}/forced_hit`, { level: 'level_1' });
  assert.equal(armed.status, 200);
  await page.goto(`${system.baseURL}${slotPath}?mode=real`);
  await waitForHydration(page, 'main h1');
  const spin = gameFrame(page).getByRole('button', { name: m['play.slot.spin'], exact: true });
  await spin.click({ timeout: 30_000 });
  const popup = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: m['jackpots.popup_title'] }) });
  await popup.waitFor({ timeout: 30_000 });
  await screenshot(page, `jackpots-forced-win-${name}`);
  await assertNoSeriousAxe(page, 'dialog');
  await popup.getByRole('button', { name: m['jackpots.popup_close'] }).click();
  await popup.waitFor({ state: 'detached' });
}

browserTest(
  'JACK-12 JACK-13 RT-11: a forced hit wins the Mini on the next real spin and the win popup shows',
  { timeout: 180_000 },
  async () => {
    staff = await staffApi(system, MANAGER);
    ({ jackpot, slotPath } = await demoJackpot());
    player = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401, 422] });
    const { page, problems } = player;
    await player.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
    await registerPlayer(page, system, m, { email: `jackpot-forced-${Date.now()}@example.com`, password: PASSWORD });
    await fundWithTestCard(page, 50_000);
    await forcedWin(page, 'desktop');
    assert.deepEqual(await problems(), []);
  },
);

browserTest(
  'JACK-12 RT-11: armed again, the Mini drops on the same player’s next spin on a phone',
  { timeout: 120_000 },
  async () => {
    const { page, problems } = player;
    await page.setViewportSize(VIEWPORTS.phone);
    await forcedWin(page, 'phone');
    const wins = await (await fetch(`${system.baseURL}/api/jackpot_wins?order=latest&limit=5`, { headers: XHR })).json();
    assert.ok(wins.filter((w) => w.jackpot_level_name === 'Mini').length >= 2, 'both hits are listed');
    assert.deepEqual(await problems(), []);
  },
);

browserTest('JACK-13 the promotions manager sees each pool, its payouts and its settings in the staff console', async () => {
  const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401] });
  try {
    await signInStaffConsole(page, system, MANAGER);
    const panel = page.getByRole('region', { name: 'Jackpots' });
    await panel.waitFor();
    await panel.getByRole('table', { name: 'Latest payouts' }).getByRole('cell', { name: 'Mini' }).first().waitFor();
    await panel.locator('tr', { hasText: 'level_1' }).first().waitFor();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'jackpots-staff-desktop');
    await assertNoSeriousAxe(page, 'main');
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});
