import { vipAdventuresConfigSchema, type VipAdventuresConfig } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { adventureFormSchema, amountsToText, fromForm, parseAmounts, toForm } from './staff-form';

const config: VipAdventuresConfig = {
  is_enabled: true,
  group_ids: [21, 1117],
  start_date: '2026-12-01',
  days: [
    {
      day: 1,
      condition: { min_dep: { EUR: 2_000, USD: 2_500 }, wager: 1, period_activation_days: 3 },
      prize: { type: 'freespins', text_key: 'adventures.prize.freespins', freespins_count: 20, gift_template_id: 29 },
      variables: { EUR: { amount: '€20' } },
    },
    {
      day: 2,
      condition: { min_dep: { EUR: 3_000 }, wager: 0, period_activation_days: 2 },
      prize: { type: 'bonus', text_key: 'adventures.prize.bonus', bonus_cents: { EUR: 1_000 }, gift_template_id: 28 },
    },
  ],
  super_prize: { text_key: 'adventures.super_prize', amounts: { EUR: 50_000 }, gift_template_id: 30 },
};

describe('the adventure form of the staff panel', () => {
  it('ADV-14 per-currency amounts are written as EUR=2000 USD=2500 and read back', () => {
    expect(amountsToText({ EUR: 2_000, USD: 2_500 })).toBe('EUR=2000 USD=2500');
    expect(parseAmounts(' EUR=2000  USD=2500 ')).toEqual({ EUR: 2_000, USD: 2_500 });
    expect(adventureFormSchema.shape.super_amounts.safeParse('EUR=20.5').success).toBe(false);
  });

  it('ADV-14 a document loaded into the form and saved unchanged is the same document, variables kept', () => {
    const form = toForm(config);
    expect(adventureFormSchema.safeParse(form).success).toBe(true);
    expect(vipAdventuresConfigSchema.parse(fromForm(form, config))).toEqual(config);
  });

  it('ADV-14 a day added in the form is numbered after the others; an empty template is no template', () => {
    const form = toForm(config);
    const second = form.days[1];
    if (!second) throw new Error('the form has two days');
    form.days.push({ ...second, gift_template_id: ' ' });
    const saved = fromForm(form, config);
    expect(saved.days.map((d) => d.day)).toEqual([1, 2, 3]);
    expect(saved.days[2]?.prize.gift_template_id).toBeUndefined();
  });
});
