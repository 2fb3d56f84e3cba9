// Jackpots: a guest watches the lobby's jackpot section on a phone while a registered player spins a
// mystic-jackpots slot for real money on a desktop; the Mini level's amount grows live
// (public:jackpots_changes), without a reload. Phone and desktop screenshots, axe on the section.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  eventually,
  fundWithTestCard,
  gameFrame,
  openPage,
  screenshot,
  submitRegistration,
  textOf,
  useSystem,
  waitForHydration,
} from './helpers.mjs';

/** A Canadian address: the server trusts X-Forwarded-For from loopback (see restricted-country). */
const CANADA = '99.224.0.1';
const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
const PASSWORD = 'Jackpot-Pass-2026!';

const system = useSystem({ logName: 'server-jackpots' });
let m;
let slotPath;
let watcher;
let spinner;

/** A slot of the mystic-jackpots category that plays for euros. */
async function mysticSlot(baseURL) {
  const response = await fetch(`${baseURL}/api/games_filter`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({
      device: 'desktop',
      filter: { categories: { identifiers: ['mystic-jackpots'] } },
      page: 1,
      page_size: 100,
    }),
  });
  const { data } = await response.json();
  const game = data.find((g) => g.engine === 'slot-lines' && g.currencies.EUR);
  assert.ok(game, 'a mystic-jackpots slot');
  return `/play/${game.provider}/${game.slug}`;
}

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  slotPath = await mysticSlot(system.baseURL);
  if (system.browser) {
    watcher = await openPage(system.browser, { viewport: VIEWPORTS.phone });
    spinner = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401, 422] });
    await spinner.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
  }
});
after(async () => {
  await watcher?.close();
  await spinner?.close();
});

/** Registers the spinning player and funds 500.00 EUR with the sandbox's test card. */
async function fundedPlayer(page) {
  await page.goto(`${system.baseURL}/registration`);
  await submitRegistration(page, m, `jackpots-${Date.now()}@example.com`, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });
  await fundWithTestCard(page, 50_000);
}

browserTest('JACK-01 JACK-12 RT-03: a guest sees the Mini jackpot grow while another player spins a mystic slot', async () => {
  const { page } = watcher;
  await page.goto(`${system.baseURL}/`);
  await waitForHydration(page, 'section.jackpots');
  const section = page.locator('section.jackpots');
  await section.getByRole('heading', { name: m['jackpots.title'] }).waitFor();
  const mini = section.getByTestId('jackpot-level_1');
  await eventually(() => textOf(mini), '€10.00', { timeout: 10_000 });
  // JACK-07: on a phone the leaderboard has two tabs.
  await section.getByRole('tab', { name: m['jackpots.latest'] }).click();
  assert.equal(await section.getByRole('tab', { name: m['jackpots.latest'] }).getAttribute('aria-selected'), 'true');
  await screenshot(page, 'jackpots-lobby-phone');
  await assertNoSeriousAxe(page, 'section.jackpots');

  const other = spinner.page;
  await fundedPlayer(other);
  await other.goto(`${system.baseURL}${slotPath}?mode=real`);
  await waitForHydration(other, 'main h1');
  const spin = gameFrame(other).getByRole('button', { name: m['play.slot.spin'], exact: true });
  await spin.waitFor({ timeout: 15_000 });
  // Real stakes of the slot's default bet feed every level by their share; a few spins are enough.
  for (let i = 0; i < 5; i += 1) {
    await spin.click();
    await gameFrame(other).locator('.game__result').filter({ hasText: m['play.slot.spinning'] }).waitFor();
    await spin.waitFor({ state: 'visible', timeout: 15_000 });
    await eventually(async () => spin.isEnabled(), true, { timeout: 15_000 });
  }
  const grown = await eventually(async () => (await textOf(mini)) !== '€10.00', true, { timeout: 20_000, interval: 250 });
  assert.equal(grown, true, `the Mini level grows without a reload (now ${await textOf(mini)})`);
  await screenshot(page, 'jackpots-lobby-phone-grown');
  await other.goto(`${system.baseURL}/`);
  await waitForHydration(other, 'section.jackpots');
  await screenshot(other, 'jackpots-lobby-desktop');
  await assertNoSeriousAxe(other, 'section.jackpots');
});
