import { QUEST_LADDERS, parseQuest, type TournamentPrize, type TournamentStrategy } from '@casino/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { giftTemplates } from '../bonuses/tables';
import { tournaments } from '../competitions/tables';
import type { Tx } from '../db/client';

const DAY = 24 * 60 * 60 * 1000;

/** Micro-euros per one unit of each currency: how the demo's competitions count bets of other currencies. */
const DEMO_RATES_PPM: Readonly<Record<string, number>> = {
  USD: 920_000,
  CAD: 680_000,
  AUD: 600_000,
  NZD: 550_000,
  GBP: 1_170_000,
  NOK: 86_000,
  BRL: 170_000,
  JPY: 6_200,
  KZT: 1_900,
  USDT: 920_000,
  BTC: 60_000_000_000,
  ETH: 3_000_000_000,
  LTC: 80_000_000,
  BCH: 400_000_000,
  DOG: 150_000,
};

interface DemoCompetition {
  identifier: string;
  title: string;
  strategy: TournamentStrategy;
  /** Players join with the join button first (TOUR-08). */
  confirmationRequired?: boolean;
  days: number;
  categories?: string[];
  minBetCents?: number;
  prizes(templates: PrizeTemplates): TournamentPrize[];
}

interface PrizeTemplates {
  bonus: number;
  spins: number;
}

const quest = (size: keyof typeof QUEST_LADDERS, slug: string, title: string): DemoCompetition => ({
  identifier: `quest--${size}--${slug}`,
  title,
  strategy: 'bet_sum',
  days: 7,
  // A level's reward: bonus money of 1% of its threshold (at least €1), from the second level on.
  prizes: (t) =>
    QUEST_LADDERS[size].slice(1).map((euros, i) => ({
      place: i + 2,
      kind: 'gift' as const,
      template_id: t.bonus,
      amount_cents: Math.max(100, euros),
    })),
});

/** The demo's competitions (docs/decisions/050-tournaments.md): a weekly race, a live-casino race players join first, and a quest of each size. */
const DEMO: DemoCompetition[] = [
  {
    identifier: 'weekly-race',
    title: 'Weekly race',
    strategy: 'bet_sum',
    days: 7,
    categories: ['pokies'],
    minBetCents: 20,
    prizes: (t) => [
      { place: 1, kind: 'money', amount_cents: 100_000 },
      { place: 2, kind: 'money', amount_cents: 50_000 },
      { place: 3, kind: 'money', amount_cents: 25_000 },
      { place: 4, kind: 'gift', template_id: t.bonus, amount_cents: 10_000 },
      { place: 5, kind: 'gift', template_id: t.bonus, amount_cents: 5_000 },
      ...Array.from({ length: 4 }, (_, i) => ({ place: i + 6, kind: 'gift' as const, template_id: t.spins })),
      // Comp points credited to the loyalty balance (issue 21).
      { place: 10, kind: 'comp_points', points: 500 },
    ],
  },
  {
    identifier: 'live-race',
    title: 'Live casino race',
    strategy: 'bet_count',
    confirmationRequired: true,
    days: 3,
    categories: ['live'],
    minBetCents: 100,
    prizes: (t) => [
      { place: 1, kind: 'money', amount_cents: 30_000 },
      { place: 2, kind: 'gift', template_id: t.bonus, amount_cents: 15_000 },
      { place: 3, kind: 'gift', template_id: t.bonus, amount_cents: 5_000 },
    ],
  },
  quest('xs', 'starter', 'Starter quest'),
  quest('s', 'explorer', 'Explorer quest'),
  quest('m', 'voyager', 'Voyager quest'),
  quest('robot-s', 'robot', 'Robot quest'),
  quest('robot-m', 'mega-robot', 'Mega robot quest'),
];

/** The gift templates the demo's prizes are paid with, created once. */
async function prizeTemplates(tx: Tx, now: Date): Promise<PrizeTemplates> {
  const wanted = [
    {
      groupKey: 'tournament_bonus',
      kind: 'bonus' as const,
      title: 'Tournament prize',
      titleKey: 'competitions.prize_bonus',
      freespinsCount: 0,
    },
    {
      groupKey: 'tournament_spins',
      kind: 'freespins' as const,
      title: 'Tournament free spins',
      titleKey: 'competitions.prize_spins',
      freespinsCount: 25,
    },
  ];
  const ids: number[] = [];
  for (const template of wanted) {
    const [found] = await tx
      .select({ id: giftTemplates.id })
      .from(giftTemplates)
      .where(eq(giftTemplates.groupKey, template.groupKey));
    if (found) {
      ids.push(found.id);
      continue;
    }
    const [spinGame] = await tx
      .select({ games: giftTemplates.freespinGames })
      .from(giftTemplates)
      .where(eq(giftTemplates.groupKey, 'coupon_spins20'));
    const [row] = await tx
      .insert(giftTemplates)
      .values({
        ...template,
        titleKey: template.titleKey,
        amounts: { EUR: 1_000 },
        wagerMultiplier: 20,
        contributions: { pokies: 100, table: 10, live: 0 },
        activationDays: 7,
        validityDays: 30,
        freespinGames: spinGame?.games ?? [],
        freespinBets: { EUR: 20, USD: 20, CAD: 20, AUD: 20, NZD: 20, NOK: 200, BRL: 100 },
        eligibility: { groups: [], countries: [], depositNumber: null },
        createdAt: now,
      })
      .returning({ id: giftTemplates.id });
    if (!row) throw new Error('prize template not stored');
    ids.push(row.id);
  }
  return { bonus: ids[0] ?? 0, spins: ids[1] ?? 0 };
}

/**
 * Keeps the demo's competitions running at every start: one that has ended is kept under a
 * dated identifier (its leaderboard and prizes stay), and a new one starts now under the demo's
 * identifier, so /tournaments/weekly-race always shows a live race.
 */
export async function seedCompetitions(tx: Tx): Promise<void> {
  const now = new Date();
  const templates = await prizeTemplates(tx, now);
  for (const demo of DEMO) {
    const [running] = await tx
      .select()
      .from(tournaments)
      .where(
        and(eq(tournaments.frontendIdentifier, demo.identifier), gt(tournaments.endAt, now), isNull(tournaments.canceledAt)),
      );
    if (running) continue;
    const [old] = await tx.select().from(tournaments).where(eq(tournaments.frontendIdentifier, demo.identifier));
    if (old) {
      await tx
        .update(tournaments)
        .set({ frontendIdentifier: `${demo.identifier}-${old.id}`, updatedAt: now })
        .where(eq(tournaments.id, old.id));
    }
    await tx.insert(tournaments).values({
      frontendIdentifier: demo.identifier,
      title: demo.title,
      currency: 'EUR',
      strategy: demo.strategy,
      confirmationRequired: demo.confirmationRequired ?? false,
      minBetCents: demo.minBetCents ?? 0,
      categories: demo.categories ?? [],
      ratesPpm: DEMO_RATES_PPM,
      prizes: demo.prizes(templates),
      startAt: new Date(now.getTime() - (parseQuest(demo.identifier) ? 0 : DAY)),
      endAt: new Date(now.getTime() + demo.days * DAY),
      createdAt: now,
      updatedAt: now,
    });
  }
}
