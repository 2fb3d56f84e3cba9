import type { WheelSegment, WheelSlug } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifts, giftTemplates, lootBoxes, wheels } from '../db/schema';
import type { HttpError, ValidationError } from '../http/errors';
import { createTestApp, type TestApp } from '../test/app';
import { balanceOf } from '../test/play';
import { createPlayer } from '../test/players';
import { auditLedger } from '../wallet';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 180_000);
afterAll(async () => {
  await app?.close();
});

let serial = 0;
const base = { amounts: {}, points: 0, freespins_count: 0, gift_template_id: null };
const cash = (eurCents: number, weight: number): WheelSegment => ({
  ...base,
  label: 'Cash',
  kind: 'money',
  weight,
  amounts: { EUR: eurCents },
});
const nothing = (weight: number): WheelSegment => ({ ...base, label: 'Try again', kind: 'nothing', weight });

async function player(): Promise<number> {
  serial += 1;
  const id = await createPlayer(app.db, `wheels-${serial}@example.com`);
  await app.services.wallet.openAccount(id, 'EUR');
  return id;
}

/** Makes a wheel land on its only weighted segment. */
async function wheelOf(slug: WheelSlug, segments: WheelSegment[]) {
  await app.db.update(wheels).set({ segments }).where(eq(wheels.slug, slug));
}

async function box(playerId: number, wheel: WheelSlug = 'rocketmart', validDays = 7): Promise<number> {
  serial += 1;
  const now = app.clock.now();
  const [row] = await app.db
    .insert(lootBoxes)
    .values({
      playerId,
      wheel,
      groupKey: wheel === 'rocketmart' ? 'manual_wheel' : 'wheel',
      source: `test:${serial}`,
      createdAt: now,
      validUntil: new Date(now.getTime() + validDays * 86_400_000),
    })
    .returning();
  if (!row) throw new Error('box not stored');
  return row.id;
}

const open = (playerId: number, id: number, wheel?: WheelSlug) => app.services.loyalty.wheels.open(playerId, id, wheel);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: ValidationError & HttpError) => error,
  );

describe('opening a loot box', () => {
  it('WHEEL-09 WHEEL-15 a box pays the segment it lands on once: a retry answers the same prize and pays nothing more', async () => {
    await wheelOf('rocketmart', [nothing(0), cash(300, 1)]);
    const id = await player();
    const boxId = await box(id);
    const first = await open(id, boxId, 'rocketmart');
    expect(first).toMatchObject({ segment: 1, prize: { kind: 'money', amount_cents: 300, currency: 'EUR' } });
    expect(first.lootbox).toMatchObject({ id: boxId, stage: 'activated', prize: 'Cash', items: [{ prize: 'Cash' }] });
    expect(await balanceOf(app, id)).toBe(300);
    expect(await open(id, boxId)).toEqual(first);
    expect(await balanceOf(app, id)).toBe(300);
    const report = await auditLedger(app.db);
    expect(report.balanceDifferences).toEqual([]);
    expect(report.unbalancedTransactions).toEqual([]);
  });

  it('WHEEL-15 two concurrent opens of one box pay once and answer the same segment', async () => {
    await wheelOf('rocketmart', [cash(700, 1), cash(100, 1)]);
    const id = await player();
    const boxId = await box(id);
    const [a, b] = await Promise.all([open(id, boxId), open(id, boxId)]);
    expect(a).toEqual(b);
    expect(await balanceOf(app, id)).toBe(a.prize.amount_cents);
  });

  it('WHEEL-15 comp points are added to the spendable balance in the opening transaction', async () => {
    await wheelOf('rocketplay', [{ ...base, label: '40 coins', kind: 'points', weight: 1, points: 40 }, nothing(0)]);
    const id = await player();
    const result = await open(id, await box(id, 'rocketplay'), 'rocketplay');
    expect(result.prize).toMatchObject({ kind: 'points', points: 40 });
    expect((await app.services.loyalty.balance(id)).chargeable.points).toBe(40);
  });

  it('WHEEL-04 WHEEL-15 free spins and bonus money are issued as gifts from the segment template, once per box', async () => {
    const [spins] = await app.db.select().from(giftTemplates).where(eq(giftTemplates.groupKey, 'shop_fs_10'));
    const [bonus] = await app.db.select().from(giftTemplates).where(eq(giftTemplates.groupKey, 'shop_bonus'));
    await wheelOf('rocketmart', [
      { ...base, label: '10 spins', kind: 'freespins', weight: 1, freespins_count: 10, gift_template_id: spins?.id ?? 0 },
      nothing(0),
    ]);
    const id = await player();
    const spinBox = await box(id);
    const won = await open(id, spinBox);
    const spinCurrencies = Object.keys(spins?.freespinBets ?? {});
    expect(spinCurrencies).toContain('EUR');
    expect(won.lootbox.bonuses).toEqual([
      {
        title: '10 spins',
        type: 'freespins',
        attributes: { freespins_count: Object.fromEntries(spinCurrencies.map((c) => [c, 10])) },
        result_bonus: { wager: spins?.freespinWager, max_win: spins?.maxWins },
      },
    ]);
    await open(id, spinBox);
    const source = `loyalty:lootbox:${spinBox}`;
    expect(
      await app.db
        .select()
        .from(gifts)
        .where(and(eq(gifts.playerId, id), eq(gifts.source, source))),
    ).toHaveLength(1);
    await wheelOf('rocketmart', [
      { ...base, label: '€4 bonus', kind: 'bonus', weight: 1, amounts: { EUR: 400 }, gift_template_id: bonus?.id ?? 0 },
      nothing(0),
    ]);
    const paid = await open(id, await box(id));
    expect(paid.lootbox.bonuses).toEqual([
      {
        title: '€4 bonus',
        type: 'bonus',
        attributes: { bonus_amount: { EUR: 400 } },
        result_bonus: { wager: bonus?.wagerMultiplier, max_win: bonus?.maxWins },
      },
    ]);
    const list = await app.services.bonuses.list(id, 'bonus');
    expect(list.map((g) => g.amount_cents)).toContain(400);
  });

  it('WHEEL-04 a bonus box opened in another currency names the amount paid in it and keeps the wager it was issued with after the template changes', async () => {
    const [bonus] = await app.db.select().from(giftTemplates).where(eq(giftTemplates.groupKey, 'shop_bonus'));
    if (!bonus) throw new Error('shop_bonus template not seeded');
    await wheelOf('rocketmart', [
      { ...base, label: '€4 bonus', kind: 'bonus', weight: 1, amounts: { EUR: 400 }, gift_template_id: bonus.id },
      nothing(0),
    ]);
    serial += 1;
    const id = await createPlayer(app.db, `wheels-usd-${serial}@example.com`);
    await app.services.wallet.openAccount(id, 'USD');
    const boxId = await box(id);
    const opened = await open(id, boxId);
    expect(opened.prize).toMatchObject({ kind: 'bonus', currency: 'USD', amount_cents: 400 });
    expect(opened.lootbox.bonuses[0]?.attributes).toEqual({ bonus_amount: { EUR: 400, USD: 400 } });
    expect(opened.lootbox.bonuses[0]?.result_bonus).toEqual({ wager: bonus.wagerMultiplier, max_win: bonus.maxWins });
    await app.db
      .update(giftTemplates)
      .set({ wagerMultiplier: bonus.wagerMultiplier + 5 })
      .where(eq(giftTemplates.id, bonus.id));
    try {
      const [listed] = (await app.services.loyalty.wheels.boxes(id)).filter((b) => b.id === boxId);
      expect(listed?.bonuses[0]?.result_bonus?.wager).toBe(bonus.wagerMultiplier);
    } finally {
      await app.db.update(giftTemplates).set({ wagerMultiplier: bonus.wagerMultiplier }).where(eq(giftTemplates.id, bonus.id));
    }
  });

  it("WHEEL-05 WHEEL-09 refusals: another player's or an unknown box, a box of the other wheel, an expired box; nothing is paid", async () => {
    await wheelOf('rocketmart', [cash(500, 1), nothing(0)]);
    const id = await player();
    const other = await player();
    const boxId = await box(other);
    expect((await refusal(open(id, boxId)))?.statusCode).toBe(404);
    expect((await refusal(open(id, 999_999_999)))?.statusCode).toBe(404);
    const mine = await box(id, 'rocketmart');
    expect((await refusal(open(id, mine, 'rocketplay')))?.errors).toEqual({ wheel: ['wrong_wheel'] });
    const stale = await box(id, 'rocketmart', -1);
    expect((await refusal(open(id, stale)))?.errors).toEqual({ id: ['box_expired'] });
    expect(await balanceOf(app, id)).toBe(0);
    const listed = await app.services.loyalty.wheels.boxes(id);
    expect(listed.map((b) => [b.id, b.stage])).toEqual([
      [stale, 'expired'],
      [mine, 'issued'],
    ]);
    expect((await refusal(open(id, stale)))?.errors).toEqual({ id: ['box_expired'] });
  });
});
