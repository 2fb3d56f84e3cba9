// Profile fields before real play (PLAY-04, PROF-06, decision 016): a new player with money but
// no surname or birth date opens a slot for real money; the game page asks for just those fields
// in the modal-profile-data popup, and once they are saved the game loads in real mode.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import {
  VIEWPORTS,
  WCAG_TAGS,
  browserTest,
  eventually,
  openPage,
  screenshot,
  useSystem,
  waitForHydration,
  axeBuilder,
} from './helpers.mjs';

/** A Canadian address (the server trusts X-Forwarded-For from loopback): registration sets the country. */
const CANADA = '99.224.0.1';
const PASSWORD = 'Profile-Gate-2026!';
const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

const system = useSystem();
let m;
/** A lines slot playable in EUR: its play path without the mode. */
let slotPath;

before(async () => {
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
  for (let page = 1; page <= 40 && !slotPath; page++) {
    const response = await fetch(`${system.baseURL}/api/games_filter`, {
      method: 'POST',
      headers: XHR,
      body: JSON.stringify({ device: 'desktop', filter: {}, page, page_size: 100 }),
    });
    const { data, pagination } = await response.json();
    const game = data.find((g) => g.engine === 'slot-lines' && g.has_demo_mode && g.currencies.EUR);
    if (game) slotPath = `/play/${game.provider}/${game.slug}`;
    if (pagination.next_page === null) break;
  }
  assert.ok(slotPath, 'a lines slot playable in EUR');
});

async function axeSerious(page, selector) {
  const results = await axeBuilder(page).include(selector).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`);
}

browserTest(
  'PLAY-04 PROF-06: real play asks only the empty provider fields in modal-profile-data, then the game loads for real',
  async () => {
    const { page, context, problems, close } = await openPage(system.browser, {
      viewport: VIEWPORTS.phone,
      expectedStatuses: [422],
    });
    try {
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
      await page.goto(`${system.baseURL}/registration`);
      await waitForHydration(page, 'main form');
      const form = page.locator('main form');
      await form.getByLabel(m['auth.email'], { exact: true }).fill(`gate-${Date.now()}@example.com`);
      await form.getByLabel(m['auth.password'], { exact: true }).fill(PASSWORD);
      await form.getByLabel(m['auth.password_confirmation'], { exact: true }).fill(PASSWORD);
      await form.getByLabel(m['auth.terms.accept']).check();
      await form.getByRole('button', { name: m['auth.submit.sign_up'] }).click();
      await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });

      // An empty EUR wallet, and a first name; surname and birth date stay empty.
      // (No fiat deposit first: the cashbox's own fields, which include these, would be asked before it.)
      const api = (method, url, body) =>
        page.evaluate(
          ([m, u, b, h]) =>
            fetch(u, { method: m, headers: h, body: JSON.stringify(b) }).then(async (r) => ({
              status: r.status,
              body: await r.json(),
            })),
          [method, url, body, XHR],
        );
      assert.equal((await api('POST', '/api/player/accounts', { currency: 'EUR' })).status, 200);
      const named = await api('PATCH', '/api/player', { first_name: 'Ada' });
      assert.equal(named.status, 200, JSON.stringify(named.body));
      assert.equal(named.body.country, 'CA', 'registration kept the country');

      // The provider context, and the server's own refusal while the fields are empty.
      const fields = await page.evaluate(() => fetch('/api/info/player_fields').then((r) => r.json()));
      assert.deepEqual(
        fields.contexts.provider.map((f) => f.field),
        ['first_name', 'last_name', 'date_of_birth', 'country'],
      );
      const gameId = await page.evaluate(
        async ([path]) => {
          const [, , provider, slug] = path.split('/');
          const body = { device: 'mobile', filter: { providers: [provider] }, page: 1, page_size: 100 };
          const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
          for (let page = 1; page <= 40; page++) {
            const r = await fetch('/api/games_filter', { method: 'POST', headers, body: JSON.stringify({ ...body, page }) });
            const list = await r.json();
            const game = list.data.find((g) => g.slug === slug);
            if (game) return game.id;
            if (list.pagination.next_page === null) return null;
          }
          return null;
        },
        [slotPath],
      );
      const refused = await api('POST', '/api/games/sessions', { game_id: gameId, mode: 'real' });
      assert.equal(refused.status, 422);
      assert.deepEqual(Object.keys(refused.body.errors).sort(), ['date_of_birth', 'last_name']);

      // The game page asks for them instead of launching.
      await page.goto(`${system.baseURL}${slotPath}?mode=real`);
      await waitForHydration(page, 'main h1');
      const dialog = page.getByRole('dialog', { name: m['play.profile.title'] });
      await dialog.waitFor({ timeout: 15_000 });
      assert.equal(new URL(page.url()).searchParams.get('popup'), 'modal-profile-data');
      const lastName = dialog.getByLabel(m['profile.field.last_name'], { exact: true });
      const birthday = dialog.getByLabel(m['profile.field.date_of_birth'], { exact: true });
      await lastName.waitFor();
      await birthday.waitFor();
      for (const filled of [m['profile.field.first_name'], m['cashbox.personal.country'], m['profile.field.mobile_phone']]) {
        assert.equal(await dialog.getByLabel(filled, { exact: true }).count(), 0, `${filled} is not asked again`);
      }
      assert.equal(await page.locator('iframe.play-stage__frame').count(), 0, 'no game before the profile is complete');
      assert.deepEqual(await axeSerious(page, 'dialog[open]'), []);
      await screenshot(page, 'play-profile-popup-phone');
      await page.setViewportSize(VIEWPORTS.desktop);
      await screenshot(page, 'play-profile-popup-desktop');
      assert.deepEqual(await axeSerious(page, 'dialog[open]'), []);

      // The rules of the form are the contracts' rules: a birth date under 18 is refused in place.
      await lastName.fill('Lovelace');
      await birthday.fill('01/01/2020');
      await dialog.getByRole('button', { name: m['play.profile.submit'] }).click();
      await dialog.locator('.form__error').first().waitFor();
      assert.equal(await birthday.getAttribute('aria-invalid'), 'true');

      await birthday.fill('10/12/1990');
      await dialog.getByRole('button', { name: m['play.profile.submit'] }).click();
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('popup'), null);
      assert.equal(url.searchParams.get('mode'), 'real');

      // The game loads in real mode, on the player's own wallet.
      const frame = page.frameLocator('iframe.play-stage__frame');
      const inFrame = async () => ((await frame.getByTestId('frame-balance').textContent()) ?? '').trim();
      assert.equal(await eventually(inFrame, '€0.00', { timeout: 20_000, interval: 200 }), '€0.00');
      assert.equal(await page.getByRole('link', { name: m['play.page.real'] }).getAttribute('aria-current'), 'page');
      const profile = await page.evaluate(() => fetch('/api/player').then((r) => r.json()));
      assert.deepEqual([profile.first_name, profile.last_name, profile.date_of_birth], ['Ada', 'Lovelace', '10/12/1990']);
      await screenshot(page, 'play-profile-game-desktop');
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);

browserTest(
  'PLAY-04: closing the popup unsaved leaves the game held back, with the way to the popup and to the demo',
  async () => {
    const { page, context, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.desktop });
    try {
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': CANADA });
      await page.goto(`${system.baseURL}/registration`);
      await waitForHydration(page, 'main form');
      const form = page.locator('main form');
      await form.getByLabel(m['auth.email'], { exact: true }).fill(`gate-closed-${Date.now()}@example.com`);
      await form.getByLabel(m['auth.password'], { exact: true }).fill(PASSWORD);
      await form.getByLabel(m['auth.password_confirmation'], { exact: true }).fill(PASSWORD);
      await form.getByLabel(m['auth.terms.accept']).check();
      await form.getByRole('button', { name: m['auth.submit.sign_up'] }).click();
      await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });

      await page.goto(`${system.baseURL}${slotPath}?mode=real`);
      await waitForHydration(page, 'main h1');
      const dialog = page.getByRole('dialog', { name: m['play.profile.title'] });
      await dialog.waitFor({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      const stage = page.locator('.play-stage');
      await stage.getByText(m['play.profile.needed']).waitFor();
      assert.equal(await page.locator('iframe.play-stage__frame').count(), 0);
      await screenshot(page, 'play-profile-held-desktop');
      assert.deepEqual(await axeSerious(page, 'main'), []);

      await stage.getByRole('button', { name: m['play.profile.open'] }).click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await stage.getByRole('link', { name: m['play.page.try_demo'] }).click();
      await page.waitForURL((url) => url.searchParams.get('mode') === 'demo');
      await page.locator('iframe.play-stage__frame').waitFor({ timeout: 15_000 });
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);
