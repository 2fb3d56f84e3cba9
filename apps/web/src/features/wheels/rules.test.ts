import type { LootBox, WheelPrize } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { openableBoxes, prizeTerms, restingRotation, segmentPath, showsLootBoxWidget } from './rules';

const box = (b: Partial<LootBox>): LootBox => ({
  id: 1,
  stage: 'issued',
  group_key: 'manual_wheel',
  wheel: 'rocketmart',
  weight: null,
  prize: null,
  segment: null,
  created_at: '2026-11-27T00:00:00Z',
  valid_until: '2026-12-04T00:00:00Z',
  items: [],
  bonuses: [],
  ...b,
});

describe('the wheel page rules', () => {
  it('WHEEL-01 the wheel comes to rest with the landed segment under the top pointer, always turning forward', () => {
    // 6 segments of 60°: segment 2 is centred at 120°, so the wheel turns by 240° (mod 360).
    const r = restingRotation(2, 6, 0);
    expect(r % 360).toBe(240);
    expect(r).toBeGreaterThanOrEqual(5 * 360);
    const next = restingRotation(0, 6, r);
    expect(next % 360).toBe(0);
    expect(next).toBeGreaterThan(r);
  });

  it('WHEEL-01 segment paths are slices from the centre', () => {
    expect(segmentPath(0, 4, 100, 90)).toMatch(/^M 100 100 L .* A 90 90 0 0 1 .* Z$/);
  });

  it('WHEEL-06 only issued manual_wheel or wheel boxes of the page wheel can be opened there', () => {
    const boxes = [
      box({ id: 1 }),
      box({ id: 2, wheel: 'rocketplay', group_key: 'wheel' }),
      box({ id: 3, stage: 'activated' }),
      box({ id: 4, group_key: 'chest' }),
    ];
    expect(openableBoxes(boxes, 'rocketmart').map((b) => b.id)).toEqual([1]);
    expect(openableBoxes(boxes, 'rocketplay').map((b) => b.id)).toEqual([2]);
  });

  it('WHEEL-14 the loot box widget shows for groups 21, 1308, 1309 or with an active box', () => {
    expect(showsLootBoxWidget([1308], [])).toBe(true);
    expect(showsLootBoxWidget([5], [box({})])).toBe(true);
    expect(showsLootBoxWidget([5], [box({ stage: 'activated' })])).toBe(false);
    expect(showsLootBoxWidget([], [])).toBe(false);
  });

  it('WHEEL-04 a won gift shows the wager and the max win in the prize currency, else in EUR; other prizes show none', () => {
    const prize = (currency: string): WheelPrize => ({
      kind: 'bonus',
      label: '€4 bonus',
      amount_cents: 400,
      currency,
      points: 0,
      freespins_count: 0,
    });
    const gift = {
      title: '€4 bonus',
      type: 'bonus' as const,
      attributes: { bonus_amount: { EUR: 400 } },
      result_bonus: { wager: 35, max_win: { EUR: 10_000, USD: 12_000 } },
    };
    const opened = box({ stage: 'activated', bonuses: [gift] });
    expect(prizeTerms({ lootbox: opened, prize: prize('USD') })).toEqual({
      wager: 35,
      maxWin: { cents: 12_000, currency: 'USD' },
    });
    expect(prizeTerms({ lootbox: opened, prize: prize('NOK') })?.maxWin).toEqual({ cents: 10_000, currency: 'EUR' });
    expect(prizeTerms({ lootbox: box({ stage: 'activated' }), prize: prize('EUR') })).toBeNull();
    expect(prizeTerms({ lootbox: box({ bonuses: [{ ...gift, result_bonus: null }] }), prize: prize('EUR') })).toBeNull();
  });
});
