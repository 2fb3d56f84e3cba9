import { and, asc, eq, sql } from 'drizzle-orm';
import { giftCoupons, giftTemplates, type GiftEligibility } from '../bonuses/tables';
import type { Tx } from '../db/client';
import { games } from '../games/catalogue/tables';

type TemplateInsert = typeof giftTemplates.$inferInsert;

/** Fiat amounts per currency from a euro amount in cents (NOK ×10, BRL ×5, the dollars at par). */
function perCurrency(eurCents: number): Record<string, number> {
  return { EUR: eurCents, USD: eurCents, CAD: eurCents, AUD: eurCents, NZD: eurCents, NOK: eurCents * 10, BRL: eurCents * 5 };
}

const everyone = (depositNumber: number | null = null): GiftEligibility => ({ groups: [], countries: [], depositNumber });

/** Slots count in full, table games a tenth, live games not at all (decision 044). */
const CONTRIBUTIONS = { pokies: 100, table: 10, live: 0 };

const base = (now: Date) => ({
  wagerMultiplier: 30,
  contributions: CONTRIBUTIONS,
  defaultContribution: 100,
  activationDays: 7,
  validityDays: 30,
  freespinBets: perCurrency(20),
  freespinWager: 30,
  createdAt: now,
});

/** The welcome pack: four deposit bonuses, €1,500 and 150 free spins over them. */
function welcomePack(now: Date, spinGames: string[]): TemplateInsert[] {
  const steps = [
    { percent: 100, cap: 50_000, spins: 50 },
    { percent: 50, cap: 30_000, spins: 50 },
    { percent: 50, cap: 30_000, spins: 25 },
    { percent: 100, cap: 40_000, spins: 25 },
  ];
  return steps.map((step, i) => ({
    ...base(now),
    kind: 'deposit',
    title: `Welcome pack: deposit ${i + 1}`,
    titleKey: `gifts.welcome_${i + 1}`,
    groupKey: `welcome_pack_${i + 1}`,
    percent: step.percent,
    maxAmounts: perCurrency(step.cap),
    minDeposits: perCurrency(2_000),
    freespinsCount: step.spins,
    freespinGames: spinGames,
    eligibility: everyone(i + 1),
    position: i + 1,
  }));
}

function otherTemplates(now: Date, spinGames: string[]): TemplateInsert[] {
  return [
    {
      ...base(now),
      kind: 'deposit',
      title: 'Weekly reload',
      titleKey: 'gifts.weekly_reload',
      groupKey: 'weekly_reload',
      percent: 25,
      maxAmounts: perCurrency(10_000),
      minDeposits: perCurrency(2_000),
      eligibility: everyone(),
      position: 10,
    },
    {
      ...base(now),
      kind: 'registration',
      title: 'Registration gift',
      titleKey: 'gifts.registration',
      groupKey: 'registration',
      amounts: perCurrency(500),
      maxWins: perCurrency(5_000),
      eligibility: everyone(),
    },
    {
      ...base(now),
      kind: 'bonus',
      title: 'Welcome coupon',
      titleKey: 'gifts.coupon_welcome10',
      groupKey: 'coupon_welcome10',
      amounts: perCurrency(1_000),
      maxWins: perCurrency(10_000),
      eligibility: everyone(),
    },
    {
      ...base(now),
      kind: 'freespins',
      title: '20 free spins',
      titleKey: 'gifts.coupon_spins20',
      groupKey: 'coupon_spins20',
      freespinsCount: 20,
      freespinGames: spinGames,
      eligibility: everyone(),
    },
  ];
}

/** Three in-house slots of the catalogue for the free spins. */
async function spinGamesOf(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ identifier: games.identifier })
    .from(games)
    .where(and(eq(games.engine, 'slot-lines'), sql`${games.currencies} ? 'EUR'`))
    .orderBy(asc(games.id))
    .limit(3);
  return rows.map((r) => r.identifier);
}

/**
 * The demo's gifts (decision 044): the welcome pack, a weekly reload, a registration gift and the
 * coupons WELCOME10 (bonus money) and SPINS20 (free spins). Seeded whenever there are no gift
 * templates, so a database from before the engine gets them too.
 */
export async function seedGifts(tx: Tx): Promise<void> {
  const [any] = await tx.select({ id: giftTemplates.id }).from(giftTemplates).limit(1);
  if (any) return;
  const now = new Date();
  const spinGames = await spinGamesOf(tx);
  await tx.insert(giftTemplates).values(welcomePack(now, spinGames));
  const inserted = await tx.insert(giftTemplates).values(otherTemplates(now, spinGames)).returning();
  const byKey = new Map(inserted.map((t) => [t.groupKey, t.id]));
  await tx.insert(giftCoupons).values([
    { code: 'WELCOME10', templateId: byKey.get('coupon_welcome10') ?? 0, maxRedemptions: 10_000, createdAt: now },
    { code: 'SPINS20', templateId: byKey.get('coupon_spins20') ?? 0, maxRedemptions: 10_000, createdAt: now },
  ]);
}
