// Jackpots, the forced hit (decision 056): a server in test mode (NODE_ENV=test with
// JACKPOT_FORCED_HITS=on, which a production process refuses) lets the promotions manager arm the
// Mini level; the player's next real spin of a mystic-jackpots slot wins it and the shell shows
// the win popup. The manager's jackpot panel shows the pools and the payout. Screenshots, axe.
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
  submitRegistration,
  useSystem,
  waitForHydration,
  staffCode,
} from './helpers.mjs';

const CANADA = '99.224.0.1';
const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
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

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
});
after(async () => {
  await player?.close();
});

async function staffCookie() {
  const signIn = await fetch(`${system.baseURL}/api/staff/sign_in`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({ email: MANAGER.email, password: MANAGER.password, code: await staffCode(MANAGER) }),
  });
  assert.equal(signIn.status, 200);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The demo jackpot and a slot of its qualifying games that plays for euros. */
async function demoJackpot(cookie) {
  const { data } = await (await fetch(`${system.baseURL}/api/staff/jackpots`, { headers: { cookie } })).json();
  const jackpot = data.find((j) => j.state === 'active' && j.currency === 'EUR');
  assert.ok(jackpot, 'an active EUR jackpot');
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
  const game = games.find(
    (g) => g.engine === 'slot-lines' && g.currencies.EUR && jackpot.game_identifiers.includes(g.identifier),
  );
  assert.ok(game, 'a qualifying mystic-jackpots slot');
  return { jackpot, slotPath: `/play/${game.provider}/${game.slug}` };
}

browserTest(
  'JACK-12 JACK-13 RT-11: a forced hit wins the Mini on the next real spin and the win popup shows',
  { timeout: 180_000 },
  async () => {
    const cookie = await staffCookie();
    const { jackpot, slotPath } = await demoJackpot(cookie);
    player = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401, 422] });
    const { page, problems } = player;
    await player.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
    await page.goto(`${system.baseURL}/registration`);
    await submitRegistration(page, m, `jackpot-forced-${Date.now()}@example.com`, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });
    await fundWithTestCard(page, 50_000);

    const armed = await fetch(`${system.baseURL}/api/staff/jackpots/${jackpot.id}/forced_hit`, {
      method: 'POST',
      headers: { ...XHR, cookie },
      body: JSON.stringify({ level: 'level_1' }),
    });
    assert.equal(armed.status, 200);

    await page.goto(`${system.baseURL}${slotPath}?mode=real`);
    await waitForHydration(page, 'main h1');
    const spin = gameFrame(page).getByRole('button', { name: m['play.slot.spin'], exact: true });
    await spin.click({ timeout: 30_000 });
    const popup = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: m['jackpots.popup_title'] }) });
    await popup.waitFor({ timeout: 30_000 });
    await screenshot(page, 'jackpots-forced-win-desktop');
    await assertNoSeriousAxe(page, 'dialog');
    await popup.getByRole('button', { name: m['jackpots.popup_close'] }).click();
    assert.deepEqual(await problems(), []);
  },
);

browserTest('JACK-13 the promotions manager sees each pool, its payouts and its settings in the staff console', async () => {
  const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401] });
  try {
    await page.goto(`${system.baseURL}/staff/support`);
    await waitForHydration(page, 'main');
    await page.getByLabel('Email').fill(MANAGER.email);
    await page.getByLabel('Password').fill(MANAGER.password);
    await page.getByLabel('Authentication code').fill(await staffCode(MANAGER));
    await page.getByRole('button', { name: 'Sign in' }).click();
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
