import type { WheelSegment } from '@casino/contracts';
import { inArray } from 'drizzle-orm';
import { giftTemplates } from '../bonuses/tables';
import type { Tx } from '../db/client';
import { wheels } from '../loyalty/tables';

/** Fiat currencies and their size against the euro, as the loyalty seed prices them. */
const CURRENCIES: Record<string, number> = { EUR: 1, USD: 1, CAD: 1, AUD: 1, NZD: 1, NOK: 10, BRL: 5 };
const perCurrency = (eurCents: number): Record<string, number> =>
  Object.fromEntries(Object.entries(CURRENCIES).map(([c, f]) => [c, eurCents * f]));

const base = { amounts: {}, points: 0, freespins_count: 0, gift_template_id: null };
const spins = (label: string, n: number, weight: number, template: number | null): WheelSegment => ({
  ...base,
  label,
  kind: 'freespins',
  weight,
  freespins_count: n,
  gift_template_id: template,
});
const bonus = (label: string, eurCents: number, weight: number, template: number | null): WheelSegment => ({
  ...base,
  label,
  kind: 'bonus',
  weight,
  amounts: perCurrency(eurCents),
  gift_template_id: template,
});
const coins = (label: string, points: number, weight: number): WheelSegment => ({
  ...base,
  label,
  kind: 'points',
  weight,
  points,
});
const cash = (label: string, eurCents: number, weight: number): WheelSegment => ({
  ...base,
  label,
  kind: 'money',
  weight,
  amounts: perCurrency(eurCents),
});
const nothing = (weight: number): WheelSegment => ({ ...base, label: 'Try again', kind: 'nothing', weight });

/**
 * The two wheels (decision 055), seeded once: the loot box wheel with the default weights 4000,
 * 4000, 2000, 0 and others (WHEEL-12), and the segments wheel. Their gifts are the shop's
 * free-spin and bonus templates.
 */
export async function seedWheels(tx: Tx): Promise<void> {
  const [any] = await tx.select({ slug: wheels.slug }).from(wheels).limit(1);
  if (any) return;
  const templates = await tx
    .select({ id: giftTemplates.id, groupKey: giftTemplates.groupKey })
    .from(giftTemplates)
    .where(inArray(giftTemplates.groupKey, ['shop_fs_10', 'shop_fs_25', 'shop_bonus']));
  const id = (key: string) => templates.find((t) => t.groupKey === key)?.id ?? null;
  if (id('shop_fs_10') === null || id('shop_fs_25') === null || id('shop_bonus') === null) return;
  const now = new Date();
  await tx.insert(wheels).values([
    {
      slug: 'rocketmart',
      title: 'Rocket Mart wheel',
      segments: [
        spins('10 free spins', 10, 4000, id('shop_fs_10')),
        bonus('€5 bonus', 500, 4000, id('shop_bonus')),
        coins('50 coins', 50, 2000),
        cash('€100 cash', 10_000, 0),
        cash('€2 cash', 200, 500),
        nothing(1500),
      ],
      updatedAt: now,
    },
    {
      slug: 'rocketplay',
      title: 'Rocket Play wheel',
      segments: [
        spins('25 free spins', 25, 3000, id('shop_fs_25')),
        bonus('€10 bonus', 1000, 3000, id('shop_bonus')),
        coins('100 coins', 100, 3000),
        cash('€1 cash', 100, 1000),
        cash('€50 cash', 5000, 10),
        nothing(2000),
      ],
      updatedAt: now,
    },
  ]);
}
