// The game page as a new player sees it: the game fits the screen with its main button in view
// even with the email and language notices (folded on the game page), the roulette board is one
// tab stop walked with the arrow keys, the balance shows the stake leaving at once and the win
// when the wheel stops, the result line says a stake paid back is returned, and a crash cash-out
// that reaches the server after the crash says so and is gone in the next round.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  eventually,
  findDemoGame,
  gameFrame,
  openDemoGame,
  openPage,
  screenshot,
  textOf,
  useSystem,
  waitForHydration,
} from './helpers.mjs';

const CANADA = '99.224.0.1';
const PASSWORD = 'Game-Page-2026!';

const system = useSystem();
let m;
let slotPath;
let roulettePath;
let crashPath;

before(async () => {
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  slotPath = await findDemoGame(system.baseURL, 'slot-lines');
  roulettePath = await findDemoGame(system.baseURL, 'roulette');
  crashPath = await findDemoGame(system.baseURL, 'crash');
});

/** The whole text of a message, any value in its placeholders. */
const whole = (key) =>
  new RegExp(
    `^${m[key]
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

/** Whether a box lies wholly between the top of the screen and `bottom`. */
const within = (box, bottom) => box !== null && box.y >= 0 && box.y + box.height <= bottom;

/** A new player, signed up through the form from Canada: the email is not confirmed yet. */
async function newPlayer(viewport) {
  const opened = await openPage(system.browser, { viewport });
  await opened.context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
  const { page } = opened;
  await page.goto(`${system.baseURL}/registration`);
  await waitForHydration(page, 'main form');
  const form = page.locator('main form');
  await form.getByLabel(m['auth.email'], { exact: true }).fill(`new-${Date.now()}-${viewport.width}@example.com`);
  await form.getByLabel(m['auth.password'], { exact: true }).fill(PASSWORD);
  await form.getByLabel(m['auth.password_confirmation'], { exact: true }).fill(PASSWORD);
  await form.getByLabel(m['auth.terms.accept']).check();
  await form.getByRole('button', { name: m['auth.submit.sign_up'] }).click();
  await page.waitForURL(`${system.baseURL}/`, { timeout: 30_000 });
  return opened;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  browserTest(
    `PLAY-01 SHELL-01 (WCAG 2.2 AA): with the email and language notices, a new player's slot shows its reels and Spin without scrolling, ${name}`,
    async () => {
      const { page, problems, close } = await newPlayer(viewport);
      try {
        await page.goto(`${system.baseURL}${slotPath}?mode=demo`);
        await waitForHydration(page, 'main h1');
        const frame = gameFrame(page);
        const spin = frame.getByRole('button', { name: m['play.slot.spin'], exact: true });
        await spin.waitFor({ timeout: 15_000 });
        // Both notices are there, folded into one line until opened.
        const folded = page.getByTestId('folded-notices');
        await folded.waitFor();
        assert.equal(await page.locator('.header-notice').filter({ hasText: m['auth.confirmation.notice'] }).isVisible(), false);
        // The phone's bottom bar covers the foot of the screen: Spin is above it.
        const bar = page.locator('.bottom-bar');
        const bottom = (await bar.isVisible()) ? ((await bar.boundingBox())?.y ?? viewport.height) : viewport.height;
        assert.equal(await page.evaluate(() => window.scrollY), 0);
        assert.ok(within(await spin.boundingBox(), bottom), `Spin is in view above ${bottom}px`);
        assert.ok(within(await frame.locator('.slot__reels').boundingBox(), bottom), 'the reels are in view');
        // The balance shows once on the page: the frame's.
        assert.equal(await page.getByTestId('page-balance').count(), 0);
        await screenshot(page, `game-page-notices-${name}`);

        await folded.locator('summary').click();
        await page.locator('.header-notice').filter({ hasText: m['auth.confirmation.notice'] }).waitFor();
        await folded.locator('.locale-suggestion').waitFor();
        await assertNoSeriousAxe(page, '.shell-notices');
        await assertNoSeriousAxe(page, 'main');
        // Opened, the notices push the game down; the stage is sized again to keep Spin on the screen.
        await eventually(async () => within(await spin.boundingBox(), bottom), true);
        await screenshot(page, `game-page-notices-open-${name}`);
        await assertNoHorizontalScroll(page);
        assert.deepEqual(await problems(), []);
      } finally {
        await close();
      }
    },
  );
}

async function assertNoHorizontalScroll(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px)`);
}

browserTest(
  'PLAY-05 (WCAG 2.1.1): the roulette board is one tab stop; the arrow keys place a chip and Spin is a few Tabs on',
  async () => {
    const { page, problems, close } = await openDemoGame(system, VIEWPORTS.desktop, roulettePath);
    try {
      const frame = gameFrame(page);
      const focusedName = () => frame.locator(':focus').evaluate((el) => el.getAttribute('aria-label') ?? el.textContent);
      await frame.getByLabel(m['play.frame.chip']).focus();
      await page.keyboard.press('Tab');
      assert.equal(await focusedName(), m['play.roulette.spot'].replace('{{spot}}', '0'));
      // From 0 the arrow goes right onto the table's numbers, then along a row.
      await page.keyboard.press('ArrowRight');
      const first = await focusedName();
      assert.match(first, /^Bet on [123]$/);
      await page.keyboard.press('ArrowRight');
      assert.equal(Number((await focusedName()).slice(-1)), Number(first.slice(-1)) + 3);
      await page.keyboard.press('Enter');
      let presses = 0;
      while (presses < 10) {
        await page.keyboard.press('Tab');
        presses += 1;
        if ((await focusedName()) === m['play.roulette.spin']) break;
      }
      // The board, then the picker's type, numbers and Place, then Clear and Spin.
      assert.ok(presses <= 6, `Spin is ${presses} Tab presses after the board`);
      // Shift+Tab back into the board lands on the bet last used, not on 0.
      for (let i = 0; i < presses; i++) await page.keyboard.press('Shift+Tab');
      assert.match(await focusedName(), /^Bet on \d+, .+ placed$/);
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest(
  'PLAY-05: red and black on one roulette spin show the stake leaving at once, the win when the wheel stops, and "returned", not "you win"',
  async () => {
    const { page, problems, close } = await openDemoGame(system, VIEWPORTS.phone, roulettePath);
    try {
      const frame = gameFrame(page);
      const shown = frame.getByTestId('frame-balance');
      // Intl may put a no-break space between the currency and the amount.
      const balance = { textContent: async () => ((await shown.textContent()) ?? '').replace(/\s/g, ' ') };
      const chip = Number(await frame.getByLabel(m['play.frame.chip']).inputValue());
      for (const colour of ['red', 'black']) {
        await frame
          .getByRole('button', { name: m['play.roulette.spot'].replace('{{spot}}', m[`play.roulette.${colour}`]) })
          .click();
      }
      const result = frame.locator('.game__result');
      const fun = (cents) => `FUN ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
      const staked = fun(100_000 - 2 * chip);
      await frame.getByRole('button', { name: m['play.roulette.spin'] }).click();
      // The two chips leave the balance at once, while the wheel spins; what comes back shows when it stops.
      assert.equal(await eventually(() => textOf(balance), staked, { interval: 20, timeout: 15_000 }), staked);
      await result
        .filter({ hasText: new RegExp(`${whole('play.result.returned').source}|${whole('play.result.no_win').source}`) })
        .waitFor({
          timeout: 15_000,
        });
      const said = await textOf(result);
      if (whole('play.result.returned').test(said)) {
        // Red or black paid the two chips back: nothing won, the balance is where it began.
        assert.equal(await eventually(() => textOf(balance), 'FUN 1,000.00'), 'FUN 1,000.00');
        assert.doesNotMatch(said, whole('play.result.win'));
      } else {
        assert.equal(await textOf(balance), staked, 'the zero: both chips lost');
      }
      await screenshot(page, 'game-page-roulette-returned-phone');
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest(
  'PLAY-05: a crash cash-out that reaches the server after the crash says the round crashed, and the next round clears it',
  { timeout: 300_000 },
  async () => {
    const { page, problems, close } = await openDemoGame(system, VIEWPORTS.desktop, crashPath);
    try {
      const frame = gameFrame(page);
      const status = frame.getByTestId('crash-status');
      const error = frame.locator('.frame-error');
      // The cash-out is held on the way until the round has crashed: the player's click was too late.
      let crashed;
      const crash = new Promise((resolve) => (crashed = resolve));
      await page.route('**/provider/inhouse/api/crash/cashout', async (route) => {
        await crash;
        await route.continue();
      });
      let late = false;
      for (let attempt = 0; attempt < 3 && !late; attempt++) {
        await status.filter({ hasText: whole('play.crash.betting') }).waitFor({ timeout: 150_000 });
        await frame.getByRole('button', { name: m['play.crash.bet'], exact: true }).click();
        const cashOut = frame.getByRole('button', { name: new RegExp(`^${m['play.crash.cash_out'].split('{{')[0]}`) });
        const flew = await cashOut.waitFor({ timeout: 15_000 }).then(
          () => true,
          () => false,
        );
        if (!flew) continue;
        // The button's amount changes every frame: a click without waiting for it to hold still.
        await cashOut.dispatchEvent('click');
        await status.filter({ hasText: whole('play.crash.crashed') }).waitFor({ timeout: 150_000 });
        crashed();
        late = true;
      }
      assert.ok(late, 'a cash-out was sent in flight in one of three rounds');
      await error.filter({ hasText: m['play.error.crashed'] }).waitFor({ timeout: 10_000 });
      assert.doesNotMatch(await textOf(error), new RegExp(m['play.error.busy']));
      await frame
        .getByTestId('crash-mine')
        .filter({ hasText: whole('play.crash.lost') })
        .waitFor();
      await screenshot(page, 'game-page-crash-too-late-desktop');
      // The next round's betting phase starts clean.
      await status.filter({ hasText: whole('play.crash.betting') }).waitFor({ timeout: 30_000 });
      assert.equal(await textOf(error), '');
      // The one refusal is the late cash-out's own 409.
      assert.deepEqual(
        (await problems()).filter((problem) => !/409/.test(problem)),
        [],
      );
    } finally {
      await close();
    }
  },
);
