// The profile's sub-pages as a player meets them: the navigation between them and the games
// history filled by a round the player really played.
import assert from 'node:assert/strict';
import {
  VIEWPORTS,
  WCAG_TAGS,
  browserTest,
  eventually,
  openPage,
  screenshot,
  submitRegistration,
  useSystem,
  waitForHydration,
  PAYMENT_PROFILE,
  axeBuilder,
} from './helpers.mjs';

const system = useSystem();
const PASSWORD = 'Profile-Pass-2026!';

browserTest(
  'PROF-02 PLAY-05: a played round appears in /profile/games-history with its stake and result (real money only)',
  async () => {
    const m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
    const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [422] });
    try {
      await page.goto(`${system.baseURL}/registration`);
      await submitRegistration(page, m, `history-${Date.now()}@example.com`, PASSWORD);
      await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });

      await page.goto(`${system.baseURL}/profile/games-history`);
      await waitForHydration(page, 'main h1');
      await page.getByText(m['profile.history.empty']).waitFor();

      // Money through the sandbox card, then one real dice round through the provider's round API,
      // as the game frame plays it.
      const post = (url, body, headers = {}) =>
        page.evaluate(
          ([u, b, h]) =>
            fetch(u, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...h },
              body: JSON.stringify(b),
            }).then(async (r) => ({ status: r.status, body: await r.json() })),
          [url, body, headers],
        );
      // The profile fields a fiat deposit (PAY-03) and real play (PLAY-04, decision 016) ask first.
      const named = await page.evaluate(
        (profile) =>
          fetch('/api/player', {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
            body: JSON.stringify(profile),
          }).then((r) => r.status),
        PAYMENT_PROFILE,
      );
      assert.equal(named, 200);
      // Registration opened the wallet of the form's currency; the money goes to EUR, chosen here.
      assert.equal((await post('/api/player/accounts', { currency: 'EUR' })).status, 200);
      const deposit = await post('/api/player/payments/deposits', {
        amount_cents: 5000,
        currency: 'EUR',
        method_id: 'visa',
        card: { number: '4242424242424242', expiry: '12/40', holder: 'Ada Lovelace', cvv: '123' },
      });
      assert.equal(deposit.status, 200, JSON.stringify(deposit.body));
      const funded = await eventually(
        () =>
          page.evaluate(() =>
            fetch('/api/player/accounts')
              .then((r) => r.json())
              .then((a) => a.find((x) => x.active)?.amount_cents),
          ),
        5000,
        { timeout: 30_000, interval: 500 },
      );
      assert.equal(funded, 5000, 'the sandbox deposit is credited');
      const list = await post('/api/games_filter', {
        device: 'mobile',
        filter: { categories: { identifiers: ['coin', 'btc-games'], strategy: 'OR' } },
        page: 1,
        page_size: 100,
      });
      const game = list.body.data.find((g) => g.engine === 'dice' && g.currencies?.EUR);
      assert.ok(game, 'a dice game playable in EUR');
      const session = await post('/api/games/sessions', { game_id: game.id, mode: 'real' });
      assert.equal(session.status, 200, JSON.stringify(session.body));
      const round = await post(
        '/provider/inhouse/api/rounds',
        { bet_cents: 100, params: { direction: 'under', target: 4950 } },
        { 'x-game-session': session.body.session },
      );
      const played = { title: game.title, status: round.body.status };
      assert.equal(played.status, 'settled');

      await page.reload();
      await waitForHydration(page, 'main h1');
      const row = page.locator('.history-table tbody tr').first();
      await row.getByRole('link', { name: played.title }).waitFor();
      assert.match((await row.textContent()) ?? '', new RegExp(m['profile.history.status_settled']));
      await screenshot(page, 'profile-games-history-phone');
      const nav = page.getByRole('navigation', { name: m['profile.nav'] });
      assert.equal(await nav.getByRole('link', { name: m['profile.history.title'] }).getAttribute('aria-current'), 'page');
      const results = await axeBuilder(page).include('main').withTags(WCAG_TAGS).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.deepEqual(
        serious.map((v) => `${v.id}: ${v.help}`),
        [],
      );
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);
