import {
  compExchangeResponseSchema,
  compPointsSchema,
  earningRatesSchema,
  playerLevelSchema,
  shopCardListSchema,
  userLevelListSchema,
} from '@casino/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compBalances, domainEvents, giftTemplates, gifts, lotteries, staffAuditLog } from '../db/schema';
import { addGroups } from '../players';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, fieldErrorsOf } from '../test/http';
import { balanceOf } from '../test/play';
import { signedInStaff } from '../test/staff';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

let serial = 0;
async function playerWithPoints(chargeable: number, extra: Record<string, unknown> = {}) {
  serial += 1;
  const player = await register(app, `loyalty-routes-${serial}@example.com`, extra);
  await app.db
    .insert(compBalances)
    .values({ playerId: player.id, chargeablePoints: chargeable, persistentPoints: chargeable, updatedAt: app.clock.now() });
  return player;
}

const exchange = (token: string, type: string, body: Record<string, unknown>) =>
  call(app, 'POST', `/api/comp_points/exchange/${type}`, { token, body });

const pointsOf = async (token: string) =>
  bodyOf(await call(app, 'GET', '/api/player/comp_points', { token }), compPointsSchema).chargeable.points;

/** The demo's running lottery, which the seeded lottery card sells. */
async function weeklyLottery(): Promise<number> {
  const [row] = await app.db
    .select({ id: lotteries.id })
    .from(lotteries)
    .where(eq(lotteries.frontendIdentifier, 'weekly-lottery'));
  if (!row) throw new Error('the demo lottery is not seeded');
  return row.id;
}

const ticketsIn = async (token: string, lotteryId: number) =>
  (await call(app, 'GET', `/api/lotteries/${lotteryId}/status`, { token })).json<{ tickets: number[] }>().tickets;

describe('the comp point routes', () => {
  it('API-031 SHOP-09 the balance needs a session and answers chargeable and persistent points', async () => {
    expect((await call(app, 'GET', '/api/player/comp_points')).statusCode).toBe(401);
    const { token } = await playerWithPoints(120);
    const res = await call(app, 'GET', '/api/player/comp_points', { token });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, compPointsSchema)).toEqual({ chargeable: { points: 120 }, persistent: { points: 120 } });
  });

  it('API-108 API-109 SHOP-10 SHOP-11 SHOP-12 SHOP-15 SHOP-19 guests read the rates in EUR, sale cards carry the sale, loot box and lottery cards are sold', async () => {
    const money = bodyOf(await call(app, 'GET', '/api/comp_points/rates/money'), shopCardListSchema);
    expect(money.map((c) => [c.group, c.money_kind, c.rate])).toEqual([
      ['money_bonus_5', 'bonus', { currency: 'EUR', points: 80, amount_cents: 500 }],
      ['money_bonus_25', 'bonus', { currency: 'EUR', points: 350, amount_cents: 2_500 }],
      ['money_real_10', 'real', { currency: 'EUR', points: 400, amount_cents: 1_000 }],
      ['money_real_50', 'real', { currency: 'EUR', points: 1_800, amount_cents: 5_000 }],
    ]);
    const spins = bodyOf(await call(app, 'GET', '/api/comp_points/rates/freespins'), shopCardListSchema);
    expect(spins.map((c) => [c.group, c.freespins_count, c.label, c.rate.points])).toEqual([
      ['sale_fs_20', 20, null, 60],
      ['fs_10', 10, 'POPULAR', 50],
      ['fs_25', 25, null, 120],
      ['fs_50', 50, 'VIP', 220],
    ]);
    expect(spins[0]?.sale).toMatchObject({
      discount_percent: 40,
      full_price: 100,
      end_date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    });
    expect(spins[1]?.sale).toBeNull();
    expect(bodyOf(await call(app, 'GET', '/api/comp_points/rates/special'), shopCardListSchema)).toHaveLength(1);
    const boxes = bodyOf(await call(app, 'GET', '/api/comp_points/rates/lootboxes'), shopCardListSchema);
    expect(boxes.map((c) => [c.group, c.type, c.rate.points])).toEqual([['lootbox_1', 'lootboxes', 100]]);
    const tickets = bodyOf(await call(app, 'GET', '/api/comp_points/rates/lotteries'), shopCardListSchema);
    expect(tickets.map((c) => [c.group, c.type, c.rate.points, c.lottery_ids])).toEqual([
      ['lottery_weekly', 'lotteries', 30, [await weeklyLottery()]],
    ]);
    expect((await call(app, 'GET', '/api/comp_points/rates/jewels')).statusCode).toBe(422);
  });

  it('API-111 SHOP-22 free spins for points: the points are taken and the gift is issued', async () => {
    const { token } = await playerWithPoints(100);
    const res = await exchange(token, 'freespins', { points: 50, group: 'fs_10' });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, compExchangeResponseSchema)).toMatchObject({
      group: 'fs_10',
      type: 'freespins',
      points: 50,
      freespins_count: 10,
      comp_points: { chargeable: { points: 50 }, persistent: { points: 100 } },
    });
    const gifts = await call(app, 'GET', '/api/player/freespins', { token });
    expect(gifts.json()).toEqual([expect.objectContaining({ freespins_total: 10, stage: 'issued' })]);
  });

  it('API-110 SHOP-03 real money is credited to the wallet; bonus money is issued as a gift', async () => {
    const { id, token } = await playerWithPoints(1_000);
    const real = await exchange(token, 'money', { points: 400, group: 'money_real_10' });
    expect(bodyOf(real, compExchangeResponseSchema)).toMatchObject({ amount_cents: 1_000, currency: 'EUR' });
    expect(await balanceOf(app, id)).toBe(1_000);
    const bonus = await exchange(token, 'money', { points: 350, group: 'money_bonus_25' });
    expect(bonus.statusCode).toBe(200);
    const gifts = await call(app, 'GET', '/api/player/bonuses', { token });
    expect(gifts.json()).toEqual(expect.arrayContaining([expect.objectContaining({ amount_cents: 2_500, stage: 'issued' })]));
    expect(bodyOf(await call(app, 'GET', '/api/player/comp_points', { token }), compPointsSchema).chargeable.points).toBe(250);
  });

  it('SHOP-18 SHOP-28 refusals are 422s naming the field and change nothing: too few points, a stale price, an unknown card', async () => {
    const { token } = await playerWithPoints(40);
    expect(fieldErrorsOf(await exchange(token, 'freespins', { points: 50, group: 'fs_10' }))).toEqual({
      points: ['not_enough_points'],
    });
    expect(fieldErrorsOf(await exchange(token, 'freespins', { points: 5, group: 'fs_10' }))).toEqual({
      points: ['price_changed'],
    });
    expect(fieldErrorsOf(await exchange(token, 'freespins', { points: 5, group: 'nope' }))).toEqual({ group: ['unknown_card'] });
    // A card of another type through the wrong path is unknown there.
    expect(fieldErrorsOf(await exchange(token, 'special', { points: 50, group: 'fs_10' }))).toEqual({ group: ['unknown_card'] });
    expect((await exchange(token, 'freespins', { points: -1, group: 'fs_10' })).statusCode).toBe(422);
    expect((await exchange(token, 'freespins', { points: 50, group: 'fs_10', extra: 1 })).statusCode).toBe(422);
    expect(
      (await call(app, 'POST', '/api/comp_points/exchange/freespins', { body: { points: 50, group: 'fs_10' } })).statusCode,
    ).toBe(401);
    expect(bodyOf(await call(app, 'GET', '/api/player/comp_points', { token }), compPointsSchema).chargeable.points).toBe(40);
  });

  it('SHOP-20 a multi-account player must confirm; SHOP-21 with bonuses off the exchange needs the enable-bonuses confirmation, which turns them on', async () => {
    const { id, token } = await playerWithPoints(500);
    await addGroups(app.db, app.services.outbox, id, [100], app.clock.now());
    const body = { points: 50, group: 'fs_10' };
    expect(fieldErrorsOf(await exchange(token, 'freespins', body))).toEqual({
      confirm_multi_account: ['multi_account_unconfirmed'],
    });
    expect((await exchange(token, 'freespins', { ...body, confirm_multi_account: true })).statusCode).toBe(200);

    await call(app, 'PATCH', '/api/player/update_bonus_settings', { token, body: { can_issue: false } });
    const refused = await exchange(token, 'freespins', { ...body, confirm_multi_account: true });
    expect(fieldErrorsOf(refused)).toEqual({ enable_bonuses: ['bonuses_disabled'] });
    // Real money is no bonus: it needs no bonus setting.
    expect(
      (await exchange(token, 'money', { points: 400, group: 'money_real_10', confirm_multi_account: true })).statusCode,
    ).toBe(200);
    const confirmed = await exchange(token, 'freespins', { ...body, confirm_multi_account: true, enable_bonuses: true });
    expect(confirmed.statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/player', { token })).json()).toMatchObject({ can_issue_bonuses: true });
  });

  it('API-111 SHOP-11 WHEEL-08 RT-07 a loot box for points is issued in the exchange, pushed on lootboxes_changes, and opens on the loot box wheel', async () => {
    const { id, token } = await playerWithPoints(150);
    const res = await exchange(token, 'lootboxes', { points: 100, group: 'lootbox_1' });
    expect(res.statusCode).toBe(200);
    const body = bodyOf(res, compExchangeResponseSchema);
    expect(body).toMatchObject({ type: 'lootboxes', points: 100, tickets: [], comp_points: { chargeable: { points: 50 } } });
    const boxes = (await call(app, 'GET', '/api/player/lootboxes', { token })).json<
      { id: number; stage: string; group_key: string }[]
    >();
    expect(boxes).toEqual([expect.objectContaining({ id: body.loot_box_id, stage: 'issued', group_key: 'manual_wheel' })]);
    const pushes = await app.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(and(eq(domainEvents.playerId, id), eq(domainEvents.type, 'realtime.push')));
    expect(pushes.map((p) => p.payload)).toContainEqual({
      channel: 'lootboxes_changes',
      data: { id: body.loot_box_id, stage: 'issued' },
    });
    const opened = await call(app, 'POST', `/api/player/lootboxes/${body.loot_box_id}/activation`, {
      token,
      body: { wheel: 'rocketmart' },
    });
    expect(opened.statusCode).toBe(200);
    expect(fieldErrorsOf(await exchange(token, 'lootboxes', { points: 100, group: 'lootbox_1' }))).toEqual({
      points: ['not_enough_points'],
    });
  });

  it('API-111 SHOP-11 lottery tickets for points: tickets_count tickets of the card’s lottery for its price times the count', async () => {
    const lotteryId = await weeklyLottery();
    const { token } = await playerWithPoints(100);
    const res = await exchange(token, 'lotteries', {
      points: 90,
      group: 'lottery_weekly',
      tickets_count: 3,
      lottery_id: lotteryId,
    });
    expect(res.statusCode).toBe(200);
    const body = bodyOf(res, compExchangeResponseSchema);
    expect(body).toMatchObject({ type: 'lotteries', points: 90, loot_box_id: null, comp_points: { chargeable: { points: 10 } } });
    expect(body.tickets).toHaveLength(3);
    expect(await ticketsIn(token, lotteryId)).toEqual(body.tickets);
    // A lone lottery needs no naming; one ticket is the default count.
    const { token: other } = await playerWithPoints(30);
    expect((await exchange(other, 'lotteries', { points: 30, group: 'lottery_weekly' })).statusCode).toBe(200);
    expect(await ticketsIn(other, lotteryId)).toHaveLength(1);
  });

  it('API-111 SHOP-11 a lottery exchange is refused with a clear error and changes nothing: a stale total, another lottery, too many tickets, count on another card', async () => {
    const lotteryId = await weeklyLottery();
    const { token } = await playerWithPoints(100);
    const ask = (body: Record<string, unknown>) =>
      exchange(token, 'lotteries', { group: 'lottery_weekly', lottery_id: lotteryId, ...body });
    expect(fieldErrorsOf(await ask({ points: 30, tickets_count: 3 }))).toEqual({ points: ['price_changed'] });
    expect(fieldErrorsOf(await ask({ points: 120, tickets_count: 4 }))).toEqual({ points: ['not_enough_points'] });
    expect(fieldErrorsOf(await ask({ points: 30, lottery_id: lotteryId + 1_000 }))).toEqual({ lottery_id: ['unknown_lottery'] });
    expect((await ask({ points: 30, tickets_count: 0 })).statusCode).toBe(422);
    expect((await ask({ points: 30, tickets_count: 1.5 })).statusCode).toBe(422);
    expect(fieldErrorsOf(await exchange(token, 'freespins', { points: 50, group: 'fs_10', tickets_count: 1 }))).toEqual({
      tickets_count: ['lottery_cards_only'],
    });
    expect(await pointsOf(token)).toBe(100);
    expect(await ticketsIn(token, lotteryId)).toEqual([]);
  });

  it('VIP-12 VIP-13 VIP-14 CONST-40 the twelve levels level_1 to level_12 are public; the player sees their place and progress', async () => {
    const levels = bodyOf(await call(app, 'GET', '/api/loyalty/levels'), userLevelListSchema);
    expect(levels.map((l) => l.id)).toEqual(Array.from({ length: 12 }, (_, i) => `level_${i + 1}`));
    expect(levels[1]).toMatchObject({
      conditions: { persistent_comp_points: { min: 100, max: 300 } },
      gift_descriptions: [{ type: 'fs' }],
      loot_boxes: 0,
    });
    expect(levels[2]?.loot_boxes).toBe(1);
    expect(levels[11]?.conditions.persistent_comp_points.max).toBeNull();
    expect((await call(app, 'GET', '/api/player/level')).statusCode).toBe(401);
    const { token } = await playerWithPoints(200);
    expect(bodyOf(await call(app, 'GET', '/api/player/level', { token }), playerLevelSchema)).toEqual({
      level: 'level_2',
      next_level: 'level_3',
      persistent_points: 200,
      progress_percent: 50,
    });
  });
});

describe('the operator routes', () => {
  it('the promotions manager edits rates, levels, cards and the sale, each recorded in the audit log; other staff and bad input are refused', async () => {
    const agent = await signedInStaff(app, 'support_agent');
    expect((await call(app, 'PUT', '/api/staff/loyalty/rates', { headers: agent.headers, body: { rates: [] } })).statusCode).toBe(
      403,
    );
    expect((await call(app, 'PUT', '/api/staff/loyalty/rates', { body: { rates: [] } })).statusCode).toBe(401);
    const manager = await signedInStaff(app, 'promotions_manager');
    const headers = manager.headers;

    const rates = await call(app, 'GET', '/api/staff/loyalty/rates', { headers });
    const current = bodyOf(rates, earningRatesSchema);
    expect(current).toContainEqual({ currency: 'EUR', category: 'pokies', points_per_100: 100 });
    const changed = current.map((r) => (r.currency === 'EUR' && r.category === 'pokies' ? { ...r, points_per_100: 200 } : r));
    expect((await call(app, 'PUT', '/api/staff/loyalty/rates', { headers, body: { rates: changed } })).statusCode).toBe(200);
    const badRate = [{ currency: 'EUR', category: 'pokies', points_per_100: -1 }];
    expect((await call(app, 'PUT', '/api/staff/loyalty/rates', { headers, body: { rates: badRate } })).statusCode).toBe(422);

    const level = { name: 'Cadet', min_points: 150, gift_descriptions: [{ type: 'fs', name: '10 FS' }], loot_boxes: 1 };
    expect((await call(app, 'PUT', '/api/staff/loyalty/levels/2', { headers, body: level })).statusCode).toBe(200);
    const tooHigh = await call(app, 'PUT', '/api/staff/loyalty/levels/2', { headers, body: { ...level, min_points: 5_000 } });
    expect(fieldErrorsOf(tooHigh)).toEqual({ min_points: ['not_between_neighbours'] });
    expect((await call(app, 'PUT', '/api/staff/loyalty/levels/13', { headers, body: level })).statusCode).toBe(422);
    expect(
      (await call(app, 'PUT', '/api/staff/loyalty/levels/2', { headers, body: { ...level, loot_boxes: 11 } })).statusCode,
    ).toBe(422);

    const card = {
      group: 'money_real_5',
      type: 'money',
      title: '€5 real money',
      label: 'NEW',
      money_kind: 'real',
      rates: [{ currency: 'EUR', points: 200, amount_cents: 500 }],
      gift_template_id: null,
      freespins_count: 0,
      wager: 0,
      games: [],
      lottery_ids: [],
      position: 0,
      active: true,
    };
    expect((await call(app, 'PUT', '/api/staff/loyalty/cards', { headers, body: card })).statusCode).toBe(200);
    const edits = (await call(app, 'GET', '/api/staff/loyalty/cards', { headers })).json<{ group: string }[]>();
    expect(edits).toContainEqual({ ...card, rates: card.rates });
    expect(edits.map((c) => c.group)).toEqual(expect.arrayContaining(['lootbox_1', 'lottery_weekly']));
    expect((await call(app, 'GET', '/api/staff/loyalty/cards', { headers: agent.headers })).statusCode).toBe(403);
    const listed = bodyOf(await call(app, 'GET', '/api/comp_points/rates/money'), shopCardListSchema);
    expect(listed[0]).toMatchObject({ group: 'money_real_5', label: 'NEW', rate: { points: 200, amount_cents: 500 } });
    const noKind = await call(app, 'PUT', '/api/staff/loyalty/cards', { headers, body: { ...card, money_kind: null } });
    expect(fieldErrorsOf(noKind)).toEqual({ money_kind: ['money_cards_only'] });
    const ticketCard = { ...card, group: 'lottery_x', type: 'lotteries', money_kind: null };
    const noLottery = await call(app, 'PUT', '/api/staff/loyalty/cards', { headers, body: ticketCard });
    expect(fieldErrorsOf(noLottery)).toEqual({ lottery_ids: ['required'] });

    const seeded = await call(app, 'GET', '/api/staff/loyalty/sale', { headers });
    expect(seeded.json()).toMatchObject({ cards: { sale_fs_20: { discount_percent: 40, full_price: 100 } } });
    // The sale's last day before today: the sale is over.
    const sale = { end_date: '14/11/2026', cards: { sale_fs_20: { discount_percent: 40, full_price: 100 } } };
    expect((await call(app, 'PUT', '/api/staff/loyalty/sale', { headers, body: sale })).statusCode).toBe(200);
    const badDate = await call(app, 'PUT', '/api/staff/loyalty/sale', { headers, body: { ...sale, end_date: '31/02/2026' } });
    expect(fieldErrorsOf(badDate)).toEqual({ end_date: ['not_a_date'] });

    expect((await call(app, 'GET', '/api/staff/loyalty/sale', { headers })).json()).toMatchObject({ end_date: '14/11/2026' });
    const actions = await app.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(4);
    expect(actions.map((a) => a.action)).toEqual([
      'shop_sale.update',
      'shop_card.create',
      'loyalty_level.update',
      'comp_rates.replace',
    ]);
    expect(actions[2]).toMatchObject({
      before: expect.objectContaining({ minPoints: 100 }),
      after: expect.objectContaining({ minPoints: 150, lootBoxes: 1 }),
    });
    expect(await app.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'loyalty_level.update'))).toHaveLength(1);
  });

  it('SHOP-04 SHOP-28 after the sale a sale card is no longer listed and its exchange is refused', async () => {
    const spins = bodyOf(await call(app, 'GET', '/api/comp_points/rates/freespins'), shopCardListSchema);
    expect(spins.map((c) => c.group)).not.toContain('sale_fs_20');
    const { token } = await playerWithPoints(100);
    expect(fieldErrorsOf(await exchange(token, 'freespins', { points: 60, group: 'sale_fs_20' }))).toEqual({
      group: ['sale_ended'],
    });
  });
});

describe('the shop wagers and max win', () => {
  it('SHOP-26 DECISIONS-11 free-spin cards carry wager 30 or 25, bonus cards 3 or 30, and their gifts win at most 100,000 EUR', async () => {
    const cards = (
      await Promise.all(
        (['freespins', 'money', 'special'] as const).map(async (type) =>
          bodyOf(await call(app, 'GET', `/api/comp_points/rates/${type}`), shopCardListSchema),
        ),
      )
    ).flat();
    for (const card of cards) {
      const allowed = card.type === 'freespins' ? [30, 25] : card.money_kind === 'real' ? [0] : [3, 30];
      expect(allowed, card.group).toContain(card.wager);
    }
    const { id, token } = await playerWithPoints(1_000);
    expect((await exchange(token, 'money', { points: 80, group: 'money_bonus_5' })).statusCode).toBe(200);
    expect((await exchange(token, 'freespins', { points: 50, group: 'fs_10' })).statusCode).toBe(200);
    const issued = await app.db.select().from(gifts).where(eq(gifts.playerId, id));
    const bonus = issued.find((g) => g.kind === 'bonus');
    expect(bonus).toMatchObject({ bonusCents: 500, wagerRequiredCents: 500 * 30, maxWinCents: 10_000_000 });
    expect(issued.find((g) => g.kind === 'freespins')).toMatchObject({ maxWinCents: 10_000_000 });
  });

  it('SHOP-26 the promotions manager cannot save a card whose wager is not allowed, differs from its gift, or whose gift may win more than 100,000 EUR', async () => {
    const { headers } = await signedInStaff(app, 'promotions_manager');
    const edits = (await call(app, 'GET', '/api/staff/loyalty/cards', { headers })).json<Record<string, unknown>[]>();
    const spins = edits.find((c) => c['group'] === 'fs_10');
    const bonus = edits.find((c) => c['group'] === 'money_bonus_5');
    if (!spins || !bonus) throw new Error('the demo cards are not seeded');
    const put = (body: Record<string, unknown>) => call(app, 'PUT', '/api/staff/loyalty/cards', { headers, body });
    expect(fieldErrorsOf(await put({ ...spins, wager: 20 }))).toEqual({ wager: ['one_of_30_25'] });
    expect(fieldErrorsOf(await put({ ...bonus, wager: 25 }))).toEqual({ wager: ['one_of_3_30'] });
    expect(fieldErrorsOf(await put({ ...spins, wager: 25 }))).toEqual({ wager: ['template_wager_is_30'] });
    expect(fieldErrorsOf(await put({ ...bonus, wager: 3 }))).toEqual({ wager: ['template_wager_is_30'] });
    const [template] = await app.db
      .select()
      .from(giftTemplates)
      .where(eq(giftTemplates.id, Number(bonus['gift_template_id'])));
    if (!template) throw new Error('the shop bonus template is not seeded');
    const { id: _id, ...copy } = template;
    const [generous] = await app.db
      .insert(giftTemplates)
      .values({ ...copy, groupKey: 'shop_bonus_generous', maxWins: { EUR: 10_000_001 } })
      .returning({ id: giftTemplates.id });
    const tooRich = await put({ ...bonus, gift_template_id: generous?.id });
    expect(fieldErrorsOf(tooRich)).toEqual({ gift_template_id: ['max_win_above_100000_eur'] });
    expect(fieldErrorsOf(await put({ ...bonus, gift_template_id: 987_654 }))).toEqual({
      gift_template_id: ['unknown_gift_template'],
    });
    expect((await put(spins)).statusCode).toBe(200);
  });
});
