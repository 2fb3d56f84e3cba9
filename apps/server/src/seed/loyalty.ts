import { asc, and, eq, gt, isNull, sql } from 'drizzle-orm';
import { giftTemplates } from '../bonuses/tables';
import type { Tx } from '../db/client';
import { games } from '../games/catalogue/tables';
import { lotteries } from '../lotteries/tables';
import {
  compEarningRates,
  loyaltyLevels,
  shopCards,
  shopSale,
  type LevelGiftDescription,
  type StoredRate,
} from '../loyalty/tables';

type TemplateInsert = typeof giftTemplates.$inferInsert;

/** Fiat currencies and their size against the euro (NOK ×10, BRL ×5, the dollars at par), as the gift seed prices them. */
const CURRENCIES: Record<string, number> = { EUR: 1, USD: 1, CAD: 1, AUD: 1, NZD: 1, NOK: 10, BRL: 5 };

const perCurrency = (eurCents: number): Record<string, number> =>
  Object.fromEntries(Object.entries(CURRENCIES).map(([c, f]) => [c, eurCents * f]));

/** A card's price in every currency: the same points, the amount scaled by the currency's size. */
const ratesOf = (points: number, eurCents = 0): StoredRate[] =>
  Object.entries(CURRENCIES).map(([currency, f]) => ({ currency, points, amount_cents: eurCents * f }));

/**
 * Earning rates (points per 100 major units staked): slots 100 (a point per euro), table games 20,
 * live games 10, anything else 50; NOK and BRL earn the same per euro's worth.
 */
function earningRates() {
  const byCategory: Record<string, number> = { pokies: 100, table: 20, live: 10, '*': 50 };
  return Object.entries(CURRENCIES).flatMap(([currency, f]) =>
    Object.entries(byCategory).map(([category, points]) => ({
      currency,
      category,
      pointsPer100: Math.max(1, Math.round(points / f)),
    })),
  );
}

const template = (
  now: Date,
  spinGames: string[],
  t: Partial<TemplateInsert> & Pick<TemplateInsert, 'kind' | 'title' | 'groupKey'>,
): TemplateInsert => ({
  wagerMultiplier: 30,
  contributions: { pokies: 100, table: 10, live: 0 },
  defaultContribution: 100,
  activationDays: 7,
  validityDays: 30,
  freespinBets: perCurrency(20),
  freespinWager: 30,
  freespinGames: spinGames,
  eligibility: { groups: [], countries: [], depositNumber: null },
  createdAt: now,
  ...t,
});

/** The twelve levels: thresholds in persistent points, and what reaching each gives (level 1 is where everyone starts). */
const LEVELS: { name: string; minPoints: number; spins: number; bonusEur: number; lootBoxes?: number }[] = [
  { name: 'Rookie', minPoints: 0, spins: 0, bonusEur: 0 },
  { name: 'Cadet', minPoints: 100, spins: 10, bonusEur: 0 },
  { name: 'Pilot', minPoints: 300, spins: 20, bonusEur: 0, lootBoxes: 1 },
  { name: 'Navigator', minPoints: 700, spins: 0, bonusEur: 1_000 },
  { name: 'Engineer', minPoints: 1_500, spins: 30, bonusEur: 0, lootBoxes: 2 },
  { name: 'Lieutenant', minPoints: 3_000, spins: 0, bonusEur: 2_500 },
  { name: 'Captain', minPoints: 6_000, spins: 50, bonusEur: 0 },
  { name: 'Major', minPoints: 12_000, spins: 0, bonusEur: 5_000 },
  { name: 'Colonel', minPoints: 25_000, spins: 100, bonusEur: 0 },
  { name: 'General', minPoints: 50_000, spins: 0, bonusEur: 15_000 },
  { name: 'Admiral', minPoints: 100_000, spins: 200, bonusEur: 0 },
  { name: 'Commander', minPoints: 250_000, spins: 0, bonusEur: 50_000 },
];

function levelTemplates(now: Date, spinGames: string[]): TemplateInsert[] {
  return LEVELS.flatMap((level, i) => {
    const groupKey = `loyalty_level_${i + 1}`;
    if (level.spins > 0) {
      return [
        template(now, spinGames, {
          kind: 'freespins',
          title: `Level ${i + 1}: ${level.spins} free spins`,
          groupKey,
          freespinsCount: level.spins,
        }),
      ];
    }
    if (level.bonusEur > 0) {
      return [
        template(now, spinGames, {
          kind: 'bonus',
          title: `Level ${i + 1}: bonus`,
          groupKey,
          amounts: perCurrency(level.bonusEur),
          wagerMultiplier: 3,
        }),
      ];
    }
    return [];
  });
}

function descriptionsOf(level: (typeof LEVELS)[number]): LevelGiftDescription[] {
  if (level.spins > 0) return [{ type: 'fs', name: String(level.spins) }];
  if (level.bonusEur > 0) return [{ type: 'bonus', name: `€${level.bonusEur / 100}` }];
  return [];
}

/** The shop's gift templates: free-spin packs, bonus money (its amount set by each card), a cashback-style special. */
function shopTemplates(now: Date, spinGames: string[]): TemplateInsert[] {
  // SHOP-26: every shop prize wins at most 100,000 EUR.
  const maxWins = perCurrency(10_000_000);
  const spins = (n: number): TemplateInsert =>
    template(now, spinGames, {
      kind: 'freespins',
      title: `${n} free spins`,
      groupKey: `shop_fs_${n}`,
      freespinsCount: n,
      maxWins,
    });
  return [
    spins(10),
    spins(20),
    spins(25),
    spins(50),
    template(now, spinGames, {
      kind: 'bonus',
      title: 'Shop bonus money',
      groupKey: 'shop_bonus',
      amounts: perCurrency(500),
      maxWins,
    }),
    template(now, spinGames, {
      kind: 'bonus',
      title: 'Cashback 10',
      groupKey: 'shop_cashback',
      amounts: perCurrency(1_000),
      wagerMultiplier: 3,
      maxWins,
    }),
  ];
}

type CardInsert = typeof shopCards.$inferInsert;

function cards(byKey: Map<string, number>, spinGames: string[]): CardInsert[] {
  const games = spinGames.map((g) => `rocket:${g}`);
  const fs = (group: string, n: number, points: number, label: CardInsert['label'], position: number): CardInsert => ({
    group,
    type: 'freespins',
    title: `${n} free spins`,
    label,
    rates: ratesOf(points),
    giftTemplateId: byKey.get(`shop_fs_${n}`) ?? null,
    freespinsCount: n,
    wager: 30,
    games,
    position,
  });
  const money = (group: string, kind: 'real' | 'bonus', eurCents: number, points: number, position: number): CardInsert => ({
    group,
    type: 'money',
    title: kind === 'real' ? `€${eurCents / 100} real money` : `€${eurCents / 100} bonus`,
    label: null,
    moneyKind: kind,
    rates: ratesOf(points, eurCents),
    giftTemplateId: kind === 'bonus' ? (byKey.get('shop_bonus') ?? null) : null,
    wager: kind === 'bonus' ? 30 : 0,
    position,
  });
  return [
    fs('fs_10', 10, 50, 'POPULAR', 1),
    fs('fs_25', 25, 120, null, 2),
    fs('fs_50', 50, 220, 'VIP', 3),
    fs('sale_fs_20', 20, 60, null, 0),
    money('money_bonus_5', 'bonus', 500, 80, 1),
    money('money_bonus_25', 'bonus', 2_500, 350, 2),
    money('money_real_10', 'real', 1_000, 400, 3),
    money('money_real_50', 'real', 5_000, 1_800, 4),
    {
      group: 'special_cashback',
      type: 'special',
      title: 'Cashback €10',
      label: 'NEW',
      rates: ratesOf(150),
      giftTemplateId: byKey.get('shop_cashback') ?? null,
      wager: 3,
      position: 1,
    },
  ];
}

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
 * The demo's loyalty (decision 052): earning rates, the twelve levels and their gifts, a full shop
 * and a sale running for thirty days from the seed. Seeded whenever there are no levels.
 */
export async function seedLoyalty(tx: Tx): Promise<void> {
  const [any] = await tx.select({ level: loyaltyLevels.level }).from(loyaltyLevels).limit(1);
  if (any) return;
  const now = new Date();
  const spinGames = await spinGamesOf(tx);
  const inserted = await tx
    .insert(giftTemplates)
    .values([...levelTemplates(now, spinGames), ...shopTemplates(now, spinGames)])
    .returning({ id: giftTemplates.id, groupKey: giftTemplates.groupKey });
  const byKey = new Map(inserted.map((t) => [t.groupKey, t.id]));
  await tx.insert(compEarningRates).values(earningRates());
  await tx.insert(loyaltyLevels).values(
    LEVELS.map((level, i) => ({
      level: i + 1,
      name: level.name,
      minPoints: level.minPoints,
      giftTemplateId: byKey.get(`loyalty_level_${i + 1}`) ?? null,
      giftDescriptions: descriptionsOf(level),
      lootBoxes: level.lootBoxes ?? 0,
    })),
  );
  await tx.insert(shopCards).values(cards(byKey, spinGames));
  const day = 24 * 60 * 60 * 1000;
  const endsAt = new Date(Math.floor(now.getTime() / day) * day + 31 * day);
  await tx.insert(shopSale).values({ id: 1, endsAt, cards: { sale_fs_20: { discount_percent: 40, full_price: 100 } } });
}

/** The loot box card: one box of the loot box wheel (decision 064). */
const LOOT_BOX_CARD: CardInsert = {
  group: 'lootbox_1',
  type: 'lootboxes',
  title: 'Loot box',
  label: 'NEW',
  rates: ratesOf(100),
  position: 1,
};

/** The lottery ticket card: tickets of the demo's running lottery, its id renewed with the lottery. */
const lotteryCard = (lotteryId: number): CardInsert => ({
  group: 'lottery_weekly',
  type: 'lotteries',
  title: 'Weekly lottery ticket',
  label: 'POPULAR',
  rates: ratesOf(30),
  lotteryIds: [lotteryId],
  position: 2,
});

/**
 * The shop's loot box and lottery ticket cards (decision 064), at every start after the lotteries:
 * the loot box card once, the lottery card pointed at the running demo lottery.
 */
export async function seedShopRewards(tx: Tx): Promise<void> {
  await tx.insert(shopCards).values(LOOT_BOX_CARD).onConflictDoNothing();
  const [running] = await tx
    .select({ id: lotteries.id })
    .from(lotteries)
    .where(and(eq(lotteries.frontendIdentifier, 'weekly-lottery'), gt(lotteries.endAt, new Date()), isNull(lotteries.drawnAt)));
  if (!running) return;
  await tx
    .insert(shopCards)
    .values(lotteryCard(running.id))
    .onConflictDoUpdate({ target: shopCards.group, set: { lotteryIds: [running.id] } });
}
