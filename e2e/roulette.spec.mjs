// Roulette's inside bets: a split placed on the line between two numbers and a corner
// placed with the keyboard picker, in demo mode on a phone and a desktop.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import {
  VIEWPORTS,
  WCAG_TAGS,
  browserTest,
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
let roulettePath;

before(async () => {
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  roulettePath = await findDemoGame(system.baseURL, 'roulette');
});

const frameOf = gameFrame;
const text = textOf;
/** A message as a pattern, any value in its placeholders. */
const anyAmounts = (key) =>
  m[`play.result.${key}`]
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
const openDemo = (viewport, path) => openDemoGame(system, viewport, path);

browserTest('PLAY-05: roulette takes a split on the line between two numbers and a corner from the keyboard picker', async () => {
  for (const [name, viewport] of [
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ]) {
    const { page, close } = await openDemo(viewport, roulettePath);
    try {
      const frame = frameOf(page);
      await frame.locator('[data-spot="split:17-20"]').click();
      await frame.locator('[data-spot="split:17-20"].roulette__line--chip').waitFor();
      await frame.getByLabel(m['play.roulette.inside_type'], { exact: true }).selectOption('corner');
      await frame.getByLabel(m['play.roulette.inside_numbers'], { exact: true }).selectOption('corner:0-1-2-3');
      await frame.getByRole('button', { name: m['play.roulette.place'] }).press('Enter');
      await frame.locator('[data-spot="corner:0-1-2-3"].roulette__line--chip').waitFor();
      await screenshot(page, `roulette-inside-${name}`);
      await frame.getByRole('button', { name: m['play.roulette.spin'] }).click();
      const result = frame.locator('.game__result');
      await result
        .filter({ hasText: new RegExp(['win', 'returned', 'partial', 'no_win'].map(anyAmounts).join('|')) })
        .waitFor({ timeout: 15_000 });
      assert.notEqual(await text(frame.getByTestId('frame-balance')), 'FUN 1,000.00');
      const results = await axeBuilder(page).include('main').withTags(WCAG_TAGS).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.equal(
        serious.length,
        0,
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n'),
      );
    } finally {
      await close();
    }
  }
});
