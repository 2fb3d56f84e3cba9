// Lotteries (LOTT-01…LOTT-07, docs/decisions/054-lotteries.md): a player registers, the promotions
// manager grants them three tickets of the demo's weekly lottery, and the player opens
// /lottery/weekly-lottery on a phone and on a desktop: their ticket numbers, the countdown to the
// draw that ticks, the prizes and the published seed hash. A guest sees the lotteries child of
// /tournaments. Phone and desktop screenshots, axe on the page.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  eventually,
  openPage,
  screenshot,
  textOf,
  useSystem,
  waitForHydration,
} from './helpers.mjs';
import { CANADA, playerGet, registerPlayer, staffApi } from './steps.mjs';

const PASSWORD = 'Lottery-Pass-2026!';
const MANAGER = { email: 'lotto@casino.example', password: 'Lottery-Manager-Pass-42', role: 'promotions_manager', name: 'Lea' };

const system = useSystem({ logName: 'server-lottery', staff: [MANAGER] });
let m;
let player;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
});
after(async () => {
  await player?.close();
});

/** The promotions manager grants `count` tickets of the weekly lottery to the player. */
async function grantTickets(playerId, count) {
  const staff = await staffApi(system, MANAGER);
  const lottery = await (await fetch(`${system.baseURL}/api/lotteries/weekly-lottery`)).json();
  const granted = await staff.post(`/api/staff/lotteries/${lottery.id}/tickets`, {
    player_id: playerId,
    count,
    request_id: crypto.randomUUID(),
  });
  assert.equal(granted.status, 200, await granted.clone().text());
  return (await granted.json()).tickets;
}

async function checkPage(page, tickets, name) {
  await page.goto(`${system.baseURL}/lottery/weekly-lottery`);
  await waitForHydration(page, 'article.lottery');
  const article = page.locator('article.lottery');
  await article.getByRole('heading', { level: 1, name: 'Weekly lottery' }).waitFor();
  const mine = article.getByTestId('lottery-tickets');
  for (const n of tickets) await mine.getByText(`#${n}`, { exact: true }).waitFor();
  assert.match(await textOf(mine), new RegExp(m['lotteries.tickets_other'].replace('{{count}}', String(tickets.length))));
  const countdown = article.getByTestId('lottery-countdown');
  const first = await eventually(async () => /\d{2}:\d{2}:\d{2}/.test(await textOf(countdown)), true, { timeout: 5_000 });
  assert.equal(first, true, 'the countdown ticks in the browser');
  const before = await textOf(countdown);
  const ticked = await eventually(async () => (await textOf(countdown)) !== before, true, { timeout: 3_000 });
  assert.equal(ticked, true, 'the countdown moves');
  assert.match(await textOf(article.getByTestId('lottery-seed-hash')), /^[0-9a-f]{64}$/);
  await article.getByRole('cell', { name: '€100.00' }).waitFor();
  await screenshot(page, name);
  await assertNoSeriousAxe(page, 'article.lottery');
}

browserTest(
  'LOTT-01 LOTT-02 LOTT-04 a granted player sees their tickets and the ticking countdown on phone and desktop',
  async () => {
    player = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [401] });
    const { page } = player;
    await player.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
    await registerPlayer(page, system, m, { email: `lottery-${Date.now()}@example.com`, password: PASSWORD });
    const me = await playerGet(page, '/api/player');
    const tickets = await grantTickets(me.id, 3);
    assert.equal(tickets.length, 3);

    await checkPage(page, tickets, 'lottery-page-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
    await checkPage(page, tickets, 'lottery-page-desktop');
  },
);

browserTest('TOUR-01 LOTT-03 a guest finds the weekly lottery under /tournaments/lotteries', async () => {
  const guest = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401] });
  try {
    const { page } = guest;
    await page.goto(`${system.baseURL}/tournaments/lotteries`);
    await waitForHydration(page, 'section.lotteries');
    await page.getByRole('heading', { level: 1, name: m['lotteries.title'] }).waitFor();
    const card = page.locator('li.lottery-card', { has: page.getByRole('heading', { name: 'Weekly lottery', exact: true }) });
    await card.getByRole('link', { name: new RegExp(m['lotteries.open']) }).click();
    await page.waitForURL((url) => url.pathname === '/lottery/weekly-lottery');
    await page.getByTestId('lottery-tickets').getByText(m['lotteries.sign_in']).waitFor();
    await screenshot(page, 'lottery-list-guest-desktop');
  } finally {
    await guest.close();
  }
});
