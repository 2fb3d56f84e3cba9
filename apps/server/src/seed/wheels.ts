import { isDeepStrictEqual } from 'node:util';
import { FE_CONFIGS, wheelConfigSegmentsOf, type WheelGroupSegments, type WheelSegment } from '@casino/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { giftTemplates } from '../bonuses/tables';
import { feConfigs } from '../config/tables';
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

type Templates = Record<'fs10' | 'fs25' | 'bonus', number>;

/** The loot box wheel's default segments: the default weights 4000, 4000, 2000, 0 and others (WHEEL-12). */
const martDefault = (t: Templates): WheelSegment[] => [
  spins('10 free spins', 10, 4000, t.fs10),
  bonus('€5 bonus', 500, 4000, t.bonus),
  coins('50 coins', 50, 2000),
  cash('€100 cash', 10_000, 0),
  cash('€2 cash', 200, 500),
  nothing(1500),
];

/** WHEEL-11: the wheel groups' own sets of the loot box wheel; 1309 weighs 3000, 3000, 3000, 0, 100, 50, 10, 2. */
const martGroups = (t: Templates): WheelGroupSegments => ({
  '21': martDefault(t),
  '1308': martDefault(t),
  '1309': [
    spins('10 free spins', 10, 3000, t.fs10),
    bonus('€5 bonus', 500, 3000, t.bonus),
    coins('100 coins', 100, 3000),
    cash('€1000 cash', 100_000, 0),
    spins('25 free spins', 25, 100, t.fs25),
    bonus('€50 bonus', 5000, 50, t.bonus),
    cash('€100 cash', 10_000, 10),
    cash('€500 cash', 50_000, 2),
  ],
});

const playDefault = (t: Templates): WheelSegment[] => [
  spins('25 free spins', 25, 3000, t.fs25),
  bonus('€10 bonus', 1000, 3000, t.bonus),
  coins('100 coins', 100, 3000),
  cash('€1 cash', 100, 1000),
  cash('€50 cash', 5000, 10),
  nothing(2000),
];

/**
 * The two wheels (decision 055), seeded once: the loot box wheel with the default weights and
 * its wheel groups' sets (decision 074), and the segments wheel. Their gifts are the shop's
 * free-spin and bonus templates.
 */
export async function seedWheels(tx: Tx): Promise<void> {
  const [any] = await tx.select({ slug: wheels.slug }).from(wheels).limit(1);
  if (!any) await insertWheels(tx);
  await publishWheelSegments(tx);
}

async function insertWheels(tx: Tx): Promise<void> {
  const templates = await tx
    .select({ id: giftTemplates.id, groupKey: giftTemplates.groupKey })
    .from(giftTemplates)
    .where(inArray(giftTemplates.groupKey, ['shop_fs_10', 'shop_fs_25', 'shop_bonus']));
  const id = (key: string) => templates.find((t) => t.groupKey === key)?.id;
  const [fs10, fs25, bonusId] = [id('shop_fs_10'), id('shop_fs_25'), id('shop_bonus')];
  if (fs10 === undefined || fs25 === undefined || bonusId === undefined) return;
  const t: Templates = { fs10, fs25, bonus: bonusId };
  const now = new Date();
  await tx.insert(wheels).values([
    { slug: 'rocketmart', title: 'Rocket Mart wheel', segments: martDefault(t), groupSegments: martGroups(t), updatedAt: now },
    { slug: 'rocketplay', title: 'Rocket Play wheel', segments: playDefault(t), updatedAt: now },
  ]);
}

/**
 * WHEEL-11: writes the loot box wheel's segments into the front-end configuration at every start
 * (API-018's default, API-019's groups), as the console's save does, so what the configuration
 * serves is what the draw uses; the deposit rules stay as they are.
 */
async function publishWheelSegments(tx: Tx): Promise<void> {
  const [mart] = await tx.select().from(wheels).where(eq(wheels.slug, 'rocketmart'));
  if (!mart) return;
  const served = wheelConfigSegmentsOf({ segments: mart.segments, groups: mart.groupSegments });
  const where = (name: string) => and(eq(feConfigs.name, name), eq(feConfigs.locale, ''));
  const [config] = await tx.select().from(feConfigs).where(where('wheel-config'));
  const [segments] = await tx.select().from(feConfigs).where(where('wheel-config-segments'));
  const stored: Record<string, unknown> = { 'wheel-config': config?.value, 'wheel-config-segments': segments?.value };
  const deposit = FE_CONFIGS['wheel-config'].safeParse(config?.value).data?.deposit ?? {};
  const now = new Date();
  const write = async (name: string, value: unknown) => {
    if (isDeepStrictEqual(stored[name], value)) return;
    await tx
      .insert(feConfigs)
      .values({ name, locale: '', value, updatedAt: now })
      .onConflictDoUpdate({ target: [feConfigs.name, feConfigs.locale], set: { value, updatedAt: now } });
  };
  await write('wheel-config', FE_CONFIGS['wheel-config'].parse({ default: served.default, deposit }));
  await write('wheel-config-segments', FE_CONFIGS['wheel-config-segments'].parse({ groups: served.groups }));
}
