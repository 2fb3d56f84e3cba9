import { shopCardListSchema, shopFreeSpinTerms, shopSettingsSchema, type ShopSettings } from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compBalances, gifts, staffAuditLog } from '../db/schema';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, fieldErrorsOf } from '../test/http';
import { signedInStaff } from '../test/staff';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

let serial = 0;
async function playerWithPoints(chargeable: number) {
  serial += 1;
  const player = await register(app, `shop-settings-${serial}@example.com`);
  await app.db
    .insert(compBalances)
    .values({ playerId: player.id, chargeablePoints: chargeable, persistentPoints: chargeable, updatedAt: app.clock.now() });
  return player;
}

const served = async () => bodyOf(await call(app, 'GET', '/api/fe/config/shop-settings'), shopSettingsSchema);
const freeSpinsOf = async (playerId: number) =>
  (await app.db.select().from(gifts).where(eq(gifts.playerId, playerId))).filter((g) => g.kind === 'freespins');

describe('the shop settings', () => {
  it('SHOP-16 the settings pick the group spin rate and the max win in the currency, else in EUR', () => {
    const settings: ShopSettings = {
      images: { banner: '/a.svg', banner_retina: '/b.svg', card_background: '/c.svg' },
      max_win: { EUR: 10_000_000, NOK: 100_000_000 },
      freespin_wagers: { fs_10: 25 },
      spin_rates: { fs_10: { EUR: 20, NOK: 200 } },
    };
    expect(shopFreeSpinTerms(settings, 'fs_10', 'NOK')).toEqual({ wager: 25, maxWinCents: 100_000_000, spinBetCents: 200 });
    expect(shopFreeSpinTerms(settings, 'fs_10', 'CAD')).toEqual({ wager: 25, maxWinCents: 10_000_000, spinBetCents: 20 });
    expect(shopFreeSpinTerms(settings, 'fs_99', 'EUR')).toEqual({
      wager: undefined,
      maxWinCents: 10_000_000,
      spinBetCents: undefined,
    });
  });

  it('SHOP-16 the web reads the images, max win, wagers and spin rates; a free-spin card is listed and issued with its group wager, spin rate and the max win', async () => {
    const settings = await served();
    expect(settings.images).toEqual({
      banner: '/promo/rocket-mart-banner.svg',
      banner_retina: '/promo/rocket-mart-banner@2x.svg',
      card_background: '/promo/rocket-mart-card.svg',
    });
    expect(settings.max_win.EUR).toBe(10_000_000);
    expect(settings.freespin_wagers.fs_50).toBe(25);
    expect(settings.spin_rates.fs_50?.EUR).toBe(50);
    const cards = bodyOf(await call(app, 'GET', '/api/comp_points/rates/freespins'), shopCardListSchema);
    expect(cards.find((c) => c.group === 'fs_50')?.wager).toBe(25);

    const { id, token } = await playerWithPoints(1_000);
    const res = await call(app, 'POST', '/api/comp_points/exchange/freespins', { token, body: { points: 220, group: 'fs_50' } });
    expect(res.statusCode).toBe(200);
    expect(await freeSpinsOf(id)).toMatchObject([
      { freespinsTotal: 50, freespinBetCents: 50, maxWinCents: 10_000_000, freespinWager: 25 },
    ]);
    const listed = (await call(app, 'GET', '/api/player/freespins', { token })).json<{ wager_multiplier: number }[]>();
    expect(listed.map((g) => g.wager_multiplier)).toEqual([25]);
  });

  it('SHOP-16 the promotions manager edits the settings, audited; the next exchange uses them; bad settings and other staff are refused', async () => {
    const { headers } = await signedInStaff(app, 'promotions_manager');
    const before = bodyOf(await call(app, 'GET', '/api/staff/loyalty/shop-settings', { headers }), shopSettingsSchema);
    const edit: ShopSettings = {
      ...before,
      images: { ...before.images, card_background: '/promo/rocket-mart-banner.svg' },
      max_win: { ...before.max_win, EUR: 5_000_000 },
      freespin_wagers: { ...before.freespin_wagers, fs_10: 25 },
      spin_rates: { ...before.spin_rates, fs_10: { EUR: 40 } },
    };
    const saved = await call(app, 'PUT', '/api/staff/loyalty/shop-settings', { headers, body: edit });
    expect(bodyOf(saved, shopSettingsSchema)).toEqual(edit);
    expect(await served()).toEqual(edit);
    const [audit] = await app.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'shop_settings.update', before, after: edit });

    const { id, token } = await playerWithPoints(1_000);
    expect(
      (await call(app, 'POST', '/api/comp_points/exchange/freespins', { token, body: { points: 50, group: 'fs_10' } }))
        .statusCode,
    ).toBe(200);
    expect(await freeSpinsOf(id)).toMatchObject([
      { freespinsTotal: 10, freespinBetCents: 40, maxWinCents: 5_000_000, freespinWager: 25 },
    ]);

    const put = (body: unknown, h = headers) => call(app, 'PUT', '/api/staff/loyalty/shop-settings', { headers: h, body });
    expect(fieldErrorsOf(await put({ ...edit, freespin_wagers: { fs_10: 20 } }))).toHaveProperty(['freespin_wagers.fs_10']);
    expect(fieldErrorsOf(await put({ ...edit, max_win: { EUR: 10_000_001 } }))).toHaveProperty(['max_win.EUR']);
    expect(fieldErrorsOf(await put({ ...edit, max_win: { USD: 100 } }))).toHaveProperty(['max_win.EUR']);
    expect(fieldErrorsOf(await put({ ...edit, images: { ...edit.images, banner: 'javascript:alert(1)' } }))).toHaveProperty([
      'images.banner',
    ]);
    const agent = await signedInStaff(app, 'support_lead');
    expect((await put(edit, agent.headers)).statusCode).toBe(403);
    expect(await served()).toEqual(edit);
  });
});
