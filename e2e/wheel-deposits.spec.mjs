// Deposit loot boxes and the shop's rates after sign-in (WHEEL-10, SHOP-06, docs/decisions/
// 072-wheel-deposit-loot-boxes.md): a guest opens /rocket-mart and the rates load; the guest
// registers there and the rates load again for the player. The promotions manager gives every
// deposit of €20 or more two loot boxes; the wheel page says so on a phone and a desktop, the
// player deposits €25 and finds the two boxes waiting on /rocketmart-wheel. Axe on the pages.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  VIEWPORTS,
  assertNoSeriousAxe,
  browserTest,
  eventually,
  fundWithTestCard,
  openPage,
  screenshot,
  useSystem,
  waitForHydration,
} from './helpers.mjs';
import { registerPlayer, signInStaffConsole, staffApi } from './steps.mjs';

const PASSWORD = 'Deposit-Boxes-2026!';
const MANAGER = {
  email: 'deposit-boxes@casino.example',
  password: 'Deposit-Boxes-Pass-42',
  role: 'promotions_manager',
  name: 'Dora',
};

const system = useSystem({ logName: 'server-wheel-deposits', staff: [MANAGER] });
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

browserTest(
  'SHOP-06 WHEEL-10 WHEEL-15: rates load on entry and again after sign-up; a qualifying deposit gives the loot boxes the wheel page promises',
  { timeout: 240_000 },
  async () => {
    const staff = await staffApi(system, MANAGER);
    const current = await (await staff.get('/api/staff/wheels/deposit-config')).json();
    const saved = await staff.put('/api/staff/wheels/deposit-config', { ...current, default: { EUR: { pay: 2000, get: 2 } } });
    assert.equal(saved.status, 200, await saved.text());

    player = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [401] });
    const { page, problems } = player;
    const rates = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/comp_points/rates/')) rates.push(r);
    });
    // SHOP-06: on entry, every type's rates are asked for.
    await page.goto(`${system.baseURL}/rocket-mart`);
    await waitForHydration(page, 'main');
    await eventually(() => rates.length >= 5, true, { timeout: 10_000, interval: 100 });
    const asGuest = rates.length;
    await registerPlayer(page, system, m, {
      email: `deposit-boxes-${Date.now()}@example.com`,
      password: PASSWORD,
      redirect: '/rocket-mart',
    });
    await page.waitForURL((url) => url.pathname === '/rocket-mart');
    await waitForHydration(page, 'main');
    // ... and again once signed in: the new requests carry the player's session.
    await eventually(() => rates.length >= asGuest + 5, true, { timeout: 10_000, interval: 100 });
    const signedIn = await Promise.all(rates.slice(asGuest).map(async (r) => (await r.allHeaders())['cookie'] ?? ''));
    assert.ok(
      signedIn.every((cookie) => cookie.length > 0),
      'the rates after sign-up are asked for with the session',
    );

    const [before20, after20] = m['wheels.deposit.offer_other'].split('{{amount}}');
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto(`${system.baseURL}/rocketmart-wheel`);
      await waitForHydration(page, 'main');
      await page.getByRole('heading', { level: 2, name: m['wheels.deposit.title'] }).waitFor();
      const offer = page.getByTestId('wheel-deposit').locator('p');
      await offer.waitFor();
      const text = (await offer.textContent()) ?? '';
      assert.ok(text.startsWith(before20) && text.endsWith(fill(after20, { count: 2 })), text);
      assert.match(text, /20\.00/, `the offer names the €20 the manager set: ${text}`);
      await page.getByText(m['wheels.no_boxes']).waitFor();
      await screenshot(page, `wheel-deposits-offer-${name}`);
      await assertNoSeriousAxe(page, 'main');
    }

    await fundWithTestCard(page, 2500);
    const boxes = async () =>
      page.evaluate(async () => (await (await fetch('/api/player/lootboxes')).json()).filter((b) => b.stage === 'issued').length);
    assert.equal(await eventually(boxes, 2, { timeout: 20_000, interval: 300 }), 2, 'the deposit gave two loot boxes');
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto(`${system.baseURL}/rocketmart-wheel`);
      await waitForHydration(page, 'main');
      await page.getByText(fill(m['wheels.boxes_other'], { count: 2 })).waitFor();
      await page.locator('.loot-box-widget').waitFor();
      await screenshot(page, `wheel-deposits-boxes-${name}`);
      await assertNoSeriousAxe(page, 'main');
    }
    assert.equal(await boxes(), 2, 'the deposit gives its boxes once');
    assert.deepEqual(await problems(), []);
  },
);

browserTest(
  'WHEEL-10: the promotions manager edits the deposit loot boxes in the console; a bad line is refused in the form',
  async () => {
    const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401] });
    try {
      await signInStaffConsole(page, system, MANAGER);
      const form = page.getByRole('form', { name: 'Deposit loot boxes' });
      await form.waitFor();
      const currency = await form.getByLabel('Currency, line 1', { exact: true }).inputValue();
      const group = await form.getByLabel('Group, line 1', { exact: true }).inputValue();
      const pay = form.getByLabel('Deposit at least, minor units, line 1', { exact: true });
      await pay.fill('0');
      await form.getByRole('button', { name: 'Save deposit loot boxes' }).click();
      await form.getByRole('alert').waitFor();
      await pay.fill('3500');
      await form.getByLabel('Loot boxes, line 1', { exact: true }).fill('3');
      await form.getByRole('button', { name: 'Save deposit loot boxes' }).click();
      await form.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
      const staff = await staffApi(system, MANAGER);
      const saved = await (await staff.get('/api/staff/wheels/deposit-config')).json();
      assert.deepEqual(saved[group][currency], { pay: 3500, get: 3 });
      const served = await (await fetch(`${system.baseURL}/api/fe/config/wheel-config`)).json();
      assert.deepEqual(served.deposit[group][currency], { pay: 3500, get: 3 });
      await form.scrollIntoViewIfNeeded();
      await screenshot(page, 'wheel-deposits-staff-desktop');
      await assertNoSeriousAxe(page, 'main');
      assert.deepEqual(await problems(), []);
    } finally {
      await close();
    }
  },
);
