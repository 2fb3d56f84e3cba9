import { GROUPS, vipAdventuresConfigSchema, type VipAdventuresConfig } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { giftTemplates } from '../bonuses/tables';
import { feConfigs } from '../config/tables';
import type { Tx } from '../db/client';

type TemplateInsert = typeof giftTemplates.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo adventure's length, and which of its days today is (so days before it show as lost or completed). */
const DAYS = 7;
const TODAY_IS_DAY = 3;
const perCurrency = (eurCents: number): Record<string, number> => ({
  EUR: eurCents,
  USD: eurCents,
  CAD: eurCents,
  AUD: eurCents,
  NZD: eurCents,
  NOK: eurCents * 10,
  BRL: eurCents * 5,
});

const TEMPLATES: (Pick<TemplateInsert, 'kind' | 'title' | 'titleKey' | 'freespinsCount' | 'amounts'> & { groupKey: string })[] = [
  {
    groupKey: 'adventure_bonus',
    kind: 'bonus',
    title: 'Adventure bonus',
    titleKey: 'gifts.adventure_bonus',
    freespinsCount: 0,
    amounts: perCurrency(1_000),
  },
  {
    groupKey: 'adventure_spins',
    kind: 'freespins',
    title: 'Adventure free spins',
    titleKey: 'gifts.adventure_spins',
    freespinsCount: 20,
    amounts: {},
  },
  {
    groupKey: 'adventure_super',
    kind: 'bonus',
    title: 'Adventure super prize',
    titleKey: 'gifts.adventure_super',
    freespinsCount: 0,
    amounts: perCurrency(50_000),
  },
];

/** The ids of the adventure's gift templates, created when missing. */
async function adventureTemplates(tx: Tx, now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const template of TEMPLATES) {
    const [found] = await tx
      .select({ id: giftTemplates.id })
      .from(giftTemplates)
      .where(eq(giftTemplates.groupKey, template.groupKey));
    if (found) {
      ids.push(found.id);
      continue;
    }
    const [spins] = await tx
      .select({ games: giftTemplates.freespinGames })
      .from(giftTemplates)
      .where(eq(giftTemplates.groupKey, 'coupon_spins20'));
    const [row] = await tx
      .insert(giftTemplates)
      .values({
        ...template,
        wagerMultiplier: 20,
        contributions: { pokies: 100, table: 10, live: 0 },
        activationDays: 3,
        validityDays: 14,
        freespinGames: spins?.games ?? [],
        freespinBets: perCurrency(20),
        eligibility: { groups: [], countries: [], depositNumber: null },
        createdAt: now,
      })
      .returning({ id: giftTemplates.id });
    if (!row) throw new Error('adventure template not stored');
    ids.push(row.id);
  }
  return ids;
}

/**
 * The demo adventure: seven days from two days before the seed runs, so today is day 3. Odd days
 * give free spins, even days bonus money; days 2 to 5 ask only for a deposit, the others also a
 * stake of the deposit once over.
 */
function demoAdventure(now: Date, [bonus, spins, superPrize]: number[]): VipAdventuresConfig {
  const start = new Date(now.getTime() - (TODAY_IS_DAY - 1) * DAY_MS).toISOString().slice(0, 10);
  return {
    is_enabled: true,
    group_ids: [GROUPS.tester],
    start_date: start,
    days: Array.from({ length: DAYS }, (_, i) => {
      const day = i + 1;
      const minDep = 2_000 + i * 500;
      return {
        day,
        condition: { min_dep: perCurrency(minDep), wager: day >= 2 && day <= 5 ? 0 : 1, period_activation_days: 3 },
        prize:
          day % 2 === 1
            ? { type: 'freespins' as const, text_key: 'adventures.prize.freespins', freespins_count: 20, gift_template_id: spins }
            : {
                type: 'bonus' as const,
                text_key: 'adventures.prize.bonus',
                bonus_cents: perCurrency(1_000 * day),
                gift_template_id: bonus,
              },
        variables: { EUR: { amount: `€${(1_000 * day) / 100}` }, USD: { amount: `$${(1_000 * day) / 100}` } },
      };
    }),
    super_prize: { text_key: 'adventures.super_prize', amounts: perCurrency(50_000), gift_template_id: superPrize },
  };
}

/** Whether a stored adventure is the demo's and has ended (or is the first, template-less sketch): it is renewed. */
function renewable(value: unknown, today: string): boolean {
  const parsed = vipAdventuresConfigSchema.safeParse(value);
  if (!parsed.success) return true;
  const config = parsed.data;
  if (config.days.every((d) => d.prize.gift_template_id === undefined)) return true;
  const last = new Date(Date.parse(`${config.start_date}T00:00:00Z`) + config.days.length * DAY_MS).toISOString().slice(0, 10);
  return last < today;
}

/**
 * Keeps a running demo adventure (decision 057): at every start, an adventure that has ended is
 * replaced by a new one around today; a running one, an operator's edit included, is kept.
 */
export async function seedAdventures(tx: Tx): Promise<void> {
  const now = new Date();
  const ids = await adventureTemplates(tx, now);
  const where = and(eq(feConfigs.name, 'vip-adventures'), eq(feConfigs.locale, ''));
  const [stored] = await tx.select({ value: feConfigs.value }).from(feConfigs).where(where);
  if (stored && !renewable(stored.value, now.toISOString().slice(0, 10))) return;
  const value = demoAdventure(now, ids);
  await tx
    .insert(feConfigs)
    .values({ name: 'vip-adventures', locale: '', value, updatedAt: now })
    .onConflictDoUpdate({ target: [feConfigs.name, feConfigs.locale], set: { value, updatedAt: now } });
}
