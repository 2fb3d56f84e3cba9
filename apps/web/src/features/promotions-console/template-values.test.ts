import { giftTemplateInputSchema } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { formValuesOf, templateInputOf } from './template-values';

describe('the template form values', () => {
  it('GIFT-21 turns whole units, lists and local times into the API input the schema accepts', () => {
    const values = {
      ...formValuesOf(null),
      title: 'Weekend reload',
      group_key: 'weekend',
      kind: 'deposit' as const,
      percent: '50',
      groups: '4, 7',
      countries: 'de, at',
      deposit_number: '2',
      active_from: '2026-12-01T10:00',
    };
    values.max_amounts = { ...values.max_amounts, EUR: '200', JPY: '30000' };
    values.min_deposits = { ...values.min_deposits, EUR: '20.5' };
    values.contributions = { ...values.contributions, live: '0', table: '10' };
    const input = templateInputOf(values);
    expect(input).toMatchObject({
      percent: 50,
      max_amounts: { EUR: 20_000, JPY: 30_000 },
      min_deposits: { EUR: 2_050 },
      contributions: { live: 0, table: 10 },
      eligibility: { groups: [4, 7], countries: ['DE', 'AT'], deposit_number: 2 },
      active_from: new Date('2026-12-01T10:00').toISOString(),
      active_until: null,
      title_key: null,
    });
    expect(giftTemplateInputSchema.safeParse(input).success).toBe(true);
  });

  it('GIFT-21 shows a saved template back in whole units, so an unchanged form saves the same template', () => {
    const input = templateInputOf({
      ...formValuesOf(null),
      title: 'Spins',
      group_key: 'spins',
      amounts: { ...formValuesOf(null).amounts, EUR: '12.5' },
      freespin_games: 'inhouse:rocket-slot, inhouse:fruit',
    });
    const saved = {
      ...input,
      id: 1,
      state: 'live' as const,
      issued_count: 0,
      retired_at: null,
      created_at: '2026-11-27T00:00:00Z',
    };
    expect(templateInputOf(formValuesOf(saved))).toEqual(input);
    expect(formValuesOf(saved).amounts['EUR']).toBe('12.5');
  });
});
