import { vipAdventuresConfigSchema, type VipAdventuresConfig } from '@casino/contracts';
import { z } from 'zod';

/**
 * The promotions manager's form of the adventure: per-currency amounts written as
 * "EUR=2000 USD=2000" (minor units), turned into the vip-adventures document and back.
 */
const AMOUNTS = /^\s*([A-Z]{3,4}=\d{1,11}\s*)*$/;
const amountsText = z.string().regex(AMOUNTS, 'write amounts as EUR=2000 USD=2000 (minor units)');
const templateText = z.string().regex(/^\s*\d*\s*$/, 'a template id, or nothing');

export const adventureFormSchema = z.object({
  is_enabled: z.boolean(),
  group_ids: z.string().regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, 'group ids separated by commas'),
  start_date: vipAdventuresConfigSchema.shape.start_date,
  days: z
    .array(
      z.object({
        min_dep: amountsText,
        wager: z.number().int().min(0).max(100),
        period_activation_days: z.number().int().min(1).max(90),
        type: z.enum(['bonus', 'freespins']),
        freespins_count: z.number().int().min(0).max(10_000),
        bonus_cents: amountsText,
        gift_template_id: templateText,
      }),
    )
    .min(1)
    .max(31),
  super_amounts: amountsText,
  super_template_id: templateText,
});
export type AdventureForm = z.infer<typeof adventureFormSchema>;

export function parseAmounts(text: string): Record<string, number> {
  return Object.fromEntries(
    text
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => {
        const [currency = '', cents = '0'] = pair.split('=');
        return [currency, Number(cents)];
      }),
  );
}

export const amountsToText = (amounts: Record<string, number> | undefined): string =>
  Object.entries(amounts ?? {})
    .map(([currency, cents]) => `${currency}=${cents}`)
    .join(' ');

const templateOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

export function toForm(config: VipAdventuresConfig): AdventureForm {
  return {
    is_enabled: config.is_enabled,
    group_ids: config.group_ids.join(', '),
    start_date: config.start_date,
    days: config.days.map((d) => ({
      min_dep: amountsToText(d.condition.min_dep),
      wager: d.condition.wager,
      period_activation_days: d.condition.period_activation_days,
      type: d.prize.type,
      freespins_count: d.prize.freespins_count ?? 0,
      bonus_cents: amountsToText(d.prize.bonus_cents),
      gift_template_id: d.prize.gift_template_id?.toString() ?? '',
    })),
    super_amounts: amountsToText(config.super_prize.amounts),
    super_template_id: config.super_prize.gift_template_id?.toString() ?? '',
  };
}

/** The document the form describes; texts and per-currency variables are kept from the one it was loaded from. */
export function fromForm(form: AdventureForm, base: VipAdventuresConfig | null): VipAdventuresConfig {
  return {
    is_enabled: form.is_enabled,
    group_ids: form.group_ids
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
      .map(Number),
    start_date: form.start_date,
    days: form.days.map((d, i) => {
      const before = base?.days[i];
      const template = templateOf(d.gift_template_id);
      return {
        day: i + 1,
        condition: { min_dep: parseAmounts(d.min_dep), wager: d.wager, period_activation_days: d.period_activation_days },
        prize: {
          type: d.type,
          text_key: d.type === 'freespins' ? 'adventures.prize.freespins' : 'adventures.prize.bonus',
          ...(d.type === 'freespins' && d.freespins_count > 0 ? { freespins_count: d.freespins_count } : {}),
          ...(d.type === 'bonus' && d.bonus_cents.trim() !== '' ? { bonus_cents: parseAmounts(d.bonus_cents) } : {}),
          ...(template === undefined ? {} : { gift_template_id: template }),
        },
        ...(before?.variables ? { variables: before.variables } : {}),
      };
    }),
    super_prize: {
      text_key: base?.super_prize.text_key ?? 'adventures.super_prize',
      amounts: parseAmounts(form.super_amounts),
      ...(templateOf(form.super_template_id) === undefined ? {} : { gift_template_id: templateOf(form.super_template_id) }),
    },
  };
}
