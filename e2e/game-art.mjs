// What the in-house games' drawing specs share (game-art-*.spec.mjs): each engine's round played
// in demo mode and its drawing compared with the round the server answered.
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

let system;
let m;
const paths = {};

/** The system of a spec file, with the English messages and the demo game of each engine it plays. */
export function useArtSystem(engines) {
  system = useSystem();
  before(async () => {
    m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
    for (const engine of engines) paths[engine] = await findDemoGame(system.baseURL, engine);
  });
}

const prefix = (key) => m[key].split('{{')[0];
/** A message as a pattern: its own words literally, any value where it has a placeholder. */
const pattern = (key) =>
  m[key]
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+?');
/** Every way a round's result line reads: a win, a stake returned, part of it back, or nothing. */
const RESULT_KEYS = ['play.result.no_win', 'play.result.win', 'play.result.returned', 'play.result.partial'];
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'];
/** A card's accessible name as a player's screen reader reads it. */
const cardName = (code) =>
  m['play.card.name']
    .replace('{{rank}}', m[`play.card.rank_${RANKS[code % 13]}`])
    .replace('{{suit}}', m[`play.card.suit_${SUITS[Math.floor(code / 13)]}`]);
const imageNames = (locator) => locator.getByRole('img').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
/** The frame's own document (for what only a script can read: animations, positions). */
const frameDocument = (page) => page.frames().find((f) => f.url().includes('/provider/inhouse/games/'));

/** Clicks, and answers the round the server sent back for that click. */
async function roundOf(page, click) {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/provider/inhouse/api/') && r.request().method() === 'POST' && r.ok(),
  );
  await click();
  return (await answer).json();
}

/** The result line once the round's result has landed. */
const landed = (frame) =>
  frame
    .locator('.game__result, .dice__roll')
    .filter({ hasText: new RegExp(RESULT_KEYS.map(pattern).join('|')) })
    .first()
    .waitFor({ timeout: 15_000 });

/** The pocket under the ball, read from where the ball and the pockets are drawn on the screen. */
const pocketUnderBall = (page) =>
  frameDocument(page).evaluate(() => {
    const wheel = document.querySelector('svg.wheel').getBoundingClientRect();
    const centre = (r) => [
      r.left + r.width / 2 - (wheel.left + wheel.width / 2),
      r.top + r.height / 2 - (wheel.top + wheel.height / 2),
    ];
    const angle = ([x, y]) => Math.atan2(y, x);
    const ball = angle(centre(document.querySelector('.wheel__ball circle').getBoundingClientRect()));
    let best = null;
    for (const pocket of document.querySelectorAll('[data-pocket]')) {
      const a = angle(centre(pocket.querySelector('path').getBoundingClientRect()));
      const gap = Math.abs(Math.atan2(Math.sin(a - ball), Math.cos(a - ball)));
      if (!best || gap < best.gap) best = { gap, pocket: Number(pocket.dataset.pocket) };
    }
    return best.pocket;
  });

const PLAYS = {
  async 'slot-lines'(page, frame) {
    const { paytable } = await (await fetch(`${system.baseURL}/provider/inhouse/api/engines/slot-lines`)).json();
    const round = await roundOf(page, () => frame.getByRole('button', { name: m['play.slot.spin'], exact: true }).click());
    await frame.locator('.slot__strip').first().waitFor();
    await landed(frame);
    const spin = round.state.spins.at(-1);
    const drawn = spin.grid.flat().map((symbol) => m[`play.symbol.${paytable.symbols[symbol]}`]);
    assert.deepEqual(await imageNames(frame.locator('.slot__reels')), drawn, 'the reels stop on the drawn grid');
    assert.equal(await frame.locator('.slot__strip').count(), 0);
    assert.equal(await frame.locator('.slot__lines polyline').count(), spin.lineWins.length, 'one line per winning line');
  },
  async 'slot-ways'(page, frame) {
    const { paytable } = await (await fetch(`${system.baseURL}/provider/inhouse/api/engines/slot-ways`)).json();
    const round = await roundOf(page, () => frame.getByRole('button', { name: m['play.slot.spin'], exact: true }).click());
    await landed(frame);
    const drawn = round.state.grid.flat().map((symbol) => m[`play.symbol.${paytable.symbols[symbol]}`]);
    assert.deepEqual(await imageNames(frame.locator('.slot__reels')), drawn, 'the reels stop on the drawn grid');
  },
  async roulette(page, frame) {
    await frame.getByRole('button', { name: m['play.roulette.spot'].replace('{{spot}}', m['play.roulette.red']) }).click();
    const round = await roundOf(page, () => frame.getByRole('button', { name: m['play.roulette.spin'] }).click());
    await landed(frame);
    assert.equal(await pocketUnderBall(page), round.state.pocket, 'the ball lies in the drawn pocket');
  },
  async blackjack(page, frame) {
    const round = await roundOf(page, () => frame.getByRole('button', { name: m['play.blackjack.deal'] }).click());
    await frame.locator('.cards-game__side').nth(1).getByRole('img').first().waitFor();
    const hand = round.state.hands[0].cards.map(cardName);
    assert.deepEqual((await imageNames(frame.locator('.cards-game__side').nth(1))).slice(0, 2), hand.slice(0, 2));
    assert.equal((await imageNames(frame.locator('.cards-game__side').first()))[0], cardName(round.state.dealer[0]));
  },
  async baccarat(page, frame) {
    await frame.getByRole('button', { name: new RegExp(m['play.baccarat.bet_player']) }).click();
    const round = await roundOf(page, () => frame.getByRole('button', { name: m['play.baccarat.deal'] }).click());
    await landed(frame);
    assert.deepEqual(await imageNames(frame.locator('.cards-game__side').first()), round.state.player.map(cardName));
    assert.deepEqual(await imageNames(frame.locator('.cards-game__side').nth(1)), round.state.banker.map(cardName));
  },
  async 'video-poker'(page, frame) {
    const round = await roundOf(page, () => frame.getByRole('button', { name: m['play.poker.deal'] }).click());
    await frame.getByRole('button', { name: m['play.poker.draw'] }).waitFor();
    assert.deepEqual(await imageNames(frame.locator('.poker__cards')), round.state.dealt.map(cardName));
  },
  async dice(page, frame) {
    const round = await roundOf(page, () => frame.getByRole('button', { name: m['play.dice.roll'] }).click());
    await landed(frame);
    assert.equal(await textOf(frame.locator('.dice__bubble')), (round.state.roll / 100).toFixed(2), 'the die stops at the roll');
  },
  async scratch(page, frame) {
    const round = await roundOf(page, () => frame.getByRole('button', { name: new RegExp(prefix('play.scratch.buy')) }).click());
    // Scratching the first cell with the pointer, back and forth, opens it.
    const box = await frame.locator('[data-cell="0"]').boundingBox();
    await page.mouse.move(box.x + 4, box.y + 4);
    await page.mouse.down();
    for (let row = 0; row < 6; row++) {
      const y = box.y + 6 + (row * (box.height - 12)) / 5;
      await page.mouse.move(box.x + box.width - 4, y, { steps: 4 });
      await page.mouse.move(box.x + 4, y + 4, { steps: 4 });
    }
    await page.mouse.up();
    const { paytable } = await (await fetch(`${system.baseURL}/provider/inhouse/api/engines/scratch`)).json();
    const first = m[`play.symbol.${paytable[round.state.cells[0]].symbol}`];
    await eventually(async () => (await imageNames(frame.locator('[data-cell="0"]')))[0], first);
    await frame.getByRole('button', { name: m['play.scratch.reveal_all'] }).press('Enter');
    await landed(frame);
    const all = round.state.cells.map((cell) => m[`play.symbol.${paytable[cell].symbol}`]);
    assert.deepEqual(await imageNames(frame.locator('.scratch__card')), all);
  },
  async crash(page, frame) {
    await frame.locator('.crash__rocket').waitFor({ timeout: 30_000 });
    assert.equal(await frame.locator('.crash__line').count(), 1);
  },
};

/** One engine's round on a phone and a desktop: drawn as the server drew it, axe clean. */
export function artTest(engine) {
  browserTest(`PLAY-03 PLAY-05: ${engine} draws its round as the server drew it, phone and desktop, axe clean`, async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { page, problems, close } = await openDemoGame(system, viewport, paths[engine]);
      try {
        const frame = gameFrame(page);
        await PLAYS[engine](page, frame);
        await screenshot(page, `game-art-${engine}-${name}`);
        await assertNoSeriousAxe(page, 'main');
        assert.deepEqual(await problems(), []);
      } finally {
        await close();
      }
    }
  });
}

/** Under reduced motion: the result at once, no animation running. */
export function reducedMotionTest() {
  browserTest('PLAY-05: under reduced motion the wheel and the reels show the result at once, nothing moves', async () => {
    const { page, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone });
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '99.224.0.1' });
      for (const engine of ['roulette', 'slot-lines']) {
        await page.goto(`${system.baseURL}${paths[engine]}?mode=demo`);
        await waitForHydration(page, 'main h1');
        const frame = gameFrame(page);
        await frame.getByTestId('frame-balance').filter({ hasText: 'FUN' }).waitFor({ timeout: 15_000 });
        const round =
          engine === 'roulette'
            ? await (async () => {
                await frame
                  .getByRole('button', { name: m['play.roulette.spot'].replace('{{spot}}', m['play.roulette.red']) })
                  .click();
                return roundOf(page, () => frame.getByRole('button', { name: m['play.roulette.spin'] }).click());
              })()
            : await roundOf(page, () => frame.getByRole('button', { name: m['play.slot.spin'], exact: true }).click());
        await landed(frame);
        assert.equal(await frame.locator('.slot__strip').count(), 0, 'no reel runs');
        const running = await frameDocument(page).evaluate(() => document.getAnimations().length);
        assert.equal(running, 0, 'no animation runs');
        if (engine === 'roulette') assert.equal(await pocketUnderBall(page), round.state.pocket);
      }
    } finally {
      await close();
    }
  });
}
