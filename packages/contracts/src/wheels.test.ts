import { describe, expect, it } from 'vitest';
import {
  depositBoxes,
  expectedSpinCost,
  isActiveWheelSpin,
  isLootBoxShown,
  lootBoxSchema,
  wheelDepositConfigSchema,
  wheelDepositKey,
  wheelDepositRule,
  wheelEditSchema,
  type WheelDepositConfig,
  type WheelSegment,
} from './wheels';

const segment = (s: Partial<WheelSegment> & Pick<WheelSegment, 'kind' | 'weight'>): WheelSegment => ({
  label: s.kind,
  amounts: {},
  points: 0,
  freespins_count: 0,
  gift_template_id: null,
  ...s,
});

describe('the expected cost of a spin', () => {
  it('WHEEL-15 weighs each prize by its share of the total weight (EUR amounts)', () => {
    const cost = expectedSpinCost([
      segment({ kind: 'money', weight: 1, amounts: { EUR: 1000, NOK: 10000 } }),
      segment({ kind: 'bonus', weight: 1, amounts: { EUR: 400 }, gift_template_id: 1 }),
      segment({ kind: 'points', weight: 2, points: 50 }),
      segment({ kind: 'freespins', weight: 4, freespins_count: 10, gift_template_id: 2 }),
      segment({ kind: 'nothing', weight: 2 }),
    ]);
    expect(cost).toEqual({ money_cents: 100, bonus_cents: 40, points: 10, freespins: 4 });
  });

  it('WHEEL-15 a segment of weight 0 costs nothing, and a wheel without weight costs nothing', () => {
    expect(
      expectedSpinCost([
        segment({ kind: 'money', weight: 0, amounts: { EUR: 100_000 } }),
        segment({ kind: 'nothing', weight: 3 }),
      ]).money_cents,
    ).toBe(0);
    expect(expectedSpinCost([segment({ kind: 'money', weight: 0, amounts: { EUR: 100 } })])).toEqual({
      money_cents: 0,
      bonus_cents: 0,
      points: 0,
      freespins: 0,
    });
  });
});

describe('the wheel edit', () => {
  it('WHEEL-15 refuses a money prize without an EUR amount, a gift prize without a template, and a wheel without weight', () => {
    const bad = wheelEditSchema.safeParse({
      title: 'Wheel',
      segments: [segment({ kind: 'money', weight: 0 }), segment({ kind: 'freespins', weight: 0, freespins_count: 5 })],
    });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['segments.0.amounts', 'segments.1.gift_template_id', 'segments']));
    const good = wheelEditSchema.safeParse({
      title: 'Wheel',
      segments: [segment({ kind: 'nothing', weight: 1 }), segment({ kind: 'points', weight: 1, points: 5 })],
    });
    expect(good.success).toBe(true);
  });
});

describe('loot box states', () => {
  it('WHEEL-06 only issued boxes with a manual_wheel or wheel group key count as active wheel spins', () => {
    expect(isActiveWheelSpin({ stage: 'issued', group_key: 'manual_wheel_vip' })).toBe(true);
    expect(isActiveWheelSpin({ stage: 'issued', group_key: 'wheel_shop' })).toBe(true);
    expect(isActiveWheelSpin({ stage: 'issued', group_key: 'chest' })).toBe(false);
    expect(isActiveWheelSpin({ stage: 'activated', group_key: 'wheel_shop' })).toBe(false);
  });

  it('WHEEL-07 a box is shown when issued or activated and created today; expired and older activated ones are hidden', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(isLootBoxShown({ stage: 'issued', created_at: '2026-11-01T00:00:00Z' }, now)).toBe(true);
    expect(isLootBoxShown({ stage: 'activated', created_at: '2026-11-27T01:00:00Z' }, now)).toBe(true);
    expect(isLootBoxShown({ stage: 'activated', created_at: '2026-11-26T23:00:00Z' }, now)).toBe(false);
    expect(isLootBoxShown({ stage: 'expired', created_at: '2026-11-27T01:00:00Z' }, now)).toBe(false);
  });
});

describe('the loot box contract', () => {
  const opened = {
    id: 7,
    stage: 'activated',
    group_key: 'manual_wheel',
    wheel: 'rocketmart',
    weight: 4000,
    prize: '10 free spins',
    segment: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    valid_until: '2026-01-31T00:00:00.000Z',
    items: [{ prize: '10 free spins' }],
    bonuses: [
      {
        title: '10 free spins',
        type: 'freespins',
        attributes: { freespins_count: { EUR: 10, USD: 10 } },
        result_bonus: { wager: 30, max_win: { EUR: 10_000_000 } },
      },
    ],
  };

  it('WHEEL-04 a bonus names its free spins or bonus money per currency and the wager and max win it was issued with', () => {
    expect(lootBoxSchema.parse(opened).bonuses[0]?.result_bonus).toEqual({ wager: 30, max_win: { EUR: 10_000_000 } });
    const money = { title: '€4', type: 'bonus', attributes: { bonus_amount: { EUR: 400 } }, result_bonus: null };
    expect(lootBoxSchema.safeParse({ ...opened, bonuses: [money] }).success).toBe(true);
    const fractional = { ...money, attributes: { bonus_amount: { EUR: 4.5 } } };
    expect(lootBoxSchema.safeParse({ ...opened, bonuses: [fractional] }).success).toBe(false);
    const { result_bonus: _terms, ...withoutTerms } = money;
    expect(lootBoxSchema.safeParse({ ...opened, bonuses: [withoutTerms] }).success).toBe(false);
  });
});

describe('the wheel deposit configuration', () => {
  const config: WheelDepositConfig = {
    default: { EUR: { pay: 10_000, get: 1 } },
    '1308': { EUR: { pay: 5_000, get: 1 }, CAD: { pay: 7_500, get: 1 } },
    '1309': { EUR: { pay: 10_000, get: 2 } },
  };

  it('WHEEL-10 WHEEL-13 a wheel group takes its own rule, in its currency or else EUR; other players take the default', () => {
    expect(wheelDepositRule(config, [1308], 'CAD')).toEqual({ pay: 7_500, get: 1 });
    expect(wheelDepositRule(config, [1308], 'NZD')).toEqual({ pay: 5_000, get: 1 });
    expect(wheelDepositRule(config, [1308, 1309], 'EUR')).toEqual({ pay: 10_000, get: 2 });
    expect(wheelDepositKey(config, [21])).toBe('default');
    expect(wheelDepositRule(config, [], 'EUR')).toEqual({ pay: 10_000, get: 1 });
    expect(wheelDepositRule({}, [1309], 'EUR')).toBeNull();
  });

  it('WHEEL-10 a deposit earns the boxes once it pays at least the rule’s amount', () => {
    expect(depositBoxes({ pay: 5_000, get: 2 }, 4_999)).toBe(0);
    expect(depositBoxes({ pay: 5_000, get: 2 }, 5_000)).toBe(2);
    expect(depositBoxes({ pay: 5_000, get: 2 }, 50_000)).toBe(2);
    expect(depositBoxes(null, 50_000)).toBe(0);
  });

  it('WHEEL-10 the schema refuses unknown groups, rules without EUR, no boxes and too many', () => {
    expect(wheelDepositConfigSchema.safeParse(config).success).toBe(true);
    expect(wheelDepositConfigSchema.safeParse({ '77': { EUR: { pay: 1, get: 1 } } }).success).toBe(false);
    expect(wheelDepositConfigSchema.safeParse({ '21': { USD: { pay: 1, get: 1 } } }).success).toBe(false);
    expect(wheelDepositConfigSchema.safeParse({ '21': { EUR: { pay: 1, get: 0 } } }).success).toBe(false);
    expect(wheelDepositConfigSchema.safeParse({ '21': { EUR: { pay: 0, get: 1 } } }).success).toBe(false);
    expect(wheelDepositConfigSchema.safeParse({ '21': { EUR: { pay: 1, get: 11 } } }).success).toBe(false);
  });
});
