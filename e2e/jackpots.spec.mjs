// Jackpots: a guest watches the lobby's jackpot section on a phone while a registered player spins a
// mystic-jackpots slot for real money on a desktop; the Mini level's amount grows live
// (public:jackpots_changes), without a reload. The leaderboard's lists reload on mount. Phone and
// desktop screenshots, axe on the section.
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
  textOf,
  useSystem,
  waitForHydration,
} from './helpers.mjs';
import { CANADA, XHR, registerPlayer } from './steps.mjs';

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
  await registerPlayer(page, system, m, { email: `jackpots-${Date.now()}@example.com`, password: PASSWORD });
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

/** The leaderboard's reads of /api/jackpot_wins on `page`, by order, counted from now on. */
function winReads(page) {
  const reads = { biggest: 0, latest: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/jackpot_wins') reads[url.searchParams.get('order')] += 1;
  });
  return reads;
}

browserTest('JACK-08: the leaderboard lists reload on mount', async () => {
  const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.desktop });
  try {
    const reads = winReads(page);
    await page.goto(`${system.baseURL}/`);
    await waitForHydration(page, 'section.jackpots');
    // The server rendered the lists; mounting reads both again.
    const mounted = await eventually(() => reads.biggest >= 1 && reads.latest >= 1, true, { timeout: 10_000 });
    assert.equal(mounted, true, `both lists are read on mount (${JSON.stringify(reads)})`);
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});
