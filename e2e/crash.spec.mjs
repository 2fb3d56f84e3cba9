// The shared crash round. Two browsers open the crash game in demo mode: both see the
// same round; one bets in the betting phase, cashes out in flight and sees its play money
// credited, the other sees that bet in the round's list; the last crashed round's revealed seed
// verifies in the browser against the chain. A round's flight lasts up to two minutes (1000x), so
// the test never waits for the crash of the round it played in.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import {
  VIEWPORTS,
  WCAG_TAGS,
  browserTest,
  eventually,
  findDemoGame,
  gameFrame,
  openDemoGame,
  screenshot,
  textOf,
  useSystem,
  axeBuilder,
} from './helpers.mjs';

const system = useSystem();
let m;
let crashPath;

before(async () => {
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  crashPath = await findDemoGame(system.baseURL, 'crash');
});

const frameOf = gameFrame;
const text = textOf;
const prefix = (key) => m[key].split('{{')[0];
/** The whole text of a message, any value in its placeholders: "Your bet of {{amount}} is lost." shares its start with the bet-in text. */
const whole = (key) =>
  new RegExp(
    `^${m[key]
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );
const openDemo = (viewport, path) => openDemoGame(system, viewport, path);

const roundOf = async (page) => text(frameOf(page).locator('.crash__round'));

browserTest(
  'PLAY-05: two browsers share one crash round; a bet is cashed out in flight and the play money changes',
  { timeout: 240_000 },
  async () => {
    const a = await openDemo(VIEWPORTS.desktop, crashPath);
    const b = await openDemo(VIEWPORTS.phone, crashPath);
    try {
      const frame = frameOf(a.page);
      const status = frame.getByTestId('crash-status');
      const balance = frame.getByTestId('frame-balance');
      let cashed = false;
      const outcomes = [];
      for (let attempt = 0; attempt < 3 && !cashed; attempt++) {
        // Wait for a betting phase (the round before may fly for up to two minutes).
        await status.filter({ hasText: prefix('play.crash.betting') }).waitFor({ timeout: 130_000 });
        const round = await roundOf(a.page);
        // The second browser is in the very same round.
        assert.equal(await eventually(() => roundOf(b.page), round, { timeout: 5_000 }), round);
        await frame.getByRole('button', { name: m['play.crash.bet'], exact: true }).click();
        const mine = frame.getByTestId('crash-mine');
        await mine.filter({ hasText: whole('play.crash.bet_in') }).waitFor({ timeout: 10_000 });
        const staked = await text(balance);
        // The other player sees the bet in the round's list.
        await frameOf(b.page).getByTestId('crash-bets').locator('tbody tr').first().waitFor({ timeout: 10_000 });
        if (attempt === 0) await screenshot(b.page, 'crash-phone-betting');
        // Cash out once the multiplier is past 1.00x, so the payout is more than the stake.
        const cashOut = frame.getByRole('button', { name: new RegExp(`^${prefix('play.crash.cash_out')}`) });
        await cashOut.waitFor({ timeout: 15_000 }).catch(() => undefined);
        await frame
          .getByTestId('crash-status')
          .filter({ hasNotText: /^1\.00/ })
          .waitFor({ timeout: 2_000 })
          .catch(() => undefined);
        if (await cashOut.isVisible()) await cashOut.click().catch(() => undefined);
        await mine
          .filter({ hasText: new RegExp(`${whole('play.crash.cashed_out').source}|${whole('play.crash.lost').source}`) })
          .waitFor({ timeout: 130_000 });
        const outcome = await text(mine);
        outcomes.push(outcome);
        cashed = whole('play.crash.cashed_out').test(outcome);
        // The payout is credited at once: the play money rises above what was left after the bet.
        if (cashed) await eventually(async () => (await text(balance)) !== staked, true, { timeout: 5_000 });
        // A crash before the click loses the bet: try the next round.
      }
      assert.ok(cashed, `a bet was cashed out in one of the rounds (${outcomes.join(' / ')})`);
      assert.notEqual(await text(balance), 'FUN 1,000.00');
      await screenshot(a.page, 'crash-desktop-cashed-out');

      // The last crashed round's seed is revealed and verifies in the browser against the chain.
      await frame.getByTestId('crash-seed').waitFor({ timeout: 10_000 });
      await frame.getByRole('button', { name: m['play.crash.verify'] }).click();
      await frame
        .getByRole('status')
        .filter({ hasText: prefix('play.crash.verified') })
        .waitFor({ timeout: 5_000 });
      await screenshot(b.page, 'crash-phone-crashed');

      const results = await axeBuilder(a.page).include('main').withTags(WCAG_TAGS).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.equal(
        serious.length,
        0,
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n'),
      );
    } finally {
      await a.close();
      await b.close();
    }
  },
);
