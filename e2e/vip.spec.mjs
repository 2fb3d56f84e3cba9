// The VIP club (VIP-01…08, VIP-15, docs/decisions/056-vip-club.md): a guest sees the statuses and
// the comparison with the starting values; a player sees Regular with no progress, deposits past
// the Bronze threshold (the promotions manager set it low, so one test-card deposit crosses it)
// and sees the club page turn Bronze, with the Silver progress and the quarter's days left. The
// promotions manager sees the VIP panel in the staff console. Phone and desktop screenshots, axe.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  fundWithTestCard,
  openPage,
  screenshot,
  textOf,
  useSystem,
  waitForHydration,
} from './helpers.mjs';
import { CANADA, playerGet, registerPlayer, signInStaffConsole, staffApi } from './steps.mjs';

const PASSWORD = 'Vip-Club-Quarter-2026!';
const MANAGER = {
  email: 'vip-promo@casino.example',
  password: 'Promo-Manager-Pass-42',
  role: 'promotions_manager',
  name: 'Vera',
};
const BRONZE_EUR_CENTS = 10_000;

const system = useSystem({ logName: 'server-vip', staff: [MANAGER] });
let m;
let player;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
});
after(async () => {
  await player?.close();
});

const fill = (template, values) => Object.entries(values).reduce((text, [k, v]) => text.replace(`{{${k}}}`, String(v)), template);

/** The promotions manager lowers the EUR Bronze deposit threshold to 100 EUR through the staff API. */
async function lowBronzeThreshold() {
  const staff = await staffApi(system, MANAGER);
  const rows = await (await staff.get('/api/staff/vip/thresholds')).json();
  const thresholds = rows.map((r) =>
    r.status === 'BRONZE' && r.currency === 'EUR' ? { ...r, deposit_cents: BRONZE_EUR_CENTS } : r,
  );
  const saved = await staff.put('/api/staff/vip/thresholds', { thresholds });
  assert.equal(saved.status, 200);
}

const cardState = (page, status) => page.locator(`.vip-card--${status}`).getAttribute('data-state');

browserTest('VIP-01 VIP-05 VIP-07: a guest sees the statuses, the comparison and the starting values', async () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const { page, problems, close } = await openPage(system.browser, { viewport, expectedStatuses: [401] });
    try {
      await page.goto(`${system.baseURL}/rocketplay-vipclub`);
      await waitForHydration(page, 'main');
      await page.getByRole('heading', { level: 1, name: m['vip.title'] }).waitFor();
      await page.getByRole('heading', { name: fill(m['vip.active'], { status: m['vip.status.REGULAR'] }) }).waitFor();
      await page.getByRole('heading', { name: fill(m['vip.progress.title'], { status: m['vip.status.BRONZE'] }) }).waitFor();
      assert.equal(await cardState(page, 'regular'), 'current');
      assert.equal(await cardState(page, 'bronze'), 'future');
      assert.equal(await cardState(page, 'diamond'), 'lock');
      await page.getByRole('table').getByRole('rowheader', { name: m['vip.perk.lifelong'] }).waitFor();
      await screenshot(page, `vip-guest-${name}`);
      await assertNoSeriousAxe(page, 'main');
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  }
});

browserTest(
  'VIP-02 VIP-04 VIP-08 VIP-15: a player deposits past the Bronze threshold and the club page turns Bronze',
  { timeout: 180_000 },
  async () => {
    await lowBronzeThreshold();
    player = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [422] });
    const { page, problems } = player;
    await player.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
    await registerPlayer(page, system, m, { email: `vip-${Date.now()}@example.com`, password: PASSWORD });

    await page.goto(`${system.baseURL}/rocketplay-vipclub`);
    await waitForHydration(page, 'main');
    const progress = page.getByTestId('vip-progress');
    await progress.getByText(fill(m['vip.progress.overall'], { percent: 0 })).waitFor();
    assert.equal(await cardState(page, 'regular'), 'current');

    await fundWithTestCard(page, 15_000);
    await page.reload();
    await waitForHydration(page, 'main');
    await page
      .getByRole('heading', { name: fill(m['vip.active'], { status: m['vip.status.BRONZE'] }) })
      .waitFor({ timeout: 20_000 });
    assert.equal(await cardState(page, 'bronze'), 'current');
    assert.equal(await cardState(page, 'regular'), 'before');
    assert.equal(await cardState(page, 'silver'), 'future');
    await progress.getByRole('heading', { name: fill(m['vip.progress.title'], { status: m['vip.status.SILVER'] }) }).waitFor();
    const deposits = await textOf(progress.getByText(/€150\.00/));
    assert.match(deposits, /€150\.00 of €18,000\.00/);
    const body = await playerGet(page, '/jam/vip_status_progress');
    assert.equal(body.activeStatus, 'BRONZE');
    assert.equal(body.depositAmountCents, 15_000);
    // VIP-08: the quarter's days left and its end date are shown.
    assert.match(await textOf(progress.locator('.vip-progress__quarter')), /\d+ days? left/);
    await screenshot(page, 'vip-player-phone');
    await assertNoSeriousAxe(page, 'main');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'vip-player-desktop');
    await assertNoSeriousAxe(page, 'main');
    assert.deepEqual(await problems(), []);
  },
);

browserTest('VIP-15 the promotions manager sees the VIP thresholds and gifts in the staff console', async () => {
  const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401] });
  try {
    await signInStaffConsole(page, system, MANAGER);
    const panel = page.getByRole('region', { name: 'VIP club' });
    await panel.waitFor();
    const gifts = panel.locator('form[aria-labelledby="vip-gifts-title"]');
    await gifts.getByLabel('GOLD').fill('x');
    await gifts.getByRole('button', { name: 'Save the gifts' }).click();
    await gifts.getByRole('alert').waitFor();
    await gifts.getByLabel('GOLD').fill('');
    await gifts.getByRole('button', { name: 'Save the gifts' }).click();
    await gifts.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await panel.getByLabel('Deposits, row 1', { exact: true }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'vip-staff-desktop');
    await assertNoSeriousAxe(page, 'main');
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});
