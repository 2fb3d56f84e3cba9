// Tournaments: a registered player with a card deposit opens /tournaments and the weekly race,
// joins the live-casino race that asks for confirmation, then spins a slot for real in another tab
// and watches the weekly race's leaderboard put them on it live. Phone and desktop screenshots,
// axe on the list, the tournament page and the quest page. A promotions manager schedules a race in
// the staff console and cancels it, and watches the weekly race's live leaderboard and its awards.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  eventually,
  fundWithTestCard,
  findDemoGame,
  gameFrame,
  openPage,
  screenshot,
  textOf,
  useSystem,
  waitForHydration,
} from './helpers.mjs';
import { activeWallet, signInStaffConsole, staffApi, until } from './steps.mjs';

const CANADA = '99.224.0.1';
const PASSWORD = 'Race-Journey-2026!';

const MANAGER = { email: 'races@casino.example', password: 'Race-Console-Pass-42', role: 'promotions_manager', name: 'Rhea' };
const system = useSystem({ logName: 'server-tournaments', staff: [MANAGER] });
let m;
let slotPath;
let player;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  slotPath = await findDemoGame(system.baseURL, 'slot-lines');
  if (system.browser) {
    player = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [422] });
    await player.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
  }
});
after(async () => {
  await player?.close();
});

const escape = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any result line of a settled round: won, stake returned, part of it back, or no win. */
const settledPattern = () =>
  new RegExp(
    ['win', 'returned', 'partial', 'no_win']
      .map((key) =>
        m[`play.result.${key}`]
          .split(/\{\{\w+\}\}/)
          .map(escape)
          .join('.+'),
      )
      .join('|'),
  );

/** Registers through the form and deposits 500.00 EUR with the sandbox's approved test card. */
async function register(page) {
  await page.goto(`${system.baseURL}/registration`);
  await waitForHydration(page, 'main form');
  const form = page.locator('main form');
  await form.getByLabel(m['auth.email'], { exact: true }).fill(`racer-${Date.now()}@example.com`);
  await form.getByLabel(m['auth.password'], { exact: true }).fill(PASSWORD);
  await form.getByLabel(m['auth.password_confirmation'], { exact: true }).fill(PASSWORD);
  await form.getByLabel(m['auth.terms.accept']).check();
  await form.getByRole('button', { name: m['auth.submit.sign_up'] }).click();
  await page.waitForURL(`${system.baseURL}/`, { timeout: 30_000 });
  await fundWithTestCard(page, 50_000);
}

/** Plays one real spin of the demo slot in a tab of its own, until the round settles. */
async function spinOnce(context) {
  const game = await context.newPage();
  try {
    await game.goto(`${system.baseURL}${slotPath}?mode=real`);
    await waitForHydration(game, 'main h1');
    const frame = gameFrame(game);
    await frame.getByRole('button', { name: m['play.slot.spin'], exact: true }).click();
    const result = frame.locator('.game__result');
    await result.filter({ hasText: m['play.slot.spinning'] }).waitFor();
    await result.filter({ hasText: settledPattern() }).waitFor({ timeout: 15_000 });
  } finally {
    await game.close();
  }
}

browserTest(
  'TOUR-01 TOUR-03 TOUR-07 VAL-22: the tournaments page lists the weekly race and its tabs, and opens its page',
  async () => {
    const { page } = player;
    await register(page);
    await page.goto(`${system.baseURL}/tournaments`);
    await waitForHydration(page, 'main');
    const tabs = page.getByRole('navigation', { name: m['competitions.tabs_label'] });
    for (const tab of ['all', 'producers', 'actions', 'live', 'achievements']) {
      await tabs.getByRole('link', { name: m[`competitions.tab.${tab}`], exact: true }).waitFor();
    }
    await screenshot(page, 'tournaments-phone');
    await assertNoSeriousAxe(page, 'main');
    const race = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Weekly race', exact: true }) });
    await race.getByRole('link', { name: m['competitions.open'] }).click();
    await page.waitForURL((url) => url.pathname === '/tournaments/weekly-race');
    await waitForHydration(page, 'main');
    // The race's own countdown: the list's cards, which have theirs, may still be leaving the page.
    const countdown = page.locator('article.tournament').getByTestId('tournament-countdown');
    // The server renders the end date; the browser then ticks days, hours, minutes and seconds.
    const ticking = async () => /^\d+ days? \d\d:\d\d:\d\d$/.test(await textOf(countdown));
    assert.equal(await eventually(ticking, true, { timeout: 5_000 }), true, `the countdown ticks (${await textOf(countdown)})`);
    await page.getByRole('heading', { name: m['competitions.prizes.title'] }).waitFor();
    // TOUR-02: the lotteries child lists the running lotteries while the lotteries page is on.
    await page.goto(`${system.baseURL}/tournaments/lotteries`);
    assert.equal(new URL(page.url()).pathname, '/tournaments/lotteries');
    await page.locator('.lotteries a[href$="/lottery/weekly-lottery"]').waitFor();
  },
);

browserTest('TOUR-08: a race that asks for confirmation is joined with its button', async () => {
  const { page } = player;
  await page.goto(`${system.baseURL}/tournaments/live-race`);
  await waitForHydration(page, 'main');
  await page.getByRole('button', { name: m['competitions.join'] }).click();
  await page.getByText(m['competitions.joined']).waitFor();
  await assertNoSeriousAxe(page, 'main');
});

browserTest(
  'TOUR-12 RT-09 TOUR-05 QUEST-01: a real spin on a slot puts the player on the weekly race leaderboard live',
  async () => {
    const { page, context } = player;
    await page.goto(`${system.baseURL}/tournaments/weekly-race`);
    await waitForHydration(page, 'main');
    const board = page.locator('main');
    assert.equal(await board.getByText(`(${m['competitions.leaderboard.you']})`).count(), 0);

    await spinOnce(context);
    // The bet's event moves the board: the player's row appears without a reload.
    await board.getByText(`(${m['competitions.leaderboard.you']})`).first().waitFor({ timeout: 20_000 });
    assert.match(await textOf(page.getByTestId('leaderboard')), /€\d/);
    await screenshot(page, 'tournament-phone');
    await assertNoSeriousAxe(page, 'main');

    const desktop = await openPage(system.browser, { viewport: VIEWPORTS.desktop });
    try {
      await desktop.context.addCookies(await context.cookies());
      await desktop.page.goto(`${system.baseURL}/tournaments/weekly-race`);
      await waitForHydration(desktop.page, 'main');
      await desktop.page.getByTestId('leaderboard').waitFor();
      await screenshot(desktop.page, 'tournament-desktop');
      await assertNoSeriousAxe(desktop.page, 'main');
      await desktop.page.goto(`${system.baseURL}/action/starter`);
      await waitForHydration(desktop.page, 'main');
      await desktop.page.getByTestId('quest-progress').waitFor();
      await screenshot(desktop.page, 'quest-desktop');
      await assertNoSeriousAxe(desktop.page, 'main');
      assert.deepEqual(await desktop.problems(), []);
    } finally {
      await desktop.close();
    }
    assert.deepEqual(await player.problems(), []);
  },
);

browserTest(
  'TOUR-12 RT-13 TOUR-06: a race that ends during the test pays its winner: the notice, the prize in the balance, the race finished',
  { timeout: 180_000 },
  async () => {
    const { page, context } = player;
    const staff = await staffApi(system, MANAGER);
    const now = Date.now();
    const slug = `sprint-${now}`;
    const created = await staff.post('/api/staff/tournaments', {
      frontend_identifier: slug,
      title: 'Twenty-second sprint',
      currency: 'EUR',
      strategy: 'bet_count',
      confirmation_required: false,
      min_bet_cents: 0,
      games: [],
      providers: [],
      categories: [],
      rates_ppm: {},
      group_ids: [],
      prizes: [{ place: 1, kind: 'money', amount_cents: 500 }],
      start_at: new Date(now - 1_000).toISOString(),
      end_at: new Date(now + 20_000).toISOString(),
    });
    assert.equal(created.status, 200, await created.clone().text());

    await page.goto(`${system.baseURL}/tournaments/${slug}`);
    await waitForHydration(page, 'main');
    await spinOnce(context);
    // The spin puts the player first, live; the balance once its events are handled is the base.
    await page
      .getByTestId('leaderboard')
      .getByText(`(${m['competitions.leaderboard.you']})`)
      .first()
      .waitFor({ timeout: 20_000 });
    const base = (await activeWallet(page)).amount_cents;

    // The race ends, the award waits its grace for late bets, then pays: the winner is told live.
    const won = m['competitions.won_place'].replace('{{place}}', '1').replace('{{title}}', 'Twenty-second sprint');
    const [before, after] = won.split('{{prize}}');
    await page.getByText(`${before}€5.00${after}`).waitFor({ timeout: 120_000 });
    const paid = await until(
      async () => (await activeWallet(page)).amount_cents,
      (amount) => amount === base + 500,
    );
    assert.equal(paid, base + 500, 'the prize is credited once');
    await page.locator('article.tournament').getByText(m['competitions.status.archive']).first().waitFor();
    await screenshot(page, 'tournament-won-phone');
    await assertNoSeriousAxe(page, 'main', 'the finished race');

    // The console's board shows the award paid, with its wallet transaction.
    const board = await (await staff.get(`/api/staff/tournaments/${(await created.json()).id}/board`)).json();
    assert.equal(board.awards.length, 1);
    assert.equal(board.awards[0].place, 1);
    assert.ok(board.awards[0].paid_at, 'the award is paid');
    assert.ok(Number.isInteger(board.awards[0].transaction_id), 'paid through the wallet');
    assert.deepEqual(await player.problems(), []);
  },
);

browserTest(
  'TOUR-12 ROLE-11: a promotions manager schedules a race in the staff console, cancels it, and reads the live leaderboard and awards',
  async () => {
    const K = 'competitions.staff';
    const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401] });
    try {
      await signInStaffConsole(page, system, MANAGER);
      await page.getByRole('heading', { level: 2, name: m[`${K}.title`] }).waitFor();
      // The tournaments panel's own table and form: other promotion panels name the race and have a Create too.
      const panel = page.locator('.staff-tournaments');
      await panel.getByRole('cell', { name: 'weekly-race', exact: true }).waitFor();
      // A race without dates is refused in the browser, field by field.
      await panel.getByRole('button', { name: m[`${K}.create`] }).click();
      await panel.getByText(m[`${K}.invalid`]).first().waitFor();
      await panel.getByLabel(m[`${K}.field.frontend_identifier`], { exact: true }).fill('spring-sprint');
      await panel.getByLabel(m[`${K}.field.title`], { exact: true }).fill('Spring sprint');
      await panel.getByLabel(m[`${K}.field.categories`], { exact: true }).fill('pokies, megaways');
      await panel.getByLabel(m[`${K}.field.start_at`], { exact: true }).fill('2030-03-01T12:00');
      await panel.getByLabel(m[`${K}.field.end_at`], { exact: true }).fill('2030-03-08T12:00');
      await panel.getByRole('button', { name: m[`${K}.create`] }).click();
      await panel.getByText(m[`${K}.created`]).waitFor();
      const row = panel.getByRole('row').filter({ has: page.getByRole('cell', { name: 'spring-sprint', exact: true }) });
      await row.getByText(m[`${K}.state.future`]).waitFor();
      await screenshot(page, 'tournaments-staff-desktop');
      await assertNoSeriousAxe(page, 'main');
      await row.getByRole('button', { name: `${m[`${K}.cancel`]}: Spring sprint` }).click();
      await row.getByText(m[`${K}.canceled`]).waitFor();

      // The weekly race's live leaderboard: the racer of the spin above is on it, with place, player id,
      // nickname and score; nothing awarded while it runs.
      const weekly = panel.getByRole('row').filter({ has: page.getByRole('cell', { name: 'weekly-race', exact: true }) });
      await weekly.getByRole('button', { name: new RegExp(`^${m[`${K}.board.open`]}: `) }).click();
      const board = panel.locator('.staff-tournaments__board');
      const leaderboard = board.getByTestId('staff-leaderboard');
      await leaderboard.waitFor();
      const first = leaderboard.locator('tbody tr').first();
      assert.match(await textOf(first), /^1\s*\d+\s*\S+\s*[\d,.\s]+$/);
      await board.getByText(m[`${K}.board.no_awards`]).waitFor();
      await screenshot(page, 'tournaments-staff-board-desktop');
      await assertNoSeriousAxe(page, 'main');
      await board.getByRole('button', { name: m[`${K}.board.close`] }).click();
      await board.waitFor({ state: 'detached' });
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);
